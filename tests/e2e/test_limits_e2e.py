"""Issue 14's limits through real gunicorn, with its own API process: limits on (the shared
stack runs with STARPORT_RATE_LIMITS=0), a low create limit, a trusted proxy and a CORS origin."""

from __future__ import annotations


import pytest
import requests

from tests.e2e.conftest import lone_api

GAME = "starshower"
SEATS = {"seats": [{"name": "ann"}, {"name": "bob"}]}
ORIGIN = "https://a.example"


@pytest.fixture(scope="module")
def limited(redis_url, tmp_path_factory):
    with lone_api(redis_url, tmp_path_factory.mktemp("limits"), "starport-e2e-limits",
                  STARPORT_RATE_LIMITS="1", STARPORT_RATE_CREATES="5/minute", STARPORT_TRUSTED_PROXIES="1",
                  STARPORT_CORS_ORIGINS=f"{ORIGIN},https://b.example") as base:
        yield base


def test_a_create_burst_through_gunicorn_gets_429_with_the_rate_headers(limited):
    client = {"X-Forwarded-For": "198.51.100.7"}
    answers = [requests.post(f"{limited}/v1/{GAME}/games", json=SEATS, headers=client, timeout=10)
               for _ in range(8)]
    assert [a.status_code for a in answers] == [201] * 5 + [429] * 3
    refused = answers[-1]
    assert refused.headers["Content-Type"] == "application/problem+json"
    assert refused.json()["code"] == "rate_limited"
    assert 1 <= int(refused.headers["Retry-After"]) <= 60
    assert refused.headers["RateLimit-Policy"] == "5;w=60"
    assert refused.headers["RateLimit"].startswith("limit=5, remaining=0, reset=")
    assert answers[0].headers["RateLimit-Policy"] == "5;w=60"
    other = requests.post(f"{limited}/v1/{GAME}/games", json=SEATS, timeout=10,
                          headers={"X-Forwarded-For": "198.51.100.8"})
    assert other.status_code == 201  # another client behind the same proxy


def test_a_browser_preflight_and_request_from_a_listed_origin(limited):
    preflight = requests.options(f"{limited}/v1/{GAME}/games/abc/actions", timeout=10, headers={
        "Origin": ORIGIN, "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "Authorization, Content-Type, If-Match, Idempotency-Key"})
    assert preflight.status_code == 200
    assert preflight.headers["Access-Control-Allow-Origin"] == ORIGIN
    assert "idempotency-key" in preflight.headers["Access-Control-Allow-Headers"].lower()
    catalogue = requests.get(f"{limited}/v1/games", headers={"Origin": ORIGIN}, timeout=10)
    assert catalogue.headers["Access-Control-Allow-Origin"] == ORIGIN
    assert "ratelimit" in catalogue.headers["Access-Control-Expose-Headers"].lower()
    stranger = requests.get(f"{limited}/v1/games", headers={"Origin": "https://evil.example"}, timeout=10)
    assert "Access-Control-Allow-Origin" not in stranger.headers
