from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starligned_repeat_action_type import StarlignedRepeatActionType






T = TypeVar("T", bound="StarlignedRepeatAction")



@_attrs_define
class StarlignedRepeatAction:
    """ 
        Attributes:
            card (int): A card on the table whose top half has a phase-3 effect (not repeat).
            type_ (StarlignedRepeatActionType):
     """

    card: int
    type_: StarlignedRepeatActionType





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        type_ = StarlignedRepeatActionType(d.pop("type"))




        starligned_repeat_action = cls(
            card=card,
            type_=type_,
        )

        return starligned_repeat_action

