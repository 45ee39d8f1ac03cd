from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.starshower_aborted_event import StarshowerAbortedEvent
  from ..models.starshower_black_line_event import StarshowerBlackLineEvent
  from ..models.starshower_black_line_refused_event import StarshowerBlackLineRefusedEvent
  from ..models.starshower_cancelled_event import StarshowerCancelledEvent
  from ..models.starshower_clock_ran_out_event import StarshowerClockRanOutEvent
  from ..models.starshower_created_event import StarshowerCreatedEvent
  from ..models.starshower_event_log_chat_item import StarshowerEventLogChatItem
  from ..models.starshower_flip_event import StarshowerFlipEvent
  from ..models.starshower_game_over_event import StarshowerGameOverEvent
  from ..models.starshower_group_formed_event import StarshowerGroupFormedEvent
  from ..models.starshower_left_event import StarshowerLeftEvent
  from ..models.starshower_seat_claimed_event import StarshowerSeatClaimedEvent
  from ..models.starshower_star_drawn_event import StarshowerStarDrawnEvent





T = TypeVar("T", bound="StarshowerEventLog")



@_attrs_define
class StarshowerEventLog:
    """ 
        Attributes:
            events (list[StarshowerAbortedEvent | StarshowerBlackLineEvent | StarshowerBlackLineRefusedEvent |
                StarshowerCancelledEvent | StarshowerClockRanOutEvent | StarshowerCreatedEvent | StarshowerFlipEvent |
                StarshowerGameOverEvent | StarshowerGroupFormedEvent | StarshowerLeftEvent | StarshowerSeatClaimedEvent |
                StarshowerStarDrawnEvent]):
            last_seq (int): Pass as ?after= next time
            more (bool): A full page: more may follow last_seq; ask again at once with ?after=last_seq
            version (int):
            chat (list[StarshowerEventLogChatItem] | Unset): With ?chat_after=: the chat lines after it you may read (each a
                ChatLine)
            chat_last (int | Unset): With ?chat_after=: pass as ?chat_after= next time
     """

    events: list[StarshowerAbortedEvent | StarshowerBlackLineEvent | StarshowerBlackLineRefusedEvent | StarshowerCancelledEvent | StarshowerClockRanOutEvent | StarshowerCreatedEvent | StarshowerFlipEvent | StarshowerGameOverEvent | StarshowerGroupFormedEvent | StarshowerLeftEvent | StarshowerSeatClaimedEvent | StarshowerStarDrawnEvent]
    last_seq: int
    more: bool
    version: int
    chat: list[StarshowerEventLogChatItem] | Unset = UNSET
    chat_last: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.starshower_aborted_event import StarshowerAbortedEvent # noqa: PLC0415
        from ..models.starshower_black_line_event import StarshowerBlackLineEvent # noqa: PLC0415
        from ..models.starshower_black_line_refused_event import StarshowerBlackLineRefusedEvent # noqa: PLC0415
        from ..models.starshower_cancelled_event import StarshowerCancelledEvent # noqa: PLC0415
        from ..models.starshower_clock_ran_out_event import StarshowerClockRanOutEvent # noqa: PLC0415
        from ..models.starshower_created_event import StarshowerCreatedEvent # noqa: PLC0415
        from ..models.starshower_event_log_chat_item import StarshowerEventLogChatItem # noqa: PLC0415
        from ..models.starshower_flip_event import StarshowerFlipEvent # noqa: PLC0415
        from ..models.starshower_game_over_event import StarshowerGameOverEvent # noqa: PLC0415
        from ..models.starshower_group_formed_event import StarshowerGroupFormedEvent # noqa: PLC0415
        from ..models.starshower_left_event import StarshowerLeftEvent # noqa: PLC0415
        from ..models.starshower_seat_claimed_event import StarshowerSeatClaimedEvent # noqa: PLC0415
        from ..models.starshower_star_drawn_event import StarshowerStarDrawnEvent # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, StarshowerCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarshowerSeatClaimedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarshowerLeftEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarshowerClockRanOutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarshowerCancelledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarshowerAbortedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarshowerFlipEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarshowerStarDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarshowerGroupFormedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarshowerBlackLineEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarshowerBlackLineRefusedEvent):
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
        from ..models.starshower_aborted_event import StarshowerAbortedEvent # noqa: PLC0415
        from ..models.starshower_black_line_event import StarshowerBlackLineEvent # noqa: PLC0415
        from ..models.starshower_black_line_refused_event import StarshowerBlackLineRefusedEvent # noqa: PLC0415
        from ..models.starshower_cancelled_event import StarshowerCancelledEvent # noqa: PLC0415
        from ..models.starshower_clock_ran_out_event import StarshowerClockRanOutEvent # noqa: PLC0415
        from ..models.starshower_created_event import StarshowerCreatedEvent # noqa: PLC0415
        from ..models.starshower_event_log_chat_item import StarshowerEventLogChatItem # noqa: PLC0415
        from ..models.starshower_flip_event import StarshowerFlipEvent # noqa: PLC0415
        from ..models.starshower_game_over_event import StarshowerGameOverEvent # noqa: PLC0415
        from ..models.starshower_group_formed_event import StarshowerGroupFormedEvent # noqa: PLC0415
        from ..models.starshower_left_event import StarshowerLeftEvent # noqa: PLC0415
        from ..models.starshower_seat_claimed_event import StarshowerSeatClaimedEvent # noqa: PLC0415
        from ..models.starshower_star_drawn_event import StarshowerStarDrawnEvent # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> StarshowerAbortedEvent | StarshowerBlackLineEvent | StarshowerBlackLineRefusedEvent | StarshowerCancelledEvent | StarshowerClockRanOutEvent | StarshowerCreatedEvent | StarshowerFlipEvent | StarshowerGameOverEvent | StarshowerGroupFormedEvent | StarshowerLeftEvent | StarshowerSeatClaimedEvent | StarshowerStarDrawnEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starshower_event_type_0 = StarshowerCreatedEvent.from_dict(data)



                    return componentsschemas_starshower_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starshower_event_type_1 = StarshowerSeatClaimedEvent.from_dict(data)



                    return componentsschemas_starshower_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starshower_event_type_2 = StarshowerLeftEvent.from_dict(data)



                    return componentsschemas_starshower_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starshower_event_type_3 = StarshowerClockRanOutEvent.from_dict(data)



                    return componentsschemas_starshower_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starshower_event_type_4 = StarshowerCancelledEvent.from_dict(data)



                    return componentsschemas_starshower_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starshower_event_type_5 = StarshowerAbortedEvent.from_dict(data)



                    return componentsschemas_starshower_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starshower_event_type_6 = StarshowerFlipEvent.from_dict(data)



                    return componentsschemas_starshower_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starshower_event_type_7 = StarshowerStarDrawnEvent.from_dict(data)



                    return componentsschemas_starshower_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starshower_event_type_8 = StarshowerGroupFormedEvent.from_dict(data)



                    return componentsschemas_starshower_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starshower_event_type_9 = StarshowerBlackLineEvent.from_dict(data)



                    return componentsschemas_starshower_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starshower_event_type_10 = StarshowerBlackLineRefusedEvent.from_dict(data)



                    return componentsschemas_starshower_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_starshower_event_type_11 = StarshowerGameOverEvent.from_dict(data)



                return componentsschemas_starshower_event_type_11

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        last_seq = d.pop("last_seq")

        more = d.pop("more")

        version = d.pop("version")

        _chat = d.pop("chat", UNSET)
        chat: list[StarshowerEventLogChatItem] | Unset = UNSET
        if _chat is not UNSET:
            chat = []
            for chat_item_data in _chat:
                chat_item = StarshowerEventLogChatItem.from_dict(chat_item_data)



                chat.append(chat_item)


        chat_last = d.pop("chat_last", UNSET)

        starshower_event_log = cls(
            events=events,
            last_seq=last_seq,
            more=more,
            version=version,
            chat=chat,
            chat_last=chat_last,
        )

        return starshower_event_log

