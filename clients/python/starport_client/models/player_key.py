from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PlayerKey")



@_attrs_define
class PlayerKey:
    """ 
        Attributes:
            key (str): The player's new secret (Authorization: Bearer <key>); shown only once. The old key works no more.
            player_id (str):
     """

    key: str
    player_id: str





    def to_dict(self) -> dict[str, Any]:
        key = self.key

        player_id = self.player_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
            "player_id": player_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        player_id = d.pop("player_id")

        player_key = cls(
            key=key,
            player_id=player_id,
        )

        return player_key

