from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starshower_black_line_event_type import StarshowerBlackLineEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.starshower_killed import StarshowerKilled





T = TypeVar("T", bound="StarshowerBlackLineEvent")



@_attrs_define
class StarshowerBlackLineEvent:
    """ A black line was drawn: it killed the good stars and closed the points it crossed.

        Attributes:
            actor (int | None | str): Seat, automaton name ('cosmobot'), 'timer', or null for the server (creation, claims)
            closed (list[list[int]]):
            from_ (list[int]):
            killed (list[StarshowerKilled]):
            seat (int):
            seq (int): Position in the log, from 1
            to (list[int]):
            type_ (StarshowerBlackLineEventType):
            version (int): The game version it made
     """

    actor: int | None | str
    closed: list[list[int]]
    from_: list[int]
    killed: list[StarshowerKilled]
    seat: int
    seq: int
    to: list[int]
    type_: StarshowerBlackLineEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.starshower_killed import StarshowerKilled # noqa: PLC0415
        actor: int | None | str
        actor = self.actor

        closed = []
        for closed_item_data in self.closed:
            closed_item = closed_item_data


            closed.append(closed_item)



        from_ = self.from_



        killed = []
        for killed_item_data in self.killed:
            killed_item = killed_item_data.to_dict()
            killed.append(killed_item)



        seat = self.seat

        seq = self.seq

        to = self.to



        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "closed": closed,
            "from": from_,
            "killed": killed,
            "seat": seat,
            "seq": seq,
            "to": to,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.starshower_killed import StarshowerKilled # noqa: PLC0415
        d = dict(src_dict)
        def _parse_actor(data: object) -> int | None | str:
            if data is None:
                return data
            return cast(int | None | str, data)

        actor = _parse_actor(d.pop("actor"))


        closed = []
        _closed = d.pop("closed")
        for closed_item_data in (_closed):
            closed_item = cast(list[int], closed_item_data)

            closed.append(closed_item)


        from_ = cast(list[int], d.pop("from"))


        killed = []
        _killed = d.pop("killed")
        for killed_item_data in (_killed):
            killed_item = StarshowerKilled.from_dict(killed_item_data)



            killed.append(killed_item)


        seat = d.pop("seat")

        seq = d.pop("seq")

        to = cast(list[int], d.pop("to"))


        type_ = StarshowerBlackLineEventType(d.pop("type"))




        version = d.pop("version")

        starshower_black_line_event = cls(
            actor=actor,
            closed=closed,
            from_=from_,
            killed=killed,
            seat=seat,
            seq=seq,
            to=to,
            type_=type_,
            version=version,
        )


        starshower_black_line_event.additional_properties = d
        return starshower_black_line_event

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
