"""The spectator screen's "next at this table": the match the desk has called to this table and
that has not started here, from the tournaments of the data folder (the feed's follower of
them, read through the read door, and the one presenter's queue), looked at every few seconds
while the screen is open, never while it is closed."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer

from ninescore.describe.room import next_at_table_text
from ninescore.feed.hub import Hub
from ninescore.feed.tournaments import TournamentFollower, next_at_table

from .spectator import Spectator

LOOK_MS = 2000
"""How often the folder is looked at while the screen is open: a call shows within seconds."""

Where = Callable[[], tuple[Path | None, str]]
"""The data folder and this table (None and "" when there is none)."""


class NextAtTable(QObject):
    """Keeps ``spectator``'s "next at this table" line, for the table ``where`` says."""

    def __init__(self, spectator: Spectator, where: Where) -> None:
        super().__init__(spectator)
        self.setObjectName("nextAtTable")
        self._spectator = spectator
        self._where = where
        self._follower: TournamentFollower | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(LOOK_MS)
        self._timer.timeout.connect(self.look)
        spectator.opened.connect(self._opened)
        spectator.closed.connect(self._timer.stop)

    def _opened(self) -> None:
        self.look()
        self._timer.start()

    def look(self) -> None:
        """Look at the folder once and show what is called to this table ("" for nothing)."""
        data_path, table = self._where()
        if data_path is None or not table.strip():
            self._spectator.show_next("")
            return
        follower = self._follower
        if follower is None or follower.data_path != data_path:
            follower = self._follower = TournamentFollower(data_path, Hub())
        follower.sweep()
        found = next_at_table(follower.hub, table)
        text = "" if found is None else next_at_table_text(*found[1], found[0])
        self._spectator.show_next(text)
