from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.twinkle_twinkle_bag import TwinkleTwinkleBag
  from ..models.twinkle_twinkle_chart import TwinkleTwinkleChart
  from ..models.twinkle_twinkle_current_slot import TwinkleTwinkleCurrentSlot
  from ..models.twinkle_twinkle_next_slot import TwinkleTwinkleNextSlot
  from ..models.twinkle_twinkle_sides import TwinkleTwinkleSides
  from ..models.twinkle_twinkle_standee import TwinkleTwinkleStandee
  from ..models.twinkle_twinkle_tile import TwinkleTwinkleTile





T = TypeVar("T", bound="TwinkleTwinkleState")



@_attrs_define
class TwinkleTwinkleState:
    """ 
        Attributes:
            bag (TwinkleTwinkleBag):
            charts (list[TwinkleTwinkleChart]):
            current_row (list[TwinkleTwinkleCurrentSlot]):
            next_row (list[TwinkleTwinkleNextSlot]):
            over (bool):
            removed (list[TwinkleTwinkleTile]): Tiles the Cosmobot took out of the game.
            round_ (int):
            sides (TwinkleTwinkleSides):
            standees (list[TwinkleTwinkleStandee]):
            track (list[int]): This round's Turn Order track, standees first to last.
            turn (int | None): Index into track of the standee to act; null when over.
     """

    bag: TwinkleTwinkleBag
    charts: list[TwinkleTwinkleChart]
    current_row: list[TwinkleTwinkleCurrentSlot]
    next_row: list[TwinkleTwinkleNextSlot]
    over: bool
    removed: list[TwinkleTwinkleTile]
    round_: int
    sides: TwinkleTwinkleSides
    standees: list[TwinkleTwinkleStandee]
    track: list[int]
    turn: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.twinkle_twinkle_bag import TwinkleTwinkleBag # noqa: PLC0415
        from ..models.twinkle_twinkle_chart import TwinkleTwinkleChart # noqa: PLC0415
        from ..models.twinkle_twinkle_current_slot import TwinkleTwinkleCurrentSlot # noqa: PLC0415
        from ..models.twinkle_twinkle_next_slot import TwinkleTwinkleNextSlot # noqa: PLC0415
        from ..models.twinkle_twinkle_sides import TwinkleTwinkleSides # noqa: PLC0415
        from ..models.twinkle_twinkle_standee import TwinkleTwinkleStandee # noqa: PLC0415
        from ..models.twinkle_twinkle_tile import TwinkleTwinkleTile # noqa: PLC0415
        bag = self.bag.to_dict()

        charts = []
        for charts_item_data in self.charts:
            charts_item = charts_item_data.to_dict()
            charts.append(charts_item)



        current_row = []
        for current_row_item_data in self.current_row:
            current_row_item = current_row_item_data.to_dict()
            current_row.append(current_row_item)



        next_row = []
        for next_row_item_data in self.next_row:
            next_row_item = next_row_item_data.to_dict()
            next_row.append(next_row_item)



        over = self.over

        removed = []
        for removed_item_data in self.removed:
            removed_item = removed_item_data.to_dict()
            removed.append(removed_item)



        round_ = self.round_

        sides = self.sides.to_dict()

        standees = []
        for standees_item_data in self.standees:
            standees_item = standees_item_data.to_dict()
            standees.append(standees_item)



        track = self.track



        turn: int | None
        turn = self.turn


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bag": bag,
            "charts": charts,
            "current_row": current_row,
            "next_row": next_row,
            "over": over,
            "removed": removed,
            "round": round_,
            "sides": sides,
            "standees": standees,
            "track": track,
            "turn": turn,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.twinkle_twinkle_bag import TwinkleTwinkleBag # noqa: PLC0415
        from ..models.twinkle_twinkle_chart import TwinkleTwinkleChart # noqa: PLC0415
        from ..models.twinkle_twinkle_current_slot import TwinkleTwinkleCurrentSlot # noqa: PLC0415
        from ..models.twinkle_twinkle_next_slot import TwinkleTwinkleNextSlot # noqa: PLC0415
        from ..models.twinkle_twinkle_sides import TwinkleTwinkleSides # noqa: PLC0415
        from ..models.twinkle_twinkle_standee import TwinkleTwinkleStandee # noqa: PLC0415
        from ..models.twinkle_twinkle_tile import TwinkleTwinkleTile # noqa: PLC0415
        d = dict(src_dict)
        bag = TwinkleTwinkleBag.from_dict(d.pop("bag"))




        charts = []
        _charts = d.pop("charts")
        for charts_item_data in (_charts):
            charts_item = TwinkleTwinkleChart.from_dict(charts_item_data)



            charts.append(charts_item)


        current_row = []
        _current_row = d.pop("current_row")
        for current_row_item_data in (_current_row):
            current_row_item = TwinkleTwinkleCurrentSlot.from_dict(current_row_item_data)



            current_row.append(current_row_item)


        next_row = []
        _next_row = d.pop("next_row")
        for next_row_item_data in (_next_row):
            next_row_item = TwinkleTwinkleNextSlot.from_dict(next_row_item_data)



            next_row.append(next_row_item)


        over = d.pop("over")

        removed = []
        _removed = d.pop("removed")
        for removed_item_data in (_removed):
            removed_item = TwinkleTwinkleTile.from_dict(removed_item_data)



            removed.append(removed_item)


        round_ = d.pop("round")

        sides = TwinkleTwinkleSides.from_dict(d.pop("sides"))




        standees = []
        _standees = d.pop("standees")
        for standees_item_data in (_standees):
            standees_item = TwinkleTwinkleStandee.from_dict(standees_item_data)



            standees.append(standees_item)


        track = cast(list[int], d.pop("track"))


        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))


        twinkle_twinkle_state = cls(
            bag=bag,
            charts=charts,
            current_row=current_row,
            next_row=next_row,
            over=over,
            removed=removed,
            round_=round_,
            sides=sides,
            standees=standees,
            track=track,
            turn=turn,
        )

        return twinkle_twinkle_state

