from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="Player")



@_attrs_define
class Player:
    """ 
        Attributes:
            name (str):
            seat (int):
            bot (str | Unset):
            bot_account (bool | Unset): true: the seated player is a bot account (a program), as its account said when it
                sat
            handle (str | Unset): The seated player's handle, as it was when it sat
            holder (str | Unset): Who holds the seat, as far as the server knows: creator (a token given at create) or
                player:<mark> (a player key; one mark per player and game). Seats with the same holder are one person's; a seat
                claimed without a player key has none
            left (bool | Unset): The seat left; its bot plays it
            open_ (bool | Unset):
     """

    name: str
    seat: int
    bot: str | Unset = UNSET
    bot_account: bool | Unset = UNSET
    handle: str | Unset = UNSET
    holder: str | Unset = UNSET
    left: bool | Unset = UNSET
    open_: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        seat = self.seat

        bot = self.bot

        bot_account = self.bot_account

        handle = self.handle

        holder = self.holder

        left = self.left

        open_ = self.open_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "seat": seat,
        })
        if bot is not UNSET:
            field_dict["bot"] = bot
        if bot_account is not UNSET:
            field_dict["bot_account"] = bot_account
        if handle is not UNSET:
            field_dict["handle"] = handle
        if holder is not UNSET:
            field_dict["holder"] = holder
        if left is not UNSET:
            field_dict["left"] = left
        if open_ is not UNSET:
            field_dict["open"] = open_

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        seat = d.pop("seat")

        bot = d.pop("bot", UNSET)

        bot_account = d.pop("bot_account", UNSET)

        handle = d.pop("handle", UNSET)

        holder = d.pop("holder", UNSET)

        left = d.pop("left", UNSET)

        open_ = d.pop("open", UNSET)

        player = cls(
            name=name,
            seat=seat,
            bot=bot,
            bot_account=bot_account,
            handle=handle,
            holder=holder,
            left=left,
            open_=open_,
        )

        return player

