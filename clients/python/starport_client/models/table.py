from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="Table")



@_attrs_define
class Table:
    """ 
        Attributes:
            game (str):
            game_id (str):
            names (list[str]):
            players (list[str]): By seat
            round_ (int):
            state (str): forming, playing, scored or void
            table (str): r<round>t<n>
     """

    game: str
    game_id: str
    names: list[str]
    players: list[str]
    round_: int
    state: str
    table: str





    def to_dict(self) -> dict[str, Any]:
        game = self.game

        game_id = self.game_id

        names = self.names



        players = self.players



        round_ = self.round_

        state = self.state

        table = self.table


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "game_id": game_id,
            "names": names,
            "players": players,
            "round": round_,
            "state": state,
            "table": table,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game")

        game_id = d.pop("game_id")

        names = cast(list[str], d.pop("names"))


        players = cast(list[str], d.pop("players"))


        round_ = d.pop("round")

        state = d.pop("state")

        table = d.pop("table")

        table = cls(
            game=game,
            game_id=game_id,
            names=names,
            players=players,
            round_=round_,
            state=state,
            table=table,
        )

        return table

