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


class ManualClock:
    """A clock for the commit guard (``window.input_guard.now``), in seconds.

    It moves ``step`` seconds at every reading, and ``advance`` moves it on.  With a step of a
    second the operator takes each shot a second after the last, as at a real table; a test of
    the guard itself sets the step to 0 and moves the clock only when it says so.
    """

    def __init__(self, step: float = 0.0) -> None:
        self.time = 1000.0
        self.step = step

    def __call__(self) -> float:
        self.time += self.step
        return self.time

    def advance(self, seconds: float) -> None:
        self.time += seconds


def pace_commits(window: MainWindow) -> ManualClock:
    """Give ``window`` a guard clock on which every commit comes a second after the last."""
    clock = ManualClock(step=1.0)
    window.input_guard.now = clock
    return clock


def shown_window(
    app: QApplication, data_dir: Path, qtbot: QtBot, now: Callable[[], float] = time.monotonic
) -> MainWindow:
    """The scoring window on ``data_dir``, 1280×800, shown and active, its commits paced a
    second apart (:func:`pace_commits`); ``now``: its shot clock's time source (a fake one for
    the clock's tests)."""
    window = create_main_window(app, data_dir, offer_resume=False, now=now)
    pace_commits(window)
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
