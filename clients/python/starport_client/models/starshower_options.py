from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="StarshowerOptions")



@_attrs_define
class StarshowerOptions:
    """ 
        Attributes:
            size (int | Unset): Grid lines across and down; stars sit on their points. Default: 10.
     """

    size: int | Unset = 10





    def to_dict(self) -> dict[str, Any]:
        size = self.size


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if size is not UNSET:
            field_dict["size"] = size

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        size = d.pop("size", UNSET)

        starshower_options = cls(
            size=size,
        )

        return starshower_options

