"""The scoring window's own feed: the hub is told of every change by the controller's signals.

No polling and no re-reading: each ``state_changed`` hands over the new scoring state (the very
one the window shows) with the record's facts.  The hub publishes only what the feed shows: a
tap changes only the draft, which it does not show (but the first mark of a shot stops the shot
clock, which it does), and of the shot clock's seconds only what a page cannot count by itself
(a start, a pause, the warning...; see ``hub._clock_shown``).  The hub then holds the match the
window has open; when the window opens another, or closes it, the one before leaves the feed.

A change the controller saves (a shot, an undo, new rules, a new match...) reaches the feed only
once its save returned, and as soon as it did: the controller tells of it before the save
(``state_prepared``), when the hub makes its view, key and event (:meth:`Hub.prepare`), and
lets it go first thing after (``state_saved``), when the hub only hands it to the server.  A
failed save lets nothing go, and while what the window shows is not on disk
(``saved_as_shown``) no change of it is published at all: the next one saved goes out whole.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ninescore.controller import MatchController
from ninescore.scoring import ScoringState

from .address import DEFAULT_HOST, DEFAULT_PORT
from .hub import Hub, MatchInfo, Prepared

if TYPE_CHECKING:
    from .server import FeedServer


class ControllerSource(QObject):
    """Publishes ``controller``'s match to ``hub`` after every change of it."""

    def __init__(
        self, controller: MatchController, hub: Hub, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._hub = hub
        self._shown = ""
        self._prepared: tuple[ScoringState, Prepared | None] | None = None
        self._released: ScoringState | None = None
        self.follow()
        self.show(controller.state)

    def follow(self) -> None:
        """Follow the controller's changes (again, after :meth:`disconnect_from`): the next one
        tells the feed of all that changed meanwhile."""
        controller = self._controller
        controller.state_prepared.connect(self.prepare)
        controller.state_saved.connect(self.release)
        controller.state_changed.connect(self.show)

    def prepare(self, state: ScoringState) -> None:
        """``state`` is being saved: make what the feed will show of it, and hold it."""
        record = self._controller.record
        if record is None or not state.has_match:
            self._prepared = (state, None)
            return
        leaving = self._shown if self._shown != record.id else ""
        self._prepared = (state, self._hub.prepare(MatchInfo.of(record), state, leaving))

    def release(self, state: ScoringState) -> None:
        """``state`` was saved: publish what was made of it (nothing else is done first)."""
        prepared, self._prepared = self._prepared, None
        self._released = state
        if prepared is None or prepared[0] is not state:
            self._publish(state)  # not prepared here (the feed started during the save)
            return
        change = prepared[1]
        if change is None:  # nothing new for the feed (or no match): only a match that left
            self._leave(self._match_id(state))
            return
        self._shown = change.live.id  # the match shown before leaves with it (the hub's)
        # Numbered in, handed over and the server's loop woken now, before the views are told:
        # its write then waits only for the window's thread to let the interpreter go once
        # (woken after the views, a tenth of a millisecond later on loopback; see
        # docs/performance.md).
        self._hub.release(change)

    def show(self, state: ScoringState) -> None:
        """Any change: published when it is on disk, unless it was released already."""
        if state is self._released:
            return
        if not self._controller.saved_as_shown:
            return
        self._publish(state)

    def _publish(self, state: ScoringState) -> None:
        record = self._controller.record
        match_id = self._match_id(state)
        self._leave(match_id)
        if record is not None and match_id:
            self._hub.publish(MatchInfo.of(record), state)

    def _match_id(self, state: ScoringState) -> str:
        record = self._controller.record
        return record.id if record is not None and state.has_match else ""

    def _leave(self, match_id: str) -> None:
        """The window shows ``match_id`` now: the match it showed before leaves the feed."""
        if self._shown and self._shown != match_id:
            self._hub.remove(self._shown)
        self._shown = match_id

    def disconnect_from(self) -> None:
        """Stop following the controller (the feed was turned off); the hub keeps what it has."""
        controller = self._controller
        controller.state_prepared.disconnect(self.prepare)
        controller.state_saved.disconnect(self.release)
        controller.state_changed.disconnect(self.show)


class WindowFeed(QObject):
    """The scoring window's live feed: a hub fed by its controller, served while it is on."""

    started = Signal(str)
    """The feed is served; its address (``http://127.0.0.1:8909``)."""
    stopped = Signal()

    def __init__(
        self, controller: MatchController, lang: str = "en", parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._lang = lang
        self.hub = Hub()
        self.server: FeedServer | None = None
        self._source: ControllerSource | None = None

    @property
    def running(self) -> bool:
        return self.server is not None

    def start(
        self, host: str = DEFAULT_HOST, port: int = DEFAULT_PORT, token: str | None = None
    ) -> str:
        """Serve the feed; its address.  Raises OSError (the port is taken) or ValueError (an
        address beyond this machine without a token); nothing is left running then."""
        from .server import FeedServer  # the HTTP server and the API's models: when first used

        self.stop()
        server = FeedServer(self.hub, host, port, token=token, default_lang=self._lang)
        server.start()
        self.server = server
        self._source = ControllerSource(self._controller, self.hub, self)
        self.started.emit(server.base_url)
        return server.base_url

    def stop(self) -> None:
        server, self.server = self.server, None
        source, self._source = self._source, None
        if source is not None:
            source.disconnect_from()
            source.deleteLater()
        if server is not None:
            server.stop()
            self.stopped.emit()

    def url(self, path: str, **query: str) -> str:
        """The address of a page or an API path, with the token when one is needed."""
        if self.server is None:
            return ""
        return self.server.url(path, **query)
