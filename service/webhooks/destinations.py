"""Where a webhook may point: the URL rules, the name lookup, and the addresses never dialled.

A webhook's URL is the player's to choose, and the server then makes requests to it: without
these rules a player could point it at the server's own network (Redis on 127.0.0.1, a cloud's
metadata service at 169.254.169.254) and read what the deliveries' records say of the answers.

- Only ``https://`` by default; no user name or password in the URL, no fragment, nothing but
  printable ASCII (the path is written into the request line as it is).
- The host is looked up (``Resolver``: the system's ``getaddrinfo`` in production, a stub of the
  test's own in tests) and **every** address it gives must be allowed: a name with one private
  address among public ones is refused, or a lookup's order would decide.
- Refused: loopback, private (RFC 1918, ULA), link-local, CGNAT (100.64/10), multicast,
  unspecified, reserved and documentation ranges, the metadata addresses (169.254.169.254 and
  fd00:ec2::254), IPv4 mapped or embedded in IPv6 (judged as the IPv4 they carry) — in one word
  every address that is not ``is_global``, plus the metadata ones named explicitly.
- Only ports 443 and 80: a webhook is no port scanner of the internet.
- ``STARPORT_WEBHOOK_ALLOW`` (addresses or CIDRs, comma-separated) lets the operator allow
  ranges of their own (a receiver on the same host, an internal network); ``http://`` and any
  port are then accepted for a host whose addresses all fall in an allowed range.
- A refusal never says what a name resolved to, nor whether it resolved at all: one sentence
  for a name that cannot be looked up, has no address, or has one webhooks may not reach, so
  registrations and delivery logs tell nobody the server's own DNS answers.

The check runs at registration and again at every delivery, after a fresh lookup; the delivery
then connects to the very address it checked (``service.webhooks.deliveries``), never looking the name up
a second time: a name that answers a public address to the first lookup and a private one to
the next (DNS rebinding) is refused at the delivery that sees the private one.
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from urllib.parse import urlsplit

from service.problems import Problem

MAX_URL_LENGTH = 2048
WEB_PORTS = (443, 80)  # the ports a webhook may use, but for an address the operator allows
# Never dialled, whatever the allow list says of the ranges around them.
METADATA = (ipaddress.ip_network("169.254.169.254/32"), ipaddress.ip_network("fd00:ec2::254/128"))
CGNAT = ipaddress.ip_network("100.64.0.0/10")  # is_global is False for it already; named for the reader

Address = ipaddress.IPv4Address | ipaddress.IPv6Address
# host, port -> the addresses it resolves to (strings, as getaddrinfo gives them)
Resolver = Callable[[str, int], list[str]]


def system_resolver(host: str, port: int) -> list[str]:
    """The host's addresses by the system's resolver (its own timeouts apply)."""
    infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, proto=socket.IPPROTO_TCP)
    return list(dict.fromkeys(info[4][0] for info in infos))


@dataclass(frozen=True)
class Target:
    """A webhook URL taken apart: what a delivery connects to and what it writes."""

    scheme: str
    host: str  # as written (lower case), without brackets
    port: int
    path: str  # the path and query, as written ("/" when empty)

    @property
    def host_header(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        default = 443 if self.scheme == "https" else 80
        return host if self.port == default else f"{host}:{self.port}"


def parse_target(url: str) -> Target:
    """The URL's parts, or 422 ``webhook_url_refused`` saying what is wrong with it."""
    if len(url) > MAX_URL_LENGTH or any(not 0x21 <= ord(c) <= 0x7E for c in url):
        raise refused(f"A webhook URL is at most {MAX_URL_LENGTH} printable ASCII characters, with no spaces.")
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        raise refused("That is not a URL.") from None
    if parts.scheme not in ("https", "http"):
        raise refused(f"A webhook URL starts https:// (or http:// for an address {OPERATOR_ALLOWS}).")
    if not parts.hostname:
        raise refused("A webhook URL names a host.")
    if parts.username is not None or parts.password is not None or "@" in parts.netloc:
        raise refused("A webhook URL carries no user name or password; sign-in is the signature's job.")
    if parts.fragment or url.endswith("#"):
        raise refused("A webhook URL has no #fragment.")
    path = parts.path or "/"
    if parts.query:
        path += "?" + parts.query
    return Target(parts.scheme, parts.hostname.lower(), port or (443 if parts.scheme == "https" else 80), path)


