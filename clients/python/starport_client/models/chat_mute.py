from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ChatMute")



@_attrs_define
class ChatMute:
    """ 
        Attributes:
            mark (str): The by.mark of the talker to mute in this game
     """

    mark: str





    def to_dict(self) -> dict[str, Any]:
        mark = self.mark


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "mark": mark,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mark = d.pop("mark")

        chat_mute = cls(
            mark=mark,
        )

        return chat_mute

