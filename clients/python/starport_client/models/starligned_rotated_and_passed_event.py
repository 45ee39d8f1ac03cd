from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starligned_rotated_and_passed_event_type import StarlignedRotatedAndPassedEventType
from typing import cast






T = TypeVar("T", bound="StarlignedRotatedAndPassedEvent")



@_attrs_define
class StarlignedRotatedAndPassedEvent:
    """ Phase 4: the chosen cards rotated and every hand passed left.

        Attributes:
            actor (int | None | str): Seat, automaton name ('cosmobot'), 'timer', or null for the server (creation, claims)
            round_ (int):
            seq (int): Position in the log, from 1
            starting_player (int):
            type_ (StarlignedRotatedAndPassedEventType):
            version (int): The game version it made
     """

    actor: int | None | str
    round_: int
    seq: int
    starting_player: int
    type_: StarlignedRotatedAndPassedEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actor: int | None | str
        actor = self.actor

        round_ = self.round_

        seq = self.seq

        starting_player = self.starting_player

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "round": round_,
            "seq": seq,
            "starting_player": starting_player,
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


        round_ = d.pop("round")

        seq = d.pop("seq")

        starting_player = d.pop("starting_player")

        type_ = StarlignedRotatedAndPassedEventType(d.pop("type"))




        version = d.pop("version")

        starligned_rotated_and_passed_event = cls(
            actor=actor,
            round_=round_,
            seq=seq,
            starting_player=starting_player,
            type_=type_,
            version=version,
        )


        starligned_rotated_and_passed_event.additional_properties = d
        return starligned_rotated_and_passed_event

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
