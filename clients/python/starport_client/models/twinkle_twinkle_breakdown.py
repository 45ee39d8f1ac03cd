from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.twinkle_twinkle_breakdown_rank import TwinkleTwinkleBreakdownRank
from ..types import UNSET, Unset






T = TypeVar("T", bound="TwinkleTwinkleBreakdown")



@_attrs_define
class TwinkleTwinkleBreakdown:
    """ 
        Attributes:
            asteroids (int):
            black_holes (int):
            comets (int):
            constellations (int):
            largest (int):
            novas (int):
            planets (int):
            satellites (int):
            second_largest (int):
            rank (TwinkleTwinkleBreakdownRank | Unset): Solo only: the rulebook's rank for the total.
     """

    asteroids: int
    black_holes: int
    comets: int
    constellations: int
    largest: int
    novas: int
    planets: int
    satellites: int
    second_largest: int
    rank: TwinkleTwinkleBreakdownRank | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        asteroids = self.asteroids

        black_holes = self.black_holes

        comets = self.comets

        constellations = self.constellations

        largest = self.largest

        novas = self.novas

        planets = self.planets

        satellites = self.satellites

        second_largest = self.second_largest

        rank: str | Unset = UNSET
        if not isinstance(self.rank, Unset):
            rank = self.rank.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "asteroids": asteroids,
            "black_holes": black_holes,
            "comets": comets,
            "constellations": constellations,
            "largest": largest,
            "novas": novas,
            "planets": planets,
            "satellites": satellites,
            "second_largest": second_largest,
        })
        if rank is not UNSET:
            field_dict["rank"] = rank

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        asteroids = d.pop("asteroids")

        black_holes = d.pop("black_holes")

        comets = d.pop("comets")

        constellations = d.pop("constellations")

        largest = d.pop("largest")

        novas = d.pop("novas")

        planets = d.pop("planets")

        satellites = d.pop("satellites")

        second_largest = d.pop("second_largest")

        _rank = d.pop("rank", UNSET)
        rank: TwinkleTwinkleBreakdownRank | Unset
        if isinstance(_rank,  Unset):
            rank = UNSET
        else:
            rank = TwinkleTwinkleBreakdownRank(_rank)




        twinkle_twinkle_breakdown = cls(
            asteroids=asteroids,
            black_holes=black_holes,
            comets=comets,
            constellations=constellations,
            largest=largest,
            novas=novas,
            planets=planets,
            satellites=satellites,
            second_largest=second_largest,
            rank=rank,
        )

        return twinkle_twinkle_breakdown

