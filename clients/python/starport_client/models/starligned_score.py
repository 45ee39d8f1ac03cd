from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.starligned_player_score import StarlignedPlayerScore





T = TypeVar("T", bound="StarlignedScore")



@_attrs_define
class StarlignedScore:
    """ 
        Attributes:
            final (bool):
            players (list[StarlignedPlayerScore]):
            version (int):
            winners (list[int]):
     """

    final: bool
    players: list[StarlignedPlayerScore]
    version: int
    winners: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.starligned_player_score import StarlignedPlayerScore # noqa: PLC0415
        final = self.final

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        version = self.version

        winners = self.winners




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "final": final,
            "players": players,
            "version": version,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.starligned_player_score import StarlignedPlayerScore # noqa: PLC0415
        d = dict(src_dict)
        final = d.pop("final")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = StarlignedPlayerScore.from_dict(players_item_data)



            players.append(players_item)


        version = d.pop("version")

        winners = cast(list[int], d.pop("winners"))


        starligned_score = cls(
            final=final,
            players=players,
            version=version,
            winners=winners,
        )

        return starligned_score

