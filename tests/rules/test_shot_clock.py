"""The shot clock's seconds (ShotClock) on an injected clock: no test waits for real time."""

from __future__ import annotations

import pytest
from fake_time import FakeTime

from ninescore.rules import (
    PROFILES,
    ClockPhase,
    ClockReading,
    Frame,
    RuleOptions,
    Shot,
    ShotClock,
    ShotClockRules,
)

from .helpers import DRY_BREAK, miss

WPA = PROFILES["wpa"]
TV = PROFILES["tv"]


@pytest.fixture
def time() -> FakeTime:
    return FakeTime()


def clock_for(options: RuleOptions, time: FakeTime) -> ShotClock:
    return ShotClock(options.shot_clock, now=time)


def after_break(options: RuleOptions = WPA) -> Frame:
    frame = Frame(breaker=0, options=options)
    frame.shoot(Shot(pocketed={2}))
    return frame


def in_play(options: RuleOptions = WPA) -> Frame:
    frame = after_break(options)
    frame.shoot(miss(frame))
    return frame


def test_armed_on_an_ordinary_shot_it_runs_the_profile_s_seconds(time: FakeTime) -> None:
    clock = clock_for(WPA, time)
    clock.arm(in_play().state)

    time.advance(12.25)
    reading = clock.reading()

    assert reading == ClockReading(
        phase=ClockPhase.RUNNING,
        limit=35,
        elapsed=12.25,
        remaining=22.75,
        warning=False,
        expired=False,
        extended=False,
    )
    assert reading.shown == 23


def test_the_first_shot_after_the_break_gets_the_longer_limit(time: FakeTime) -> None:
    for options, limit in ((WPA, 60), (TV, 60)):
        clock = clock_for(options, time)
        clock.arm(after_break(options).state)
        assert clock.reading().limit == limit
        clock.arm(in_play(options).state)
        assert clock.reading().limit == options.shot_clock.seconds  # type: ignore[union-attr]


def test_after_a_push_out_the_longer_limit_only_when_the_profile_says_so(time: FakeTime) -> None:
    rules = ShotClockRules(seconds=30, after_push_out=50)
    for options, limit in ((RuleOptions(shot_clock=rules), 50), (WPA, 35)):
        frame = Frame(breaker=0, options=options)
        frame.shoot(DRY_BREAK)
        frame.shoot(Shot(first_contact=None, push_out=True))
        frame.accept_push_out()
        clock = clock_for(options, time)
        clock.arm(frame.state)
        assert clock.reading().limit == limit


def test_the_warning_is_reached_when_the_warning_time_is_left(time: FakeTime) -> None:
    clock = clock_for(WPA, time)
    clock.arm(in_play().state)

    time.advance(24.9)
    assert not clock.reading().warning
    time.advance(0.1)  # 10 s left: WPA's warning
    reading = clock.reading()

    assert reading.warning and not reading.expired
    assert reading.shown == 10


def test_at_zero_it_is_expired_and_no_longer_warning(time: FakeTime) -> None:
    clock = clock_for(WPA, time)
    clock.arm(in_play().state)

    time.advance(35)
    at_zero = clock.reading()
    time.advance(4)
    later = clock.reading()

    assert at_zero.expired and not at_zero.warning and at_zero.remaining == 0.0
    assert at_zero.shown == 0
    assert later.expired and later.remaining == 0.0 and later.elapsed == 39
    assert later.phase is ClockPhase.RUNNING  # it never commits a foul by itself


def test_no_warning_when_the_rules_give_none(time: FakeTime) -> None:
    options = RuleOptions(shot_clock=ShotClockRules(seconds=20, warning=0))
    clock = clock_for(options, time)
    clock.arm(in_play(options).state)

    time.advance(19.9)

    assert not clock.reading().warning


def test_an_extension_added_to_the_running_shot_keeps_the_time_counted(time: FakeTime) -> None:
    frame = in_play()
    clock = clock_for(WPA, time)
    clock.arm(frame.state)
    time.advance(30)
    assert clock.reading().warning

    frame.use_extension()
    clock.follow(frame.state)
    reading = clock.reading()

    assert reading.extended
    assert reading.limit == 35 + 25
    assert reading.elapsed == 30 and reading.remaining == 30
    assert not reading.warning
    # Undone, the extension's time goes with it.
    frame.undo()
    clock.follow(frame.state)
    assert clock.reading().limit == 35
    assert not clock.reading().extended


def test_pause_holds_the_time_and_start_goes_on(time: FakeTime) -> None:
    clock = clock_for(WPA, time)
    clock.arm(in_play().state)
    time.advance(5)

    clock.pause()
    time.advance(100)
    paused = clock.reading()
    clock.pause()  # twice is once
    clock.start()
    time.advance(2)

    assert paused.phase is ClockPhase.PAUSED and paused.elapsed == 5
    assert clock.reading().elapsed == 7
    assert clock.phase is ClockPhase.RUNNING
    clock.start()  # already running: nothing restarts
    assert clock.reading().elapsed == 7


