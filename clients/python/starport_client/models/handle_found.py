from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="HandleFound")



@_attrs_define
class HandleFound:
    """ 
        Attributes:
            bot_account (bool):
            handle (str):
            name (str):
            player_id (str):
     """

    bot_account: bool
    handle: str
    name: str
    player_id: str





    def to_dict(self) -> dict[str, Any]:
        bot_account = self.bot_account

        handle = self.handle

        name = self.name

        player_id = self.player_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bot_account": bot_account,
            "handle": handle,
            "name": name,
            "player_id": player_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot_account = d.pop("bot_account")

        handle = d.pop("handle")

        name = d.pop("name")

        player_id = d.pop("player_id")

        handle_found = cls(
            bot_account=bot_account,
            handle=handle,
            name=name,
            player_id=player_id,
        )

        return handle_found

