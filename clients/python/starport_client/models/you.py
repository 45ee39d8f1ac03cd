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
            paused (bool): Absent from two games in a row: join again to be seated again
            withdrawn (bool):
     """

    entered: bool
    invited: bool
    paused: bool
    withdrawn: bool





    def to_dict(self) -> dict[str, Any]:
        entered = self.entered

        invited = self.invited

        paused = self.paused

        withdrawn = self.withdrawn


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "entered": entered,
            "invited": invited,
            "paused": paused,
            "withdrawn": withdrawn,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        entered = d.pop("entered")

        invited = d.pop("invited")

        paused = d.pop("paused")

        withdrawn = d.pop("withdrawn")

        you = cls(
            entered=entered,
            invited=invited,
            paused=paused,
            withdrawn=withdrawn,
        )

        return you

