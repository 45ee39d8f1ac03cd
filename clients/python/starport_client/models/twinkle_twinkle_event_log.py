from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.twinkle_twinkle_aborted_event import TwinkleTwinkleAbortedEvent
  from ..models.twinkle_twinkle_cancelled_event import TwinkleTwinkleCancelledEvent
  from ..models.twinkle_twinkle_clock_ran_out_event import TwinkleTwinkleClockRanOutEvent
  from ..models.twinkle_twinkle_created_event import TwinkleTwinkleCreatedEvent
  from ..models.twinkle_twinkle_event_log_chat_item import TwinkleTwinkleEventLogChatItem
  from ..models.twinkle_twinkle_game_over_event import TwinkleTwinkleGameOverEvent
  from ..models.twinkle_twinkle_left_event import TwinkleTwinkleLeftEvent
  from ..models.twinkle_twinkle_round_ended_event import TwinkleTwinkleRoundEndedEvent
  from ..models.twinkle_twinkle_rows_refilled_event import TwinkleTwinkleRowsRefilledEvent
  from ..models.twinkle_twinkle_seat_claimed_event import TwinkleTwinkleSeatClaimedEvent
  from ..models.twinkle_twinkle_tile_placed_event import TwinkleTwinkleTilePlacedEvent
  from ..models.twinkle_twinkle_tile_removed_event import TwinkleTwinkleTileRemovedEvent





T = TypeVar("T", bound="TwinkleTwinkleEventLog")



