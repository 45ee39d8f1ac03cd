from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.starligned_aborted_event import StarlignedAbortedEvent
  from ..models.starligned_cancelled_event import StarlignedCancelledEvent
  from ..models.starligned_card_rotated_event import StarlignedCardRotatedEvent
  from ..models.starligned_chose_card_event import StarlignedChoseCardEvent
  from ..models.starligned_chose_event import StarlignedChoseEvent
  from ..models.starligned_clock_ran_out_event import StarlignedClockRanOutEvent
  from ..models.starligned_created_event import StarlignedCreatedEvent
  from ..models.starligned_dealt_event import StarlignedDealtEvent
  from ..models.starligned_effect_event import StarlignedEffectEvent
  from ..models.starligned_effect_ignored_event import StarlignedEffectIgnoredEvent
  from ..models.starligned_effect_skipped_event import StarlignedEffectSkippedEvent
  from ..models.starligned_event_log_chat_item import StarlignedEventLogChatItem
  from ..models.starligned_exchange_chosen_event import StarlignedExchangeChosenEvent
  from ..models.starligned_exchanged_event import StarlignedExchangedEvent
  from ..models.starligned_game_over_event import StarlignedGameOverEvent
  from ..models.starligned_last_cards_discarded_event import StarlignedLastCardsDiscardedEvent
  from ..models.starligned_left_event import StarlignedLeftEvent
  from ..models.starligned_moon_bonus_event import StarlignedMoonBonusEvent
  from ..models.starligned_moon_bonus_skipped_event import StarlignedMoonBonusSkippedEvent
  from ..models.starligned_moon_laid_event import StarlignedMoonLaidEvent
  from ..models.starligned_moon_removed_event import StarlignedMoonRemovedEvent
  from ..models.starligned_moved_event import StarlignedMovedEvent
  from ..models.starligned_received_event import StarlignedReceivedEvent
  from ..models.starligned_repeated_event import StarlignedRepeatedEvent
  from ..models.starligned_revealed_event import StarlignedRevealedEvent
  from ..models.starligned_rotated_and_passed_event import StarlignedRotatedAndPassedEvent
  from ..models.starligned_rotation_card_event import StarlignedRotationCardEvent
  from ..models.starligned_rotation_chosen_event import StarlignedRotationChosenEvent
  from ..models.starligned_seat_claimed_event import StarlignedSeatClaimedEvent
  from ..models.starligned_stage_started_event import StarlignedStageStartedEvent
  from ..models.starligned_starting_player_event import StarlignedStartingPlayerEvent
  from ..models.starligned_stopped_event import StarlignedStoppedEvent
  from ..models.starligned_swapped_event import StarlignedSwappedEvent
  from ..models.starligned_telescope_rotated_event import StarlignedTelescopeRotatedEvent





T = TypeVar("T", bound="StarlignedEventLog")



