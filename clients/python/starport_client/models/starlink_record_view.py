from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.starlink_state import StarlinkState





T = TypeVar("T", bound="StarlinkRecordView")



@_attrs_define
class StarlinkRecordView:
    """ 
        Attributes:
            state (StarlinkState):
            version (int):
     """

    state: StarlinkState
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.starlink_state import StarlinkState # noqa: PLC0415
        state = self.state.to_dict()

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "state": state,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.starlink_state import StarlinkState # noqa: PLC0415
        d = dict(src_dict)
        state = StarlinkState.from_dict(d.pop("state"))




        version = d.pop("version")

        starlink_record_view = cls(
            state=state,
            version=version,
        )

        return starlink_record_view

