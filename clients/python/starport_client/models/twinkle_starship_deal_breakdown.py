from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="TwinkleStarshipDealBreakdown")



@_attrs_define
class TwinkleStarshipDealBreakdown:
    """ 
        Attributes:
            deal (int):
            live (bool): the deal in progress; its points are what it would score now
            points (int):
            taken (int):
            tricks (int):
            unused (int):
     """

    deal: int
    live: bool
    points: int
    taken: int
    tricks: int
    unused: int





    def to_dict(self) -> dict[str, Any]:
        deal = self.deal

        live = self.live

        points = self.points

        taken = self.taken

        tricks = self.tricks

        unused = self.unused


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deal": deal,
            "live": live,
            "points": points,
            "taken": taken,
            "tricks": tricks,
            "unused": unused,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deal = d.pop("deal")

        live = d.pop("live")

        points = d.pop("points")

        taken = d.pop("taken")

        tricks = d.pop("tricks")

        unused = d.pop("unused")

        twinkle_starship_deal_breakdown = cls(
            deal=deal,
            live=live,
            points=points,
            taken=taken,
            tricks=tricks,
            unused=unused,
        )

        return twinkle_starship_deal_breakdown

