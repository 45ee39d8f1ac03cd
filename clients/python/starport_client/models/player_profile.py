from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.player_profile_ratings import PlayerProfileRatings





T = TypeVar("T", bound="PlayerProfile")



@_attrs_define
class PlayerProfile:
    """ 
        Attributes:
            bot_account (bool): true: a bot account (a program); its ratings are kept on the same boards, marked so
            name (str):
            player_id (str):
            ratings (PlayerProfileRatings): Per title's slug, for every title the player was rated in
            handle (str | Unset): Its handle, if it claimed one (unique)
     """

    bot_account: bool
    name: str
    player_id: str
    ratings: PlayerProfileRatings
    handle: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.player_profile_ratings import PlayerProfileRatings # noqa: PLC0415
        bot_account = self.bot_account

        name = self.name

        player_id = self.player_id

        ratings = self.ratings.to_dict()

        handle = self.handle


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bot_account": bot_account,
            "name": name,
            "player_id": player_id,
            "ratings": ratings,
        })
        if handle is not UNSET:
            field_dict["handle"] = handle

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_profile_ratings import PlayerProfileRatings # noqa: PLC0415
        d = dict(src_dict)
        bot_account = d.pop("bot_account")

        name = d.pop("name")

        player_id = d.pop("player_id")

        ratings = PlayerProfileRatings.from_dict(d.pop("ratings"))




        handle = d.pop("handle", UNSET)

        player_profile = cls(
            bot_account=bot_account,
            name=name,
            player_id=player_id,
            ratings=ratings,
            handle=handle,
        )

        return player_profile