def test_reset_goes_back_to_the_full_time_waiting_for_start(time: FakeTime) -> None:
    clock = clock_for(WPA, time)
    clock.arm(in_play().state)
    time.advance(20)

    clock.reset()
    time.advance(3)

    assert clock.phase is ClockPhase.READY
    assert clock.reading().remaining == 35
    assert clock.shot_time is None
    clock.start()
    time.advance(4)
    assert clock.reading().remaining == 31


def test_stop_gives_the_shot_s_time_and_holds_it(time: FakeTime) -> None:
    clock = clock_for(WPA, time)
    clock.arm(in_play().state)
    time.advance(8.5)
    clock.pause()
    time.advance(60)  # a pause is not the shot's time
    clock.start()
    time.advance(4)

    assert clock.stop() == 12.5
    time.advance(10)
    assert clock.phase is ClockPhase.STOPPED
    assert clock.shot_time == 12.5
    assert clock.stop() == 12.5  # the first mark and "shot taken" both stop it: once is enough
    assert clock.next_change_in() is None


def test_a_new_shot_starts_from_zero(time: FakeTime) -> None:
    clock = clock_for(WPA, time)
    frame = in_play()
    clock.arm(frame.state)
    time.advance(33)
    frame.use_extension()
    clock.follow(frame.state)

    frame.shoot(miss(frame))
    clock.arm(frame.state)

    reading = clock.reading()
    assert reading.elapsed == 0 and reading.limit == 35 and not reading.extended


def test_the_break_and_a_won_frame_are_not_timed_but_can_be_started(time: FakeTime) -> None:
    clock = clock_for(WPA, time)
    clock.arm(Frame(breaker=0, options=WPA).state)
    time.advance(50)

    idle = clock.reading()
    assert idle.phase is ClockPhase.IDLE
    assert (idle.limit, idle.remaining, idle.shown, idle.elapsed) == (None, None, None, 0)
    assert clock.stop() is None
    clock.reset()
    assert clock.phase is ClockPhase.IDLE

    clock.start()  # the operator times the break anyway: a stopwatch, never expiring
    time.advance(70)
    assert clock.reading().elapsed == 70 and not clock.reading().expired
    assert clock.stop() == 70

    won = in_play()
    won.shoot(Shot(first_contact=won.lowest, pocketed={9}))
    clock.arm(won.state)
    assert clock.phase is ClockPhase.IDLE


def test_without_a_shot_clock_it_only_measures_shot_times(time: FakeTime) -> None:
    clock = ShotClock(None, now=time)
    assert clock.rules is None
    clock.arm(in_play(RuleOptions()).state)
    time.advance(400)

    reading = clock.reading()

    assert reading.phase is ClockPhase.RUNNING
    assert reading.limit is None and reading.remaining is None
    assert not reading.warning and not reading.expired
    assert clock.stop() == 400


def test_next_change_is_when_the_shown_second_drops(time: FakeTime) -> None:
    clock = clock_for(WPA, time)
    clock.arm(in_play().state)
    assert clock.next_change_in() == 1.0  # 35 shown until 34 s are left
    time.advance(0.25)
    assert clock.next_change_in() == pytest.approx(0.75)
    time.advance(36)  # past the time: it counts on by whole seconds
    assert clock.next_change_in() == pytest.approx(0.75)

    stopwatch = ShotClock(None, now=time)
    stopwatch.arm(in_play().state)
    time.advance(2.4)
    assert stopwatch.next_change_in() == pytest.approx(0.6)


def test_a_clock_going_backwards_never_counts_negative_time(time: FakeTime) -> None:
    clock = clock_for(WPA, time)
    clock.arm(in_play().state)

    time.advance(-5)

    assert clock.reading().elapsed == 0


def test_marks_cleared_after_a_stop_let_the_clock_go_on_with_the_time_since_counted(
    time: FakeTime,
) -> None:
    """The first mark stopped the clock; the marks were a mistake (cleared), so the player is
    still shooting: the clock runs on as if it had never stopped (R14)."""
    clock = clock_for(WPA, time)
    clock.arm(in_play().state)
    time.advance(10)
    assert clock.stop(by_mark=True) == 10

    time.advance(3)  # the operator looks, then clears the marks
    clock.unstop()

    assert clock.reading().phase is ClockPhase.RUNNING
    assert clock.elapsed == 13
    time.advance(2)
    assert clock.elapsed == 15


def test_a_paused_clock_stopped_by_a_mark_stays_paused_when_the_marks_are_cleared(
    time: FakeTime,
) -> None:
    clock = clock_for(WPA, time)
    clock.arm(in_play().state)
    time.advance(4)
    clock.pause()
    clock.stop(by_mark=True)

    time.advance(30)
    clock.unstop()

    assert clock.reading().phase is ClockPhase.PAUSED
    assert clock.elapsed == 4


def test_the_operator_s_own_shot_taken_is_not_taken_back_by_clearing_the_marks(
    time: FakeTime,
) -> None:
    clock = clock_for(WPA, time)
    clock.arm(in_play().state)
    time.advance(6)
    clock.stop()  # "Shot taken" (T): not a mark

    clock.unstop()

    assert clock.reading().phase is ClockPhase.STOPPED
    assert clock.shot_time == 6
