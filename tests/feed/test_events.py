"""Server-Sent Events: the current state first, one event per change, reconnection with
Last-Event-ID, filters, and a client that never reads."""

from __future__ import annotations

import contextlib
import socket
import time
from dataclasses import replace
from datetime import timedelta
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from ninescore.controller import MatchController
from ninescore.feed.hub import Hub, MatchInfo
from ninescore.feed.server import FeedServer
from ninescore.feed.window_source import ControllerSource
from ninescore.records import Store
from ninescore.rules import Shot
from ninescore.scoring import scoring_state

from .helpers import EventStream, events, live_record, publish


def test_a_client_gets_the_current_state_first(hub: Hub, server: FeedServer) -> None:
    first, second = live_record(table="1"), live_record(table="2")
    publish(hub, first)
    publish(hub, second)
    with events(server) as stream:
        assert stream.status == 200
        assert stream.headers["content-type"] == "text/event-stream; charset=utf-8"
        reset = stream.next()
        assert reset.kind == "reset" and reset.data == {"sequence": 2}
        assert stream.retry == 2000
        states = [stream.next(), stream.next()]
        assert [(e.kind, e.data["id"]) for e in states] == [
            ("match", first.id),
            ("match", second.id),
        ]
        assert states[1].id == f"{hub.run_id}-2" and states[1].data["sequence"] == 2


def test_a_save_by_the_windows_controller_arrives_within_a_second(
    hub: Hub, server: FeedServer, data_dir: Path, qtbot: QtBot
) -> None:
    store = Store(data_dir)
    controller = MatchController(store)
    source = ControllerSource(controller, hub)
    try:
        assert controller.new_match(("Ivanov", "Petrov"), race_to=(5, 5), table="4")
        with events(server, "/api/v1/events?table=4") as stream:
            stream.next_of("reset")
            opened = stream.next_of("match")
            assert opened.data["frame"]["is_break"] is True
            controller.toggle_pocketed(9)  # a tap: nothing the feed shows
            started = time.perf_counter()
            controller.commit_shot()  # saved to disk before it returns
            event = stream.next_of("match", timeout=1.0)
            assert event.received - started < 1.0
            assert [p["score"] for p in event.data["players"]] == [1, 0]
            assert event.data["sequence"] == opened.data["sequence"] + 1
            assert store.load(controller.record.id).score == (1, 0)  # type: ignore[union-attr]
    finally:
        source.disconnect_from()
        controller.close_match()
        store.close()


def test_the_window_opening_another_match_takes_the_first_out(
    hub: Hub, data_dir: Path, qtbot: QtBot
) -> None:
    store = Store(data_dir)
    controller = MatchController(store)
    source = ControllerSource(controller, hub)
    try:
        controller.new_match(("Ivanov", "Petrov"))
        first = controller.record.id  # type: ignore[union-attr]
        controller.new_match(("Sidorov", "Orlova"))
        _, matches = hub.matches()
        assert [m.info.id for m in matches] == [controller.record.id]  # type: ignore[union-attr]
        assert hub.match(first) is None
    finally:
        source.disconnect_from()
        controller.close_match()
        store.close()


def test_a_reconnection_with_last_event_id_gets_what_it_missed(
    hub: Hub, server: FeedServer
) -> None:
    record, other = live_record(table="1"), live_record(table="2")
    publish(hub, record)
    publish(hub, other)
    with events(server) as stream:
        stream.next_of("reset")
        stream.next_of("match")
        last = stream.next_of("match").id
    record.append(Shot(pocketed={1}))
    publish(hub, record)
    hub.remove(other.id)
    with events(server, last_event_id=last) as stream:
        missed = [stream.next(), stream.next()]
        assert [(e.kind, e.data["id"]) for e in missed] == [
            ("match", record.id),
            ("gone", other.id),
        ]
        assert missed[0].data["frame"]["on_table"] == [2, 3, 4, 5, 6, 7, 8, 9]
        record.append(Shot(first_contact=2))
        publish(hub, record)
        live = stream.next()
        assert live.kind == "match" and live.data["sequence"] == 5


@pytest.mark.parametrize("last_event_id", ["not-an-id", "0badc0de-1", "999999"])
def test_an_id_from_another_run_starts_the_client_afresh(
    hub: Hub, server: FeedServer, last_event_id: str
) -> None:
    record = live_record()
    publish(hub, record)
    with events(server, last_event_id=last_event_id) as stream:
        assert stream.next().kind == "reset"
        assert stream.next().data["id"] == record.id


def test_a_client_follows_only_the_match_or_table_it_asked_for(
    hub: Hub, server: FeedServer
) -> None:
    one, two = live_record(table="1"), live_record(table="2")
    publish(hub, one)
    publish(hub, two)
    with (
        events(server, f"/api/v1/events?match={two.id}") as by_match,
        events(server, "/api/v1/events?table=1") as by_table,
    ):
        assert by_match.next_of("match").data["id"] == two.id
        assert by_table.next_of("match").data["id"] == one.id
        one.append(Shot(pocketed={1}))
        publish(hub, one)
        two.append(Shot(pocketed={1}))
        publish(hub, two)
        assert by_match.next().data["sequence"] == 4  # not the change of table 1
        assert by_table.next().data["sequence"] == 3


