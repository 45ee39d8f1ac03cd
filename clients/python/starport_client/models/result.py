from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Result")



@_attrs_define
class Result:
    """ 
        Attributes:
            round_ (int):
            absent (list[int] | Unset): The seats left, taken over or idled into the abort (two games in a row pause an
                entrant)
            bye (str | Unset): A bye: the player
            ended (float | None | Unset):
            game_id (str | Unset):
            name (str | Unset):
            names (list[str] | Unset):
            places (list[int] | Unset): By seat: 1 first, ties shared, a leaver last
            players (list[str] | Unset): By seat
            points (int | Unset): A bye's points
            table (str | Unset): A played table (absent for a bye)
     """

    round_: int
    absent: list[int] | Unset = UNSET
    bye: str | Unset = UNSET
    ended: float | None | Unset = UNSET
    game_id: str | Unset = UNSET
    name: str | Unset = UNSET
    names: list[str] | Unset = UNSET
    places: list[int] | Unset = UNSET
    players: list[str] | Unset = UNSET
    points: int | Unset = UNSET
    table: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        absent: list[int] | Unset = UNSET
        if not isinstance(self.absent, Unset):
            absent = self.absent



        bye = self.bye

        ended: float | None | Unset
        if isinstance(self.ended, Unset):
            ended = UNSET
        else:
            ended = self.ended

        game_id = self.game_id

        name = self.name

        names: list[str] | Unset = UNSET
        if not isinstance(self.names, Unset):
            names = self.names



        places: list[int] | Unset = UNSET
        if not isinstance(self.places, Unset):
            places = self.places



        players: list[str] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players



        points = self.points

        table = self.table


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "round": round_,
        })
        if absent is not UNSET:
            field_dict["absent"] = absent
        if bye is not UNSET:
            field_dict["bye"] = bye
        if ended is not UNSET:
            field_dict["ended"] = ended
        if game_id is not UNSET:
            field_dict["game_id"] = game_id
        if name is not UNSET:
            field_dict["name"] = name
        if names is not UNSET:
            field_dict["names"] = names
        if places is not UNSET:
            field_dict["places"] = places
        if players is not UNSET:
            field_dict["players"] = players
        if points is not UNSET:
            field_dict["points"] = points
        if table is not UNSET:
            field_dict["table"] = table

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        absent = cast(list[int], d.pop("absent", UNSET))


        bye = d.pop("bye", UNSET)

        def _parse_ended(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        ended = _parse_ended(d.pop("ended", UNSET))


        game_id = d.pop("game_id", UNSET)

        name = d.pop("name", UNSET)

        names = cast(list[str], d.pop("names", UNSET))


        places = cast(list[int], d.pop("places", UNSET))


        players = cast(list[str], d.pop("players", UNSET))


        points = d.pop("points", UNSET)

        table = d.pop("table", UNSET)

        result = cls(
            round_=round_,
            absent=absent,
            bye=bye,
            ended=ended,
            game_id=game_id,
            name=name,
            names=names,
            places=places,
            players=players,
            points=points,
            table=table,
        )


        result.additional_properties = d
        return result

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
