from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.seat_change import SeatChange





T = TypeVar("T", bound="RecordSeat")



@_attrs_define
class RecordSeat:
    """ 
        Attributes:
            bot (None | str): The bot that played it at the end
            changes (list[SeatChange]): The seat's changes of hands, in order
            name (str):
            player (None | str): Its player's id, if any
            seat (int):
            bot_account (bool | Unset): true: the player was a bot account when it sat
            handle (str | Unset): The player's handle as it was when it sat (kept as it was)
            holder (str | Unset): As the game's view shows it
            left (bool | Unset):
            open_ (bool | Unset):
     """

    bot: None | str
    changes: list[SeatChange]
    name: str
    player: None | str
    seat: int
    bot_account: bool | Unset = UNSET
    handle: str | Unset = UNSET
    holder: str | Unset = UNSET
    left: bool | Unset = UNSET
    open_: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_change import SeatChange # noqa: PLC0415
        bot: None | str
        bot = self.bot

        changes = []
        for changes_item_data in self.changes:
            changes_item = changes_item_data.to_dict()
            changes.append(changes_item)



        name = self.name

        player: None | str
        player = self.player

        seat = self.seat

        bot_account = self.bot_account

        handle = self.handle

        holder = self.holder

        left = self.left

        open_ = self.open_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bot": bot,
            "changes": changes,
            "name": name,
            "player": player,
            "seat": seat,
        })
        if bot_account is not UNSET:
            field_dict["bot_account"] = bot_account
        if handle is not UNSET:
            field_dict["handle"] = handle
        if holder is not UNSET:
            field_dict["holder"] = holder
        if left is not UNSET:
            field_dict["left"] = left
        if open_ is not UNSET:
            field_dict["open"] = open_

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_change import SeatChange # noqa: PLC0415
        d = dict(src_dict)
        def _parse_bot(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot = _parse_bot(d.pop("bot"))


        changes = []
        _changes = d.pop("changes")
        for changes_item_data in (_changes):
            changes_item = SeatChange.from_dict(changes_item_data)



            changes.append(changes_item)


        name = d.pop("name")

        def _parse_player(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player = _parse_player(d.pop("player"))


        seat = d.pop("seat")

        bot_account = d.pop("bot_account", UNSET)

        handle = d.pop("handle", UNSET)

        holder = d.pop("holder", UNSET)

        left = d.pop("left", UNSET)

        open_ = d.pop("open", UNSET)

        record_seat = cls(
            bot=bot,
            changes=changes,
            name=name,
            player=player,
            seat=seat,
            bot_account=bot_account,
            handle=handle,
            holder=holder,
            left=left,
            open_=open_,
        )

        return record_seat

