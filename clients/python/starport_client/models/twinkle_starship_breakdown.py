from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.twinkle_starship_deal_breakdown import TwinkleStarshipDealBreakdown





T = TypeVar("T", bound="TwinkleStarshipBreakdown")



@_attrs_define
class TwinkleStarshipBreakdown:
    """ 
        Attributes:
            deals (list[TwinkleStarshipDealBreakdown]):
     """

    deals: list[TwinkleStarshipDealBreakdown]





    def to_dict(self) -> dict[str, Any]:
        from ..models.twinkle_starship_deal_breakdown import TwinkleStarshipDealBreakdown # noqa: PLC0415
        deals = []
        for deals_item_data in self.deals:
            deals_item = deals_item_data.to_dict()
            deals.append(deals_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deals": deals,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.twinkle_starship_deal_breakdown import TwinkleStarshipDealBreakdown # noqa: PLC0415
        d = dict(src_dict)
        deals = []
        _deals = d.pop("deals")
        for deals_item_data in (_deals):
            deals_item = TwinkleStarshipDealBreakdown.from_dict(deals_item_data)



            deals.append(deals_item)


        twinkle_starship_breakdown = cls(
            deals=deals,
        )

        return twinkle_starship_breakdown

