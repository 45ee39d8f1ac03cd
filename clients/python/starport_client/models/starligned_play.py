from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="StarlignedPlay")



@_attrs_define
class StarlignedPlay:
    """ 
        Attributes:
            card (int): The card played face down, now face up at the right of the row.
            flipped (bool):
            seat (int):
     """

    card: int
    flipped: bool
    seat: int





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        flipped = self.flipped

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "flipped": flipped,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        flipped = d.pop("flipped")

        seat = d.pop("seat")

        starligned_play = cls(
            card=card,
            flipped=flipped,
            seat=seat,
        )

        return starligned_play

