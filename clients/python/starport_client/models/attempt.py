from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Attempt")



@_attrs_define
class Attempt:
    """ 
        Attributes:
            at (float): Unix time the attempt began
            ms (float):
            error (None | str | Unset): Why it failed: no answer within 5 s, a refused address, a redirect, a non-2xx
            status_code (int | None | Unset): The receiver's status; null: no answer
     """

    at: float
    ms: float
    error: None | str | Unset = UNSET
    status_code: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        at = self.at

        ms = self.ms

        error: None | str | Unset
        if isinstance(self.error, Unset):
            error = UNSET
        else:
            error = self.error

        status_code: int | None | Unset
        if isinstance(self.status_code, Unset):
            status_code = UNSET
        else:
            status_code = self.status_code


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "ms": ms,
        })
        if error is not UNSET:
            field_dict["error"] = error
        if status_code is not UNSET:
            field_dict["status_code"] = status_code

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        ms = d.pop("ms")

        def _parse_error(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        error = _parse_error(d.pop("error", UNSET))


        def _parse_status_code(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        status_code = _parse_status_code(d.pop("status_code", UNSET))


        attempt = cls(
            at=at,
            ms=ms,
            error=error,
            status_code=status_code,
        )

        return attempt

