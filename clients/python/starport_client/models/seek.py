from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seek_status import SeekStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.clock import Clock
  from ..models.seek_options import SeekOptions





T = TypeVar("T", bound="Seek")



@_attrs_define
class Seek:
    """ 
        Attributes:
            bot (str):
            created (float):
            expires (float):
            game (str):
            listed (bool): false: you asked to keep its game out of the lobby
            options (SeekOptions):
            players (list[int]): [least, most]
            rated (bool):
            seek_id (str):
            status (SeekStatus): waiting (in its pool), forming (a table is being made), seated (game_id and seat say
                where), withdrawn, expired, or failed (a player of its table was gone)
            bots_after (float | Unset):
            clock (Clock | Unset):
            game_id (str | Unset): Once seated: the game; your player key acts for your seat
            people_only (bool | Unset): true: no bot account sits at your table
            seat (int | Unset): Once seated: your seat (-1 when failed)
     """

    bot: str
    created: float
    expires: float
    game: str
    listed: bool
    options: SeekOptions
    players: list[int]
    rated: bool
    seek_id: str
    status: SeekStatus
    bots_after: float | Unset = UNSET
    clock: Clock | Unset = UNSET
    game_id: str | Unset = UNSET
    people_only: bool | Unset = UNSET
    seat: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.seek_options import SeekOptions # noqa: PLC0415
        bot = self.bot

        created = self.created

        expires = self.expires

        game = self.game

        listed = self.listed

        options = self.options.to_dict()

        players = self.players



        rated = self.rated

        seek_id = self.seek_id

        status = self.status.value

        bots_after = self.bots_after

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        game_id = self.game_id

        people_only = self.people_only

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bot": bot,
            "created": created,
            "expires": expires,
            "game": game,
            "listed": listed,
            "options": options,
            "players": players,
            "rated": rated,
            "seek_id": seek_id,
            "status": status,
        })
        if bots_after is not UNSET:
            field_dict["bots_after"] = bots_after
        if clock is not UNSET:
            field_dict["clock"] = clock
        if game_id is not UNSET:
            field_dict["game_id"] = game_id
        if people_only is not UNSET:
            field_dict["people_only"] = people_only
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.seek_options import SeekOptions # noqa: PLC0415
        d = dict(src_dict)
        bot = d.pop("bot")

        created = d.pop("created")

        expires = d.pop("expires")

        game = d.pop("game")

        listed = d.pop("listed")

        options = SeekOptions.from_dict(d.pop("options"))




        players = cast(list[int], d.pop("players"))


        rated = d.pop("rated")

        seek_id = d.pop("seek_id")

        status = SeekStatus(d.pop("status"))




        bots_after = d.pop("bots_after", UNSET)

        _clock = d.pop("clock", UNSET)
        clock: Clock | Unset
        if isinstance(_clock,  Unset):
            clock = UNSET
        else:
            clock = Clock.from_dict(_clock)




        game_id = d.pop("game_id", UNSET)

        people_only = d.pop("people_only", UNSET)

        seat = d.pop("seat", UNSET)

        seek = cls(
            bot=bot,
            created=created,
            expires=expires,
            game=game,
            listed=listed,
            options=options,
            players=players,
            rated=rated,
            seek_id=seek_id,
            status=status,
            bots_after=bots_after,
            clock=clock,
            game_id=game_id,
            people_only=people_only,
            seat=seat,
        )

        return seek

