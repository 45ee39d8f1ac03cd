from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.catalogue_entry_bot_levels import CatalogueEntryBotLevels
  from ..models.catalogue_entry_levels import CatalogueEntryLevels
  from ..models.catalogue_entry_options import CatalogueEntryOptions





T = TypeVar("T", bound="CatalogueEntry")



@_attrs_define
class CatalogueEntry:
    """ 
        Attributes:
            bot_levels (CatalogueEntryBotLevels): Each bot level, and how it plays, in a sentence
            bots (list[str]):
            levels (CatalogueEntryLevels): Each bot level, how it plays and its rating now
            max_players (int):
            min_players (int):
            options (CatalogueEntryOptions):
            slug (str):
            title (str):
     """

    bot_levels: CatalogueEntryBotLevels
    bots: list[str]
    levels: CatalogueEntryLevels
    max_players: int
    min_players: int
    options: CatalogueEntryOptions
    slug: str
    title: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.catalogue_entry_bot_levels import CatalogueEntryBotLevels # noqa: PLC0415
        from ..models.catalogue_entry_levels import CatalogueEntryLevels # noqa: PLC0415
        from ..models.catalogue_entry_options import CatalogueEntryOptions # noqa: PLC0415
        bot_levels = self.bot_levels.to_dict()

        bots = self.bots



        levels = self.levels.to_dict()

        max_players = self.max_players

        min_players = self.min_players

        options = self.options.to_dict()

        slug = self.slug

        title = self.title


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bot_levels": bot_levels,
            "bots": bots,
            "levels": levels,
            "max_players": max_players,
            "min_players": min_players,
            "options": options,
            "slug": slug,
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.catalogue_entry_bot_levels import CatalogueEntryBotLevels # noqa: PLC0415
        from ..models.catalogue_entry_levels import CatalogueEntryLevels # noqa: PLC0415
        from ..models.catalogue_entry_options import CatalogueEntryOptions # noqa: PLC0415
        d = dict(src_dict)
        bot_levels = CatalogueEntryBotLevels.from_dict(d.pop("bot_levels"))




        bots = cast(list[str], d.pop("bots"))


        levels = CatalogueEntryLevels.from_dict(d.pop("levels"))




        max_players = d.pop("max_players")

        min_players = d.pop("min_players")

        options = CatalogueEntryOptions.from_dict(d.pop("options"))




        slug = d.pop("slug")

        title = d.pop("title")

        catalogue_entry = cls(
            bot_levels=bot_levels,
            bots=bots,
            levels=levels,
            max_players=max_players,
            min_players=min_players,
            options=options,
            slug=slug,
            title=title,
        )

        return catalogue_entry

