from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.twinkle_twinkle_cosmobot_take_action import TwinkleTwinkleCosmobotTakeAction
  from ..models.twinkle_twinkle_place_action import TwinkleTwinklePlaceAction





T = TypeVar("T", bound="TwinkleTwinkleLegalActions")



@_attrs_define
class TwinkleTwinkleLegalActions:
    """ 
        Attributes:
            actions (list[TwinkleTwinkleCosmobotTakeAction | TwinkleTwinklePlaceAction]):
            version (int):
     """

    actions: list[TwinkleTwinkleCosmobotTakeAction | TwinkleTwinklePlaceAction]
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.twinkle_twinkle_cosmobot_take_action import TwinkleTwinkleCosmobotTakeAction # noqa: PLC0415
        from ..models.twinkle_twinkle_place_action import TwinkleTwinklePlaceAction # noqa: PLC0415
        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if isinstance(actions_item_data, TwinkleTwinklePlaceAction):
                actions_item = actions_item_data.to_dict()
            else:
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
        from ..models.twinkle_twinkle_cosmobot_take_action import TwinkleTwinkleCosmobotTakeAction # noqa: PLC0415
        from ..models.twinkle_twinkle_place_action import TwinkleTwinklePlaceAction # noqa: PLC0415
        d = dict(src_dict)
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            def _parse_actions_item(data: object) -> TwinkleTwinkleCosmobotTakeAction | TwinkleTwinklePlaceAction:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_twinkle_twinkle_action_type_0 = TwinkleTwinklePlaceAction.from_dict(data)



                    return componentsschemas_twinkle_twinkle_action_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_twinkle_twinkle_action_type_1 = TwinkleTwinkleCosmobotTakeAction.from_dict(data)



                return componentsschemas_twinkle_twinkle_action_type_1

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)


        version = d.pop("version")

        twinkle_twinkle_legal_actions = cls(
            actions=actions,
            version=version,
        )

        return twinkle_twinkle_legal_actions

