from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.twinkle_twinkle_state import TwinkleTwinkleState





T = TypeVar("T", bound="TwinkleTwinkleRecordView")



@_attrs_define
class TwinkleTwinkleRecordView:
    """ 
        Attributes:
            state (TwinkleTwinkleState):
            version (int):
     """

    state: TwinkleTwinkleState
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.twinkle_twinkle_state import TwinkleTwinkleState # noqa: PLC0415
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
        from ..models.twinkle_twinkle_state import TwinkleTwinkleState # noqa: PLC0415
        d = dict(src_dict)
        state = TwinkleTwinkleState.from_dict(d.pop("state"))




        version = d.pop("version")

        twinkle_twinkle_record_view = cls(
            state=state,
            version=version,
        )

        return twinkle_twinkle_record_view

