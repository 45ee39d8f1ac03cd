from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="StarlinkConstellation")



@_attrs_define
class StarlinkConstellation:
    """ 
        Attributes:
            id (int):
            illustrator (int):
            segments (list[list[int]]):
            turn (int):
            word (str):
     """

    id: int
    illustrator: int
    segments: list[list[int]]
    turn: int
    word: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        illustrator = self.illustrator

        segments = []
        for segments_item_data in self.segments:
            segments_item = segments_item_data


            segments.append(segments_item)



        turn = self.turn

        word = self.word


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "illustrator": illustrator,
            "segments": segments,
            "turn": turn,
            "word": word,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        illustrator = d.pop("illustrator")

        segments = []
        _segments = d.pop("segments")
        for segments_item_data in (_segments):
            segments_item = cast(list[int], segments_item_data)

            segments.append(segments_item)


        turn = d.pop("turn")

        word = d.pop("word")

        starlink_constellation = cls(
            id=id,
            illustrator=illustrator,
            segments=segments,
            turn=turn,
            word=word,
        )

        return starlink_constellation

