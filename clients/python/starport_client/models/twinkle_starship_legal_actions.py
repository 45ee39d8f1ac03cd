from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.twinkle_starship_play_action import TwinkleStarshipPlayAction





T = TypeVar("T", bound="TwinkleStarshipLegalActions")



@_attrs_define
class TwinkleStarshipLegalActions:
    """ 
        Attributes:
            actions (list[TwinkleStarshipPlayAction]):
            version (int):
     """

    actions: list[TwinkleStarshipPlayAction]
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.twinkle_starship_play_action import TwinkleStarshipPlayAction # noqa: PLC0415
        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)



        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "actions": actions,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.twinkle_starship_play_action import TwinkleStarshipPlayAction # noqa: PLC0415
        d = dict(src_dict)
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            actions_item = TwinkleStarshipPlayAction.from_dict(actions_item_data)



            actions.append(actions_item)


        version = d.pop("version")

        twinkle_starship_legal_actions = cls(
            actions=actions,
            version=version,
        )

        return twinkle_starship_legal_actions

