from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.twinkle_twinkle_place_action_type import TwinkleTwinklePlaceActionType
from typing import cast






T = TypeVar("T", bound="TwinkleTwinklePlaceAction")



@_attrs_define
class TwinkleTwinklePlaceAction:
    """ 
        Attributes:
            orientation (int): 0–3: quarter turns clockwise; 4–7: mirrored left↔right, then 0–3 turns.
            slot (int): The Current Round slot (0 = leftmost) whose tile you take.
            space (list[int]): The empty Star Chart space [row, column] to place it on.
            type_ (TwinkleTwinklePlaceActionType):
     """

    orientation: int
    slot: int
    space: list[int]
    type_: TwinkleTwinklePlaceActionType





    def to_dict(self) -> dict[str, Any]:
        orientation = self.orientation

        slot = self.slot

        space = self.space



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "orientation": orientation,
            "slot": slot,
            "space": space,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        orientation = d.pop("orientation")

        slot = d.pop("slot")

        space = cast(list[int], d.pop("space"))


        type_ = TwinkleTwinklePlaceActionType(d.pop("type"))




        twinkle_twinkle_place_action = cls(
            orientation=orientation,
            slot=slot,
            space=space,
            type_=type_,
        )

        return twinkle_twinkle_place_action

