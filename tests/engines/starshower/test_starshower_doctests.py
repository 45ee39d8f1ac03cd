"""The short examples in the engine's docstrings run."""

import doctest

import pytest

import engines.starshower
from engines.starshower import board, facts


@pytest.mark.parametrize("module", [engines.starshower, board, facts])
def test_docstring_examples_run(module):
    failed, attempted = doctest.testmod(module)
    assert attempted > 0 and failed == 0
