from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.twinkle_starship_play_action_segments_item import TwinkleStarshipPlayActionSegmentsItem
from ..models.twinkle_starship_play_action_type import TwinkleStarshipPlayActionType
from typing import cast

if TYPE_CHECKING:
  from ..models.twinkle_starship_card import TwinkleStarshipCard





T = TypeVar("T", bound="TwinkleStarshipPlayAction")



@_attrs_define
class TwinkleStarshipPlayAction:
    """ 
        Attributes:
            card (TwinkleStarshipCard):
            segments (list[TwinkleStarshipPlayActionSegmentsItem]): the segments added with sticks, one stick each (letters
                a–g; a top, b upper right, c lower right, d bottom, e lower left, f upper left, g middle)
            type_ (TwinkleStarshipPlayActionType):
            upside_down (bool): the card turned upside down (a↔d, b↔e, c↔f)
     """

    card: TwinkleStarshipCard
    segments: list[TwinkleStarshipPlayActionSegmentsItem]
    type_: TwinkleStarshipPlayActionType
    upside_down: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.twinkle_starship_card import TwinkleStarshipCard # noqa: PLC0415
        card = self.card.to_dict()

        segments = []
        for segments_item_data in self.segments:
            segments_item = segments_item_data.value
            segments.append(segments_item)



        type_ = self.type_.value

        upside_down = self.upside_down


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "segments": segments,
            "type": type_,
            "upside_down": upside_down,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.twinkle_starship_card import TwinkleStarshipCard # noqa: PLC0415
        d = dict(src_dict)
        card = TwinkleStarshipCard.from_dict(d.pop("card"))




        segments = []
        _segments = d.pop("segments")
        for segments_item_data in (_segments):
            segments_item = TwinkleStarshipPlayActionSegmentsItem(segments_item_data)



            segments.append(segments_item)


        type_ = TwinkleStarshipPlayActionType(d.pop("type"))




        upside_down = d.pop("upside_down")

        twinkle_starship_play_action = cls(
            card=card,
            segments=segments,
            type_=type_,
            upside_down=upside_down,
        )

        return twinkle_starship_play_action

