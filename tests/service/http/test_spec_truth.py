"""The spec says what the server does (issue 26.7): every value it offers is accepted, every
integer it describes may be sent as JSON Schema counts integers (2.0 too), a body it calls
optional may be left out, its streams say what they send, and the bench's README says how the
bench runs the rate limits."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from engines import package_of, registry
from schemas.common import StrictInt
from tests.playing import StarportClient
from tests.spec_check import committed_spec

ROOT = Path(__file__).resolve().parents[3]
SLUGS = sorted(registry())


@pytest.fixture(scope="module")
def spec() -> dict:
    """The committed document: test_packaging fails while the code's differs from it."""
    return committed_spec()


def prefix_of(slug: str) -> str:
    return "".join(word.title() for word in package_of(slug).split("_"))


def create_schema(spec: dict, slug: str) -> dict:
    return spec["components"]["schemas"][f"{prefix_of(slug)}CreateGame"]


def table(slug: str) -> list[dict]:
    """The smallest table of a title: one person, the rest bots."""
    meta = registry()[slug].meta
    return [{"name": "ann"}] + [{"name": f"bot{i}", "bot": meta.bots[0]} for i in range(1, meta.min_players)]


def floated(value):
    """The same JSON with every integer written as a float: 3 -> 3.0."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return float(value)
    if isinstance(value, list):
        return [floated(v) for v in value]
    if isinstance(value, dict):
        return {k: v if k == "type" else floated(v) for k, v in value.items()}
    return value


def holds_an_integer(value) -> bool:
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return True
    if isinstance(value, list):
        return any(holds_an_integer(v) for v in value)
    if isinstance(value, dict):
        return any(holds_an_integer(v) for v in value.values())
    return False


# on_timeout

@pytest.mark.parametrize("slug", SLUGS)
def test_no_title_offers_forfeit_while_none_allows_it(spec, slug):
    assert "forfeit" not in create_schema(spec, slug)["properties"]["on_timeout"]["enum"]


@pytest.mark.parametrize("slug", SLUGS)
def test_every_on_timeout_the_spec_offers_is_accepted(spec, slug, client):
    api = StarportClient(client)
    for choice in create_schema(spec, slug)["properties"]["on_timeout"]["enum"]:
        created = api.post(f"/v1/{slug}/games", {"seats": table(slug), "clock": {"per_turn": 60},
                                                 "on_timeout": choice})
        assert created.status == 201, (choice, created.body)


# Integers as JSON Schema counts them

def test_an_integral_float_loads_as_its_integer():
    field = StrictInt()
    for sent, loaded in ((2.0, 2), (0.0, 0), (-0.0, 0), (7, 7), (1e3, 1000)):
        value = field.deserialize(sent)
        assert value == loaded and type(value) is int, sent


@pytest.mark.parametrize("sent", [2.5, -8e-292, 1e-300, float("inf"), float("nan"), True, False, "2", "2.0", None])
def test_a_fraction_a_boolean_or_a_string_is_still_no_integer(sent):
    from marshmallow import ValidationError
    with pytest.raises(ValidationError):
        StrictInt().deserialize(sent)


@pytest.mark.parametrize("slug", SLUGS)
def test_a_create_with_integral_floats_is_the_create_with_integers(slug, client):
    api = StarportClient(client)
    catalogue = {g["slug"]: g for g in api.get("/v1/games").body["games"]}
    options = {name: info["default"] for name, info in catalogue[slug]["options"].items()
               if holds_an_integer(info["default"])}
    created = api.post(f"/v1/{slug}/games", {"seats": table(slug), "options": floated(options), "seed": 7.0,
                                             "clock": {"per_turn": 60.0, "bank": 0.0}})
    assert created.status == 201, created.body
    log = api.get(f"/v1/{slug}/games/{created.body['game_id']}/events?after=0").body
    stored = log["events"][0]["options"]
    for name, default in options.items():
        assert stored[name] == default and type(stored[name]) is type(default), (name, stored[name])


@pytest.mark.parametrize("slug", SLUGS)
def test_an_action_with_integral_floats_is_the_action_with_integers(slug, client):
    """[0.0, 0.0] is the point [0, 0]: some listed action holding numbers is sent with every
    number a float, and accepted."""
    api = StarportClient(client)
    meta = registry()[slug].meta
    seats = [{"name": f"p{i}"} for i in range(max(meta.min_players, 2 if meta.max_players > 1 else 1))]
    created = api.create(slug, seats, seed=5).body
    tokens = {s["seat"]: s["token"] for s in created["seats"]}
    game_id = created["game_id"]
    for _ in range(60):
        view = api.view(slug, game_id).body
        assert view["status"] == "active", "the game ended before any action held a number"
        seat = next(p["seat"] for p in view["to_act"] if p["seat"] is not None)
        listed = api.actions(slug, game_id, tokens[seat]).body["actions"]
        numbered = [a for a in listed if holds_an_integer({k: v for k, v in a.items() if k != "type"})]
        action = numbered[0] if numbered else listed[0]
        sent = floated(action) if numbered else action
        answer = api.act(slug, game_id, tokens[seat], sent)
        assert answer.status == 200, (sent, answer.body)
        if numbered:
            return
    pytest.fail("no listed action held a number")


def test_a_fractional_point_is_refused(client):
    api = StarportClient(client)
    created = api.create("starshower", [{"name": "a"}, {"name": "b"}], seed=5).body
    token = created["seats"][0]["token"]
    game_id = created["game_id"]
    assert api.act("starshower", game_id, token, {"type": "call", "side": "heads"}).status == 200
    seat = api.view("starshower", game_id).body["to_act"][0]["seat"]
    token = next(s["token"] for s in created["seats"] if s["seat"] == seat)
    for point in ([0.5, 0.0], [-8e-292, 0], ["1", 0], [True, 0], [1e30, 0.0]):
        for kind in ("star", "black_star"):
            answer = api.act("starshower", game_id, token, {"type": kind, "point": point})
            assert answer.status == 422, (point, answer.body)


def test_the_docs_say_integral_floats_are_integers():
    limits = (ROOT / "docs" / "clients.md").read_text(encoding="utf-8")
    assert re.search(r"`2\.0` (?:is|are) (?:the integer )?`?2`?", limits), "docs/clients.md's limits should say 2.0 is 2"


# Optional bodies

def test_the_bodies_the_server_does_without_are_optional_in_the_spec(spec, client):
    optional = [("/v1/players", "post")] + [(path, "post") for path in spec["paths"] if path.endswith("/claim")]
    assert len(optional) == 1 + len(SLUGS)
    for path, method in optional:
        assert spec["paths"][path][method]["requestBody"].get("required") is not True, path
    assert client.post("/v1/players").status_code == 201  # no body at all
    created = StarportClient(client).create("starshower", [{"name": "a"}, {"open": True}]).body
    claimed = client.post(f"/v1/starshower/games/{created['game_id']}/seats/1/claim")
    assert claimed.status_code == 200, claimed.get_json()


# Streams

def stream_operations(spec: dict):
    return [(path, item["get"]) for path, item in spec["paths"].items() if path.endswith("/stream")]


def test_every_stream_describes_its_frames_in_its_response(spec):
    streams = stream_operations(spec)
    assert len(streams) == 2 + len(SLUGS)  # a player's feed, a tournament's, each title's games
    for path, operation in streams:
        media = operation["responses"]["200"]["content"]["text/event-stream"]
        described = media["schema"].get("description", "")
        for frame in ("id:", "data:", ": keep-alive", "retry:"):
            assert frame in described, (path, frame)
        events = media["x-sse-events"]
        if path.startswith("/v1/players"):
            assert events["message"]["data"] == {"$ref": "#/components/schemas/FeedEvent"}
            assert "end" not in events
        elif path.startswith("/v1/tournaments"):
            assert events["message"]["data"] == {"$ref": "#/components/schemas/TournamentEvent"}
        else:
            assert "event: end" in described, path
            slug = path.split("/")[2]
            assert events["message"]["data"] == {"$ref": f"#/components/schemas/{prefix_of(slug)}Event"}
            assert set(events["end"]["data"]["required"]) == {"version", "status", "last_seq"}


def test_the_end_frame_the_spec_describes_is_the_one_sent(spec, client):
    api = StarportClient(client)
    created = api.create("starshower", [{"name": "a"}, {"open": True}]).body
    assert client.post(f"/v1/starshower/games/{created['game_id']}/cancel",
                       headers={"Authorization": f"Bearer {created['creator_token']}"}).status_code == 200
    body = client.get(f"/v1/starshower/games/{created['game_id']}/stream").get_data(as_text=True)
    assert body.startswith("retry: 2000\n\n"), body[:40]
    end = body.split("event: end\n", 1)[1].split("\n", 1)[0]
    assert end.startswith("data: ")
    sent = json.loads(end[len("data: "):])
    described = spec["paths"]["/v1/starshower/games/{game_id}/stream"]["get"]["responses"]["200"]
    assert set(sent) == set(described["content"]["text/event-stream"]["x-sse-events"]["end"]["data"]["properties"])


# The bench's rate limits

def test_the_readmes_say_how_the_bench_runs_the_rate_limits():
    from bench.run import RATE_LIMITS
    assert RATE_LIMITS.get("STARPORT_RATE_LIMITS", "1") not in ("0", "false", "off", "no")
    settings = (ROOT / "docs" / "operations.md").read_text(encoding="utf-8")
    row = next(line for line in settings.splitlines() if line.startswith("| `STARPORT_RATE_LIMITS`"))
    assert "`make bench` keeps them on" in row, row
    bench_readme = (ROOT / "bench" / "README.md").read_text(encoding="utf-8")
    for name, value in RATE_LIMITS.items():
        assert f"{name}={value}" in bench_readme, name


def test_the_docs_state_the_rate_limits_the_server_defaults_to(monkeypatch):
    """Every `STARPORT_RATE_*` row of the configuration table (README.md or docs/, wherever it
    lives) states the default the server takes (issue 44 item 4 changed three of them)."""
    from dataclasses import asdict

    from service.config import Settings
    for name in [n for n in os.environ if n.startswith("STARPORT_RATE_")]:
        monkeypatch.delenv(name)
    defaults = asdict(Settings.from_env())
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").glob("**/*.md"))]
    rows = {m[1]: m[2] for page in pages if page.exists()
            for m in re.finditer(r"^\| `(STARPORT_RATE_\w+)` \| `?([^`|]+?)`? \|", page.read_text(encoding="utf-8"), re.M)}
    stated = {name: value for name, value in rows.items() if name.removeprefix("STARPORT_").lower() in defaults}
    assert {"STARPORT_RATE_ACTS", "STARPORT_RATE_READS", "STARPORT_RATE_SEAT_READS"} <= set(stated), rows
    for name, value in stated.items():
        field = defaults[name.removeprefix("STARPORT_").lower()]
        assert value == (str(field) if not isinstance(field, bool) else str(int(field))), (name, value, field)


def test_a_title_that_allows_forfeit_offers_it(monkeypatch):
    from importlib import import_module

    import service.tables.lifecycle
    from schemas.envelope import game_schemas
    monkeypatch.setattr(service.tables.lifecycle, "FORFEIT_GAMES", frozenset({"starshower"}))
    assert service.tables.lifecycle.on_timeout_choices("starshower") == ("bot", "takeover", "forfeit")
    assert service.tables.lifecycle.on_timeout_choices("starlink") == ("bot", "takeover")
    create = game_schemas("Starshower", import_module("schemas.starshower"),
                          service.tables.lifecycle.on_timeout_choices("starshower")).create()
    assert create.load({"seats": [{"name": "a"}], "on_timeout": "forfeit"})["on_timeout"] == "forfeit"
