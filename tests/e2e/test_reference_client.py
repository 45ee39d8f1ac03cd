"""The contract as a stranger meets it: generate a client from ``openapi.yaml`` with
openapi-python-client and models with datamodel-code-generator, then play one whole game of each
title with the generated client (a human seat choosing among its listed actions, bots elsewhere)
against gunicorn + a worker. Every view, legal-actions list, act answer, event log and score must
parse into typed models with both generators: nothing refused, nothing lost on the way back to
JSON, and no untyped fallback (a plain dict where a model was meant)."""

from __future__ import annotations

import importlib
import json
import random
import re
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import attrs
import pydantic
import pytest

from engines import package_of, registry
from tests import starlink_reader
from tests.bot_kit import generated_python_client

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
# Short games: the shortest sand timer, one deal.
OPTIONS = {"starlink": {"timer_seconds": 20}, "twinkle-starship": {"deals": 1}}
# Starlink's human draws and reads the house sketches against the expert (tests/starlink_reader.py):
# its turns end on right guesses in seconds. Drawn at random, each of its four turns ran out its
# 20 s timer while the human acted without a pause, each act a typed parse of ~3 000 listed
# actions by both generators: 80 s and 35 s of CPU, for no route or model the other titles miss.
OPPONENT = {"starlink": "expert"}


# The one warning the generator may give: it has no model for an NDJSON answer (the records
# export, GET /v1/{game}/records, and a tournament's results export, GET
# /v1/tournaments/{tid}/results.ndjson: streams of lines), so it leaves that answer's body out;
# every other route must generate whole.
NDJSON_ONLY = "Unsupported content_type application/x-ndjson"


def unexpected_warnings(output: str) -> list[str]:
    """The routes the generator warned about, but for the NDJSON export it cannot type
    (``NDJSON_ONLY``): each warning names its route on a ``WARNING parsing <METHOD> <path>`` line."""
    warned = re.findall(r"WARNING parsing (\S+ \S+)", output)
    unsupported = set(re.findall(r"Unsupported content_type ([\w./+-]+)", output))
    export_only = unsupported <= {"application/x-ndjson"}
    return [route for route in warned
            if not (export_only and route.startswith("GET ") and route.endswith(("/records", "/results.ndjson")))]


@pytest.fixture(scope="module")
def generated(tmp_path_factory):
    """The generated client package (``starport_client``) and the pydantic models module. The
    client is `make clients-python`'s, made once per test run (tests/bot_kit.py; the staleness test
    compares the same one with clients/python): the generator run plainly on openapi.yaml, with
    the project's settings (no post hooks, the package named), which give the same files as its
    defaults without formatters."""
    client = generated_python_client(tmp_path_factory)
    assert client.returncode == 0 and not unexpected_warnings(client.output), client.output
    where = tmp_path_factory.mktemp("generated")
    models = where / "starport_models.py"
    made = subprocess.run([str(BIN / "datamodel-codegen"), "--input", str(ROOT / "openapi.yaml"),
                           "--input-file-type", "openapi", "--output", str(models),
                           "--output-model-type", "pydantic_v2.BaseModel", "--strict-nullable",
                           "--use-annotated", "--formatters", "builtin"],
                          capture_output=True, text=True)
    assert made.returncode == 0, made.stderr
    found = [str(client.directory.parent), str(where)]
    sys.path[:0] = found
    try:
        yield importlib.import_module("starport_client"), importlib.import_module("starport_models")
    finally:
        for entry in found:
            sys.path.remove(entry)


def untyped_in_client_model(value, path="") -> list[str]:
    """Where an openapi-python-client result holds a plain dict (its untyped fallback) or keeps
    fields it had no declaration for (``additional_properties``)."""
    found = []
    if isinstance(value, dict):
        found.append(path or "/")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found += untyped_in_client_model(item, f"{path}/{i}")
    elif attrs.has(type(value)):
        if getattr(value, "additional_properties", None):
            found.append(f"{path} (additional properties {sorted(value.additional_properties)})")
        for field in attrs.fields(type(value)):
            if field.name != "additional_properties":
                found += untyped_in_client_model(getattr(value, field.name), f"{path}/{field.name}")
    return found


def untyped_in_pydantic_model(value, path="") -> list[str]:
    """Where a datamodel-code-generator model holds a dict of objects (an untyped fallback); a
    typed map of scalars (the bag's tile counts by kind) is fine."""
    found = []
    if isinstance(value, pydantic.BaseModel):
        if value.model_extra:
            found.append(f"{path} (extra fields {sorted(value.model_extra)})")
        for name in type(value).model_fields:
            found += untyped_in_pydantic_model(getattr(value, name), f"{path}/{name}")
    elif isinstance(value, dict):
        if any(isinstance(item, (dict, list)) for item in value.values()):
            found.append(path or "/")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found += untyped_in_pydantic_model(item, f"{path}/{i}")
    return found


