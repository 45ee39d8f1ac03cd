from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_request_events_item import WebhookRequestEventsItem
from typing import cast






T = TypeVar("T", bound="WebhookRequest")



@_attrs_define
class WebhookRequest:
    """ 
        Attributes:
            events (list[WebhookRequestEventsItem]): The feed events to deliver Example: ['your_turn', 'game_over'].
            url (str): Where deliveries are POSTed: https:// (http:// only for addresses the operator allows), a host that
                resolves to public addresses only Example: https://bots.example.com/starport.
     """

    events: list[WebhookRequestEventsItem]
    url: str





    def to_dict(self) -> dict[str, Any]:
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.value
            events.append(events_item)



        url = self.url


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "events": events,
            "url": url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = WebhookRequestEventsItem(events_item_data)



            events.append(events_item)


        url = d.pop("url")

        webhook_request = cls(
            events=events,
            url=url,
        )

        return webhook_request

