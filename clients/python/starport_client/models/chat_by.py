from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="ChatBy")



@_attrs_define
class ChatBy:
    """ 
        Attributes:
            mark (str): Who said it in this game: seat:<n> for a seat's holder, a mark of its own for a spectator (the same
                for all its lines in this game, unrelated to any other game). Mute by it
            name (str):
            seat (int | Unset): The seat, for a player's line
     """

    mark: str
    name: str
    seat: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        mark = self.mark

        name = self.name

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "mark": mark,
            "name": name,
        })
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mark = d.pop("mark")

        name = d.pop("name")

        seat = d.pop("seat", UNSET)

        chat_by = cls(
            mark=mark,
            name=name,
            seat=seat,
        )

        return chat_by

