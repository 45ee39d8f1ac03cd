from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.twinkle_twinkle_rows_refilled_event_type import TwinkleTwinkleRowsRefilledEventType
from typing import cast






T = TypeVar("T", bound="TwinkleTwinkleRowsRefilledEvent")



@_attrs_define
class TwinkleTwinkleRowsRefilledEvent:
    """ A new round: the next row moved up and the next row was drawn from the bag.

        Attributes:
            actor (int | None | str): Seat, automaton name ('cosmobot'), 'timer', or null for the server (creation, claims)
            current (list[int | None]):
            drawn (list[int]):
            next_ (list[int | None]):
            round_ (int):
            seq (int): Position in the log, from 1
            type_ (TwinkleTwinkleRowsRefilledEventType):
            version (int): The game version it made
     """

    actor: int | None | str
    current: list[int | None]
    drawn: list[int]
    next_: list[int | None]
    round_: int
    seq: int
    type_: TwinkleTwinkleRowsRefilledEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actor: int | None | str
        actor = self.actor

        current = []
        for current_item_data in self.current:
            current_item: int | None
            current_item = current_item_data
            current.append(current_item)



        drawn = self.drawn



        next_ = []
        for next_item_data in self.next_:
            next_item: int | None
            next_item = next_item_data
            next_.append(next_item)



        round_ = self.round_

        seq = self.seq

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "current": current,
            "drawn": drawn,
            "next": next_,
            "round": round_,
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


        current = []
        _current = d.pop("current")
        for current_item_data in (_current):
            def _parse_current_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            current_item = _parse_current_item(current_item_data)

            current.append(current_item)


        drawn = cast(list[int], d.pop("drawn"))


        next_ = []
        _next_ = d.pop("next")
        for next_item_data in (_next_):
            def _parse_next_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            next_item = _parse_next_item(next_item_data)

            next_.append(next_item)


        round_ = d.pop("round")

        seq = d.pop("seq")

        type_ = TwinkleTwinkleRowsRefilledEventType(d.pop("type"))




        version = d.pop("version")

        twinkle_twinkle_rows_refilled_event = cls(
            actor=actor,
            current=current,
            drawn=drawn,
            next_=next_,
            round_=round_,
            seq=seq,
            type_=type_,
            version=version,
        )


        twinkle_twinkle_rows_refilled_event.additional_properties = d
        return twinkle_twinkle_rows_refilled_event

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
