"""Build the scoring window: the store, the controller, the window, and the resume offer.

``ninescore.app`` calls :func:`create_main_window` and shows what it returns.  Everything that
connects the layers for the scoring window happens here, in one place.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from ninescore.ui.controller import MatchController
from ninescore.ui.main_window import MainWindow

if TYPE_CHECKING:
    from ninescore.records import Store

log = logging.getLogger(__name__)


def create_main_window(app: QApplication, data_path: Path, offer_resume: bool = True) -> MainWindow:
    """The scoring window on the matches in ``data_path``, ready to show.

    The store (and the records layer behind it) is opened just after the window first paints,
    or earlier if something needs it, so start-up does not wait for it.  Then, when a match was
    left in progress (a crash or a quit) and no other window is scoring it, the window offers to
    resume it.
    """

    def open_store() -> Store:
        from ninescore.records import Store

        return Store(data_path)

    controller = MatchController(open_store)
    window = MainWindow(controller)
    controller.setParent(window)
    app.aboutToQuit.connect(controller.close_match)
    app.aboutToQuit.connect(controller.close_store)
    QTimer.singleShot(0, lambda: start_up(window, offer_resume))
    return window


def start_up(window: MainWindow, offer_resume: bool = True) -> None:
    """Open the store; say so plainly if the data folder cannot be used; offer to resume."""
    controller = window.controller
    if controller.store is None:
        if controller.store_error:
            window.save_bar.show_error(controller.store_error)
        return
    window.refresh()
    if offer_resume:
        offer_resume_at_start(window)


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
