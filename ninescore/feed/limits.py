"""The feed's own limits, enforced per connection before any request is read.

aiohttp parses each request (its request line and headers bounded by ``max_line_size`` and
``max_field_size``), and its keep-alive timer closes a connection that has not sent a whole
request's headers within the deadline: from the moment it is accepted, and again from the end of
each answer (a client trickling its headers a byte at a time, slowloris, is let go then).  What
aiohttp has no hook for, this module adds in its :class:`Connection` (aiohttp's own
``RequestHandler``, the protocol of each accepted socket):

- a cap on the connections open from one client address and in all, checked the moment a
  connection is accepted: one more gets a ``503`` and is closed, before any byte of its request
  is read, so no client can take the server's sockets, memory or time from the others;
- every request aiohttp cannot parse (a malformed request line, a line or header too long, too
  many headers) answered with the right status and one log line, never a traceback;
- ``connection_lost`` told to whoever follows the connection (an events stream ends at once).
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from http import HTTPStatus
from typing import Any

from aiohttp import web
from aiohttp.http_exceptions import BadHttpMethod, LineTooLong
from aiohttp.web_protocol import RequestHandler

log = logging.getLogger("ninescore.feed.server")


@dataclass(frozen=True, slots=True)
class Limits:
    """What one client, and every client together, may hold of the server."""

    header_seconds: float = 10.0
    """A request's headers must have arrived this long after the connection was accepted, or
    after the answer before on a kept-alive connection (also how long an idle one is kept)."""
    body_seconds: float = 10.0
    """A request's body (a phone's action: a few hundred bytes) must have arrived this long
    after its headers, or the request is a 408."""
    per_address: int = 64
    """Connections open at once from one address: a room's OBS machine opens a dozen."""
    total: int = 1000
    """Connections open at once in all (the process's descriptors are raised to hold them, or
    the cap lowered to what it has: see :func:`room_for`)."""
    line_bytes: int = 8192
    """The request line: method, address, version.  Longer is a 414."""
    field_bytes: int = 8190
    """One header's name or value.  Longer is a 431 (told from a long request line by this
    limit being another number)."""
    headers: int = 64
    """Headers in one request; more is a 431."""


SPARE_DESCRIPTORS = 256
"""Descriptors kept for everything but the feed's connections (Qt, the log, match files)."""


def room_for(limits: Limits) -> Limits:
    """``limits`` with a total this process can hold: its soft limit of open files raised
    towards the hard one, as far as the total needs; the total lowered if the hard one is less."""
    try:
        import resource  # not on Windows, whose sockets are not counted against such a limit
    except ImportError:
        return limits
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = limits.total + SPARE_DESCRIPTORS
    if soft != resource.RLIM_INFINITY and soft < wanted:
        raised = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (raised, hard))
            soft = raised
        except (ValueError, OSError):
            pass
    if soft == resource.RLIM_INFINITY or soft >= wanted:
        return limits
    total = max(16, soft - SPARE_DESCRIPTORS)
    log.info("the feed takes %d connections at most (%d open files allowed)", total, soft)
    return dataclasses.replace(limits, total=total)


BUSY = (
    b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n"
    b"Content-Length: 34\r\nRetry-After: 5\r\nConnection: close\r\n\r\n"
    b"Too many connections; try again.\r\n"
)
"""The answer to a connection over a cap: written before the request is read, so it is in no
language but the status."""


class Connections:
    """The connections open now, by client address (on the event loop's thread only).

    At the cap in all, a connection from an address that holds few is not refused while
    another address holds at least two more of which one is idle (its request's headers not
    yet whole, or kept alive between requests): the oldest such is let go for it.  So a flood
    from many addresses, each under its own cap, takes the server's room from no one else: the
    client that holds least is always let in, and a flooding address gets a new connection
    only for one of its own.
    """

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.by_address: Counter[str] = Counter()
        self.total = 0
        self._refusing: set[str] = set()
        self._open: dict[str, dict[Connection, None]] = {}
        """Each address's connections, oldest first (a dict: ordered, and removed from in
        one step)."""

    def admit(self, address: str, connection: Connection | None = None) -> bool:
        over_address = self.by_address[address] >= self.limits.per_address
        if over_address or (self.total >= self.limits.total and not self._make_room(address)):
            if address not in self._refusing:
                # Once per address while it is over: a flood is one line, not one per socket.
                self._refusing.add(address)
                log.warning(
                    "feed connections from %s refused: %d open from it, %d in all",
                    address,
                    self.by_address[address],
                    self.total,
                )
            return False
        self.by_address[address] += 1
        self.total += 1
        if connection is not None:
            self._open.setdefault(address, {})[connection] = None
        return True

    def release(self, address: str, connection: Connection | None = None) -> None:
        self.total -= 1
        self.by_address[address] -= 1
        if connection is not None:
            held = self._open.get(address, {})
            held.pop(connection, None)
            if not held:
                self._open.pop(address, None)
        if self.by_address[address] <= 0:
            del self.by_address[address]
            self._refusing.discard(address)

    def _make_room(self, address: str) -> bool:
        """Let go of the oldest idle connection of the address holding the most, when it holds
        at least two more than ``address``; whether one was."""
        mine = self.by_address[address]
        for heavy, count in self.by_address.most_common():
            if count < mine + 2:
                return False
            for connection in self._open.get(heavy, {}):
                if connection.idle:
                    log.info("feed connection from %s let go for one from %s", heavy, address)
                    connection.let_go()
                    return True
        return False


