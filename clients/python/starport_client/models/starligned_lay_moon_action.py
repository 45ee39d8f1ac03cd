from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starligned_lay_moon_action_type import StarlignedLayMoonActionType






T = TypeVar("T", bound="StarlignedLayMoonAction")



@_attrs_define
class StarlignedLayMoonAction:
    """ 
        Attributes:
            type_ (StarlignedLayMoonActionType):
     """

    type_: StarlignedLayMoonActionType





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = StarlignedLayMoonActionType(d.pop("type"))




        starligned_lay_moon_action = cls(
            type_=type_,
        )

        return starligned_lay_moon_action

