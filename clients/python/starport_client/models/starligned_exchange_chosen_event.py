from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starligned_exchange_chosen_event_type import StarlignedExchangeChosenEventType
from typing import cast






T = TypeVar("T", bound="StarlignedExchangeChosenEvent")



@_attrs_define
class StarlignedExchangeChosenEvent:
    """ A row card was chosen for an exchange; its owner picks the hand card.

        Attributes:
            actor (int | None | str): Seat, automaton name ('cosmobot'), 'timer', or null for the server (creation, claims)
            card (int):
            row (int):
            seat (int):
            seq (int): Position in the log, from 1
            type_ (StarlignedExchangeChosenEventType):
            version (int): The game version it made
     """

    actor: int | None | str
    card: int
    row: int
    seat: int
    seq: int
    type_: StarlignedExchangeChosenEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actor: int | None | str
        actor = self.actor

        card = self.card

        row = self.row

        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "card": card,
            "row": row,
            "seat": seat,
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


        card = d.pop("card")

        row = d.pop("row")

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = StarlignedExchangeChosenEventType(d.pop("type"))




        version = d.pop("version")

        starligned_exchange_chosen_event = cls(
            actor=actor,
            card=card,
            row=row,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )


        starligned_exchange_chosen_event.additional_properties = d
        return starligned_exchange_chosen_event

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
