from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ChatReport")



@_attrs_define
class ChatReport:
    """ 
        Attributes:
            line (int):
     """

    line: int





    def to_dict(self) -> dict[str, Any]:
        line = self.line


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "line": line,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        line = d.pop("line")

        chat_report = cls(
            line=line,
        )

        return chat_report

