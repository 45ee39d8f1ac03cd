from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="StarshowerStar")



@_attrs_define
class StarshowerStar:
    """ 
        Attributes:
            grouped (bool):
            live (bool):
            owner (int | None): The seat of a good star; null for a black star.
            point (list[int]):
     """

    grouped: bool
    live: bool
    owner: int | None
    point: list[int]





    def to_dict(self) -> dict[str, Any]:
        grouped = self.grouped

        live = self.live

        owner: int | None
        owner = self.owner

        point = self.point




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "grouped": grouped,
            "live": live,
            "owner": owner,
            "point": point,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        grouped = d.pop("grouped")

        live = d.pop("live")

        def _parse_owner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        owner = _parse_owner(d.pop("owner"))


        point = cast(list[int], d.pop("point"))


        starshower_star = cls(
            grouped=grouped,
            live=live,
            owner=owner,
            point=point,
        )

        return starshower_star

