from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starshower_call_action_side import StarshowerCallActionSide
from ..models.starshower_call_action_type import StarshowerCallActionType






T = TypeVar("T", bound="StarshowerCallAction")



@_attrs_define
class StarshowerCallAction:
    """ 
        Attributes:
            side (StarshowerCallActionSide):
            type_ (StarshowerCallActionType):
     """

    side: StarshowerCallActionSide
    type_: StarshowerCallActionType





    def to_dict(self) -> dict[str, Any]:
        side = self.side.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "side": side,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        side = StarshowerCallActionSide(d.pop("side"))




        type_ = StarshowerCallActionType(d.pop("type"))




        starshower_call_action = cls(
            side=side,
            type_=type_,
        )

        return starshower_call_action

