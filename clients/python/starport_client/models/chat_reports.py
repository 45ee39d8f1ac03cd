from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.chat_reports_reports_item import ChatReportsReportsItem





T = TypeVar("T", bound="ChatReports")



@_attrs_define
class ChatReports:
    """ 
        Attributes:
            reports (list[ChatReportsReportsItem]): The newest reports first: the game, the line as kept (its author
                included), the reporter, when
     """

    reports: list[ChatReportsReportsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.chat_reports_reports_item import ChatReportsReportsItem # noqa: PLC0415
        reports = []
        for reports_item_data in self.reports:
            reports_item = reports_item_data.to_dict()
            reports.append(reports_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reports": reports,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chat_reports_reports_item import ChatReportsReportsItem # noqa: PLC0415
        d = dict(src_dict)
        reports = []
        _reports = d.pop("reports")
        for reports_item_data in (_reports):
            reports_item = ChatReportsReportsItem.from_dict(reports_item_data)



            reports.append(reports_item)


        chat_reports = cls(
            reports=reports,
        )

        return chat_reports

