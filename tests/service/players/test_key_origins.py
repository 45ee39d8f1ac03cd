"""A player key's origin (issue 30, item 6): what of the creating client's address a key keeps
(``service.store.key_origins``), read as the rate limits read the address — behind trusted proxies
too — and when two keys share one. Whole games between such keys: tests/service/archive/test_same_origin_keys.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from service.store.key_origins import SAME_ORIGIN_WINDOW, KeyOrigin, any_share_an_origin, origin_of, share_an_origin
from service.http.limits import client_of
from tests.conftest import close_app, make_app
from tests.service.http.test_limits import from_address
from tests.spec_check import committed_spec

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("address", ["127.0.0.1", "127.3.2.1", "::1", "::ffff:127.0.0.1", "unknown", ""])
def test_a_key_made_from_this_host_or_from_no_address_has_no_origin(address):
    assert origin_of(client_of(address)) is None


def test_an_origin_is_20_bits_of_a_hash_the_same_for_one_address_and_for_one_ipv6_48():
    home = origin_of("203.0.113.7")
    assert len(home) == 5 and int(home, 16) < 2**20
    assert origin_of(client_of("203.0.113.7")) == home != origin_of("203.0.113.8")
    assert origin_of(client_of("2001:db8:1:2::1")) == origin_of(client_of("2001:db8:1:2:ffff::9"))
    # sibling /64s of one /48 (issue 41 item 8): one subscriber's, one origin
    assert origin_of(client_of("2001:db8:1:2::1")) == origin_of(client_of("2001:db8:1:ff03::1"))
    assert origin_of(client_of("2001:db8:1:2::1")) != origin_of(client_of("2001:db8:2:2::1"))
    assert origin_of(client_of("::ffff:203.0.113.7")) == home  # a dual-stack socket's IPv4 client


def test_two_keys_share_an_origin_when_it_is_one_and_they_were_made_within_the_window():
    first = KeyOrigin("abcde", 1_000.0)
    assert share_an_origin(first, KeyOrigin("abcde", 1_000.0 + SAME_ORIGIN_WINDOW))
    assert share_an_origin(KeyOrigin("abcde", 1_000.0 + SAME_ORIGIN_WINDOW), first)
    assert not share_an_origin(first, KeyOrigin("abcde", 1_000.0 + SAME_ORIGIN_WINDOW + 1))
    assert not share_an_origin(first, KeyOrigin("abcdf", 1_000.0))
    assert any_share_an_origin([None, KeyOrigin("11111", 5.0), first, None, KeyOrigin("abcde", 9.0)])
    assert not any_share_an_origin([None, first, None, KeyOrigin("11111", 5.0)])


def origins_of_keys(app, *requests) -> list[str | None]:
    """Make a key per (peer address, headers); each one's origin as the store keeps it."""
    made = []
    for peer, headers in requests:
        answer = from_address(app, peer).post("/v1/players", json={}, headers=headers)
        assert answer.status_code == 201, answer.json
        made.append(answer.json["player_id"])
    found = app.extensions["starport"].store.key_origins(made)
    return [found[p].origin if p in found else None for p in made]


def test_a_key_keeps_the_address_the_rate_limits_read_its_forwarded_one_only_from_trusted_proxies(redis_url):
    forwarded = {"X-Forwarded-For": "203.0.113.7"}
    direct = make_app(redis_url)
    try:
        assert origins_of_keys(direct, ("203.0.113.7", {}), ("192.0.2.1", forwarded), ("127.0.0.1", forwarded)) == [
            origin_of("203.0.113.7"), origin_of("192.0.2.1"), None]  # no proxy trusted: the TCP peer
    finally:
        close_app(direct)
    proxied = make_app(redis_url, trusted_proxies=1)
    try:
        assert origins_of_keys(proxied, ("127.0.0.1", forwarded), ("192.0.2.1", forwarded), ("127.0.0.1", {})) == [
            origin_of("203.0.113.7"), origin_of("203.0.113.7"), None]  # the proxy's word: the client
    finally:
        close_app(proxied)


def test_the_docs_say_the_window_the_code_keeps():
    """The record's schema, the create route and docs/ratings.md name the window in words: this is
    the one place it is a number."""
    said = f"within {SAME_ORIGIN_WINDOW // 3600} hours"
    spec = committed_spec()
    telling = [text for text in descriptions(spec) if "same_origin_keys" in text]
    assert len(telling) == 6 and all(said in text for text in telling)  # five titles' records, the create route
    assert said in " ".join((ROOT / "docs" / "ratings.md").read_text().split())


def descriptions(node):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "description" and isinstance(value, str):
                yield value
            else:
                yield from descriptions(value)
    elif isinstance(node, list):
        for value in node:
            yield from descriptions(value)
