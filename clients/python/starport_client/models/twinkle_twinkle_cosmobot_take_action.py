from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.twinkle_twinkle_cosmobot_take_action_type import TwinkleTwinkleCosmobotTakeActionType






T = TypeVar("T", bound="TwinkleTwinkleCosmobotTakeAction")



@_attrs_define
class TwinkleTwinkleCosmobotTakeAction:
    """ 
        Attributes:
            slot (int):
            type_ (TwinkleTwinkleCosmobotTakeActionType):
     """

    slot: int
    type_: TwinkleTwinkleCosmobotTakeActionType





    def to_dict(self) -> dict[str, Any]:
        slot = self.slot

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "slot": slot,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        slot = d.pop("slot")

        type_ = TwinkleTwinkleCosmobotTakeActionType(d.pop("type"))




        twinkle_twinkle_cosmobot_take_action = cls(
            slot=slot,
            type_=type_,
        )

        return twinkle_twinkle_cosmobot_take_action

