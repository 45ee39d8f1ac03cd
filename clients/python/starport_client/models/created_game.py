from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.created_game_status import CreatedGameStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.seat_created import SeatCreated





T = TypeVar("T", bound="CreatedGame")



@_attrs_define
class CreatedGame:
    """ 
        Attributes:
            creator_token (str): Cancels the game while it waits for players (POST …/cancel); shown only once
            game (str):
            game_id (str):
            seats (list[SeatCreated]):
            status (CreatedGameStatus):
            version (int):
     """

    creator_token: str
    game: str
    game_id: str
    seats: list[SeatCreated]
    status: CreatedGameStatus
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_created import SeatCreated # noqa: PLC0415
        creator_token = self.creator_token

        game = self.game

        game_id = self.game_id

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        status = self.status.value

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "creator_token": creator_token,
            "game": game,
            "game_id": game_id,
            "seats": seats,
            "status": status,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_created import SeatCreated # noqa: PLC0415
        d = dict(src_dict)
        creator_token = d.pop("creator_token")

        game = d.pop("game")

        game_id = d.pop("game_id")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatCreated.from_dict(seats_item_data)



            seats.append(seats_item)


        status = CreatedGameStatus(d.pop("status"))




        version = d.pop("version")

        created_game = cls(
            creator_token=creator_token,
            game=game,
            game_id=game_id,
            seats=seats,
            status=status,
            version=version,
        )

        return created_game

