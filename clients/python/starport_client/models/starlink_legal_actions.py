from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.starlink_add_segment_action import StarlinkAddSegmentAction
  from ..models.starlink_choose_word_action import StarlinkChooseWordAction
  from ..models.starlink_erase_all_action import StarlinkEraseAllAction
  from ..models.starlink_erase_constellation_action import StarlinkEraseConstellationAction
  from ..models.starlink_erase_segment_action import StarlinkEraseSegmentAction
  from ..models.starlink_guess_action import StarlinkGuessAction





T = TypeVar("T", bound="StarlinkLegalActions")



@_attrs_define
class StarlinkLegalActions:
    """ 
        Attributes:
            actions (list[StarlinkAddSegmentAction | StarlinkChooseWordAction | StarlinkEraseAllAction |
                StarlinkEraseConstellationAction | StarlinkEraseSegmentAction | StarlinkGuessAction]):
            version (int):
     """

    actions: list[StarlinkAddSegmentAction | StarlinkChooseWordAction | StarlinkEraseAllAction | StarlinkEraseConstellationAction | StarlinkEraseSegmentAction | StarlinkGuessAction]
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.starlink_add_segment_action import StarlinkAddSegmentAction # noqa: PLC0415
        from ..models.starlink_choose_word_action import StarlinkChooseWordAction # noqa: PLC0415
        from ..models.starlink_erase_all_action import StarlinkEraseAllAction # noqa: PLC0415
        from ..models.starlink_erase_constellation_action import StarlinkEraseConstellationAction # noqa: PLC0415
        from ..models.starlink_erase_segment_action import StarlinkEraseSegmentAction # noqa: PLC0415
        from ..models.starlink_guess_action import StarlinkGuessAction # noqa: PLC0415
        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if isinstance(actions_item_data, StarlinkEraseConstellationAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, StarlinkChooseWordAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, StarlinkAddSegmentAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, StarlinkEraseSegmentAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, StarlinkEraseAllAction):
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
        from ..models.starlink_add_segment_action import StarlinkAddSegmentAction # noqa: PLC0415
        from ..models.starlink_choose_word_action import StarlinkChooseWordAction # noqa: PLC0415
        from ..models.starlink_erase_all_action import StarlinkEraseAllAction # noqa: PLC0415
        from ..models.starlink_erase_constellation_action import StarlinkEraseConstellationAction # noqa: PLC0415
        from ..models.starlink_erase_segment_action import StarlinkEraseSegmentAction # noqa: PLC0415
        from ..models.starlink_guess_action import StarlinkGuessAction # noqa: PLC0415
        d = dict(src_dict)
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            def _parse_actions_item(data: object) -> StarlinkAddSegmentAction | StarlinkChooseWordAction | StarlinkEraseAllAction | StarlinkEraseConstellationAction | StarlinkEraseSegmentAction | StarlinkGuessAction:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starlink_action_type_0 = StarlinkEraseConstellationAction.from_dict(data)



                    return componentsschemas_starlink_action_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starlink_action_type_1 = StarlinkChooseWordAction.from_dict(data)



                    return componentsschemas_starlink_action_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starlink_action_type_2 = StarlinkAddSegmentAction.from_dict(data)



                    return componentsschemas_starlink_action_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starlink_action_type_3 = StarlinkEraseSegmentAction.from_dict(data)



                    return componentsschemas_starlink_action_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_starlink_action_type_4 = StarlinkEraseAllAction.from_dict(data)



                    return componentsschemas_starlink_action_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_starlink_action_type_5 = StarlinkGuessAction.from_dict(data)



                return componentsschemas_starlink_action_type_5

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)


        version = d.pop("version")

        starlink_legal_actions = cls(
            actions=actions,
            version=version,
        )

        return starlink_legal_actions

