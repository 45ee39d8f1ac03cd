from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.twinkle_starship_aborted_event import TwinkleStarshipAbortedEvent
  from ..models.twinkle_starship_cancelled_event import TwinkleStarshipCancelledEvent
  from ..models.twinkle_starship_card_played_event import TwinkleStarshipCardPlayedEvent
  from ..models.twinkle_starship_clock_ran_out_event import TwinkleStarshipClockRanOutEvent
  from ..models.twinkle_starship_created_event import TwinkleStarshipCreatedEvent
  from ..models.twinkle_starship_deal_scored_event import TwinkleStarshipDealScoredEvent
  from ..models.twinkle_starship_deal_started_event import TwinkleStarshipDealStartedEvent
  from ..models.twinkle_starship_dealt_event import TwinkleStarshipDealtEvent
  from ..models.twinkle_starship_event_log_chat_item import TwinkleStarshipEventLogChatItem
  from ..models.twinkle_starship_left_event import TwinkleStarshipLeftEvent
  from ..models.twinkle_starship_match_over_event import TwinkleStarshipMatchOverEvent
  from ..models.twinkle_starship_seat_claimed_event import TwinkleStarshipSeatClaimedEvent
  from ..models.twinkle_starship_trick_won_event import TwinkleStarshipTrickWonEvent





T = TypeVar("T", bound="TwinkleStarshipEventLog")



