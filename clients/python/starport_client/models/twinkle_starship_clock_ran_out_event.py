from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.twinkle_starship_clock_ran_out_event_then import TwinkleStarshipClockRanOutEventThen
from ..models.twinkle_starship_clock_ran_out_event_type import TwinkleStarshipClockRanOutEventType
from typing import cast






T = TypeVar("T", bound="TwinkleStarshipClockRanOutEvent")



@_attrs_define
class TwinkleStarshipClockRanOutEvent:
    """ A seat's clock ran out (actor 'clock'): then bot — the named bot's move for it follows in the same version — or
    takeover — that bot plays the seat from now on.

        Attributes:
            actor (int | None | str): Seat, automaton name ('cosmobot'), 'timer', or null for the server (creation, claims)
            bot (str):
            seat (int):
            seq (int): Position in the log, from 1
            then (TwinkleStarshipClockRanOutEventThen):
            type_ (TwinkleStarshipClockRanOutEventType):
            version (int): The game version it made
     """

    actor: int | None | str
    bot: str
    seat: int
    seq: int
    then: TwinkleStarshipClockRanOutEventThen
    type_: TwinkleStarshipClockRanOutEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actor: int | None | str
        actor = self.actor

        bot = self.bot

        seat = self.seat

        seq = self.seq

        then = self.then.value

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "bot": bot,
            "seat": seat,
            "seq": seq,
            "then": then,
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


        bot = d.pop("bot")

        seat = d.pop("seat")

        seq = d.pop("seq")

        then = TwinkleStarshipClockRanOutEventThen(d.pop("then"))




        type_ = TwinkleStarshipClockRanOutEventType(d.pop("type"))




        version = d.pop("version")

        twinkle_starship_clock_ran_out_event = cls(
            actor=actor,
            bot=bot,
            seat=seat,
            seq=seq,
            then=then,
            type_=type_,
            version=version,
        )


        twinkle_starship_clock_ran_out_event.additional_properties = d
        return twinkle_starship_clock_ran_out_event

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
