from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.twinkle_starship_dealt_event_type import TwinkleStarshipDealtEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.twinkle_starship_card import TwinkleStarshipCard





T = TypeVar("T", bound="TwinkleStarshipDealtEvent")



@_attrs_define
class TwinkleStarshipDealtEvent:
    """ A seat's hand for the deal: only that seat sees it until the match is over.

        Attributes:
            actor (int | None | str): Seat, automaton name ('cosmobot'), 'timer', or null for the server (creation, claims)
            deal (int):
            hand (list[TwinkleStarshipCard]):
            seat (int):
            seq (int): Position in the log, from 1
            type_ (TwinkleStarshipDealtEventType):
            version (int): The game version it made
     """

    actor: int | None | str
    deal: int
    hand: list[TwinkleStarshipCard]
    seat: int
    seq: int
    type_: TwinkleStarshipDealtEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.twinkle_starship_card import TwinkleStarshipCard # noqa: PLC0415
        actor: int | None | str
        actor = self.actor

        deal = self.deal

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
            "deal": deal,
            "hand": hand,
            "seat": seat,
            "seq": seq,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.twinkle_starship_card import TwinkleStarshipCard # noqa: PLC0415
        d = dict(src_dict)
        def _parse_actor(data: object) -> int | None | str:
            if data is None:
                return data
            return cast(int | None | str, data)

        actor = _parse_actor(d.pop("actor"))


        deal = d.pop("deal")

        hand = []
        _hand = d.pop("hand")
        for hand_item_data in (_hand):
            hand_item = TwinkleStarshipCard.from_dict(hand_item_data)



            hand.append(hand_item)


        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = TwinkleStarshipDealtEventType(d.pop("type"))




        version = d.pop("version")

        twinkle_starship_dealt_event = cls(
            actor=actor,
            deal=deal,
            hand=hand,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )


        twinkle_starship_dealt_event.additional_properties = d
        return twinkle_starship_dealt_event

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