@_attrs_define
class StarlignedEventLog:
    """ 
        Attributes:
            events (list[StarlignedAbortedEvent | StarlignedCancelledEvent | StarlignedCardRotatedEvent |
                StarlignedChoseCardEvent | StarlignedChoseEvent | StarlignedClockRanOutEvent | StarlignedCreatedEvent |
                StarlignedDealtEvent | StarlignedEffectEvent | StarlignedEffectIgnoredEvent | StarlignedEffectSkippedEvent |
                StarlignedExchangeChosenEvent | StarlignedExchangedEvent | StarlignedGameOverEvent |
                StarlignedLastCardsDiscardedEvent | StarlignedLeftEvent | StarlignedMoonBonusEvent |
                StarlignedMoonBonusSkippedEvent | StarlignedMoonLaidEvent | StarlignedMoonRemovedEvent | StarlignedMovedEvent |
                StarlignedReceivedEvent | StarlignedRepeatedEvent | StarlignedRevealedEvent | StarlignedRotatedAndPassedEvent |
                StarlignedRotationCardEvent | StarlignedRotationChosenEvent | StarlignedSeatClaimedEvent |
                StarlignedStageStartedEvent | StarlignedStartingPlayerEvent | StarlignedStoppedEvent | StarlignedSwappedEvent |
                StarlignedTelescopeRotatedEvent]):
            last_seq (int): Pass as ?after= next time
            more (bool): A full page: more may follow last_seq; ask again at once with ?after=last_seq
            version (int):
            chat (list[StarlignedEventLogChatItem] | Unset): With ?chat_after=: the chat lines after it you may read (each a
                ChatLine)
            chat_last (int | Unset): With ?chat_after=: pass as ?chat_after= next time
     """

    events: list[StarlignedAbortedEvent | StarlignedCancelledEvent | StarlignedCardRotatedEvent | StarlignedChoseCardEvent | StarlignedChoseEvent | StarlignedClockRanOutEvent | StarlignedCreatedEvent | StarlignedDealtEvent | StarlignedEffectEvent | StarlignedEffectIgnoredEvent | StarlignedEffectSkippedEvent | StarlignedExchangeChosenEvent | StarlignedExchangedEvent | StarlignedGameOverEvent | StarlignedLastCardsDiscardedEvent | StarlignedLeftEvent | StarlignedMoonBonusEvent | StarlignedMoonBonusSkippedEvent | StarlignedMoonLaidEvent | StarlignedMoonRemovedEvent | StarlignedMovedEvent | StarlignedReceivedEvent | StarlignedRepeatedEvent | StarlignedRevealedEvent | StarlignedRotatedAndPassedEvent | StarlignedRotationCardEvent | StarlignedRotationChosenEvent | StarlignedSeatClaimedEvent | StarlignedStageStartedEvent | StarlignedStartingPlayerEvent | StarlignedStoppedEvent | StarlignedSwappedEvent | StarlignedTelescopeRotatedEvent]
    last_seq: int
    more: bool
    version: int
    chat: list[StarlignedEventLogChatItem] | Unset = UNSET
    chat_last: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.starligned_aborted_event import StarlignedAbortedEvent # noqa: PLC0415
        from ..models.starligned_cancelled_event import StarlignedCancelledEvent # noqa: PLC0415
        from ..models.starligned_card_rotated_event import StarlignedCardRotatedEvent # noqa: PLC0415
        from ..models.starligned_chose_card_event import StarlignedChoseCardEvent # noqa: PLC0415
        from ..models.starligned_chose_event import StarlignedChoseEvent # noqa: PLC0415
        from ..models.starligned_clock_ran_out_event import StarlignedClockRanOutEvent # noqa: PLC0415
        from ..models.starligned_created_event import StarlignedCreatedEvent # noqa: PLC0415
        from ..models.starligned_dealt_event import StarlignedDealtEvent # noqa: PLC0415
        from ..models.starligned_effect_event import StarlignedEffectEvent # noqa: PLC0415
        from ..models.starligned_effect_ignored_event import StarlignedEffectIgnoredEvent # noqa: PLC0415
        from ..models.starligned_effect_skipped_event import StarlignedEffectSkippedEvent # noqa: PLC0415
        from ..models.starligned_event_log_chat_item import StarlignedEventLogChatItem # noqa: PLC0415
        from ..models.starligned_exchange_chosen_event import StarlignedExchangeChosenEvent # noqa: PLC0415
        from ..models.starligned_exchanged_event import StarlignedExchangedEvent # noqa: PLC0415
        from ..models.starligned_game_over_event import StarlignedGameOverEvent # noqa: PLC0415
        from ..models.starligned_last_cards_discarded_event import StarlignedLastCardsDiscardedEvent # noqa: PLC0415
        from ..models.starligned_left_event import StarlignedLeftEvent # noqa: PLC0415
        from ..models.starligned_moon_bonus_event import StarlignedMoonBonusEvent # noqa: PLC0415
        from ..models.starligned_moon_bonus_skipped_event import StarlignedMoonBonusSkippedEvent # noqa: PLC0415
        from ..models.starligned_moon_laid_event import StarlignedMoonLaidEvent # noqa: PLC0415
        from ..models.starligned_moon_removed_event import StarlignedMoonRemovedEvent # noqa: PLC0415
        from ..models.starligned_moved_event import StarlignedMovedEvent # noqa: PLC0415
        from ..models.starligned_received_event import StarlignedReceivedEvent # noqa: PLC0415
        from ..models.starligned_repeated_event import StarlignedRepeatedEvent # noqa: PLC0415
        from ..models.starligned_revealed_event import StarlignedRevealedEvent # noqa: PLC0415
        from ..models.starligned_rotated_and_passed_event import StarlignedRotatedAndPassedEvent # noqa: PLC0415
        from ..models.starligned_rotation_card_event import StarlignedRotationCardEvent # noqa: PLC0415
        from ..models.starligned_rotation_chosen_event import StarlignedRotationChosenEvent # noqa: PLC0415
        from ..models.starligned_seat_claimed_event import StarlignedSeatClaimedEvent # noqa: PLC0415
        from ..models.starligned_stage_started_event import StarlignedStageStartedEvent # noqa: PLC0415
        from ..models.starligned_starting_player_event import StarlignedStartingPlayerEvent # noqa: PLC0415
        from ..models.starligned_stopped_event import StarlignedStoppedEvent # noqa: PLC0415
        from ..models.starligned_swapped_event import StarlignedSwappedEvent # noqa: PLC0415
        from ..models.starligned_telescope_rotated_event import StarlignedTelescopeRotatedEvent # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, StarlignedCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedSeatClaimedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedLeftEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedClockRanOutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedCancelledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedAbortedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedStartingPlayerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedReceivedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedChoseEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedChoseCardEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedRotationChosenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedRotationCardEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedStoppedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedRotatedAndPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedMoonBonusEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedMoonBonusSkippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedMoonLaidEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedMoonRemovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedEffectEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedEffectSkippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedEffectIgnoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedSwappedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedMovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedCardRotatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedTelescopeRotatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedRepeatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedExchangeChosenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedExchangedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedLastCardsDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StarlignedStageStartedEvent):
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
        from ..models.starligned_aborted_event import StarlignedAbortedEvent # noqa: PLC0415
        from ..models.starligned_cancelled_event import StarlignedCancelledEvent # noqa: PLC0415
        from ..models.starligned_card_rotated_event import StarlignedCardRotatedEvent # noqa: PLC0415
        from ..models.starligned_chose_card_event import StarlignedChoseCardEvent # noqa: PLC0415
        from ..models.starligned_chose_event import StarlignedChoseEvent # noqa: PLC0415
        from ..models.starligned_clock_ran_out_event import StarlignedClockRanOutEvent # noqa: PLC0415
        from ..models.starligned_created_event import StarlignedCreatedEvent # noqa: PLC0415
        from ..models.starligned_dealt_event import StarlignedDealtEvent # noqa: PLC0415
        from ..models.starligned_effect_event import StarlignedEffectEvent # noqa: PLC0415
        from ..models.starligned_effect_ignored_event import StarlignedEffectIgnoredEvent # noqa: PLC0415
        from ..models.starligned_effect_skipped_event import StarlignedEffectSkippedEvent # noqa: PLC0415
        from ..models.starligned_event_log_chat_item import StarlignedEventLogChatItem # noqa: PLC0415
        from ..models.starligned_exchange_chosen_event import StarlignedExchangeChosenEvent # noqa: PLC0415
        from ..models.starligned_exchanged_event import StarlignedExchangedEvent # noqa: PLC0415
        from ..models.starligned_game_over_event import StarlignedGameOverEvent # noqa: PLC0415
        from ..models.starligned_last_cards_discarded_event import StarlignedLastCardsDiscardedEvent # noqa: PLC0415
        from ..models.starligned_left_event import StarlignedLeftEvent # noqa: PLC0415
        from ..models.starligned_moon_bonus_event import StarlignedMoonBonusEvent # noqa: PLC0415
        from ..models.starligned_moon_bonus_skipped_event import StarlignedMoonBonusSkippedEvent # noqa: PLC0415
        from ..models.starligned_moon_laid_event import StarlignedMoonLaidEvent # noqa: PLC0415
        from ..models.starligned_moon_removed_event import StarlignedMoonRemovedEvent # noqa: PLC0415
        from ..models.starligned_moved_event import StarlignedMovedEvent # noqa: PLC0415
        from ..models.starligned_received_event import StarlignedReceivedEvent # noqa: PLC0415
        from ..models.starligned_repeated_event import StarlignedRepeatedEvent # noqa: PLC0415
        from ..models.starligned_revealed_event import StarlignedRevealedEvent # noqa: PLC0415
        from ..models.starligned_rotated_and_passed_event import StarlignedRotatedAndPassedEvent # noqa: PLC0415
        from ..models.starligned_rotation_card_event import StarlignedRotationCardEvent # noqa: PLC0415
        from ..models.starligned_rotation_chosen_event import StarlignedRotationChosenEvent # noqa: PLC0415
        from ..models.starligned_seat_claimed_event import StarlignedSeatClaimedEvent # noqa: PLC0415
        from ..models.starligned_stage_started_event import StarlignedStageStartedEvent # noqa: PLC0415
        from ..models.starligned_starting_player_event import StarlignedStartingPlayerEvent # noqa: PLC0415
        from ..models.starligned_stopped_event import StarlignedStoppedEvent # noqa: PLC0415
        from ..models.starligned_swapped_event import StarlignedSwappedEvent # noqa: PLC0415
        from ..models.starligned_telescope_rotated_event import StarlignedTelescopeRotatedEvent # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> StarlignedAbortedEvent | StarlignedCancelledEvent | StarlignedCardRotatedEvent | StarlignedChoseCardEvent | StarlignedChoseEvent | StarlignedClockRanOutEvent | StarlignedCreatedEvent | StarlignedDealtEvent | StarlignedEffectEvent | StarlignedEffectIgnoredEvent | StarlignedEffectSkippedEvent | StarlignedExchangeChosenEvent | StarlignedExchangedEvent | StarlignedGameOverEvent | StarlignedLastCardsDiscardedEvent | StarlignedLeftEvent | StarlignedMoonBonusEvent | StarlignedMoonBonusSkippedEvent | StarlignedMoonLaidEvent | StarlignedMoonRemovedEvent | StarlignedMovedEvent | StarlignedReceivedEvent | StarlignedRepeatedEvent | StarlignedRevealedEvent | StarlignedRotatedAndPassedEvent | StarlignedRotationCardEvent | StarlignedRotationChosenEvent | StarlignedSeatClaimedEvent | StarlignedStageStartedEvent | StarlignedStartingPlayerEvent | StarlignedStoppedEvent | StarlignedSwappedEvent | StarlignedTelescopeRotatedEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_0 = StarlignedCreatedEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_1 = StarlignedSeatClaimedEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_2 = StarlignedLeftEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_3 = StarlignedClockRanOutEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_4 = StarlignedCancelledEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_5 = StarlignedAbortedEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_6 = StarlignedStartingPlayerEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_7 = StarlignedDealtEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_8 = StarlignedReceivedEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_9 = StarlignedChoseEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_10 = StarlignedChoseCardEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_11 = StarlignedRotationChosenEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_12 = StarlignedRotationCardEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_13 = StarlignedRevealedEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_14 = StarlignedStoppedEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_15 = StarlignedRotatedAndPassedEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_16 = StarlignedMoonBonusEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_17 = StarlignedMoonBonusSkippedEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_18 = StarlignedMoonLaidEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_19 = StarlignedMoonRemovedEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_20 = StarlignedEffectEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_21 = StarlignedEffectSkippedEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_22 = StarlignedEffectIgnoredEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_23 = StarlignedSwappedEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_24 = StarlignedMovedEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_25 = StarlignedCardRotatedEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_26 = StarlignedTelescopeRotatedEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_27 = StarlignedRepeatedEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_28 = StarlignedExchangeChosenEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_29 = StarlignedExchangedEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_30 = StarlignedLastCardsDiscardedEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_event_type_31 = StarlignedStageStartedEvent.from_dict(data)



                    return componentsschemas_starligned_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_starligned_event_type_32 = StarlignedGameOverEvent.from_dict(data)



                return componentsschemas_starligned_event_type_32

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        last_seq = d.pop("last_seq")

        more = d.pop("more")

        version = d.pop("version")

        _chat = d.pop("chat", UNSET)
        chat: list[StarlignedEventLogChatItem] | Unset = UNSET
        if _chat is not UNSET:
            chat = []
            for chat_item_data in _chat:
                chat_item = StarlignedEventLogChatItem.from_dict(chat_item_data)



                chat.append(chat_item)


        chat_last = d.pop("chat_last", UNSET)

        starligned_event_log = cls(
            events=events,
            last_seq=last_seq,
            more=more,
            version=version,
            chat=chat,
            chat_last=chat_last,
        )

        return starligned_event_log

