from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="BotPolicyRequest")



@_attrs_define
class BotPolicyRequest:
    """ 
        Attributes:
            titles (list[str]): The titles (slugs) whose challenges it accepts by itself
            players (list[int] | Unset): [least, most] players at the table it accepts (default [1, 8])
     """

    titles: list[str]
    players: list[int] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        titles = self.titles



        players: list[int] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "titles": titles,
        })
        if players is not UNSET:
            field_dict["players"] = players

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        titles = cast(list[str], d.pop("titles"))


        players = cast(list[int], d.pop("players", UNSET))


        bot_policy_request = cls(
            titles=titles,
            players=players,
        )

        return bot_policy_request

