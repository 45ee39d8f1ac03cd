from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.token_minted_scopes_item import TokenMintedScopesItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TokenMinted")



@_attrs_define
class TokenMinted:
    """ 
        Attributes:
            created (float): Unix time
            expires (float | None): Unix time; null: never
            label (str):
            last_used (float | None): Unix time, to the minute; null: never used
            prefix (str): The token's public beginning (<player id>.<token id>), to tell it apart; never its secret
            scopes (list[TokenMintedScopesItem]):
            token (str): The token (Authorization: Bearer <token>); shown only once
            token_id (str):
            expired (bool | Unset): Past its expiry: it works no more (in the list)
     """

    created: float
    expires: float | None
    label: str
    last_used: float | None
    prefix: str
    scopes: list[TokenMintedScopesItem]
    token: str
    token_id: str
    expired: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        created = self.created

        expires: float | None
        expires = self.expires

        label = self.label

        last_used: float | None
        last_used = self.last_used

        prefix = self.prefix

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)



        token = self.token

        token_id = self.token_id

        expired = self.expired


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "created": created,
            "expires": expires,
            "label": label,
            "last_used": last_used,
            "prefix": prefix,
            "scopes": scopes,
            "token": token,
            "token_id": token_id,
        })
        if expired is not UNSET:
            field_dict["expired"] = expired

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created = d.pop("created")

        def _parse_expires(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        expires = _parse_expires(d.pop("expires"))


        label = d.pop("label")

        def _parse_last_used(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        last_used = _parse_last_used(d.pop("last_used"))


        prefix = d.pop("prefix")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in (_scopes):
            scopes_item = TokenMintedScopesItem(scopes_item_data)



            scopes.append(scopes_item)


        token = d.pop("token")

        token_id = d.pop("token_id")

        expired = d.pop("expired", UNSET)

        token_minted = cls(
            created=created,
            expires=expires,
            label=label,
            last_used=last_used,
            prefix=prefix,
            scopes=scopes,
            token=token,
            token_id=token_id,
            expired=expired,
        )

        return token_minted

