"""The shot clock's seconds (R14): a pure timer on a clock it is given, no Qt, no sleeping.

Extensions used and time fouls are rules state (the frame keeps them, undo restores them); the
seconds are not.  A :class:`ShotClock` counts them for the shot being played: it takes the
event's :class:`~ninescore.rules.ShotClockRules` (or None: a stopwatch that only measures shot
times) and a function giving "now" in seconds (``time.monotonic`` in the program, a fake in tests),
and answers the limit for this shot, the time left, whether the warning is reached and whether the
time is up.  Whoever drives it (the controller's ``QTimer``) reads a :class:`ClockReading`; the
clock never decides a foul: the referee confirms a time foul (``Match.shot_clock_foul``).

>>> from ninescore.rules import PROFILES, Frame, Shot
>>> now = [0.0]
>>> frame = Frame(breaker=0, options=PROFILES["wpa"])
>>> clock = ShotClock(frame.options.shot_clock, now=lambda: now[0])
>>> _ = frame.shoot(Shot(pocketed={3}))       # the break is committed: the balls have stopped
>>> clock.arm(frame.state)                     # the first shot after it: up to 60 s (WPA 20)
>>> now[0] = 51.0
>>> reading = clock.reading()
>>> reading.limit, reading.remaining, reading.warning, reading.expired
(60, 9.0, True, False)
>>> _ = frame.use_extension()
>>> clock.follow(frame.state)                  # the same shot, 25 s more
>>> clock.reading().remaining, clock.reading().warning
(34.0, False)
>>> now[0] = 62.5
>>> clock.stop()                               # the cue tip met the cue ball
62.5
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from .options import ShotClockRules

if TYPE_CHECKING:
    from .state import FrameState


class ClockPhase(StrEnum):
    """Where the clock of the shot stands."""

    IDLE = "idle"
    """No shot is being timed: before the first shot is armed, on the break (the clock runs from
    when the balls of a shot have stopped), once the frame is over.  ``start`` still times one."""
    READY = "ready"
    """Armed at its full time and not running (after a reset): waiting for ``start``."""
    RUNNING = "running"
    PAUSED = "paused"
    """Stopped by the operator; ``start`` goes on from where it stood."""
    STOPPED = "stopped"
    """The shot was taken: the elapsed time is the shot's time."""


@dataclass(frozen=True, slots=True)
class ClockReading:
    """The clock at one moment: what the scoreboard, the spectator screen and the feed show.

    ``limit`` is the time of this shot in seconds, its extension included, None when the shot is
    not timed (no clock, the break); ``remaining`` is None then too.  ``warning`` is True from
    the moment the warning time is left until the time is up; ``expired`` from then on.
    """

    phase: ClockPhase
    limit: int | None
    elapsed: float
    remaining: float | None
    warning: bool
    expired: bool
    extended: bool

    @property
    def shown(self) -> int | None:
        """The whole seconds left as a clock shows them: 34.2 s left shows 35, and 0 only when
        the time is up.  None when the shot is not timed."""
        if self.remaining is None:
            return None
        return math.ceil(self.remaining)


