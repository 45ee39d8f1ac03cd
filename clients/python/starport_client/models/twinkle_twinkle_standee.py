from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="TwinkleTwinkleStandee")



@_attrs_define
class TwinkleTwinkleStandee:
    """ 
        Attributes:
            cosmobot (bool):
            seat (int | None): The owner's seat; null for the Cosmobot.
            standee (int):
     """

    cosmobot: bool
    seat: int | None
    standee: int





    def to_dict(self) -> dict[str, Any]:
        cosmobot = self.cosmobot

        seat: int | None
        seat = self.seat

        standee = self.standee


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cosmobot": cosmobot,
            "seat": seat,
            "standee": standee,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cosmobot = d.pop("cosmobot")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        standee = d.pop("standee")

        twinkle_twinkle_standee = cls(
            cosmobot=cosmobot,
            seat=seat,
            standee=standee,
        )

        return twinkle_twinkle_standee

