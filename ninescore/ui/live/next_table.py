"""The spectator screen's "next at this table": the match the desk has called to this table and
that has not started here, from the tournaments of the data folder (the feed's follower of
them, read through the read door, and the one presenter's queue), looked at every few seconds
while the screen is open, never while it is closed.

The folder is read in a thread of its own: its first look reads every match file of the day
(a synced folder holds hundreds), which the operator's window must not wait for.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from ninescore.describe.room import next_at_table_text
from ninescore.feed.hub import Hub
from ninescore.feed.tournaments import TournamentFollower, next_at_table

from .spectator import Spectator

log = logging.getLogger(__name__)

LOOK_MS = 2000
"""How often the folder is looked at while the screen is open: a call shows within seconds."""

Where = Callable[[], tuple[Path | None, str]]
"""The data folder and this table (None and "" when there is none)."""


class NextAtTable(QObject):
    """Keeps ``spectator``'s "next at this table" line, for the table ``where`` says."""

    found = Signal(object)
    """What is called to this table next (its number and players, or None), from the looking
    thread: the words are made in the window's thread, in the window's language."""

    def __init__(self, spectator: Spectator, where: Where) -> None:
        super().__init__(spectator)
        self.setObjectName("nextAtTable")
        self._where = where
        self._follower: TournamentFollower | None = None
        self._looking: threading.Thread | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(LOOK_MS)
        self._timer.timeout.connect(self.look)
        self._spectator = spectator
        self.found.connect(self._show)
        spectator.opened.connect(self._opened)
        spectator.closed.connect(self._timer.stop)

    def _opened(self) -> None:
        self.look()
        self._timer.start()

    def look(self) -> None:
        """Look at the folder once, in the background ("" is shown for nothing)."""
        data_path, table = self._where()  # in the window's thread: it reads the controller
        if data_path is None or not table.strip():
            self._show(None)
            return
        if self._looking is not None and self._looking.is_alive():
            return  # the look before is still reading: the next tick looks again
        follower = self._follower
        if follower is None or follower.data_path != data_path:
            follower = self._follower = TournamentFollower(data_path, Hub())
        self._looking = threading.Thread(
            target=self._look, args=(follower, table), name="ninescore-next-at-table", daemon=True
        )
        self._looking.start()

    def _look(self, follower: TournamentFollower, table: str) -> None:
        try:
            follower.sweep()
        except Exception:  # a look that fails must not end the screen's line
            log.exception("looking for the next match at table %s failed", table)
            return
        self.found.emit(next_at_table(follower.hub, table))

    def _show(self, called: tuple[int, tuple[str, str]] | None) -> None:
        text = "" if called is None else next_at_table_text(*called[1], called[0])
        self._spectator.show_next(text)

    def wait(self, timeout: float = 10.0) -> None:
        """Wait for a look under way to end (the tests, and closing)."""
        if self._looking is not None:
            self._looking.join(timeout)
