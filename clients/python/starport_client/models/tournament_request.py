from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tournament_request_format import TournamentRequestFormat
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.clock import Clock
  from ..models.tournament_request_house_bots import TournamentRequestHouseBots
  from ..models.tournament_request_options import TournamentRequestOptions





T = TypeVar("T", bound="TournamentRequest")



@_attrs_define
class TournamentRequest:
    """ 
        Attributes:
            clock (Clock):
            format_ (TournamentRequestFormat): arena: continuous pairing for duration seconds; swiss: rounds rounds
            game (str): The title's slug
            bot_accounts (bool | Unset): Whether bot accounts may enter Default: True.
            duration (float | Unset): An arena's length in seconds
            house_bots (TournamentRequestHouseBots | Unset): House bots entered by level, e.g. {"greedy": 4}
            invited (list[str] | Unset): Only these players may join (and you); shown to you alone
            max_entrants (int | Unset):
            name (str | Unset):
            options (TournamentRequestOptions | Unset): The title's options (as a create takes them)
            rated (bool | Unset):  Default: False.
            rounds (int | Unset): A Swiss event's rounds
            starts (float | Unset): When it starts (Unix seconds; default: in a minute)
            table_size (int | Unset): Seats at every table (within the title's range; default: its least, two at the least)
     """

    clock: Clock
    format_: TournamentRequestFormat
    game: str
    bot_accounts: bool | Unset = True
    duration: float | Unset = UNSET
    house_bots: TournamentRequestHouseBots | Unset = UNSET
    invited: list[str] | Unset = UNSET
    max_entrants: int | Unset = UNSET
    name: str | Unset = UNSET
    options: TournamentRequestOptions | Unset = UNSET
    rated: bool | Unset = False
    rounds: int | Unset = UNSET
    starts: float | Unset = UNSET
    table_size: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.tournament_request_house_bots import TournamentRequestHouseBots # noqa: PLC0415
        from ..models.tournament_request_options import TournamentRequestOptions # noqa: PLC0415
        clock = self.clock.to_dict()

        format_ = self.format_.value

        game = self.game

        bot_accounts = self.bot_accounts

        duration = self.duration

        house_bots: dict[str, Any] | Unset = UNSET
        if not isinstance(self.house_bots, Unset):
            house_bots = self.house_bots.to_dict()

        invited: list[str] | Unset = UNSET
        if not isinstance(self.invited, Unset):
            invited = self.invited



        max_entrants = self.max_entrants

        name = self.name

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        rated = self.rated

        rounds = self.rounds

        starts = self.starts

        table_size = self.table_size


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "clock": clock,
            "format": format_,
            "game": game,
        })
        if bot_accounts is not UNSET:
            field_dict["bot_accounts"] = bot_accounts
        if duration is not UNSET:
            field_dict["duration"] = duration
        if house_bots is not UNSET:
            field_dict["house_bots"] = house_bots
        if invited is not UNSET:
            field_dict["invited"] = invited
        if max_entrants is not UNSET:
            field_dict["max_entrants"] = max_entrants
        if name is not UNSET:
            field_dict["name"] = name
        if options is not UNSET:
            field_dict["options"] = options
        if rated is not UNSET:
            field_dict["rated"] = rated
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if starts is not UNSET:
            field_dict["starts"] = starts
        if table_size is not UNSET:
            field_dict["table_size"] = table_size

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.tournament_request_house_bots import TournamentRequestHouseBots # noqa: PLC0415
        from ..models.tournament_request_options import TournamentRequestOptions # noqa: PLC0415
        d = dict(src_dict)
        clock = Clock.from_dict(d.pop("clock"))




        format_ = TournamentRequestFormat(d.pop("format"))




        game = d.pop("game")

        bot_accounts = d.pop("bot_accounts", UNSET)

        duration = d.pop("duration", UNSET)

        _house_bots = d.pop("house_bots", UNSET)
        house_bots: TournamentRequestHouseBots | Unset
        if isinstance(_house_bots,  Unset):
            house_bots = UNSET
        else:
            house_bots = TournamentRequestHouseBots.from_dict(_house_bots)




        invited = cast(list[str], d.pop("invited", UNSET))


        max_entrants = d.pop("max_entrants", UNSET)

        name = d.pop("name", UNSET)

        _options = d.pop("options", UNSET)
        options: TournamentRequestOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = TournamentRequestOptions.from_dict(_options)




        rated = d.pop("rated", UNSET)

        rounds = d.pop("rounds", UNSET)

        starts = d.pop("starts", UNSET)

        table_size = d.pop("table_size", UNSET)

        tournament_request = cls(
            clock=clock,
            format_=format_,
            game=game,
            bot_accounts=bot_accounts,
            duration=duration,
            house_bots=house_bots,
            invited=invited,
            max_entrants=max_entrants,
            name=name,
            options=options,
            rated=rated,
            rounds=rounds,
            starts=starts,
            table_size=table_size,
        )

        return tournament_request

