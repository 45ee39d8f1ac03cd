from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="TwinkleStarshipDealResult")



@_attrs_define
class TwinkleStarshipDealResult:
    """ 
        Attributes:
            deal (int):
            points (list[int]):
            taken (list[int]):
            tricks (list[int]):
            unused (list[int]):
     """

    deal: int
    points: list[int]
    taken: list[int]
    tricks: list[int]
    unused: list[int]





    def to_dict(self) -> dict[str, Any]:
        deal = self.deal

        points = self.points



        taken = self.taken



        tricks = self.tricks



        unused = self.unused




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deal": deal,
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

        points = cast(list[int], d.pop("points"))


        taken = cast(list[int], d.pop("taken"))


        tricks = cast(list[int], d.pop("tricks"))


        unused = cast(list[int], d.pop("unused"))


        twinkle_starship_deal_result = cls(
            deal=deal,
            points=points,
            taken=taken,
            tricks=tricks,
            unused=unused,
        )

        return twinkle_starship_deal_result

