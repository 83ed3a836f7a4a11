"""Helpers of the feed's tests: live matches, a real server on 127.0.0.1, an SSE client."""

from __future__ import annotations

import http.client
import json
import socket
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from ninescore.feed.hub import Hub, LiveMatch, MatchInfo
from ninescore.feed.server import FeedServer
from ninescore.records import MatchRecord
from ninescore.rules import PROFILES, Action, RuleOptions, Shot, ShotClock
from ninescore.scoring import scoring_state

SERVER_TOKEN = "desk-token-0123456789"
"""The scoring server's own token in the phone's tests (it scores every table)."""

MARKUP_NAME = "<img src=x onerror=alert(1)>"


def live_record(
    players: tuple[str, str] = ("Ivanov", "Petrov"),
    race_to: int = 5,
    table: str = "1",
    actions: Iterable[Action] = (),
    event: str = "Moscow Open",
    options: RuleOptions | None = None,
) -> MatchRecord:
    record = MatchRecord.new(
        players=players, race_to=race_to, table=table, event=event, options=options
    )
    for action in actions:
        record.append(action)
    return record


def publish(hub: Hub, record: MatchRecord) -> LiveMatch | None:
    state = scoring_state(record.match, record.players, match_id=record.id, read_only=True)
    return hub.publish(MatchInfo.of(record), state)


def publish_clock(hub: Hub, record: MatchRecord, elapsed: float, run: bool = True) -> LiveMatch:
    """Publish ``record`` as the scoring window does, its shot clock armed for the shot at the
    table ``elapsed`` seconds ago (running, or paused there)."""
    now = [0.0]
    clock = ShotClock(record.options.shot_clock, now=lambda: now[0])
    clock.arm(record.match.frame.state)
    now[0] = elapsed
    if not run:
        clock.pause()
    state = scoring_state(record.match, record.players, match_id=record.id, clock=clock.reading())
    live = hub.publish(MatchInfo.of(record), state)
    assert live is not None
    return live


def wpa_record(table: str = "1", players: tuple[str, str] = ("Ivanov", "Petrov")) -> MatchRecord:
    """A WPA match (the Regulation 20 clock) whose break Ivanov made: his shot is timed."""
    return live_record(
        players=players, table=table, actions=[Shot(pocketed={3})], options=PROFILES["wpa"]
    )


WARNED = (
    Shot(balls_to_rail=4),  # a dry legal break by Ivanov (R3a)
    Shot(first_contact=2),  # Petrov fouls (the 1 was the lowest)
    Shot(first_contact=2),  # Ivanov fouls
    Shot(first_contact=2),  # Petrov fouls again: two in a row
    Shot(first_contact=1),  # Ivanov misses: Petrov comes to the table warned (R12)
)
"""Petrov at the table with two fouls in a row."""


def request(
    server: FeedServer,
    path: str,
    method: str = "GET",
    headers: dict[str, str] | None = None,
) -> tuple[int, dict[str, str], bytes]:
    host, port = server.address
    connection = http.client.HTTPConnection(host, port, timeout=10)
    try:
        connection.request(method, path, headers=headers or {})
        response = connection.getresponse()
        return response.status, dict(response.getheaders()), response.read()
    finally:
        connection.close()


def get_json(server: FeedServer, path: str, **headers: str) -> tuple[int, Any]:
    status, _, body = request(server, path, headers=headers)
    return status, json.loads(body)


@dataclass
class Event:
    kind: str
    id: str
    data: Any
    received: float
    """time.perf_counter() when its last line arrived."""


class EventStream:
    """A Server-Sent Events client on a raw socket (http.client would buffer the stream)."""

    def __init__(self, base_url: str, path: str, last_event_id: str | None = None) -> None:
        parts = urlsplit(base_url)
        assert parts.hostname is not None and parts.port is not None
        self.socket = socket.create_connection((parts.hostname, parts.port), timeout=10)
        lines = [f"GET {path} HTTP/1.1", f"Host: {parts.netloc}", "Accept: text/event-stream"]
        if last_event_id is not None:
            lines.append(f"Last-Event-ID: {last_event_id}")
        self.socket.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        self.reader = self.socket.makefile("rb")
        status = self.reader.readline().decode()
        self.status = int(status.split()[1])
        self.headers: dict[str, str] = {}
        while (line := self.reader.readline().decode().strip()) != "":
            name, _, value = line.partition(":")
            self.headers[name.strip().lower()] = value.strip()
        self.retry: int | None = None

    def next(self, timeout: float = 5.0) -> Event:
        """The next event (comments and the retry field are read past); TimeoutError when none
        has come ``timeout`` seconds from now."""
        deadline = time.monotonic() + timeout
        fields: dict[str, str] = {}
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no event within {timeout} s")
            self.socket.settimeout(left)
            try:
                raw = self.reader.readline()
            except TimeoutError:
                raise TimeoutError(f"no event within {timeout} s") from None
            if raw == b"":
                raise ConnectionError("the server closed the events stream")
            line = raw.decode("utf-8").rstrip("\n")
            if line == "":
                if "event" in fields or "data" in fields:
                    data = json.loads(fields.get("data", "null"))
                    kind = fields.get("event", "message")
                    return Event(kind, fields.get("id", ""), data, time.perf_counter())
                if "retry" in fields:
                    self.retry = int(fields["retry"])
                fields = {}
                continue
            if line.startswith(":"):
                continue
            name, _, value = line.partition(":")
            fields[name] = value[1:] if value.startswith(" ") else value

    def next_of(self, kind: str, timeout: float = 5.0) -> Event:
        """The next event of ``kind``, reading past others."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no {kind} event within {timeout} s")
            event = self.next(left)
            if event.kind == kind:
                return event

    def close(self) -> None:
        self.reader.close()
        self.socket.close()


@contextmanager
def events(
    server: FeedServer, path: str = "/api/v1/events", last_event_id: str | None = None
) -> Iterator[EventStream]:
    stream = EventStream(server.base_url, path, last_event_id)
    try:
        yield stream
    finally:
        stream.close()
