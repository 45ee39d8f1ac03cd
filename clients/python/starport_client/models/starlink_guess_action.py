from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starlink_guess_action_type import StarlinkGuessActionType






T = TypeVar("T", bound="StarlinkGuessAction")



@_attrs_define
class StarlinkGuessAction:
    """ 
        Attributes:
            text (str):
            type_ (StarlinkGuessActionType):
     """

    text: str
    type_: StarlinkGuessActionType





    def to_dict(self) -> dict[str, Any]:
        text = self.text

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "text": text,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        text = d.pop("text")

        type_ = StarlinkGuessActionType(d.pop("type"))




        starlink_guess_action = cls(
            text=text,
            type_=type_,
        )

        return starlink_guess_action

