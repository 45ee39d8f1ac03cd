from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.twinkle_twinkle_cancelled_event_type import TwinkleTwinkleCancelledEventType
from typing import cast






T = TypeVar("T", bound="TwinkleTwinkleCancelledEvent")



@_attrs_define
class TwinkleTwinkleCancelledEvent:
    """ The creator called the game off before it began; it is over.

        Attributes:
            actor (int | None | str): Seat, automaton name ('cosmobot'), 'timer', or null for the server (creation, claims)
            seq (int): Position in the log, from 1
            type_ (TwinkleTwinkleCancelledEventType):
            version (int): The game version it made
     """

    actor: int | None | str
    seq: int
    type_: TwinkleTwinkleCancelledEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actor: int | None | str
        actor = self.actor

        seq = self.seq

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
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


        seq = d.pop("seq")

        type_ = TwinkleTwinkleCancelledEventType(d.pop("type"))




        version = d.pop("version")

        twinkle_twinkle_cancelled_event = cls(
            actor=actor,
            seq=seq,
            type_=type_,
            version=version,
        )


        twinkle_twinkle_cancelled_event.additional_properties = d
        return twinkle_twinkle_cancelled_event

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
