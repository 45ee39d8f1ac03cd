from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starligned_rotate_telescope_action_type import StarlignedRotateTelescopeActionType






T = TypeVar("T", bound="StarlignedRotateTelescopeAction")



@_attrs_define
class StarlignedRotateTelescopeAction:
    """ 
        Attributes:
            player (int):
            type_ (StarlignedRotateTelescopeActionType):
     """

    player: int
    type_: StarlignedRotateTelescopeActionType





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        type_ = StarlignedRotateTelescopeActionType(d.pop("type"))




        starligned_rotate_telescope_action = cls(
            player=player,
            type_=type_,
        )

        return starligned_rotate_telescope_action

