from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.feed_event_type import FeedEventType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.clock import Clock
  from ..models.feed_event_options import FeedEventOptions
  from ..models.rating import Rating





T = TypeVar("T", bound="FeedEvent")



@_attrs_define
class FeedEvent:
    """ 
        Attributes:
            seq (int):
            type_ (FeedEventType):
            by (str | Unset): The player who accepted or declined
            challenge_id (str | Unset): seated in a challenge's game, and every challenge event
            clock (Clock | Unset):
            deadline (float | Unset):
            disabled_at (int | Unset):
            expires (float | Unset): challenge: when it expires unanswered
            failing_since (int | Unset): webhook_disabled: its first failure since a success
            from_ (str | Unset): challenge: the challenger
            from_name (str | Unset):
            game (str | Unset): The title's slug (every event but webhook_disabled)
            game_id (str | Unset): The game (every event of a game; a rematch_offered's finished game)
            options (FeedEventOptions | Unset):
            ordinal_before (float | Unset): rating_changed: your ordinal before the game
            players (list[str] | Unset): challenge: every player challenged
            prompt (str | Unset):
            rank (int | Unset): rating_changed: your place in the game (1 first; ties share)
            rated (bool | Unset):
            rating (Rating | Unset):
            reason (str | Unset): bot_policy: a bot account's policy declined
            rematch_of (str | Unset): seated: the finished game this one is the rematch of
            seat (int | Unset): Your seat (seated, your_turn, game_over); the offering seat (rematch_offered)
            seats_rated (int | Unset): rating_changed: the seats the game rated
            seek_id (str | Unset): seek_expired: the seek that ended unseated
            status (str | Unset): The game's (seated) or the challenge's status
            tournament (str | Unset): seated in a tournament's game, and tournament_started and tournament_paused: the
                tournament (GET /v1/tournaments/{tournament_id})
            url (str | Unset): webhook_disabled: its URL
            version (int | Unset):
            webhook_id (str | Unset): webhook_disabled: the webhook
     """

    seq: int
    type_: FeedEventType
    by: str | Unset = UNSET
    challenge_id: str | Unset = UNSET
    clock: Clock | Unset = UNSET
    deadline: float | Unset = UNSET
    disabled_at: int | Unset = UNSET
    expires: float | Unset = UNSET
    failing_since: int | Unset = UNSET
    from_: str | Unset = UNSET
    from_name: str | Unset = UNSET
    game: str | Unset = UNSET
    game_id: str | Unset = UNSET
    options: FeedEventOptions | Unset = UNSET
    ordinal_before: float | Unset = UNSET
    players: list[str] | Unset = UNSET
    prompt: str | Unset = UNSET
    rank: int | Unset = UNSET
    rated: bool | Unset = UNSET
    rating: Rating | Unset = UNSET
    reason: str | Unset = UNSET
    rematch_of: str | Unset = UNSET
    seat: int | Unset = UNSET
    seats_rated: int | Unset = UNSET
    seek_id: str | Unset = UNSET
    status: str | Unset = UNSET
    tournament: str | Unset = UNSET
    url: str | Unset = UNSET
    version: int | Unset = UNSET
    webhook_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.feed_event_options import FeedEventOptions # noqa: PLC0415
        from ..models.rating import Rating # noqa: PLC0415
        seq = self.seq

        type_ = self.type_.value

        by = self.by

        challenge_id = self.challenge_id

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        deadline = self.deadline

        disabled_at = self.disabled_at

        expires = self.expires

        failing_since = self.failing_since

        from_ = self.from_

        from_name = self.from_name

        game = self.game

        game_id = self.game_id

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        ordinal_before = self.ordinal_before

        players: list[str] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players



        prompt = self.prompt

        rank = self.rank

        rated = self.rated

        rating: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rating, Unset):
            rating = self.rating.to_dict()

        reason = self.reason

        rematch_of = self.rematch_of

        seat = self.seat

        seats_rated = self.seats_rated

        seek_id = self.seek_id

        status = self.status

        tournament = self.tournament

        url = self.url

        version = self.version

        webhook_id = self.webhook_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "type": type_,
        })
        if by is not UNSET:
            field_dict["by"] = by
        if challenge_id is not UNSET:
            field_dict["challenge_id"] = challenge_id
        if clock is not UNSET:
            field_dict["clock"] = clock
        if deadline is not UNSET:
            field_dict["deadline"] = deadline
        if disabled_at is not UNSET:
            field_dict["disabled_at"] = disabled_at
        if expires is not UNSET:
            field_dict["expires"] = expires
        if failing_since is not UNSET:
            field_dict["failing_since"] = failing_since
        if from_ is not UNSET:
            field_dict["from"] = from_
        if from_name is not UNSET:
            field_dict["from_name"] = from_name
        if game is not UNSET:
            field_dict["game"] = game
        if game_id is not UNSET:
            field_dict["game_id"] = game_id
        if options is not UNSET:
            field_dict["options"] = options
        if ordinal_before is not UNSET:
            field_dict["ordinal_before"] = ordinal_before
        if players is not UNSET:
            field_dict["players"] = players
        if prompt is not UNSET:
            field_dict["prompt"] = prompt
        if rank is not UNSET:
            field_dict["rank"] = rank
        if rated is not UNSET:
            field_dict["rated"] = rated
        if rating is not UNSET:
            field_dict["rating"] = rating
        if reason is not UNSET:
            field_dict["reason"] = reason
        if rematch_of is not UNSET:
            field_dict["rematch_of"] = rematch_of
        if seat is not UNSET:
            field_dict["seat"] = seat
        if seats_rated is not UNSET:
            field_dict["seats_rated"] = seats_rated
        if seek_id is not UNSET:
            field_dict["seek_id"] = seek_id
        if status is not UNSET:
            field_dict["status"] = status
        if tournament is not UNSET:
            field_dict["tournament"] = tournament
        if url is not UNSET:
            field_dict["url"] = url
        if version is not UNSET:
            field_dict["version"] = version
        if webhook_id is not UNSET:
            field_dict["webhook_id"] = webhook_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.feed_event_options import FeedEventOptions # noqa: PLC0415
        from ..models.rating import Rating # noqa: PLC0415
        d = dict(src_dict)
        seq = d.pop("seq")

        type_ = FeedEventType(d.pop("type"))




        by = d.pop("by", UNSET)

        challenge_id = d.pop("challenge_id", UNSET)

        _clock = d.pop("clock", UNSET)
        clock: Clock | Unset
        if isinstance(_clock,  Unset):
            clock = UNSET
        else:
            clock = Clock.from_dict(_clock)




        deadline = d.pop("deadline", UNSET)

        disabled_at = d.pop("disabled_at", UNSET)

        expires = d.pop("expires", UNSET)

        failing_since = d.pop("failing_since", UNSET)

        from_ = d.pop("from", UNSET)

        from_name = d.pop("from_name", UNSET)

        game = d.pop("game", UNSET)

        game_id = d.pop("game_id", UNSET)

        _options = d.pop("options", UNSET)
        options: FeedEventOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = FeedEventOptions.from_dict(_options)




        ordinal_before = d.pop("ordinal_before", UNSET)

        players = cast(list[str], d.pop("players", UNSET))


        prompt = d.pop("prompt", UNSET)

        rank = d.pop("rank", UNSET)

        rated = d.pop("rated", UNSET)

        _rating = d.pop("rating", UNSET)
        rating: Rating | Unset
        if isinstance(_rating,  Unset):
            rating = UNSET
        else:
            rating = Rating.from_dict(_rating)




        reason = d.pop("reason", UNSET)

        rematch_of = d.pop("rematch_of", UNSET)

        seat = d.pop("seat", UNSET)

        seats_rated = d.pop("seats_rated", UNSET)

        seek_id = d.pop("seek_id", UNSET)

        status = d.pop("status", UNSET)

        tournament = d.pop("tournament", UNSET)

        url = d.pop("url", UNSET)

        version = d.pop("version", UNSET)

        webhook_id = d.pop("webhook_id", UNSET)

        feed_event = cls(
            seq=seq,
            type_=type_,
            by=by,
            challenge_id=challenge_id,
            clock=clock,
            deadline=deadline,
            disabled_at=disabled_at,
            expires=expires,
            failing_since=failing_since,
            from_=from_,
            from_name=from_name,
            game=game,
            game_id=game_id,
            options=options,
            ordinal_before=ordinal_before,
            players=players,
            prompt=prompt,
            rank=rank,
            rated=rated,
            rating=rating,
            reason=reason,
            rematch_of=rematch_of,
            seat=seat,
            seats_rated=seats_rated,
            seek_id=seek_id,
            status=status,
            tournament=tournament,
            url=url,
            version=version,
            webhook_id=webhook_id,
        )


        feed_event.additional_properties = d
        return feed_event

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
