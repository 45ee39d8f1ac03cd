from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starlink_turn_ended_event_reason import StarlinkTurnEndedEventReason
from ..models.starlink_turn_ended_event_type import StarlinkTurnEndedEventType
from typing import cast






T = TypeVar("T", bound="StarlinkTurnEndedEvent")



@_attrs_define
class StarlinkTurnEndedEvent:
    """ The turn is over: guessed, or the sand timer ran out.

        Attributes:
            actor (int | None | str): Seat, automaton name ('cosmobot'), 'timer', or null for the server (creation, claims)
            constellation (int | None):
            guesser (int | None):
            illustrator (int):
            lens_bonus (bool):
            points (int):
            reason (StarlinkTurnEndedEventReason):
            seq (int): Position in the log, from 1
            turn (int):
            type_ (StarlinkTurnEndedEventType):
            value (int):
            version (int): The game version it made
            word (str):
     """

    actor: int | None | str
    constellation: int | None
    guesser: int | None
    illustrator: int
    lens_bonus: bool
    points: int
    reason: StarlinkTurnEndedEventReason
    seq: int
    turn: int
    type_: StarlinkTurnEndedEventType
    value: int
    version: int
    word: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actor: int | None | str
        actor = self.actor

        constellation: int | None
        constellation = self.constellation

        guesser: int | None
        guesser = self.guesser

        illustrator = self.illustrator

        lens_bonus = self.lens_bonus

        points = self.points

        reason = self.reason.value

        seq = self.seq

        turn = self.turn

        type_ = self.type_.value

        value = self.value

        version = self.version

        word = self.word


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "constellation": constellation,
            "guesser": guesser,
            "illustrator": illustrator,
            "lens_bonus": lens_bonus,
            "points": points,
            "reason": reason,
            "seq": seq,
            "turn": turn,
            "type": type_,
            "value": value,
            "version": version,
            "word": word,
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


        def _parse_constellation(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        constellation = _parse_constellation(d.pop("constellation"))


        def _parse_guesser(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        guesser = _parse_guesser(d.pop("guesser"))


        illustrator = d.pop("illustrator")

        lens_bonus = d.pop("lens_bonus")

        points = d.pop("points")

        reason = StarlinkTurnEndedEventReason(d.pop("reason"))




        seq = d.pop("seq")

        turn = d.pop("turn")

        type_ = StarlinkTurnEndedEventType(d.pop("type"))




        value = d.pop("value")

        version = d.pop("version")

        word = d.pop("word")

        starlink_turn_ended_event = cls(
            actor=actor,
            constellation=constellation,
            guesser=guesser,
            illustrator=illustrator,
            lens_bonus=lens_bonus,
            points=points,
            reason=reason,
            seq=seq,
            turn=turn,
            type_=type_,
            value=value,
            version=version,
            word=word,
        )


        starlink_turn_ended_event.additional_properties = d
        return starlink_turn_ended_event

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
