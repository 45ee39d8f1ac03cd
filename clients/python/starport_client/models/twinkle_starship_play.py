from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.twinkle_starship_play_segments_item import TwinkleStarshipPlaySegmentsItem
from typing import cast

if TYPE_CHECKING:
  from ..models.twinkle_starship_card import TwinkleStarshipCard





T = TypeVar("T", bound="TwinkleStarshipPlay")



@_attrs_define
class TwinkleStarshipPlay:
    """ 
        Attributes:
            card (TwinkleStarshipCard):
            seat (int):
            segments (list[TwinkleStarshipPlaySegmentsItem]):
            upside_down (bool):
            value (int): the digit shown
     """

    card: TwinkleStarshipCard
    seat: int
    segments: list[TwinkleStarshipPlaySegmentsItem]
    upside_down: bool
    value: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.twinkle_starship_card import TwinkleStarshipCard # noqa: PLC0415
        card = self.card.to_dict()

        seat = self.seat

        segments = []
        for segments_item_data in self.segments:
            segments_item = segments_item_data.value
            segments.append(segments_item)



        upside_down = self.upside_down

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "seat": seat,
            "segments": segments,
            "upside_down": upside_down,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.twinkle_starship_card import TwinkleStarshipCard # noqa: PLC0415
        d = dict(src_dict)
        card = TwinkleStarshipCard.from_dict(d.pop("card"))




        seat = d.pop("seat")

        segments = []
        _segments = d.pop("segments")
        for segments_item_data in (_segments):
            segments_item = TwinkleStarshipPlaySegmentsItem(segments_item_data)



            segments.append(segments_item)


        upside_down = d.pop("upside_down")

        value = d.pop("value")

        twinkle_starship_play = cls(
            card=card,
            seat=seat,
            segments=segments,
            upside_down=upside_down,
            value=value,
        )

        return twinkle_starship_play

