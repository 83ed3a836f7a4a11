"""The live feed's key: any change of the live view but a tap or a second gone by changes it."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from ninescore.records.demo import random_match
from ninescore.rules import PROFILES, Match, RuleOptions, Shot, ShotClock, ShotClockRules
from ninescore.scoring import ScoringState, scoring_state
from ninescore.scoring.live import LiveView, live_key, live_view
from ninescore.scoring.state import ShotDraft

NAMES = (("Ivanov", "Petrov"), ("Anna", "Boris"))
OPTIONS = (
    PROFILES["seed"],
    PROFILES["wpa"],
    RuleOptions(shot_clock=ShotClockRules(seconds=45)),
    RuleOptions(push_out=False),
)


@st.composite
def states(draw: st.DrawFn) -> ScoringState:
    """A match partly played under some rules, perhaps a tap on the next shot, perhaps the shot
    clock's reading some seconds into the shot (running or paused)."""
    played = random_match(random.Random(draw(st.integers(0, 30))), finish=False)
    actions = played.actions[: draw(st.integers(0, min(len(played.actions), 40)))]
    # Other rules only before the break: they are set before it (RULES.md, house rules).
    options = draw(st.sampled_from(OPTIONS)) if not actions else played.options
    match = Match.replay(played.race_to, played.first_breaker, actions, options)
    draft = ShotDraft(pocketed=frozenset(draw(st.sets(st.integers(1, 9), max_size=2))))
    reading = None
    if draw(st.booleans()):
        now = [0.0]
        clock = ShotClock(options.shot_clock, now=lambda: now[0])
        clock.arm(match.frame.state)
        now[0] = draw(st.sampled_from((0.0, 3.0, 3.4, 30.0, 90.0)))
        if draw(st.booleans()):
            clock.pause()
        reading = clock.reading()
    return scoring_state(
        match,
        draw(st.sampled_from(NAMES)),
        draft,
        read_only=reading is None and draw(st.booleans()),
        clock=reading,
    )


def without_what_is_not_news(view: LiveView) -> LiveView:
    """The view with what the key leaves out said again here, independently: the draft's
    marks, and a running clock's seconds."""
    clock = view.clock
    if clock is not None and clock.running and not clock.expired:
        clock = replace(clock, remaining=0.0, shown=0, text="")
    return replace(view, marked=frozenset(), clock=clock)


@settings(max_examples=150, deadline=None)
@given(states(), states())
def test_any_change_of_the_view_changes_the_key(first: ScoringState, second: ScoringState) -> None:
    if without_what_is_not_news(live_view(first)) != without_what_is_not_news(live_view(second)):
        assert live_key(first) != live_key(second)
    else:
        assert live_key(first) == live_key(second)


@settings(max_examples=60, deadline=None)
@given(states(), st.sampled_from(OPTIONS))
def test_other_rules_before_the_break_change_the_key(
    state: ScoringState, options: RuleOptions
) -> None:
    match = Match(3, 0, options=options)
    before = scoring_state(Match(3, 0, options=PROFILES["seed"]), state.names)
    after = scoring_state(match, state.names)
    if options.shot_clock is not None:
        assert live_key(before) != live_key(after)
    assert live_key(state) == live_key(state)


def test_a_clock_of_45_seconds_instead_of_35_is_news() -> None:
    wpa = PROFILES["wpa"]
    assert wpa.shot_clock is not None and wpa.shot_clock.seconds == 35
    longer = replace(wpa, shot_clock=replace(wpa.shot_clock, seconds=45))
    keys = [
        live_key(scoring_state(Match(5, 0, options=rules), NAMES[0])) for rules in (wpa, longer)
    ]

    assert keys[0] != keys[1]
    assert keys[1].clock is not None and keys[1].clock.rules.seconds == 45


def test_a_tap_and_a_second_gone_by_are_not_news() -> None:
    match = Match(5, 0, options=PROFILES["wpa"])
    match.shoot(Shot(pocketed={3}))
    now = [0.0]
    clock = ShotClock(match.options.shot_clock, now=lambda: now[0])
    clock.arm(match.frame.state)
    first = scoring_state(match, NAMES[0], clock=clock.reading())
    now[0] = 4.0
    tapped = scoring_state(
        match, NAMES[0], ShotDraft(pocketed=frozenset({4})), clock=clock.reading()
    )

    assert live_view(first) != live_view(tapped)
    assert live_key(first) == live_key(tapped)
    clock.pause()
    assert live_key(scoring_state(match, NAMES[0], clock=clock.reading())) != live_key(first)
