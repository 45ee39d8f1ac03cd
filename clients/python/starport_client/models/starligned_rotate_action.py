from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starligned_rotate_action_type import StarlignedRotateActionType






T = TypeVar("T", bound="StarlignedRotateAction")



@_attrs_define
class StarlignedRotateAction:
    """ 
        Attributes:
            card (int): Phase 4: the hand card to rotate before the hand passes left.
            type_ (StarlignedRotateActionType):
     """

    card: int
    type_: StarlignedRotateActionType





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

        type_ = StarlignedRotateActionType(d.pop("type"))




        starligned_rotate_action = cls(
            card=card,
            type_=type_,
        )

        return starligned_rotate_action