# Said wherever the rule an operator may widen is: the setting that widens it, by name.
OPERATOR_ALLOWS = "the server's operator allows (STARPORT_WEBHOOK_ALLOW: addresses or CIDRs)"


def refused(detail: str) -> Problem:
    return Problem("webhook_url_refused", detail)


def unreachable(target: Target) -> Problem:
    """One sentence for every way a host is out of reach: which one (and any address) stays unsaid."""
    return refused(f"{target.host} could not be looked up, or resolves to an address webhooks may not reach "
                   "(loopback, private, link-local, shared, multicast or reserved); which of these is not said. "
                   f"Addresses that are not public are reached only in ranges {OPERATOR_ALLOWS}.")


def port_refused(target: Target) -> Problem:
    return refused(f"A webhook URL uses port 443 or 80, not {target.port}; another port only for an address "
                   f"{OPERATOR_ALLOWS}.")


class Destinations:
    """The address policy: which addresses a webhook may reach, by the operator's allow list."""

    def __init__(self, allow: Iterable[str] = (), resolver: Resolver = system_resolver):
        self.allowed = tuple(ipaddress.ip_network(a.strip(), strict=False) for a in allow if a.strip())
        self.resolver = resolver

    def check(self, url: str) -> tuple[Target, Address]:
        """The URL's target and the one address to connect to (the first the lookup gave), once
        every address the host has passed; else 422 ``webhook_url_refused``."""
        target = parse_target(url)
        if target.port not in WEB_PORTS and not self.allowed:  # refused before any lookup
            raise port_refused(target)
        addresses = self.addresses_of(target)
        if not all(self.reachable(address) for address in addresses):
            raise unreachable(target)
        operators = all(self.operator_allows(a) for a in addresses)
        if target.scheme == "http" and not operators:
            raise refused(f"A webhook URL starts https://; http:// only for an address {OPERATOR_ALLOWS}.")
        if target.port not in WEB_PORTS and not operators:
            raise port_refused(target)
        return target, addresses[0]

    def addresses_of(self, target: Target) -> list[Address]:
        try:
            literal = ipaddress.ip_address(target.host)
        except ValueError:
            literal = None
        if literal is not None:
            return [literal]
        try:
            found = self.resolver(target.host, target.port)
        except (OSError, UnicodeError):
            raise unreachable(target) from None
        addresses = []
        for text in found:
            try:
                addresses.append(ipaddress.ip_address(text.split("%", 1)[0]))  # a scope id is not part of it
            except ValueError:
                continue
        if not addresses:
            raise unreachable(target)
        return addresses

    def reachable(self, address: Address) -> bool:
        address = carried_ipv4(address)
        if any(address in net for net in METADATA if net.version == address.version):
            return False
        if self.operator_allows(address):
            return True
        if address.is_multicast or address.is_unspecified or address.is_reserved:  # some count as global
            return False
        return address.is_global and not (address.version == 4 and address in CGNAT)

    def operator_allows(self, address: Address) -> bool:
        address = carried_ipv4(address)
        return any(address in net for net in self.allowed if net.version == address.version)


def carried_ipv4(address: Address) -> Address:
    """An IPv6 address that carries an IPv4 one (mapped ::ffff:a.b.c.d, 6to4, NAT64's 64:ff9b::/96)
    judged as that IPv4 address: ::ffff:127.0.0.1 is loopback."""
    if address.version == 6:
        if address.ipv4_mapped is not None:
            return address.ipv4_mapped
        if address.sixtofour is not None:
            return address.sixtofour
        if address in NAT64:
            return ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
    return address


NAT64 = ipaddress.ip_network("64:ff9b::/96")
