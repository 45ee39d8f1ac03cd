from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starligned_record_outcome import StarlignedRecordOutcome
from ..models.starligned_record_unrated_reason import StarlignedRecordUnratedReason
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.record_action import RecordAction
  from ..models.record_chat import RecordChat
  from ..models.record_seat import RecordSeat
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
  from ..models.starligned_record_lifecycle import StarlignedRecordLifecycle
  from ..models.starligned_record_options import StarlignedRecordOptions
  from ..models.starligned_record_score import StarlignedRecordScore
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





T = TypeVar("T", bound="StarlignedRecord")



@_attrs_define
class StarlignedRecord:
    """ 
        Attributes:
            actions (list[RecordAction]): Every engine call, in order
            created (float):
            ended (float):
            events (list[StarlignedAbortedEvent | StarlignedCancelledEvent | StarlignedCardRotatedEvent |
                StarlignedChoseCardEvent | StarlignedChoseEvent | StarlignedClockRanOutEvent | StarlignedCreatedEvent |
                StarlignedDealtEvent | StarlignedEffectEvent | StarlignedEffectIgnoredEvent | StarlignedEffectSkippedEvent |
                StarlignedExchangeChosenEvent | StarlignedExchangedEvent | StarlignedGameOverEvent |
                StarlignedLastCardsDiscardedEvent | StarlignedLeftEvent | StarlignedMoonBonusEvent |
                StarlignedMoonBonusSkippedEvent | StarlignedMoonLaidEvent | StarlignedMoonRemovedEvent | StarlignedMovedEvent |
                StarlignedReceivedEvent | StarlignedRepeatedEvent | StarlignedRevealedEvent | StarlignedRotatedAndPassedEvent |
                StarlignedRotationCardEvent | StarlignedRotationChosenEvent | StarlignedSeatClaimedEvent |
                StarlignedStageStartedEvent | StarlignedStartingPlayerEvent | StarlignedStoppedEvent | StarlignedSwappedEvent |
                StarlignedTelescopeRotatedEvent]): The whole log as a finished game's spectator reads it
            format_ (int): The record's shape: 1
            full (bool): Always false here: the spectator's copy
            game (str):
            game_id (str):
            hidden_commitment (None | str):
            lifecycle (StarlignedRecordLifecycle): Clock, on_timeout, on_leave… as the created event shows them
            options (StarlignedRecordOptions): The game's options, resolved at create
            outcome (StarlignedRecordOutcome):
            score (StarlignedRecordScore):
            seats (list[RecordSeat]):
            seed (str):
            seed_commitment (str):
            seed_salt (str):
            started (float | None): The now the game began at (null: it never began)
            winners (list[int]):
            chat (RecordChat | Unset):
            listed (bool | Unset): Shown in the lobby (a player's public history lists only these); records archived before
                this field was kept lack it
            seeded (bool | Unset): Created with an explicit seed
            unrated_reason (StarlignedRecordUnratedReason | Unset): Only in a game created rated that moved no rating
                (lifecycle.rated says it was created so; a game without this field moved its seats' ratings): why not. cancelled
                or aborted (never played out), solo (one seat), anonymous_seat (a seat held without a player key), bots_only (no
                person), or same_origin_keys: two of its player keys were created from one client address within 24 hours of
                each other, one person's keys as far as ratings go (house bots have no key, so a game against bots is rated).
                Records archived before this field was kept lack it
            version (int | Unset): The last version
     """

    actions: list[RecordAction]
    created: float
    ended: float
    events: list[StarlignedAbortedEvent | StarlignedCancelledEvent | StarlignedCardRotatedEvent | StarlignedChoseCardEvent | StarlignedChoseEvent | StarlignedClockRanOutEvent | StarlignedCreatedEvent | StarlignedDealtEvent | StarlignedEffectEvent | StarlignedEffectIgnoredEvent | StarlignedEffectSkippedEvent | StarlignedExchangeChosenEvent | StarlignedExchangedEvent | StarlignedGameOverEvent | StarlignedLastCardsDiscardedEvent | StarlignedLeftEvent | StarlignedMoonBonusEvent | StarlignedMoonBonusSkippedEvent | StarlignedMoonLaidEvent | StarlignedMoonRemovedEvent | StarlignedMovedEvent | StarlignedReceivedEvent | StarlignedRepeatedEvent | StarlignedRevealedEvent | StarlignedRotatedAndPassedEvent | StarlignedRotationCardEvent | StarlignedRotationChosenEvent | StarlignedSeatClaimedEvent | StarlignedStageStartedEvent | StarlignedStartingPlayerEvent | StarlignedStoppedEvent | StarlignedSwappedEvent | StarlignedTelescopeRotatedEvent]
    format_: int
    full: bool
    game: str
    game_id: str
    hidden_commitment: None | str
    lifecycle: StarlignedRecordLifecycle
    options: StarlignedRecordOptions
    outcome: StarlignedRecordOutcome
    score: StarlignedRecordScore
    seats: list[RecordSeat]
    seed: str
    seed_commitment: str
    seed_salt: str
    started: float | None
    winners: list[int]
    chat: RecordChat | Unset = UNSET
    listed: bool | Unset = UNSET
    seeded: bool | Unset = UNSET
    unrated_reason: StarlignedRecordUnratedReason | Unset = UNSET
    version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.record_action import RecordAction # noqa: PLC0415
        from ..models.record_chat import RecordChat # noqa: PLC0415
        from ..models.record_seat import RecordSeat # noqa: PLC0415
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
        from ..models.starligned_record_lifecycle import StarlignedRecordLifecycle # noqa: PLC0415
        from ..models.starligned_record_options import StarlignedRecordOptions # noqa: PLC0415
        from ..models.starligned_record_score import StarlignedRecordScore # noqa: PLC0415
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
        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)



        created = self.created

        ended = self.ended

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



        format_ = self.format_

        full = self.full

        game = self.game

        game_id = self.game_id

        hidden_commitment: None | str
        hidden_commitment = self.hidden_commitment

        lifecycle = self.lifecycle.to_dict()

        options = self.options.to_dict()

        outcome = self.outcome.value

        score = self.score.to_dict()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        seed = self.seed

        seed_commitment = self.seed_commitment

        seed_salt = self.seed_salt

        started: float | None
        started = self.started

        winners = self.winners



        chat: dict[str, Any] | Unset = UNSET
        if not isinstance(self.chat, Unset):
            chat = self.chat.to_dict()

        listed = self.listed

        seeded = self.seeded

        unrated_reason: str | Unset = UNSET
        if not isinstance(self.unrated_reason, Unset):
            unrated_reason = self.unrated_reason.value


        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "actions": actions,
            "created": created,
            "ended": ended,
            "events": events,
            "format": format_,
            "full": full,
            "game": game,
            "game_id": game_id,
            "hidden_commitment": hidden_commitment,
            "lifecycle": lifecycle,
            "options": options,
            "outcome": outcome,
            "score": score,
            "seats": seats,
            "seed": seed,
            "seed_commitment": seed_commitment,
            "seed_salt": seed_salt,
            "started": started,
            "winners": winners,
        })
        if chat is not UNSET:
            field_dict["chat"] = chat
        if listed is not UNSET:
            field_dict["listed"] = listed
        if seeded is not UNSET:
            field_dict["seeded"] = seeded
        if unrated_reason is not UNSET:
            field_dict["unrated_reason"] = unrated_reason
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.record_action import RecordAction # noqa: PLC0415
        from ..models.record_chat import RecordChat # noqa: PLC0415
        from ..models.record_seat import RecordSeat # noqa: PLC0415
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
        from ..models.starligned_record_lifecycle import StarlignedRecordLifecycle # noqa: PLC0415
        from ..models.starligned_record_options import StarlignedRecordOptions # noqa: PLC0415
        from ..models.starligned_record_score import StarlignedRecordScore # noqa: PLC0415
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
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            actions_item = RecordAction.from_dict(actions_item_data)



            actions.append(actions_item)


        created = d.pop("created")

        ended = d.pop("ended")

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


        format_ = d.pop("format")

        full = d.pop("full")

        game = d.pop("game")

        game_id = d.pop("game_id")

        def _parse_hidden_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        hidden_commitment = _parse_hidden_commitment(d.pop("hidden_commitment"))


        lifecycle = StarlignedRecordLifecycle.from_dict(d.pop("lifecycle"))




        options = StarlignedRecordOptions.from_dict(d.pop("options"))




        outcome = StarlignedRecordOutcome(d.pop("outcome"))




        score = StarlignedRecordScore.from_dict(d.pop("score"))




        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = RecordSeat.from_dict(seats_item_data)



            seats.append(seats_item)


        seed = d.pop("seed")

        seed_commitment = d.pop("seed_commitment")

        seed_salt = d.pop("seed_salt")

        def _parse_started(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        started = _parse_started(d.pop("started"))


        winners = cast(list[int], d.pop("winners"))


        _chat = d.pop("chat", UNSET)
        chat: RecordChat | Unset
        if isinstance(_chat,  Unset):
            chat = UNSET
        else:
            chat = RecordChat.from_dict(_chat)




        listed = d.pop("listed", UNSET)

        seeded = d.pop("seeded", UNSET)

        _unrated_reason = d.pop("unrated_reason", UNSET)
        unrated_reason: StarlignedRecordUnratedReason | Unset
        if isinstance(_unrated_reason,  Unset):
            unrated_reason = UNSET
        else:
            unrated_reason = StarlignedRecordUnratedReason(_unrated_reason)




        version = d.pop("version", UNSET)

        starligned_record = cls(
            actions=actions,
            created=created,
            ended=ended,
            events=events,
            format_=format_,
            full=full,
            game=game,
            game_id=game_id,
            hidden_commitment=hidden_commitment,
            lifecycle=lifecycle,
            options=options,
            outcome=outcome,
            score=score,
            seats=seats,
            seed=seed,
            seed_commitment=seed_commitment,
            seed_salt=seed_salt,
            started=started,
            winners=winners,
            chat=chat,
            listed=listed,
            seeded=seeded,
            unrated_reason=unrated_reason,
            version=version,
        )

        return starligned_record

