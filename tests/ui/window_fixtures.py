"""The scoring window tests' fixture (a window on a real store in a fresh folder) and helpers."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ninescore.ui.main_window import MainWindow
from ninescore.ui.wiring import create_main_window


def shown_window(
    app: QApplication, data_dir: Path, qtbot: QtBot, now: Callable[[], float] = time.monotonic
) -> MainWindow:
    """The scoring window on ``data_dir``, 1280×800, shown and active; ``now``: its shot
    clock's time source (a fake one for the clock's tests)."""
    window = create_main_window(app, data_dir, offer_resume=False, now=now)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    return window


@pytest.fixture(name="window")
def scoring_window(data_dir: Path, qtbot: QtBot) -> Iterator[MainWindow]:
    """The scoring window on a fresh data folder, shown and active (import it as a fixture)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = shown_window(app, data_dir, qtbot)
    yield window
    window.controller.close_match()


def saved_file(window: MainWindow) -> dict:
    """The match file on disk, as JSON."""
    controller = window.controller
    assert controller.store is not None and controller.record is not None
    path = controller.store.path_of(controller.record.id)
    return json.loads(path.read_text("utf-8"))


def saved_actions(window: MainWindow) -> list[dict]:
    return [action for frame in saved_file(window)["frames"] for action in frame["actions"]]
