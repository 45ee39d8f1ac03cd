from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="StarlinkOptions")



@_attrs_define
class StarlinkOptions:
    """ 
        Attributes:
            timer_seconds (int | Unset): How long the sand timer runs, in seconds; also the time to choose the word.
                Default: 60.
     """

    timer_seconds: int | Unset = 60





    def to_dict(self) -> dict[str, Any]:
        timer_seconds = self.timer_seconds


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if timer_seconds is not UNSET:
            field_dict["timer_seconds"] = timer_seconds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        timer_seconds = d.pop("timer_seconds", UNSET)

        starlink_options = cls(
            timer_seconds=timer_seconds,
        )

        return starlink_options

