"""One tap is one commit: the guard every commit of the scoring window goes through.

A finger that bounces on Commit, a double click and Enter held down must record one shot, not
two: a phantom second shot passes the turn, may use up the other player's push-out (R5a), and
nothing on the screen would tell the operator.  So every input that commits something — the
Commit button, Enter, the push-out choice (its buttons and A / B) — calls :meth:`CommitGuard.run`,
which

- ignores a commit that comes within :data:`COMMIT_GAP_MS` of the end of the previous one (a
  shot takes seconds to play; half a second is a bounce or a double click), and
- ignores every input to the window while a commit is being processed: the guard is busy, and
  input the system queued meanwhile (a second tap while the disk was slow) is delivered and
  dropped before the guard lets go, instead of landing on the next shot;
- ignores a press of the mouse or a finger on the window in the same half second after a
  commit: the second tap of a bounce on "Shoot" lands where the next shot's toggles now are,
  and must mark nothing.  (Keys typed then do count: a keyboard does not bounce.)

Key auto-repeat is refused where the keys are made (``ui/actions.py``): a held Enter sends one
key press.  Undo and Redo do not come through here: pressing them again is meant.

The guard owns its clock, as qutebrowser's small objects own their timers: ``now`` is
``time.monotonic`` unless a test hands it a clock of its own.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

log = logging.getLogger(__name__)

COMMIT_GAP_MS = 500
"""A commit this soon after the end of the previous one is ignored."""

_POINTER_PRESSES = frozenset(
    {QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick, QEvent.Type.TouchBegin}
)
_INPUT_EVENTS = frozenset(
    {
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseButtonRelease,
        QEvent.Type.MouseButtonDblClick,
        QEvent.Type.KeyPress,
        QEvent.Type.KeyRelease,
        QEvent.Type.ShortcutOverride,
        QEvent.Type.Shortcut,
        QEvent.Type.TouchBegin,
        QEvent.Type.TouchUpdate,
        QEvent.Type.TouchEnd,
        QEvent.Type.Wheel,
    }
)


class CommitGuard(QObject):
    """Runs a commit unless it is a repeat of the last one; swallows input while one runs."""

    ignored = Signal(str)
    """Input was ignored: "repeat" (a commit too soon after the last), "busy" (input during a
    commit) or "bounce" (a tap just after one)."""

    def __init__(
        self,
        window: QWidget,
        now: Callable[[], float] = time.monotonic,
        gap_ms: int = COMMIT_GAP_MS,
    ) -> None:
        super().__init__(window)
        self._window = window
        self.now = now
        """The clock, in seconds (monotonic)."""
        self.gap_ms = gap_ms
        self._busy = False
        self._last_end: float | None = None
        self._filtering = False
        # Ends the half second of ignored taps even when no event comes to end it.
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.timeout.connect(self._stop_filtering)

    @property
    def busy(self) -> bool:
        """A commit is being processed: no input counts now."""
        return self._busy

    def run(self, commit: Callable[[], object]) -> bool:
        """Call ``commit`` unless a commit is running or one ended less than the gap ago.
        True when it was called."""
        if self._busy:
            self.ignored.emit("busy")
            return False
        last = self._last_end
        if last is not None and (self.now() - last) * 1000 < self.gap_ms:
            log.info("a commit %.0f ms after the last one was ignored", (self.now() - last) * 1000)
            self.ignored.emit("repeat")
            return False
        self._busy = True
        self._start_filtering()
        try:
            commit()
            # What arrived while the commit ran is still queued: deliver it now, to the filter.
            QCoreApplication.sendPostedEvents()
            QCoreApplication.processEvents()
        finally:
            self._busy = False
            self._last_end = self.now()
            self._settle.start(self.gap_ms)
        return True

    def _start_filtering(self) -> None:
        app = QCoreApplication.instance()
        if app is not None and not self._filtering:
            app.installEventFilter(self)
            self._filtering = True

    def _stop_filtering(self) -> None:
        self._settle.stop()
        app = QCoreApplication.instance()
        if app is not None and self._filtering:
            app.removeEventFilter(self)
        self._filtering = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in _INPUT_EVENTS or not self._is_ours(watched):
            return False
        if self._busy:
            self.ignored.emit("busy")
            return True
        last = self._last_end
        if last is None or (self.now() - last) * 1000 >= self.gap_ms:
            self._stop_filtering()
            return False
        if kind in _POINTER_PRESSES:
            self.ignored.emit("bounce")
            return True
        return False

    def _is_ours(self, watched: QObject) -> bool:
        """Input for the scoring window (a widget of it, its window or one of its actions);
        a question the commit asks is a window of its own and gets its input."""
        window = self._window
        if isinstance(watched, QWidget):
            return watched.window() is window
        if watched is window.windowHandle():
            return True
        return watched.parent() is window
