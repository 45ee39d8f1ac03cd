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
  from ..models.starshower_flip_event import StarshowerFlipEvent
  from ..models.starshower_game_over_event import StarshowerGameOverEvent
  from ..models.starshower_group_formed_event import StarshowerGroupFormedEvent
  from ..models.starshower_left_event import StarshowerLeftEvent
  from ..models.starshower_seat_claimed_event import StarshowerSeatClaimedEvent
  from ..models.starshower_star_drawn_event import StarshowerStarDrawnEvent
  from ..models.starshower_view import StarshowerView





T = TypeVar("T", bound="StarshowerActed")



@_attrs_define
class StarshowerActed:
    """ 
        Attributes:
            events (list[StarshowerAbortedEvent | StarshowerBlackLineEvent | StarshowerBlackLineRefusedEvent |
                StarshowerCancelledEvent | StarshowerClockRanOutEvent | StarshowerCreatedEvent | StarshowerFlipEvent |
                StarshowerGameOverEvent | StarshowerGroupFormedEvent | StarshowerLeftEvent | StarshowerSeatClaimedEvent |
                StarshowerStarDrawnEvent]): What the action did, in order, as your seat may see it
            version (int):
            view (StarshowerView | Unset):
     """

    events: list[StarshowerAbortedEvent | StarshowerBlackLineEvent | StarshowerBlackLineRefusedEvent | StarshowerCancelledEvent | StarshowerClockRanOutEvent | StarshowerCreatedEvent | StarshowerFlipEvent | StarshowerGameOverEvent | StarshowerGroupFormedEvent | StarshowerLeftEvent | StarshowerSeatClaimedEvent | StarshowerStarDrawnEvent]
    version: int
    view: StarshowerView | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.starshower_aborted_event import StarshowerAbortedEvent # noqa: PLC0415
        from ..models.starshower_black_line_event import StarshowerBlackLineEvent # noqa: PLC0415
        from ..models.starshower_black_line_refused_event import StarshowerBlackLineRefusedEvent # noqa: PLC0415
        from ..models.starshower_cancelled_event import StarshowerCancelledEvent # noqa: PLC0415
        from ..models.starshower_clock_ran_out_event import StarshowerClockRanOutEvent # noqa: PLC0415
        from ..models.starshower_created_event import StarshowerCreatedEvent # noqa: PLC0415
        from ..models.starshower_flip_event import StarshowerFlipEvent # noqa: PLC0415
        from ..models.starshower_game_over_event import StarshowerGameOverEvent # noqa: PLC0415
        from ..models.starshower_group_formed_event import StarshowerGroupFormedEvent # noqa: PLC0415
        from ..models.starshower_left_event import StarshowerLeftEvent # noqa: PLC0415
        from ..models.starshower_seat_claimed_event import StarshowerSeatClaimedEvent # noqa: PLC0415
        from ..models.starshower_star_drawn_event import StarshowerStarDrawnEvent # noqa: PLC0415
        from ..models.starshower_view import StarshowerView # noqa: PLC0415
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
        from ..models.starshower_aborted_event import StarshowerAbortedEvent # noqa: PLC0415
        from ..models.starshower_black_line_event import StarshowerBlackLineEvent # noqa: PLC0415
        from ..models.starshower_black_line_refused_event import StarshowerBlackLineRefusedEvent # noqa: PLC0415
        from ..models.starshower_cancelled_event import StarshowerCancelledEvent # noqa: PLC0415
        from ..models.starshower_clock_ran_out_event import StarshowerClockRanOutEvent # noqa: PLC0415
        from ..models.starshower_created_event import StarshowerCreatedEvent # noqa: PLC0415
        from ..models.starshower_flip_event import StarshowerFlipEvent # noqa: PLC0415
        from ..models.starshower_game_over_event import StarshowerGameOverEvent # noqa: PLC0415
        from ..models.starshower_group_formed_event import StarshowerGroupFormedEvent # noqa: PLC0415
        from ..models.starshower_left_event import StarshowerLeftEvent # noqa: PLC0415
        from ..models.starshower_seat_claimed_event import StarshowerSeatClaimedEvent # noqa: PLC0415
        from ..models.starshower_star_drawn_event import StarshowerStarDrawnEvent # noqa: PLC0415
        from ..models.starshower_view import StarshowerView # noqa: PLC0415
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


        version = d.pop("version")

        _view = d.pop("view", UNSET)
        view: StarshowerView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = StarshowerView.from_dict(_view)




        starshower_acted = cls(
            events=events,
            version=version,
            view=view,
        )

        return starshower_acted

