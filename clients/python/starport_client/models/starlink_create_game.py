from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starlink_create_game_on_leave import StarlinkCreateGameOnLeave
from ..models.starlink_create_game_on_timeout import StarlinkCreateGameOnTimeout
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.clock import Clock
  from ..models.seat_request import SeatRequest
  from ..models.starlink_options import StarlinkOptions





T = TypeVar("T", bound="StarlinkCreateGame")



@_attrs_define
class StarlinkCreateGame:
    """ 
        Attributes:
            seats (list[SeatRequest]):
            chat (bool | Unset): The game's chat rooms (players', spectators'): false keeps them shut for the whole game
                (chat_off) Default: True.
            clock (Clock | Unset):
            listed (bool | Unset): Shown in the lobby (GET /v1/{game}/games) and, once finished, in its players' public
                histories. Default: true; false keeps it out of both (its link still works)
            on_leave (StarlinkCreateGameOnLeave | Unset): When a seat leaves a started game: bot (the stand-in takes it
                over) or reopen (open for a claim; the game waits for it) Default: StarlinkCreateGameOnLeave.BOT.
            on_timeout (StarlinkCreateGameOnTimeout | Unset): When a clock runs out: bot (the stand-in makes this one move)
                or takeover (the stand-in plays the seat from then on) Default: StarlinkCreateGameOnTimeout.BOT.
            one_seat_per_player (bool | Unset): Open seats are claimed only with a player key, one seat per player
                (player_key_required otherwise), and the creator gets at most one seat token Default: False.
            options (StarlinkOptions | Unset):
            rated (bool | Unset): Rated play: each seat open (claimed with a player key, one each) or a house bot; the final
                ranking moves every seat's rating once the game ends. Without a clock, a rated game gets one of a day a turn
                (per_turn 86400, bank 0) Default: False.
            seed (int | Unset): For replays and tests; the game is then marked seeded. Refused (seed_with_open_seats) for a
                game with an open seat or on_leave reopen: its creator would know every stranger's deal
            stand_in (str | Unset): The bot level playing for a seat that timed out or left (default greedy)
     """

    seats: list[SeatRequest]
    chat: bool | Unset = True
    clock: Clock | Unset = UNSET
    listed: bool | Unset = UNSET
    on_leave: StarlinkCreateGameOnLeave | Unset = StarlinkCreateGameOnLeave.BOT
    on_timeout: StarlinkCreateGameOnTimeout | Unset = StarlinkCreateGameOnTimeout.BOT
    one_seat_per_player: bool | Unset = False
    options: StarlinkOptions | Unset = UNSET
    rated: bool | Unset = False
    seed: int | Unset = UNSET
    stand_in: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.seat_request import SeatRequest # noqa: PLC0415
        from ..models.starlink_options import StarlinkOptions # noqa: PLC0415
        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        chat = self.chat

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        listed = self.listed

        on_leave: str | Unset = UNSET
        if not isinstance(self.on_leave, Unset):
            on_leave = self.on_leave.value


        on_timeout: str | Unset = UNSET
        if not isinstance(self.on_timeout, Unset):
            on_timeout = self.on_timeout.value


        one_seat_per_player = self.one_seat_per_player

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        rated = self.rated

        seed = self.seed

        stand_in = self.stand_in


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seats": seats,
        })
        if chat is not UNSET:
            field_dict["chat"] = chat
        if clock is not UNSET:
            field_dict["clock"] = clock
        if listed is not UNSET:
            field_dict["listed"] = listed
        if on_leave is not UNSET:
            field_dict["on_leave"] = on_leave
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout
        if one_seat_per_player is not UNSET:
            field_dict["one_seat_per_player"] = one_seat_per_player
        if options is not UNSET:
            field_dict["options"] = options
        if rated is not UNSET:
            field_dict["rated"] = rated
        if seed is not UNSET:
            field_dict["seed"] = seed
        if stand_in is not UNSET:
            field_dict["stand_in"] = stand_in

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.seat_request import SeatRequest # noqa: PLC0415
        from ..models.starlink_options import StarlinkOptions # noqa: PLC0415
        d = dict(src_dict)
        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatRequest.from_dict(seats_item_data)



            seats.append(seats_item)


        chat = d.pop("chat", UNSET)

        _clock = d.pop("clock", UNSET)
        clock: Clock | Unset
        if isinstance(_clock,  Unset):
            clock = UNSET
        else:
            clock = Clock.from_dict(_clock)




        listed = d.pop("listed", UNSET)

        _on_leave = d.pop("on_leave", UNSET)
        on_leave: StarlinkCreateGameOnLeave | Unset
        if isinstance(_on_leave,  Unset):
            on_leave = UNSET
        else:
            on_leave = StarlinkCreateGameOnLeave(_on_leave)




        _on_timeout = d.pop("on_timeout", UNSET)
        on_timeout: StarlinkCreateGameOnTimeout | Unset
        if isinstance(_on_timeout,  Unset):
            on_timeout = UNSET
        else:
            on_timeout = StarlinkCreateGameOnTimeout(_on_timeout)




        one_seat_per_player = d.pop("one_seat_per_player", UNSET)

        _options = d.pop("options", UNSET)
        options: StarlinkOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = StarlinkOptions.from_dict(_options)




        rated = d.pop("rated", UNSET)

        seed = d.pop("seed", UNSET)

        stand_in = d.pop("stand_in", UNSET)

        starlink_create_game = cls(
            seats=seats,
            chat=chat,
            clock=clock,
            listed=listed,
            on_leave=on_leave,
            on_timeout=on_timeout,
            one_seat_per_player=one_seat_per_player,
            options=options,
            rated=rated,
            seed=seed,
            stand_in=stand_in,
        )

        return starlink_create_game

