from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.starshower_breakdown import StarshowerBreakdown





T = TypeVar("T", bound="StarshowerPlayerScore")



@_attrs_define
class StarshowerPlayerScore:
    """ 
        Attributes:
            breakdown (StarshowerBreakdown):
            seat (int):
            total (int):
     """

    breakdown: StarshowerBreakdown
    seat: int
    total: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.starshower_breakdown import StarshowerBreakdown # noqa: PLC0415
        breakdown = self.breakdown.to_dict()

        seat = self.seat

        total = self.total


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "breakdown": breakdown,
            "seat": seat,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.starshower_breakdown import StarshowerBreakdown # noqa: PLC0415
        d = dict(src_dict)
        breakdown = StarshowerBreakdown.from_dict(d.pop("breakdown"))




        seat = d.pop("seat")

        total = d.pop("total")

        starshower_player_score = cls(
            breakdown=breakdown,
            seat=seat,
            total=total,
        )

        return starshower_player_score

