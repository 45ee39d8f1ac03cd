from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.result import Result





T = TypeVar("T", bound="Results")



@_attrs_define
class Results:
    """ 
        Attributes:
            results (list[Result]):
            total (int):
     """

    results: list[Result]
    total: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.result import Result # noqa: PLC0415
        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)



        total = self.total


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "results": results,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.result import Result # noqa: PLC0415
        d = dict(src_dict)
        results = []
        _results = d.pop("results")
        for results_item_data in (_results):
            results_item = Result.from_dict(results_item_data)



            results.append(results_item)


        total = d.pop("total")

        results = cls(
            results=results,
            total=total,
        )

        return results

