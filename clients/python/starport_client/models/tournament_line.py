from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TournamentLine")



@_attrs_define
class TournamentLine:
    """ 
        Attributes:
            format_ (str):
            game (str):
            id (str):
            invite_only (bool):
            name (str):
            round_ (int):
            starts (float):
            status (str):
            table_size (int):
            ends (float | None | Unset):
            rounds (int | None | Unset):
     """

    format_: str
    game: str
    id: str
    invite_only: bool
    name: str
    round_: int
    starts: float
    status: str
    table_size: int
    ends: float | None | Unset = UNSET
    rounds: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        format_ = self.format_

        game = self.game

        id = self.id

        invite_only = self.invite_only

        name = self.name

        round_ = self.round_

        starts = self.starts

        status = self.status

        table_size = self.table_size

        ends: float | None | Unset
        if isinstance(self.ends, Unset):
            ends = UNSET
        else:
            ends = self.ends

        rounds: int | None | Unset
        if isinstance(self.rounds, Unset):
            rounds = UNSET
        else:
            rounds = self.rounds


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "format": format_,
            "game": game,
            "id": id,
            "invite_only": invite_only,
            "name": name,
            "round": round_,
            "starts": starts,
            "status": status,
            "table_size": table_size,
        })
        if ends is not UNSET:
            field_dict["ends"] = ends
        if rounds is not UNSET:
            field_dict["rounds"] = rounds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        format_ = d.pop("format")

        game = d.pop("game")

        id = d.pop("id")

        invite_only = d.pop("invite_only")

        name = d.pop("name")

        round_ = d.pop("round")

        starts = d.pop("starts")

        status = d.pop("status")

        table_size = d.pop("table_size")

        def _parse_ends(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        ends = _parse_ends(d.pop("ends", UNSET))


        def _parse_rounds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rounds = _parse_rounds(d.pop("rounds", UNSET))


        tournament_line = cls(
            format_=format_,
            game=game,
            id=id,
            invite_only=invite_only,
            name=name,
            round_=round_,
            starts=starts,
            status=status,
            table_size=table_size,
            ends=ends,
            rounds=rounds,
        )

        return tournament_line

