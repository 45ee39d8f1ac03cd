from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="StarlinkTurnRecord")



@_attrs_define
class StarlinkTurnRecord:
    """ 
        Attributes:
            constellation (int | None):
            guesser (int | None): null when the sand timer ran out
            illustrator (int):
            lens_bonus (bool):
            turn (int):
            value (int):
            word (str):
     """

    constellation: int | None
    guesser: int | None
    illustrator: int
    lens_bonus: bool
    turn: int
    value: int
    word: str





    def to_dict(self) -> dict[str, Any]:
        constellation: int | None
        constellation = self.constellation

        guesser: int | None
        guesser = self.guesser

        illustrator = self.illustrator

        lens_bonus = self.lens_bonus

        turn = self.turn

        value = self.value

        word = self.word


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "constellation": constellation,
            "guesser": guesser,
            "illustrator": illustrator,
            "lens_bonus": lens_bonus,
            "turn": turn,
            "value": value,
            "word": word,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_constellation(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        constellation = _parse_constellation(d.pop("constellation"))


        def _parse_guesser(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        guesser = _parse_guesser(d.pop("guesser"))


        illustrator = d.pop("illustrator")

        lens_bonus = d.pop("lens_bonus")

        turn = d.pop("turn")

        value = d.pop("value")

        word = d.pop("word")

        starlink_turn_record = cls(
            constellation=constellation,
            guesser=guesser,
            illustrator=illustrator,
            lens_bonus=lens_bonus,
            turn=turn,
            value=value,
            word=word,
        )

        return starlink_turn_record

