from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.challenge import Challenge





T = TypeVar("T", bound="Challenges")



@_attrs_define
class Challenges:
    """ 
        Attributes:
            challenges (list[Challenge]):
     """

    challenges: list[Challenge]





    def to_dict(self) -> dict[str, Any]:
        from ..models.challenge import Challenge # noqa: PLC0415
        challenges = []
        for challenges_item_data in self.challenges:
            challenges_item = challenges_item_data.to_dict()
            challenges.append(challenges_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "challenges": challenges,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.challenge import Challenge # noqa: PLC0415
        d = dict(src_dict)
        challenges = []
        _challenges = d.pop("challenges")
        for challenges_item_data in (_challenges):
            challenges_item = Challenge.from_dict(challenges_item_data)



            challenges.append(challenges_item)


        challenges = cls(
            challenges=challenges,
        )

        return challenges

