from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="StandingLine")



@_attrs_define
class StandingLine:
    """ 
        Attributes:
            bot_account (bool): A bot account when it joined
            byes (int):
            games (int):
            name (str):
            paused (bool): Absent from two games in a row: not seated until it joins again
            player (str): A player's id, or a house bot's bot-<level>-<n>
            points (int):
            rank (int):
            tiebreak (float): Swiss: Sonneborn–Berger; arena: points a game
            wins (int):
            withdrawn (bool):
            handle (str | Unset): Its handle when it joined, if it had claimed one
            streak (int | Unset): Arena: games won in a row (from two on, points double)
     """

    bot_account: bool
    byes: int
    games: int
    name: str
    paused: bool
    player: str
    points: int
    rank: int
    tiebreak: float
    wins: int
    withdrawn: bool
    handle: str | Unset = UNSET
    streak: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        bot_account = self.bot_account

        byes = self.byes

        games = self.games

        name = self.name

        paused = self.paused

        player = self.player

        points = self.points

        rank = self.rank

        tiebreak = self.tiebreak

        wins = self.wins

        withdrawn = self.withdrawn

        handle = self.handle

        streak = self.streak


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bot_account": bot_account,
            "byes": byes,
            "games": games,
            "name": name,
            "paused": paused,
            "player": player,
            "points": points,
            "rank": rank,
            "tiebreak": tiebreak,
            "wins": wins,
            "withdrawn": withdrawn,
        })
        if handle is not UNSET:
            field_dict["handle"] = handle
        if streak is not UNSET:
            field_dict["streak"] = streak

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot_account = d.pop("bot_account")

        byes = d.pop("byes")

        games = d.pop("games")

        name = d.pop("name")

        paused = d.pop("paused")

        player = d.pop("player")

        points = d.pop("points")

        rank = d.pop("rank")

        tiebreak = d.pop("tiebreak")

        wins = d.pop("wins")

        withdrawn = d.pop("withdrawn")

        handle = d.pop("handle", UNSET)

        streak = d.pop("streak", UNSET)

        standing_line = cls(
            bot_account=bot_account,
            byes=byes,
            games=games,
            name=name,
            paused=paused,
            player=player,
            points=points,
            rank=rank,
            tiebreak=tiebreak,
            wins=wins,
            withdrawn=withdrawn,
            handle=handle,
            streak=streak,
        )

        return standing_line

