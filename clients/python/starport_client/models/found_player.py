from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.found_player_ratings import FoundPlayerRatings





T = TypeVar("T", bound="FoundPlayer")



@_attrs_define
class FoundPlayer:
    """ 
        Attributes:
            bot_account (bool): true: a bot account (a program); its ratings are kept on the same boards, marked so
            name (str):
            player_id (str): Challenge it, or read its page, by this
            ratings (FoundPlayerRatings): Per title's slug, for every title the player was rated in (its recent changes are
                on its page)
            handle (str | Unset): Its handle, if it claimed one (unique)
     """

    bot_account: bool
    name: str
    player_id: str
    ratings: FoundPlayerRatings
    handle: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.found_player_ratings import FoundPlayerRatings # noqa: PLC0415
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
        from ..models.found_player_ratings import FoundPlayerRatings # noqa: PLC0415
        d = dict(src_dict)
        bot_account = d.pop("bot_account")

        name = d.pop("name")

        player_id = d.pop("player_id")

        ratings = FoundPlayerRatings.from_dict(d.pop("ratings"))




        handle = d.pop("handle", UNSET)

        found_player = cls(
            bot_account=bot_account,
            name=name,
            player_id=player_id,
            ratings=ratings,
            handle=handle,
        )

        return found_player

