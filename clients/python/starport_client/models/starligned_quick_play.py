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
  from ..models.starligned_options import StarlignedOptions





T = TypeVar("T", bound="StarlignedQuickPlay")



@_attrs_define
class StarlignedQuickPlay:
    """ 
        Attributes:
            bot (str | Unset): The fill bots' level, from the catalogue (default greedy)
            bots_after (float | Unset): Seconds after which your table's empty seats are filled with bots; absent: never
            clock (Clock | Unset):
            expires_in (int | Unset): Seconds before the seek ends unseated (a seek_expired event says so) Default: 600.
            listed (bool | Unset): Your table's game is shown in the lobby (and, once finished, in its players' public
                histories) unless one of its seekers sends false; seekers of either kind meet Default: True.
            options (StarlignedOptions | Unset):
            people_only (bool | Unset): Never seat a bot account with you (the house's fill bots come only with bots_after)
                Default: False.
            players (int | list[int] | Unset): How many players at the table: a number, or a range [least, most] (default:
                the title's least)
            rated (bool | Unset): Kept on the game (its created event and lobby line say rated); ratings come later Default:
                False.
     """

    bot: str | Unset = UNSET
    bots_after: float | Unset = UNSET
    clock: Clock | Unset = UNSET
    expires_in: int | Unset = 600
    listed: bool | Unset = True
    options: StarlignedOptions | Unset = UNSET
    people_only: bool | Unset = False
    players: int | list[int] | Unset = UNSET
    rated: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.starligned_options import StarlignedOptions # noqa: PLC0415
        bot = self.bot

        bots_after = self.bots_after

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        expires_in = self.expires_in

        listed = self.listed

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        people_only = self.people_only

        players: int | list[int] | Unset
        if isinstance(self.players, Unset):
            players = UNSET
        elif isinstance(self.players, list):
            players = self.players


        else:
            players = self.players

        rated = self.rated


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if bot is not UNSET:
            field_dict["bot"] = bot
        if bots_after is not UNSET:
            field_dict["bots_after"] = bots_after
        if clock is not UNSET:
            field_dict["clock"] = clock
        if expires_in is not UNSET:
            field_dict["expires_in"] = expires_in
        if listed is not UNSET:
            field_dict["listed"] = listed
        if options is not UNSET:
            field_dict["options"] = options
        if people_only is not UNSET:
            field_dict["people_only"] = people_only
        if players is not UNSET:
            field_dict["players"] = players
        if rated is not UNSET:
            field_dict["rated"] = rated

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.starligned_options import StarlignedOptions # noqa: PLC0415
        d = dict(src_dict)
        bot = d.pop("bot", UNSET)

        bots_after = d.pop("bots_after", UNSET)

        _clock = d.pop("clock", UNSET)
        clock: Clock | Unset
        if isinstance(_clock,  Unset):
            clock = UNSET
        else:
            clock = Clock.from_dict(_clock)




        expires_in = d.pop("expires_in", UNSET)

        listed = d.pop("listed", UNSET)

        _options = d.pop("options", UNSET)
        options: StarlignedOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = StarlignedOptions.from_dict(_options)




        people_only = d.pop("people_only", UNSET)

        def _parse_players(data: object) -> int | list[int] | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                players_type_1 = cast(list[int], data)

                return players_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[int] | Unset, data)

        players = _parse_players(d.pop("players", UNSET))


        rated = d.pop("rated", UNSET)

        starligned_quick_play = cls(
            bot=bot,
            bots_after=bots_after,
            clock=clock,
            expires_in=expires_in,
            listed=listed,
            options=options,
            people_only=people_only,
            players=players,
            rated=rated,
        )

        return starligned_quick_play

