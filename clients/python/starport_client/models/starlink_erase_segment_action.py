from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starlink_erase_segment_action_type import StarlinkEraseSegmentActionType






T = TypeVar("T", bound="StarlinkEraseSegmentAction")



@_attrs_define
class StarlinkEraseSegmentAction:
    """ 
        Attributes:
            a (int):
            b (int):
            type_ (StarlinkEraseSegmentActionType):
     """

    a: int
    b: int
    type_: StarlinkEraseSegmentActionType





    def to_dict(self) -> dict[str, Any]:
        a = self.a

        b = self.b

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "a": a,
            "b": b,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        a = d.pop("a")

        b = d.pop("b")

        type_ = StarlinkEraseSegmentActionType(d.pop("type"))




        starlink_erase_segment_action = cls(
            a=a,
            b=b,
            type_=type_,
        )

        return starlink_erase_segment_action

