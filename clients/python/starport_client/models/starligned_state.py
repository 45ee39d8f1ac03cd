from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starligned_state_phase import StarlignedStatePhase
from typing import cast

if TYPE_CHECKING:
  from ..models.starligned_card import StarlignedCard
  from ..models.starligned_pending import StarlignedPending
  from ..models.starligned_row import StarlignedRow





T = TypeVar("T", bound="StarlignedState")



@_attrs_define
class StarlignedState:
    """ 
        Attributes:
            chosen (list[bool]): Who has made their face-down choice (not what).
            draw_pile_size (int):
            hand (list[StarlignedCard] | None): Your telescope; null for a spectator.
            hand_sizes (list[int]):
            in_turn (int | None): Phase 3: the seat whose turn it is.
            moon_supply (int):
            my_choice (int | None): Your face-down choice this phase, if made.
            pending (None | StarlignedPending):
            phase (StarlignedStatePhase):
            round_ (int):
            rows (list[StarlignedRow]):
            stage (int):
            starting_player (int):
     """

    chosen: list[bool]
    draw_pile_size: int
    hand: list[StarlignedCard] | None
    hand_sizes: list[int]
    in_turn: int | None
    moon_supply: int
    my_choice: int | None
    pending: None | StarlignedPending
    phase: StarlignedStatePhase
    round_: int
    rows: list[StarlignedRow]
    stage: int
    starting_player: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.starligned_card import StarlignedCard # noqa: PLC0415
        from ..models.starligned_pending import StarlignedPending # noqa: PLC0415
        from ..models.starligned_row import StarlignedRow # noqa: PLC0415
        chosen = self.chosen



        draw_pile_size = self.draw_pile_size

        hand: list[dict[str, Any]] | None
        if isinstance(self.hand, list):
            hand = []
            for hand_type_0_item_data in self.hand:
                hand_type_0_item = hand_type_0_item_data.to_dict()
                hand.append(hand_type_0_item)


        else:
            hand = self.hand

        hand_sizes = self.hand_sizes



        in_turn: int | None
        in_turn = self.in_turn

        moon_supply = self.moon_supply

        my_choice: int | None
        my_choice = self.my_choice

        pending: dict[str, Any] | None
        if isinstance(self.pending, StarlignedPending):
            pending = self.pending.to_dict()
        else:
            pending = self.pending

        phase = self.phase.value

        round_ = self.round_

        rows = []
        for rows_item_data in self.rows:
            rows_item = rows_item_data.to_dict()
            rows.append(rows_item)



        stage = self.stage

        starting_player = self.starting_player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "chosen": chosen,
            "draw_pile_size": draw_pile_size,
            "hand": hand,
            "hand_sizes": hand_sizes,
            "in_turn": in_turn,
            "moon_supply": moon_supply,
            "my_choice": my_choice,
            "pending": pending,
            "phase": phase,
            "round": round_,
            "rows": rows,
            "stage": stage,
            "starting_player": starting_player,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.starligned_card import StarlignedCard # noqa: PLC0415
        from ..models.starligned_pending import StarlignedPending # noqa: PLC0415
        from ..models.starligned_row import StarlignedRow # noqa: PLC0415
        d = dict(src_dict)
        chosen = cast(list[bool], d.pop("chosen"))


        draw_pile_size = d.pop("draw_pile_size")

        def _parse_hand(data: object) -> list[StarlignedCard] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = []
                _hand_type_0 = data
                for hand_type_0_item_data in (_hand_type_0):
                    hand_type_0_item = StarlignedCard.from_dict(hand_type_0_item_data)



                    hand_type_0.append(hand_type_0_item)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[StarlignedCard] | None, data)

        hand = _parse_hand(d.pop("hand"))


        hand_sizes = cast(list[int], d.pop("hand_sizes"))


        def _parse_in_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        in_turn = _parse_in_turn(d.pop("in_turn"))


        moon_supply = d.pop("moon_supply")

        def _parse_my_choice(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        my_choice = _parse_my_choice(d.pop("my_choice"))


        def _parse_pending(data: object) -> None | StarlignedPending:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_type_0 = StarlignedPending.from_dict(data)



                return pending_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StarlignedPending, data)

        pending = _parse_pending(d.pop("pending"))


        phase = StarlignedStatePhase(d.pop("phase"))




        round_ = d.pop("round")

        rows = []
        _rows = d.pop("rows")
        for rows_item_data in (_rows):
            rows_item = StarlignedRow.from_dict(rows_item_data)



            rows.append(rows_item)


        stage = d.pop("stage")

        starting_player = d.pop("starting_player")

        starligned_state = cls(
            chosen=chosen,
            draw_pile_size=draw_pile_size,
            hand=hand,
            hand_sizes=hand_sizes,
            in_turn=in_turn,
            moon_supply=moon_supply,
            my_choice=my_choice,
            pending=pending,
            phase=phase,
            round_=round_,
            rows=rows,
            stage=stage,
            starting_player=starting_player,
        )

        return starligned_state

