from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.delivery_status import DeliveryStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.attempt import Attempt





T = TypeVar("T", bound="Delivery")



@_attrs_define
class Delivery:
    """ 
        Attributes:
            attempt_count (int):
            attempts (list[Attempt]): The last 40
            created (float):
            delivery_id (str): Sent as Starport-Delivery
            dropped_before (int): How many deliveries of this webhook the cap dropped since the one queued before this (its
                body's dropped)
            event_type (str):
            status (DeliveryStatus): dropped: by the webhook's pending cap (50 waiting; the newest your_turn of each game is
                kept), never sent; the next delivery queued says how many (dropped_before)
            webhook_id (str):
            event_id (None | str | Unset): The body's id (the same for a redelivery)
            next_attempt (float | None | Unset): When it is tried again, if it will be
            redelivery_of (None | str | Unset):
     """

    attempt_count: int
    attempts: list[Attempt]
    created: float
    delivery_id: str
    dropped_before: int
    event_type: str
    status: DeliveryStatus
    webhook_id: str
    event_id: None | str | Unset = UNSET
    next_attempt: float | None | Unset = UNSET
    redelivery_of: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.attempt import Attempt # noqa: PLC0415
        attempt_count = self.attempt_count

        attempts = []
        for attempts_item_data in self.attempts:
            attempts_item = attempts_item_data.to_dict()
            attempts.append(attempts_item)



        created = self.created

        delivery_id = self.delivery_id

        dropped_before = self.dropped_before

        event_type = self.event_type

        status = self.status.value

        webhook_id = self.webhook_id

        event_id: None | str | Unset
        if isinstance(self.event_id, Unset):
            event_id = UNSET
        else:
            event_id = self.event_id

        next_attempt: float | None | Unset
        if isinstance(self.next_attempt, Unset):
            next_attempt = UNSET
        else:
            next_attempt = self.next_attempt

        redelivery_of: None | str | Unset
        if isinstance(self.redelivery_of, Unset):
            redelivery_of = UNSET
        else:
            redelivery_of = self.redelivery_of


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "attempt_count": attempt_count,
            "attempts": attempts,
            "created": created,
            "delivery_id": delivery_id,
            "dropped_before": dropped_before,
            "event_type": event_type,
            "status": status,
            "webhook_id": webhook_id,
        })
        if event_id is not UNSET:
            field_dict["event_id"] = event_id
        if next_attempt is not UNSET:
            field_dict["next_attempt"] = next_attempt
        if redelivery_of is not UNSET:
            field_dict["redelivery_of"] = redelivery_of

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.attempt import Attempt # noqa: PLC0415
        d = dict(src_dict)
        attempt_count = d.pop("attempt_count")

        attempts = []
        _attempts = d.pop("attempts")
        for attempts_item_data in (_attempts):
            attempts_item = Attempt.from_dict(attempts_item_data)



            attempts.append(attempts_item)


        created = d.pop("created")

        delivery_id = d.pop("delivery_id")

        dropped_before = d.pop("dropped_before")

        event_type = d.pop("event_type")

        status = DeliveryStatus(d.pop("status"))




        webhook_id = d.pop("webhook_id")

        def _parse_event_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        event_id = _parse_event_id(d.pop("event_id", UNSET))


        def _parse_next_attempt(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        next_attempt = _parse_next_attempt(d.pop("next_attempt", UNSET))


        def _parse_redelivery_of(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        redelivery_of = _parse_redelivery_of(d.pop("redelivery_of", UNSET))


        delivery = cls(
            attempt_count=attempt_count,
            attempts=attempts,
            created=created,
            delivery_id=delivery_id,
            dropped_before=dropped_before,
            event_type=event_type,
            status=status,
            webhook_id=webhook_id,
            event_id=event_id,
            next_attempt=next_attempt,
            redelivery_of=redelivery_of,
        )

        return delivery

