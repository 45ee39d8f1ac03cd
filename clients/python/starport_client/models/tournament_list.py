from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.tournament_line import TournamentLine





T = TypeVar("T", bound="TournamentList")



@_attrs_define
class TournamentList:
    """ 
        Attributes:
            tournaments (list[TournamentLine]):
            next_ (float | None | Unset): Pass as ?after= for the next page
     """

    tournaments: list[TournamentLine]
    next_: float | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.tournament_line import TournamentLine # noqa: PLC0415
        tournaments = []
        for tournaments_item_data in self.tournaments:
            tournaments_item = tournaments_item_data.to_dict()
            tournaments.append(tournaments_item)



        next_: float | None | Unset
        if isinstance(self.next_, Unset):
            next_ = UNSET
        else:
            next_ = self.next_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "tournaments": tournaments,
        })
        if next_ is not UNSET:
            field_dict["next"] = next_

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tournament_line import TournamentLine # noqa: PLC0415
        d = dict(src_dict)
        tournaments = []
        _tournaments = d.pop("tournaments")
        for tournaments_item_data in (_tournaments):
            tournaments_item = TournamentLine.from_dict(tournaments_item_data)



            tournaments.append(tournaments_item)


        def _parse_next_(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        next_ = _parse_next_(d.pop("next", UNSET))


        tournament_list = cls(
            tournaments=tournaments,
            next_=next_,
        )

        return tournament_list

