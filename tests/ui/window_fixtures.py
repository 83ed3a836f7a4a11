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


class ShownBalls:
    """What the ball diagram's buttons show, read from each button's accessible name (what a
    screen reader says, made from the button's own state), not from the view handed to it."""

    def __init__(self, diagram: object) -> None:
        names = {
            number: diagram.ball_button(number).accessibleName()  # type: ignore[attr-defined]
            for number in range(1, 10)
        }
        self.on_table = frozenset(n for n, text in names.items() if "off the table" not in text)
        self.pocketed = frozenset(n for n, text in names.items() if "pocketed on this shot" in text)
        self.jumped = frozenset(n for n, text in names.items() if "jumped off the table" in text)
        chosen = [n for n, text in names.items() if text.endswith("first contact")]
        chosen += [n for n, text in names.items() if "first contact," in text]
        default = [n for n, text in names.items() if "first contact (lowest ball)" in text]
        assert len(chosen) + len(default) <= 1, names
        self.first_contact_is_default = bool(default) or not chosen
        self.first_contact = (chosen or default or [None])[0]


def shown_balls(window: MainWindow) -> ShownBalls:
    return ShownBalls(window.diagram)


def colour_share(image: object, colour: str, step: int = 4) -> float:
    """The share of ``image``'s pixels (one in ``step`` each way) painted exactly ``colour``."""
    from PySide6.QtGui import QColor, QImage, QPixmap

    picture = image.toImage() if isinstance(image, QPixmap) else image
    assert isinstance(picture, QImage) and not picture.isNull()
    wanted = QColor(colour).rgb()
    points = [
        (x, y) for y in range(0, picture.height(), step) for x in range(0, picture.width(), step)
    ]
    return sum(picture.pixel(x, y) == wanted for x, y in points) / len(points)
