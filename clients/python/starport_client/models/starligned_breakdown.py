from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="StarlignedBreakdown")



@_attrs_define
class StarlignedBreakdown:
    """ 
        Attributes:
            card_points (list[int]): Each card's points, left to right, ×2/×0 applied.
            constellations (int):
            doubled (int):
            moon_cards (int):
            zeroed (int):
     """

    card_points: list[int]
    constellations: int
    doubled: int
    moon_cards: int
    zeroed: int





    def to_dict(self) -> dict[str, Any]:
        card_points = self.card_points



        constellations = self.constellations

        doubled = self.doubled

        moon_cards = self.moon_cards

        zeroed = self.zeroed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card_points": card_points,
            "constellations": constellations,
            "doubled": doubled,
            "moon_cards": moon_cards,
            "zeroed": zeroed,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card_points = cast(list[int], d.pop("card_points"))


        constellations = d.pop("constellations")

        doubled = d.pop("doubled")

        moon_cards = d.pop("moon_cards")

        zeroed = d.pop("zeroed")

        starligned_breakdown = cls(
            card_points=card_points,
            constellations=constellations,
            doubled=doubled,
            moon_cards=moon_cards,
            zeroed=zeroed,
        )

        return starligned_breakdown

