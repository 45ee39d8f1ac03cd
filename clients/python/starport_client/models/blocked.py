from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="Blocked")



@_attrs_define
class Blocked:
    """ 
        Attributes:
            name (None | str): null: the player is gone
            player_id (str):
     """

    name: None | str
    player_id: str





    def to_dict(self) -> dict[str, Any]:
        name: None | str
        name = self.name

        player_id = self.player_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "player_id": player_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))


        player_id = d.pop("player_id")

        blocked = cls(
            name=name,
            player_id=player_id,
        )

        return blocked

