from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.table import Table





T = TypeVar("T", bound="Games")



@_attrs_define
class Games:
    """ 
        Attributes:
            games (list[Table]):
            total (int):
     """

    games: list[Table]
    total: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.table import Table # noqa: PLC0415
        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)



        total = self.total


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "games": games,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.table import Table # noqa: PLC0415
        d = dict(src_dict)
        games = []
        _games = d.pop("games")
        for games_item_data in (_games):
            games_item = Table.from_dict(games_item_data)



            games.append(games_item)


        total = d.pop("total")

        games = cls(
            games=games,
            total=total,
        )

        return games

