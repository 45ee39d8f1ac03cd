from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starlink_guessed_event_type import StarlinkGuessedEventType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="StarlinkGuessedEvent")



@_attrs_define
class StarlinkGuessedEvent:
    """ A guess, right or wrong; a wrong guesser takes the sand timer.

        Attributes:
            actor (int | None | str): Seat, automaton name ('cosmobot'), 'timer', or null for the server (creation, claims)
            right (bool):
            seat (int):
            seq (int): Position in the log, from 1
            text (str):
            type_ (StarlinkGuessedEventType):
            version (int): The game version it made
            timer_holder (int | Unset):
     """

    actor: int | None | str
    right: bool
    seat: int
    seq: int
    text: str
    type_: StarlinkGuessedEventType
    version: int
    timer_holder: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actor: int | None | str
        actor = self.actor

        right = self.right

        seat = self.seat

        seq = self.seq

        text = self.text

        type_ = self.type_.value

        version = self.version

        timer_holder = self.timer_holder


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "right": right,
            "seat": seat,
            "seq": seq,
            "text": text,
            "type": type_,
            "version": version,
        })
        if timer_holder is not UNSET:
            field_dict["timer_holder"] = timer_holder

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_actor(data: object) -> int | None | str:
            if data is None:
                return data
            return cast(int | None | str, data)

        actor = _parse_actor(d.pop("actor"))


        right = d.pop("right")

        seat = d.pop("seat")

        seq = d.pop("seq")

        text = d.pop("text")

        type_ = StarlinkGuessedEventType(d.pop("type"))




        version = d.pop("version")

        timer_holder = d.pop("timer_holder", UNSET)

        starlink_guessed_event = cls(
            actor=actor,
            right=right,
            seat=seat,
            seq=seq,
            text=text,
            type_=type_,
            version=version,
            timer_holder=timer_holder,
        )


        starlink_guessed_event.additional_properties = d
        return starlink_guessed_event

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
