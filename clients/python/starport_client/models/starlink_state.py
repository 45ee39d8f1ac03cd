from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starlink_state_lens_radius import StarlinkStateLensRadius
from typing import cast

if TYPE_CHECKING:
  from ..models.starlink_constellation import StarlinkConstellation
  from ..models.starlink_star import StarlinkStar
  from ..models.starlink_turn import StarlinkTurn
  from ..models.starlink_turn_record import StarlinkTurnRecord





T = TypeVar("T", bound="StarlinkState")



@_attrs_define
class StarlinkState:
    """ 
        Attributes:
            choice_deadline (float | None): Epoch seconds by which the illustrator must choose a word, or the first word is
                chosen for them; null once a word is chosen.
            constellations (list[StarlinkConstellation]):
            deadline (float | None): Epoch seconds when the sand timer runs out; null until a word is chosen.
            deck_size (int):
            history (list[StarlinkTurnRecord]):
            lens_radius (StarlinkStateLensRadius):
            scores (list[int]):
            stars (list[StarlinkStar]):
            timer_seconds (int):
            turn (None | StarlinkTurn): null once the game is over
            turns_total (int):
     """

    choice_deadline: float | None
    constellations: list[StarlinkConstellation]
    deadline: float | None
    deck_size: int
    history: list[StarlinkTurnRecord]
    lens_radius: StarlinkStateLensRadius
    scores: list[int]
    stars: list[StarlinkStar]
    timer_seconds: int
    turn: None | StarlinkTurn
    turns_total: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.starlink_constellation import StarlinkConstellation # noqa: PLC0415
        from ..models.starlink_star import StarlinkStar # noqa: PLC0415
        from ..models.starlink_turn import StarlinkTurn # noqa: PLC0415
        from ..models.starlink_turn_record import StarlinkTurnRecord # noqa: PLC0415
        choice_deadline: float | None
        choice_deadline = self.choice_deadline

        constellations = []
        for constellations_item_data in self.constellations:
            constellations_item = constellations_item_data.to_dict()
            constellations.append(constellations_item)



        deadline: float | None
        deadline = self.deadline

        deck_size = self.deck_size

        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)



        lens_radius = self.lens_radius.value

        scores = self.scores



        stars = []
        for stars_item_data in self.stars:
            stars_item = stars_item_data.to_dict()
            stars.append(stars_item)



        timer_seconds = self.timer_seconds

        turn: dict[str, Any] | None
        if isinstance(self.turn, StarlinkTurn):
            turn = self.turn.to_dict()
        else:
            turn = self.turn

        turns_total = self.turns_total


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "choice_deadline": choice_deadline,
            "constellations": constellations,
            "deadline": deadline,
            "deck_size": deck_size,
            "history": history,
            "lens_radius": lens_radius,
            "scores": scores,
            "stars": stars,
            "timer_seconds": timer_seconds,
            "turn": turn,
            "turns_total": turns_total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.starlink_constellation import StarlinkConstellation # noqa: PLC0415
        from ..models.starlink_star import StarlinkStar # noqa: PLC0415
        from ..models.starlink_turn import StarlinkTurn # noqa: PLC0415
        from ..models.starlink_turn_record import StarlinkTurnRecord # noqa: PLC0415
        d = dict(src_dict)
        def _parse_choice_deadline(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        choice_deadline = _parse_choice_deadline(d.pop("choice_deadline"))


        constellations = []
        _constellations = d.pop("constellations")
        for constellations_item_data in (_constellations):
            constellations_item = StarlinkConstellation.from_dict(constellations_item_data)



            constellations.append(constellations_item)


        def _parse_deadline(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        deadline = _parse_deadline(d.pop("deadline"))


        deck_size = d.pop("deck_size")

        history = []
        _history = d.pop("history")
        for history_item_data in (_history):
            history_item = StarlinkTurnRecord.from_dict(history_item_data)



            history.append(history_item)


        lens_radius = StarlinkStateLensRadius(d.pop("lens_radius"))




        scores = cast(list[int], d.pop("scores"))


        stars = []
        _stars = d.pop("stars")
        for stars_item_data in (_stars):
            stars_item = StarlinkStar.from_dict(stars_item_data)



            stars.append(stars_item)


        timer_seconds = d.pop("timer_seconds")

        def _parse_turn(data: object) -> None | StarlinkTurn:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                turn_type_0 = StarlinkTurn.from_dict(data)



                return turn_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StarlinkTurn, data)

        turn = _parse_turn(d.pop("turn"))


        turns_total = d.pop("turns_total")

        starlink_state = cls(
            choice_deadline=choice_deadline,
            constellations=constellations,
            deadline=deadline,
            deck_size=deck_size,
            history=history,
            lens_radius=lens_radius,
            scores=scores,
            stars=stars,
            timer_seconds=timer_seconds,
            turn=turn,
            turns_total=turns_total,
        )

        return starlink_state

