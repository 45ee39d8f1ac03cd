from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.twinkle_twinkle_star_lines_item import TwinkleTwinkleStarLinesItem
from typing import cast






T = TypeVar("T", bound="TwinkleTwinkleStar")



@_attrs_define
class TwinkleTwinkleStar:
    """ 
        Attributes:
            lines (list[TwinkleTwinkleStarLinesItem]):
            nova (bool):
     """

    lines: list[TwinkleTwinkleStarLinesItem]
    nova: bool





    def to_dict(self) -> dict[str, Any]:
        lines = []
        for lines_item_data in self.lines:
            lines_item = lines_item_data.value
            lines.append(lines_item)



        nova = self.nova


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "lines": lines,
            "nova": nova,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        lines = []
        _lines = d.pop("lines")
        for lines_item_data in (_lines):
            lines_item = TwinkleTwinkleStarLinesItem(lines_item_data)



            lines.append(lines_item)


        nova = d.pop("nova")

        twinkle_twinkle_star = cls(
            lines=lines,
            nova=nova,
        )

        return twinkle_twinkle_star

