from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LeaderboardLine")



@_attrs_define
class LeaderboardLine:
    """ 
        Attributes:
            games (int):
            mu (float):
            name (str):
            ordinal (float):
            player_id (str):
            rank (int): 1 for the top of the board
            sigma (float):
     """

    games: int
    mu: float
    name: str
    ordinal: float
    player_id: str
    rank: int
    sigma: float





    def to_dict(self) -> dict[str, Any]:
        games = self.games

        mu = self.mu

        name = self.name

        ordinal = self.ordinal

        player_id = self.player_id

        rank = self.rank

        sigma = self.sigma


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "games": games,
            "mu": mu,
            "name": name,
            "ordinal": ordinal,
            "player_id": player_id,
            "rank": rank,
            "sigma": sigma,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        games = d.pop("games")

        mu = d.pop("mu")

        name = d.pop("name")

        ordinal = d.pop("ordinal")

        player_id = d.pop("player_id")

        rank = d.pop("rank")

        sigma = d.pop("sigma")

        leaderboard_line = cls(
            games=games,
            mu=mu,
            name=name,
            ordinal=ordinal,
            player_id=player_id,
            rank=rank,
            sigma=sigma,
        )

        return leaderboard_line

