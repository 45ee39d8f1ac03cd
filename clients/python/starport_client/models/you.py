from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="You")



@_attrs_define
class You:
    """ 
        Attributes:
            entered (bool):
            invited (bool):
            withdrawn (bool):
     """

    entered: bool
    invited: bool
    withdrawn: bool





    def to_dict(self) -> dict[str, Any]:
        entered = self.entered

        invited = self.invited

        withdrawn = self.withdrawn


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "entered": entered,
            "invited": invited,
            "withdrawn": withdrawn,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        entered = d.pop("entered")

        invited = d.pop("invited")

        withdrawn = d.pop("withdrawn")

        you = cls(
            entered=entered,
            invited=invited,
            withdrawn=withdrawn,
        )

        return you