class ShotClock:
    """The clock of the shot being played.

    The controller calls :meth:`arm` when an action hands a player a new shot (a committed shot,
    a foul, a push-out choice, an undo), :meth:`follow` when only the running shot changed (an
    extension, or its undo), :meth:`stop` on the first mark of the next shot or "shot taken",
    and :meth:`start`, :meth:`pause` and :meth:`reset` for the operator's buttons.
    """

    __slots__ = (
        "_elapsed",
        "_extended",
        "_limit",
        "_now",
        "_phase",
        "_ran",
        "_rules",
        "_started_at",
        "_stopped",
    )

    def __init__(self, rules: ShotClockRules | None, *, now: Callable[[], float]) -> None:
        self._rules = rules
        self._now = now
        self._phase = ClockPhase.IDLE
        self._limit: int | None = None
        self._extended = False
        self._elapsed = 0.0
        """Seconds counted before the running stretch (which started at ``_started_at``)."""
        self._started_at = 0.0
        self._ran = False
        """The clock ran for this shot: it has a shot time."""
        self._stopped: tuple[ClockPhase, float] | None = None
        """What :meth:`stop` stopped (the phase, and when), for :meth:`unstop`."""

    @property
    def rules(self) -> ShotClockRules | None:
        return self._rules

    @property
    def phase(self) -> ClockPhase:
        return self._phase

    # -- the match drives it ----------------------------------------------------------------

    def arm(self, state: FrameState) -> None:
        """A new shot for the player at the table in ``state``: full time, running at once (the
        balls have stopped), or idle on the break and once the frame is over."""
        self._set_shot(state)
        self._elapsed = 0.0
        self._ran = False
        self._stopped = None
        if state.is_break or state.winner is not None:
            self._phase = ClockPhase.IDLE
        else:
            self._run()

    def follow(self, state: FrameState) -> None:
        """The running shot changed in ``state`` (an extension added or taken back): its limit
        follows; the time already counted and the phase stay."""
        self._set_shot(state)

    def _set_shot(self, state: FrameState) -> None:
        self._extended = state.extended
        self._limit = self._rules.limit(state) if self._rules is not None else None

    # -- the operator's buttons -------------------------------------------------------------

    def start(self) -> None:
        """Run (again) from the time already counted."""
        if self._phase is not ClockPhase.RUNNING:
            self._run()

    def pause(self) -> None:
        """Hold the time; :meth:`start` goes on from here."""
        if self._phase is ClockPhase.RUNNING:
            self._hold()
            self._phase = ClockPhase.PAUSED

    def reset(self) -> None:
        """Back to the shot's full time, not running (idle stays idle)."""
        self._elapsed = 0.0
        self._ran = False
        self._stopped = None
        if self._phase is not ClockPhase.IDLE:
            self._phase = ClockPhase.READY

    def stop(self, by_mark: bool = False) -> float | None:
        """The shot was taken: hold the time and return it (the shot's time in seconds), or None
        when the clock did not run for this shot.  ``by_mark``: the first mark of the shot
        stopped it, which :meth:`unstop` takes back when the marks are cleared (the operator's
        own "Shot taken" is not taken back)."""
        if self._phase in (ClockPhase.RUNNING, ClockPhase.PAUSED):
            self._hold()
            self._stopped = (self._phase, self._now()) if by_mark else None
            self._phase = ClockPhase.STOPPED
        return self.shot_time

    def unstop(self) -> None:
        """The stop was a mistake (the marks that stopped it were cleared: the player is still
        shooting): the clock goes on as if it had never stopped, the time since counted, or
        stays paused if it was."""
        if self._phase is not ClockPhase.STOPPED or self._stopped is None:
            return
        phase, when = self._stopped
        self._stopped = None
        if phase is ClockPhase.RUNNING:
            self._started_at = when
            self._phase = ClockPhase.RUNNING
        else:
            self._phase = phase

    @property
    def shot_time(self) -> float | None:
        """The seconds counted for this shot so far, or None when the clock has not run for it."""
        return self.elapsed if self._ran else None

    def _run(self) -> None:
        self._started_at = self._now()
        self._phase = ClockPhase.RUNNING
        self._ran = True

    def _hold(self) -> None:
        self._elapsed = self.elapsed

    # -- what it shows ----------------------------------------------------------------------

    @property
    def elapsed(self) -> float:
        """Seconds counted for this shot (pauses left out)."""
        if self._phase is ClockPhase.RUNNING:
            return self._elapsed + max(0.0, self._now() - self._started_at)
        return self._elapsed

    def reading(self) -> ClockReading:
        """The clock now."""
        elapsed = self.elapsed
        limit = self._limit
        if limit is None or self._rules is None:
            return ClockReading(self._phase, None, elapsed, None, False, False, self._extended)
        remaining = max(0.0, limit - elapsed)
        expired = elapsed >= limit
        warning = bool(self._rules.warning) and remaining <= self._rules.warning and not expired
        return ClockReading(
            self._phase, limit, elapsed, remaining, warning, expired, self._extended
        )

    def next_change_in(self) -> float | None:
        """Seconds until what the clock shows next changes (the whole second shown, the warning,
        the time up), so a timer can wake exactly then; None when nothing changes by itself
        (the clock is not running)."""
        if self._phase is not ClockPhase.RUNNING:
            return None
        elapsed = self.elapsed
        remaining = None if self._limit is None else self._limit - elapsed
        if remaining is None or remaining <= 0:
            # a stopwatch, or past the time: the next whole second counted
            return math.floor(elapsed) + 1 - elapsed
        # The whole seconds shown are ceil(remaining): the next change is when it drops.
        return remaining - (math.ceil(remaining) - 1)
