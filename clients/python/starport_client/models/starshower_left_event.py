from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starshower_left_event_then import StarshowerLeftEventThen
from ..models.starshower_left_event_type import StarshowerLeftEventType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="StarshowerLeftEvent")



@_attrs_define
class StarshowerLeftEvent:
    """ A seat left (its actor): then bot — the named bot plays it from now on — or reopened — open for a claim.

        Attributes:
            actor (int | None | str): Seat, automaton name ('cosmobot'), 'timer', or null for the server (creation, claims)
            seat (int):
            seq (int): Position in the log, from 1
            then (StarshowerLeftEventThen):
            type_ (StarshowerLeftEventType):
            version (int): The game version it made
            bot (str | Unset):
     """

    actor: int | None | str
    seat: int
    seq: int
    then: StarshowerLeftEventThen
    type_: StarshowerLeftEventType
    version: int
    bot: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actor: int | None | str
        actor = self.actor

        seat = self.seat

        seq = self.seq

        then = self.then.value

        type_ = self.type_.value

        version = self.version

        bot = self.bot


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "seat": seat,
            "seq": seq,
            "then": then,
            "type": type_,
            "version": version,
        })
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_actor(data: object) -> int | None | str:
            if data is None:
                return data
            return cast(int | None | str, data)

        actor = _parse_actor(d.pop("actor"))


        seat = d.pop("seat")

        seq = d.pop("seq")

        then = StarshowerLeftEventThen(d.pop("then"))




        type_ = StarshowerLeftEventType(d.pop("type"))




        version = d.pop("version")

        bot = d.pop("bot", UNSET)

        starshower_left_event = cls(
            actor=actor,
            seat=seat,
            seq=seq,
            then=then,
            type_=type_,
            version=version,
            bot=bot,
        )


        starshower_left_event.additional_properties = d
        return starshower_left_event

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
