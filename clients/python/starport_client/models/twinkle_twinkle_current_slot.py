from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.twinkle_twinkle_tile import TwinkleTwinkleTile





T = TypeVar("T", bound="TwinkleTwinkleCurrentSlot")



@_attrs_define
class TwinkleTwinkleCurrentSlot:
    """ 
        Attributes:
            slot (int):
            standee (int | None): The standee standing above the slot (it took the tile).
            tile (None | TwinkleTwinkleTile):
     """

    slot: int
    standee: int | None
    tile: None | TwinkleTwinkleTile





    def to_dict(self) -> dict[str, Any]:
        from ..models.twinkle_twinkle_tile import TwinkleTwinkleTile # noqa: PLC0415
        slot = self.slot

        standee: int | None
        standee = self.standee

        tile: dict[str, Any] | None
        if isinstance(self.tile, TwinkleTwinkleTile):
            tile = self.tile.to_dict()
        else:
            tile = self.tile


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "slot": slot,
            "standee": standee,
            "tile": tile,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.twinkle_twinkle_tile import TwinkleTwinkleTile # noqa: PLC0415
        d = dict(src_dict)
        slot = d.pop("slot")

        def _parse_standee(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        standee = _parse_standee(d.pop("standee"))


        def _parse_tile(data: object) -> None | TwinkleTwinkleTile:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                tile_type_0 = TwinkleTwinkleTile.from_dict(data)



                return tile_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TwinkleTwinkleTile, data)

        tile = _parse_tile(d.pop("tile"))


        twinkle_twinkle_current_slot = cls(
            slot=slot,
            standee=standee,
            tile=tile,
        )

        return twinkle_twinkle_current_slot

