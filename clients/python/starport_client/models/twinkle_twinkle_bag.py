from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.twinkle_twinkle_bag_kinds import TwinkleTwinkleBagKinds





T = TypeVar("T", bound="TwinkleTwinkleBag")



@_attrs_define
class TwinkleTwinkleBag:
    """ 
        Attributes:
            count (int):
            kinds (TwinkleTwinkleBagKinds):
     """

    count: int
    kinds: TwinkleTwinkleBagKinds





    def to_dict(self) -> dict[str, Any]:
        from ..models.twinkle_twinkle_bag_kinds import TwinkleTwinkleBagKinds # noqa: PLC0415
        count = self.count

        kinds = self.kinds.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "kinds": kinds,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.twinkle_twinkle_bag_kinds import TwinkleTwinkleBagKinds # noqa: PLC0415
        d = dict(src_dict)
        count = d.pop("count")

        kinds = TwinkleTwinkleBagKinds.from_dict(d.pop("kinds"))




        twinkle_twinkle_bag = cls(
            count=count,
            kinds=kinds,
        )

        return twinkle_twinkle_bag

