from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Prompt")



@_attrs_define
class Prompt:
    """ 
        Attributes:
            prompt (str): The kind of decision awaited
            seat (int | None): null for an automaton
            automaton (str | Unset): A player that is not a seat, e.g. cosmobot
            deadline (float | Unset): When this seat's clock runs out (seconds since the epoch), in a game with a clock
     """

    prompt: str
    seat: int | None
    automaton: str | Unset = UNSET
    deadline: float | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        prompt = self.prompt

        seat: int | None
        seat = self.seat

        automaton = self.automaton

        deadline = self.deadline


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "prompt": prompt,
            "seat": seat,
        })
        if automaton is not UNSET:
            field_dict["automaton"] = automaton
        if deadline is not UNSET:
            field_dict["deadline"] = deadline

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        prompt = d.pop("prompt")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        automaton = d.pop("automaton", UNSET)

        deadline = d.pop("deadline", UNSET)

        prompt = cls(
            prompt=prompt,
            seat=seat,
            automaton=automaton,
            deadline=deadline,
        )

        return prompt

