from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.starshower_star_action_type import StarshowerStarActionType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="StarshowerStarAction")



@_attrs_define
class StarshowerStarAction:
    """ 
        Attributes:
            point (list[int]):
            type_ (StarshowerStarActionType):
            group (list[list[int]] | Unset): The two end points (either order) of a run of 3 or more of your live stars that
                contains the new star. The legal-action list offers, per line, the longest such run; any run of 3 or more inside
                it that contains the new star is legal too.
     """

    point: list[int]
    type_: StarshowerStarActionType
    group: list[list[int]] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        point = self.point



        type_ = self.type_.value

        group: list[list[int]] | Unset = UNSET
        if not isinstance(self.group, Unset):
            group = []
            for group_item_data in self.group:
                group_item = group_item_data


                group.append(group_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "point": point,
            "type": type_,
        })
        if group is not UNSET:
            field_dict["group"] = group

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        point = cast(list[int], d.pop("point"))


        type_ = StarshowerStarActionType(d.pop("type"))




        _group = d.pop("group", UNSET)
        group: list[list[int]] | Unset = UNSET
        if _group is not UNSET:
            group = []
            for group_item_data in _group:
                group_item = cast(list[int], group_item_data)

                group.append(group_item)


        starshower_star_action = cls(
            point=point,
            type_=type_,
            group=group,
        )

        return starshower_star_action

