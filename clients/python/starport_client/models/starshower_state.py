from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.starshower_black_line import StarshowerBlackLine
  from ..models.starshower_group import StarshowerGroup
  from ..models.starshower_star import StarshowerStar
  from ..models.starshower_toss import StarshowerToss
  from ..models.starshower_turn import StarshowerTurn





T = TypeVar("T", bound="StarshowerState")



@_attrs_define
class StarshowerState:
    """ 
        Attributes:
            black_lines (list[StarshowerBlackLine]):
            closed (list[list[int]]): Points crossed by a black line.
            first_player (int):
            groups (list[StarshowerGroup]):
            last_toss (None | StarshowerToss): The latest call and flip; every toss is in the event log (flip events).
            open_points (int):
            size (int):
            stars (list[StarshowerStar]):
            turn (None | StarshowerTurn): Null once the game is over.
     """

    black_lines: list[StarshowerBlackLine]
    closed: list[list[int]]
    first_player: int
    groups: list[StarshowerGroup]
    last_toss: None | StarshowerToss
    open_points: int
    size: int
    stars: list[StarshowerStar]
    turn: None | StarshowerTurn





    def to_dict(self) -> dict[str, Any]:
        from ..models.starshower_black_line import StarshowerBlackLine # noqa: PLC0415
        from ..models.starshower_group import StarshowerGroup # noqa: PLC0415
        from ..models.starshower_star import StarshowerStar # noqa: PLC0415
        from ..models.starshower_toss import StarshowerToss # noqa: PLC0415
        from ..models.starshower_turn import StarshowerTurn # noqa: PLC0415
        black_lines = []
        for black_lines_item_data in self.black_lines:
            black_lines_item = black_lines_item_data.to_dict()
            black_lines.append(black_lines_item)



        closed = []
        for closed_item_data in self.closed:
            closed_item = closed_item_data


            closed.append(closed_item)



        first_player = self.first_player

        groups = []
        for groups_item_data in self.groups:
            groups_item = groups_item_data.to_dict()
            groups.append(groups_item)



        last_toss: dict[str, Any] | None
        if isinstance(self.last_toss, StarshowerToss):
            last_toss = self.last_toss.to_dict()
        else:
            last_toss = self.last_toss

        open_points = self.open_points

        size = self.size

        stars = []
        for stars_item_data in self.stars:
            stars_item = stars_item_data.to_dict()
            stars.append(stars_item)



        turn: dict[str, Any] | None
        if isinstance(self.turn, StarshowerTurn):
            turn = self.turn.to_dict()
        else:
            turn = self.turn


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "black_lines": black_lines,
            "closed": closed,
            "first_player": first_player,
            "groups": groups,
            "last_toss": last_toss,
            "open_points": open_points,
            "size": size,
            "stars": stars,
            "turn": turn,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.starshower_black_line import StarshowerBlackLine # noqa: PLC0415
        from ..models.starshower_group import StarshowerGroup # noqa: PLC0415
        from ..models.starshower_star import StarshowerStar # noqa: PLC0415
        from ..models.starshower_toss import StarshowerToss # noqa: PLC0415
        from ..models.starshower_turn import StarshowerTurn # noqa: PLC0415
        d = dict(src_dict)
        black_lines = []
        _black_lines = d.pop("black_lines")
        for black_lines_item_data in (_black_lines):
            black_lines_item = StarshowerBlackLine.from_dict(black_lines_item_data)



            black_lines.append(black_lines_item)


        closed = []
        _closed = d.pop("closed")
        for closed_item_data in (_closed):
            closed_item = cast(list[int], closed_item_data)

            closed.append(closed_item)


        first_player = d.pop("first_player")

        groups = []
        _groups = d.pop("groups")
        for groups_item_data in (_groups):
            groups_item = StarshowerGroup.from_dict(groups_item_data)



            groups.append(groups_item)


        def _parse_last_toss(data: object) -> None | StarshowerToss:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_toss_type_0 = StarshowerToss.from_dict(data)



                return last_toss_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StarshowerToss, data)

        last_toss = _parse_last_toss(d.pop("last_toss"))


        open_points = d.pop("open_points")

        size = d.pop("size")

        stars = []
        _stars = d.pop("stars")
        for stars_item_data in (_stars):
            stars_item = StarshowerStar.from_dict(stars_item_data)



            stars.append(stars_item)


        def _parse_turn(data: object) -> None | StarshowerTurn:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                turn_type_0 = StarshowerTurn.from_dict(data)



                return turn_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StarshowerTurn, data)

        turn = _parse_turn(d.pop("turn"))


        starshower_state = cls(
            black_lines=black_lines,
            closed=closed,
            first_player=first_player,
            groups=groups,
            last_toss=last_toss,
            open_points=open_points,
            size=size,
            stars=stars,
            turn=turn,
        )

        return starshower_state

