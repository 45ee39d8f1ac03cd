from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RatingChange")



@_attrs_define
class RatingChange:
    """ 
        Attributes:
            after (float): The ordinal after it
            before (float): The ordinal before the game
            ended (float):
            game_id (str):
            players (int): Seats rated in the game
            rank (int): The place finished: 1 first, equal places tied
     """

    after: float
    before: float
    ended: float
    game_id: str
    players: int
    rank: int





    def to_dict(self) -> dict[str, Any]:
        after = self.after

        before = self.before

        ended = self.ended

        game_id = self.game_id

        players = self.players

        rank = self.rank


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "after": after,
            "before": before,
            "ended": ended,
            "game_id": game_id,
            "players": players,
            "rank": rank,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        after = d.pop("after")

        before = d.pop("before")

        ended = d.pop("ended")

        game_id = d.pop("game_id")

        players = d.pop("players")

        rank = d.pop("rank")

        rating_change = cls(
            after=after,
            before=before,
            ended=ended,
            game_id=game_id,
            players=players,
            rank=rank,
        )

        return rating_change

