from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Reported")



@_attrs_define
class Reported:
    """ 
        Attributes:
            reported (int):
     """

    reported: int





    def to_dict(self) -> dict[str, Any]:
        reported = self.reported


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reported": reported,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reported = d.pop("reported")

        reported = cls(
            reported=reported,
        )

        return reported

