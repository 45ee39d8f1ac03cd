from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.player_profile_ratings import PlayerProfileRatings





T = TypeVar("T", bound="PlayerProfile")



@_attrs_define
class PlayerProfile:
    """ 
        Attributes:
            name (str):
            player_id (str):
            ratings (PlayerProfileRatings): Per title's slug, for every title the player was rated in
     """

    name: str
    player_id: str
    ratings: PlayerProfileRatings





    def to_dict(self) -> dict[str, Any]:
        from ..models.player_profile_ratings import PlayerProfileRatings # noqa: PLC0415
        name = self.name

        player_id = self.player_id

        ratings = self.ratings.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "player_id": player_id,
            "ratings": ratings,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_profile_ratings import PlayerProfileRatings # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        player_id = d.pop("player_id")

        ratings = PlayerProfileRatings.from_dict(d.pop("ratings"))




        player_profile = cls(
            name=name,
            player_id=player_id,
            ratings=ratings,
        )

        return player_profile

