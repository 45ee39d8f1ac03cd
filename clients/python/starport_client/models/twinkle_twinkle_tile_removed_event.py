from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.twinkle_twinkle_tile_removed_event_by import TwinkleTwinkleTileRemovedEventBy
from ..models.twinkle_twinkle_tile_removed_event_type import TwinkleTwinkleTileRemovedEventType
from typing import cast






T = TypeVar("T", bound="TwinkleTwinkleTileRemovedEvent")



@_attrs_define
class TwinkleTwinkleTileRemovedEvent:
    """ The Cosmobot took a tile out of the game.

        Attributes:
            actor (int | None | str): Seat, automaton name ('cosmobot'), 'timer', or null for the server (creation, claims)
            by (TwinkleTwinkleTileRemovedEventBy):
            seq (int): Position in the log, from 1
            slot (int):
            standee (int):
            tile (int):
            type_ (TwinkleTwinkleTileRemovedEventType):
            version (int): The game version it made
     """

    actor: int | None | str
    by: TwinkleTwinkleTileRemovedEventBy
    seq: int
    slot: int
    standee: int
    tile: int
    type_: TwinkleTwinkleTileRemovedEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actor: int | None | str
        actor = self.actor

        by = self.by.value

        seq = self.seq

        slot = self.slot

        standee = self.standee

        tile = self.tile

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "by": by,
            "seq": seq,
            "slot": slot,
            "standee": standee,
            "tile": tile,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_actor(data: object) -> int | None | str:
            if data is None:
                return data
            return cast(int | None | str, data)

        actor = _parse_actor(d.pop("actor"))


        by = TwinkleTwinkleTileRemovedEventBy(d.pop("by"))




        seq = d.pop("seq")

        slot = d.pop("slot")

        standee = d.pop("standee")

        tile = d.pop("tile")

        type_ = TwinkleTwinkleTileRemovedEventType(d.pop("type"))




        version = d.pop("version")

        twinkle_twinkle_tile_removed_event = cls(
            actor=actor,
            by=by,
            seq=seq,
            slot=slot,
            standee=standee,
            tile=tile,
            type_=type_,
            version=version,
        )


        twinkle_twinkle_tile_removed_event.additional_properties = d
        return twinkle_twinkle_tile_removed_event

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
