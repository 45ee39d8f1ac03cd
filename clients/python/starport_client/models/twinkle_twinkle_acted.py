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
  from ..models.twinkle_twinkle_game_over_event import TwinkleTwinkleGameOverEvent
  from ..models.twinkle_twinkle_left_event import TwinkleTwinkleLeftEvent
  from ..models.twinkle_twinkle_round_ended_event import TwinkleTwinkleRoundEndedEvent
  from ..models.twinkle_twinkle_rows_refilled_event import TwinkleTwinkleRowsRefilledEvent
  from ..models.twinkle_twinkle_seat_claimed_event import TwinkleTwinkleSeatClaimedEvent
  from ..models.twinkle_twinkle_tile_placed_event import TwinkleTwinkleTilePlacedEvent
  from ..models.twinkle_twinkle_tile_removed_event import TwinkleTwinkleTileRemovedEvent
  from ..models.twinkle_twinkle_view import TwinkleTwinkleView





T = TypeVar("T", bound="TwinkleTwinkleActed")



@_attrs_define
class TwinkleTwinkleActed:
    """ 
        Attributes:
            events (list[TwinkleTwinkleAbortedEvent | TwinkleTwinkleCancelledEvent | TwinkleTwinkleClockRanOutEvent |
                TwinkleTwinkleCreatedEvent | TwinkleTwinkleGameOverEvent | TwinkleTwinkleLeftEvent |
                TwinkleTwinkleRoundEndedEvent | TwinkleTwinkleRowsRefilledEvent | TwinkleTwinkleSeatClaimedEvent |
                TwinkleTwinkleTilePlacedEvent | TwinkleTwinkleTileRemovedEvent]): What the action did, in order, as your seat
                may see it
            version (int):
            view (TwinkleTwinkleView | Unset):
     """

    events: list[TwinkleTwinkleAbortedEvent | TwinkleTwinkleCancelledEvent | TwinkleTwinkleClockRanOutEvent | TwinkleTwinkleCreatedEvent | TwinkleTwinkleGameOverEvent | TwinkleTwinkleLeftEvent | TwinkleTwinkleRoundEndedEvent | TwinkleTwinkleRowsRefilledEvent | TwinkleTwinkleSeatClaimedEvent | TwinkleTwinkleTilePlacedEvent | TwinkleTwinkleTileRemovedEvent]
    version: int
    view: TwinkleTwinkleView | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.twinkle_twinkle_aborted_event import TwinkleTwinkleAbortedEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_cancelled_event import TwinkleTwinkleCancelledEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_clock_ran_out_event import TwinkleTwinkleClockRanOutEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_created_event import TwinkleTwinkleCreatedEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_game_over_event import TwinkleTwinkleGameOverEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_left_event import TwinkleTwinkleLeftEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_round_ended_event import TwinkleTwinkleRoundEndedEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_rows_refilled_event import TwinkleTwinkleRowsRefilledEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_seat_claimed_event import TwinkleTwinkleSeatClaimedEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_tile_placed_event import TwinkleTwinkleTilePlacedEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_tile_removed_event import TwinkleTwinkleTileRemovedEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_view import TwinkleTwinkleView # noqa: PLC0415
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
        from ..models.twinkle_twinkle_aborted_event import TwinkleTwinkleAbortedEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_cancelled_event import TwinkleTwinkleCancelledEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_clock_ran_out_event import TwinkleTwinkleClockRanOutEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_created_event import TwinkleTwinkleCreatedEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_game_over_event import TwinkleTwinkleGameOverEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_left_event import TwinkleTwinkleLeftEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_round_ended_event import TwinkleTwinkleRoundEndedEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_rows_refilled_event import TwinkleTwinkleRowsRefilledEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_seat_claimed_event import TwinkleTwinkleSeatClaimedEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_tile_placed_event import TwinkleTwinkleTilePlacedEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_tile_removed_event import TwinkleTwinkleTileRemovedEvent # noqa: PLC0415
        from ..models.twinkle_twinkle_view import TwinkleTwinkleView # noqa: PLC0415
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


        version = d.pop("version")

        _view = d.pop("view", UNSET)
        view: TwinkleTwinkleView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = TwinkleTwinkleView.from_dict(_view)




        twinkle_twinkle_acted = cls(
            events=events,
            version=version,
            view=view,
        )

        return twinkle_twinkle_acted

