from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chat_line_room import ChatLineRoom
from ..models.chat_line_type import ChatLineType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.chat_by import ChatBy





T = TypeVar("T", bound="ChatLine")



@_attrs_define
class ChatLine:
    """ 
        Attributes:
            n (int): The line's number in this game (both rooms count on one counter): pass the newest as ?after=
            room (ChatLineRoom):
            type_ (ChatLineType): line: something said; deleted: an operator took line `line` down
            at (float | Unset): When it was said (unix seconds)
            by (ChatBy | Unset):
            line (int | Unset): The line a deleted names
            text (str | Unset): At most 140 characters, plain text: show it as text, never as markup (U+2028 and U+2029 come
                escaped)
            version (int | Unset): The game's version when it was said: a replay shows the line from that step on
     """

    n: int
    room: ChatLineRoom
    type_: ChatLineType
    at: float | Unset = UNSET
    by: ChatBy | Unset = UNSET
    line: int | Unset = UNSET
    text: str | Unset = UNSET
    version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.chat_by import ChatBy # noqa: PLC0415
        n = self.n

        room = self.room.value

        type_ = self.type_.value

        at = self.at

        by: dict[str, Any] | Unset = UNSET
        if not isinstance(self.by, Unset):
            by = self.by.to_dict()

        line = self.line

        text = self.text

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "n": n,
            "room": room,
            "type": type_,
        })
        if at is not UNSET:
            field_dict["at"] = at
        if by is not UNSET:
            field_dict["by"] = by
        if line is not UNSET:
            field_dict["line"] = line
        if text is not UNSET:
            field_dict["text"] = text
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chat_by import ChatBy # noqa: PLC0415
        d = dict(src_dict)
        n = d.pop("n")

        room = ChatLineRoom(d.pop("room"))




        type_ = ChatLineType(d.pop("type"))




        at = d.pop("at", UNSET)

        _by = d.pop("by", UNSET)
        by: ChatBy | Unset
        if isinstance(_by,  Unset):
            by = UNSET
        else:
            by = ChatBy.from_dict(_by)




        line = d.pop("line", UNSET)

        text = d.pop("text", UNSET)

        version = d.pop("version", UNSET)

        chat_line = cls(
            n=n,
            room=room,
            type_=type_,
            at=at,
            by=by,
            line=line,
            text=text,
            version=version,
        )

        return chat_line

