from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.lobby_game import LobbyGame





T = TypeVar("T", bound="Lobby")



@_attrs_define
class Lobby:
    """ 
        Attributes:
            games (list[LobbyGame]):
            next_ (None | str): Pass as ?after= for the next (older) page; null on the last
     """

    games: list[LobbyGame]
    next_: None | str





    def to_dict(self) -> dict[str, Any]:
        from ..models.lobby_game import LobbyGame # noqa: PLC0415
        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)



        next_: None | str
        next_ = self.next_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "games": games,
            "next": next_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lobby_game import LobbyGame # noqa: PLC0415
        d = dict(src_dict)
        games = []
        _games = d.pop("games")
        for games_item_data in (_games):
            games_item = LobbyGame.from_dict(games_item_data)



            games.append(games_item)


        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))


        lobby = cls(
            games=games,
            next_=next_,
        )

        return lobby

