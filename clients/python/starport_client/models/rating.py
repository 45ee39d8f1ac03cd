from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Rating")



@_attrs_define
class Rating:
    """ 
        Attributes:
            games (int): Rated games of this title
            mu (float): The skill estimate μ (a newcomer: 25)
            ordinal (float): The displayed rating, μ − 3σ: what the leaderboard orders by (a newcomer: 0)
            provisional (bool): σ is still above 6: off the leaderboard until it falls
            sigma (float): Its uncertainty σ (a newcomer: 8.33)
     """

    games: int
    mu: float
    ordinal: float
    provisional: bool
    sigma: float





    def to_dict(self) -> dict[str, Any]:
        games = self.games

        mu = self.mu

        ordinal = self.ordinal

        provisional = self.provisional

        sigma = self.sigma


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "games": games,
            "mu": mu,
            "ordinal": ordinal,
            "provisional": provisional,
            "sigma": sigma,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        games = d.pop("games")

        mu = d.pop("mu")

        ordinal = d.pop("ordinal")

        provisional = d.pop("provisional")

        sigma = d.pop("sigma")

        rating = cls(
            games=games,
            mu=mu,
            ordinal=ordinal,
            provisional=provisional,
            sigma=sigma,
        )

        return rating

