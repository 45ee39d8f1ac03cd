from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.starshower_black_star_action import StarshowerBlackStarAction
  from ..models.starshower_call_action import StarshowerCallAction
  from ..models.starshower_star_action import StarshowerStarAction





T = TypeVar("T", bound="StarshowerLegalActions")



@_attrs_define
class StarshowerLegalActions:
    """ 
        Attributes:
            actions (list[StarshowerBlackStarAction | StarshowerCallAction | StarshowerStarAction]):
            version (int):
     """

    actions: list[StarshowerBlackStarAction | StarshowerCallAction | StarshowerStarAction]
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.starshower_black_star_action import StarshowerBlackStarAction # noqa: PLC0415
        from ..models.starshower_call_action import StarshowerCallAction # noqa: PLC0415
        from ..models.starshower_star_action import StarshowerStarAction # noqa: PLC0415
        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if isinstance(actions_item_data, StarshowerCallAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, StarshowerStarAction):
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
        from ..models.starshower_black_star_action import StarshowerBlackStarAction # noqa: PLC0415
        from ..models.starshower_call_action import StarshowerCallAction # noqa: PLC0415
        from ..models.starshower_star_action import StarshowerStarAction # noqa: PLC0415
        d = dict(src_dict)
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            def _parse_actions_item(data: object) -> StarshowerBlackStarAction | StarshowerCallAction | StarshowerStarAction:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starshower_action_type_0 = StarshowerCallAction.from_dict(data)



                    return componentsschemas_starshower_action_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starshower_action_type_1 = StarshowerStarAction.from_dict(data)



                    return componentsschemas_starshower_action_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_starshower_action_type_2 = StarshowerBlackStarAction.from_dict(data)



                return componentsschemas_starshower_action_type_2

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)


        version = d.pop("version")

        starshower_legal_actions = cls(
            actions=actions,
            version=version,
        )

        return starshower_legal_actions

