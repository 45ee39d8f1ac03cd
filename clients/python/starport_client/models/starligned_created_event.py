from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starligned_created_event_type import StarlignedCreatedEventType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.clock import Clock
  from ..models.starligned_options import StarlignedOptions





T = TypeVar("T", bound="StarlignedCreatedEvent")



@_attrs_define
class StarlignedCreatedEvent:
    """ The game was created (version 1); clock, on_timeout and on_leave when it has them.

        Attributes:
            actor (int | None | str): Seat, automaton name ('cosmobot'), 'timer', or null for the server (creation, claims)
            options (StarlignedOptions):
            players (int):
            seq (int): Position in the log, from 1
            type_ (StarlignedCreatedEventType):
            version (int): The game version it made
            challenge_id (str | Unset):
            chat (bool | Unset):
            clock (Clock | Unset):
            on_leave (str | Unset):
            on_timeout (str | Unset):
            one_seat_per_player (bool | Unset):
            rated (bool | Unset):
            rematch_of (str | Unset):
            tournament (str | Unset):
     """

    actor: int | None | str
    options: StarlignedOptions
    players: int
    seq: int
    type_: StarlignedCreatedEventType
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
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.starligned_options import StarlignedOptions # noqa: PLC0415
        actor: int | None | str
        actor = self.actor

        options = self.options.to_dict()

        players = self.players

        seq = self.seq

        type_ = self.type_.value

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


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "options": options,
            "players": players,
            "seq": seq,
            "type": type_,
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

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.starligned_options import StarlignedOptions # noqa: PLC0415
        d = dict(src_dict)
        def _parse_actor(data: object) -> int | None | str:
            if data is None:
                return data
            return cast(int | None | str, data)

        actor = _parse_actor(d.pop("actor"))


        options = StarlignedOptions.from_dict(d.pop("options"))




        players = d.pop("players")

        seq = d.pop("seq")

        type_ = StarlignedCreatedEventType(d.pop("type"))




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

        starligned_created_event = cls(
            actor=actor,
            options=options,
            players=players,
            seq=seq,
            type_=type_,
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
        )


        starligned_created_event.additional_properties = d
        return starligned_created_event

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
