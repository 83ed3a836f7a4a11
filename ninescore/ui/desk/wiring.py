"""Build the desk's window: the data folder, the store its history browser reads, the window.

``ninescore desk`` (through ``ninescore.app``) and the start screen's "Tournament desk…" both
come here, so the desk is wired in one place.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from ninescore.ui.desk.window import DeskWindow

if TYPE_CHECKING:
    from ninescore.records.store import Store

log = logging.getLogger(__name__)


def create_desk_window(
    data_path: Path, store: Store | None = None, parent: QWidget | None = None
) -> DeskWindow:
    """The desk on ``data_path``; ``store``: the scoring window's, when it has one open there
    (one store per folder and process), else one is opened for the history browser."""
    if store is None:
        from ninescore.records import NinescoreDataError, Store

        try:
            store = Store(data_path)
        except (NinescoreDataError, OSError) as error:
            log.warning("the desk opens without the history browser: %s", error)
            store = None
    window = DeskWindow(data_path, store, parent)
    if parent is not None:
        from PySide6.QtCore import Qt

        window.setWindowFlag(Qt.WindowType.Window, True)
    return window
