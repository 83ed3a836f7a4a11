"""The shot clock of the match being scored, driven: its ShotClock, its timer and its face.

A :class:`~ninescore.rules.ShotClock` on an injectable "now" (``time.monotonic`` by default),
driven as ``docs/architecture.md`` ("The shot clock as built") says: armed after every action
that hands a player a new shot, following an extension, stopped by the first mark of the next
shot or "shot taken".  One single-shot ``QTimer`` wakes when the face next changes
(``ShotClock.next_change_in``), so the clock never polls; :meth:`ClockDriver.face_changed`
tells the controller whether the views need the new reading.  Nothing here decides a time foul.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from ninescore import rules
from ninescore.scoring.clock_control import arm_clock, clock_refusal
from ninescore.scoring.state import ScoringState

if TYPE_CHECKING:
    from ninescore.rules import (
        Action,
        ClockPhase,
        ClockReading,
        FrameState,
        ShotClock,
        ShotClockRules,
    )


def face(reading: ClockReading) -> tuple[object, ...]:
    """What a clock's views show of ``reading``: a change of it is worth a repaint."""
    return (
        reading.phase,
        reading.limit,
        reading.shown,
        reading.warning,
        reading.expired,
        reading.extended,
    )


class ClockDriver:
    """One open match's shot clock, its wake-up timer and the face its views last showed."""

    def __init__(
        self,
        parent: QObject,
        now: Callable[[], float] = time.monotonic,
        allowed: Callable[[bool], bool] = lambda timed: True,
        changed: Callable[[], None] = lambda: None,
    ) -> None:
        """``allowed(timed)``: whether the operator may work the clock now (and says why not);
        ``changed()``: the clock's reading changed, for its views."""
        self._allowed = allowed
        self._changed = changed
        self._now = now
        self._clock: ShotClock | None = None
        """Made when first read (the engine is not loaded before the first paint)."""
        self.time_foul_waived = False
        """The time ran out and the referee said "no time foul" for this shot."""
        self._face: tuple[object, ...] = ()
        self.timer = QTimer(parent)
        self.timer.setSingleShot(True)
        self._precise = False
        """The timer is precise: set before it first starts, not here, since the first paint
        (no match yet) would pay for Qt's ``Qt`` namespace (some 15 ms of enum classes)."""
        self.running = False
        """A match is scored here: the clock is read and woken (not read-only, not none)."""

    @property
    def clock(self) -> ShotClock:
        """The open match's clock; a stopwatch, without limits, before the first match."""
        if self._clock is None:
            self._clock = rules.ShotClock(None, now=self._now)
        return self._clock

    @property
    def phase(self) -> ClockPhase:
        return self.clock.phase

    # -- the operator's controls -----------------------------------------------------------------

    def start(self) -> None:
        if self._allowed(True):
            self.clock.start()
            self._changed()

    def pause(self) -> None:
        if self._allowed(False):
            self.clock.pause()
            self._changed()

    def toggle(self) -> None:
        if self.clock.phase is rules.ClockPhase.RUNNING:
            self.pause()
        else:
            self.start()

    def reset(self) -> None:
        if self._allowed(True):
            self.clock.reset()
            self.time_foul_waived = False
            self._changed()

    def shot_taken(self) -> None:
        if self._allowed(False):
            self.clock.stop()
            self._changed()

    def waive(self) -> None:
        if not self.time_foul_waived:
            self.time_foul_waived = True
            self._changed()

    def open(self, clock_rules: ShotClockRules | None, state: FrameState, resumed: bool) -> None:
        """A new match's clock, armed for its shot; a match taken up again (``resumed``) waits
        at the shot's full time for the operator's start, since when its balls stopped is not
        known."""
        self._clock = rules.ShotClock(clock_rules, now=self._now)
        self.arm(state)
        if resumed:
            self.clock.reset()

    def arm(self, state: FrameState, action: Action | None = None) -> None:
        """After ``action`` (or an undo of it): a new shot's clock, or, after an extension, the
        same shot's with its new limit (:func:`~ninescore.scoring.clock_control.arm_clock`)."""
        if arm_clock(self.clock, state, action):
            self.time_foul_waived = False

    def reading(self) -> ClockReading | None:
        return self.clock.reading() if self.running else None

    def shown(self, reading: ClockReading | None) -> None:
        """``reading`` is what the views show now: remember its face, wake at its next change."""
        self._face = () if reading is None else face(reading)
        self.schedule()

    def face_changed(self) -> bool:
        """Whether the face the views show is out of date (else the next wake is scheduled)."""
        if not self.running:
            self.timer.stop()
            return False
        if face(self.clock.reading()) != self._face:
            return True
        self.schedule()
        return False

    def schedule(self) -> None:
        """Wake when the face next changes; not at all while the clock stands still."""
        delay = self.clock.next_change_in() if self.running else None
        if delay is None:
            self.timer.stop()
        else:
            # A millisecond late rather than early: woken early, the face has not changed yet.
            # (Less a nanosecond first: 0.6 s must not come out as 601 ms from rounding.)
            if not self._precise:
                from PySide6.QtCore import Qt

                self.timer.setTimerType(Qt.TimerType.PreciseTimer)
                self._precise = True
            self.timer.start(max(1, math.ceil(delay * 1000 - 1e-6) + 1))

    def refusal(self, state: ScoringState, timed: bool = False) -> str | None:
        """Why the operator may not work the clock in ``state`` (the phones' server asks the
        same: :func:`~ninescore.scoring.clock_control.clock_refusal`)."""
        return clock_refusal(state, self.phase, timed)
