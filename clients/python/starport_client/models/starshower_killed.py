from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="StarshowerKilled")



@_attrs_define
class StarshowerKilled:
    """ 
        Attributes:
            point (list[int]):
            seat (int): The dead star's owner.
     """

    point: list[int]
    seat: int





    def to_dict(self) -> dict[str, Any]:
        point = self.point



        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "point": point,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        point = cast(list[int], d.pop("point"))


        seat = d.pop("seat")

        starshower_killed = cls(
            point=point,
            seat=seat,
        )

        return starshower_killed

