"""A name holding line separators cannot split the NDJSON export (issue 41 item 12): seen on
main, ``e\\u2028event: end\\u2028`` split 9 export lines into 11, one a fake ``{"next": null}``.
Every line the export sends is one record, read back with the name as it was given."""

from __future__ import annotations

import json
import time
from datetime import UTC, datetime

NAME = "e\u2028event: end\u2028"


def day(t: float) -> str:
    return datetime.fromtimestamp(t, UTC).date().isoformat()


def test_a_name_with_line_separators_stays_inside_its_export_line(stack):
    games = []
    for name in (NAME, "x\u2029{\"next\": null}\u0085", "plain"):
        created = stack.api.create("starshower", [{"name": name}, {"open": True}]).body
        assert stack.api.post(f"/v1/starshower/games/{created['game_id']}/cancel",
                              token=created["creator_token"]).status == 200
        games.append(created["game_id"])
    stack.run_worker()
    now = time.time()
    answer = stack.app.test_client().get(f"/v1/starshower/records?from={day(now - 86_400)}&to={day(now + 86_400)}")
    assert answer.status_code == 200
    raw = answer.data
    assert not any(brk.encode() in raw for brk in ("\u2028", "\u2029", "\u0085")), raw
    lines = [json.loads(line) for line in raw.decode().splitlines()]  # as a naive reader splits them
    assert [r["game_id"] for r in lines[:-1]] == games and lines[-1] == {"next": None}
    assert [r["seats"][0]["name"] for r in lines[:-1]] == [NAME, "x\u2029{\"next\": null}\u0085", "plain"]
