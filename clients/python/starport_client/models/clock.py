from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="Clock")



@_attrs_define
class Clock:
    """ 
        Attributes:
            per_turn (float): Seconds a seat has each time it is to act
            bank (float | Unset): Seconds more a seat may spend over the whole game once per_turn is used up Default: 0.0.
     """

    per_turn: float
    bank: float | Unset = 0.0





    def to_dict(self) -> dict[str, Any]:
        per_turn = self.per_turn

        bank = self.bank


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "per_turn": per_turn,
        })
        if bank is not UNSET:
            field_dict["bank"] = bank

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        per_turn = d.pop("per_turn")

        bank = d.pop("bank", UNSET)

        clock = cls(
            per_turn=per_turn,
            bank=bank,
        )

        return clock

