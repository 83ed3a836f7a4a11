"""The shot clock (R14) in the window's own feed: the controller's clock reaches every client as
a field of the state, with an event for what a page cannot count by itself (a start, a pause,
the warning, an extension, the stroke) and none for a second gone by; on a fake "now"."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fake_time import FakeTime
from pytestqt.qtbot import QtBot

from ninescore.controller import MatchController
from ninescore.feed.hub import Hub
from ninescore.feed.server import FeedServer
from ninescore.feed.window_source import ControllerSource
from ninescore.records import Store
from ninescore.rules import PROFILES

from .helpers import EventStream, events, get_json
from .test_state_json import validate


@pytest.fixture
def time() -> FakeTime:
    return FakeTime()


@pytest.fixture
def controller(data_dir: Path, time: FakeTime, hub: Hub, qtbot: QtBot) -> Iterator[MatchController]:
    store = Store(data_dir)
    controller = MatchController(store, now=time)
    source = ControllerSource(controller, hub)
    assert controller.new_match(
        players=("Ivanov", "Petrov"), race_to=(5, 5), options=PROFILES["wpa"], table="1"
    )
    yield controller
    source.disconnect_from()
    controller.close_match()
    store.close()


def clock_of(stream: EventStream) -> tuple[int, dict[str, Any]]:
    """The next match event's sequence and shot clock (checked against the schema)."""
    event = stream.next_of("match", timeout=2.0)
    validate(event.data, "MatchState")
    return event.data["sequence"], event.data["shot_clock"]


def test_the_clock_reaches_the_feed_and_a_second_gone_by_makes_no_event(
    controller: MatchController, server: FeedServer, time: FakeTime
) -> None:
    with events(server) as stream:
        stream.next_of("reset")
        _, clock = clock_of(stream)
        # The break is not timed (R14): the numbers and the extensions, a dash.
        assert (clock["counting"], clock["phase"], clock["face"], clock["text"]) == (
            True,
            "idle",
            "off",
            "—",
        )
        assert clock["rules"] == {
            "seconds": 35,
            "warning": 10,
            "extension": 25,
            "extensions_per_frame": 1,
            "after_break": 60,
            "after_push_out": None,
        }
        controller.toggle_pocketed(3)
        controller.commit_shot()  # the balls have stopped: the first shot after the break
        sequence, clock = clock_of(stream)
        assert (clock["phase"], clock["running"], clock["limit"], clock["shown"]) == (
            "running",
            True,
            60,
            60,
        )
        assert 59.5 < clock["left"] <= 60
        time.advance(1.0)
        controller.update_clock()  # the face went 60 → 59: the pages count that themselves
        assert controller.state.clock is not None and controller.state.clock.shown == 59
        controller.pause_clock()
        paused, clock = clock_of(stream)
        assert paused == sequence + 1  # nothing came between: the second made no event
        assert (clock["phase"], clock["face"], clock["running"], clock["left"]) == (
            "paused",
            "paused",
            False,
            59.0,
        )
        controller.start_clock()
        _, clock = clock_of(stream)
        assert clock["running"] is True
        time.advance(49.5)
        controller.update_clock()  # 9.5 s left: the warning (R14)
        _, clock = clock_of(stream)
        assert (clock["face"], clock["warning"], clock["shown"]) == ("warning", True, 10)
        controller.use_extension()  # 25 s more for Ivanov (R14)
        _, clock = clock_of(stream)
        assert (clock["limit"], clock["extended"], clock["extensions_left"]) == (85, True, [0, 1])
        assert clock["face"] == "running" and clock["extensions_text"][0] != ""
        controller.toggle_pocketed(1)  # the first mark of the shot: the stroke was played
        _, clock = clock_of(stream)
        assert (clock["phase"], clock["face"], clock["running"]) == ("stopped", "stopped", False)


def test_a_client_arriving_mid_shot_gets_the_seconds_left_now(
    controller: MatchController, server: FeedServer, time: FakeTime, hub: Hub
) -> None:
    controller.toggle_pocketed(3)
    controller.commit_shot()
    match_id = controller.record.id  # type: ignore[union-attr]
    live = hub.match(match_id)
    assert live is not None
    # As if the window made the state 20 s before this client asked.
    live.made_at -= 20.0
    live._rendered.clear()
    status, state = get_json(server, f"/api/v1/matches/{match_id}")
    assert status == 200
    validate(state, "MatchState")
    clock = state["shot_clock"]
    assert 39.5 < clock["left"] <= 40.0 and clock["shown"] == 40 and clock["text"] == "40"


def test_the_state_of_a_match_off_the_clock_has_no_clock(
    data_dir: Path, hub: Hub, server: FeedServer, qtbot: QtBot
) -> None:
    store = Store(data_dir)
    controller = MatchController(store)
    source = ControllerSource(controller, hub)
    try:
        controller.new_match(players=("Ivanov", "Petrov"), race_to=(5, 5))
        status, state = get_json(server, f"/api/v1/matches/{controller.record.id}")  # type: ignore[union-attr]
        assert status == 200 and state["shot_clock"] is None
        assert json.dumps(state)  # a plain JSON document
        controller.toggle_pocketed(1)
        controller.commit_shot()
        before = hub.sequence
        # The first mark stops the controller's stopwatch (it times every shot), which the
        # feed does not show: no event.
        controller.toggle_pocketed(2)
        assert controller.state.clock is not None
        assert controller.state.clock.phase.value == "stopped"
        assert hub.sequence == before
        controller.commit_shot()
        assert hub.sequence == before + 1
    finally:
        source.disconnect_from()
        controller.close_match()
        store.close()
