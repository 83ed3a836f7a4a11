"""The controller's shot clock (R14) on a fake "now": armed, followed, stopped, saved; no sleeps.

The fake time only moves when a test moves it; the controller's single-shot timer is then
stood in for by calling its slot, ``update_clock``, which is exactly what the timer calls.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from fake_time import FakeTime
from pytestqt.qtbot import QtBot

from ninescore.controller import MatchController
from ninescore.records import Store
from ninescore.rules import (
    PROFILES,
    ClockPhase,
    RuleOptions,
    ShotClockFoul,
    ShotClockRules,
    UseExtension,
)
from ninescore.scoring import ScoringState


@pytest.fixture
def time() -> FakeTime:
    return FakeTime()


@pytest.fixture
def store(data_dir: Path) -> Iterator[Store]:
    store = Store(data_dir)
    yield store
    store.close()


def on_the_clock(
    store: Store, time: FakeTime, options: RuleOptions = PROFILES["wpa"]
) -> MatchController:
    controller = MatchController(store, now=time)
    assert controller.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3), options=options)
    return controller


@pytest.fixture
def controller(store: Store, time: FakeTime, qtbot: QtBot) -> Iterator[MatchController]:
    controller = on_the_clock(store, time)
    yield controller
    controller.close_match()


def break_made(controller: MatchController) -> None:
    controller.toggle_pocketed(3)
    controller.commit_shot()  # Ivanov pockets the 3 on the break and stays at the table


def saved_actions(controller: MatchController) -> list[dict]:
    assert controller.store is not None and controller.record is not None
    data = json.loads(controller.store.path_of(controller.record.id).read_text("utf-8"))
    return [action for frame in data["frames"] for action in frame["actions"]]


def test_the_break_is_not_timed_and_the_shot_after_it_is_armed_at_once(
    controller: MatchController, time: FakeTime, qtbot: QtBot
) -> None:
    state = controller.state
    assert state.clock is not None and state.clock.phase is ClockPhase.IDLE
    assert not controller.clock_timer.isActive()  # nothing to wake for
    with qtbot.waitSignal(controller.error_occurred) as refused:
        controller.start_clock()  # the operator's start on the break: nothing to time
    assert refused.args == [
        "The shot clock runs from the first shot after the break: nothing to extend or to time "
        "before it (R14)."
    ]
    assert controller.clock.phase is ClockPhase.IDLE
    break_made(controller)
    reading = controller.state.clock
    assert reading is not None
    assert (reading.phase, reading.limit, reading.shown) == (ClockPhase.RUNNING, 60, 60)
    # The timer wakes when the face next changes (60 -> 59), a millisecond late: no polling.
    timer = controller.clock_timer
    assert timer.isActive() and timer.isSingleShot()
    assert timer.interval() == 1001
    time.advance(0.4)
    controller.update_clock()
    assert controller.clock_timer.interval() == 601
    assert saved_actions(controller)[0].get("shot_time") is None  # the break has no time


def test_a_second_going_by_is_told_once_and_only_the_clock(
    controller: MatchController, time: FakeTime, qtbot: QtBot
) -> None:
    break_made(controller)
    seen: list[ScoringState] = []
    matches: list[ScoringState] = []
    controller.clock_changed.connect(seen.append)
    controller.match_changed.connect(matches.append)
    controller.update_clock()  # no time went by: the face is the same, nothing is told
    assert seen == []
    time.advance(1.0)
    with qtbot.waitSignal(controller.state_changed):
        controller.update_clock()
    assert [state.clock.shown for state in seen if state.clock] == [59]
    assert matches == []  # a tick is not a change of the match
    assert seen[0] is controller.state
    assert seen[0].frame == controller.state.frame  # the rest of the state is as it was


def test_the_first_mark_of_the_next_shot_stops_the_clock_and_its_time_is_saved(
    controller: MatchController, time: FakeTime
) -> None:
    break_made(controller)
    time.advance(12.34)
    controller.toggle_pocketed(1)  # the stroke was played: the first mark stops the clock
    reading = controller.state.clock
    assert reading is not None and reading.phase is ClockPhase.STOPPED
    assert not controller.clock_timer.isActive()
    time.advance(4.0)  # the balls roll, the operator marks the rest: not counted
    controller.update_clock()
    assert controller.clock.elapsed == pytest.approx(12.34)
    controller.commit_shot()
    assert saved_actions(controller)[1]["shot_time"] == 12.3
    reading = controller.state.clock
    assert reading is not None
    assert (reading.phase, reading.limit, reading.elapsed) == (ClockPhase.RUNNING, 35, 0.0)


def test_a_fact_is_a_first_mark_too_and_shot_taken_stops_it_before_any(
    controller: MatchController, time: FakeTime
) -> None:
    break_made(controller)
    time.advance(3.0)
    controller.set_fact("scratch", True)
    assert controller.clock.phase is ClockPhase.STOPPED
    controller.clear_draft()  # a clear is no mark, and the stopped time stays
    controller.commit_shot()  # a foul: Petrov has ball in hand, his shot is armed
    assert saved_actions(controller)[1]["shot_time"] == 3.0
    time.advance(7.5)
    controller.shot_taken()
    time.advance(9.0)
    assert controller.clock.shot_time == 7.5
    controller.commit_shot()  # a legal miss, with nothing marked
    assert saved_actions(controller)[2]["shot_time"] == 7.5


def test_pause_holds_the_time_and_start_goes_on_from_it(
    controller: MatchController, time: FakeTime
) -> None:
    break_made(controller)
    time.advance(5.0)
    controller.pause_clock()
    assert controller.clock.phase is ClockPhase.PAUSED
    assert not controller.clock_timer.isActive()
    time.advance(300.0)  # a break in play
    controller.update_clock()
    assert controller.state.clock is not None and controller.state.clock.shown == 55
    controller.toggle_clock()  # the button and the key: start again
    assert controller.clock.phase is ClockPhase.RUNNING
    time.advance(2.0)
    controller.toggle_clock()  # and pause
    assert controller.clock.elapsed == pytest.approx(7.0)


def test_reset_waits_at_the_full_time_for_the_start(
    controller: MatchController, time: FakeTime
) -> None:
    break_made(controller)
    time.advance(20.0)
    controller.reset_clock()
    reading = controller.state.clock
    assert reading is not None
    assert (reading.phase, reading.shown) == (ClockPhase.READY, 60)
    assert not controller.clock_timer.isActive()
    time.advance(30.0)
    controller.start_clock()
    time.advance(1.0)
    controller.update_clock()
    assert controller.state.clock is not None and controller.state.clock.shown == 59


def test_the_warning_and_the_time_up_are_read_but_no_foul_is_ever_committed_by_itself(
    controller: MatchController, time: FakeTime
) -> None:
    break_made(controller)
    time.advance(49.5)
    controller.update_clock()
    reading = controller.state.clock
    assert reading is not None and not reading.warning and reading.shown == 11
    time.advance(0.5)
    controller.update_clock()
    reading = controller.state.clock
    assert reading is not None and reading.warning and reading.shown == 10  # WPA: at 10 s
    time.advance(10.0)
    controller.update_clock()
    reading = controller.state.clock
    assert reading is not None and reading.expired and reading.shown == 0
    time.advance(120.0)
    controller.update_clock()
    assert controller.record is not None
    assert not any(isinstance(a, ShotClockFoul) for a in controller.record.actions)
    assert len(saved_actions(controller)) == 1  # only the break


def test_the_referees_time_foul_gives_ball_in_hand_and_arms_the_opponents_shot(
    controller: MatchController, time: FakeTime
) -> None:
    break_made(controller)
    time.advance(61.0)
    controller.update_clock()
    entry = controller.shot_clock_foul()
    assert entry is not None
    assert saved_actions(controller)[-1] == {
        "type": "shot_clock_foul",
        "time": saved_actions(controller)[-1]["time"],
    }
    state = controller.state
    assert state.frame is not None and state.frame.ball_in_hand and state.frame.to_shoot == 1
    reading = state.clock
    assert reading is not None
    assert (reading.phase, reading.limit, reading.expired) == (ClockPhase.RUNNING, 35, False)


TWO_EXTENSIONS = RuleOptions(
    shot_clock=ShotClockRules(
        seconds=35, warning=10, extension=25, extensions_per_frame=2, after_break=60
    )
)


def test_an_extension_adds_its_time_to_the_running_shot_and_a_second_is_refused(
    controller: MatchController, time: FakeTime, qtbot: QtBot
) -> None:
    break_made(controller)
    time.advance(55.0)
    assert controller.use_extension() is not None
    reading = controller.state.clock
    assert reading is not None
    assert (reading.limit, reading.elapsed, reading.extended) == (85, 55.0, True)
    assert controller.state.frame is not None
    assert controller.state.frame.extensions_left == (0, 1)
    assert saved_actions(controller)[-1]["type"] == "use_extension"
    with qtbot.waitSignal(controller.error_occurred) as refused:
        assert controller.use_extension() is None  # the one of this frame is used
    assert refused.args == ["No extension is left for the player at the table in this frame (R14)."]
    assert len(saved_actions(controller)) == 2  # nothing recorded for the refusal


def test_a_shot_is_extended_once_even_with_extensions_left(
    store: Store, time: FakeTime, qtbot: QtBot
) -> None:
    controller = on_the_clock(store, time, TWO_EXTENSIONS)
    try:
        break_made(controller)
        assert controller.use_extension() is not None
        with qtbot.waitSignal(controller.error_occurred) as refused:
            assert controller.use_extension() is None
        assert refused.args == [
            "This shot already has its extension: a shot is extended once (R14)."
        ]
        assert controller.state.frame is not None
        assert controller.state.frame.extensions_left == (1, 2)
    finally:
        controller.close_match()


def test_undo_follows_an_extension_and_rearms_a_shot_taken_back(
    controller: MatchController, time: FakeTime
) -> None:
    break_made(controller)
    time.advance(30.0)
    controller.use_extension()
    time.advance(5.0)
    undone = controller.undo()
    assert undone is not None and isinstance(undone.action, UseExtension)
    reading = controller.state.clock
    assert reading is not None
    assert (reading.limit, reading.elapsed, reading.extended) == (60, 35.0, False)
    controller.commit_shot()
    time.advance(8.0)
    controller.undo()  # the miss is taken back: when its balls stopped is not known
    reading = controller.state.clock
    assert reading is not None
    assert (reading.phase, reading.elapsed, reading.limit) == (ClockPhase.RUNNING, 0.0, 60)


def test_a_redone_shot_is_saved_without_a_time(controller: MatchController, time: FakeTime) -> None:
    break_made(controller)
    time.advance(9.0)
    controller.commit_shot()
    assert saved_actions(controller)[1]["shot_time"] == 9.0
    controller.undo()
    time.advance(3.0)
    controller.redo()
    assert "shot_time" not in saved_actions(controller)[1]


def test_a_match_taken_up_again_waits_at_the_full_time(
    store: Store, time: FakeTime, qtbot: QtBot
) -> None:
    first = on_the_clock(store, time)
    break_made(first)
    match_id = first.state.match_id
    first.close_match()
    again = MatchController(store, now=time)
    try:
        assert again.resume(match_id)
        reading = again.state.clock
        assert reading is not None
        assert (reading.phase, reading.shown) == (ClockPhase.READY, 60)
        assert not again.clock_timer.isActive()
    finally:
        again.close_match()


def test_without_a_clock_shot_times_are_still_measured_and_the_controls_say_why_not(
    store: Store, time: FakeTime, qtbot: QtBot
) -> None:
    controller = on_the_clock(store, time, RuleOptions())
    try:
        break_made(controller)
        reading = controller.state.clock
        assert reading is not None and reading.limit is None and reading.phase is ClockPhase.RUNNING
        time.advance(14.0)
        controller.commit_shot()
        assert saved_actions(controller)[1]["shot_time"] == 14.0
        with qtbot.waitSignal(controller.error_occurred) as refused:
            controller.pause_clock()
        assert refused.args == [
            "This event is not played on a shot clock: there are no extensions or time fouls (R14)."
        ]
        assert controller.clock.phase is ClockPhase.RUNNING
    finally:
        controller.close_match()


def test_a_read_only_match_has_no_clock_here(store: Store, time: FakeTime, qtbot: QtBot) -> None:
    scorer = on_the_clock(store, time)
    break_made(scorer)
    viewer = MatchController(store, now=time)
    try:
        assert viewer.open_read_only(scorer.state.match_id)
        assert viewer.state.clock is None
        assert not viewer.clock_timer.isActive()
    finally:
        scorer.close_match()
        viewer.close_match()
