from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starlink_card_drawn_event_type import StarlinkCardDrawnEventType
from typing import cast






T = TypeVar("T", bound="StarlinkCardDrawnEvent")



@_attrs_define
class StarlinkCardDrawnEvent:
    """ The illustrator's card; only they see it. Its id and value are those of a house-edition card; its two words are this
    game's (each game pairs the words afresh).

        Attributes:
            actor (int | None | str): Seat, automaton name ('cosmobot'), 'timer', or null for the server (creation, claims)
            card (int):
            seat (int):
            seq (int): Position in the log, from 1
            type_ (StarlinkCardDrawnEventType):
            value (int):
            version (int): The game version it made
            words (list[str]):
     """

    actor: int | None | str
    card: int
    seat: int
    seq: int
    type_: StarlinkCardDrawnEventType
    value: int
    version: int
    words: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actor: int | None | str
        actor = self.actor

        card = self.card

        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        value = self.value

        version = self.version

        words = self.words




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "card": card,
            "seat": seat,
            "seq": seq,
            "type": type_,
            "value": value,
            "version": version,
            "words": words,
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


        card = d.pop("card")

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = StarlinkCardDrawnEventType(d.pop("type"))




        value = d.pop("value")

        version = d.pop("version")

        words = cast(list[str], d.pop("words"))


        starlink_card_drawn_event = cls(
            actor=actor,
            card=card,
            seat=seat,
            seq=seq,
            type_=type_,
            value=value,
            version=version,
            words=words,
        )


        starlink_card_drawn_event.additional_properties = d
        return starlink_card_drawn_event

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