class Checker:
    """Parses each answer with both generators' models and keeps every failure."""

    def __init__(self, pydantic_models, prefix: str):
        self.models = pydantic_models
        self.prefix = prefix
        self.failures: list[str] = []
        self.seen: dict[str, int] = {}
        self.event_types: set[str] = set()

    def check(self, kind: str, response, expected_status: int = 200):
        """``kind`` names the schema (View, LegalActions…); returns the client's parsed model."""
        if response.status_code != expected_status:
            self.failures.append(f"{kind}: HTTP {response.status_code} {response.content[:300]!r}")
            return None
        raw = json.loads(response.content)
        self.seen[kind] = self.seen.get(kind, 0) + 1
        parsed = response.parsed
        name = type(parsed).__name__
        if name != f"{self.prefix}{kind}" and name != kind:
            self.failures.append(f"{kind}: the client parsed it as {name}")
        elif parsed.to_dict() != raw:
            self.failures.append(f"{kind}: the client's model lost or changed data")
        for where in untyped_in_client_model(parsed):
            self.failures.append(f"{kind}: client fallback at {where}")
        model = getattr(self.models, f"{self.prefix}{kind}", None) or getattr(self.models, kind)
        try:
            typed = model.model_validate(raw)
        except pydantic.ValidationError as error:
            self.failures.append(f"{kind}: pydantic refused it: {str(error)[:500]}")
        else:
            if typed.model_dump(mode="json", by_alias=True, exclude_unset=True) != raw:
                self.failures.append(f"{kind}: pydantic's model lost or changed data")
            for where in untyped_in_pydantic_model(typed):
                self.failures.append(f"{kind}: pydantic fallback at {where}")
        for event in raw.get("events", []) if isinstance(raw, dict) else []:
            self.event_types.add(event["type"])
        return parsed


def play_one_game(client_package, checker: Checker, base: str, slug: str) -> None:
    ident = package_of(slug)

    def operation(name):
        return importlib.import_module(f"starport_client.api.{ident}.{ident}_{name}")

    models = importlib.import_module("starport_client.models")
    prefix = checker.prefix
    meta = registry()[slug].meta
    anonymous = client_package.Client(base_url=base, timeout=60)
    seats = [{"name": "human"}] + [{"name": f"bot {i}", "bot": OPPONENT.get(slug, "random")}
                                   for i in range(1, max(2, meta.min_players))]
    body = getattr(models, f"{prefix}CreateGame").from_dict({"seats": seats, "options": OPTIONS.get(slug, {})})
    created = operation("create_game").sync_detailed(client=anonymous, body=body)
    assert created.status_code == 201, created.content
    game_id = created.parsed.game_id
    human = client_package.AuthenticatedClient(base_url=base, token=created.parsed.seats[0].token, timeout=60)
    rng = random.Random(16)
    after = 0
    give_up = time.monotonic() + 300
    while time.monotonic() < give_up:
        view = checker.check("View", operation("view_game").sync_detailed(game_id, client=human))
        assert view is not None, checker.failures[-1]
        if view.status.value == "finished":
            break
        if any(prompt.seat == view.you for prompt in view.to_act):
            wanted = starlink_reader.move(view.to_dict()) if slug == "starlink" else None
            legal = None if slug == "starlink" and wanted is None else checker.check(
                "LegalActions", operation("legal_actions").sync_detailed(game_id, client=human))
            listed = [] if legal is None else [a for a in legal.actions if wanted in (None, a.to_dict())]
            if listed:  # none: nothing to do (or the game moved on since the view) until news comes
                acted = operation("act").sync_detailed(game_id, client=human, body=rng.choice(listed),
                                                       if_match=f'"{legal.version}"')
                if acted.status_code == 200:
                    checker.check("Acted", acted)
                else:  # only when a bot or a timer moved the game on meanwhile
                    assert acted.status_code == 412, acted.content
                continue
        log = checker.check("EventLog", operation("events").sync_detailed(game_id, client=human, after=after, wait=5))
        after = log.last_seq if log is not None else after
    else:
        raise AssertionError(f"{slug}: the game did not end")
    checker.check("Score", operation("score").sync_detailed(game_id, client=anonymous))
    # The whole log, as the human seat and as a spectator see it (private events opened), a page at
    # a time: a Starlink game against a random bot can run past one page (500 events), and its
    # game_over is then on a later one (seen in the full suite).
    for reader in (human, anonymous):
        after, more = 0, True
        while more:
            log = checker.check("EventLog", operation("events").sync_detailed(game_id, client=reader, after=after))
            assert log is not None, checker.failures[-1]
            after, more = log.last_seq, log.more
    checker.check("View", operation("view_game").sync_detailed(game_id, client=anonymous))


def test_generated_clients_play_every_game_with_typed_models_only(stack, generated):
    client_package, pydantic_models = generated
    checkers = {slug: Checker(pydantic_models, "".join(word.title() for word in package_of(slug).split("_")))
                for slug in registry()}
    with ThreadPoolExecutor(len(checkers)) as pool:  # the five games at once: Starlink waits on timers
        for played in [pool.submit(play_one_game, client_package, checker, stack.base, slug)
                       for slug, checker in checkers.items()]:
            played.result()
    failures = [f"{slug}: {failure}" for slug, checker in checkers.items() for failure in checker.failures]
    assert not failures, "\n".join(failures[:40])
    for slug, checker in checkers.items():
        assert {"View", "LegalActions", "Acted", "EventLog", "Score"} <= set(checker.seen), (slug, checker.seen)
        assert {"created", "game_over" if slug != "twinkle-starship" else "match_over"} <= checker.event_types, slug
