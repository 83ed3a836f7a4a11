"""Each change's live view is made once, by the hub, and sent from there to every client of its
language; clients of another language get theirs, made once too; a burst reaches a client that
was not reading, whole and in order."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from dataclasses import replace
from datetime import timedelta

import pytest

from ninescore.feed import hub as hub_module
from ninescore.feed.hub import Hub, LiveMatch, MatchInfo
from ninescore.feed.render import match_json
from ninescore.feed.server import FeedServer
from ninescore.scoring import ScoringState, scoring_state
from ninescore.scoring.live import LiveView

from .helpers import WARNED, events, live_record, publish


@pytest.fixture
def russian(hub: Hub) -> Iterator[FeedServer]:
    feed = FeedServer(hub, "127.0.0.1", 0, default_lang="ru", heartbeat=0.5, write_timeout=2.0)
    feed.start()
    yield feed
    feed.stop()


def test_each_client_gets_the_words_of_its_language_from_one_view_each(
    hub: Hub, russian: FeedServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    made: list[ScoringState] = []
    real_view = hub_module.live_view

    def counted(state: ScoringState) -> LiveView:
        made.append(state)
        return real_view(state)

    monkeypatch.setattr(hub_module, "live_view", counted)
    record = live_record(actions=WARNED)
    with (
        events(russian) as first,
        events(russian) as second,
        events(russian, "/api/v1/events?lang=en") as english,
    ):
        for stream in (first, second, english):
            stream.next_of("reset")
        live = publish(hub, record)
        assert live is not None
        got = [stream.next_of("match").data for stream in (first, second, english)]
    # The hub's view (in the server's Russian) for both Russian clients, one more for English.
    assert len(made) == 2
    assert got[0] == got[1]
    assert got[0]["lang"] == "ru" and got[2]["lang"] == "en"
    assert "ПРЕДУПРЕЖДЕНИЕ" in got[0]["warning_text"] and "Petrov" in got[0]["warning_text"]
    assert got[2]["warning_text"].startswith("WARNING") and "Petrov" in got[2]["warning_text"]
    # What was sent is what a view made afresh says, in either language.
    fresh = LiveMatch(live.info, live.state, live.sequence, live.run)
    assert got[0] == json.loads(match_json(fresh, "ru"))
    assert got[2] == json.loads(match_json(fresh, "en"))


def test_a_tap_makes_a_view_but_no_event(hub: Hub, russian: FeedServer) -> None:
    record = live_record()
    info = MatchInfo.of(record)
    state = scoring_state(record.match, record.players, match_id=record.id)
    assert hub.publish(info, state) is not None
    tapped = replace(state, draft=replace(state.draft, pocketed=frozenset({9})))
    assert hub.publish(info, tapped) is None
    assert hub.sequence == 1


def test_a_burst_reaches_a_client_that_was_not_reading_whole_and_in_order(
    hub: Hub, server: FeedServer
) -> None:
    record = live_record()
    info = MatchInfo.of(record)
    state = scoring_state(record.match, record.players, match_id=record.id, read_only=True)
    # Small socket buffers on both ends (the accepted socket takes the listening one's): the
    # burst is more than they hold, so that after the first events, written straight to the
    # socket, the rest waits in the transport and in the stream's queue.
    listening = server._listening
    assert listening is not None
    listening.sockets[0].setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
    client = socket.socket()
    client.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    client.settimeout(10)
    client.connect(server.address)
    with client:
        client.sendall(b"GET /api/v1/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        received = b""
        while b"event: reset" not in received:
            received += client.recv(65536)
        queued_before = server.client_count
        for number in range(1, 401):
            changed = replace(info, updated=info.updated + timedelta(seconds=number))
            assert hub.publish(changed, state) is not None
        sequences: list[int] = []
        while len(sequences) < 400:
            chunk = client.recv(65536)
            assert chunk, "the server closed the stream"
            received += chunk
            *blocks, received = received.split(b"\n\n")
            sequences += [
                json.loads(block.split(b"data: ", 1)[1])["sequence"]
                for block in blocks
                if b"event: match" in block
            ]
    assert queued_before == 1
    assert sequences == list(range(1, 401))
