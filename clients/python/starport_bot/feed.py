"""Following the player's feed, ``GET /v1/players/me/stream`` (Server-Sent Events): every event
is handed on in order; a stream that drops (an hourly close, a server restart, a silent
connection) is opened again with ``Last-Event-ID``, so nothing is missed or heard twice."""

from __future__ import annotations

import json
import logging
import re
import threading
from collections.abc import Callable, Iterable, Iterator

import httpx

from .calls import MOST_BACKOFF, TRY_LATER, Server, Stopped, retry_after, with_jitter

log = logging.getLogger("starport-bot")

# The server sends a keep-alive every 15 s of silence: a stream silent for this long is dead.
SILENCE = 45.0
# Where a Server-Sent Events line ends, and nowhere else: not at U+2028, U+2029, U+0085 or the
# other breaks str.splitlines (and httpx's iter_lines) split at, which a name may hold.
LINE_END = re.compile(r"\r\n|\r|\n")


def end_of_feed(server: Server) -> int:
    """The feed's last sequence number: a cursor past the end is read as the end."""
    answer = server.call("GET", "/v1/players/me/events", params={"after": 2**63 - 1})
    if answer.status != 200:
        raise RuntimeError(f"cannot read the feed: {answer.status} {answer.code}")
    return int(answer.body["last_seq"])


def lines(texts: Iterable[str]) -> Iterator[str]:
    """The lines of a stream's text as it arrives, ended by ``\\r\\n``, ``\\n`` or ``\\r`` only.

    >>> list(lines(["id: 1\\ndata: e\\u2028event: end\\u2028\\r", "\\n\\nda", "ta: x\\r\\r"]))
    ['id: 1', 'data: e\\u2028event: end\\u2028', '', 'data: x', '']
    """
    rest, after_cr = "", False
    for text in texts:
        if not text:
            continue
        if after_cr and text[0] == "\n":  # the \n of a \r\n cut between two chunks
            text = text[1:]
        after_cr = text.endswith("\r")
        parts = LINE_END.split(rest + text)
        rest = parts.pop()
        yield from parts
    if rest:
        yield rest


def frames(lines: Iterable[str]) -> Iterator[tuple[str | None, str | None, str]]:
    """``(id, event, data)`` of each Server-Sent Events frame in ``lines``.

    >>> list(frames(["retry: 2000", "", "id: 7", "data: {}", "", ": keep-alive", "", "event: end", "data: x", ""]))
    [('7', None, '{}'), (None, 'end', 'x')]
    """
    ident, kind, data = None, None, []
    for line in lines:
        if line == "":
            if data:
                yield ident, kind, "\n".join(data)
            ident, kind, data = None, None, []
        elif line.startswith(":"):
            continue
        else:
            name, _, value = line.partition(":")
            value = value.removeprefix(" ")
            if name == "id":
                ident = value
            elif name == "event":
                kind = value
            elif name == "data":
                data.append(value)


class Feed(threading.Thread):
    def __init__(self, server: Server, after: int, on_event: Callable[[dict], None]):
        super().__init__(name="feed", daemon=True)
        self.server = server
        self.last_id = after
        self.on_event = on_event

    def run(self) -> None:
        backoff = 0.5
        while not self.server.stopping.is_set():
            try:
                heard = self.follow()
                backoff = 0.5 if heard else backoff
            except Stopped:
                return
            except (httpx.TransportError, httpx.StreamError) as error:
                if not self.server.stopping.is_set():
                    log.warning("error: the feed dropped (%s); resuming after event %s", type(error).__name__,
                                self.last_id)
            except Exception:  # a bug here must not end the feed: say it and go on
                log.exception("error: following the feed")
            if self.server.stopping.wait(backoff):
                return
            backoff = min(backoff * 2, MOST_BACKOFF)

    def follow(self) -> bool:
        """One connection to the stream, until it closes; whether it delivered anything."""
        headers = {**self.server.auth(), "Last-Event-ID": str(self.last_id), "Accept": "text/event-stream"}
        timeout = httpx.Timeout(10, read=SILENCE)
        heard = False
        with httpx.stream("GET", f"{self.server.base}/v1/players/me/stream", headers=headers,
                          timeout=timeout) as response:
            if response.status_code != 200:
                response.read()
                if response.status_code in TRY_LATER:  # too many streams at once, or a busy server
                    wait = with_jitter(retry_after(response.headers, 2.0))
                    log.info("told to wait: the feed answered %s; again in %.1f s", response.status_code, wait)
                else:
                    wait = retry_after(response.headers, 2.0)
                    log.warning("error: the feed answered %s; again in %.1f s", response.status_code, wait)
                self.server.pause(wait)
                return False
            self.server.back()
            for ident, kind, data in frames(lines(response.iter_text())):
                if self.server.stopping.is_set():
                    raise Stopped
                if kind == "end":
                    return heard
                self.hand_on(ident, data)
                heard = True
                if ident is not None and ident.isdigit():
                    self.last_id = int(ident)
        return heard

    def hand_on(self, ident: str | None, data: str) -> None:
        """One event to the handler. One it cannot read or handle is logged and passed over: the
        stream resumed before it would bring it back, fail again, and no later event would
        ever be heard."""
        try:
            self.on_event(json.loads(data))
        except Stopped:
            raise
        except Exception:
            log.exception("error: handling feed event %s", ident)
