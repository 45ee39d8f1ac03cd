from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.twinkle_starship_play import TwinkleStarshipPlay





T = TypeVar("T", bound="TwinkleStarshipTrick")



@_attrs_define
class TwinkleStarshipTrick:
    """ 
        Attributes:
            leader (int):
            number (int):
            plays (list[TwinkleStarshipPlay]):
            winner (int):
     """

    leader: int
    number: int
    plays: list[TwinkleStarshipPlay]
    winner: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.twinkle_starship_play import TwinkleStarshipPlay # noqa: PLC0415
        leader = self.leader

        number = self.number

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)



        winner = self.winner


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "leader": leader,
            "number": number,
            "plays": plays,
            "winner": winner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.twinkle_starship_play import TwinkleStarshipPlay # noqa: PLC0415
        d = dict(src_dict)
        leader = d.pop("leader")

        number = d.pop("number")

        plays = []
        _plays = d.pop("plays")
        for plays_item_data in (_plays):
            plays_item = TwinkleStarshipPlay.from_dict(plays_item_data)



            plays.append(plays_item)


        winner = d.pop("winner")

        twinkle_starship_trick = cls(
            leader=leader,
            number=number,
            plays=plays,
            winner=winner,
        )

        return twinkle_starship_trick

