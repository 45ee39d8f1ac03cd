from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Handle")



@_attrs_define
class Handle:
    """ 
        Attributes:
            handle (str):
            player_id (str):
     """

    handle: str
    player_id: str





    def to_dict(self) -> dict[str, Any]:
        handle = self.handle

        player_id = self.player_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "handle": handle,
            "player_id": player_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        handle = d.pop("handle")

        player_id = d.pop("player_id")

        handle = cls(
            handle=handle,
            player_id=player_id,
        )

        return handle

