from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.twinkle_starship_deal_scored_event_type import TwinkleStarshipDealScoredEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.twinkle_starship_deal_score import TwinkleStarshipDealScore





T = TypeVar("T", bound="TwinkleStarshipDealScoredEvent")



@_attrs_define
class TwinkleStarshipDealScoredEvent:
    """ The deal is over: each seat's sticks, tricks and points.

        Attributes:
            actor (int | None | str): Seat, automaton name ('cosmobot'), 'timer', or null for the server (creation, claims)
            deal (int):
            players (list[TwinkleStarshipDealScore]):
            seq (int): Position in the log, from 1
            type_ (TwinkleStarshipDealScoredEventType):
            version (int): The game version it made
     """

    actor: int | None | str
    deal: int
    players: list[TwinkleStarshipDealScore]
    seq: int
    type_: TwinkleStarshipDealScoredEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.twinkle_starship_deal_score import TwinkleStarshipDealScore # noqa: PLC0415
        actor: int | None | str
        actor = self.actor

        deal = self.deal

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        seq = self.seq

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "deal": deal,
            "players": players,
            "seq": seq,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.twinkle_starship_deal_score import TwinkleStarshipDealScore # noqa: PLC0415
        d = dict(src_dict)
        def _parse_actor(data: object) -> int | None | str:
            if data is None:
                return data
            return cast(int | None | str, data)

        actor = _parse_actor(d.pop("actor"))


        deal = d.pop("deal")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = TwinkleStarshipDealScore.from_dict(players_item_data)



            players.append(players_item)


        seq = d.pop("seq")

        type_ = TwinkleStarshipDealScoredEventType(d.pop("type"))




        version = d.pop("version")

        twinkle_starship_deal_scored_event = cls(
            actor=actor,
            deal=deal,
            players=players,
            seq=seq,
            type_=type_,
            version=version,
        )


        twinkle_starship_deal_scored_event.additional_properties = d
        return twinkle_starship_deal_scored_event

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
