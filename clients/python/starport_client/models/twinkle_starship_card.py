from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.twinkle_starship_card_colour import TwinkleStarshipCardColour






T = TypeVar("T", bound="TwinkleStarshipCard")



@_attrs_define
class TwinkleStarshipCard:
    """ 
        Attributes:
            colour (TwinkleStarshipCardColour): pink is trump
            digit (int): the printed digit
     """

    colour: TwinkleStarshipCardColour
    digit: int





    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        digit = self.digit


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "colour": colour,
            "digit": digit,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = TwinkleStarshipCardColour(d.pop("colour"))




        digit = d.pop("digit")

        twinkle_starship_card = cls(
            colour=colour,
            digit=digit,
        )

        return twinkle_starship_card

