from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.clock import Clock
  from ..models.lobby_game_options import LobbyGameOptions
  from ..models.lobby_seat import LobbySeat





T = TypeVar("T", bound="LobbyGame")



@_attrs_define
class LobbyGame:
    """ 
        Attributes:
            created (float):
            game (str):
            game_id (str):
            open_seats (list[int]):
            options (LobbyGameOptions): The game's options
            seats (list[LobbySeat]):
            status (str):
            title (str):
            updated (float):
            version (int):
            challenge_id (str | Unset): The challenge whose acceptance made it
            chat (bool | Unset): false: the game was created with chat off
            clock (Clock | Unset):
            on_leave (str | Unset):
            on_timeout (str | Unset):
            one_seat_per_player (bool | Unset): Open seats only for player keys, one each
            rated (bool | Unset): Rated play: the end moves its seats' ratings
            rematch_of (str | Unset): The finished game this one is the rematch of
            tournament (str | Unset): The tournament that seated it
            you (int | None | Unset): Your seat (in your own games' list)
     """

    created: float
    game: str
    game_id: str
    open_seats: list[int]
    options: LobbyGameOptions
    seats: list[LobbySeat]
    status: str
    title: str
    updated: float
    version: int
    challenge_id: str | Unset = UNSET
    chat: bool | Unset = UNSET
    clock: Clock | Unset = UNSET
    on_leave: str | Unset = UNSET
    on_timeout: str | Unset = UNSET
    one_seat_per_player: bool | Unset = UNSET
    rated: bool | Unset = UNSET
    rematch_of: str | Unset = UNSET
    tournament: str | Unset = UNSET
    you: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.lobby_game_options import LobbyGameOptions # noqa: PLC0415
        from ..models.lobby_seat import LobbySeat # noqa: PLC0415
        created = self.created

        game = self.game

        game_id = self.game_id

        open_seats = self.open_seats



        options = self.options.to_dict()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        status = self.status

        title = self.title

        updated = self.updated

        version = self.version

        challenge_id = self.challenge_id

        chat = self.chat

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        on_leave = self.on_leave

        on_timeout = self.on_timeout

        one_seat_per_player = self.one_seat_per_player

        rated = self.rated

        rematch_of = self.rematch_of

        tournament = self.tournament

        you: int | None | Unset
        if isinstance(self.you, Unset):
            you = UNSET
        else:
            you = self.you


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "created": created,
            "game": game,
            "game_id": game_id,
            "open_seats": open_seats,
            "options": options,
            "seats": seats,
            "status": status,
            "title": title,
            "updated": updated,
            "version": version,
        })
        if challenge_id is not UNSET:
            field_dict["challenge_id"] = challenge_id
        if chat is not UNSET:
            field_dict["chat"] = chat
        if clock is not UNSET:
            field_dict["clock"] = clock
        if on_leave is not UNSET:
            field_dict["on_leave"] = on_leave
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout
        if one_seat_per_player is not UNSET:
            field_dict["one_seat_per_player"] = one_seat_per_player
        if rated is not UNSET:
            field_dict["rated"] = rated
        if rematch_of is not UNSET:
            field_dict["rematch_of"] = rematch_of
        if tournament is not UNSET:
            field_dict["tournament"] = tournament
        if you is not UNSET:
            field_dict["you"] = you

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.lobby_game_options import LobbyGameOptions # noqa: PLC0415
        from ..models.lobby_seat import LobbySeat # noqa: PLC0415
        d = dict(src_dict)
        created = d.pop("created")

        game = d.pop("game")

        game_id = d.pop("game_id")

        open_seats = cast(list[int], d.pop("open_seats"))


        options = LobbyGameOptions.from_dict(d.pop("options"))




        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = LobbySeat.from_dict(seats_item_data)



            seats.append(seats_item)


        status = d.pop("status")

        title = d.pop("title")

        updated = d.pop("updated")

        version = d.pop("version")

        challenge_id = d.pop("challenge_id", UNSET)

        chat = d.pop("chat", UNSET)

        _clock = d.pop("clock", UNSET)
        clock: Clock | Unset
        if isinstance(_clock,  Unset):
            clock = UNSET
        else:
            clock = Clock.from_dict(_clock)




        on_leave = d.pop("on_leave", UNSET)

        on_timeout = d.pop("on_timeout", UNSET)

        one_seat_per_player = d.pop("one_seat_per_player", UNSET)

        rated = d.pop("rated", UNSET)

        rematch_of = d.pop("rematch_of", UNSET)

        tournament = d.pop("tournament", UNSET)

        def _parse_you(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        you = _parse_you(d.pop("you", UNSET))


        lobby_game = cls(
            created=created,
            game=game,
            game_id=game_id,
            open_seats=open_seats,
            options=options,
            seats=seats,
            status=status,
            title=title,
            updated=updated,
            version=version,
            challenge_id=challenge_id,
            chat=chat,
            clock=clock,
            on_leave=on_leave,
            on_timeout=on_timeout,
            one_seat_per_player=one_seat_per_player,
            rated=rated,
            rematch_of=rematch_of,
            tournament=tournament,
            you=you,
        )

        return lobby_game

