from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.twinkle_twinkle_cell import TwinkleTwinkleCell





T = TypeVar("T", bound="TwinkleTwinkleChart")



@_attrs_define
class TwinkleTwinkleChart:
    """ 
        Attributes:
            seat (int):
            spaces (list[list[None | TwinkleTwinkleCell]]):
     """

    seat: int
    spaces: list[list[None | TwinkleTwinkleCell]]





    def to_dict(self) -> dict[str, Any]:
        from ..models.twinkle_twinkle_cell import TwinkleTwinkleCell # noqa: PLC0415
        seat = self.seat

        spaces = []
        for spaces_item_data in self.spaces:
            spaces_item = []
            for spaces_item_item_data in spaces_item_data:
                spaces_item_item: dict[str, Any] | None
                if isinstance(spaces_item_item_data, TwinkleTwinkleCell):
                    spaces_item_item = spaces_item_item_data.to_dict()
                else:
                    spaces_item_item = spaces_item_item_data
                spaces_item.append(spaces_item_item)


            spaces.append(spaces_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "spaces": spaces,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.twinkle_twinkle_cell import TwinkleTwinkleCell # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        spaces = []
        _spaces = d.pop("spaces")
        for spaces_item_data in (_spaces):
            spaces_item = []
            _spaces_item = spaces_item_data
            for spaces_item_item_data in (_spaces_item):
                def _parse_spaces_item_item(data: object) -> None | TwinkleTwinkleCell:
                    if data is None:
                        return data
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        spaces_item_item_type_0 = TwinkleTwinkleCell.from_dict(data)



                        return spaces_item_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(None | TwinkleTwinkleCell, data)

                spaces_item_item = _parse_spaces_item_item(spaces_item_item_data)

                spaces_item.append(spaces_item_item)

            spaces.append(spaces_item)


        twinkle_twinkle_chart = cls(
            seat=seat,
            spaces=spaces,
        )

        return twinkle_twinkle_chart