@_attrs_define
class TwinkleTwinkleEventLog:
    """ 
        Attributes:
            events (list[TwinkleTwinkleAbortedEvent | TwinkleTwinkleCancelledEvent | TwinkleTwinkleClockRanOutEvent |
                TwinkleTwinkleCreatedEvent | TwinkleTwinkleGameOverEvent | TwinkleTwinkleLeftEvent |
                TwinkleTwinkleRoundEndedEvent | TwinkleTwinkleRowsRefilledEvent | TwinkleTwinkleSeatClaimedEvent |
                TwinkleTwinkleTilePlacedEvent | TwinkleTwinkleTileRemovedEvent]):
            last_seq (int): Pass as ?after= next time
            more (bool): A full page: more may follow last_seq; ask again at once with ?after=last_seq
            version (int):
            chat (list[TwinkleTwinkleEventLogChatItem] | Unset): With ?chat_after=: the chat lines after it you may read
                (each a ChatLine)
            chat_last (int | Unset): With ?chat_after=: pass as ?chat_after= next time
     """

    events: list[TwinkleTwinkleAbortedEvent | TwinkleTwinkleCancelledEvent | TwinkleTwinkleClockRanOutEvent | TwinkleTwinkleCreatedEvent | TwinkleTwinkleGameOverEvent | TwinkleTwinkleLeftEvent | TwinkleTwinkleRoundEndedEvent | TwinkleTwinkleRowsRefilledEvent | TwinkleTwinkleSeatClaimedEvent | TwinkleTwinkleTilePlacedEvent | TwinkleTwinkleTileRemovedEvent]
    last_seq: int
    more: bool
    version: int
    chat: list[TwinkleTwinkleEventLogChatItem] | Unset = UNSET
    chat_last: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.twinkle_twinkle_aborted_event import TwinkleTwinkleAbortedEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_cancelled_event import TwinkleTwinkleCancelledEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_clock_ran_out_event import TwinkleTwinkleClockRanOutEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_created_event import TwinkleTwinkleCreatedEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_event_log_chat_item import TwinkleTwinkleEventLogChatItem # noqa: PLC0415
        from ..models.twinkle_twinkle_game_over_event import TwinkleTwinkleGameOverEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_left_event import TwinkleTwinkleLeftEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_round_ended_event import TwinkleTwinkleRoundEndedEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_rows_refilled_event import TwinkleTwinkleRowsRefilledEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_seat_claimed_event import TwinkleTwinkleSeatClaimedEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_tile_placed_event import TwinkleTwinkleTilePlacedEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_tile_removed_event import TwinkleTwinkleTileRemovedEvent # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, TwinkleTwinkleCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TwinkleTwinkleSeatClaimedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TwinkleTwinkleLeftEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TwinkleTwinkleClockRanOutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TwinkleTwinkleCancelledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TwinkleTwinkleAbortedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TwinkleTwinkleTilePlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TwinkleTwinkleTileRemovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TwinkleTwinkleRoundEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TwinkleTwinkleRowsRefilledEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        last_seq = self.last_seq

        more = self.more

        version = self.version

        chat: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.chat, Unset):
            chat = []
            for chat_item_data in self.chat:
                chat_item = chat_item_data.to_dict()
                chat.append(chat_item)



        chat_last = self.chat_last


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "events": events,
            "last_seq": last_seq,
            "more": more,
            "version": version,
        })
        if chat is not UNSET:
            field_dict["chat"] = chat
        if chat_last is not UNSET:
            field_dict["chat_last"] = chat_last

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.twinkle_twinkle_aborted_event import TwinkleTwinkleAbortedEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_cancelled_event import TwinkleTwinkleCancelledEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_clock_ran_out_event import TwinkleTwinkleClockRanOutEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_created_event import TwinkleTwinkleCreatedEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_event_log_chat_item import TwinkleTwinkleEventLogChatItem # noqa: PLC0415
        from ..models.twinkle_twinkle_game_over_event import TwinkleTwinkleGameOverEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_left_event import TwinkleTwinkleLeftEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_round_ended_event import TwinkleTwinkleRoundEndedEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_rows_refilled_event import TwinkleTwinkleRowsRefilledEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_seat_claimed_event import TwinkleTwinkleSeatClaimedEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_tile_placed_event import TwinkleTwinkleTilePlacedEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_tile_removed_event import TwinkleTwinkleTileRemovedEvent # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> TwinkleTwinkleAbortedEvent | TwinkleTwinkleCancelledEvent | TwinkleTwinkleClockRanOutEvent | TwinkleTwinkleCreatedEvent | TwinkleTwinkleGameOverEvent | TwinkleTwinkleLeftEvent | TwinkleTwinkleRoundEndedEvent | TwinkleTwinkleRowsRefilledEvent | TwinkleTwinkleSeatClaimedEvent | TwinkleTwinkleTilePlacedEvent | TwinkleTwinkleTileRemovedEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_twinkle_twinkle_event_type_0 = TwinkleTwinkleCreatedEvent.from_dict(data)



                    return componentsschemas_twinkle_twinkle_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_twinkle_twinkle_event_type_1 = TwinkleTwinkleSeatClaimedEvent.from_dict(data)



                    return componentsschemas_twinkle_twinkle_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_twinkle_twinkle_event_type_2 = TwinkleTwinkleLeftEvent.from_dict(data)



                    return componentsschemas_twinkle_twinkle_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_twinkle_twinkle_event_type_3 = TwinkleTwinkleClockRanOutEvent.from_dict(data)



                    return componentsschemas_twinkle_twinkle_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_twinkle_twinkle_event_type_4 = TwinkleTwinkleCancelledEvent.from_dict(data)



                    return componentsschemas_twinkle_twinkle_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_twinkle_twinkle_event_type_5 = TwinkleTwinkleAbortedEvent.from_dict(data)



                    return componentsschemas_twinkle_twinkle_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_twinkle_twinkle_event_type_6 = TwinkleTwinkleTilePlacedEvent.from_dict(data)



                    return componentsschemas_twinkle_twinkle_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_twinkle_twinkle_event_type_7 = TwinkleTwinkleTileRemovedEvent.from_dict(data)



                    return componentsschemas_twinkle_twinkle_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_twinkle_twinkle_event_type_8 = TwinkleTwinkleRoundEndedEvent.from_dict(data)



                    return componentsschemas_twinkle_twinkle_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_twinkle_twinkle_event_type_9 = TwinkleTwinkleRowsRefilledEvent.from_dict(data)



                    return componentsschemas_twinkle_twinkle_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_twinkle_twinkle_event_type_10 = TwinkleTwinkleGameOverEvent.from_dict(data)



                return componentsschemas_twinkle_twinkle_event_type_10

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        last_seq = d.pop("last_seq")

        more = d.pop("more")

        version = d.pop("version")

        _chat = d.pop("chat", UNSET)
        chat: list[TwinkleTwinkleEventLogChatItem] | Unset = UNSET
        if _chat is not UNSET:
            chat = []
            for chat_item_data in _chat:
                chat_item = TwinkleTwinkleEventLogChatItem.from_dict(chat_item_data)



                chat.append(chat_item)


        chat_last = d.pop("chat_last", UNSET)

        twinkle_twinkle_event_log = cls(
            events=events,
            last_seq=last_seq,
            more=more,
            version=version,
            chat=chat,
            chat_last=chat_last,
        )

        return twinkle_twinkle_event_log

