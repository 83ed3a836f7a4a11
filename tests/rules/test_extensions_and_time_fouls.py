"""R14 in the frame: extensions and time fouls are rules state, refused where they cannot be."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from ninescore.rules import (
    PROFILES,
    Code,
    Frame,
    FrameNotStarted,
    FrameOver,
    IllegalAction,
    Match,
    MatchOver,
    NoExtensionLeft,
    NoShotClock,
    RuleOptions,
    Shot,
    ShotAlreadyExtended,
    ShotClockFoul,
    ShotClockRules,
    UseExtension,
    WinReason,
)

from .helpers import DRY_BREAK, cited, event, miss, snapshot, wrong_ball

WPA = PROFILES["wpa"]
TWO_EXTENSIONS = RuleOptions(
    shot_clock=ShotClockRules(seconds=30, warning=5, extension=20, extensions_per_frame=2)
)


def on_the_clock(options: RuleOptions = WPA, breaker: int = 0) -> Frame:
    """The breaker at the table after a legal break that pocketed the 2: the first timed shot."""
    frame = Frame(breaker=breaker, options=options)
    frame.shoot(Shot(pocketed={2}))
    return frame


def test_each_player_starts_the_frame_with_the_profile_s_extensions() -> None:
    assert Frame(breaker=0, options=WPA).extensions_left == (1, 1)
    assert Frame(breaker=1, options=TWO_EXTENSIONS).extensions_left == (2, 2)
    assert Frame(breaker=0).extensions_left == (0, 0)  # no clock, no extension


def test_an_extension_is_used_by_the_player_at_the_table_and_cites_r14() -> None:
    frame = on_the_clock()
    assert frame.to_shoot == 0

    entry = frame.use_extension()

    assert cited(entry) == [(Code.EXTENSION_USED, "R14")]
    assert entry.player == 0
    assert event(entry, Code.EXTENSION_USED).number == 0  # none left after it
    assert frame.extensions_left == (0, 1)
    assert frame.state.extended
    # Nothing else about the position changes: same player, same balls, no foul.
    assert frame.to_shoot == 0
    assert frame.on_table == entry.before.on_table
    assert frame.fouls_in_row == (0, 0)
    assert not entry.is_foul


def test_an_extension_is_refused_when_none_is_left_naming_the_player() -> None:
    frame = on_the_clock()
    frame.use_extension()
    frame.shoot(miss(frame))  # player 1 to shoot
    frame.use_extension()
    frame.shoot(miss(frame))  # player 0 again: his one extension is gone
    before = snapshot(frame)

    with pytest.raises(NoExtensionLeft, match=re.escape("player 0 has no extension left")) as e:
        frame.use_extension()

    assert (e.value.code, e.value.rule) == (Code.NO_EXTENSION_LEFT, "R14")
    assert snapshot(frame) == before
    assert frame.allowed().why_not("use_extension") == (Code.NO_EXTENSION_LEFT, "R14")


def test_a_shot_is_extended_once_even_with_extensions_left() -> None:
    frame = on_the_clock(TWO_EXTENSIONS)
    frame.use_extension()

    with pytest.raises(ShotAlreadyExtended) as raised:
        frame.use_extension()

    assert raised.value.rule == "R14"
    assert frame.extensions_left == (1, 2)
    frame.shoot(miss(frame))
    frame.shoot(miss(frame))  # player 0's next shot may use the second one
    frame.use_extension()
    assert frame.extensions_left == (0, 2)


def test_the_next_shot_is_not_extended_any_more() -> None:
    frame = on_the_clock(TWO_EXTENSIONS)
    frame.use_extension()
    assert frame.state.extended

    frame.shoot(miss(frame))

    assert not frame.state.extended
    assert frame.allowed().use_extension


def test_without_a_clock_an_extension_and_a_time_foul_are_refused() -> None:
    frame = Frame(breaker=0)
    frame.shoot(Shot(pocketed={2}))
    before = snapshot(frame)

    for action in (UseExtension(), ShotClockFoul()):
        with pytest.raises(NoShotClock, match="no shot clock") as raised:
            frame.apply(action)
        assert (raised.value.code, raised.value.rule) == (Code.NO_SHOT_CLOCK, "R14")
    assert snapshot(frame) == before
    allowed = frame.allowed()
    assert not allowed.use_extension and not allowed.shot_clock_foul
    assert allowed.why_not("shot_clock_foul") == (Code.NO_SHOT_CLOCK, "R14")


def test_before_the_break_nothing_is_on_the_clock() -> None:
    frame = Frame(breaker=0, options=WPA)

    for action in (UseExtension(), ShotClockFoul()):
        with pytest.raises(FrameNotStarted, match="after the break"):
            frame.apply(action)
    assert frame.log == ()
    assert frame.allowed().why_not("use_extension") == (Code.FRAME_NOT_STARTED, "R14")


def test_once_the_frame_is_over_neither_is_allowed() -> None:
    frame = on_the_clock()
    frame.shoot(Shot(first_contact=1, pocketed={9}))

    for action in (UseExtension(), ShotClockFoul()):
        with pytest.raises(FrameOver):
            frame.apply(action)


def test_once_the_match_is_over_neither_is_allowed() -> None:
    match = Match(race_to=1, options=WPA)
    match.shoot(Shot(pocketed={9}))

    with pytest.raises(MatchOver):
        match.use_extension()
    with pytest.raises(MatchOver):
        match.shot_clock_foul()
    assert match.allowed().why_not("use_extension") == (Code.MATCH_OVER, "R1")


def test_a_time_foul_is_a_foul_like_any_other() -> None:
    frame = on_the_clock()
    frame.shoot(miss(frame))  # player 1 to shoot

    entry = frame.shot_clock_foul()

    assert cited(entry) == [
        (Code.FOUL_SHOT_CLOCK, "R14"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R6"),
    ]
    assert entry.is_foul
    assert entry.player == 1
    assert [foul.code for foul in entry.foul_events] == [Code.FOUL_SHOT_CLOCK]
    assert frame.to_shoot == 0
    assert frame.ball_in_hand
    assert frame.fouls_in_row == (0, 1)


def test_a_time_foul_after_two_fouls_warns_and_the_third_loses_the_frame() -> None:
    frame = on_the_clock()
    frame.shoot(miss(frame))  # player 1 to shoot
    frame.shoot(wrong_ball(frame))  # player 1: foul 1
    frame.shoot(miss(frame))
    warned = frame.shot_clock_foul()  # player 1: foul 2, by time
    assert (Code.FOUL_SHOT_CLOCK, "R14") in cited(warned)
    entry = frame.shoot(miss(frame))  # player 0 misses: player 1 comes with two fouls
    assert (Code.WARNING_TWO_FOULS, "R12") in cited(entry)
    assert frame.warning

    third = frame.shot_clock_foul()

    assert cited(third) == [
        (Code.FOUL_SHOT_CLOCK, "R14"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.FRAME_WON, "R12"),
    ]
    assert frame.winner == 0
    assert frame.win_reason is WinReason.THREE_FOULS


def test_a_time_foul_while_a_push_out_choice_waits_is_the_chooser_s() -> None:
    frame = Frame(breaker=0, options=WPA)
    frame.shoot(DRY_BREAK)
    frame.shoot(Shot(first_contact=None, push_out=True))  # player 1 pushes; player 0 chooses
    assert frame.push_out_pending

    entry = frame.shot_clock_foul()

    assert entry.player == 0
    assert frame.to_shoot == 1 and frame.ball_in_hand
    assert not frame.push_out_pending


def test_undo_takes_back_an_extension_and_a_time_foul_exactly() -> None:
    frame = on_the_clock()
    before_extension = snapshot(frame)
    frame.use_extension()
    before_foul = snapshot(frame)
    frame.shot_clock_foul()

    assert frame.undo().action == ShotClockFoul()
    assert snapshot(frame) == before_foul
    assert frame.state.extended and frame.extensions_left == (0, 1)
    assert frame.undo().action == UseExtension()
    assert snapshot(frame) == before_extension
    assert frame.extensions_left == (1, 1)


def test_replay_restores_extensions_and_time_fouls() -> None:
    frame = on_the_clock()
    frame.use_extension()
    frame.shot_clock_foul()
    frame.use_extension()  # player 1's

    copy = Frame.replay(0, frame.actions, WPA)

    assert copy.log == frame.log
    assert copy.extensions_left == (0, 0)


def test_a_new_frame_restores_every_player_s_extensions() -> None:
    match = Match(race_to=3, options=WPA)
    match.shoot(Shot(pocketed={2}))
    match.use_extension()
    match.shoot(miss(match.frame))
    match.use_extension()
    assert match.frame.extensions_left == (0, 0)

    match.shoot(Shot(first_contact=1, pocketed={9}))  # player 1 wins the frame

    assert len(match.frames) == 2
    assert match.frame.extensions_left == (1, 1)
    match.undo()  # back into the first frame: its extensions as they were
    assert match.frame.extensions_left == (0, 0)


def test_a_stalemate_re_rack_restores_the_extensions_with_the_rack() -> None:
    frame = on_the_clock()
    frame.use_extension()

    frame.stalemate()

    assert frame.extensions_left == (1, 1)
    assert not frame.state.extended


def test_the_match_acts_on_the_current_frame() -> None:
    match = Match(race_to=2, options=WPA)
    match.shoot(Shot(pocketed={2}))

    extension = match.use_extension()
    foul = match.shot_clock_foul()

    assert extension.action == UseExtension()
    assert foul.find(Code.FOUL_SHOT_CLOCK) is not None
    assert match.frame.extensions_left == (0, 1)
    assert match.frame.to_shoot == 1


# -- the limit of the next shot (R14) ---------------------------------------------------------


def test_the_first_shot_after_the_break_has_the_longer_limit_whoever_takes_it() -> None:
    clock = WPA.shot_clock
    assert clock is not None
    rack = Frame(breaker=0, options=WPA)
    assert clock.limit(rack.state) is None  # the break is not timed

    for first in (Shot(pocketed={2}), DRY_BREAK, Shot(scratch=True)):
        frame = Frame(breaker=0, options=WPA)
        frame.shoot(first)
        assert frame.state.longer_limit == "after_break"
        assert clock.limit(frame.state) == 60
        frame.shoot(miss(frame) if not frame.ball_in_hand else Shot(first_contact=1))
        assert frame.state.longer_limit is None
        assert clock.limit(frame.state) == 35


def test_an_extension_adds_its_time_to_the_limit_of_the_running_shot() -> None:
    frame = on_the_clock()
    clock = WPA.shot_clock
    assert clock is not None

    frame.use_extension()

    assert clock.limit(frame.state) == 60 + 25


def test_the_shot_after_a_push_out_has_its_limit_when_the_rules_give_one() -> None:
    options = RuleOptions(shot_clock=ShotClockRules(seconds=30, after_push_out=45))
    frame = Frame(breaker=0, options=options)
    frame.shoot(DRY_BREAK)
    frame.shoot(Shot(first_contact=None, push_out=True))
    assert options.shot_clock is not None
    assert options.shot_clock.limit(frame.state) == 45  # the choice

    frame.pass_push_out()

    assert frame.state.longer_limit == "after_push_out"
    assert options.shot_clock.limit(frame.state) == 45
    frame.shoot(miss(frame))
    assert options.shot_clock.limit(frame.state) == 30
    wpa_clock = WPA.shot_clock
    assert wpa_clock is not None and wpa_clock.limit_of("after_push_out") == 35


def test_a_won_frame_has_no_shot_to_time() -> None:
    frame = on_the_clock()
    frame.shoot(Shot(first_contact=1, pocketed={9}))
    assert WPA.shot_clock is not None
    assert WPA.shot_clock.limit(frame.state) is None


def test_an_illegal_action_leaves_the_clock_state_as_it_was() -> None:
    frame = on_the_clock()
    frame.use_extension()
    before = snapshot(frame)

    with pytest.raises(IllegalAction):
        frame.shoot(Shot(first_contact=1, pocketed={2}))  # the 2 is down

    assert snapshot(frame) == before


def test_a_frame_without_extensions_in_the_profile_refuses_them() -> None:
    options = replace(WPA, shot_clock=ShotClockRules(seconds=35, extensions_per_frame=0))
    frame = on_the_clock(options)

    assert frame.extensions_left == (0, 0)
    with pytest.raises(NoExtensionLeft):
        frame.use_extension()
    assert frame.allowed().shot_clock_foul
