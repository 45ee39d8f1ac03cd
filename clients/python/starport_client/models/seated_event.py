from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seated_event_type import SeatedEventType
from ..types import UNSET, Unset






T = TypeVar("T", bound="SeatedEvent")



@_attrs_define
class SeatedEvent:
    """ 
        Attributes:
            created (float): Unix time the delivery was queued
            game (str): The title's slug
            game_id (str):
            id (str): <player id>-<seq>: one per feed event, the same in a redelivery
            player_id (str):
            seat (int): Your seat
            seq (int): The event's seq on your feed
            status (str): The game's status
            type_ (SeatedEventType):
            version (int): The game's version the event is of
            dropped (int | Unset): Present when the webhook's pending cap dropped deliveries since the one queued before
                this: how many (GET …/deliveries lists them as dropped)
     """

    created: float
    game: str
    game_id: str
    id: str
    player_id: str
    seat: int
    seq: int
    status: str
    type_: SeatedEventType
    version: int
    dropped: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        created = self.created

        game = self.game

        game_id = self.game_id

        id = self.id

        player_id = self.player_id

        seat = self.seat

        seq = self.seq

        status = self.status

        type_ = self.type_.value

        version = self.version

        dropped = self.dropped


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created": created,
            "game": game,
            "game_id": game_id,
            "id": id,
            "player_id": player_id,
            "seat": seat,
            "seq": seq,
            "status": status,
            "type": type_,
            "version": version,
        })
        if dropped is not UNSET:
            field_dict["dropped"] = dropped

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created = d.pop("created")

        game = d.pop("game")

        game_id = d.pop("game_id")

        id = d.pop("id")

        player_id = d.pop("player_id")

        seat = d.pop("seat")

        seq = d.pop("seq")

        status = d.pop("status")

        type_ = SeatedEventType(d.pop("type"))




        version = d.pop("version")

        dropped = d.pop("dropped", UNSET)

        seated_event = cls(
            created=created,
            game=game,
            game_id=game_id,
            id=id,
            player_id=player_id,
            seat=seat,
            seq=seq,
            status=status,
            type_=type_,
            version=version,
            dropped=dropped,
        )


        seated_event.additional_properties = d
        return seated_event

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