def _address(transport: asyncio.BaseTransport) -> str:
    peer = transport.get_extra_info("peername")
    return str(peer[0]) if isinstance(peer, tuple) and peer else "?"


class Connection(RequestHandler):
    """One accepted socket: counted against the caps, its unparsable requests answered."""

    def __init__(self, manager: web.Server, connections: Connections, **kwargs: Any) -> None:
        super().__init__(manager, **kwargs)
        self._connections = connections
        self._counted = ""
        """The address this connection is counted against; "" once it no longer is."""
        self._admitted = False
        self._on_lost: list[Callable[[], None]] = []

    @property
    def idle(self) -> bool:
        """Whether no request is being answered or waiting: its headers not yet whole (or, kept
        alive, no next request yet)."""
        # aiohttp's own flags: set while the handler runs, and the requests parsed but not
        # yet handled (pipelined).  An events stream is a request being answered.
        return self.transport is not None and not (self._request_in_progress or self._messages)

    def let_go(self) -> None:
        """Close the connection now, to make room for another client's: it is counted no
        more from this moment (its close completes on the loop's next turn)."""
        self._uncount()
        self.force_close()

    def _uncount(self) -> None:
        if self._counted:
            self._connections.release(self._counted, self)
            self._counted = ""
            callbacks, self._on_lost = self._on_lost, []
            for callback in callbacks:
                callback()

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        address = _address(transport)
        if not self._connections.admit(address, self):
            assert isinstance(transport, asyncio.Transport)
            transport.write(BUSY)
            transport.close()
            return
        self._counted = address
        self._admitted = True
        super().connection_made(transport)

    def connection_lost(self, exc: BaseException | None) -> None:
        if not self._admitted:
            return  # refused at once: aiohttp never knew of it
        self._uncount()  # (done already for one let go)
        super().connection_lost(exc)

    def when_lost(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` once the client has gone (or was let go)."""
        if self.transport is None:
            callback()
        else:
            self._on_lost.append(callback)

    def handle_error(
        self,
        request: web.BaseRequest,
        status: int = 500,
        exc: BaseException | None = None,
        message: str | None = None,
    ) -> web.StreamResponse:
        """aiohttp's answer to a request it could not parse or handle, without its traceback:
        the status that says what was wrong, and one line in the log."""
        answer = HTTPStatus(status)
        if isinstance(exc, LineTooLong):
            limit = exc.args[1] if len(exc.args) > 1 else None
            if limit == self.max_line_size:
                answer = HTTPStatus.REQUEST_URI_TOO_LONG
            else:
                answer = HTTPStatus.REQUEST_HEADER_FIELDS_TOO_LARGE
        elif exc is not None and "Too many headers" in str(exc):
            answer = HTTPStatus.REQUEST_HEADER_FIELDS_TOO_LARGE
        elif status >= 500:
            log.error("feed request from %s failed", self._counted, exc_info=exc)
        if status < 500:
            level = logging.DEBUG if isinstance(exc, BadHttpMethod) else logging.INFO
            address = self._counted
            log.log(level, "feed request from %s refused: %d %s", address, answer, answer.phrase)
        body = f"{answer.value} {answer.phrase}\n".encode()
        response = web.Response(status=answer.value, body=body, content_type="text/plain")
        response.headers["Server"] = "ninescore-feed"
        response.force_close()
        return response


def protocol_factory(
    server: web.Server, connections: Connections, loop: asyncio.AbstractEventLoop
) -> Callable[[], Connection]:
    """What ``loop.create_server`` calls for each accepted socket."""
    limits = connections.limits

    def make() -> Connection:
        return Connection(
            server,
            connections,
            loop=loop,
            keepalive_timeout=limits.header_seconds,
            max_line_size=limits.line_bytes,
            max_field_size=limits.field_bytes,
            max_headers=limits.headers,
            access_log=None,
            # A GET has no body to linger for: a client that sent one is closed at once.
            lingering_time=0,
        )

    return make
