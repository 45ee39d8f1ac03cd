from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.twinkle_starship_card import TwinkleStarshipCard
  from ..models.twinkle_starship_current_trick import TwinkleStarshipCurrentTrick
  from ..models.twinkle_starship_deal_result import TwinkleStarshipDealResult
  from ..models.twinkle_starship_trick import TwinkleStarshipTrick





T = TypeVar("T", bound="TwinkleStarshipState")



@_attrs_define
class TwinkleStarshipState:
    """ 
        Attributes:
            current_trick (TwinkleStarshipCurrentTrick):
            deal (int):
            deals (int):
            first_leader (int):
            hand (list[TwinkleStarshipCard] | None): your own hand; null for spectators
            hand_sizes (list[int]):
            leader (int):
            over (bool):
            results (list[TwinkleStarshipDealResult]):
            sticks_dealt (int):
            taken (list[int]): sticks on the cards of the tricks each seat won
            totals (list[int]):
            tricks (list[TwinkleStarshipTrick]): finished tricks of the current deal
            tricks_won (list[int]):
            turn (int | None):
            unused (list[int]): sticks each seat can still spend
     """

    current_trick: TwinkleStarshipCurrentTrick
    deal: int
    deals: int
    first_leader: int
    hand: list[TwinkleStarshipCard] | None
    hand_sizes: list[int]
    leader: int
    over: bool
    results: list[TwinkleStarshipDealResult]
    sticks_dealt: int
    taken: list[int]
    totals: list[int]
    tricks: list[TwinkleStarshipTrick]
    tricks_won: list[int]
    turn: int | None
    unused: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.twinkle_starship_card import TwinkleStarshipCard # noqa: PLC0415
        from ..models.twinkle_starship_current_trick import TwinkleStarshipCurrentTrick # noqa: PLC0415
        from ..models.twinkle_starship_deal_result import TwinkleStarshipDealResult # noqa: PLC0415
        from ..models.twinkle_starship_trick import TwinkleStarshipTrick # noqa: PLC0415
        current_trick = self.current_trick.to_dict()

        deal = self.deal

        deals = self.deals

        first_leader = self.first_leader

        hand: list[dict[str, Any]] | None
        if isinstance(self.hand, list):
            hand = []
            for hand_type_0_item_data in self.hand:
                hand_type_0_item = hand_type_0_item_data.to_dict()
                hand.append(hand_type_0_item)


        else:
            hand = self.hand

        hand_sizes = self.hand_sizes



        leader = self.leader

        over = self.over

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)



        sticks_dealt = self.sticks_dealt

        taken = self.taken



        totals = self.totals



        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = tricks_item_data.to_dict()
            tricks.append(tricks_item)



        tricks_won = self.tricks_won



        turn: int | None
        turn = self.turn

        unused = self.unused




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "current_trick": current_trick,
            "deal": deal,
            "deals": deals,
            "first_leader": first_leader,
            "hand": hand,
            "hand_sizes": hand_sizes,
            "leader": leader,
            "over": over,
            "results": results,
            "sticks_dealt": sticks_dealt,
            "taken": taken,
            "totals": totals,
            "tricks": tricks,
            "tricks_won": tricks_won,
            "turn": turn,
            "unused": unused,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.twinkle_starship_card import TwinkleStarshipCard # noqa: PLC0415
        from ..models.twinkle_starship_current_trick import TwinkleStarshipCurrentTrick # noqa: PLC0415
        from ..models.twinkle_starship_deal_result import TwinkleStarshipDealResult # noqa: PLC0415
        from ..models.twinkle_starship_trick import TwinkleStarshipTrick # noqa: PLC0415
        d = dict(src_dict)
        current_trick = TwinkleStarshipCurrentTrick.from_dict(d.pop("current_trick"))




        deal = d.pop("deal")

        deals = d.pop("deals")

        first_leader = d.pop("first_leader")

        def _parse_hand(data: object) -> list[TwinkleStarshipCard] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = []
                _hand_type_0 = data
                for hand_type_0_item_data in (_hand_type_0):
                    hand_type_0_item = TwinkleStarshipCard.from_dict(hand_type_0_item_data)



                    hand_type_0.append(hand_type_0_item)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[TwinkleStarshipCard] | None, data)

        hand = _parse_hand(d.pop("hand"))


        hand_sizes = cast(list[int], d.pop("hand_sizes"))


        leader = d.pop("leader")

        over = d.pop("over")

        results = []
        _results = d.pop("results")
        for results_item_data in (_results):
            results_item = TwinkleStarshipDealResult.from_dict(results_item_data)



            results.append(results_item)


        sticks_dealt = d.pop("sticks_dealt")

        taken = cast(list[int], d.pop("taken"))


        totals = cast(list[int], d.pop("totals"))


        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in (_tricks):
            tricks_item = TwinkleStarshipTrick.from_dict(tricks_item_data)



            tricks.append(tricks_item)


        tricks_won = cast(list[int], d.pop("tricks_won"))


        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))


        unused = cast(list[int], d.pop("unused"))


        twinkle_starship_state = cls(
            current_trick=current_trick,
            deal=deal,
            deals=deals,
            first_leader=first_leader,
            hand=hand,
            hand_sizes=hand_sizes,
            leader=leader,
            over=over,
            results=results,
            sticks_dealt=sticks_dealt,
            taken=taken,
            totals=totals,
            tricks=tricks,
            tricks_won=tricks_won,
            turn=turn,
            unused=unused,
        )

        return twinkle_starship_state

