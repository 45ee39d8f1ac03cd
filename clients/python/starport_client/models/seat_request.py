from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="SeatRequest")



@_attrs_define
class SeatRequest:
    """ 
        Attributes:
            bot (str | Unset): A bot level from the catalogue: the seat plays itself
            name (str | Unset): Shown to everyone
            open_ (bool | Unset): Left for someone to claim
            player (str | Unset): A player id (POST /v1/players): the seat is that player's, who acts with its player key
                and hears of the game on its feed; no seat token is made
     """

    bot: str | Unset = UNSET
    name: str | Unset = UNSET
    open_: bool | Unset = UNSET
    player: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        bot = self.bot

        name = self.name

        open_ = self.open_

        player = self.player


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if bot is not UNSET:
            field_dict["bot"] = bot
        if name is not UNSET:
            field_dict["name"] = name
        if open_ is not UNSET:
            field_dict["open"] = open_
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot = d.pop("bot", UNSET)

        name = d.pop("name", UNSET)

        open_ = d.pop("open", UNSET)

        player = d.pop("player", UNSET)

        seat_request = cls(
            bot=bot,
            name=name,
            open_=open_,
            player=player,
        )

        return seat_request

