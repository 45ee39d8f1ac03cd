from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.problem_code import ProblemCode
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.problem_errors import ProblemErrors





T = TypeVar("T", bound="Problem")



@_attrs_define
class Problem:
    """ 
        Attributes:
            code (ProblemCode): Stable machine code; each operation's responses say which codes it gives at which status
            detail (str): One human sentence
            status (int):
            title (str):
            type_ (str): A URI naming the problem type
            current_version (int | Unset): For version_conflict
            errors (ProblemErrors | Unset): Field errors, for validation_error
            instance (str | Unset):
            scope (str | Unset): For missing_scope: the scope the request needs (key: only the player's key itself will do)
            seek_id (str | Unset): For already_seeking: the seek you hold
     """

    code: ProblemCode
    detail: str
    status: int
    title: str
    type_: str
    current_version: int | Unset = UNSET
    errors: ProblemErrors | Unset = UNSET
    instance: str | Unset = UNSET
    scope: str | Unset = UNSET
    seek_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.problem_errors import ProblemErrors # noqa: PLC0415
        code = self.code.value

        detail = self.detail

        status = self.status

        title = self.title

        type_ = self.type_

        current_version = self.current_version

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        instance = self.instance

        scope = self.scope

        seek_id = self.seek_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "detail": detail,
            "status": status,
            "title": title,
            "type": type_,
        })
        if current_version is not UNSET:
            field_dict["current_version"] = current_version
        if errors is not UNSET:
            field_dict["errors"] = errors
        if instance is not UNSET:
            field_dict["instance"] = instance
        if scope is not UNSET:
            field_dict["scope"] = scope
        if seek_id is not UNSET:
            field_dict["seek_id"] = seek_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem_errors import ProblemErrors # noqa: PLC0415
        d = dict(src_dict)
        code = ProblemCode(d.pop("code"))




        detail = d.pop("detail")

        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        current_version = d.pop("current_version", UNSET)

        _errors = d.pop("errors", UNSET)
        errors: ProblemErrors | Unset
        if isinstance(_errors,  Unset):
            errors = UNSET
        else:
            errors = ProblemErrors.from_dict(_errors)




        instance = d.pop("instance", UNSET)

        scope = d.pop("scope", UNSET)

        seek_id = d.pop("seek_id", UNSET)

        problem = cls(
            code=code,
            detail=detail,
            status=status,
            title=title,
            type_=type_,
            current_version=current_version,
            errors=errors,
            instance=instance,
            scope=scope,
            seek_id=seek_id,
        )

        return problem

