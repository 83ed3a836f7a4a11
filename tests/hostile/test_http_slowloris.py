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

from feed.helpers import EventStream, live_record, publish

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
            # Every one is accepted and counted before the next one is refused: one more from
            # an address that holds as many as any other finds no room.
            assert wait_until(lambda: _accepted(server.address, "127.0.3.1") == 503, 5)
        finally:
            for connection in held:
                connection.close()
        assert wait_until(lambda: _accepted(server.address, "127.0.3.1") == 200, 5)


def test_a_flood_from_many_addresses_under_their_caps_leaves_the_feed_answering_another() -> None:
    """Each of ten addresses under its own cap, together over the cap in all, trickling their
    headers: a client from an eleventh is answered at once (an idle connection of the address
    holding most is let go for it), and a flooding address finds no room made for it."""
    hub = Hub()
    publish(hub, live_record())
    limits = Limits(per_address=64, total=200, header_seconds=30.0)
    with feed_server(hub, limits=limits) as server:
        slow = [
            connection
            for index in range(10)
            for connection in open_slowly(server.address, 22, f"127.0.5.{index + 1}")
        ]
        try:
            assert len(slow) == 220
            assert wait_until(lambda: _accepted(server.address, "127.0.5.1") == 503, 5)
            for _ in range(5):  # a legitimate client comes back, again and again
                started = time.monotonic()
                assert answered_from("127.0.0.1", server.address) == 200
                assert time.monotonic() - started < 3.0
            # Those let go are the ones the server has closed: for the flood's own balance (the
            # last address's connections took room from the first ones') and one for each
            # answer.  None said a word: nothing of theirs was read.
            ended = _ended(slow)
            assert all(answer in (b"", BUSY_LINE) for answer in ended.values())
            let_go = [c for c, answer in ended.items() if answer == b""]
            assert 5 <= len(let_go) <= 220 - 200 + 5
        finally:
            for connection in slow:
                connection.close()


def test_an_events_stream_is_never_let_go_to_make_room() -> None:
    """At the cap with every connection an events stream (each a request being answered), a
    new client is refused, and every stream goes on."""
    hub = Hub()
    publish(hub, live_record())
    limits = Limits(per_address=64, total=6, header_seconds=30.0)
    with feed_server(hub, limits=limits) as server:
        streams = [EventStream(server.base_url, "/api/v1/events") for _ in range(6)]
        try:
            assert all(stream.status == 200 for stream in streams)
            assert all(stream.next().kind == "reset" for stream in streams)
            assert _accepted(server.address, "127.0.6.1") == 503
            publish(hub, live_record())
            assert all(stream.next().kind == "match" for stream in streams)
        finally:
            for stream in streams:
                stream.close()


BUSY_LINE = b"HTTP/1.1 503 Service Unavailable"


def _ended(connections: list[socket.socket]) -> dict[socket.socket, bytes]:
    """The connections the server has ended by now (looked at once, all together), each with
    the first line it was told."""
    ended: dict[socket.socket, bytes] = {}
    with selectors.DefaultSelector() as selector:
        for connection in connections:
            selector.register(connection, selectors.EVENT_READ)
        for key, _ in selector.select(0.5):
            connection = key.fileobj
            assert isinstance(connection, socket.socket)
            ended[connection] = read_answer(connection, deadline=1).split(b"\r\n", 1)[0]
    return ended


def _accepted(address: tuple[str, int], source: str) -> int:
    with connect_from(source, address, timeout=5) as connection:
        connection.sendall(
            b"GET /api/v1/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
        )
        answer = read_answer(connection, deadline=5)
    return int(answer.split(b" ", 2)[1]) if answer else 0
