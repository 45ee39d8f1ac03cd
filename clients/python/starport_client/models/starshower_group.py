from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="StarshowerGroup")



@_attrs_define
class StarshowerGroup:
    """ 
        Attributes:
            from_ (list[int]):
            seat (int):
            to (list[int]):
     """

    from_: list[int]
    seat: int
    to: list[int]





    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_



        seat = self.seat

        to = self.to




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "from": from_,
            "seat": seat,
            "to": to,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = cast(list[int], d.pop("from"))


        seat = d.pop("seat")

        to = cast(list[int], d.pop("to"))


        starshower_group = cls(
            from_=from_,
            seat=seat,
            to=to,
        )

        return starshower_group

