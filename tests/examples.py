"""How many examples a hypothesis property tries: its full count in ``make test`` (CI), a fifth
of it (at least 10) under the ``fast`` profile that ``make test-fast`` loads
(``--hypothesis-profile=fast``, registered in tests/conftest.py), for the edit-test loop."""

from __future__ import annotations

from hypothesis import settings

FAST = "fast"


def examples(full: int) -> int:
    if settings.get_current_profile_name() == FAST:
        return max(10, full // 5)
    return full
