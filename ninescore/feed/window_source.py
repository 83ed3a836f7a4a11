"""The scoring window's own feed: the hub is told of every change by the controller's signals.

No polling and no re-reading: each ``state_changed`` hands over the new scoring state (the very
one the window shows) with the record's facts.  The hub publishes only what the feed shows: a
tap changes only the draft, which it does not show (but the first mark of a shot stops the shot
clock, which it does), and of the shot clock's seconds only what a page cannot count by itself
(a start, a pause, the warning...; see ``hub._clock_shown``).  The hub then holds the match the
window has open; when the window opens another, or closes it, the one before leaves the feed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ninescore.controller import MatchController
from ninescore.scoring import ScoringState

from .address import DEFAULT_HOST, DEFAULT_PORT
from .hub import Hub, MatchInfo

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
        controller.state_changed.connect(self.show)
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
        self._controller.state_changed.disconnect(self.show)


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
