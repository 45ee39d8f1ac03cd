from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starlink_erase_constellation_action_type import StarlinkEraseConstellationActionType






T = TypeVar("T", bound="StarlinkEraseConstellationAction")



@_attrs_define
class StarlinkEraseConstellationAction:
    """ 
        Attributes:
            constellation (int): Only at the start of your turn, when the board has no room left.
            type_ (StarlinkEraseConstellationActionType):
     """

    constellation: int
    type_: StarlinkEraseConstellationActionType





    def to_dict(self) -> dict[str, Any]:
        constellation = self.constellation

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "constellation": constellation,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        constellation = d.pop("constellation")

        type_ = StarlinkEraseConstellationActionType(d.pop("type"))




        starlink_erase_constellation_action = cls(
            constellation=constellation,
            type_=type_,
        )

        return starlink_erase_constellation_action

