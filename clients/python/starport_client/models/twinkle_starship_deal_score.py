from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="TwinkleStarshipDealScore")



@_attrs_define
class TwinkleStarshipDealScore:
    """ 
        Attributes:
            points (int):
            seat (int):
            taken (int):
            total (int):
            tricks (int):
            unused (int):
     """

    points: int
    seat: int
    taken: int
    total: int
    tricks: int
    unused: int





    def to_dict(self) -> dict[str, Any]:
        points = self.points

        seat = self.seat

        taken = self.taken

        total = self.total

        tricks = self.tricks

        unused = self.unused


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "points": points,
            "seat": seat,
            "taken": taken,
            "total": total,
            "tricks": tricks,
            "unused": unused,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        points = d.pop("points")

        seat = d.pop("seat")

        taken = d.pop("taken")

        total = d.pop("total")

        tricks = d.pop("tricks")

        unused = d.pop("unused")

        twinkle_starship_deal_score = cls(
            points=points,
            seat=seat,
            taken=taken,
            total=total,
            tricks=tricks,
            unused=unused,
        )

        return twinkle_starship_deal_score

