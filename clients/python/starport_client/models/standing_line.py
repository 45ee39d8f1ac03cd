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
            streak (int | Unset): Arena: games won in a row (from two on, points double)
     """

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
    streak: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
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

        streak = self.streak


        field_dict: dict[str, Any] = {}

        field_dict.update({
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
        if streak is not UNSET:
            field_dict["streak"] = streak

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
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

        streak = d.pop("streak", UNSET)

        standing_line = cls(
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
            streak=streak,
        )

        return standing_line

