from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starshower_flip_event_call import StarshowerFlipEventCall
from ..models.starshower_flip_event_flip import StarshowerFlipEventFlip
from ..models.starshower_flip_event_star import StarshowerFlipEventStar
from ..models.starshower_flip_event_type import StarshowerFlipEventType
from typing import cast






T = TypeVar("T", bound="StarshowerFlipEvent")



@_attrs_define
class StarshowerFlipEvent:
    """ The seat called, the coin fell: a match draws a good star, else a black one.

        Attributes:
            actor (int | None | str): Seat, automaton name ('cosmobot'), 'timer', or null for the server (creation, claims)
            call (StarshowerFlipEventCall):
            flip (StarshowerFlipEventFlip):
            seat (int):
            seq (int): Position in the log, from 1
            star (StarshowerFlipEventStar):
            type_ (StarshowerFlipEventType):
            version (int): The game version it made
     """

    actor: int | None | str
    call: StarshowerFlipEventCall
    flip: StarshowerFlipEventFlip
    seat: int
    seq: int
    star: StarshowerFlipEventStar
    type_: StarshowerFlipEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actor: int | None | str
        actor = self.actor

        call = self.call.value

        flip = self.flip.value

        seat = self.seat

        seq = self.seq

        star = self.star.value

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "call": call,
            "flip": flip,
            "seat": seat,
            "seq": seq,
            "star": star,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_actor(data: object) -> int | None | str:
            if data is None:
                return data
            return cast(int | None | str, data)

        actor = _parse_actor(d.pop("actor"))


        call = StarshowerFlipEventCall(d.pop("call"))




        flip = StarshowerFlipEventFlip(d.pop("flip"))




        seat = d.pop("seat")

        seq = d.pop("seq")

        star = StarshowerFlipEventStar(d.pop("star"))




        type_ = StarshowerFlipEventType(d.pop("type"))




        version = d.pop("version")

        starshower_flip_event = cls(
            actor=actor,
            call=call,
            flip=flip,
            seat=seat,
            seq=seq,
            star=star,
            type_=type_,
            version=version,
        )


        starshower_flip_event.additional_properties = d
        return starshower_flip_event

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
