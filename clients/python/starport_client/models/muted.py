from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="Muted")



@_attrs_define
class Muted:
    """ 
        Attributes:
            muted (list[str]):
     """

    muted: list[str]





    def to_dict(self) -> dict[str, Any]:
        muted = self.muted




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "muted": muted,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        muted = cast(list[str], d.pop("muted"))


        muted = cls(
            muted=muted,
        )

        return muted

