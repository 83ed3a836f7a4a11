"""Build the scoring window: the store, the controller, the window, and the resume offer.

``ninescore.app`` calls :func:`create_main_window` and shows what it returns.  Everything that
connects the layers for the scoring window happens here, in one place.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from ninescore.controller import MatchController
from ninescore.ui.main_window import MainWindow

if TYPE_CHECKING:
    from ninescore.records import Store

log = logging.getLogger(__name__)


def create_main_window(
    app: QApplication,
    data_path: Path,
    offer_resume: bool = True,
    history_at_start: bool | None = None,
    now: Callable[[], float] = time.monotonic,
) -> MainWindow:
    """The scoring window on the matches in ``data_path``, ready to show.

    The store (and the records layer behind it) is opened just after the window first paints,
    or earlier if something needs it, so start-up does not wait for it.  Then, when a match was
    left in progress (a crash or a quit) and no other window is scoring it, the window offers to
    resume it (``offer_resume``); when there is nothing to resume but there are stored matches,
    it opens the history browser beside itself (``history_at_start``, by default the same as
    ``offer_resume``, so ``offer_resume=False`` keeps tests and benchmarks free of both).
    ``now`` is the shot clock's time source (a fake one in tests, which never sleep).
    """
    show_history = offer_resume if history_at_start is None else history_at_start

    def open_store() -> Store:
        from ninescore.records import Store

        return Store(data_path)

    controller = MatchController(open_store, now=now)
    window = MainWindow(controller)
    controller.setParent(window)
    app.aboutToQuit.connect(controller.close_match)
    app.aboutToQuit.connect(controller.close_store)
    _AfterFirstPaint(window, lambda: start_up(window, offer_resume, show_history))
    return window


class _AfterFirstPaint(QObject):
    """Run ``then`` once, just after ``window`` has first painted.

    Opening the store loads the records layer (pydantic, SQLite): about 150 ms that the operator
    would otherwise stare at a blank screen for.  Drawn first, the start screen is there at once
    and fills in its list of matches a moment later.
    """

    def __init__(self, window: QWidget, then: Callable[[], None]) -> None:
        super().__init__(window)
        self._then: Callable[[], None] | None = then
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self._then is not None:
            then, self._then = self._then, None
            watched.removeEventFilter(self)
            # Twice deferred: after the paint has reached the screen, and after anything else the
            # first paint queued (such as a benchmark's quit).
            QTimer.singleShot(0, lambda: QTimer.singleShot(0, then))
        return False


def start_up(window: MainWindow, offer_resume: bool = True, history_at_start: bool = False) -> None:
    """Open the store; say so plainly if the data folder cannot be used; offer to resume; else
    show the history browser when there is history to show."""
    controller = window.controller
    store = controller.store
    window.store_ready()
    if store is None:
        if controller.store_error:
            window.save_bar.show_error(controller.store_error)
        return
    if offer_resume and offer_resume_at_start(window):
        return
    if history_at_start:
        show_history_at_start(window)


def show_history_at_start(window: MainWindow) -> bool:
    """Open the history browser beside the window when no match is open, none is waiting to be
    resumed, and some are stored; True when it was opened."""
    from ninescore.records import NinescoreDataError
    from ninescore.ui.resume_dialog import resumable_matches

    store = window.controller.store
    if store is None or window.controller.record is not None:
        return False
    if any(not m.locked for m in resumable_matches(store, include_abandoned=False)):
        return False  # the operator said "not now" to resuming: do not push the history too
    try:
        if not store.list():
            return False
    except NinescoreDataError:
        return False
    window.show_history(beside=True)
    return window.history_window is not None


def offer_resume_at_start(window: MainWindow) -> bool:
    """Offer the unfinished matches; True when one was opened."""
    from ninescore.ui.resume_dialog import ResumeDialog, resumable_matches

    store = window.controller.store
    if store is None or window.controller.record is not None:
        return False
    waiting = [m for m in resumable_matches(store, include_abandoned=False) if not m.locked]
    if not waiting:
        return False
    choice = ResumeDialog.ask(window, store, at_start=True)
    if choice is None:
        return False
    return window.open_stored(choice.match_id, choice.read_only)
