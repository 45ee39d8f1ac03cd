from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starligned_half_effect import StarlignedHalfEffect






T = TypeVar("T", bound="StarlignedHalf")



@_attrs_define
class StarlignedHalf:
    """ 
        Attributes:
            effect (StarlignedHalfEffect):
            value (int):
     """

    effect: StarlignedHalfEffect
    value: int





    def to_dict(self) -> dict[str, Any]:
        effect = self.effect.value

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "effect": effect,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        effect = StarlignedHalfEffect(d.pop("effect"))




        value = d.pop("value")

        starligned_half = cls(
            effect=effect,
            value=value,
        )

        return starligned_half

