"""A hostile client of the scoring server (``serve --score``): a token that is no UTF-8, a body
left half-sent or trickled, and a data folder whose matches folder a peer made a link.  Each is
an answer with its status, and never a traceback in the log."""

from __future__ import annotations

import json
import logging
import os
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from feed.helpers import SERVER_TOKEN

from ninescore.feed.hub import Hub
from ninescore.feed.limits import Limits
from ninescore.feed.scoring import ScoringDesk
from ninescore.feed.server import FeedServer

from .http_peers import ask, connect_from, no_tracebacks, status_of

HOST = b"Host: 127.0.0.1\r\n"
BEARER = f"Authorization: Bearer {SERVER_TOKEN}\r\n".encode()


def posted(length: int, close: bool = False) -> bytes:
    """A scoring POST's head with the server's token, its body of ``length`` bytes to come."""
    head = b"POST /api/v1/matches HTTP/1.1\r\n" + HOST + BEARER
    return (
        head + (b"Connection: close\r\n" if close else b"") + b"Content-Length: %d\r\n\r\n" % length
    )


NEW_MATCH = json.dumps({"players": ["Ivanov", "Petrov"], "race_to": [3, 3], "table": "7"}).encode()


@pytest.fixture
def scoring(tmp_path: Path) -> Iterator[FeedServer]:
    hub = Hub()
    desk = ScoringDesk(tmp_path / "data", hub, SERVER_TOKEN)
    limits = Limits(body_seconds=1.0)
    feed = FeedServer(hub, "127.0.0.1", 0, token=SERVER_TOKEN, scoring=desk, limits=limits)
    feed.start()
    yield feed
    feed.stop()
    desk.close()


@pytest.mark.parametrize(
    "header",
    [b"X-Ninescore-Token: \xff\xfe", b"Authorization: Bearer \xe9\xe9", b"X-Ninescore-Token: \x80"],
)
@pytest.mark.parametrize("path", [b"/api/v1/tables", b"/api/v1/assignments?table=1"])
def test_a_token_that_is_no_utf8_is_refused_like_any_wrong_token(
    scoring: FeedServer,
    caplog: pytest.LogCaptureFixture,
    capfd: pytest.CaptureFixture[str],
    header: bytes,
    path: bytes,
) -> None:
    caplog.set_level(logging.DEBUG)
    raw = b"GET " + path + b" HTTP/1.1\r\n" + HOST + b"Connection: close\r\n" + header + b"\r\n\r\n"
    assert status_of(ask(scoring.address, raw))[1] == 403
    no_tracebacks(caplog.records, capfd)


def test_a_phone_that_leaves_in_the_middle_of_its_body_leaves_no_traceback(
    scoring: FeedServer, caplog: pytest.LogCaptureFixture, capfd: pytest.CaptureFixture[str]
) -> None:
    caplog.set_level(logging.DEBUG)
    for _ in range(5):
        with connect_from("127.0.0.1", scoring.address) as connection:
            connection.sendall(posted(5000) + NEW_MATCH[:11])
    # The server is still there, and has made no match of the halves.
    whole = posted(len(NEW_MATCH), close=True) + NEW_MATCH
    assert status_of(ask(scoring.address, whole))[1] == 201
    assert len(list((scoring.scoring.data_path / "matches").glob("*.json"))) == 1  # type: ignore[union-attr]
    no_tracebacks(caplog.records, capfd)


def test_a_body_trickled_a_byte_at_a_time_is_let_go_at_its_deadline(
    scoring: FeedServer, caplog: pytest.LogCaptureFixture, capfd: pytest.CaptureFixture[str]
) -> None:
    caplog.set_level(logging.DEBUG)
    with connect_from("127.0.0.1", scoring.address) as connection:
        connection.sendall(posted(16000))
        started = time.monotonic()
        answer = b""
        connection.settimeout(0.1)
        while not answer and time.monotonic() - started < 10:
            connection.sendall(b" ")
            try:
                answer = connection.recv(200)
            except TimeoutError:
                continue
        held = time.monotonic() - started
    assert status_of(answer)[1] == 408, answer
    assert 0.9 < held < 5, held  # its deadline is 1 s here (10 s when served)
    no_tracebacks(caplog.records, capfd)


def test_a_matches_folder_a_peer_made_a_link_is_a_503_with_its_sentence(
    scoring: FeedServer,
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
    capfd: pytest.CaptureFixture[str],
) -> None:
    caplog.set_level(logging.DEBUG)
    data = tmp_path / "data"
    outside = tmp_path / "outside"
    outside.mkdir()
    data.mkdir(exist_ok=True)
    os.symlink(outside, data / "matches")
    requests = [
        posted(len(NEW_MATCH), close=True) + NEW_MATCH,
        b"GET /api/v1/assignments?table=7 HTTP/1.1\r\n"
        + HOST
        + BEARER
        + b"Connection: close\r\n\r\n",
    ]
    for raw in requests:
        answer = ask(scoring.address, raw)
        assert status_of(answer)[1] == 503, answer[:300]
        error = json.loads(answer.split(b"\r\n\r\n", 1)[1])["error"]
        assert "is a symbolic link" in error and "\n" not in error
    assert list(outside.iterdir()) == []  # nothing written where the link points
    no_tracebacks(caplog.records, capfd)
