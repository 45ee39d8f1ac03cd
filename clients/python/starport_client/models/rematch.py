from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Rematch")



@_attrs_define
class Rematch:
    """ 
        Attributes:
            agreed (list[int]): The seats that offered
            game (str):
            game_id (str): The finished game
            rematch (None | str): The new game once everyone agreed (its rematch_of is this game); null until then
            waiting_for (list[int]): The people's seats yet to offer (bots agree by themselves)
            you (int): Your seat in it
            your_seat (int | Unset): Your seat in the new game (seats move one place on)
     """

    agreed: list[int]
    game: str
    game_id: str
    rematch: None | str
    waiting_for: list[int]
    you: int
    your_seat: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        agreed = self.agreed



        game = self.game

        game_id = self.game_id

        rematch: None | str
        rematch = self.rematch

        waiting_for = self.waiting_for



        you = self.you

        your_seat = self.your_seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "agreed": agreed,
            "game": game,
            "game_id": game_id,
            "rematch": rematch,
            "waiting_for": waiting_for,
            "you": you,
        })
        if your_seat is not UNSET:
            field_dict["your_seat"] = your_seat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        agreed = cast(list[int], d.pop("agreed"))


        game = d.pop("game")

        game_id = d.pop("game_id")

        def _parse_rematch(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        rematch = _parse_rematch(d.pop("rematch"))


        waiting_for = cast(list[int], d.pop("waiting_for"))


        you = d.pop("you")

        your_seat = d.pop("your_seat", UNSET)

        rematch = cls(
            agreed=agreed,
            game=game,
            game_id=game_id,
            rematch=rematch,
            waiting_for=waiting_for,
            you=you,
            your_seat=your_seat,
        )

        return rematch

