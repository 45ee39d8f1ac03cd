from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.twinkle_starship_card_played_event_segments_item import TwinkleStarshipCardPlayedEventSegmentsItem
from ..models.twinkle_starship_card_played_event_type import TwinkleStarshipCardPlayedEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.twinkle_starship_card import TwinkleStarshipCard





T = TypeVar("T", bound="TwinkleStarshipCardPlayedEvent")



@_attrs_define
class TwinkleStarshipCardPlayedEvent:
    """ A card was played to the trick, with the segments added.

        Attributes:
            actor (int | None | str): Seat, automaton name ('cosmobot'), 'timer', or null for the server (creation, claims)
            card (TwinkleStarshipCard):
            deal (int):
            seat (int):
            segments (list[TwinkleStarshipCardPlayedEventSegmentsItem]):
            seq (int): Position in the log, from 1
            type_ (TwinkleStarshipCardPlayedEventType):
            upside_down (bool):
            value (int):
            version (int): The game version it made
     """

    actor: int | None | str
    card: TwinkleStarshipCard
    deal: int
    seat: int
    segments: list[TwinkleStarshipCardPlayedEventSegmentsItem]
    seq: int
    type_: TwinkleStarshipCardPlayedEventType
    upside_down: bool
    value: int
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.twinkle_starship_card import TwinkleStarshipCard # noqa: PLC0415
        actor: int | None | str
        actor = self.actor

        card = self.card.to_dict()

        deal = self.deal

        seat = self.seat

        segments = []
        for segments_item_data in self.segments:
            segments_item = segments_item_data.value
            segments.append(segments_item)



        seq = self.seq

        type_ = self.type_.value

        upside_down = self.upside_down

        value = self.value

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "card": card,
            "deal": deal,
            "seat": seat,
            "segments": segments,
            "seq": seq,
            "type": type_,
            "upside_down": upside_down,
            "value": value,
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


        card = TwinkleStarshipCard.from_dict(d.pop("card"))




        deal = d.pop("deal")

        seat = d.pop("seat")

        segments = []
        _segments = d.pop("segments")
        for segments_item_data in (_segments):
            segments_item = TwinkleStarshipCardPlayedEventSegmentsItem(segments_item_data)



            segments.append(segments_item)


        seq = d.pop("seq")

        type_ = TwinkleStarshipCardPlayedEventType(d.pop("type"))




        upside_down = d.pop("upside_down")

        value = d.pop("value")

        version = d.pop("version")

        twinkle_starship_card_played_event = cls(
            actor=actor,
            card=card,
            deal=deal,
            seat=seat,
            segments=segments,
            seq=seq,
            type_=type_,
            upside_down=upside_down,
            value=value,
            version=version,
        )


        twinkle_starship_card_played_event.additional_properties = d
        return twinkle_starship_card_played_event

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
