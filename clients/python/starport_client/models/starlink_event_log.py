from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.starlink_aborted_event import StarlinkAbortedEvent
  from ..models.starlink_cancelled_event import StarlinkCancelledEvent
  from ..models.starlink_card_drawn_event import StarlinkCardDrawnEvent
  from ..models.starlink_clock_ran_out_event import StarlinkClockRanOutEvent
  from ..models.starlink_constellation_erased_event import StarlinkConstellationErasedEvent
  from ..models.starlink_created_event import StarlinkCreatedEvent
  from ..models.starlink_drawing_erased_event import StarlinkDrawingErasedEvent
  from ..models.starlink_event_log_chat_item import StarlinkEventLogChatItem
  from ..models.starlink_game_over_event import StarlinkGameOverEvent
  from ..models.starlink_guessed_event import StarlinkGuessedEvent
  from ..models.starlink_left_event import StarlinkLeftEvent
  from ..models.starlink_seat_claimed_event import StarlinkSeatClaimedEvent
  from ..models.starlink_segment_added_event import StarlinkSegmentAddedEvent
  from ..models.starlink_segment_erased_event import StarlinkSegmentErasedEvent
  from ..models.starlink_timer_started_event import StarlinkTimerStartedEvent
  from ..models.starlink_turn_ended_event import StarlinkTurnEndedEvent
  from ..models.starlink_turn_started_event import StarlinkTurnStartedEvent
  from ..models.starlink_word_chosen_event import StarlinkWordChosenEvent





T = TypeVar("T", bound="StarlinkEventLog")



