from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.twinkle_starship_record_outcome import TwinkleStarshipRecordOutcome
from ..models.twinkle_starship_record_unrated_reason import TwinkleStarshipRecordUnratedReason
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.record_action import RecordAction
  from ..models.record_chat import RecordChat
  from ..models.record_seat import RecordSeat
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
  from ..models.twinkle_starship_record_lifecycle import TwinkleStarshipRecordLifecycle
  from ..models.twinkle_starship_record_options import TwinkleStarshipRecordOptions
  from ..models.twinkle_starship_record_score import TwinkleStarshipRecordScore
  from ..models.twinkle_starship_seat_claimed_event import TwinkleStarshipSeatClaimedEvent
  from ..models.twinkle_starship_trick_won_event import TwinkleStarshipTrickWonEvent





T = TypeVar("T", bound="TwinkleStarshipRecord")



@_attrs_define
class TwinkleStarshipRecord:
    """ 
        Attributes:
            actions (list[RecordAction]): Every engine call, in order
            created (float):
            ended (float):
            events (list[TwinkleStarshipAbortedEvent | TwinkleStarshipCancelledEvent | TwinkleStarshipCardPlayedEvent |
                TwinkleStarshipClockRanOutEvent | TwinkleStarshipCreatedEvent | TwinkleStarshipDealScoredEvent |
                TwinkleStarshipDealStartedEvent | TwinkleStarshipDealtEvent | TwinkleStarshipLeftEvent |
                TwinkleStarshipMatchOverEvent | TwinkleStarshipSeatClaimedEvent | TwinkleStarshipTrickWonEvent]): The whole log
                as a finished game's spectator reads it
            format_ (int): The record's shape: 1
            full (bool): Always false here: the spectator's copy
            game (str):
            game_id (str):
            hidden_commitment (None | str):
            lifecycle (TwinkleStarshipRecordLifecycle): Clock, on_timeout, on_leave… as the created event shows them
            options (TwinkleStarshipRecordOptions): The game's options, resolved at create
            outcome (TwinkleStarshipRecordOutcome):
            score (TwinkleStarshipRecordScore):
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
            unrated_reason (TwinkleStarshipRecordUnratedReason | Unset): Only in a game created rated that moved no rating
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
    events: list[TwinkleStarshipAbortedEvent | TwinkleStarshipCancelledEvent | TwinkleStarshipCardPlayedEvent | TwinkleStarshipClockRanOutEvent | TwinkleStarshipCreatedEvent | TwinkleStarshipDealScoredEvent | TwinkleStarshipDealStartedEvent | TwinkleStarshipDealtEvent | TwinkleStarshipLeftEvent | TwinkleStarshipMatchOverEvent | TwinkleStarshipSeatClaimedEvent | TwinkleStarshipTrickWonEvent]
    format_: int
    full: bool
    game: str
    game_id: str
    hidden_commitment: None | str
    lifecycle: TwinkleStarshipRecordLifecycle
    options: TwinkleStarshipRecordOptions
    outcome: TwinkleStarshipRecordOutcome
    score: TwinkleStarshipRecordScore
    seats: list[RecordSeat]
    seed: str
    seed_commitment: str
    seed_salt: str
    started: float | None
    winners: list[int]
    chat: RecordChat | Unset = UNSET
    listed: bool | Unset = UNSET
    seeded: bool | Unset = UNSET
    unrated_reason: TwinkleStarshipRecordUnratedReason | Unset = UNSET
    version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.record_action import RecordAction # noqa: PLC0415
        from ..models.record_chat import RecordChat # noqa: PLC0415
        from ..models.record_seat import RecordSeat # noqa: PLC0415
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
        from ..models.twinkle_starship_record_lifecycle import TwinkleStarshipRecordLifecycle # noqa: PLC0415
        from ..models.twinkle_starship_record_options import TwinkleStarshipRecordOptions # noqa: PLC0415
        from ..models.twinkle_starship_record_score import TwinkleStarshipRecordScore # noqa: PLC0415
        from ..models.twinkle_starship_seat_claimed_event import TwinkleStarshipSeatClaimedEvent # noqa: PLC0415
        from ..models.twinkle_starship_trick_won_event import TwinkleStarshipTrickWonEvent # noqa: PLC0415
        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)



        created = self.created

        ended = self.ended

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
        from ..models.twinkle_starship_record_lifecycle import TwinkleStarshipRecordLifecycle # noqa: PLC0415
        from ..models.twinkle_starship_record_options import TwinkleStarshipRecordOptions # noqa: PLC0415
        from ..models.twinkle_starship_record_score import TwinkleStarshipRecordScore # noqa: PLC0415
        from ..models.twinkle_starship_seat_claimed_event import TwinkleStarshipSeatClaimedEvent # noqa: PLC0415
        from ..models.twinkle_starship_trick_won_event import TwinkleStarshipTrickWonEvent # noqa: PLC0415
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


        format_ = d.pop("format")

        full = d.pop("full")

        game = d.pop("game")

        game_id = d.pop("game_id")

        def _parse_hidden_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        hidden_commitment = _parse_hidden_commitment(d.pop("hidden_commitment"))


        lifecycle = TwinkleStarshipRecordLifecycle.from_dict(d.pop("lifecycle"))




        options = TwinkleStarshipRecordOptions.from_dict(d.pop("options"))




        outcome = TwinkleStarshipRecordOutcome(d.pop("outcome"))




        score = TwinkleStarshipRecordScore.from_dict(d.pop("score"))




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
        unrated_reason: TwinkleStarshipRecordUnratedReason | Unset
        if isinstance(_unrated_reason,  Unset):
            unrated_reason = UNSET
        else:
            unrated_reason = TwinkleStarshipRecordUnratedReason(_unrated_reason)




        version = d.pop("version", UNSET)

        twinkle_starship_record = cls(
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

        return twinkle_starship_record

