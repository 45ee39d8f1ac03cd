"""The runner's pure pieces, imported from the checkout's clients/python (the e2e tests use the
installed package): the webhook signature, Server-Sent Events framing, the config file."""

from __future__ import annotations

import doctest
import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "clients" / "python"))

from starport_bot import config, feed, signature, verify_signature
from starport_bot.config import ConfigError

SECRET = "whsec_5f2c"
BODY = b'{"type":"game_over","game":"starshower","game_id":"3f2c9b0e"}'


def test_a_signature_over_the_timestamp_and_the_body_verifies():
    header = signature.sign(SECRET, BODY, timestamp=1_764_505_200)
    assert header.startswith("t=1764505200,v1=")
    assert verify_signature(SECRET, header, BODY, now=1_764_505_200)
    assert verify_signature(SECRET.encode(), header, BODY.decode(), now=1_764_505_499)


@pytest.mark.parametrize("what", ["another body", "another secret", "too old", "from the future", "no v1",
                                  "no t", "garbage", "empty"])
def test_a_signature_that_does_not_match_is_refused_without_raising(what):
    header = signature.sign(SECRET, BODY, timestamp=1_764_505_200)
    body, secret, now = BODY, SECRET, 1_764_505_200
    if what == "another body":
        body = BODY + b" "
    elif what == "another secret":
        secret = "whsec_other"
    elif what == "too old":
        now += 301
    elif what == "from the future":
        now -= 301
    elif what == "no v1":
        header = header.split(",")[0]
    elif what == "no t":
        header = header.split(",")[1]
    elif what == "garbage":
        header = "t=١٧٦,v1=zz,,=="
    elif what == "empty":
        header = ""
    assert verify_signature(secret, header, body, now=now) is False


NOW = int(time.time())  # the docs' check reads the clock: a t of now reaches its v1s
HOSTILE_HEADERS = {
    "a 5,000-digit t": "t=" + "1" * 5000 + ",v1=" + "a" * 64,
    "a non-ASCII v1": f"t={NOW},v1=" + "\u00e9" * 64,
    "a non-ASCII v1 of any length": f"t={NOW},v1=\u0661\u0662",
    "a superscript t": "t=\u00b2,v1=" + "a" * 64,
    "a v1 of the right length but not hex": f"t={NOW},v1=" + "\uff10" * 64,
}


def readme_verify_signature():
    """The verify_signature of docs/clients.md ("Webhooks"), run as written there."""
    guide = (Path(__file__).resolve().parents[2] / "docs" / "clients.md").read_text(encoding="utf-8")
    block = next(b for b in guide.split("```python")[1:] if "def verify_signature(" in b).split("```")[0]
    namespace: dict = {}
    exec(block, namespace)
    return namespace["verify_signature"]


@pytest.mark.parametrize("what", list(HOSTILE_HEADERS))
@pytest.mark.parametrize("where", ["kit", "readme"])
def test_a_hostile_signature_header_is_refused_without_raising(what, where):
    check = verify_signature if where == "kit" else readme_verify_signature()
    assert check(SECRET, HOSTILE_HEADERS[what], BODY) is False
    header = signature.sign(SECRET, BODY)  # and an honest one still passes, beside the hostile parts
    assert check(SECRET, f"{header},{HOSTILE_HEADERS[what].split(',')[1]}", BODY) is True


def test_any_of_several_v1_signatures_may_match_while_a_secret_rolls_over():
    old = signature.sign("whsec_old", BODY, timestamp=1_764_505_200)
    new = signature.sign(SECRET, BODY, timestamp=1_764_505_200)
    header = f"{old},v1={new.split('v1=')[1]}"
    assert verify_signature(SECRET, header, BODY, tolerance=10, now=1_764_505_205)


def test_the_docstrings_examples_run():
    for module in (signature, feed):
        assert doctest.testmod(module).failed == 0


def test_a_frame_may_span_data_lines_and_comments_are_skipped():
    lines = ["retry: 2000", "", ": keep-alive", "", "id: 8", "data: {\"a\":", "data: 1}", "", "id: 9", "data:{}", ""]
    assert list(feed.frames(lines)) == [("8", None, '{"a":\n1}'), ("9", None, "{}")]


def test_a_config_of_tables_alone_stops_after_their_count(tmp_path):
    path = tmp_path / "bot.toml"
    path.write_text('[engine]\nfunction = "e.py:choose"\n[[create]]\ngame = "starshower"\ncount = 3\n'
                    '[[create]]\ngame = "starlink"\ncount = 2\noptions = {timer_seconds = 20}\n')
    loaded = config.load(path)
    assert loaded.games == 5 and loaded.directory == tmp_path and loaded.create[1].options == {"timer_seconds": 20}


def test_a_config_in_json_with_challenges_runs_on():
    loaded = config.parse({"engine": {"command": ["node", "e.mjs"]}, "challenges": {"accept": "*"}}, Path("."))
    assert loaded.games is None and loaded.accepts("starligned") and loaded.engine.command == ("node", "e.mjs")


def test_a_config_of_tournaments_joins_by_id_or_by_title_and_runs_on():
    loaded = config.parse({"engine": {"function": "e.py:choose"},
                           "tournaments": [{"id": "5f2c9b0e3a1d4c67"}, {"game": "starshower"}]}, Path("."))
    assert loaded.games is None and loaded.by_title == {"starshower"}
    assert [entry.id for entry in loaded.tournaments] == ["5f2c9b0e3a1d4c67", None]


@pytest.mark.parametrize("raw, says", [
    ({"engine": {"function": "e.py:choose"}, "tournaments": [{"id": "a", "game": "starshower"}]}, "one of them"),
    ({"engine": {"function": "e.py:choose"}, "tournaments": [{"title": "starshower"}]}, "one of them"),
    ({"engine": {"function": "e.py:choose"}, "tournaments": [{"id": 7}]}, "are words"),
    ({"engine": {"function": "e.py:choose"}}, "nothing to play"),
    ({"engine": {}, "create": [{"game": "starshower"}]}, "a function"),
    ({"engine": {"function": "e.py:choose", "command": ["x"]}, "create": [{"game": "starshower"}]}, "not both"),
    ({"engine": {"function": "choose"}, "create": [{"game": "starshower"}]}, "module:function"),
    ({"engine": {"function": "e.py:choose"}, "create": [{"game": "starshower"}], "speed": 2}, "unknown"),
    ({"engine": {"function": "e.py:choose"}, "quickplay": [{"game": "starlink"}, {"game": "starlink"}]}, "one quick"),
])
def test_a_config_that_cannot_be_played_says_why(raw, says):
    with pytest.raises(ConfigError, match=says):
        config.parse(raw, Path("."))
