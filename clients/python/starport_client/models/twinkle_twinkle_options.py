from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.twinkle_twinkle_options_asteroids import TwinkleTwinkleOptionsAsteroids
from ..models.twinkle_twinkle_options_black_holes import TwinkleTwinkleOptionsBlackHoles
from ..models.twinkle_twinkle_options_comets import TwinkleTwinkleOptionsComets
from ..models.twinkle_twinkle_options_planets import TwinkleTwinkleOptionsPlanets
from ..models.twinkle_twinkle_options_satellites import TwinkleTwinkleOptionsSatellites
from ..types import UNSET, Unset






T = TypeVar("T", bound="TwinkleTwinkleOptions")



@_attrs_define
class TwinkleTwinkleOptions:
    """ 
        Attributes:
            asteroids (TwinkleTwinkleOptionsAsteroids | Unset): Which side of the asteroids reference is used: standard
                (green) or advanced (blue). Default: TwinkleTwinkleOptionsAsteroids.STANDARD.
            black_holes (TwinkleTwinkleOptionsBlackHoles | Unset): Which side of the black holes reference is used: standard
                (green) or advanced (blue). Default: TwinkleTwinkleOptionsBlackHoles.STANDARD.
            comets (TwinkleTwinkleOptionsComets | Unset): Which side of the comets reference is used: standard (green) or
                advanced (blue). Default: TwinkleTwinkleOptionsComets.STANDARD.
            planets (TwinkleTwinkleOptionsPlanets | Unset): Which side of the planets reference is used: standard (green) or
                advanced (blue). Default: TwinkleTwinkleOptionsPlanets.STANDARD.
            satellites (TwinkleTwinkleOptionsSatellites | Unset): Which side of the satellites reference is used: standard
                (green) or advanced (blue). Default: TwinkleTwinkleOptionsSatellites.STANDARD.
     """

    asteroids: TwinkleTwinkleOptionsAsteroids | Unset = TwinkleTwinkleOptionsAsteroids.STANDARD
    black_holes: TwinkleTwinkleOptionsBlackHoles | Unset = TwinkleTwinkleOptionsBlackHoles.STANDARD
    comets: TwinkleTwinkleOptionsComets | Unset = TwinkleTwinkleOptionsComets.STANDARD
    planets: TwinkleTwinkleOptionsPlanets | Unset = TwinkleTwinkleOptionsPlanets.STANDARD
    satellites: TwinkleTwinkleOptionsSatellites | Unset = TwinkleTwinkleOptionsSatellites.STANDARD





    def to_dict(self) -> dict[str, Any]:
        asteroids: str | Unset = UNSET
        if not isinstance(self.asteroids, Unset):
            asteroids = self.asteroids.value


        black_holes: str | Unset = UNSET
        if not isinstance(self.black_holes, Unset):
            black_holes = self.black_holes.value


        comets: str | Unset = UNSET
        if not isinstance(self.comets, Unset):
            comets = self.comets.value


        planets: str | Unset = UNSET
        if not isinstance(self.planets, Unset):
            planets = self.planets.value


        satellites: str | Unset = UNSET
        if not isinstance(self.satellites, Unset):
            satellites = self.satellites.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if asteroids is not UNSET:
            field_dict["asteroids"] = asteroids
        if black_holes is not UNSET:
            field_dict["black_holes"] = black_holes
        if comets is not UNSET:
            field_dict["comets"] = comets
        if planets is not UNSET:
            field_dict["planets"] = planets
        if satellites is not UNSET:
            field_dict["satellites"] = satellites

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _asteroids = d.pop("asteroids", UNSET)
        asteroids: TwinkleTwinkleOptionsAsteroids | Unset
        if isinstance(_asteroids,  Unset):
            asteroids = UNSET
        else:
            asteroids = TwinkleTwinkleOptionsAsteroids(_asteroids)




        _black_holes = d.pop("black_holes", UNSET)
        black_holes: TwinkleTwinkleOptionsBlackHoles | Unset
        if isinstance(_black_holes,  Unset):
            black_holes = UNSET
        else:
            black_holes = TwinkleTwinkleOptionsBlackHoles(_black_holes)




        _comets = d.pop("comets", UNSET)
        comets: TwinkleTwinkleOptionsComets | Unset
        if isinstance(_comets,  Unset):
            comets = UNSET
        else:
            comets = TwinkleTwinkleOptionsComets(_comets)




        _planets = d.pop("planets", UNSET)
        planets: TwinkleTwinkleOptionsPlanets | Unset
        if isinstance(_planets,  Unset):
            planets = UNSET
        else:
            planets = TwinkleTwinkleOptionsPlanets(_planets)




        _satellites = d.pop("satellites", UNSET)
        satellites: TwinkleTwinkleOptionsSatellites | Unset
        if isinstance(_satellites,  Unset):
            satellites = UNSET
        else:
            satellites = TwinkleTwinkleOptionsSatellites(_satellites)




        twinkle_twinkle_options = cls(
            asteroids=asteroids,
            black_holes=black_holes,
            comets=comets,
            planets=planets,
            satellites=satellites,
        )

        return twinkle_twinkle_options

