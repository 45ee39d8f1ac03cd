from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="OptionInfo")



@_attrs_define
class OptionInfo:
    """ 
        Attributes:
            default (Any):
            choices (list[Any] | Unset):
            description (str | Unset):
            maximum (int | Unset):
            minimum (int | Unset):
     """

    default: Any
    choices: list[Any] | Unset = UNSET
    description: str | Unset = UNSET
    maximum: int | Unset = UNSET
    minimum: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        default = self.default

        choices: list[Any] | Unset = UNSET
        if not isinstance(self.choices, Unset):
            choices = self.choices



        description = self.description

        maximum = self.maximum

        minimum = self.minimum


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "default": default,
        })
        if choices is not UNSET:
            field_dict["choices"] = choices
        if description is not UNSET:
            field_dict["description"] = description
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if minimum is not UNSET:
            field_dict["minimum"] = minimum

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        default = d.pop("default")

        choices = cast(list[Any], d.pop("choices", UNSET))


        description = d.pop("description", UNSET)

        maximum = d.pop("maximum", UNSET)

        minimum = d.pop("minimum", UNSET)

        option_info = cls(
            default=default,
            choices=choices,
            description=description,
            maximum=maximum,
            minimum=minimum,
        )

        return option_info

