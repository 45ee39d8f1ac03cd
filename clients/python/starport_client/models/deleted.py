from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Deleted")



@_attrs_define
class Deleted:
    """ 
        Attributes:
            deleted (int):
            room (str):
     """

    deleted: int
    room: str





    def to_dict(self) -> dict[str, Any]:
        deleted = self.deleted

        room = self.room


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deleted": deleted,
            "room": room,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deleted = d.pop("deleted")

        room = d.pop("room")

        deleted = cls(
            deleted=deleted,
            room=room,
        )

        return deleted

