from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.feed_event_type import FeedEventType
from ..types import UNSET, Unset






T = TypeVar("T", bound="FeedEvent")



@_attrs_define
class FeedEvent:
    """ 
        Attributes:
            game (str):
            game_id (str):
            seat (int):
            seq (int):
            type_ (FeedEventType):
            version (int):
            deadline (float | Unset):
            prompt (str | Unset):
            status (str | Unset):
     """

    game: str
    game_id: str
    seat: int
    seq: int
    type_: FeedEventType
    version: int
    deadline: float | Unset = UNSET
    prompt: str | Unset = UNSET
    status: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        game = self.game

        game_id = self.game_id

        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        version = self.version

        deadline = self.deadline

        prompt = self.prompt

        status = self.status


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "game_id": game_id,
            "seat": seat,
            "seq": seq,
            "type": type_,
            "version": version,
        })
        if deadline is not UNSET:
            field_dict["deadline"] = deadline
        if prompt is not UNSET:
            field_dict["prompt"] = prompt
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game")

        game_id = d.pop("game_id")

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = FeedEventType(d.pop("type"))




        version = d.pop("version")

        deadline = d.pop("deadline", UNSET)

        prompt = d.pop("prompt", UNSET)

        status = d.pop("status", UNSET)

        feed_event = cls(
            game=game,
            game_id=game_id,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            deadline=deadline,
            prompt=prompt,
            status=status,
        )


        feed_event.additional_properties = d
        return feed_event

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
