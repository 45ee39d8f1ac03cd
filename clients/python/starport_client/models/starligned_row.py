from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.starligned_row_card import StarlignedRowCard





T = TypeVar("T", bound="StarlignedRow")



@_attrs_define
class StarlignedRow:
    """ 
        Attributes:
            cards (list[StarlignedRowCard]):
            moons (list[int]):
            seat (int):
     """

    cards: list[StarlignedRowCard]
    moons: list[int]
    seat: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.starligned_row_card import StarlignedRowCard # noqa: PLC0415
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        moons = self.moons



        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "moons": moons,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.starligned_row_card import StarlignedRowCard # noqa: PLC0415
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = StarlignedRowCard.from_dict(cards_item_data)



            cards.append(cards_item)


        moons = cast(list[int], d.pop("moons"))


        seat = d.pop("seat")

        starligned_row = cls(
            cards=cards,
            moons=moons,
            seat=seat,
        )

        return starligned_row

