from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starshower_turn_call_type_0 import StarshowerTurnCallType0
from ..models.starshower_turn_flip_type_0 import StarshowerTurnFlipType0
from ..models.starshower_turn_phase import StarshowerTurnPhase
from typing import cast






T = TypeVar("T", bound="StarshowerTurn")



@_attrs_define
class StarshowerTurn:
    """ 
        Attributes:
            call (None | StarshowerTurnCallType0):
            flip (None | StarshowerTurnFlipType0):
            phase (StarshowerTurnPhase):
            seat (int):
     """

    call: None | StarshowerTurnCallType0
    flip: None | StarshowerTurnFlipType0
    phase: StarshowerTurnPhase
    seat: int





    def to_dict(self) -> dict[str, Any]:
        call: None | str
        if isinstance(self.call, StarshowerTurnCallType0):
            call = self.call.value
        else:
            call = self.call

        flip: None | str
        if isinstance(self.flip, StarshowerTurnFlipType0):
            flip = self.flip.value
        else:
            flip = self.flip

        phase = self.phase.value

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "call": call,
            "flip": flip,
            "phase": phase,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_call(data: object) -> None | StarshowerTurnCallType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                call_type_0 = StarshowerTurnCallType0(data)



                return call_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StarshowerTurnCallType0, data)

        call = _parse_call(d.pop("call"))


        def _parse_flip(data: object) -> None | StarshowerTurnFlipType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                flip_type_0 = StarshowerTurnFlipType0(data)



                return flip_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StarshowerTurnFlipType0, data)

        flip = _parse_flip(d.pop("flip"))


        phase = StarshowerTurnPhase(d.pop("phase"))




        seat = d.pop("seat")

        starshower_turn = cls(
            call=call,
            flip=flip,
            phase=phase,
            seat=seat,
        )

        return starshower_turn

