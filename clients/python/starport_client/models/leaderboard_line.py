from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="LeaderboardLine")



@_attrs_define
class LeaderboardLine:
    """ 
        Attributes:
            bot_account (bool): true: a bot account (a program); its ratings are kept on the same boards, marked so
            games (int):
            mu (float):
            name (str):
            ordinal (float):
            player_id (str):
            rank (int): 1 for the top of the board
            sigma (float):
            handle (str | Unset): Its handle, if it claimed one (unique)
     """

    bot_account: bool
    games: int
    mu: float
    name: str
    ordinal: float
    player_id: str
    rank: int
    sigma: float
    handle: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        bot_account = self.bot_account

        games = self.games

        mu = self.mu

        name = self.name

        ordinal = self.ordinal

        player_id = self.player_id

        rank = self.rank

        sigma = self.sigma

        handle = self.handle


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bot_account": bot_account,
            "games": games,
            "mu": mu,
            "name": name,
            "ordinal": ordinal,
            "player_id": player_id,
            "rank": rank,
            "sigma": sigma,
        })
        if handle is not UNSET:
            field_dict["handle"] = handle

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot_account = d.pop("bot_account")

        games = d.pop("games")

        mu = d.pop("mu")

        name = d.pop("name")

        ordinal = d.pop("ordinal")

        player_id = d.pop("player_id")

        rank = d.pop("rank")

        sigma = d.pop("sigma")

        handle = d.pop("handle", UNSET)

        leaderboard_line = cls(
            bot_account=bot_account,
            games=games,
            mu=mu,
            name=name,
            ordinal=ordinal,
            player_id=player_id,
            rank=rank,
            sigma=sigma,
            handle=handle,
        )

        return leaderboard_line

