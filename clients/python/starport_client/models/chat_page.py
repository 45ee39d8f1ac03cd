from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.chat_line import ChatLine





T = TypeVar("T", bound="ChatPage")



@_attrs_define
class ChatPage:
    """ 
        Attributes:
            chat (bool): false: the game was created with chat off
            last (int): Pass as ?after= next time
            lines (list[ChatLine]):
            rooms (list[str]): The rooms you read now: a player players while the game runs; a spectator spectators, and
                players too in a title without hidden information; both once it is over
     """

    chat: bool
    last: int
    lines: list[ChatLine]
    rooms: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.chat_line import ChatLine # noqa: PLC0415
        chat = self.chat

        last = self.last

        lines = []
        for lines_item_data in self.lines:
            lines_item = lines_item_data.to_dict()
            lines.append(lines_item)



        rooms = self.rooms




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "chat": chat,
            "last": last,
            "lines": lines,
            "rooms": rooms,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chat_line import ChatLine # noqa: PLC0415
        d = dict(src_dict)
        chat = d.pop("chat")

        last = d.pop("last")

        lines = []
        _lines = d.pop("lines")
        for lines_item_data in (_lines):
            lines_item = ChatLine.from_dict(lines_item_data)



            lines.append(lines_item)


        rooms = cast(list[str], d.pop("rooms"))


        chat_page = cls(
            chat=chat,
            last=last,
            lines=lines,
            rooms=rooms,
        )

        return chat_page