@_attrs_define
class TwinkleStarshipEventLog:
    """ 
        Attributes:
            events (list[TwinkleStarshipAbortedEvent | TwinkleStarshipCancelledEvent | TwinkleStarshipCardPlayedEvent |
                TwinkleStarshipClockRanOutEvent | TwinkleStarshipCreatedEvent | TwinkleStarshipDealScoredEvent |
                TwinkleStarshipDealStartedEvent | TwinkleStarshipDealtEvent | TwinkleStarshipLeftEvent |
                TwinkleStarshipMatchOverEvent | TwinkleStarshipSeatClaimedEvent | TwinkleStarshipTrickWonEvent]):
            last_seq (int): Pass as ?after= next time
            more (bool): A full page: more may follow last_seq; ask again at once with ?after=last_seq
            version (int):
            chat (list[TwinkleStarshipEventLogChatItem] | Unset): With ?chat_after=: the chat lines after it you may read
                (each a ChatLine)
            chat_last (int | Unset): With ?chat_after=: pass as ?chat_after= next time
     """

    events: list[TwinkleStarshipAbortedEvent | TwinkleStarshipCancelledEvent | TwinkleStarshipCardPlayedEvent | TwinkleStarshipClockRanOutEvent | TwinkleStarshipCreatedEvent | TwinkleStarshipDealScoredEvent | TwinkleStarshipDealStartedEvent | TwinkleStarshipDealtEvent | TwinkleStarshipLeftEvent | TwinkleStarshipMatchOverEvent | TwinkleStarshipSeatClaimedEvent | TwinkleStarshipTrickWonEvent]
    last_seq: int
    more: bool
    version: int
    chat: list[TwinkleStarshipEventLogChatItem] | Unset = UNSET
    chat_last: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.twinkle_starship_aborted_event import TwinkleStarshipAbortedEvent # noqa: PLC0415
        from ..models.twinkle_starship_cancelled_event import TwinkleStarshipCancelledEvent # noqa: PLC0415
        from ..models.twinkle_starship_card_played_event import TwinkleStarshipCardPlayedEvent # noqa: PLC0415
        from ..models.twinkle_starship_clock_ran_out_event import TwinkleStarshipClockRanOutEvent # noqa: PLC0415
        from ..models.twinkle_starship_created_event import TwinkleStarshipCreatedEvent # noqa: PLC0415
        from ..models.twinkle_starship_deal_scored_event import TwinkleStarshipDealScoredEvent # noqa: PLC0415
        from ..models.twinkle_starship_deal_started_event import TwinkleStarshipDealStartedEvent # noqa: PLC0415
        from ..models.twinkle_starship_dealt_event import TwinkleStarshipDealtEvent # noqa: PLC0415
        from ..models.twinkle_starship_event_log_chat_item import TwinkleStarshipEventLogChatItem # noqa: PLC0415
        from ..models.twinkle_starship_left_event import TwinkleStarshipLeftEvent # noqa: PLC0415
        from ..models.twinkle_starship_match_over_event import TwinkleStarshipMatchOverEvent # noqa: PLC0415
        from ..models.twinkle_starship_seat_claimed_event import TwinkleStarshipSeatClaimedEvent # noqa: PLC0415
        from ..models.twinkle_starship_trick_won_event import TwinkleStarshipTrickWonEvent # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, TwinkleStarshipCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TwinkleStarshipSeatClaimedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TwinkleStarshipLeftEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TwinkleStarshipClockRanOutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TwinkleStarshipCancelledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TwinkleStarshipAbortedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TwinkleStarshipDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TwinkleStarshipDealStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TwinkleStarshipCardPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TwinkleStarshipTrickWonEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TwinkleStarshipDealScoredEvent):
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
        from ..models.twinkle_starship_aborted_event import TwinkleStarshipAbortedEvent # noqa: PLC0415
        from ..models.twinkle_starship_cancelled_event import TwinkleStarshipCancelledEvent # noqa: PLC0415
        from ..models.twinkle_starship_card_played_event import TwinkleStarshipCardPlayedEvent # noqa: PLC0415
        from ..models.twinkle_starship_clock_ran_out_event import TwinkleStarshipClockRanOutEvent # noqa: PLC0415
        from ..models.twinkle_starship_created_event import TwinkleStarshipCreatedEvent # noqa: PLC0415
        from ..models.twinkle_starship_deal_scored_event import TwinkleStarshipDealScoredEvent # noqa: PLC0415
        from ..models.twinkle_starship_deal_started_event import TwinkleStarshipDealStartedEvent # noqa: PLC0415
        from ..models.twinkle_starship_dealt_event import TwinkleStarshipDealtEvent # noqa: PLC0415
        from ..models.twinkle_starship_event_log_chat_item import TwinkleStarshipEventLogChatItem # noqa: PLC0415
        from ..models.twinkle_starship_left_event import TwinkleStarshipLeftEvent # noqa: PLC0415
        from ..models.twinkle_starship_match_over_event import TwinkleStarshipMatchOverEvent # noqa: PLC0415
        from ..models.twinkle_starship_seat_claimed_event import TwinkleStarshipSeatClaimedEvent # noqa: PLC0415
        from ..models.twinkle_starship_trick_won_event import TwinkleStarshipTrickWonEvent # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> TwinkleStarshipAbortedEvent | TwinkleStarshipCancelledEvent | TwinkleStarshipCardPlayedEvent | TwinkleStarshipClockRanOutEvent | TwinkleStarshipCreatedEvent | TwinkleStarshipDealScoredEvent | TwinkleStarshipDealStartedEvent | TwinkleStarshipDealtEvent | TwinkleStarshipLeftEvent | TwinkleStarshipMatchOverEvent | TwinkleStarshipSeatClaimedEvent | TwinkleStarshipTrickWonEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_twinkle_starship_event_type_0 = TwinkleStarshipCreatedEvent.from_dict(data)



                    return componentsschemas_twinkle_starship_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_twinkle_starship_event_type_1 = TwinkleStarshipSeatClaimedEvent.from_dict(data)



                    return componentsschemas_twinkle_starship_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_twinkle_starship_event_type_2 = TwinkleStarshipLeftEvent.from_dict(data)



                    return componentsschemas_twinkle_starship_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_twinkle_starship_event_type_3 = TwinkleStarshipClockRanOutEvent.from_dict(data)



                    return componentsschemas_twinkle_starship_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_twinkle_starship_event_type_4 = TwinkleStarshipCancelledEvent.from_dict(data)



                    return componentsschemas_twinkle_starship_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_twinkle_starship_event_type_5 = TwinkleStarshipAbortedEvent.from_dict(data)



                    return componentsschemas_twinkle_starship_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_twinkle_starship_event_type_6 = TwinkleStarshipDealtEvent.from_dict(data)



                    return componentsschemas_twinkle_starship_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_twinkle_starship_event_type_7 = TwinkleStarshipDealStartedEvent.from_dict(data)



                    return componentsschemas_twinkle_starship_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_twinkle_starship_event_type_8 = TwinkleStarshipCardPlayedEvent.from_dict(data)



                    return componentsschemas_twinkle_starship_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_twinkle_starship_event_type_9 = TwinkleStarshipTrickWonEvent.from_dict(data)



                    return componentsschemas_twinkle_starship_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_twinkle_starship_event_type_10 = TwinkleStarshipDealScoredEvent.from_dict(data)



                    return componentsschemas_twinkle_starship_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_twinkle_starship_event_type_11 = TwinkleStarshipMatchOverEvent.from_dict(data)



                return componentsschemas_twinkle_starship_event_type_11

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        last_seq = d.pop("last_seq")

        more = d.pop("more")

        version = d.pop("version")

        _chat = d.pop("chat", UNSET)
        chat: list[TwinkleStarshipEventLogChatItem] | Unset = UNSET
        if _chat is not UNSET:
            chat = []
            for chat_item_data in _chat:
                chat_item = TwinkleStarshipEventLogChatItem.from_dict(chat_item_data)



                chat.append(chat_item)


        chat_last = d.pop("chat_last", UNSET)

        twinkle_starship_event_log = cls(
            events=events,
            last_seq=last_seq,
            more=more,
            version=version,
            chat=chat,
            chat_last=chat_last,
        )

        return twinkle_starship_event_log

