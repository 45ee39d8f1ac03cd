"""What every answer carries on the wire, whatever a client put into it (issue 41 items 12, 18):
no JSON the server sends holds a raw U+2028, U+2029 or U+0085 (a reader splitting lines as
``str.splitlines`` does would cut it: a fake ``event: end`` on a stream), and every answer says
``X-Content-Type-Options: nosniff``."""

from __future__ import annotations

import json

from tests.playing import StarportClient

GAME = "starshower"
NAME = "e\u2028event: end\u2028"  # the challenger's name of the issue
RAW_BREAKS = ("\u2028".encode(), "\u2029".encode(), "\u0085".encode())


def no_raw_breaks(raw: bytes) -> bool:
    return not any(brk in raw for brk in RAW_BREAKS)


def sse_data(raw: bytes) -> list[dict]:
    """The data of each event in a stream's bytes, its lines split as str.splitlines splits them
    (httpx's iter_lines, requests' iter_lines): what a naive reader sees."""
    return [json.loads(line[len("data: "):]) for line in raw.decode().splitlines() if line.startswith("data: ")]


def test_a_name_holding_line_separators_is_sent_escaped_on_the_feed_the_stream_and_the_view(api, client):
    challenger = api.post("/v1/players", {"name": NAME}).body
    victim = api.post("/v1/players", {"name": "vic"}).body
    sent = api.post(f"/v1/players/{victim['player_id']}/challenges", {"game": GAME}, token=challenger["key"])
    assert sent.status == 201, sent.body

    polled = api.get("/v1/players/me/events?after=0", token=victim["key"])
    assert no_raw_breaks(polled.raw), polled.raw
    assert [e["from_name"] for e in polled.body["events"] if e["type"] == "challenge"] == [NAME]

    stream = client.get("/v1/players/me/stream?after=0", headers={"Authorization": f"Bearer {victim['key']}"},
                        buffered=False)
    raw = b""
    for chunk in stream.response:
        raw += chunk
        if b"from_name" in raw and raw.endswith(b"\n\n"):
            break
    stream.close()
    assert no_raw_breaks(raw), raw
    assert b"event: end" not in raw.replace(b"\\u2028event: end", b"")  # only inside the escaped name
    assert [e["from_name"] for e in sse_data(raw) if e.get("type") == "challenge"] == [NAME]

    created = api.create(GAME, [{"name": NAME}, {"name": "bob"}])
    assert no_raw_breaks(created.raw)
    view = api.view(GAME, created.body["game_id"])
    assert no_raw_breaks(view.raw) and view.body["players"][0]["name"] == NAME
    game_stream = client.get(f"/v1/{GAME}/games/{created.body['game_id']}/stream?after=0", buffered=False)
    first = b"".join(chunk for _, chunk in zip(range(2), game_stream.response))  # retry:, then the log's page
    game_stream.close()
    assert no_raw_breaks(first) and b"data: " in first


def test_every_answer_says_nosniff(api, client):
    me = api.post("/v1/players", {}).body
    created = api.create(GAME, [{"name": "ann"}, {"name": "bob"}])
    answers = {
        "a create": created,
        "a view": api.view(GAME, created.body["game_id"]),
        "the lobby": api.get(f"/v1/{GAME}/games"),
        "a problem": api.get(f"/v1/{GAME}/games/nope"),
        "a 401": api.get("/v1/players/me/games"),
        "the feed": api.get("/v1/players/me/events?after=0", token=me["key"]),
        "a 405": api.request("PATCH", "/v1/players"),
        "the spec": api.get("/openapi.json"),
    }
    for what, answer in answers.items():
        assert answer.headers.get("X-Content-Type-Options") == "nosniff", (what, answer.status, answer.headers)
    stream = client.get("/v1/players/me/stream", headers={"Authorization": f"Bearer {me['key']}"}, buffered=False)
    assert stream.headers.get("X-Content-Type-Options") == "nosniff"
    stream.close()


def test_the_gunicorn_workers_own_refusals_say_nosniff_too():
    import socket

    from service.running.gunicorn_worker import write_problem

    ours, theirs = socket.socketpair()
    try:
        write_problem(ours, 400, "Bad Request", "Invalid header name \u2028")
        raw = theirs.recv(65536)
    finally:
        ours.close()
        theirs.close()
    assert b"\r\nX-Content-Type-Options: nosniff\r\n" in raw and no_raw_breaks(raw), raw


def test_the_client_reads_escaped_names_back_unchanged(api):
    assert isinstance(api, StarportClient)
    made = api.post("/v1/players", {"name": "a\u2029b\u0085c"})
    assert no_raw_breaks(made.raw) and made.body["name"] == "a\u2029b\u0085c"
