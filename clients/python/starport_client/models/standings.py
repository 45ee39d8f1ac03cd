from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.standing_line import StandingLine





T = TypeVar("T", bound="Standings")



@_attrs_define
class Standings:
    """ 
        Attributes:
            standings (list[StandingLine]):
            total (int):
     """

    standings: list[StandingLine]
    total: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.standing_line import StandingLine # noqa: PLC0415
        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)



        total = self.total


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "standings": standings,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.standing_line import StandingLine # noqa: PLC0415
        d = dict(src_dict)
        standings = []
        _standings = d.pop("standings")
        for standings_item_data in (_standings):
            standings_item = StandingLine.from_dict(standings_item_data)



            standings.append(standings_item)


        total = d.pop("total")

        standings = cls(
            standings=standings,
            total=total,
        )

        return standings

