from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="HandleRequest")



@_attrs_define
class HandleRequest:
    """ 
        Attributes:
            handle (str): 3 to 20 letters and digits of one script, with _ or - between them; unique whatever its case, and
                refused if it looks like a handle another player holds Example: vega_7.
     """

    handle: str





    def to_dict(self) -> dict[str, Any]:
        handle = self.handle


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "handle": handle,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        handle = d.pop("handle")

        handle_request = cls(
            handle=handle,
        )

        return handle_request

