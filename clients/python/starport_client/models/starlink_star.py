from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="StarlinkStar")



@_attrs_define
class StarlinkStar:
    """ 
        Attributes:
            bright (bool):
            id (int):
            x (int):
            y (int):
     """

    bright: bool
    id: int
    x: int
    y: int





    def to_dict(self) -> dict[str, Any]:
        bright = self.bright

        id = self.id

        x = self.x

        y = self.y


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bright": bright,
            "id": id,
            "x": x,
            "y": y,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bright = d.pop("bright")

        id = d.pop("id")

        x = d.pop("x")

        y = d.pop("y")

        starlink_star = cls(
            bright=bright,
            id=id,
            x=x,
            y=y,
        )

        return starlink_star

