from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starligned_pending_prompt import StarlignedPendingPrompt






T = TypeVar("T", bound="StarlignedPending")



@_attrs_define
class StarlignedPending:
    """ 
        Attributes:
            card (int): The effect's card, or the row card chosen for an exchange.
            decider (int):
            prompt (StarlignedPendingPrompt):
     """

    card: int
    decider: int
    prompt: StarlignedPendingPrompt





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        decider = self.decider

        prompt = self.prompt.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "decider": decider,
            "prompt": prompt,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        decider = d.pop("decider")

        prompt = StarlignedPendingPrompt(d.pop("prompt"))




        starligned_pending = cls(
            card=card,
            decider=decider,
            prompt=prompt,
        )

        return starligned_pending