def test_a_client_that_never_reads_is_dropped_and_holds_nobody_up(hub: Hub) -> None:
    server = FeedServer(hub, "127.0.0.1", 0, heartbeat=0.5, write_timeout=5.0, buffer_limit=1 << 16)
    server.start()
    try:
        record = live_record()
        live = publish(hub, record)
        assert live is not None
        stalled = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        stalled.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        stalled.connect(server.address)
        stalled.sendall(b"GET /api/v1/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        reader = EventStream(server.base_url, "/api/v1/events")
        reader.next_of("match")
        deadline = time.monotonic() + 20
        while server.client_count < 2 and time.monotonic() < deadline:
            # Wait for the stalled client's stream to open (the reader reads its heartbeats).
            with contextlib.suppress(TimeoutError):
                reader.next(timeout=0.05)
        assert server.client_count == 2
        slowest = 0.0
        published = 0
        info = live.info
        while server.client_count == 2 and time.monotonic() < deadline:
            published += 1
            started = time.perf_counter()
            changed = replace(info, updated=info.updated + timedelta(seconds=published))
            hub.publish(changed, live.state)
            slowest = max(slowest, time.perf_counter() - started)
            event = reader.next(timeout=2.0)  # the reading client gets every one, at once
            assert event.data["sequence"] == published + 1
        assert server.client_count == 1, "the stalled client was never dropped"
        assert slowest < 0.5, f"publishing waited {slowest:.3f} s for a client"
        published += 1
        hub.publish(replace(info, updated=info.updated + timedelta(hours=1)), live.state)
        assert reader.next(timeout=2.0).data["sequence"] == published + 1
        stalled.close()
        reader.close()
    finally:
        server.stop()


def test_stopping_the_server_ends_every_stream(hub: Hub) -> None:
    server = FeedServer(hub, "127.0.0.1", 0, heartbeat=30)
    server.start()
    stream = EventStream(server.base_url, "/api/v1/events")
    stream.next_of("reset")
    server.stop()
    with pytest.raises((ConnectionError, TimeoutError, OSError)):
        stream.next(timeout=5)
    stream.close()


def test_a_quiet_stream_is_kept_open_with_comments(hub: Hub, server: FeedServer) -> None:
    with events(server) as stream:
        stream.next_of("reset")
        stream.socket.settimeout(3)
        lines = [stream.reader.readline() for _ in range(2)]
        assert b": keep-alive\n" in lines


def test_the_folder_state_is_the_same_as_the_windows(
    hub: Hub, data_dir: Path, qtbot: QtBot
) -> None:
    """A match scored in the window and the same match followed from its saved file make the
    same JSON: the window's controller publishes its own state, the follower reads the file."""
    import json

    from ninescore.feed.follower import FolderFollower
    from ninescore.feed.render import match_json

    store = Store(data_dir)
    controller = MatchController(store)
    source = ControllerSource(controller, hub)
    try:
        assert controller.new_match(("Ivanov", "Petrov"), race_to=(5, 5), table="4")
        for ball in (1, 2):
            controller.toggle_pocketed(ball)
        controller.commit_shot()
        controller.toggle_pocketed(3)
        controller.commit_shot()
        controller.toggle_pocketed(9)  # a tap on the next shot: the window's draft only
        match_id = controller.record.id  # type: ignore[union-attr]
        followed = Hub()
        assert FolderFollower(data_dir, followed).sweep() == 1
        window, from_file = hub.match(match_id), followed.match(match_id)
        assert window is not None and from_file is not None
        shown = [json.loads(match_json(live, "en")) for live in (window, from_file)]
        assert shown[0].pop("sequence") > shown[1].pop("sequence") == 1
        assert shown[0] == shown[1]
        assert shown[1]["frame"]["on_table"] == [4, 5, 6, 7, 8, 9]
        assert shown[1]["last_action"] is not None
    finally:
        source.disconnect_from()
        controller.close_match()
        store.close()


def test_other_rules_before_the_break_are_served_at_once(hub: Hub) -> None:
    """A clock changed from 35 to 45 s before the break is what the feed serves next."""
    import json

    from ninescore.feed.render import match_json
    from ninescore.rules import PROFILES

    wpa = PROFILES["wpa"]
    assert wpa.shot_clock is not None
    record = live_record(options=wpa)
    assert publish(hub, record) is not None
    longer = record.with_options(replace(wpa, shot_clock=replace(wpa.shot_clock, seconds=45)))

    # The same facts of the record (saved within the same second): only the state says it.
    state = scoring_state(longer.match, longer.players, match_id=longer.id, read_only=True)
    changed = hub.publish(MatchInfo.of(record), state)
    assert changed is not None
    assert json.loads(match_json(changed, "en"))["shot_clock"]["rules"]["seconds"] == 45
    assert hub.publish(MatchInfo.of(record), state) is None  # nothing new: no event
