from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.twinkle_twinkle_star import TwinkleTwinkleStar
  from ..models.twinkle_twinkle_tile import TwinkleTwinkleTile





T = TypeVar("T", bound="TwinkleTwinkleCell")



@_attrs_define
class TwinkleTwinkleCell:
    """ 
        Attributes:
            orientation (int):
            stars (list[TwinkleTwinkleStar]): The stars as they lie on the chart, lines turned.
            tile (TwinkleTwinkleTile):
     """

    orientation: int
    stars: list[TwinkleTwinkleStar]
    tile: TwinkleTwinkleTile





    def to_dict(self) -> dict[str, Any]:
        from ..models.twinkle_twinkle_star import TwinkleTwinkleStar # noqa: PLC0415
        from ..models.twinkle_twinkle_tile import TwinkleTwinkleTile # noqa: PLC0415
        orientation = self.orientation

        stars = []
        for stars_item_data in self.stars:
            stars_item = stars_item_data.to_dict()
            stars.append(stars_item)



        tile = self.tile.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "orientation": orientation,
            "stars": stars,
            "tile": tile,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.twinkle_twinkle_star import TwinkleTwinkleStar # noqa: PLC0415
        from ..models.twinkle_twinkle_tile import TwinkleTwinkleTile # noqa: PLC0415
        d = dict(src_dict)
        orientation = d.pop("orientation")

        stars = []
        _stars = d.pop("stars")
        for stars_item_data in (_stars):
            stars_item = TwinkleTwinkleStar.from_dict(stars_item_data)



            stars.append(stars_item)


        tile = TwinkleTwinkleTile.from_dict(d.pop("tile"))




        twinkle_twinkle_cell = cls(
            orientation=orientation,
            stars=stars,
            tile=tile,
        )

        return twinkle_twinkle_cell

