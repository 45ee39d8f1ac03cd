from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="TwinkleTwinkleBagKinds")



@_attrs_define
class TwinkleTwinkleBagKinds:
    """ 
        Attributes:
            asteroid (int):
            black_hole (int):
            comet (int):
            planet (int):
            satellite (int):
            star (int):
     """

    asteroid: int
    black_hole: int
    comet: int
    planet: int
    satellite: int
    star: int





    def to_dict(self) -> dict[str, Any]:
        asteroid = self.asteroid

        black_hole = self.black_hole

        comet = self.comet

        planet = self.planet

        satellite = self.satellite

        star = self.star


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "asteroid": asteroid,
            "black_hole": black_hole,
            "comet": comet,
            "planet": planet,
            "satellite": satellite,
            "star": star,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        asteroid = d.pop("asteroid")

        black_hole = d.pop("black_hole")

        comet = d.pop("comet")

        planet = d.pop("planet")

        satellite = d.pop("satellite")

        star = d.pop("star")

        twinkle_twinkle_bag_kinds = cls(
            asteroid=asteroid,
            black_hole=black_hole,
            comet=comet,
            planet=planet,
            satellite=satellite,
            star=star,
        )

        return twinkle_twinkle_bag_kinds

