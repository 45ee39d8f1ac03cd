from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="StarshowerBreakdown")



@_attrs_define
class StarshowerBreakdown:
    """ 
        Attributes:
            grouped (int):
            killed (int):
            ungrouped (int):
     """

    grouped: int
    killed: int
    ungrouped: int





    def to_dict(self) -> dict[str, Any]:
        grouped = self.grouped

        killed = self.killed

        ungrouped = self.ungrouped


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "grouped": grouped,
            "killed": killed,
            "ungrouped": ungrouped,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        grouped = d.pop("grouped")

        killed = d.pop("killed")

        ungrouped = d.pop("ungrouped")

        starshower_breakdown = cls(
            grouped=grouped,
            killed=killed,
            ungrouped=ungrouped,
        )

        return starshower_breakdown

