from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starligned_revealed_event_type import StarlignedRevealedEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.starligned_play import StarlignedPlay





T = TypeVar("T", bound="StarlignedRevealedEvent")



@_attrs_define
class StarlignedRevealedEvent:
    """ Phase 2: every chosen card went face up to the right of its row.

        Attributes:
            actor (int | None | str): Seat, automaton name ('cosmobot'), 'timer', or null for the server (creation, claims)
            plays (list[StarlignedPlay]):
            round_ (int):
            seq (int): Position in the log, from 1
            type_ (StarlignedRevealedEventType):
            version (int): The game version it made
     """

    actor: int | None | str
    plays: list[StarlignedPlay]
    round_: int
    seq: int
    type_: StarlignedRevealedEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.starligned_play import StarlignedPlay # noqa: PLC0415
        actor: int | None | str
        actor = self.actor

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)



        round_ = self.round_

        seq = self.seq

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "plays": plays,
            "round": round_,
            "seq": seq,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.starligned_play import StarlignedPlay # noqa: PLC0415
        d = dict(src_dict)
        def _parse_actor(data: object) -> int | None | str:
            if data is None:
                return data
            return cast(int | None | str, data)

        actor = _parse_actor(d.pop("actor"))


        plays = []
        _plays = d.pop("plays")
        for plays_item_data in (_plays):
            plays_item = StarlignedPlay.from_dict(plays_item_data)



            plays.append(plays_item)


        round_ = d.pop("round")

        seq = d.pop("seq")

        type_ = StarlignedRevealedEventType(d.pop("type"))




        version = d.pop("version")

        starligned_revealed_event = cls(
            actor=actor,
            plays=plays,
            round_=round_,
            seq=seq,
            type_=type_,
            version=version,
        )


        starligned_revealed_event.additional_properties = d
        return starligned_revealed_event

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