@_attrs_define
class StarlinkEventLog:
    """ 
        Attributes:
            events (list[StarlinkAbortedEvent | StarlinkCancelledEvent | StarlinkCardDrawnEvent | StarlinkClockRanOutEvent |
                StarlinkConstellationErasedEvent | StarlinkCreatedEvent | StarlinkDrawingErasedEvent | StarlinkGameOverEvent |
                StarlinkGuessedEvent | StarlinkLeftEvent | StarlinkSeatClaimedEvent | StarlinkSegmentAddedEvent |
                StarlinkSegmentErasedEvent | StarlinkTimerStartedEvent | StarlinkTurnEndedEvent | StarlinkTurnStartedEvent |
                StarlinkWordChosenEvent]):
            last_seq (int): Pass as ?after= next time
            more (bool): A full page: more may follow last_seq; ask again at once with ?after=last_seq
            version (int):
            chat (list[StarlinkEventLogChatItem] | Unset): With ?chat_after=: the chat lines after it you may read (each a
                ChatLine)
            chat_last (int | Unset): With ?chat_after=: pass as ?chat_after= next time
     """

    events: list[StarlinkAbortedEvent | StarlinkCancelledEvent | StarlinkCardDrawnEvent | StarlinkClockRanOutEvent | StarlinkConstellationErasedEvent | StarlinkCreatedEvent | StarlinkDrawingErasedEvent | StarlinkGameOverEvent | StarlinkGuessedEvent | StarlinkLeftEvent | StarlinkSeatClaimedEvent | StarlinkSegmentAddedEvent | StarlinkSegmentErasedEvent | StarlinkTimerStartedEvent | StarlinkTurnEndedEvent | StarlinkTurnStartedEvent | StarlinkWordChosenEvent]
    last_seq: int
    more: bool
    version: int
    chat: list[StarlinkEventLogChatItem] | Unset = UNSET
    chat_last: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.starlink_aborted_event import StarlinkAbortedEvent # noqa: PLC0415
        from ..models.starlink_cancelled_event import StarlinkCancelledEvent # noqa: PLC0415
        from ..models.starlink_card_drawn_event import StarlinkCardDrawnEvent # noqa: PLC0415
        from ..models.starlink_clock_ran_out_event import StarlinkClockRanOutEvent # noqa: PLC0415
        from ..models.starlink_constellation_erased_event import StarlinkConstellationErasedEvent # noqa: PLC0415
        from ..models.starlink_created_event import StarlinkCreatedEvent # noqa: PLC0415
        from ..models.starlink_drawing_erased_event import StarlinkDrawingErasedEvent # noqa: PLC0415
        from ..models.starlink_event_log_chat_item import StarlinkEventLogChatItem # noqa: PLC0415
        from ..models.starlink_game_over_event import StarlinkGameOverEvent # noqa: PLC0415
        from ..models.starlink_guessed_event import StarlinkGuessedEvent # noqa: PLC0415
        from ..models.starlink_left_event import StarlinkLeftEvent # noqa: PLC0415
        from ..models.starlink_seat_claimed_event import StarlinkSeatClaimedEvent # noqa: PLC0415
        from ..models.starlink_segment_added_event import StarlinkSegmentAddedEvent # noqa: PLC0415
        from ..models.starlink_segment_erased_event import StarlinkSegmentErasedEvent # noqa: PLC0415
        from ..models.starlink_timer_started_event import StarlinkTimerStartedEvent # noqa: PLC0415
        from ..models.starlink_turn_ended_event import StarlinkTurnEndedEvent # noqa: PLC0415
        from ..models.starlink_turn_started_event import StarlinkTurnStartedEvent # noqa: PLC0415
        from ..models.starlink_word_chosen_event import StarlinkWordChosenEvent # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, StarlinkCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlinkSeatClaimedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlinkLeftEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlinkClockRanOutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlinkCancelledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlinkAbortedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlinkTurnStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlinkCardDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlinkConstellationErasedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlinkWordChosenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlinkTimerStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlinkSegmentAddedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlinkSegmentErasedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlinkDrawingErasedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlinkGuessedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlinkTurnEndedEvent):
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
        from ..models.starlink_aborted_event import StarlinkAbortedEvent # noqa: PLC0415
        from ..models.starlink_cancelled_event import StarlinkCancelledEvent # noqa: PLC0415
        from ..models.starlink_card_drawn_event import StarlinkCardDrawnEvent # noqa: PLC0415
        from ..models.starlink_clock_ran_out_event import StarlinkClockRanOutEvent # noqa: PLC0415
        from ..models.starlink_constellation_erased_event import StarlinkConstellationErasedEvent # noqa: PLC0415
        from ..models.starlink_created_event import StarlinkCreatedEvent # noqa: PLC0415
        from ..models.starlink_drawing_erased_event import StarlinkDrawingErasedEvent # noqa: PLC0415
        from ..models.starlink_event_log_chat_item import StarlinkEventLogChatItem # noqa: PLC0415
        from ..models.starlink_game_over_event import StarlinkGameOverEvent # noqa: PLC0415
        from ..models.starlink_guessed_event import StarlinkGuessedEvent # noqa: PLC0415
        from ..models.starlink_left_event import StarlinkLeftEvent # noqa: PLC0415
        from ..models.starlink_seat_claimed_event import StarlinkSeatClaimedEvent # noqa: PLC0415
        from ..models.starlink_segment_added_event import StarlinkSegmentAddedEvent # noqa: PLC0415
        from ..models.starlink_segment_erased_event import StarlinkSegmentErasedEvent # noqa: PLC0415
        from ..models.starlink_timer_started_event import StarlinkTimerStartedEvent # noqa: PLC0415
        from ..models.starlink_turn_ended_event import StarlinkTurnEndedEvent # noqa: PLC0415
        from ..models.starlink_turn_started_event import StarlinkTurnStartedEvent # noqa: PLC0415
        from ..models.starlink_word_chosen_event import StarlinkWordChosenEvent # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> StarlinkAbortedEvent | StarlinkCancelledEvent | StarlinkCardDrawnEvent | StarlinkClockRanOutEvent | StarlinkConstellationErasedEvent | StarlinkCreatedEvent | StarlinkDrawingErasedEvent | StarlinkGameOverEvent | StarlinkGuessedEvent | StarlinkLeftEvent | StarlinkSeatClaimedEvent | StarlinkSegmentAddedEvent | StarlinkSegmentErasedEvent | StarlinkTimerStartedEvent | StarlinkTurnEndedEvent | StarlinkTurnStartedEvent | StarlinkWordChosenEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starlink_event_type_0 = StarlinkCreatedEvent.from_dict(data)



                    return componentsschemas_starlink_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starlink_event_type_1 = StarlinkSeatClaimedEvent.from_dict(data)



                    return componentsschemas_starlink_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starlink_event_type_2 = StarlinkLeftEvent.from_dict(data)



                    return componentsschemas_starlink_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starlink_event_type_3 = StarlinkClockRanOutEvent.from_dict(data)



                    return componentsschemas_starlink_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starlink_event_type_4 = StarlinkCancelledEvent.from_dict(data)



                    return componentsschemas_starlink_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starlink_event_type_5 = StarlinkAbortedEvent.from_dict(data)



                    return componentsschemas_starlink_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starlink_event_type_6 = StarlinkTurnStartedEvent.from_dict(data)



                    return componentsschemas_starlink_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starlink_event_type_7 = StarlinkCardDrawnEvent.from_dict(data)



                    return componentsschemas_starlink_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starlink_event_type_8 = StarlinkConstellationErasedEvent.from_dict(data)



                    return componentsschemas_starlink_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starlink_event_type_9 = StarlinkWordChosenEvent.from_dict(data)



                    return componentsschemas_starlink_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starlink_event_type_10 = StarlinkTimerStartedEvent.from_dict(data)



                    return componentsschemas_starlink_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starlink_event_type_11 = StarlinkSegmentAddedEvent.from_dict(data)



                    return componentsschemas_starlink_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starlink_event_type_12 = StarlinkSegmentErasedEvent.from_dict(data)



                    return componentsschemas_starlink_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starlink_event_type_13 = StarlinkDrawingErasedEvent.from_dict(data)



                    return componentsschemas_starlink_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starlink_event_type_14 = StarlinkGuessedEvent.from_dict(data)



                    return componentsschemas_starlink_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starlink_event_type_15 = StarlinkTurnEndedEvent.from_dict(data)



                    return componentsschemas_starlink_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_starlink_event_type_16 = StarlinkGameOverEvent.from_dict(data)



                return componentsschemas_starlink_event_type_16

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        last_seq = d.pop("last_seq")

        more = d.pop("more")

        version = d.pop("version")

        _chat = d.pop("chat", UNSET)
        chat: list[StarlinkEventLogChatItem] | Unset = UNSET
        if _chat is not UNSET:
            chat = []
            for chat_item_data in _chat:
                chat_item = StarlinkEventLogChatItem.from_dict(chat_item_data)



                chat.append(chat_item)


        chat_last = d.pop("chat_last", UNSET)

        starlink_event_log = cls(
            events=events,
            last_seq=last_seq,
            more=more,
            version=version,
            chat=chat,
            chat_last=chat_last,
        )

        return starlink_event_log

