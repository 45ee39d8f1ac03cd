from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.handle_found import HandleFound





T = TypeVar("T", bound="HandleSearch")



@_attrs_define
class HandleSearch:
    """ 
        Attributes:
            next_ (None | str): Pass as ?after= (with the same prefix) for the next page; null on the last
            players (list[HandleFound]):
     """

    next_: None | str
    players: list[HandleFound]





    def to_dict(self) -> dict[str, Any]:
        from ..models.handle_found import HandleFound # noqa: PLC0415
        next_: None | str
        next_ = self.next_

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "next": next_,
            "players": players,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.handle_found import HandleFound # noqa: PLC0415
        d = dict(src_dict)
        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))


        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = HandleFound.from_dict(players_item_data)



            players.append(players_item)


        handle_search = cls(
            next_=next_,
            players=players,
        )

        return handle_search

