from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starlink_choose_word_action_type import StarlinkChooseWordActionType
from ..models.starlink_choose_word_action_word_index import StarlinkChooseWordActionWordIndex






T = TypeVar("T", bound="StarlinkChooseWordAction")



@_attrs_define
class StarlinkChooseWordAction:
    """ 
        Attributes:
            type_ (StarlinkChooseWordActionType):
            word_index (StarlinkChooseWordActionWordIndex): Which of your card's two words; flips the sand timer.
     """

    type_: StarlinkChooseWordActionType
    word_index: StarlinkChooseWordActionWordIndex





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        word_index = self.word_index.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "word_index": word_index,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = StarlinkChooseWordActionType(d.pop("type"))




        word_index = StarlinkChooseWordActionWordIndex(d.pop("word_index"))




        starlink_choose_word_action = cls(
            type_=type_,
            word_index=word_index,
        )

        return starlink_choose_word_action

