from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.token_request_scopes_item import TokenRequestScopesItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TokenRequest")



@_attrs_define
class TokenRequest:
    """ 
        Attributes:
            scopes (list[TokenRequestScopesItem]): What the token may do: read (your games, feed and seats; every token has
                it), play (act, claim, leave, rematch), challenge (seeks, challenges, blocks), tournament, webhooks, chat
                Example: ['play', 'challenge'].
            expires_in (int | Unset): Seconds until it stops working (none: until revoked)
            label (str | Unset): Your name for it, shown in the list Default: ''.
     """

    scopes: list[TokenRequestScopesItem]
    expires_in: int | Unset = UNSET
    label: str | Unset = ''





    def to_dict(self) -> dict[str, Any]:
        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)



        expires_in = self.expires_in

        label = self.label


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "scopes": scopes,
        })
        if expires_in is not UNSET:
            field_dict["expires_in"] = expires_in
        if label is not UNSET:
            field_dict["label"] = label

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in (_scopes):
            scopes_item = TokenRequestScopesItem(scopes_item_data)



            scopes.append(scopes_item)


        expires_in = d.pop("expires_in", UNSET)

        label = d.pop("label", UNSET)

        token_request = cls(
            scopes=scopes,
            expires_in=expires_in,
            label=label,
        )

        return token_request

