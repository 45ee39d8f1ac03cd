from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starligned_exchanged_event_type import StarlignedExchangedEventType
from typing import cast






T = TypeVar("T", bound="StarlignedExchangedEvent")



@_attrs_define
class StarlignedExchangedEvent:
    """ A row card and a hand card changed places.

        Attributes:
            actor (int | None | str): Seat, automaton name ('cosmobot'), 'timer', or null for the server (creation, claims)
            flipped (bool):
            seat (int):
            seq (int): Position in the log, from 1
            to_hand (int):
            to_row (int):
            type_ (StarlignedExchangedEventType):
            version (int): The game version it made
     """

    actor: int | None | str
    flipped: bool
    seat: int
    seq: int
    to_hand: int
    to_row: int
    type_: StarlignedExchangedEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actor: int | None | str
        actor = self.actor

        flipped = self.flipped

        seat = self.seat

        seq = self.seq

        to_hand = self.to_hand

        to_row = self.to_row

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "flipped": flipped,
            "seat": seat,
            "seq": seq,
            "to_hand": to_hand,
            "to_row": to_row,
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


        flipped = d.pop("flipped")

        seat = d.pop("seat")

        seq = d.pop("seq")

        to_hand = d.pop("to_hand")

        to_row = d.pop("to_row")

        type_ = StarlignedExchangedEventType(d.pop("type"))




        version = d.pop("version")

        starligned_exchanged_event = cls(
            actor=actor,
            flipped=flipped,
            seat=seat,
            seq=seq,
            to_hand=to_hand,
            to_row=to_row,
            type_=type_,
            version=version,
        )


        starligned_exchanged_event.additional_properties = d
        return starligned_exchanged_event

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
