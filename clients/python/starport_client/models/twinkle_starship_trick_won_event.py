from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.twinkle_starship_trick_won_event_type import TwinkleStarshipTrickWonEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.twinkle_starship_play import TwinkleStarshipPlay





T = TypeVar("T", bound="TwinkleStarshipTrickWonEvent")



@_attrs_define
class TwinkleStarshipTrickWonEvent:
    """ The trick is complete: its winner takes the sticks on its cards.

        Attributes:
            actor (int | None | str): Seat, automaton name ('cosmobot'), 'timer', or null for the server (creation, claims)
            deal (int):
            plays (list[TwinkleStarshipPlay]):
            seq (int): Position in the log, from 1
            sticks_taken (int):
            trick (int):
            type_ (TwinkleStarshipTrickWonEventType):
            version (int): The game version it made
            winner (int):
     """

    actor: int | None | str
    deal: int
    plays: list[TwinkleStarshipPlay]
    seq: int
    sticks_taken: int
    trick: int
    type_: TwinkleStarshipTrickWonEventType
    version: int
    winner: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.twinkle_starship_play import TwinkleStarshipPlay # noqa: PLC0415
        actor: int | None | str
        actor = self.actor

        deal = self.deal

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)



        seq = self.seq

        sticks_taken = self.sticks_taken

        trick = self.trick

        type_ = self.type_.value

        version = self.version

        winner = self.winner


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "deal": deal,
            "plays": plays,
            "seq": seq,
            "sticks_taken": sticks_taken,
            "trick": trick,
            "type": type_,
            "version": version,
            "winner": winner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.twinkle_starship_play import TwinkleStarshipPlay # noqa: PLC0415
        d = dict(src_dict)
        def _parse_actor(data: object) -> int | None | str:
            if data is None:
                return data
            return cast(int | None | str, data)

        actor = _parse_actor(d.pop("actor"))


        deal = d.pop("deal")

        plays = []
        _plays = d.pop("plays")
        for plays_item_data in (_plays):
            plays_item = TwinkleStarshipPlay.from_dict(plays_item_data)



            plays.append(plays_item)


        seq = d.pop("seq")

        sticks_taken = d.pop("sticks_taken")

        trick = d.pop("trick")

        type_ = TwinkleStarshipTrickWonEventType(d.pop("type"))




        version = d.pop("version")

        winner = d.pop("winner")

        twinkle_starship_trick_won_event = cls(
            actor=actor,
            deal=deal,
            plays=plays,
            seq=seq,
            sticks_taken=sticks_taken,
            trick=trick,
            type_=type_,
            version=version,
            winner=winner,
        )


        twinkle_starship_trick_won_event.additional_properties = d
        return twinkle_starship_trick_won_event

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
