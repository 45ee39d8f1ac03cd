from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="StarlignedHandCard")



@_attrs_define
class StarlignedHandCard:
    """ 
        Attributes:
            card (int): The card's id in the house deck.
            flipped (bool):
     """

    card: int
    flipped: bool





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        flipped = self.flipped


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "flipped": flipped,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        flipped = d.pop("flipped")

        starligned_hand_card = cls(
            card=card,
            flipped=flipped,
        )

        return starligned_hand_card

