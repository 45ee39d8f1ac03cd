from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="Ready")



@_attrs_define
class Ready:
    """ 
        Attributes:
            status (str):
            workers (int | Unset): Workers seen in the last 10 s. Not a condition of readiness: people can play without
                them, bots wait.
     """

    status: str
    workers: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        status = self.status

        workers = self.workers


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "status": status,
        })
        if workers is not UNSET:
            field_dict["workers"] = workers

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = d.pop("status")

        workers = d.pop("workers", UNSET)

        ready = cls(
            status=status,
            workers=workers,
        )

        return ready

