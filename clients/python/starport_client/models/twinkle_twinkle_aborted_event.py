from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.twinkle_twinkle_aborted_event_reason import TwinkleTwinkleAbortedEventReason
from ..models.twinkle_twinkle_aborted_event_type import TwinkleTwinkleAbortedEventType
from typing import cast






T = TypeVar("T", bound="TwinkleTwinkleAbortedEvent")



@_attrs_define
class TwinkleTwinkleAbortedEvent:
    """ Nobody played (actor 'clock'): the people's clocks ran out idle_turns times in a row, two rounds of their seats,
    with no move of theirs; the game is over, seat the last to run out.

        Attributes:
            actor (int | None | str): Seat, automaton name ('cosmobot'), 'timer', or null for the server (creation, claims)
            idle_turns (int):
            reason (TwinkleTwinkleAbortedEventReason):
            seat (int):
            seq (int): Position in the log, from 1
            type_ (TwinkleTwinkleAbortedEventType):
            version (int): The game version it made
     """

    actor: int | None | str
    idle_turns: int
    reason: TwinkleTwinkleAbortedEventReason
    seat: int
    seq: int
    type_: TwinkleTwinkleAbortedEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actor: int | None | str
        actor = self.actor

        idle_turns = self.idle_turns

        reason = self.reason.value

        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "idle_turns": idle_turns,
            "reason": reason,
            "seat": seat,
            "seq": seq,
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


        idle_turns = d.pop("idle_turns")

        reason = TwinkleTwinkleAbortedEventReason(d.pop("reason"))




        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = TwinkleTwinkleAbortedEventType(d.pop("type"))




        version = d.pop("version")

        twinkle_twinkle_aborted_event = cls(
            actor=actor,
            idle_turns=idle_turns,
            reason=reason,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )


        twinkle_twinkle_aborted_event.additional_properties = d
        return twinkle_twinkle_aborted_event

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
