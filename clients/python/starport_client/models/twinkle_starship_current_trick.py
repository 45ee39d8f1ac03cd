from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.twinkle_starship_current_trick_led_colour_type_0 import TwinkleStarshipCurrentTrickLedColourType0
from typing import cast

if TYPE_CHECKING:
  from ..models.twinkle_starship_play import TwinkleStarshipPlay





T = TypeVar("T", bound="TwinkleStarshipCurrentTrick")



@_attrs_define
class TwinkleStarshipCurrentTrick:
    """ 
        Attributes:
            leader (int):
            led_colour (None | TwinkleStarshipCurrentTrickLedColourType0):
            plays (list[TwinkleStarshipPlay]):
     """

    leader: int
    led_colour: None | TwinkleStarshipCurrentTrickLedColourType0
    plays: list[TwinkleStarshipPlay]





    def to_dict(self) -> dict[str, Any]:
        from ..models.twinkle_starship_play import TwinkleStarshipPlay # noqa: PLC0415
        leader = self.leader

        led_colour: None | str
        if isinstance(self.led_colour, TwinkleStarshipCurrentTrickLedColourType0):
            led_colour = self.led_colour.value
        else:
            led_colour = self.led_colour

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "leader": leader,
            "led_colour": led_colour,
            "plays": plays,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.twinkle_starship_play import TwinkleStarshipPlay # noqa: PLC0415
        d = dict(src_dict)
        leader = d.pop("leader")

        def _parse_led_colour(data: object) -> None | TwinkleStarshipCurrentTrickLedColourType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                led_colour_type_0 = TwinkleStarshipCurrentTrickLedColourType0(data)



                return led_colour_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TwinkleStarshipCurrentTrickLedColourType0, data)

        led_colour = _parse_led_colour(d.pop("led_colour"))


        plays = []
        _plays = d.pop("plays")
        for plays_item_data in (_plays):
            plays_item = TwinkleStarshipPlay.from_dict(plays_item_data)



            plays.append(plays_item)


        twinkle_starship_current_trick = cls(
            leader=leader,
            led_colour=led_colour,
            plays=plays,
        )

        return twinkle_starship_current_trick

