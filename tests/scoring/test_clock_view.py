"""The shot clock as every view shows it (``presenter.clock_view``), from states: no widget."""

from __future__ import annotations

from ninescore.rules import PROFILES, Match, RuleOptions, Shot, ShotClock
from ninescore.scoring import scoring_state
from ninescore.scoring.presenter import clock_view, scoreboard_view
from ninescore.scoring.views import ClockFace, ClockView

NAMES = ("Ivanov", "Petrov")


class Moment:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def after_the_break(options: RuleOptions = PROFILES["wpa"]) -> tuple[Match, ShotClock, Moment]:
    match = Match(race_to=5, options=options)
    match.shoot(Shot(pocketed={3}))
    moment = Moment()
    clock = ShotClock(options.shot_clock, now=moment)
    clock.arm(match.frame.state)
    return match, clock, moment


def view_of(match: Match, clock: ShotClock, time_foul_waived: bool = False) -> ClockView:
    state = scoring_state(match, NAMES, clock=clock.reading(), time_foul_waived=time_foul_waived)
    return clock_view(state)


def test_no_clock_is_shown_without_a_match_without_a_clock_or_read_only() -> None:
    assert not clock_view(scoring_state(None, ("", ""))).shown
    match, clock, _ = after_the_break(RuleOptions())
    assert not view_of(match, clock).shown  # the stopwatch measures, unseen
    match, clock, _ = after_the_break()
    assert not clock_view(scoring_state(match, NAMES, clock=None)).shown  # scored elsewhere


def test_on_the_break_the_face_is_a_dash_and_says_why() -> None:
    match = Match(race_to=5, options=PROFILES["wpa"])
    clock = ShotClock(match.options.shot_clock, now=Moment())
    clock.arm(match.frame.state)
    view = view_of(match, clock)
    assert view.shown and view.face is ClockFace.OFF
    assert (view.text, view.caption) == ("—", "No clock on the break (R14)")
    assert not view.can_start and not view.can_pause and not view.can_take_shot
    assert not view.can_extend  # nothing is timed on the break (R14): disabled, not refused
    assert not view.can_time_foul  # the engine: not before the break (R14)


def test_the_first_shot_after_the_break_runs_with_its_longer_limit() -> None:
    match, clock, moment = after_the_break()
    moment.now = 0.2
    view = view_of(match, clock)
    assert (view.text, view.seconds, view.limit) == ("60", 60, 60)
    assert view.face is ClockFace.RUNNING
    assert view.caption == "60 s: first shot after the break"
    assert view.can_pause and not view.can_start and view.can_take_shot and view.can_reset
    first, second = view.extensions
    assert (first.name, first.left, first.at_table, first.text) == (
        "Ivanov",
        1,
        True,
        "Extension +25 s (1 left)",
    )
    assert (second.at_table, second.short_text) == (False, "+25 s (1 left)")
    # The next shot, Petrov's after a miss: the ordinary limit.
    match.shoot(Shot())
    clock.arm(match.frame.state)
    view = view_of(match, clock)
    assert (view.text, view.caption, view.to_shoot) == ("35", "35 s a shot", 1)


def test_the_warning_turns_the_face_amber_and_cites_r14() -> None:
    match, clock, moment = after_the_break()
    moment.now = 49.9
    assert view_of(match, clock).face is ClockFace.RUNNING
    moment.now = 50.0
    view = view_of(match, clock)
    assert view.face is ClockFace.WARNING and view.warning
    assert (view.text, view.caption) == ("10", "Time warning (R14)")


def test_at_zero_the_referee_is_asked_and_no_is_not_asked_again() -> None:
    match, clock, moment = after_the_break()
    moment.now = 61.0
    view = view_of(match, clock)
    assert view.face is ClockFace.EXPIRED and view.expired and not view.warning
    assert (view.text, view.question, view.caption) == ("0", "Time foul? (R14)", "Time foul? (R14)")
    assert view.can_time_foul
    waived = view_of(match, clock, time_foul_waived=True)
    assert waived.face is ClockFace.EXPIRED and waived.question == ""
    assert waived.caption == "60 s: first shot after the break"


def test_paused_ready_and_stopped_say_so() -> None:
    match, clock, moment = after_the_break()
    moment.now = 12.34
    clock.pause()
    view = view_of(match, clock)
    assert (view.face, view.caption, view.text) == (ClockFace.PAUSED, "Paused", "48")
    assert view.can_start and not view.can_pause and view.can_take_shot
    clock.start()
    clock.stop()
    view = view_of(match, clock)
    assert (view.face, view.caption) == (ClockFace.STOPPED, "Shot taken in 12.3 s")
    assert not view.can_take_shot and view.can_start  # a mark made too early: start again
    clock.reset()
    view = view_of(match, clock)
    assert (view.face, view.text) == (ClockFace.READY, "60")
    assert view.caption == "Ready: 60 s. Start when the balls stop"


def test_an_extension_in_use_is_shown_as_used_and_then_as_none_left() -> None:
    match, clock, moment = after_the_break()
    moment.now = 40.0
    match.use_extension()
    clock.follow(match.frame.state)
    view = view_of(match, clock)
    assert (view.text, view.caption, view.extended) == ("45", "85 s with the extension", True)
    first, second = view.extensions
    assert (first.used_now, first.left, first.text) == (True, 0, "✓ Extension used: +25 s")
    assert first.short_text == "✓ +25 s used"
    assert (second.used_now, second.left) == (False, 1)
    match.shoot(Shot())  # Ivanov misses
    match.shoot(Shot())  # Petrov misses: Ivanov again, with none left this frame
    clock.arm(match.frame.state)
    first = view_of(match, clock).extensions[0]
    assert (first.used_now, first.text, first.short_text) == (
        False,
        "No extension left",
        "none left",
    )


def test_once_the_match_is_over_nothing_of_the_clock_applies() -> None:
    match = Match(race_to=1, options=PROFILES["tv"])
    match.shoot(Shot(pocketed={9}))
    clock = ShotClock(match.options.shot_clock, now=Moment())
    clock.arm(match.frame.state)
    view = view_of(match, clock)
    assert view.shown and view.text == "—"
    assert not (view.can_start or view.can_extend or view.can_time_foul or view.can_reset)


def test_the_scoreboard_names_the_rules_and_its_tooltip_has_every_option() -> None:
    match, clock, _ = after_the_break()
    board = scoreboard_view(scoring_state(match, NAMES, clock=clock.reading()))
    assert board.rules == "WPA rules"
    assert board.rules_detail.startswith(
        "WPA World Standardized Rules: players alternate the break"
    )
    assert "shot clock (R14): 35 s a shot" in board.rules_detail
    seed = scoreboard_view(scoring_state(Match(race_to=3), NAMES))
    assert seed.rules == "The seed's rules"
    assert "no shot clock" in seed.rules_detail
    custom = scoreboard_view(
        scoring_state(Match(race_to=3, options=RuleOptions(push_out=False)), NAMES)
    )
    assert custom.rules == "Custom rules" and "push-outs not played" in custom.rules_detail
