from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.delivery import Delivery





T = TypeVar("T", bound="DeliveryList")



@_attrs_define
class DeliveryList:
    """ 
        Attributes:
            deliveries (list[Delivery]): Newest first, the last 100
            webhook_id (str):
     """

    deliveries: list[Delivery]
    webhook_id: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.delivery import Delivery # noqa: PLC0415
        deliveries = []
        for deliveries_item_data in self.deliveries:
            deliveries_item = deliveries_item_data.to_dict()
            deliveries.append(deliveries_item)



        webhook_id = self.webhook_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deliveries": deliveries,
            "webhook_id": webhook_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.delivery import Delivery # noqa: PLC0415
        d = dict(src_dict)
        deliveries = []
        _deliveries = d.pop("deliveries")
        for deliveries_item_data in (_deliveries):
            deliveries_item = Delivery.from_dict(deliveries_item_data)



            deliveries.append(deliveries_item)


        webhook_id = d.pop("webhook_id")

        delivery_list = cls(
            deliveries=deliveries,
            webhook_id=webhook_id,
        )

        return delivery_list

