from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.challenge_status import ChallengeStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.challenge_options import ChallengeOptions
  from ..models.clock import Clock





T = TypeVar("T", bound="Challenge")



@_attrs_define
class Challenge:
    """ 
        Attributes:
            accepted (list[str]):
            challenge_id (str):
            challenger (str):
            created (float):
            expires (float):
            game (str):
            listed (bool): Its game will be shown in the lobby
            options (ChallengeOptions):
            players (list[str]): The challenged players
            rated (bool):
            status (ChallengeStatus):
            by (str | Unset): Who declined
            clock (Clock | Unset):
            game_id (str | Unset): Once accepted by all: the game (each player's key acts for its seat)
            reason (str | Unset): bot_policy: a bot account's policy declined it
     """

    accepted: list[str]
    challenge_id: str
    challenger: str
    created: float
    expires: float
    game: str
    listed: bool
    options: ChallengeOptions
    players: list[str]
    rated: bool
    status: ChallengeStatus
    by: str | Unset = UNSET
    clock: Clock | Unset = UNSET
    game_id: str | Unset = UNSET
    reason: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.challenge_options import ChallengeOptions # noqa: PLC0415
        from ..models.clock import Clock # noqa: PLC0415
        accepted = self.accepted



        challenge_id = self.challenge_id

        challenger = self.challenger

        created = self.created

        expires = self.expires

        game = self.game

        listed = self.listed

        options = self.options.to_dict()

        players = self.players



        rated = self.rated

        status = self.status.value

        by = self.by

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        game_id = self.game_id

        reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "accepted": accepted,
            "challenge_id": challenge_id,
            "challenger": challenger,
            "created": created,
            "expires": expires,
            "game": game,
            "listed": listed,
            "options": options,
            "players": players,
            "rated": rated,
            "status": status,
        })
        if by is not UNSET:
            field_dict["by"] = by
        if clock is not UNSET:
            field_dict["clock"] = clock
        if game_id is not UNSET:
            field_dict["game_id"] = game_id
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.challenge_options import ChallengeOptions # noqa: PLC0415
        from ..models.clock import Clock # noqa: PLC0415
        d = dict(src_dict)
        accepted = cast(list[str], d.pop("accepted"))


        challenge_id = d.pop("challenge_id")

        challenger = d.pop("challenger")

        created = d.pop("created")

        expires = d.pop("expires")

        game = d.pop("game")

        listed = d.pop("listed")

        options = ChallengeOptions.from_dict(d.pop("options"))




        players = cast(list[str], d.pop("players"))


        rated = d.pop("rated")

        status = ChallengeStatus(d.pop("status"))




        by = d.pop("by", UNSET)

        _clock = d.pop("clock", UNSET)
        clock: Clock | Unset
        if isinstance(_clock,  Unset):
            clock = UNSET
        else:
            clock = Clock.from_dict(_clock)




        game_id = d.pop("game_id", UNSET)

        reason = d.pop("reason", UNSET)

        challenge = cls(
            accepted=accepted,
            challenge_id=challenge_id,
            challenger=challenger,
            created=created,
            expires=expires,
            game=game,
            listed=listed,
            options=options,
            players=players,
            rated=rated,
            status=status,
            by=by,
            clock=clock,
            game_id=game_id,
            reason=reason,
        )

        return challenge

