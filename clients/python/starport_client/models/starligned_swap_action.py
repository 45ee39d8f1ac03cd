from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starligned_swap_action_type import StarlignedSwapActionType






T = TypeVar("T", bound="StarlignedSwapAction")



@_attrs_define
class StarlignedSwapAction:
    """ 
        Attributes:
            first (int): One unblocked card of a row.
            second (int): Another unblocked card of the same row.
            type_ (StarlignedSwapActionType):
     """

    first: int
    second: int
    type_: StarlignedSwapActionType





    def to_dict(self) -> dict[str, Any]:
        first = self.first

        second = self.second

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "first": first,
            "second": second,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        first = d.pop("first")

        second = d.pop("second")

        type_ = StarlignedSwapActionType(d.pop("type"))




        starligned_swap_action = cls(
            first=first,
            second=second,
            type_=type_,
        )

        return starligned_swap_action

