"""A change the scoring window saves reaches the feed only once its save returned, and at once:
the controller makes its state before the save (``state_prepared``), the feed its view, key and
event then, and the first act after a successful save lets it go (``state_saved``).  A failed
save lets nothing go, and the next change saved goes out whole."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from ninescore.controller import MatchController
from ninescore.feed import server as feed_server
from ninescore.feed.hub import Change, Hub, LiveMatch, MatchInfo
from ninescore.feed.render import match_json
from ninescore.feed.server import FeedServer
from ninescore.feed.window_source import ControllerSource
from ninescore.records import Store
from ninescore.records.errors import ErrorKind, LockLost
from ninescore.rules import PROFILES, Shot
from ninescore.scoring import ScoringState, scoring_state

from .helpers import events, live_record, publish


class Scored:
    """A controller on a real store with the feed following it, and a log of what happened in
    order: the state prepared, each event's JSON made, the store's saves, the changes sent."""

    def __init__(self, data_dir: Path, hub: Hub, monkeypatch: pytest.MonkeyPatch) -> None:
        self.log: list[str] = []
        self.store = Store(data_dir)
        self.failing: Callable[[], None] | None = None
        real_save = self.store.save

        def save(record: Any) -> Path:
            self.log.append("save begins")
            if self.failing is not None:
                self.log.append("save failed")
                self.failing()
            path = real_save(record)
            self.log.append("save returned")
            return path

        monkeypatch.setattr(self.store, "save", save)
        real_json = feed_server.match_json

        def made_json(live: Any, lang: str) -> bytes:
            self.log.append(f"json {live.sequence} {lang}")
            return real_json(live, lang)

        monkeypatch.setattr(feed_server, "match_json", made_json)
        self.controller = MatchController(self.store)
        self.controller.state_prepared.connect(lambda state: self.log.append("prepared"))
        hub.add_listener(self._sent)
        self.hub = hub
        self.source = ControllerSource(self.controller, hub)

    def _sent(self, change: Change) -> None:
        kind = "sent" if isinstance(change, LiveMatch) else "gone"
        self.log.append(f"{kind} {change.sequence}")

    def close(self) -> None:
        self.source.disconnect_from()
        self.controller.close_match()
        self.store.close()

    def sent(self) -> list[int]:
        return [int(line.split()[1]) for line in self.log if line.startswith("sent")]

    def shown(self) -> ScoringState | None:
        """The state the feed shows of the open match now."""
        record = self.controller.record
        live = None if record is None else self.hub.match(record.id)
        return None if live is None else live.state


@pytest.fixture
def scored(data_dir: Path, hub: Hub, monkeypatch: pytest.MonkeyPatch) -> Iterator[Scored]:
    made = Scored(data_dir, hub, monkeypatch)
    yield made
    made.close()


def assert_sent_only_after_a_save(log: list[str], streams: bool = True) -> None:
    """Every change sent came right after a save returned (the first thing done then), and,
    with ``streams`` following, its event's JSON was made before that save began and never
    again after."""
    for index, line in enumerate(log):
        if not line.startswith("sent"):
            continue
        before = index - 1
        while log[before].startswith("gone"):  # the match that left as this one came
            before -= 1
        assert log[before] == "save returned", log[: index + 1]
        begun = max(i for i in range(index) if log[i] == "save begins")
        assert "prepared" in log[:begun]
        if streams:
            made = [m for m in log[:begun] if m.startswith(f"json {line.split()[1]} ")]
            assert made, log[: index + 1]
    for index, line in enumerate(log):
        if line.startswith("json"):  # never made again once sent (on the server's loop)
            assert "sent " + line.split()[1] not in log[:index], log[: index + 1]


def test_no_event_leaves_before_the_save_returned_and_its_bytes_are_made_before(
    scored: Scored, server: FeedServer, qtbot: QtBot
) -> None:
    controller = scored.controller
    with events(server) as stream:
        stream.next_of("reset")
        assert controller.new_match(("Ivanov", "Petrov"), race_to=(5, 5), table="4")
        opened = stream.next_of("match")
        for ball in (1, 2):
            controller.toggle_pocketed(ball)  # taps: nothing saved, nothing the feed shows
        controller.commit_shot()
        controller.commit_shot()  # a miss
        controller.undo()
        controller.redo()
        received = [stream.next_of("match") for _ in range(4)]
    assert_sent_only_after_a_save(scored.log)
    sequences = [event.data["sequence"] for event in received]
    assert sequences == [opened.data["sequence"] + n for n in (1, 2, 3, 4)]  # in order, all
    assert received[0].data["frame"]["on_table"] == [3, 4, 5, 6, 7, 8, 9]
    assert scored.shown() is controller.state  # the feed shows what the window shows
    # The events' JSON was made once each, before its save: none was made on the server's
    # loop after (each "json N" is logged once).
    made = [line for line in scored.log if line.startswith("json")]
    assert len(made) == len(set(made))


def disk_full() -> None:
    raise OSError(28, "No space left on device")


def read_only_folder() -> None:
    raise OSError(30, "Read-only file system")


@pytest.mark.parametrize("failure", [disk_full, read_only_folder], ids=["full", "read-only"])
def test_a_failed_save_lets_nothing_go_and_the_next_one_saved_goes_out_whole(
    scored: Scored, server: FeedServer, qtbot: QtBot, failure: Callable[[], None]
) -> None:
    controller = scored.controller
    with events(server) as stream:
        stream.next_of("reset")
        assert controller.new_match(("Ivanov", "Petrov"), race_to=(5, 5))
        opened = stream.next_of("match")
        shown_before = scored.shown()
        sent_before = scored.sent()
        scored.failing = failure
        with qtbot.waitSignal(controller.save_failed, timeout=1000):
            controller.toggle_pocketed(1)
            controller.commit_shot()  # the break pockets the 1: only in memory
        assert controller.has_unsaved_actions and not controller.saved_as_shown
        controller.toggle_pocketed(2)  # a tap on the next shot, its clock, a second save
        controller.clear_draft()
        controller.commit_shot()
        assert scored.sent() == sent_before  # nothing went: not the shots, not the taps
        assert scored.shown() is shown_before
        scored.failing = None
        controller.commit_shot()  # saved: it goes out, with the two shots before it
        whole = stream.next_of("match")
    assert whole.data["sequence"] == opened.data["sequence"] + 1  # no event came between
    assert whole.data["frame"]["on_table"] == [2, 3, 4, 5, 6, 7, 8, 9]
    assert len(controller.match.frame.log) == 3  # type: ignore[union-attr]
    assert scored.shown() is controller.state
    assert_sent_only_after_a_save(scored.log)


def test_a_retry_that_saves_sends_what_the_failed_save_held(
    scored: Scored, server: FeedServer, qtbot: QtBot
) -> None:
    controller = scored.controller
    assert controller.new_match(("Ivanov", "Petrov"), race_to=(5, 5))
    sent_before = scored.sent()
    scored.failing = disk_full
    controller.commit_shot()
    assert not controller.retry_save()
    assert scored.sent() == sent_before
    scored.failing = None
    with qtbot.waitSignal(controller.save_succeeded, timeout=1000):
        assert controller.retry_save()
    assert len(scored.sent()) == len(sent_before) + 1
    assert scored.shown() is controller.state and controller.state.last_entry is not None
    assert_sent_only_after_a_save(scored.log, streams=False)


def test_a_lock_lost_in_the_save_lets_nothing_go(
    scored: Scored, server: FeedServer, qtbot: QtBot
) -> None:
    """Another window took the match: the shot is kept beside it, not saved in it, so the feed
    goes on showing the match as saved, and the window shows it read-only."""
    controller = scored.controller
    assert controller.new_match(("Ivanov", "Petrov"), race_to=(5, 5))
    record = controller.record
    assert record is not None
    shown_before, sent_before = scored.shown(), scored.sent()

    def taken() -> None:
        target = scored.store.path_of(record.id)
        raise LockLost(ErrorKind.LOCK_LOST_KEPT, path=target, pid=4242, host="other", copy=target)

    scored.failing = taken
    with qtbot.waitSignal(controller.save_failed, timeout=1000):
        controller.commit_shot()
    assert controller.read_only
    assert scored.sent() == sent_before and scored.shown() is shown_before
    controller.toggle_pocketed(3)  # refused (read-only): and nothing more goes out
    assert scored.sent() == sent_before


def test_rules_undo_redo_abandon_take_up_a_new_match_and_close_go_the_same_way(
    scored: Scored, server: FeedServer, qtbot: QtBot
) -> None:
    controller = scored.controller
    with events(server) as stream:
        stream.next_of("reset")
        assert controller.new_match(("Ivanov", "Petrov"), race_to=(5, 5), table="4")
        first = controller.record
        assert first is not None
        steps: list[Callable[[], object]] = [
            lambda: controller.change_rules(PROFILES["wpa"]),
            controller.commit_shot,
            controller.undo,
            controller.redo,
            controller.abandon,
            controller.take_up_again,
        ]
        for step in steps:
            sent = len(scored.sent())
            step()
            assert len(scored.sent()) == sent + 1, step
            assert scored.shown() is controller.state, step
            stream.next_of("match")
        assert controller.new_match(("Sidorov", "Orlova"))
        gone = stream.next_of("gone")
        assert gone.data["id"] == first.id
        assert stream.next_of("match").data["players"][0]["name"] == "Sidorov"
        scored.failing = disk_full
        controller.commit_shot()
        sent = len(scored.sent())
        scored.failing = None
        controller.close_match()  # the last save at closing works: it goes out
        assert len(scored.sent()) == sent + 1
        last = stream.next_of("match")
        assert last.data["frame"]["is_break"] is False
    assert_sent_only_after_a_save(scored.log)


def test_the_state_let_go_is_the_one_the_window_makes_after_the_save(
    data_dir: Path, qtbot: QtBot
) -> None:
    """The state made before the save is the one the window would make after it (on a clock
    that stands still here): what the feed is sent and what the window shows are one state."""
    store = Store(data_dir)
    controller = MatchController(store, now=lambda: 100.0)
    let_go: list[ScoringState] = []
    controller.state_saved.connect(let_go.append)
    steps: list[Callable[[], object]] = [
        lambda: controller.new_match(("Ivanov", "Petrov"), options=PROFILES["wpa"]),
        controller.commit_shot,
        controller.use_extension,
        controller.commit_shot,
        controller.undo,
        controller.redo,
        controller.abandon,
        controller.take_up_again,
    ]
    try:
        for step in steps:
            step()
            assert let_go[-1] is controller.state, step
            assert controller._build_state() == controller.state, step  # made after, the same
        assert len(let_go) == len(steps)
    finally:
        controller.close_match()
        store.close()


# -- the hub's side ----------------------------------------------------------------------------


def test_a_change_prepared_is_numbered_when_let_go_and_a_forgotten_one_leaves_no_trace(
    hub: Hub,
) -> None:
    record = live_record(table="1")
    publish(hub, record)
    sequence = hub.sequence
    record.append(Shot(pocketed={1}))
    state = scoring_state(record.match, record.players, match_id=record.id, read_only=True)
    prepared = hub.prepare(MatchInfo.of(record), state)
    assert prepared is not None and hub.sequence == sequence  # nothing published yet
    assert hub.match(record.id).state is not state  # type: ignore[union-attr]
    again = hub.prepare(MatchInfo.of(record), state)  # the save failed: forgotten, made again
    assert again is not None and hub.sequence == sequence
    live = hub.release(again)
    assert live is not None and live.sequence == sequence + 1 and hub.sequence == sequence + 1
    assert hub.prepare(MatchInfo.of(record), state) is None  # nothing new any more


def test_a_change_published_between_the_prepare_and_the_release_comes_first(
    hub: Hub, server: FeedServer
) -> None:
    """A folder's follower publishes another match while the window saves: the window's change
    is numbered after it, and its event says so (its bytes are made again)."""
    window, other = live_record(table="1"), live_record(table="2")
    publish(hub, window)
    with events(server) as stream:
        stream.next_of("reset")
        stream.next_of("match")
        window.append(Shot(pocketed={1}))
        state = scoring_state(window.match, window.players, match_id=window.id, read_only=True)
        prepared = hub.prepare(MatchInfo.of(window), state)
        assert prepared is not None
        publish(hub, other)  # while the window's save is under way
        live = hub.release(prepared)
        assert live is not None and live.sequence == hub.sequence
        received = [stream.next_of("match"), stream.next_of("match")]
    assert [e.data["id"] for e in received] == [other.id, window.id]
    assert [e.data["sequence"] for e in received] == [live.sequence - 1, live.sequence]
    assert received[1].id == live.event_id
    assert json.loads(match_json(live, "en"))["frame"]["on_table"] == list(range(2, 10))


def test_a_window_that_cannot_save_shows_nothing_new_when_the_feed_starts(
    scored: Scored, qtbot: QtBot
) -> None:
    controller = scored.controller
    scored.source.disconnect_from()
    assert controller.new_match(("Ivanov", "Petrov"))
    scored.failing = disk_full
    controller.commit_shot()
    late = Hub()
    source = ControllerSource(controller, late)  # the feed is turned on now
    try:
        assert late.matches()[1] == []  # what the window shows is not on disk yet
        scored.failing = None
        assert controller.retry_save()
        assert [m.state for m in late.matches()[1]] == [controller.state]
    finally:
        source.disconnect_from()
        scored.source.follow()


def test_saving_without_the_feed_costs_nothing_of_it(data_dir: Path, qtbot: QtBot) -> None:
    """No feed: the controller's signals go nowhere, every save still says so."""
    store = Store(data_dir)
    controller = MatchController(store)
    try:
        saved: list[object] = []
        controller.save_succeeded.connect(lambda: saved.append(True))
        assert controller.new_match(("Ivanov", "Petrov"))
        controller.commit_shot()
        assert len(saved) == 2 and controller.saved_as_shown
        assert os.path.exists(store.path_of(controller.record.id))  # type: ignore[union-attr]
    finally:
        controller.close_match()
        store.close()


