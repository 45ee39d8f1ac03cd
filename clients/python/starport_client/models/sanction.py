from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Sanction")



@_attrs_define
class Sanction:
    """ 
        Attributes:
            author (str): The author as a report names it: a player id, or <game_id>#<seat> for a seat token's holder
            seconds (int): How long: a timeout at most 30 days; a shadow-ban at most a year, 0 lifts it
     """

    author: str
    seconds: int





    def to_dict(self) -> dict[str, Any]:
        author = self.author

        seconds = self.seconds


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "author": author,
            "seconds": seconds,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        author = d.pop("author")

        seconds = d.pop("seconds")

        sanction = cls(
            author=author,
            seconds=seconds,
        )

        return sanction

