from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Claimed")



@_attrs_define
class Claimed:
    """ 
        Attributes:
            name (str):
            seat (int):
            status (str):
            token (str): This seat's secret; shown only once
            version (int):
     """

    name: str
    seat: int
    status: str
    token: str
    version: int





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        seat = self.seat

        status = self.status

        token = self.token

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "seat": seat,
            "status": status,
            "token": token,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        seat = d.pop("seat")

        status = d.pop("status")

        token = d.pop("token")

        version = d.pop("version")

        claimed = cls(
            name=name,
            seat=seat,
            status=status,
            token=token,
            version=version,
        )

        return claimed

