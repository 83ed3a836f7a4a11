"""How a scored match drives its shot clock, wherever it is scored: the window's controller
(:class:`~ninescore.controller.clock.ClockDriver`, on a ``QTimer``) and the phones' server
(:mod:`ninescore.feed.scoring`, on its event loop) both arm the clock with :func:`arm_clock`
and ask :func:`clock_refusal` before a control works it (the server wakes at :func:`next_news_in`
to tell the feed of the warning and the time up), so a phone and the window time a shot
the same way and refuse in the same words.  No Qt, no timer: the :class:`ShotClock` counts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ninescore import rules

from .state import ScoringState

if TYPE_CHECKING:
    from ninescore.rules import Action, ClockPhase, FrameState, ShotClock


def arm_clock(clock: ShotClock, state: FrameState, action: Action | None = None) -> bool:
    """After ``action`` (or an undo of it) on the frame now in ``state``: a new shot's clock,
    or, after an extension, the same shot's with its new limit (the contract of ShotClock).
    True when it is a new shot (a time foul waived for the last one is asked again)."""
    if isinstance(action, rules.UseExtension):
        clock.follow(state)
        return False
    clock.arm(state)
    return True


def clock_refusal(state: ScoringState, phase: ClockPhase, timed: bool = False) -> str | None:
    """Why the clock may not be worked in ``state`` (its clock standing at ``phase``): None
    when it may, else the engine's sentence ("" when the rules have nothing to say: the match
    is over, or not scored here).  ``timed``: the control needs a shot being timed (not the
    break)."""
    from ninescore import describe

    allowed = state.allowed
    if state.options is None or state.options.shot_clock is None:
        why = allowed.why_not("use_extension") if allowed is not None else None
        # The engine's answer: no clock in this event (R14).
        return "" if why is None else describe.describe_refusal(why, "use_extension")
    if not state.can_score:
        return ""
    if timed and phase is rules.ClockPhase.IDLE:
        why = allowed.why_not("shot_clock_foul") if allowed is not None else None
        return "" if why is None else describe.describe_refusal(why, "shot_clock_foul")
    return None


def next_news_in(clock: ShotClock) -> float | None:
    """Seconds until the running clock reaches its warning or its time up; None if neither
    comes by itself (not running, no limit, already up)."""
    reading = clock.reading()
    limits = clock.rules
    if reading.phase is not rules.ClockPhase.RUNNING or reading.remaining is None or limits is None:
        return None
    if reading.expired:
        return None
    if limits.warning and reading.remaining > limits.warning:
        return reading.remaining - limits.warning
    return reading.remaining
