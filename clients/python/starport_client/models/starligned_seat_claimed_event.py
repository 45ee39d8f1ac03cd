from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starligned_seat_claimed_event_type import StarlignedSeatClaimedEventType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="StarlignedSeatClaimedEvent")



@_attrs_define
class StarlignedSeatClaimedEvent:
    """ Someone took an open seat; started: that was the last one, the game began.

        Attributes:
            actor (int | None | str): Seat, automaton name ('cosmobot'), 'timer', or null for the server (creation, claims)
            name (str):
            seat (int):
            seq (int): Position in the log, from 1
            type_ (StarlignedSeatClaimedEventType):
            version (int): The game version it made
            started (bool | Unset):
     """

    actor: int | None | str
    name: str
    seat: int
    seq: int
    type_: StarlignedSeatClaimedEventType
    version: int
    started: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actor: int | None | str
        actor = self.actor

        name = self.name

        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        version = self.version

        started = self.started


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "name": name,
            "seat": seat,
            "seq": seq,
            "type": type_,
            "version": version,
        })
        if started is not UNSET:
            field_dict["started"] = started

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_actor(data: object) -> int | None | str:
            if data is None:
                return data
            return cast(int | None | str, data)

        actor = _parse_actor(d.pop("actor"))


        name = d.pop("name")

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = StarlignedSeatClaimedEventType(d.pop("type"))




        version = d.pop("version")

        started = d.pop("started", UNSET)

        starligned_seat_claimed_event = cls(
            actor=actor,
            name=name,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            started=started,
        )


        starligned_seat_claimed_event.additional_properties = d
        return starligned_seat_claimed_event

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
