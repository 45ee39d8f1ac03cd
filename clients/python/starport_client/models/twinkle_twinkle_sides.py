from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.twinkle_twinkle_sides_asteroids import TwinkleTwinkleSidesAsteroids
from ..models.twinkle_twinkle_sides_black_holes import TwinkleTwinkleSidesBlackHoles
from ..models.twinkle_twinkle_sides_comets import TwinkleTwinkleSidesComets
from ..models.twinkle_twinkle_sides_planets import TwinkleTwinkleSidesPlanets
from ..models.twinkle_twinkle_sides_satellites import TwinkleTwinkleSidesSatellites






T = TypeVar("T", bound="TwinkleTwinkleSides")



@_attrs_define
class TwinkleTwinkleSides:
    """ 
        Attributes:
            asteroids (TwinkleTwinkleSidesAsteroids):
            black_holes (TwinkleTwinkleSidesBlackHoles):
            comets (TwinkleTwinkleSidesComets):
            planets (TwinkleTwinkleSidesPlanets):
            satellites (TwinkleTwinkleSidesSatellites):
     """

    asteroids: TwinkleTwinkleSidesAsteroids
    black_holes: TwinkleTwinkleSidesBlackHoles
    comets: TwinkleTwinkleSidesComets
    planets: TwinkleTwinkleSidesPlanets
    satellites: TwinkleTwinkleSidesSatellites





    def to_dict(self) -> dict[str, Any]:
        asteroids = self.asteroids.value

        black_holes = self.black_holes.value

        comets = self.comets.value

        planets = self.planets.value

        satellites = self.satellites.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "asteroids": asteroids,
            "black_holes": black_holes,
            "comets": comets,
            "planets": planets,
            "satellites": satellites,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        asteroids = TwinkleTwinkleSidesAsteroids(d.pop("asteroids"))




        black_holes = TwinkleTwinkleSidesBlackHoles(d.pop("black_holes"))




        comets = TwinkleTwinkleSidesComets(d.pop("comets"))




        planets = TwinkleTwinkleSidesPlanets(d.pop("planets"))




        satellites = TwinkleTwinkleSidesSatellites(d.pop("satellites"))




        twinkle_twinkle_sides = cls(
            asteroids=asteroids,
            black_holes=black_holes,
            comets=comets,
            planets=planets,
            satellites=satellites,
        )

        return twinkle_twinkle_sides

