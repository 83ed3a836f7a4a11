"""Slow and many connections from one address (slowloris): they are capped at accept time and
let go at the headers' deadline, and a client on another address is answered all the while."""

from __future__ import annotations

import contextlib
import http.client
import selectors
import socket
import threading
import time
from collections.abc import Callable

from feed.helpers import live_record, publish

from ninescore.feed.hub import Hub
from ninescore.feed.limits import Limits

from .http_peers import ATTACKER, connect_from, feed_server, raise_open_files, read_answer

SLOW = 1_100
TRICKLE = b"GET /api/v1/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "


def wait_until(condition: Callable[[], bool], timeout: float) -> bool:
    """Whether ``condition`` came true within ``timeout`` seconds (looked at every 10 ms)."""
    deadline = time.monotonic() + timeout
    pause = threading.Event()
    while not condition():
        if time.monotonic() > deadline:
            return False
        pause.wait(0.01)
    return True


def open_slowly(address: tuple[str, int], count: int, source: str) -> list[socket.socket]:
    """``count`` connections from ``source``, each having sent the start of its headers and
    no more: connected without waiting for each (the server's backlog takes them as it can)."""
    pending: dict[socket.socket, None] = {}
    selector = selectors.DefaultSelector()
    for _ in range(count):
        connection = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        connection.setblocking(False)
        connection.bind((source, 0))
        connection.connect_ex(address)
        selector.register(connection, selectors.EVENT_WRITE)
        pending[connection] = None
    opened: list[socket.socket] = []
    deadline = time.monotonic() + 30
    while pending and time.monotonic() < deadline:
        for key, _ in selector.select(0.5):
            connection = key.fileobj
            assert isinstance(connection, socket.socket)
            selector.unregister(connection)
            del pending[connection]
            opened.append(connection)
            with contextlib.suppress(OSError):
                connection.send(TRICKLE)
    selector.close()
    for connection in pending:
        connection.close()
    return opened


def answered_from(source: str, address: tuple[str, int]) -> int:
    """A legitimate request from ``source`` (a fresh connection): its status."""
    connection = http.client.HTTPConnection(*address, timeout=3, source_address=(source, 0))
    try:
        connection.request("GET", "/api/v1/tables")
        return connection.getresponse().status
    finally:
        connection.close()


def test_a_thousand_slow_connections_from_one_address_leave_the_feed_answering_another() -> None:
    raise_open_files(SLOW * 2 + 512)
    hub = Hub()
    publish(hub, live_record())
    with feed_server(hub, limits=Limits(header_seconds=3.0)) as server:
        slow = open_slowly(server.address, SLOW, ATTACKER)
        try:
            assert len(slow) > SLOW * 0.9, f"only {len(slow)} connections were made"
            started = time.monotonic()
            assert answered_from("127.0.0.1", server.address) == 200
            assert time.monotonic() - started < 3.0
            # Past the cap, a slow client was told at once; within it, it is let go at the
            # headers' deadline.  Either way every one of them ends, and soon.
            statuses: list[bytes] = []
            for connection in slow:
                answer = read_answer(
                    connection, deadline=max(0.05, started + 15 - time.monotonic())
                )
                statuses.append(answer.split(b"\r\n", 1)[0])
            busy = sum(1 for line in statuses if b" 503 " in line)
            assert busy >= len(slow) - Limits().per_address, statuses[:3]
            assert all(line in (b"", b"HTTP/1.1 503 Service Unavailable") for line in statuses)
            assert time.monotonic() - started < 15, "the slow ones were not let go"
            assert answered_from("127.0.0.1", server.address) == 200
            assert answered_from(ATTACKER, server.address) == 200  # it may come back, as anyone
        finally:
            for connection in slow:
                connection.close()


def test_connections_past_the_cap_in_all_are_refused_and_taken_again_once_closed() -> None:
    hub = Hub()
    limits = Limits(per_address=64, total=40, header_seconds=30.0)
    with feed_server(hub, limits=limits) as server:
        held = [connect_from(f"127.0.3.{index % 4 + 1}", server.address) for index in range(40)]
        try:
            # Every one is accepted and counted before the next one is refused.
            assert wait_until(lambda: _accepted(server.address, "127.0.4.1") == 503, 5)
        finally:
            for connection in held:
                connection.close()
        assert wait_until(lambda: _accepted(server.address, "127.0.4.1") == 200, 5)


def test_one_address_cannot_take_every_connection() -> None:
    hub = Hub()
    limits = Limits(per_address=8, total=100, header_seconds=30.0)
    with feed_server(hub, limits=limits) as server:
        held = [connect_from(ATTACKER, server.address) for _ in range(8)]
        try:
            assert wait_until(lambda: _accepted(server.address, ATTACKER) == 503, 5)
            assert _accepted(server.address, "127.0.0.1") == 200
        finally:
            for connection in held:
                connection.close()


def _accepted(address: tuple[str, int], source: str) -> int:
    with connect_from(source, address, timeout=5) as connection:
        connection.sendall(
            b"GET /api/v1/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
        )
        answer = read_answer(connection, deadline=5)
    return int(answer.split(b" ", 2)[1]) if answer else 0
