"""Where a player key was made, as little of it as tells two keys of one person apart from two
people's (issue 30, abuse): a player must not farm rating from a second key of its own.

When a key is created (``Players.create_player``) its player's hash keeps, beside the ``created``
time it always had, the key's *origin*: the first ``ORIGIN_HEX`` hex digits of SHA-256 over
``ORIGIN_TAG`` and the client address as the rate limits read it (``service.http.limits.client_ip``:
the TCP peer, or whom the ``STARPORT_TRUSTED_PROXIES`` say it is), an IPv6 one widened to its /48
(``IPV6_ORIGIN_PREFIX``; the limits count its /64): a subscriber is given a /56 or a /48 (RFC
6177), so keys from sibling /64s are one person's (issue 41 item 8). Two keys *share an origin*
when their origins are equal and they were created at most ``SAME_ORIGIN_WINDOW`` apart; a rated
game at which two such keys sit moves no rating (``service.ratings.maths.why_unrated``:
``same_origin_keys``), and rated quick play does not seat them at one table
(``service.meeting.seeks.PAIR``). Keys of one origin made further apart are rated against each
other, but move a player's rating by a bounded amount a day (``service.ratings.maths.bounded``).

Why so little: the address itself is never written by this (the rate limits' own counters are
theirs). 20 bits is no address: each value stands for some 4 000 IPv4 addresses (and 2^28 IPv6
/48s), so the hash, kept as long as the player (its idle TTL), names no one even to whoever holds
a dump of Redis and the code. The price is a false match: two keys from different addresses share
a value once in a million, and must still be made within a day of each other and then meet at a
rated game to cost anything (that one game goes unrated). The /48 has its price too: where an ISP
hands out /56s, up to 256 customers share a /48, and keys two of them made the same day go
unrated against each other; judged by the /56, one holder of a /48 would farm from 256 origins.

No origin (nothing is judged) for a key made from a loopback address: that is this host itself —
its own clients (``make run``'s, the bench's and the tests', two browser tabs of a developer) or a
proxy on it that ``STARPORT_TRUSTED_PROXIES`` does not name, behind which every client would look
alike and no rated game between people would ever count. Keys made before origins were kept have
none either. Pure: no Redis, no clock.
"""

from __future__ import annotations

import hashlib
import ipaddress
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import combinations

# Keys created this close together from one address are one person's as far as ratings go. A
# second key is made within minutes of the first by whoever farms with it; a day also covers
# one made the next morning, while two people who share an address (a household, a campus NAT)
# lose only the games between keys they made on the same day — not every key they ever make.
SAME_ORIGIN_WINDOW = 24 * 3600  # seconds
ORIGIN_HEX = 5  # 20 bits of the hash: see the module docstring
ORIGIN_TAG = b"starport key origin\0"  # the hash is of this and the address: no other hash of it matches
IPV6_LOOPBACK = ipaddress.IPv6Address("::1")
IPV6_ORIGIN_PREFIX = 48  # one subscriber's site (RFC 6177): its sibling /64s are one origin


@dataclass(frozen=True)
class KeyOrigin:
    """A player key's origin and when it was created (unix seconds)."""

    origin: str
    created: float


def origin_of(client: str | None) -> str | None:
    """The origin kept for a key made from ``client`` (``limits.client_ip``'s answer); None when
    there is none to keep: a loopback peer, or no address at all."""
    if not client or client == "unknown" or is_loopback(client):
        return None
    return hashlib.sha256(ORIGIN_TAG + judged_address(client).encode()).hexdigest()[:ORIGIN_HEX]


def judged_address(client: str) -> str:
    """What of ``client`` an origin is of: an IPv4 address as it is, an IPv6 one (or the /64
    ``limits.client_of`` writes) as its /48."""
    try:
        network = ipaddress.ip_network(client, strict=False)
    except ValueError:
        return client
    if network.version == 4:
        return client
    return str(network.supernet(new_prefix=IPV6_ORIGIN_PREFIX)) if network.prefixlen > IPV6_ORIGIN_PREFIX else str(network)


def is_loopback(client: str) -> bool:
    """An address, or an IPv6 /64 as ``limits.client_of`` writes one: ``::1``'s is ``::/64``."""
    try:
        network = ipaddress.ip_network(client, strict=False)
    except ValueError:
        return False
    return network.is_loopback or (network.version == 6 and IPV6_LOOPBACK in network)


def share_an_origin(a: KeyOrigin, b: KeyOrigin) -> bool:
    return a.origin == b.origin and abs(a.created - b.created) <= SAME_ORIGIN_WINDOW


def any_share_an_origin(origins: Iterable[KeyOrigin | None]) -> bool:
    """Whether any two of these keys (None: a key with no origin) share an origin."""
    known = [o for o in origins if o is not None]
    return any(share_an_origin(a, b) for a, b in combinations(known, 2))
