from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starlink_turn_phase import StarlinkTurnPhase
from typing import cast

if TYPE_CHECKING:
  from ..models.starlink_card import StarlinkCard
  from ..models.starlink_guess import StarlinkGuess





T = TypeVar("T", bound="StarlinkTurn")



@_attrs_define
class StarlinkTurn:
    """ 
        Attributes:
            card (None | StarlinkCard): Your card, when you are the illustrator; null for everyone else.
            drawing (list[list[int]]):
            guesses (list[StarlinkGuess]):
            illustrator (int):
            may_erase_constellation (bool):
            number (int):
            phase (StarlinkTurnPhase):
            timer_holder (int | None): The last wrong guesser: silent until someone else guesses.
     """

    card: None | StarlinkCard
    drawing: list[list[int]]
    guesses: list[StarlinkGuess]
    illustrator: int
    may_erase_constellation: bool
    number: int
    phase: StarlinkTurnPhase
    timer_holder: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.starlink_card import StarlinkCard # noqa: PLC0415
        from ..models.starlink_guess import StarlinkGuess # noqa: PLC0415
        card: dict[str, Any] | None
        if isinstance(self.card, StarlinkCard):
            card = self.card.to_dict()
        else:
            card = self.card

        drawing = []
        for drawing_item_data in self.drawing:
            drawing_item = drawing_item_data


            drawing.append(drawing_item)



        guesses = []
        for guesses_item_data in self.guesses:
            guesses_item = guesses_item_data.to_dict()
            guesses.append(guesses_item)



        illustrator = self.illustrator

        may_erase_constellation = self.may_erase_constellation

        number = self.number

        phase = self.phase.value

        timer_holder: int | None
        timer_holder = self.timer_holder


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "drawing": drawing,
            "guesses": guesses,
            "illustrator": illustrator,
            "may_erase_constellation": may_erase_constellation,
            "number": number,
            "phase": phase,
            "timer_holder": timer_holder,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.starlink_card import StarlinkCard # noqa: PLC0415
        from ..models.starlink_guess import StarlinkGuess # noqa: PLC0415
        d = dict(src_dict)
        def _parse_card(data: object) -> None | StarlinkCard:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                card_type_0 = StarlinkCard.from_dict(data)



                return card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StarlinkCard, data)

        card = _parse_card(d.pop("card"))


        drawing = []
        _drawing = d.pop("drawing")
        for drawing_item_data in (_drawing):
            drawing_item = cast(list[int], drawing_item_data)

            drawing.append(drawing_item)


        guesses = []
        _guesses = d.pop("guesses")
        for guesses_item_data in (_guesses):
            guesses_item = StarlinkGuess.from_dict(guesses_item_data)



            guesses.append(guesses_item)


        illustrator = d.pop("illustrator")

        may_erase_constellation = d.pop("may_erase_constellation")

        number = d.pop("number")

        phase = StarlinkTurnPhase(d.pop("phase"))




        def _parse_timer_holder(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        timer_holder = _parse_timer_holder(d.pop("timer_holder"))


        starlink_turn = cls(
            card=card,
            drawing=drawing,
            guesses=guesses,
            illustrator=illustrator,
            may_erase_constellation=may_erase_constellation,
            number=number,
            phase=phase,
            timer_holder=timer_holder,
        )

        return starlink_turn

