from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.bot_policy_request import BotPolicyRequest





T = TypeVar("T", bound="BotPolicy")



@_attrs_define
class BotPolicy:
    """ 
        Attributes:
            bot (bool): A bot account now
            player_id (str):
            policy (BotPolicyRequest | Unset):
     """

    bot: bool
    player_id: str
    policy: BotPolicyRequest | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_policy_request import BotPolicyRequest # noqa: PLC0415
        bot = self.bot

        player_id = self.player_id

        policy: dict[str, Any] | Unset = UNSET
        if not isinstance(self.policy, Unset):
            policy = self.policy.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bot": bot,
            "player_id": player_id,
        })
        if policy is not UNSET:
            field_dict["policy"] = policy

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_policy_request import BotPolicyRequest # noqa: PLC0415
        d = dict(src_dict)
        bot = d.pop("bot")

        player_id = d.pop("player_id")

        _policy = d.pop("policy", UNSET)
        policy: BotPolicyRequest | Unset
        if isinstance(_policy,  Unset):
            policy = UNSET
        else:
            policy = BotPolicyRequest.from_dict(_policy)




        bot_policy = cls(
            bot=bot,
            player_id=player_id,
            policy=policy,
        )

        return bot_policy

