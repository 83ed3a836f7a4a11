"""Helpers of the hostile HTTP tests: raw sockets from chosen loopback addresses, the process's
open-file limit, its resident memory, and a feed server with limits of the test's choosing."""

from __future__ import annotations

import contextlib
import logging
import resource
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from ninescore.feed.hub import Hub
from ninescore.feed.limits import Limits
from ninescore.feed.server import FeedServer

ATTACKER = "127.0.0.2"
"""Where the hostile clients come from; the legitimate one is on 127.0.0.1."""


def raise_open_files(needed: int) -> None:
    """The soft limit of open files up to the hard one, when ``needed`` is more than it."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and soft < needed:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def resident_bytes() -> int:
    """This process's resident memory now."""
    pages = int(Path("/proc/self/statm").read_text().split()[1])
    return pages * resource.getpagesize()


@contextlib.contextmanager
def feed_server(hub: Hub, limits: Limits | None = None, **options: float) -> Iterator[FeedServer]:
    if limits is not None:
        options["limits"] = limits  # type: ignore[assignment]
    server = FeedServer(hub, "127.0.0.1", 0, **options)  # type: ignore[arg-type]
    server.start()
    try:
        yield server
    finally:
        server.stop()


def connect_from(source: str, address: tuple[str, int], timeout: float = 10) -> socket.socket:
    """A TCP connection to ``address`` whose client address is ``source``."""
    connection = socket.create_connection(address, timeout=timeout, source_address=(source, 0))
    connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return connection


def read_answer(connection: socket.socket, deadline: float = 10.0) -> bytes:
    """Everything the server sends until it closes the connection (or ``deadline`` seconds)."""
    end = time.monotonic() + deadline
    received = b""
    while time.monotonic() < end:
        connection.settimeout(max(0.01, end - time.monotonic()))
        try:
            chunk = connection.recv(65536)
        except TimeoutError:
            break
        except ConnectionResetError:
            break
        if not chunk:
            break
        received += chunk
    return received


def status_of(answer: bytes) -> tuple[str, int]:
    """The version and the status of an answer's first line."""
    version, status, *_ = answer.split(b"\r\n", 1)[0].decode("latin-1").split(" ")
    return version, int(status)


def ask(address: tuple[str, int], raw: bytes, source: str = "127.0.0.1") -> bytes:
    """Send ``raw`` on a fresh connection; the whole answer."""
    with connect_from(source, address) as connection:
        connection.sendall(raw)
        return read_answer(connection)


def no_tracebacks(records: list[logging.LogRecord], capfd: pytest.CaptureFixture[str]) -> None:
    """Nothing the server logged or printed is a traceback or an error."""
    assert "Traceback" not in capfd.readouterr().err
    for record in records:
        assert record.exc_info is None and "Traceback" not in record.getMessage(), record
        assert record.levelno < logging.ERROR, record.getMessage()
