from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.challenge_request_options import ChallengeRequestOptions
  from ..models.clock import Clock





T = TypeVar("T", bound="ChallengeRequest")



@_attrs_define
class ChallengeRequest:
    """ 
        Attributes:
            game (str): The title's slug
            clock (Clock | Unset):
            expires_in (int | Unset): Seconds before an unanswered challenge expires Default: 300.
            listed (bool | Unset): The game is shown in the lobby and, once finished, in its players' public histories;
                false keeps it out of both Default: True.
            options (ChallengeRequestOptions | Unset): The title's options (its create's)
            rated (bool | Unset): Rated play (with a clock of a day a turn unless you give one); its end moves every seat's
                rating Default: False.
            with_ (list[str] | Unset): More players challenged together (for a table of more than two): the game starts when
                every one accepts
     """

    game: str
    clock: Clock | Unset = UNSET
    expires_in: int | Unset = 300
    listed: bool | Unset = True
    options: ChallengeRequestOptions | Unset = UNSET
    rated: bool | Unset = False
    with_: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.challenge_request_options import ChallengeRequestOptions # noqa: PLC0415
        from ..models.clock import Clock # noqa: PLC0415
        game = self.game

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        expires_in = self.expires_in

        listed = self.listed

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        rated = self.rated

        with_: list[str] | Unset = UNSET
        if not isinstance(self.with_, Unset):
            with_ = self.with_




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
        })
        if clock is not UNSET:
            field_dict["clock"] = clock
        if expires_in is not UNSET:
            field_dict["expires_in"] = expires_in
        if listed is not UNSET:
            field_dict["listed"] = listed
        if options is not UNSET:
            field_dict["options"] = options
        if rated is not UNSET:
            field_dict["rated"] = rated
        if with_ is not UNSET:
            field_dict["with"] = with_

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.challenge_request_options import ChallengeRequestOptions # noqa: PLC0415
        from ..models.clock import Clock # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        _clock = d.pop("clock", UNSET)
        clock: Clock | Unset
        if isinstance(_clock,  Unset):
            clock = UNSET
        else:
            clock = Clock.from_dict(_clock)




        expires_in = d.pop("expires_in", UNSET)

        listed = d.pop("listed", UNSET)

        _options = d.pop("options", UNSET)
        options: ChallengeRequestOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = ChallengeRequestOptions.from_dict(_options)




        rated = d.pop("rated", UNSET)

        with_ = cast(list[str], d.pop("with", UNSET))


        challenge_request = cls(
            game=game,
            clock=clock,
            expires_in=expires_in,
            listed=listed,
            options=options,
            rated=rated,
            with_=with_,
        )

        return challenge_request