def test_a_saved_change_has_its_event_made_before_the_save_in_each_language_followed(
    scored: Scored, hub: Hub, qtbot: QtBot
) -> None:
    """A Russian and an English page follow the feed: the change's event is made in both before
    the save, once each, and each page gets its own."""
    feed = FeedServer(hub, "127.0.0.1", 0, default_lang="ru")
    feed.start()
    try:
        controller = scored.controller
        with events(feed) as russian, events(feed, "/api/v1/events?lang=en") as english:
            russian.next_of("reset")
            english.next_of("reset")
            assert controller.new_match(("Ivanov", "Petrov"), race_to=(5, 5), table="4")
            russian.next_of("match")  # the match opened
            english.next_of("match")
            controller.commit_shot()
            pages = {"ru": russian.next_of("match"), "en": english.next_of("match")}
        sequence = pages["ru"].data["sequence"]
        assert pages["en"].data["sequence"] == sequence
        assert pages["ru"].data["lang"] == "ru" and pages["en"].data["lang"] == "en"
        begun = max(i for i, line in enumerate(scored.log) if line == "save begins")
        made = [line for line in scored.log if line.startswith(f"json {sequence} ")]
        assert sorted(made) == [f"json {sequence} en", f"json {sequence} ru"]
        assert all(scored.log.index(line) < begun for line in made)
        assert_sent_only_after_a_save(scored.log)
    finally:
        feed.stop()


def test_a_change_let_go_is_sent_with_nothing_else_done_after(hub: Hub, server: FeedServer) -> None:
    """Letting a change go wakes the server's loop itself: nothing the window does after (its
    views) is needed for the event to leave."""
    record = live_record(table="1")
    publish(hub, record)
    with events(server) as stream:
        stream.next_of("reset")
        stream.next_of("match")
        for ball in (1, 2):
            record.append(Shot(first_contact=ball, pocketed={ball}))
            state = scoring_state(record.match, record.players, match_id=record.id)
            live = hub.release(hub.prepare(MatchInfo.of(record), state))
            assert live is not None
            event = stream.next_of("match")
            assert event.id == live.event_id
    assert event.data["frame"]["on_table"] == list(range(3, 10))
