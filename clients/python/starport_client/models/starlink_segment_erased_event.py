from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starlink_segment_erased_event_type import StarlinkSegmentErasedEventType
from typing import cast






T = TypeVar("T", bound="StarlinkSegmentErasedEvent")



@_attrs_define
class StarlinkSegmentErasedEvent:
    """ The segment between stars a and b was erased.

        Attributes:
            a (int):
            actor (int | None | str): Seat, automaton name ('cosmobot'), 'timer', or null for the server (creation, claims)
            b (int):
            seq (int): Position in the log, from 1
            type_ (StarlinkSegmentErasedEventType):
            version (int): The game version it made
     """

    a: int
    actor: int | None | str
    b: int
    seq: int
    type_: StarlinkSegmentErasedEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        a = self.a

        actor: int | None | str
        actor = self.actor

        b = self.b

        seq = self.seq

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "a": a,
            "actor": actor,
            "b": b,
            "seq": seq,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        a = d.pop("a")

        def _parse_actor(data: object) -> int | None | str:
            if data is None:
                return data
            return cast(int | None | str, data)

        actor = _parse_actor(d.pop("actor"))


        b = d.pop("b")

        seq = d.pop("seq")

        type_ = StarlinkSegmentErasedEventType(d.pop("type"))




        version = d.pop("version")

        starlink_segment_erased_event = cls(
            a=a,
            actor=actor,
            b=b,
            seq=seq,
            type_=type_,
            version=version,
        )


        starlink_segment_erased_event.additional_properties = d
        return starlink_segment_erased_event

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
