from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.starligned_choose_action import StarlignedChooseAction
  from ..models.starligned_exchange_action import StarlignedExchangeAction
  from ..models.starligned_exchange_with_action import StarlignedExchangeWithAction
  from ..models.starligned_lay_moon_action import StarlignedLayMoonAction
  from ..models.starligned_move_action import StarlignedMoveAction
  from ..models.starligned_remove_moon_action import StarlignedRemoveMoonAction
  from ..models.starligned_repeat_action import StarlignedRepeatAction
  from ..models.starligned_rotate_action import StarlignedRotateAction
  from ..models.starligned_rotate_card_action import StarlignedRotateCardAction
  from ..models.starligned_rotate_telescope_action import StarlignedRotateTelescopeAction
  from ..models.starligned_skip_moon_bonus_action import StarlignedSkipMoonBonusAction
  from ..models.starligned_swap_action import StarlignedSwapAction





T = TypeVar("T", bound="StarlignedLegalActions")



@_attrs_define
class StarlignedLegalActions:
    """ 
        Attributes:
            actions (list[StarlignedChooseAction | StarlignedExchangeAction | StarlignedExchangeWithAction |
                StarlignedLayMoonAction | StarlignedMoveAction | StarlignedRemoveMoonAction | StarlignedRepeatAction |
                StarlignedRotateAction | StarlignedRotateCardAction | StarlignedRotateTelescopeAction |
                StarlignedSkipMoonBonusAction | StarlignedSwapAction]):
            version (int):
     """

    actions: list[StarlignedChooseAction | StarlignedExchangeAction | StarlignedExchangeWithAction | StarlignedLayMoonAction | StarlignedMoveAction | StarlignedRemoveMoonAction | StarlignedRepeatAction | StarlignedRotateAction | StarlignedRotateCardAction | StarlignedRotateTelescopeAction | StarlignedSkipMoonBonusAction | StarlignedSwapAction]
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.starligned_choose_action import StarlignedChooseAction # noqa: PLC0415
        from ..models.starligned_exchange_action import StarlignedExchangeAction # noqa: PLC0415
        from ..models.starligned_exchange_with_action import StarlignedExchangeWithAction # noqa: PLC0415
        from ..models.starligned_lay_moon_action import StarlignedLayMoonAction # noqa: PLC0415
        from ..models.starligned_move_action import StarlignedMoveAction # noqa: PLC0415
        from ..models.starligned_remove_moon_action import StarlignedRemoveMoonAction # noqa: PLC0415
        from ..models.starligned_repeat_action import StarlignedRepeatAction # noqa: PLC0415
        from ..models.starligned_rotate_action import StarlignedRotateAction # noqa: PLC0415
        from ..models.starligned_rotate_card_action import StarlignedRotateCardAction # noqa: PLC0415
        from ..models.starligned_rotate_telescope_action import StarlignedRotateTelescopeAction # noqa: PLC0415
        from ..models.starligned_skip_moon_bonus_action import StarlignedSkipMoonBonusAction # noqa: PLC0415
        from ..models.starligned_swap_action import StarlignedSwapAction # noqa: PLC0415
        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if isinstance(actions_item_data, StarlignedChooseAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, StarlignedRotateAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, StarlignedLayMoonAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, StarlignedRemoveMoonAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, StarlignedSkipMoonBonusAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, StarlignedSwapAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, StarlignedMoveAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, StarlignedRotateCardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, StarlignedRotateTelescopeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, StarlignedRepeatAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, StarlignedExchangeAction):
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
        from ..models.starligned_choose_action import StarlignedChooseAction # noqa: PLC0415
        from ..models.starligned_exchange_action import StarlignedExchangeAction # noqa: PLC0415
        from ..models.starligned_exchange_with_action import StarlignedExchangeWithAction # noqa: PLC0415
        from ..models.starligned_lay_moon_action import StarlignedLayMoonAction # noqa: PLC0415
        from ..models.starligned_move_action import StarlignedMoveAction # noqa: PLC0415
        from ..models.starligned_remove_moon_action import StarlignedRemoveMoonAction # noqa: PLC0415
        from ..models.starligned_repeat_action import StarlignedRepeatAction # noqa: PLC0415
        from ..models.starligned_rotate_action import StarlignedRotateAction # noqa: PLC0415
        from ..models.starligned_rotate_card_action import StarlignedRotateCardAction # noqa: PLC0415
        from ..models.starligned_rotate_telescope_action import StarlignedRotateTelescopeAction # noqa: PLC0415
        from ..models.starligned_skip_moon_bonus_action import StarlignedSkipMoonBonusAction # noqa: PLC0415
        from ..models.starligned_swap_action import StarlignedSwapAction # noqa: PLC0415
        d = dict(src_dict)
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            def _parse_actions_item(data: object) -> StarlignedChooseAction | StarlignedExchangeAction | StarlignedExchangeWithAction | StarlignedLayMoonAction | StarlignedMoveAction | StarlignedRemoveMoonAction | StarlignedRepeatAction | StarlignedRotateAction | StarlignedRotateCardAction | StarlignedRotateTelescopeAction | StarlignedSkipMoonBonusAction | StarlignedSwapAction:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_action_type_0 = StarlignedChooseAction.from_dict(data)



                    return componentsschemas_starligned_action_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_action_type_1 = StarlignedRotateAction.from_dict(data)



                    return componentsschemas_starligned_action_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_action_type_2 = StarlignedLayMoonAction.from_dict(data)



                    return componentsschemas_starligned_action_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_action_type_3 = StarlignedRemoveMoonAction.from_dict(data)



                    return componentsschemas_starligned_action_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_action_type_4 = StarlignedSkipMoonBonusAction.from_dict(data)



                    return componentsschemas_starligned_action_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_action_type_5 = StarlignedSwapAction.from_dict(data)



                    return componentsschemas_starligned_action_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_action_type_6 = StarlignedMoveAction.from_dict(data)



                    return componentsschemas_starligned_action_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_action_type_7 = StarlignedRotateCardAction.from_dict(data)



                    return componentsschemas_starligned_action_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_action_type_8 = StarlignedRotateTelescopeAction.from_dict(data)



                    return componentsschemas_starligned_action_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_action_type_9 = StarlignedRepeatAction.from_dict(data)



                    return componentsschemas_starligned_action_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starligned_action_type_10 = StarlignedExchangeAction.from_dict(data)



                    return componentsschemas_starligned_action_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_starligned_action_type_11 = StarlignedExchangeWithAction.from_dict(data)



                return componentsschemas_starligned_action_type_11

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)


        version = d.pop("version")

        starligned_legal_actions = cls(
            actions=actions,
            version=version,
        )

        return starligned_legal_actions

