from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.left_then import LeftThen






T = TypeVar("T", bound="Left")



@_attrs_define
class Left:
    """ 
        Attributes:
            seat (int):
            status (str):
            then (LeftThen): bot: a bot plays the seat now; reopened: open for a claim
            version (int):
     """

    seat: int
    status: str
    then: LeftThen
    version: int





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        status = self.status

        then = self.then.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "status": status,
            "then": then,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        status = d.pop("status")

        then = LeftThen(d.pop("then"))




        version = d.pop("version")

        left = cls(
            seat=seat,
            status=status,
            then=then,
            version=version,
        )

        return left

