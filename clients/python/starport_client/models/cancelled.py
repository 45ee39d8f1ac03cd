from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Cancelled")



@_attrs_define
class Cancelled:
    """ 
        Attributes:
            status (str):
            version (int):
     """

    status: str
    version: int





    def to_dict(self) -> dict[str, Any]:
        status = self.status

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "status": status,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = d.pop("status")

        version = d.pop("version")

        cancelled = cls(
            status=status,
            version=version,
        )

        return cancelled

