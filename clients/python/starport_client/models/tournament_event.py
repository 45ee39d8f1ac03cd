from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tournament_event_type import TournamentEventType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.standing_line import StandingLine
  from ..models.tournament_event_results_item import TournamentEventResultsItem
  from ..models.tournament_event_tables_item import TournamentEventTablesItem





T = TypeVar("T", bound="TournamentEvent")



@_attrs_define
class TournamentEvent:
    """ 
        Attributes:
            seq (int):
            type_ (TournamentEventType):
            byes (list[str] | Unset):
            entrants (int | Unset):
            players (list[str] | Unset): paused: the entrants paused (absent twice)
            results (list[TournamentEventResultsItem] | Unset):
            round_ (int | Unset):
            tables (list[TournamentEventTablesItem] | Unset): seated: table, game_id, players (50 tables an event at most: a
                round's tables may take several); scored: table, game_id, players, places
            top (list[StandingLine] | Unset): standings: the top ten
            why (str | Unset): finished: over, or too_few_entrants
     """

    seq: int
    type_: TournamentEventType
    byes: list[str] | Unset = UNSET
    entrants: int | Unset = UNSET
    players: list[str] | Unset = UNSET
    results: list[TournamentEventResultsItem] | Unset = UNSET
    round_: int | Unset = UNSET
    tables: list[TournamentEventTablesItem] | Unset = UNSET
    top: list[StandingLine] | Unset = UNSET
    why: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.standing_line import StandingLine # noqa: PLC0415
        from ..models.tournament_event_results_item import TournamentEventResultsItem # noqa: PLC0415
        from ..models.tournament_event_tables_item import TournamentEventTablesItem # noqa: PLC0415
        seq = self.seq

        type_ = self.type_.value

        byes: list[str] | Unset = UNSET
        if not isinstance(self.byes, Unset):
            byes = self.byes



        entrants = self.entrants

        players: list[str] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players



        results: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.results, Unset):
            results = []
            for results_item_data in self.results:
                results_item = results_item_data.to_dict()
                results.append(results_item)



        round_ = self.round_

        tables: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.tables, Unset):
            tables = []
            for tables_item_data in self.tables:
                tables_item = tables_item_data.to_dict()
                tables.append(tables_item)



        top: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.top, Unset):
            top = []
            for top_item_data in self.top:
                top_item = top_item_data.to_dict()
                top.append(top_item)



        why = self.why


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "type": type_,
        })
        if byes is not UNSET:
            field_dict["byes"] = byes
        if entrants is not UNSET:
            field_dict["entrants"] = entrants
        if players is not UNSET:
            field_dict["players"] = players
        if results is not UNSET:
            field_dict["results"] = results
        if round_ is not UNSET:
            field_dict["round"] = round_
        if tables is not UNSET:
            field_dict["tables"] = tables
        if top is not UNSET:
            field_dict["top"] = top
        if why is not UNSET:
            field_dict["why"] = why

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.standing_line import StandingLine # noqa: PLC0415
        from ..models.tournament_event_results_item import TournamentEventResultsItem # noqa: PLC0415
        from ..models.tournament_event_tables_item import TournamentEventTablesItem # noqa: PLC0415
        d = dict(src_dict)
        seq = d.pop("seq")

        type_ = TournamentEventType(d.pop("type"))




        byes = cast(list[str], d.pop("byes", UNSET))


        entrants = d.pop("entrants", UNSET)

        players = cast(list[str], d.pop("players", UNSET))


        _results = d.pop("results", UNSET)
        results: list[TournamentEventResultsItem] | Unset = UNSET
        if _results is not UNSET:
            results = []
            for results_item_data in _results:
                results_item = TournamentEventResultsItem.from_dict(results_item_data)



                results.append(results_item)


        round_ = d.pop("round", UNSET)

        _tables = d.pop("tables", UNSET)
        tables: list[TournamentEventTablesItem] | Unset = UNSET
        if _tables is not UNSET:
            tables = []
            for tables_item_data in _tables:
                tables_item = TournamentEventTablesItem.from_dict(tables_item_data)



                tables.append(tables_item)


        _top = d.pop("top", UNSET)
        top: list[StandingLine] | Unset = UNSET
        if _top is not UNSET:
            top = []
            for top_item_data in _top:
                top_item = StandingLine.from_dict(top_item_data)



                top.append(top_item)


        why = d.pop("why", UNSET)

        tournament_event = cls(
            seq=seq,
            type_=type_,
            byes=byes,
            entrants=entrants,
            players=players,
            results=results,
            round_=round_,
            tables=tables,
            top=top,
            why=why,
        )


        tournament_event.additional_properties = d
        return tournament_event

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
