"""A hostile client's requests: lines the parser refuses, a version it does not speak, clients
that leave mid-answer, and a kept-alive connection's answers.  Each gets an answer with the
right status and at most one line in the log, never a traceback."""

from __future__ import annotations

import contextlib
import http.client
import logging
import socket
import statistics
import struct
import threading
import time
from collections.abc import Iterator

import pytest
from feed.helpers import EventStream, live_record, publish

from ninescore.feed.hub import Hub
from ninescore.feed.server import FeedServer
from ninescore.rules import Shot

from .http_peers import ask, connect_from, feed_server, no_tracebacks, read_answer, status_of

HOST = b"Host: 127.0.0.1\r\n"
TLS_HELLO = bytes.fromhex("160301020001000001fc0303") + bytes(64)

REFUSED = [
    pytest.param(b"GARBAGE\r\n\r\n", 400, id="no-request-line"),
    pytest.param(b"GET / HTTP/2.0\r\n" + HOST + b"\r\n", 505, id="http-2.0"),
    pytest.param(b"GET / HTTP/0.9\r\n" + HOST + b"\r\n", 505, id="http-0.9"),
    pytest.param(b"GET / HTTP/9.9\r\n" + HOST + b"\r\n", 400, id="no-such-version"),
    pytest.param(b"GET /" + b"a" * 70_000 + b" HTTP/1.1\r\n" + HOST + b"\r\n", 414, id="70kB-line"),
    pytest.param(
        b"GET / HTTP/1.1\r\n" + HOST + b"X-Long: " + b"a" * 70_000 + b"\r\n\r\n",
        431,
        id="70kB-header",
    ),
    pytest.param(
        b"GET / HTTP/1.1\r\n" + HOST + b"".join(b"X-%d: 1\r\n" % i for i in range(300)) + b"\r\n",
        431,
        id="300-headers",
    ),
    pytest.param(b"GET /\x00 HTTP/1.1\r\n" + HOST + b"\r\n", 400, id="nul-in-the-address"),
    pytest.param(
        b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -5\r\n\r\n",
        400,
        id="negative-length",
    ),
    pytest.param(TLS_HELLO, 400, id="tls-on-http"),
]


@pytest.fixture
def hub() -> Hub:
    return Hub()


@pytest.fixture
def server(hub: Hub) -> Iterator[FeedServer]:
    with feed_server(hub, heartbeat=0.5, write_timeout=2.0) as feed:
        yield feed


@pytest.mark.parametrize(("raw", "status"), REFUSED)
def test_a_request_the_server_cannot_read_gets_its_status_and_one_line(
    server: FeedServer,
    caplog: pytest.LogCaptureFixture,
    capfd: pytest.CaptureFixture[str],
    raw: bytes,
    status: int,
) -> None:
    caplog.set_level(logging.DEBUG)
    with connect_from("127.0.0.1", server.address) as connection:
        # Sent by a thread: the server may answer (and close) before a long request is read.
        sender = threading.Thread(target=_send_quietly, args=(connection, raw))
        sender.start()
        started = time.monotonic()
        answer = read_answer(connection)
        sender.join(timeout=10)
    assert answer, "no answer at all"
    # A request the parser could not read is answered as HTTP/1.0 (its version is not known),
    # and the connection closed after it.
    version, got = status_of(answer)
    assert got == status and version in ("HTTP/1.0", "HTTP/1.1"), answer[:200]
    assert time.monotonic() - started < 5, "the connection was not closed after the answer"
    no_tracebacks(caplog.records, capfd)
    lines = [r for r in caplog.records if r.levelno >= logging.INFO]
    assert len(lines) <= 1, [r.getMessage() for r in lines]


def _send_quietly(connection: socket.socket, raw: bytes) -> None:
    # The server may answer and close before the end: what a bad request earns.
    with contextlib.suppress(OSError):
        connection.sendall(raw)


def test_the_server_answers_again_after_every_bad_request(server: FeedServer) -> None:
    for param in REFUSED:
        raw = param.values[0]
        assert isinstance(raw, bytes)
        with connect_from("127.0.0.1", server.address) as connection:
            _send_quietly(connection, raw)
            read_answer(connection, deadline=5)
    answer = ask(
        server.address, b"GET /api/v1/tables HTTP/1.1\r\nConnection: close\r\n" + HOST + b"\r\n"
    )
    assert status_of(answer) == ("HTTP/1.1", 200)


def _reset(connection: socket.socket) -> None:
    """Close with a reset, as a client that vanishes does (no FIN, the unread bytes dropped)."""
    connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    connection.close()


def test_clients_that_leave_mid_answer_leave_no_traceback(
    hub: Hub,
    server: FeedServer,
    caplog: pytest.LogCaptureFixture,
    capfd: pytest.CaptureFixture[str],
) -> None:
    caplog.set_level(logging.DEBUG)
    record = live_record()
    publish(hub, record)
    for index in range(200):
        connection = connect_from("127.0.0.1", server.address)
        connection.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
        path = ["/board", "/api/v1/events", f"/api/v1/matches/{record.id}"][index % 3]
        connection.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
        if index % 2:
            connection.recv(100)  # the answer has begun
        _reset(connection)
    # The events streams left too: publish, so that the server writes to each of them.
    record.append(Shot())
    publish(hub, record)
    stream = EventStream(server.base_url, "/api/v1/events")
    stream.next_of("match")
    deadline = time.monotonic() + 10
    while server.client_count > 1 and time.monotonic() < deadline:
        threading.Event().wait(0.01)
    assert server.client_count <= 1
    stream.close()
    no_tracebacks(caplog.records, capfd)
    assert [r for r in caplog.records if r.levelno >= logging.INFO] == []


def test_kept_alive_answers_come_without_a_delayed_ack_stall(server: FeedServer) -> None:
    """Headers and body in one write (and TCP_NODELAY): a kept-alive client's request is
    answered in well under the 40 ms a delayed ACK holds a second small write back."""
    host, port = server.address
    connection = http.client.HTTPConnection(host, port, timeout=10)
    times = []
    try:
        for _ in range(31):
            started = time.perf_counter()
            connection.request("GET", "/api/v1/tables")
            response = connection.getresponse()
            assert response.status == 200 and response.read()
            assert response.getheader("Connection") != "close"
            times.append(time.perf_counter() - started)
    finally:
        connection.close()
    assert statistics.median(times[1:]) < 0.020, f"median {statistics.median(times[1:]):.4f} s"
