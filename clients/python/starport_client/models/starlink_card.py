from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starlink_card_chosen_type_0 import StarlinkCardChosenType0
from typing import cast






T = TypeVar("T", bound="StarlinkCard")



@_attrs_define
class StarlinkCard:
    """ 
        Attributes:
            chosen (None | StarlinkCardChosenType0):
            value (int):
            words (list[str]):
     """

    chosen: None | StarlinkCardChosenType0
    value: int
    words: list[str]





    def to_dict(self) -> dict[str, Any]:
        chosen: int | None
        if isinstance(self.chosen, StarlinkCardChosenType0):
            chosen = self.chosen.value
        else:
            chosen = self.chosen

        value = self.value

        words = self.words




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "chosen": chosen,
            "value": value,
            "words": words,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_chosen(data: object) -> None | StarlinkCardChosenType0:
            if data is None:
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                chosen_type_0 = StarlinkCardChosenType0(data)



                return chosen_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StarlinkCardChosenType0, data)

        chosen = _parse_chosen(d.pop("chosen"))


        value = d.pop("value")

        words = cast(list[str], d.pop("words"))


        starlink_card = cls(
            chosen=chosen,
            value=value,
            words=words,
        )

        return starlink_card

