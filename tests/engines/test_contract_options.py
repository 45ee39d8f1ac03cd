"""Options are resolved by the contract for every engine: defaults filled in, and a value of the
wrong type refused with a sentence — a float, bool or string is not a whole number."""

import doctest

import pytest

import engines
from engines import contract
from engines.contract import IllegalAction, Meta, Option

META = Meta("example", "Example", 1, 4, options={
    "size": Option(9, 5, 19),
    "side": Option("standard", choices=("standard", "advanced")),
    "level": Option(1, choices=(1, 2, 3)),
    "fast": Option(False),
})


def refused(given) -> str:
    with pytest.raises(IllegalAction) as caught:
        META.resolve_options(given)
    assert caught.value.code == "validation_error"
    assert caught.value.detail.endswith(".")
    return caught.value.detail


def test_defaults_fill_in_what_is_not_given():
    assert META.resolve_options(None) == {"size": 9, "side": "standard", "level": 1, "fast": False}
    assert META.resolve_options({"size": 19, "level": 3, "fast": True}) == {
        "size": 19, "side": "standard", "level": 3, "fast": True}


@pytest.mark.parametrize("value", [9.0, 9.5, True, False, "9", None, [9], {"n": 9}])
def test_a_ranged_option_takes_only_a_whole_number(value):
    assert refused({"size": value}) == f"Option size must be a whole number, not {value!r}."


@pytest.mark.parametrize("value", [1.0, True, "1"])
def test_a_numeric_choice_is_not_met_by_an_equal_float_bool_or_string(value):
    # 1.0 == 1 and True == 1 in Python, so "in choices" alone would let them through.
    assert "must be a whole number" in refused({"level": value})


@pytest.mark.parametrize("value", [0, 1, None, ["standard"]])
def test_a_string_option_takes_only_a_string(value):
    assert "must be a string" in refused({"side": value})


@pytest.mark.parametrize("value", [0, 1, "true", None])
def test_a_bool_option_takes_only_true_or_false(value):
    assert "must be true or false" in refused({"fast": value})


def test_range_and_choices_are_still_checked():
    assert refused({"size": 4}) == "Option size must be ≥ 5."
    assert refused({"size": 20}) == "Option size must be ≤ 19."
    assert refused({"side": "expert"}) == "Option side must be one of ['standard', 'advanced']."


@pytest.mark.parametrize("given", [[("size", 9)], "size=9", 9])
def test_options_must_be_an_object(given):
    assert refused(given) == "Options are an object of names and values."


def test_unknown_names_are_refused_even_when_they_are_not_strings():
    assert refused({1: 2, "colour": "red"}) == "Unknown option(s): 1, colour."


@pytest.mark.parametrize("game", list(engines.registry().values()), ids=lambda g: g.meta.slug)
def test_every_engine_refuses_a_float_or_bool_for_each_option(game):
    assert game.meta.resolve_options({}) == {name: o.default for name, o in game.meta.options.items()}
    for name, option in game.meta.options.items():
        for wrong in (0.5, True, None):
            if isinstance(option.default, bool) and isinstance(wrong, bool):
                continue
            with pytest.raises(IllegalAction):
                game.meta.resolve_options({name: wrong})


def test_the_contract_examples_run():
    assert doctest.testmod(contract).failed == 0
