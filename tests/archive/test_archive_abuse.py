"""The archive's reads turned against the service and its players (issue 41 items 2, 3, 13, 14,
17): the export as an amplifier, replayed views that replay the whole game, the archive file
readable by anyone, an unlisted game in a public history, a cursor that answered 500."""

from __future__ import annotations

import base64

import pytest

from tests.archive.test_reading_the_archive import checked


def b64(text: str) -> str:
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


@pytest.fixture
def reading(stack):
    return checked(stack)


# -- item 17: a cursor of nan ------------------------------------------------------------------

@pytest.mark.parametrize("cursor", ["r|nan|x", "r|inf|x", "r|-nan|x", "a|" + b64("nan|x"), "a|" + b64("inf|x")])
def test_a_history_cursor_of_nan_is_refused_not_a_500(reading, cursor):
    api = reading.api
    me = api.post("/v1/players", {"name": "ann"}).body
    reading.cancelled_game()  # something in the archive, so its part is read
    reading.run_worker()
    for path, token in ((f"/v1/players/{me['player_id']}/games", None), ("/v1/players/me/games", me["key"])):
        answer = api.get(f"{path}?after={b64(cursor)}", token=token)
        assert (answer.status, answer.body["code"]) == (422, "validation_error"), (path, cursor)


def test_an_export_cursor_of_nan_is_refused(reading):
    answer = reading.api.get(f"/v1/starshower/records?from=2026-01-01&to=2026-02-01&after={b64('nan|x')}")
    assert (answer.status, answer.body["code"]) == (422, "validation_error")
