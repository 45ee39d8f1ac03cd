from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starligned_received_event_type import StarlignedReceivedEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.starligned_hand_card import StarlignedHandCard





T = TypeVar("T", bound="StarlignedReceivedEvent")



@_attrs_define
class StarlignedReceivedEvent:
    """ The telescope passed to you; only you see it.

        Attributes:
            actor (int | None | str): Seat, automaton name ('cosmobot'), 'timer', or null for the server (creation, claims)
            hand (list[StarlignedHandCard]):
            seat (int):
            seq (int): Position in the log, from 1
            type_ (StarlignedReceivedEventType):
            version (int): The game version it made
     """

    actor: int | None | str
    hand: list[StarlignedHandCard]
    seat: int
    seq: int
    type_: StarlignedReceivedEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.starligned_hand_card import StarlignedHandCard # noqa: PLC0415
        actor: int | None | str
        actor = self.actor

        hand = []
        for hand_item_data in self.hand:
            hand_item = hand_item_data.to_dict()
            hand.append(hand_item)



        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "hand": hand,
            "seat": seat,
            "seq": seq,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.starligned_hand_card import StarlignedHandCard # noqa: PLC0415
        d = dict(src_dict)
        def _parse_actor(data: object) -> int | None | str:
            if data is None:
                return data
            return cast(int | None | str, data)

        actor = _parse_actor(d.pop("actor"))


        hand = []
        _hand = d.pop("hand")
        for hand_item_data in (_hand):
            hand_item = StarlignedHandCard.from_dict(hand_item_data)



            hand.append(hand_item)


        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = StarlignedReceivedEventType(d.pop("type"))




        version = d.pop("version")

        starligned_received_event = cls(
            actor=actor,
            hand=hand,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )


        starligned_received_event.additional_properties = d
        return starligned_received_event

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
