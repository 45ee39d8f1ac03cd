from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.rating_change import RatingChange





T = TypeVar("T", bound="TitleRating")



@_attrs_define
class TitleRating:
    """ 
        Attributes:
            games (int): Rated games of this title
            mu (float): The skill estimate μ (a newcomer: 25)
            ordinal (float): The displayed rating, μ − 3σ: what the leaderboard orders by (a newcomer: 0)
            provisional (bool): σ is still above 6: off the leaderboard until it falls
            recent (list[RatingChange]): The last changes, newest first (10 at most)
            sigma (float): Its uncertainty σ (a newcomer: 8.33)
     """

    games: int
    mu: float
    ordinal: float
    provisional: bool
    recent: list[RatingChange]
    sigma: float





    def to_dict(self) -> dict[str, Any]:
        from ..models.rating_change import RatingChange # noqa: PLC0415
        games = self.games

        mu = self.mu

        ordinal = self.ordinal

        provisional = self.provisional

        recent = []
        for recent_item_data in self.recent:
            recent_item = recent_item_data.to_dict()
            recent.append(recent_item)



        sigma = self.sigma


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "games": games,
            "mu": mu,
            "ordinal": ordinal,
            "provisional": provisional,
            "recent": recent,
            "sigma": sigma,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rating_change import RatingChange # noqa: PLC0415
        d = dict(src_dict)
        games = d.pop("games")

        mu = d.pop("mu")

        ordinal = d.pop("ordinal")

        provisional = d.pop("provisional")

        recent = []
        _recent = d.pop("recent")
        for recent_item_data in (_recent):
            recent_item = RatingChange.from_dict(recent_item_data)



            recent.append(recent_item)


        sigma = d.pop("sigma")

        title_rating = cls(
            games=games,
            mu=mu,
            ordinal=ordinal,
            provisional=provisional,
            recent=recent,
            sigma=sigma,
        )

        return title_rating

