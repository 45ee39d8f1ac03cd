from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="StarlinkGuess")



@_attrs_define
class StarlinkGuess:
    """ 
        Attributes:
            right (bool):
            seat (int):
            text (str):
     """

    right: bool
    seat: int
    text: str





    def to_dict(self) -> dict[str, Any]:
        right = self.right

        seat = self.seat

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "right": right,
            "seat": seat,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        right = d.pop("right")

        seat = d.pop("seat")

        text = d.pop("text")

        starlink_guess = cls(
            right=right,
            seat=seat,
            text=text,
        )

        return starlink_guess

