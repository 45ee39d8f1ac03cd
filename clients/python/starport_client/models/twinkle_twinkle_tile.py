from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.twinkle_twinkle_tile_kind import TwinkleTwinkleTileKind
from typing import cast

if TYPE_CHECKING:
  from ..models.twinkle_twinkle_star import TwinkleTwinkleStar





T = TypeVar("T", bound="TwinkleTwinkleTile")



@_attrs_define
class TwinkleTwinkleTile:
    """ 
        Attributes:
            id (int):
            kind (TwinkleTwinkleTileKind):
            objects (int):
            slow (bool):
            stars (list[TwinkleTwinkleStar]): The tile's stars with their lines as printed.
     """

    id: int
    kind: TwinkleTwinkleTileKind
    objects: int
    slow: bool
    stars: list[TwinkleTwinkleStar]





    def to_dict(self) -> dict[str, Any]:
        from ..models.twinkle_twinkle_star import TwinkleTwinkleStar # noqa: PLC0415
        id = self.id

        kind = self.kind.value

        objects = self.objects

        slow = self.slow

        stars = []
        for stars_item_data in self.stars:
            stars_item = stars_item_data.to_dict()
            stars.append(stars_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "kind": kind,
            "objects": objects,
            "slow": slow,
            "stars": stars,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.twinkle_twinkle_star import TwinkleTwinkleStar # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        kind = TwinkleTwinkleTileKind(d.pop("kind"))




        objects = d.pop("objects")

        slow = d.pop("slow")

        stars = []
        _stars = d.pop("stars")
        for stars_item_data in (_stars):
            stars_item = TwinkleTwinkleStar.from_dict(stars_item_data)



            stars.append(stars_item)


        twinkle_twinkle_tile = cls(
            id=id,
            kind=kind,
            objects=objects,
            slow=slow,
            stars=stars,
        )

        return twinkle_twinkle_tile

