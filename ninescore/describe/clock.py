"""The words of the shot clock (R14): its captions, the extensions left, the time-foul question.

The presenter (:func:`ninescore.scoring.presenter.clock_view`) chooses which of these a clock
reading shows; the scoring window's clock, the spectator screen and the live feed all show what
it made.  The rule they cite is R14 (RULES.md, after WPA Regulation 20), as the engine's events
and refusals of the clock do.
"""

from __future__ import annotations

from ._translation import _tr
from .options import seconds_text
from .words import cite, shot_time_text

CLOCK_RULE = "R14"
"""The rule of the shot clock, as the engine cites it for its events and refusals."""


def not_timed_caption(is_break: bool) -> str:
    """Under the face when no shot is timed: on the break (the clock runs from the first shot
    after it), or once the frame is over."""
    if is_break:
        return _tr("Clock", "No clock on the break ({rule})").format(rule=cite(CLOCK_RULE))
    return _tr("Clock", "Not timed")


def limit_caption(limit: int, longer: str | None, extended: bool) -> str:
    """The limit of the shot being timed and why it is what it is."""
    seconds = seconds_text(limit)
    if extended:
        return _tr("Clock", "{seconds} with the extension").format(seconds=seconds)
    if longer == "after_break":
        return _tr("Clock", "{seconds}: first shot after the break").format(seconds=seconds)
    if longer == "after_push_out":
        return _tr("Clock", "{seconds}: shot after a push-out").format(seconds=seconds)
    return _tr("Clock", "{seconds} a shot").format(seconds=seconds)


def ready_caption(limit: int) -> str:
    """Armed at full time, waiting for the operator's start."""
    return _tr("Clock", "Ready: {seconds}. Start when the balls stop").format(
        seconds=seconds_text(limit)
    )


def paused_caption() -> str:
    return _tr("Clock", "Paused")


def warning_caption() -> str:
    return _tr("Clock", "Time warning ({rule})").format(rule=cite(CLOCK_RULE))


def shot_taken_caption(seconds: float | None) -> str:
    """The clock was stopped by the stroke: how long the shot took."""
    if seconds is None:
        return _tr("Clock", "Shot taken")
    return _tr("Clock", "Shot taken in {time}").format(time=shot_time_text(seconds))


def time_foul_question() -> str:
    """Asked when the time is up: the referee answers, the program never decides it."""
    return _tr("Clock", "Time foul? ({rule})").format(rule=cite(CLOCK_RULE))


def extension_text(left: int, used_now: bool, seconds: int) -> str:
    """A player's extensions as their button shows them: the one at work on this shot, how
    many are left, or none."""
    if used_now:
        return _tr("Clock", "✓ Extension used: +{seconds}").format(seconds=seconds_text(seconds))
    if left <= 0:
        return _tr("Clock", "No extension left")
    # "(1 left)": a count that needs no plural form (lupdate finds no plural of _tr).
    return _tr("Clock", "Extension +{seconds} ({n} left)").format(
        seconds=seconds_text(seconds), n=left
    )


def extension_short_text(left: int, used_now: bool, seconds: int) -> str:
    """The same where room is short (the clock's column, an overlay): ``+25 s (1 left)``."""
    if used_now:
        return _tr("Clock", "✓ +{seconds} used").format(seconds=seconds_text(seconds))
    if left <= 0:
        return _tr("Clock", "none left")
    return _tr("Clock", "+{seconds} ({n} left)").format(seconds=seconds_text(seconds), n=left)
