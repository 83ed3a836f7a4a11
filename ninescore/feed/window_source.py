"""The scoring window's own feed: the hub is told of every change by the controller's signals.

No polling and no re-reading: each ``match_changed`` hands over the new scoring state (the very
one the window shows) with the record's facts.  A tap changes only the draft, which the feed does
not show, so it is not even looked at.  The hub then holds the match the window has open; when
the window opens another, or closes it, the one before leaves the feed.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ninescore.controller import MatchController
from ninescore.scoring import ScoringState

from .hub import Hub, MatchInfo


class ControllerSource(QObject):
    """Publishes ``controller``'s match to ``hub`` after every change of it."""

    def __init__(
        self, controller: MatchController, hub: Hub, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._hub = hub
        self._shown = ""
        controller.match_changed.connect(self.show)
        self.show(controller.state)

    def show(self, state: ScoringState) -> None:
        record = self._controller.record
        match_id = record.id if record is not None and state.has_match else ""
        if self._shown and self._shown != match_id:
            self._hub.remove(self._shown)
        self._shown = match_id
        if record is not None and match_id:
            self._hub.publish(MatchInfo.of(record), state)

    def disconnect_from(self) -> None:
        """Stop following the controller (the feed was turned off); the hub keeps what it has."""
        self._controller.match_changed.disconnect(self.show)
