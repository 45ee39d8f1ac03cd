from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.starshower_record_view import StarshowerRecordView





T = TypeVar("T", bound="StarshowerRecordViews")



@_attrs_define
class StarshowerRecordViews:
    """ 
        Attributes:
            game_id (str):
            next_ (int | None): Pass as ?after= for the next page; null on the last
            version (int): The game's last version
            views (list[StarshowerRecordView]):
     """

    game_id: str
    next_: int | None
    version: int
    views: list[StarshowerRecordView]





    def to_dict(self) -> dict[str, Any]:
        from ..models.starshower_record_view import StarshowerRecordView # noqa: PLC0415
        game_id = self.game_id

        next_: int | None
        next_ = self.next_

        version = self.version

        views = []
        for views_item_data in self.views:
            views_item = views_item_data.to_dict()
            views.append(views_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game_id": game_id,
            "next": next_,
            "version": version,
            "views": views,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.starshower_record_view import StarshowerRecordView # noqa: PLC0415
        d = dict(src_dict)
        game_id = d.pop("game_id")

        def _parse_next_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_ = _parse_next_(d.pop("next"))


        version = d.pop("version")

        views = []
        _views = d.pop("views")
        for views_item_data in (_views):
            views_item = StarshowerRecordView.from_dict(views_item_data)



            views.append(views_item)


        starshower_record_views = cls(
            game_id=game_id,
            next_=next_,
            version=version,
            views=views,
        )

        return starshower_record_views

