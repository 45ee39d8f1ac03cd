from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starligned_row_card_constellation import StarlignedRowCardConstellation
from typing import cast

if TYPE_CHECKING:
  from ..models.starligned_half import StarlignedHalf





T = TypeVar("T", bound="StarlignedRowCard")



@_attrs_define
class StarlignedRowCard:
    """ 
        Attributes:
            blocked (bool): Under a moon card.
            bottom (StarlignedHalf):
            card (int): The card's id in the house deck.
            constellation (StarlignedRowCardConstellation):
            exchanged_in (bool): Entered by exchange this round.
            flipped (bool): True when the partial half is on top.
            half_moon_left (bool):
            half_moon_right (bool):
            top (StarlignedHalf):
     """

    blocked: bool
    bottom: StarlignedHalf
    card: int
    constellation: StarlignedRowCardConstellation
    exchanged_in: bool
    flipped: bool
    half_moon_left: bool
    half_moon_right: bool
    top: StarlignedHalf





    def to_dict(self) -> dict[str, Any]:
        from ..models.starligned_half import StarlignedHalf # noqa: PLC0415
        blocked = self.blocked

        bottom = self.bottom.to_dict()

        card = self.card

        constellation = self.constellation.value

        exchanged_in = self.exchanged_in

        flipped = self.flipped

        half_moon_left = self.half_moon_left

        half_moon_right = self.half_moon_right

        top = self.top.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "blocked": blocked,
            "bottom": bottom,
            "card": card,
            "constellation": constellation,
            "exchanged_in": exchanged_in,
            "flipped": flipped,
            "half_moon_left": half_moon_left,
            "half_moon_right": half_moon_right,
            "top": top,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.starligned_half import StarlignedHalf # noqa: PLC0415
        d = dict(src_dict)
        blocked = d.pop("blocked")

        bottom = StarlignedHalf.from_dict(d.pop("bottom"))




        card = d.pop("card")

        constellation = StarlignedRowCardConstellation(d.pop("constellation"))




        exchanged_in = d.pop("exchanged_in")

        flipped = d.pop("flipped")

        half_moon_left = d.pop("half_moon_left")

        half_moon_right = d.pop("half_moon_right")

        top = StarlignedHalf.from_dict(d.pop("top"))




        starligned_row_card = cls(
            blocked=blocked,
            bottom=bottom,
            card=card,
            constellation=constellation,
            exchanged_in=exchanged_in,
            flipped=flipped,
            half_moon_left=half_moon_left,
            half_moon_right=half_moon_right,
            top=top,
        )

        return starligned_row_card

