"""Build the scoring window: the store, the controller, the window, and the resume offer.

``ninescore.app`` calls :func:`create_main_window` and shows what it returns.  Everything that
connects the layers for the scoring window happens here, in one place.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from ninescore.records import NinescoreDataError, Store
from ninescore.ui.controller import MatchController
from ninescore.ui.main_window import MainWindow
from ninescore.ui.resume_dialog import ResumeDialog, resumable_matches

log = logging.getLogger(__name__)


def create_main_window(app: QApplication, data_path: Path, offer_resume: bool = True) -> MainWindow:
    """The scoring window on the matches in ``data_path``, ready to show.

    When a match was left in progress (a crash or a quit) and no other window is scoring it, the
    window offers to resume it as soon as the event loop runs.
    """
    store_problem = ""
    store: Store | None
    try:
        store = Store(data_path)
    except NinescoreDataError as error:
        from PySide6.QtCore import QCoreApplication

        store_problem = error.describe(QCoreApplication.translate)
        log.error("no store: %s", error)
        store = None
    controller = MatchController(store)
    window = MainWindow(controller)
    controller.setParent(window)
    if store is not None:
        app.aboutToQuit.connect(controller.close_match)
        app.aboutToQuit.connect(store.close)
    if store_problem:
        window.save_bar.show_error(store_problem)
    elif offer_resume:
        QTimer.singleShot(0, lambda: offer_resume_at_start(window))
    return window


def offer_resume_at_start(window: MainWindow) -> bool:
    """Offer the unfinished matches; True when one was opened."""
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
