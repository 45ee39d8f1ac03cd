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
  from ..models.twinkle_starship_left_event import TwinkleStarshipLeftEvent
  from ..models.twinkle_starship_match_over_event import TwinkleStarshipMatchOverEvent
  from ..models.twinkle_starship_seat_claimed_event import TwinkleStarshipSeatClaimedEvent
  from ..models.twinkle_starship_trick_won_event import TwinkleStarshipTrickWonEvent
  from ..models.twinkle_starship_view import TwinkleStarshipView





T = TypeVar("T", bound="TwinkleStarshipActed")



@_attrs_define
class TwinkleStarshipActed:
    """ 
        Attributes:
            events (list[TwinkleStarshipAbortedEvent | TwinkleStarshipCancelledEvent | TwinkleStarshipCardPlayedEvent |
                TwinkleStarshipClockRanOutEvent | TwinkleStarshipCreatedEvent | TwinkleStarshipDealScoredEvent |
                TwinkleStarshipDealStartedEvent | TwinkleStarshipDealtEvent | TwinkleStarshipLeftEvent |
                TwinkleStarshipMatchOverEvent | TwinkleStarshipSeatClaimedEvent | TwinkleStarshipTrickWonEvent]): What the
                action did, in order, as your seat may see it
            version (int):
            view (TwinkleStarshipView | Unset):
     """

    events: list[TwinkleStarshipAbortedEvent | TwinkleStarshipCancelledEvent | TwinkleStarshipCardPlayedEvent | TwinkleStarshipClockRanOutEvent | TwinkleStarshipCreatedEvent | TwinkleStarshipDealScoredEvent | TwinkleStarshipDealStartedEvent | TwinkleStarshipDealtEvent | TwinkleStarshipLeftEvent | TwinkleStarshipMatchOverEvent | TwinkleStarshipSeatClaimedEvent | TwinkleStarshipTrickWonEvent]
    version: int
    view: TwinkleStarshipView | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.twinkle_starship_aborted_event import TwinkleStarshipAbortedEvent # noqa: PLC0415
        from ..models.twinkle_starship_cancelled_event import TwinkleStarshipCancelledEvent # noqa: PLC0415
        from ..models.twinkle_starship_card_played_event import TwinkleStarshipCardPlayedEvent # noqa: PLC0415
        from ..models.twinkle_starship_clock_ran_out_event import TwinkleStarshipClockRanOutEvent # noqa: PLC0415
        from ..models.twinkle_starship_created_event import TwinkleStarshipCreatedEvent # noqa: PLC0415
        from ..models.twinkle_starship_deal_scored_event import TwinkleStarshipDealScoredEvent # noqa: PLC0415
        from ..models.twinkle_starship_deal_started_event import TwinkleStarshipDealStartedEvent # noqa: PLC0415
        from ..models.twinkle_starship_dealt_event import TwinkleStarshipDealtEvent # noqa: PLC0415
        from ..models.twinkle_starship_left_event import TwinkleStarshipLeftEvent # noqa: PLC0415
        from ..models.twinkle_starship_match_over_event import TwinkleStarshipMatchOverEvent # noqa: PLC0415
        from ..models.twinkle_starship_seat_claimed_event import TwinkleStarshipSeatClaimedEvent # noqa: PLC0415
        from ..models.twinkle_starship_trick_won_event import TwinkleStarshipTrickWonEvent # noqa: PLC0415
        from ..models.twinkle_starship_view import TwinkleStarshipView # noqa: PLC0415
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



        version = self.version

        view: dict[str, Any] | Unset = UNSET
        if not isinstance(self.view, Unset):
            view = self.view.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "events": events,
            "version": version,
        })
        if view is not UNSET:
            field_dict["view"] = view

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
        from ..models.twinkle_starship_left_event import TwinkleStarshipLeftEvent # noqa: PLC0415
        from ..models.twinkle_starship_match_over_event import TwinkleStarshipMatchOverEvent # noqa: PLC0415
        from ..models.twinkle_starship_seat_claimed_event import TwinkleStarshipSeatClaimedEvent # noqa: PLC0415
        from ..models.twinkle_starship_trick_won_event import TwinkleStarshipTrickWonEvent # noqa: PLC0415
        from ..models.twinkle_starship_view import TwinkleStarshipView # noqa: PLC0415
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


        version = d.pop("version")

        _view = d.pop("view", UNSET)
        view: TwinkleStarshipView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = TwinkleStarshipView.from_dict(_view)




        twinkle_starship_acted = cls(
            events=events,
            version=version,
            view=view,
        )

        return twinkle_starship_acted

