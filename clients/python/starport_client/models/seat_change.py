from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_change_change import SeatChangeChange
from ..types import UNSET, Unset






T = TypeVar("T", bound="SeatChange")



@_attrs_define
class SeatChange:
    """ 
        Attributes:
            change (SeatChangeChange): claimed (it was open until then), left (then: bot or reopened), taken_over (a bot
                plays it from now on: its clock ran out), stand_in (one move by the stand-in)
            version (int):
            bot (str | Unset): The bot level that plays it (or moved once)
            name (str | Unset): claimed: the name it was claimed under
            then (str | Unset): left: bot or reopened
     """

    change: SeatChangeChange
    version: int
    bot: str | Unset = UNSET
    name: str | Unset = UNSET
    then: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        change = self.change.value

        version = self.version

        bot = self.bot

        name = self.name

        then = self.then


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "change": change,
            "version": version,
        })
        if bot is not UNSET:
            field_dict["bot"] = bot
        if name is not UNSET:
            field_dict["name"] = name
        if then is not UNSET:
            field_dict["then"] = then

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        change = SeatChangeChange(d.pop("change"))




        version = d.pop("version")

        bot = d.pop("bot", UNSET)

        name = d.pop("name", UNSET)

        then = d.pop("then", UNSET)

        seat_change = cls(
            change=change,
            version=version,
            bot=bot,
            name=name,
            then=then,
        )

        return seat_change

