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
  from ..models.standing_line import StandingLine
  from ..models.tournament_house_bots import TournamentHouseBots
  from ..models.tournament_options import TournamentOptions
  from ..models.you import You





T = TypeVar("T", bound="Tournament")



@_attrs_define
class Tournament:
    """ 
        Attributes:
            bot_accounts (bool):
            clock (Clock):
            created (float):
            entrants (int):
            entry (str): anyone, or invited
            format_ (str):
            game (str):
            house_bots (TournamentHouseBots):
            id (str):
            invite_only (bool):
            max_entrants (int):
            name (str):
            now (float): The server's time (for a countdown)
            options (TournamentOptions):
            rated (bool):
            round_ (int): Swiss: the round under way; arena: seatings so far
            standings (list[StandingLine]): The top ten
            starts (float):
            status (str): upcoming, running or finished
            table_size (int):
            tables (int):
            title (str):
            duration (float | Unset):
            ended (float | None | Unset):
            ends (float | Unset): An arena's end
            invited (list[str] | Unset): The invitation list: its creator only
            rounds (int | Unset):
            started (float | None | Unset):
            why_ended (None | str | Unset): over, or too_few_entrants
            you (You | Unset):
     """

    bot_accounts: bool
    clock: Clock
    created: float
    entrants: int
    entry: str
    format_: str
    game: str
    house_bots: TournamentHouseBots
    id: str
    invite_only: bool
    max_entrants: int
    name: str
    now: float
    options: TournamentOptions
    rated: bool
    round_: int
    standings: list[StandingLine]
    starts: float
    status: str
    table_size: int
    tables: int
    title: str
    duration: float | Unset = UNSET
    ended: float | None | Unset = UNSET
    ends: float | Unset = UNSET
    invited: list[str] | Unset = UNSET
    rounds: int | Unset = UNSET
    started: float | None | Unset = UNSET
    why_ended: None | str | Unset = UNSET
    you: You | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.standing_line import StandingLine # noqa: PLC0415
        from ..models.tournament_house_bots import TournamentHouseBots # noqa: PLC0415
        from ..models.tournament_options import TournamentOptions # noqa: PLC0415
        from ..models.you import You # noqa: PLC0415
        bot_accounts = self.bot_accounts

        clock = self.clock.to_dict()

        created = self.created

        entrants = self.entrants

        entry = self.entry

        format_ = self.format_

        game = self.game

        house_bots = self.house_bots.to_dict()

        id = self.id

        invite_only = self.invite_only

        max_entrants = self.max_entrants

        name = self.name

        now = self.now

        options = self.options.to_dict()

        rated = self.rated

        round_ = self.round_

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)



        starts = self.starts

        status = self.status

        table_size = self.table_size

        tables = self.tables

        title = self.title

        duration = self.duration

        ended: float | None | Unset
        if isinstance(self.ended, Unset):
            ended = UNSET
        else:
            ended = self.ended

        ends = self.ends

        invited: list[str] | Unset = UNSET
        if not isinstance(self.invited, Unset):
            invited = self.invited



        rounds = self.rounds

        started: float | None | Unset
        if isinstance(self.started, Unset):
            started = UNSET
        else:
            started = self.started

        why_ended: None | str | Unset
        if isinstance(self.why_ended, Unset):
            why_ended = UNSET
        else:
            why_ended = self.why_ended

        you: dict[str, Any] | Unset = UNSET
        if not isinstance(self.you, Unset):
            you = self.you.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bot_accounts": bot_accounts,
            "clock": clock,
            "created": created,
            "entrants": entrants,
            "entry": entry,
            "format": format_,
            "game": game,
            "house_bots": house_bots,
            "id": id,
            "invite_only": invite_only,
            "max_entrants": max_entrants,
            "name": name,
            "now": now,
            "options": options,
            "rated": rated,
            "round": round_,
            "standings": standings,
            "starts": starts,
            "status": status,
            "table_size": table_size,
            "tables": tables,
            "title": title,
        })
        if duration is not UNSET:
            field_dict["duration"] = duration
        if ended is not UNSET:
            field_dict["ended"] = ended
        if ends is not UNSET:
            field_dict["ends"] = ends
        if invited is not UNSET:
            field_dict["invited"] = invited
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if started is not UNSET:
            field_dict["started"] = started
        if why_ended is not UNSET:
            field_dict["why_ended"] = why_ended
        if you is not UNSET:
            field_dict["you"] = you

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.standing_line import StandingLine # noqa: PLC0415
        from ..models.tournament_house_bots import TournamentHouseBots # noqa: PLC0415
        from ..models.tournament_options import TournamentOptions # noqa: PLC0415
        from ..models.you import You # noqa: PLC0415
        d = dict(src_dict)
        bot_accounts = d.pop("bot_accounts")

        clock = Clock.from_dict(d.pop("clock"))




        created = d.pop("created")

        entrants = d.pop("entrants")

        entry = d.pop("entry")

        format_ = d.pop("format")

        game = d.pop("game")

        house_bots = TournamentHouseBots.from_dict(d.pop("house_bots"))




        id = d.pop("id")

        invite_only = d.pop("invite_only")

        max_entrants = d.pop("max_entrants")

        name = d.pop("name")

        now = d.pop("now")

        options = TournamentOptions.from_dict(d.pop("options"))




        rated = d.pop("rated")

        round_ = d.pop("round")

        standings = []
        _standings = d.pop("standings")
        for standings_item_data in (_standings):
            standings_item = StandingLine.from_dict(standings_item_data)



            standings.append(standings_item)


        starts = d.pop("starts")

        status = d.pop("status")

        table_size = d.pop("table_size")

        tables = d.pop("tables")

        title = d.pop("title")

        duration = d.pop("duration", UNSET)

        def _parse_ended(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        ended = _parse_ended(d.pop("ended", UNSET))


        ends = d.pop("ends", UNSET)

        invited = cast(list[str], d.pop("invited", UNSET))


        rounds = d.pop("rounds", UNSET)

        def _parse_started(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        started = _parse_started(d.pop("started", UNSET))


        def _parse_why_ended(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        why_ended = _parse_why_ended(d.pop("why_ended", UNSET))


        _you = d.pop("you", UNSET)
        you: You | Unset
        if isinstance(_you,  Unset):
            you = UNSET
        else:
            you = You.from_dict(_you)




        tournament = cls(
            bot_accounts=bot_accounts,
            clock=clock,
            created=created,
            entrants=entrants,
            entry=entry,
            format_=format_,
            game=game,
            house_bots=house_bots,
            id=id,
            invite_only=invite_only,
            max_entrants=max_entrants,
            name=name,
            now=now,
            options=options,
            rated=rated,
            round_=round_,
            standings=standings,
            starts=starts,
            status=status,
            table_size=table_size,
            tables=tables,
            title=title,
            duration=duration,
            ended=ended,
            ends=ends,
            invited=invited,
            rounds=rounds,
            started=started,
            why_ended=why_ended,
            you=you,
        )

        return tournament

