from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starligned_move_action_type import StarlignedMoveActionType






T = TypeVar("T", bound="StarlignedMoveAction")



@_attrs_define
class StarlignedMoveAction:
    """ 
        Attributes:
            to (int): The card's new index in its owner's row.
            type_ (StarlignedMoveActionType):
     """

    to: int
    type_: StarlignedMoveActionType





    def to_dict(self) -> dict[str, Any]:
        to = self.to

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "to": to,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        to = d.pop("to")

        type_ = StarlignedMoveActionType(d.pop("type"))




        starligned_move_action = cls(
            to=to,
            type_=type_,
        )

        return starligned_move_action

