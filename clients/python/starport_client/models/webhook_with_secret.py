from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_with_secret_events_item import WebhookWithSecretEventsItem
from ..models.webhook_with_secret_status import WebhookWithSecretStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="WebhookWithSecret")



@_attrs_define
class WebhookWithSecret:
    """ 
        Attributes:
            created (int): Unix time
            events (list[WebhookWithSecretEventsItem]):
            secret (str): The signing secret (HMAC-SHA256 key of Starport-Signature); shown only now
            status (WebhookWithSecretStatus): disabled: every delivery failed for a day (your feed said so); POST …/enable
            url (str):
            webhook_id (str):
            disabled_at (int | None | Unset):
            failing_since (int | None | Unset): Unix time of the first failed attempt since the last success; null while it
                succeeds
            previous_secret_until (int | Unset): After a rotation: until this Unix time the old secret signs too (a second
                v1)
     """

    created: int
    events: list[WebhookWithSecretEventsItem]
    secret: str
    status: WebhookWithSecretStatus
    url: str
    webhook_id: str
    disabled_at: int | None | Unset = UNSET
    failing_since: int | None | Unset = UNSET
    previous_secret_until: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        created = self.created

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.value
            events.append(events_item)



        secret = self.secret

        status = self.status.value

        url = self.url

        webhook_id = self.webhook_id

        disabled_at: int | None | Unset
        if isinstance(self.disabled_at, Unset):
            disabled_at = UNSET
        else:
            disabled_at = self.disabled_at

        failing_since: int | None | Unset
        if isinstance(self.failing_since, Unset):
            failing_since = UNSET
        else:
            failing_since = self.failing_since

        previous_secret_until = self.previous_secret_until


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "created": created,
            "events": events,
            "secret": secret,
            "status": status,
            "url": url,
            "webhook_id": webhook_id,
        })
        if disabled_at is not UNSET:
            field_dict["disabled_at"] = disabled_at
        if failing_since is not UNSET:
            field_dict["failing_since"] = failing_since
        if previous_secret_until is not UNSET:
            field_dict["previous_secret_until"] = previous_secret_until

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created = d.pop("created")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = WebhookWithSecretEventsItem(events_item_data)



            events.append(events_item)


        secret = d.pop("secret")

        status = WebhookWithSecretStatus(d.pop("status"))




        url = d.pop("url")

        webhook_id = d.pop("webhook_id")

        def _parse_disabled_at(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        disabled_at = _parse_disabled_at(d.pop("disabled_at", UNSET))


        def _parse_failing_since(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        failing_since = _parse_failing_since(d.pop("failing_since", UNSET))


        previous_secret_until = d.pop("previous_secret_until", UNSET)

        webhook_with_secret = cls(
            created=created,
            events=events,
            secret=secret,
            status=status,
            url=url,
            webhook_id=webhook_id,
            disabled_at=disabled_at,
            failing_since=failing_since,
            previous_secret_until=previous_secret_until,
        )

        return webhook_with_secret

