from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.twinkle_starship_view_status import TwinkleStarshipViewStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.player import Player
  from ..models.prompt import Prompt
  from ..models.twinkle_starship_state import TwinkleStarshipState





T = TypeVar("T", bound="TwinkleStarshipView")



@_attrs_define
class TwinkleStarshipView:
    """ 
        Attributes:
            game (str):
            game_id (str):
            hidden_commitment (None | str): Hex SHA-256 of "hidden:<hidden seed>": the game's second secret, from which what
                stays private for ever is drawn; the hidden seed is never shown. Null for a seeded game (its seed decides
                everything)
            players (list[Player]):
            seed_commitment (str): Hex SHA-256 of "<seed_salt>:<seed>" (UTF-8; the salt in hex, the seed in decimal)
            seeded (bool): Created with an explicit seed
            server_time (float): Seconds since the epoch
            state (TwinkleStarshipState):
            status (TwinkleStarshipViewStatus):
            to_act (list[Prompt]):
            version (int):
            you (int | None): Your seat; null for a spectator
            seed (str | Unset): The seed (decimal), once the game is over
            seed_salt (str | Unset): The commitment's secret 128-bit salt (32 hex digits), once the game is over
     """

    game: str
    game_id: str
    hidden_commitment: None | str
    players: list[Player]
    seed_commitment: str
    seeded: bool
    server_time: float
    state: TwinkleStarshipState
    status: TwinkleStarshipViewStatus
    to_act: list[Prompt]
    version: int
    you: int | None
    seed: str | Unset = UNSET
    seed_salt: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.player import Player # noqa: PLC0415
        from ..models.prompt import Prompt # noqa: PLC0415
        from ..models.twinkle_starship_state import TwinkleStarshipState # noqa: PLC0415
        game = self.game

        game_id = self.game_id

        hidden_commitment: None | str
        hidden_commitment = self.hidden_commitment

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        seed_commitment = self.seed_commitment

        seeded = self.seeded

        server_time = self.server_time

        state = self.state.to_dict()

        status = self.status.value

        to_act = []
        for to_act_item_data in self.to_act:
            to_act_item = to_act_item_data.to_dict()
            to_act.append(to_act_item)



        version = self.version

        you: int | None
        you = self.you

        seed = self.seed

        seed_salt = self.seed_salt


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "game_id": game_id,
            "hidden_commitment": hidden_commitment,
            "players": players,
            "seed_commitment": seed_commitment,
            "seeded": seeded,
            "server_time": server_time,
            "state": state,
            "status": status,
            "to_act": to_act,
            "version": version,
            "you": you,
        })
        if seed is not UNSET:
            field_dict["seed"] = seed
        if seed_salt is not UNSET:
            field_dict["seed_salt"] = seed_salt

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player import Player # noqa: PLC0415
        from ..models.prompt import Prompt # noqa: PLC0415
        from ..models.twinkle_starship_state import TwinkleStarshipState # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        game_id = d.pop("game_id")

        def _parse_hidden_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        hidden_commitment = _parse_hidden_commitment(d.pop("hidden_commitment"))


        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = Player.from_dict(players_item_data)



            players.append(players_item)


        seed_commitment = d.pop("seed_commitment")

        seeded = d.pop("seeded")

        server_time = d.pop("server_time")

        state = TwinkleStarshipState.from_dict(d.pop("state"))




        status = TwinkleStarshipViewStatus(d.pop("status"))




        to_act = []
        _to_act = d.pop("to_act")
        for to_act_item_data in (_to_act):
            to_act_item = Prompt.from_dict(to_act_item_data)



            to_act.append(to_act_item)


        version = d.pop("version")

        def _parse_you(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        you = _parse_you(d.pop("you"))


        seed = d.pop("seed", UNSET)

        seed_salt = d.pop("seed_salt", UNSET)

        twinkle_starship_view = cls(
            game=game,
            game_id=game_id,
            hidden_commitment=hidden_commitment,
            players=players,
            seed_commitment=seed_commitment,
            seeded=seeded,
            server_time=server_time,
            state=state,
            status=status,
            to_act=to_act,
            version=version,
            you=you,
            seed=seed,
            seed_salt=seed_salt,
        )

        return twinkle_starship_view

