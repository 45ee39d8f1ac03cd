from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starshower_black_star_action_type import StarshowerBlackStarActionType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="StarshowerBlackStarAction")



@_attrs_define
class StarshowerBlackStarAction:
    """ 
        Attributes:
            point (list[int]):
            type_ (StarshowerBlackStarActionType):
            connect (list[list[int]] | Unset): Black stars in the same row or column to draw a black line to, one line each
                (default none). The legal-action list offers one black_star per open point whose connect names exactly the black
                stars it may connect to (no grouped star between; N, E, S, W, nearest first); send it as listed or any subset of
                it, in any order, [] included. A black star beyond a grouped star may be named too: that line is refused (a
                black_line_refused event) and the rest stand.
     """

    point: list[int]
    type_: StarshowerBlackStarActionType
    connect: list[list[int]] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        point = self.point



        type_ = self.type_.value

        connect: list[list[int]] | Unset = UNSET
        if not isinstance(self.connect, Unset):
            connect = []
            for connect_item_data in self.connect:
                connect_item = connect_item_data


                connect.append(connect_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "point": point,
            "type": type_,
        })
        if connect is not UNSET:
            field_dict["connect"] = connect

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        point = cast(list[int], d.pop("point"))


        type_ = StarshowerBlackStarActionType(d.pop("type"))




        _connect = d.pop("connect", UNSET)
        connect: list[list[int]] | Unset = UNSET
        if _connect is not UNSET:
            connect = []
            for connect_item_data in _connect:
                connect_item = cast(list[int], connect_item_data)

                connect.append(connect_item)


        starshower_black_star_action = cls(
            point=point,
            type_=type_,
            connect=connect,
        )

        return starshower_black_star_action

