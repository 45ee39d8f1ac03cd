from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.record_action_by import RecordActionBy
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.record_action_action import RecordActionAction





T = TypeVar("T", bound="RecordAction")



@_attrs_define
class RecordAction:
    """ 
        Attributes:
            action (RecordActionAction): Exactly as applied: as posted, or as a bot, the stand-in, the Cosmobot chose;
                {"type": "expire"} for a timer. Its type alone where it told its actor something private for ever (a card chosen
                face down)
            actor (Any): A seat number, an automaton ("cosmobot"), or null for a timer
            at (float): When (seconds since the epoch)
            by (RecordActionBy):
            version (int): The version it made
            bot (str | Unset): bot and stand-in: the level that chose
            draws (int | Unset): Machines: numbers drawn choosing (left out where they come from the hidden seed)
     """

    action: RecordActionAction
    actor: Any
    at: float
    by: RecordActionBy
    version: int
    bot: str | Unset = UNSET
    draws: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.record_action_action import RecordActionAction # noqa: PLC0415
        action = self.action.to_dict()

        actor = self.actor

        at = self.at

        by = self.by.value

        version = self.version

        bot = self.bot

        draws = self.draws


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "actor": actor,
            "at": at,
            "by": by,
            "version": version,
        })
        if bot is not UNSET:
            field_dict["bot"] = bot
        if draws is not UNSET:
            field_dict["draws"] = draws

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.record_action_action import RecordActionAction # noqa: PLC0415
        d = dict(src_dict)
        action = RecordActionAction.from_dict(d.pop("action"))




        actor = d.pop("actor")

        at = d.pop("at")

        by = RecordActionBy(d.pop("by"))




        version = d.pop("version")

        bot = d.pop("bot", UNSET)

        draws = d.pop("draws", UNSET)

        record_action = cls(
            action=action,
            actor=actor,
            at=at,
            by=by,
            version=version,
            bot=bot,
            draws=draws,
        )

        return record_action

