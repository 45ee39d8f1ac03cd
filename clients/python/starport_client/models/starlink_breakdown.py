from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="StarlinkBreakdown")



@_attrs_define
class StarlinkBreakdown:
    """ 
        Attributes:
            card_points (int):
            drawings_guessed (int):
            lens_points (int):
            right_guesses (int):
     """

    card_points: int
    drawings_guessed: int
    lens_points: int
    right_guesses: int





    def to_dict(self) -> dict[str, Any]:
        card_points = self.card_points

        drawings_guessed = self.drawings_guessed

        lens_points = self.lens_points

        right_guesses = self.right_guesses


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card_points": card_points,
            "drawings_guessed": drawings_guessed,
            "lens_points": lens_points,
            "right_guesses": right_guesses,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card_points = d.pop("card_points")

        drawings_guessed = d.pop("drawings_guessed")

        lens_points = d.pop("lens_points")

        right_guesses = d.pop("right_guesses")

        starlink_breakdown = cls(
            card_points=card_points,
            drawings_guessed=drawings_guessed,
            lens_points=lens_points,
            right_guesses=right_guesses,
        )

        return starlink_breakdown

