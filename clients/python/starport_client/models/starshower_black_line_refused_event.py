from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starshower_black_line_refused_event_type import StarshowerBlackLineRefusedEventType
from typing import cast






T = TypeVar("T", bound="StarshowerBlackLineRefusedEvent")



@_attrs_define
class StarshowerBlackLineRefusedEvent:
    """ A black line named in connect was not drawn: a grouped star blocks it.

        Attributes:
            actor (int | None | str): Seat, automaton name ('cosmobot'), 'timer', or null for the server (creation, claims)
            from_ (list[int]):
            reason (str):
            seat (int):
            seq (int): Position in the log, from 1
            to (list[int]):
            type_ (StarshowerBlackLineRefusedEventType):
            version (int): The game version it made
     """

    actor: int | None | str
    from_: list[int]
    reason: str
    seat: int
    seq: int
    to: list[int]
    type_: StarshowerBlackLineRefusedEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actor: int | None | str
        actor = self.actor

        from_ = self.from_



        reason = self.reason

        seat = self.seat

        seq = self.seq

        to = self.to



        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "from": from_,
            "reason": reason,
            "seat": seat,
            "seq": seq,
            "to": to,
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


        from_ = cast(list[int], d.pop("from"))


        reason = d.pop("reason")

        seat = d.pop("seat")

        seq = d.pop("seq")

        to = cast(list[int], d.pop("to"))


        type_ = StarshowerBlackLineRefusedEventType(d.pop("type"))




        version = d.pop("version")

        starshower_black_line_refused_event = cls(
            actor=actor,
            from_=from_,
            reason=reason,
            seat=seat,
            seq=seq,
            to=to,
            type_=type_,
            version=version,
        )


        starshower_black_line_refused_event.additional_properties = d
        return starshower_black_line_refused_event

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
