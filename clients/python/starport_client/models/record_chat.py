from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.chat_line import ChatLine





T = TypeVar("T", bound="RecordChat")



@_attrs_define
class RecordChat:
    """ 
        Attributes:
            players (list[ChatLine]):
            spectators (list[ChatLine]):
     """

    players: list[ChatLine]
    spectators: list[ChatLine]





    def to_dict(self) -> dict[str, Any]:
        from ..models.chat_line import ChatLine # noqa: PLC0415
        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        spectators = []
        for spectators_item_data in self.spectators:
            spectators_item = spectators_item_data.to_dict()
            spectators.append(spectators_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
            "spectators": spectators,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chat_line import ChatLine # noqa: PLC0415
        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = ChatLine.from_dict(players_item_data)



            players.append(players_item)


        spectators = []
        _spectators = d.pop("spectators")
        for spectators_item_data in (_spectators):
            spectators_item = ChatLine.from_dict(spectators_item_data)



            spectators.append(spectators_item)


        record_chat = cls(
            players=players,
            spectators=spectators,
        )

        return record_chat

