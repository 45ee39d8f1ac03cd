from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starshower_toss_call import StarshowerTossCall
from ..models.starshower_toss_flip import StarshowerTossFlip






T = TypeVar("T", bound="StarshowerToss")



@_attrs_define
class StarshowerToss:
    """ 
        Attributes:
            call (StarshowerTossCall):
            flip (StarshowerTossFlip):
            seat (int):
     """

    call: StarshowerTossCall
    flip: StarshowerTossFlip
    seat: int





    def to_dict(self) -> dict[str, Any]:
        call = self.call.value

        flip = self.flip.value

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "call": call,
            "flip": flip,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        call = StarshowerTossCall(d.pop("call"))




        flip = StarshowerTossFlip(d.pop("flip"))




        seat = d.pop("seat")

        starshower_toss = cls(
            call=call,
            flip=flip,
            seat=seat,
        )

        return starshower_toss

