from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.challenge_event_type import ChallengeEventType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.challenge_event_clock import ChallengeEventClock
  from ..models.challenge_event_options import ChallengeEventOptions





T = TypeVar("T", bound="ChallengeEvent")



@_attrs_define
class ChallengeEvent:
    """ 
        Attributes:
            challenge_id (str):
            created (float): Unix time the delivery was queued
            expires (float): Unix time it expires unanswered
            from_ (str): The challenger
            game (str): The title's slug
            id (str): <player id>-<seq>: one per feed event, the same in a redelivery
            player_id (str):
            players (list[str]): Every player challenged
            seq (int): The event's seq on your feed
            type_ (ChallengeEventType):
            clock (ChallengeEventClock | Unset):
            dropped (int | Unset): Present when the webhook's pending cap dropped deliveries since the one queued before
                this: how many (GET …/deliveries lists them as dropped)
            from_name (None | str | Unset):
            options (ChallengeEventOptions | Unset):
            rated (bool | Unset):
     """

    challenge_id: str
    created: float
    expires: float
    from_: str
    game: str
    id: str
    player_id: str
    players: list[str]
    seq: int
    type_: ChallengeEventType
    clock: ChallengeEventClock | Unset = UNSET
    dropped: int | Unset = UNSET
    from_name: None | str | Unset = UNSET
    options: ChallengeEventOptions | Unset = UNSET
    rated: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.challenge_event_clock import ChallengeEventClock # noqa: PLC0415
        from ..models.challenge_event_options import ChallengeEventOptions # noqa: PLC0415
        challenge_id = self.challenge_id

        created = self.created

        expires = self.expires

        from_ = self.from_

        game = self.game

        id = self.id

        player_id = self.player_id

        players = self.players



        seq = self.seq

        type_ = self.type_.value

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        dropped = self.dropped

        from_name: None | str | Unset
        if isinstance(self.from_name, Unset):
            from_name = UNSET
        else:
            from_name = self.from_name

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        rated = self.rated


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "challenge_id": challenge_id,
            "created": created,
            "expires": expires,
            "from": from_,
            "game": game,
            "id": id,
            "player_id": player_id,
            "players": players,
            "seq": seq,
            "type": type_,
        })
        if clock is not UNSET:
            field_dict["clock"] = clock
        if dropped is not UNSET:
            field_dict["dropped"] = dropped
        if from_name is not UNSET:
            field_dict["from_name"] = from_name
        if options is not UNSET:
            field_dict["options"] = options
        if rated is not UNSET:
            field_dict["rated"] = rated

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.challenge_event_clock import ChallengeEventClock # noqa: PLC0415
        from ..models.challenge_event_options import ChallengeEventOptions # noqa: PLC0415
        d = dict(src_dict)
        challenge_id = d.pop("challenge_id")

        created = d.pop("created")

        expires = d.pop("expires")

        from_ = d.pop("from")

        game = d.pop("game")

        id = d.pop("id")

        player_id = d.pop("player_id")

        players = cast(list[str], d.pop("players"))


        seq = d.pop("seq")

        type_ = ChallengeEventType(d.pop("type"))




        _clock = d.pop("clock", UNSET)
        clock: ChallengeEventClock | Unset
        if isinstance(_clock,  Unset):
            clock = UNSET
        else:
            clock = ChallengeEventClock.from_dict(_clock)




        dropped = d.pop("dropped", UNSET)

        def _parse_from_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        from_name = _parse_from_name(d.pop("from_name", UNSET))


        _options = d.pop("options", UNSET)
        options: ChallengeEventOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = ChallengeEventOptions.from_dict(_options)




        rated = d.pop("rated", UNSET)

        challenge_event = cls(
            challenge_id=challenge_id,
            created=created,
            expires=expires,
            from_=from_,
            game=game,
            id=id,
            player_id=player_id,
            players=players,
            seq=seq,
            type_=type_,
            clock=clock,
            dropped=dropped,
            from_name=from_name,
            options=options,
            rated=rated,
        )


        challenge_event.additional_properties = d
        return challenge_event

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
