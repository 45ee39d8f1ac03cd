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
  from ..models.starlink_game_over_event import StarlinkGameOverEvent
  from ..models.starlink_guessed_event import StarlinkGuessedEvent
  from ..models.starlink_left_event import StarlinkLeftEvent
  from ..models.starlink_seat_claimed_event import StarlinkSeatClaimedEvent
  from ..models.starlink_segment_added_event import StarlinkSegmentAddedEvent
  from ..models.starlink_segment_erased_event import StarlinkSegmentErasedEvent
  from ..models.starlink_timer_started_event import StarlinkTimerStartedEvent
  from ..models.starlink_turn_ended_event import StarlinkTurnEndedEvent
  from ..models.starlink_turn_started_event import StarlinkTurnStartedEvent
  from ..models.starlink_view import StarlinkView
  from ..models.starlink_word_chosen_event import StarlinkWordChosenEvent





T = TypeVar("T", bound="StarlinkActed")



@_attrs_define
class StarlinkActed:
    """ 
        Attributes:
            events (list[StarlinkAbortedEvent | StarlinkCancelledEvent | StarlinkCardDrawnEvent | StarlinkClockRanOutEvent |
                StarlinkConstellationErasedEvent | StarlinkCreatedEvent | StarlinkDrawingErasedEvent | StarlinkGameOverEvent |
                StarlinkGuessedEvent | StarlinkLeftEvent | StarlinkSeatClaimedEvent | StarlinkSegmentAddedEvent |
                StarlinkSegmentErasedEvent | StarlinkTimerStartedEvent | StarlinkTurnEndedEvent | StarlinkTurnStartedEvent |
                StarlinkWordChosenEvent]): What the action did, in order, as your seat may see it
            version (int):
            view (StarlinkView | Unset):
     """

    events: list[StarlinkAbortedEvent | StarlinkCancelledEvent | StarlinkCardDrawnEvent | StarlinkClockRanOutEvent | StarlinkConstellationErasedEvent | StarlinkCreatedEvent | StarlinkDrawingErasedEvent | StarlinkGameOverEvent | StarlinkGuessedEvent | StarlinkLeftEvent | StarlinkSeatClaimedEvent | StarlinkSegmentAddedEvent | StarlinkSegmentErasedEvent | StarlinkTimerStartedEvent | StarlinkTurnEndedEvent | StarlinkTurnStartedEvent | StarlinkWordChosenEvent]
    version: int
    view: StarlinkView | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.starlink_aborted_event import StarlinkAbortedEvent # noqa: PLC0415
        from ..models.starlink_cancelled_event import StarlinkCancelledEvent # noqa: PLC0415
        from ..models.starlink_card_drawn_event import StarlinkCardDrawnEvent # noqa: PLC0415
        from ..models.starlink_clock_ran_out_event import StarlinkClockRanOutEvent # noqa: PLC0415
        from ..models.starlink_constellation_erased_event import StarlinkConstellationErasedEvent # noqa: PLC0415
        from ..models.starlink_created_event import StarlinkCreatedEvent # noqa: PLC0415
        from ..models.starlink_drawing_erased_event import StarlinkDrawingErasedEvent # noqa: PLC0415
        from ..models.starlink_game_over_event import StarlinkGameOverEvent # noqa: PLC0415
        from ..models.starlink_guessed_event import StarlinkGuessedEvent # noqa: PLC0415
        from ..models.starlink_left_event import StarlinkLeftEvent # noqa: PLC0415
        from ..models.starlink_seat_claimed_event import StarlinkSeatClaimedEvent # noqa: PLC0415
        from ..models.starlink_segment_added_event import StarlinkSegmentAddedEvent # noqa: PLC0415
        from ..models.starlink_segment_erased_event import StarlinkSegmentErasedEvent # noqa: PLC0415
        from ..models.starlink_timer_started_event import StarlinkTimerStartedEvent # noqa: PLC0415
        from ..models.starlink_turn_ended_event import StarlinkTurnEndedEvent # noqa: PLC0415
        from ..models.starlink_turn_started_event import StarlinkTurnStartedEvent # noqa: PLC0415
        from ..models.starlink_view import StarlinkView # noqa: PLC0415
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
        from ..models.starlink_aborted_event import StarlinkAbortedEvent # noqa: PLC0415
        from ..models.starlink_cancelled_event import StarlinkCancelledEvent # noqa: PLC0415
        from ..models.starlink_card_drawn_event import StarlinkCardDrawnEvent # noqa: PLC0415
        from ..models.starlink_clock_ran_out_event import StarlinkClockRanOutEvent # noqa: PLC0415
        from ..models.starlink_constellation_erased_event import StarlinkConstellationErasedEvent # noqa: PLC0415
        from ..models.starlink_created_event import StarlinkCreatedEvent # noqa: PLC0415
        from ..models.starlink_drawing_erased_event import StarlinkDrawingErasedEvent # noqa: PLC0415
        from ..models.starlink_game_over_event import StarlinkGameOverEvent # noqa: PLC0415
        from ..models.starlink_guessed_event import StarlinkGuessedEvent # noqa: PLC0415
        from ..models.starlink_left_event import StarlinkLeftEvent # noqa: PLC0415
        from ..models.starlink_seat_claimed_event import StarlinkSeatClaimedEvent # noqa: PLC0415
        from ..models.starlink_segment_added_event import StarlinkSegmentAddedEvent # noqa: PLC0415
        from ..models.starlink_segment_erased_event import StarlinkSegmentErasedEvent # noqa: PLC0415
        from ..models.starlink_timer_started_event import StarlinkTimerStartedEvent # noqa: PLC0415
        from ..models.starlink_turn_ended_event import StarlinkTurnEndedEvent # noqa: PLC0415
        from ..models.starlink_turn_started_event import StarlinkTurnStartedEvent # noqa: PLC0415
        from ..models.starlink_view import StarlinkView # noqa: PLC0415
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


        version = d.pop("version")

        _view = d.pop("view", UNSET)
        view: StarlinkView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = StarlinkView.from_dict(_view)




        starlink_acted = cls(
            events=events,
            version=version,
            view=view,
        )

        return starlink_acted

