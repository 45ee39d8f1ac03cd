from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starligned_remove_moon_action_type import StarlignedRemoveMoonActionType






T = TypeVar("T", bound="StarlignedRemoveMoonAction")



@_attrs_define
class StarlignedRemoveMoonAction:
    """ 
        Attributes:
            card (int): The left card under the opponent's moon card to remove.
            type_ (StarlignedRemoveMoonActionType):
     """

    card: int
    type_: StarlignedRemoveMoonActionType





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

        type_ = StarlignedRemoveMoonActionType(d.pop("type"))




        starligned_remove_moon_action = cls(
            card=card,
            type_=type_,
        )

        return starligned_remove_moon_action

