from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.rating import Rating





T = TypeVar("T", bound="BotLevel")



@_attrs_define
class BotLevel:
    """ 
        Attributes:
            description (str): How the level plays, in a sentence
            rating (Rating):
     """

    description: str
    rating: Rating





    def to_dict(self) -> dict[str, Any]:
        from ..models.rating import Rating # noqa: PLC0415
        description = self.description

        rating = self.rating.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "description": description,
            "rating": rating,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rating import Rating # noqa: PLC0415
        d = dict(src_dict)
        description = d.pop("description")

        rating = Rating.from_dict(d.pop("rating"))




        bot_level = cls(
            description=description,
            rating=rating,
        )

        return bot_level

