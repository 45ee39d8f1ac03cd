from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starligned_choose_action_type import StarlignedChooseActionType






T = TypeVar("T", bound="StarlignedChooseAction")



@_attrs_define
class StarlignedChooseAction:
    """ 
        Attributes:
            card (int): Phase 1: the hand card to play face down; send again to change it.
            type_ (StarlignedChooseActionType):
     """

    card: int
    type_: StarlignedChooseActionType





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

        type_ = StarlignedChooseActionType(d.pop("type"))




        starligned_choose_action = cls(
            card=card,
            type_=type_,
        )

        return starligned_choose_action

