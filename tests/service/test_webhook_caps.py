"""Webhook caps the issue asks for (issue 32 item 4) that test_webhooks.py does not reach: an
answer is not read past its 8 KB of status line and headers (the body never), the 5 s are the
whole request's (a receiver dripping its answer cannot hold a worker), and a webhook has at most
``PENDING_MOST`` deliveries waiting (the next is dropped, a redelivery refused).

``post`` is the delivery's own HTTP client, run here against a raw socket on 127.0.0.1 that
answers as each test scripts it."""

from __future__ import annotations

import ipaddress
import logging
import socket
import threading
import time

import pytest

from service.deliveries import RESPONSE_BYTES_MOST, post
from service.destinations import parse_target
from service.webhook_store import PENDING_MOST
from tests.service.test_webhooks import receiver, seated_game, stack  # noqa: F401 — fixtures, used by name


@pytest.fixture
def raw_server():
    """A one-connection-at-a-time TCP server: ``answer(conn)`` writes what the test says, after
    reading the request's head."""
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    listener.listen(4)
    state = {"answer": None, "stop": threading.Event()}

    def serve():
        listener.settimeout(0.2)
        while not state["stop"].is_set():
            try:
                conn, _ = listener.accept()
            except OSError:
                continue
            with conn:
                conn.settimeout(10)
                seen = b""
                while b"\r\n\r\n" not in seen:
                    chunk = conn.recv(65536)
                    if not chunk:
                        break
                    seen += chunk
                try:
                    state["answer"](conn, state["stop"])
                except OSError:  # the client gave up first: what the tests want
                    pass

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    state["port"] = listener.getsockname()[1]
    yield state
    state["stop"].set()
    thread.join(timeout=5)
    listener.close()


def post_to(server, total: float = 5.0):
    target = parse_target(f"http://127.0.0.1:{server['port']}/hook")
    started = time.monotonic()
    answered = post(target, ipaddress.ip_address("127.0.0.1"), b'{"type": "seated"}', {}, total)
    return answered, time.monotonic() - started


def test_a_2xx_with_a_huge_body_is_a_success_read_no_further_than_its_headers(raw_server):
    def answer(conn, stop):
        conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 50000000\r\n\r\n" + b"x" * 65536)
        stop.wait(10)  # and the rest never comes: a client reading the body would wait for it

    raw_server["answer"] = answer
    (status, error), took = post_to(raw_server)
    assert (status, error) == (200, None)
    assert took < 5, took  # not the 10 s a body reader waits (bounds wide for a loaded machine)


def test_an_answer_whose_headers_run_past_8_kb_is_a_failure(raw_server):
    def answer(conn, stop):
        conn.sendall(b"HTTP/1.1 200 OK\r\n" + b"".join(b"X-Pad-%d: %s\r\n" % (i, b"a" * 1000) for i in range(40))
                     + b"Content-Length: 0\r\n\r\n")

    raw_server["answer"] = answer
    (status, error), _ = post_to(raw_server)
    assert status is None and str(RESPONSE_BYTES_MOST) in error, error


def test_a_receiver_dripping_its_answer_is_given_up_at_the_whole_requests_deadline(raw_server):
    def answer(conn, stop):
        for byte in b"HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n":
            if stop.wait(0.3):
                return
            conn.sendall(bytes([byte]))  # each read waits less than the deadline: only the total stops it

    raw_server["answer"] = answer
    (status, error), took = post_to(raw_server, total=1.5)
    assert status is None and "no answer within 1.5 s" in error, error
    assert 1.4 < took < 5, took  # not the ~12 s the drip takes


def test_a_webhook_holds_at_most_its_pending_deliveries_the_next_dropped_and_a_redelivery_refused(
        stack, receiver, caplog):  # noqa: F811
    player, key = stack.player()
    webhook_id = stack.register(key, receiver.url(), events=("seated",)).body["webhook_id"]
    for seed in range(PENDING_MOST + 1):
        seated_game(stack, player, seed=seed)
    with caplog.at_level(logging.WARNING, logger="service.webhooks"):
        stack.pump()  # no deliveries run meanwhile: every one still pending
    listed = stack.deliveries(key, webhook_id)
    assert len(listed) == PENDING_MOST and {d["status"] for d in listed} == {"pending"}
    assert stack.queue.webhook_queue.count == PENDING_MOST
    assert [r for r in caplog.records if "dropped" in r.getMessage()], caplog.text
    refused = stack.api.post(f"/v1/players/me/webhooks/{webhook_id}/deliveries/{listed[0]['delivery_id']}/redeliver",
                             token=key)
    assert refused.status == 409 and refused.body["code"] == "deliveries_backlogged", refused.body
    stack.run_worker()  # the backlog delivered: room again
    assert len(receiver.got) == PENDING_MOST
    again = stack.api.post(f"/v1/players/me/webhooks/{webhook_id}/deliveries/{listed[0]['delivery_id']}/redeliver",
                           token=key)
    assert again.status == 202, again.body
