from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.leaderboard_line import LeaderboardLine





T = TypeVar("T", bound="Leaderboard")



@_attrs_define
class Leaderboard:
    """ 
        Attributes:
            game (str):
            lines (list[LeaderboardLine]):
            next_ (None | str): Pass as ?after= for the next page; null on the last
            players (int): Non-provisional players on the board
     """

    game: str
    lines: list[LeaderboardLine]
    next_: None | str
    players: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.leaderboard_line import LeaderboardLine # noqa: PLC0415
        game = self.game

        lines = []
        for lines_item_data in self.lines:
            lines_item = lines_item_data.to_dict()
            lines.append(lines_item)



        next_: None | str
        next_ = self.next_

        players = self.players


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "lines": lines,
            "next": next_,
            "players": players,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.leaderboard_line import LeaderboardLine # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        lines = []
        _lines = d.pop("lines")
        for lines_item_data in (_lines):
            lines_item = LeaderboardLine.from_dict(lines_item_data)



            lines.append(lines_item)


        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))


        players = d.pop("players")

        leaderboard = cls(
            game=game,
            lines=lines,
            next_=next_,
            players=players,
        )

        return leaderboard

