from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.starlink_player_score import StarlinkPlayerScore





T = TypeVar("T", bound="StarlinkRecordScore")



@_attrs_define
class StarlinkRecordScore:
    """ 
        Attributes:
            final (bool):
            players (list[StarlinkPlayerScore]):
            winners (list[int]):
     """

    final: bool
    players: list[StarlinkPlayerScore]
    winners: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.starlink_player_score import StarlinkPlayerScore # noqa: PLC0415
        final = self.final

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        winners = self.winners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "final": final,
            "players": players,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.starlink_player_score import StarlinkPlayerScore # noqa: PLC0415
        d = dict(src_dict)
        final = d.pop("final")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = StarlinkPlayerScore.from_dict(players_item_data)



            players.append(players_item)


        winners = cast(list[int], d.pop("winners"))


        starlink_record_score = cls(
            final=final,
            players=players,
            winners=winners,
        )

        return starlink_record_score

