from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="TwinkleStarshipOptions")



@_attrs_define
class TwinkleStarshipOptions:
    """ 
        Attributes:
            deals (int | Unset): Deals in the match, 1 to 6; 0 (the default) means the rulebook's count: 4 deals with 4
                players, 6 with 3. Default: 0.
     """

    deals: int | Unset = 0





    def to_dict(self) -> dict[str, Any]:
        deals = self.deals


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if deals is not UNSET:
            field_dict["deals"] = deals

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deals = d.pop("deals", UNSET)

        twinkle_starship_options = cls(
            deals=deals,
        )

        return twinkle_starship_options

