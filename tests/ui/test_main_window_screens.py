"""The window in each situation an operator meets, at tablet and laptop sizes: nothing clipped.

Each scenario also saves a screenshot when ``NINESCORE_SCREENSHOTS`` names a folder, which is how
``docs/screenshots/window-*.png`` and ``scoring-window.png`` are made (under Xvfb, for real fonts):

    NINESCORE_SCREENSHOTS=docs/screenshots xvfb-run -a -s "-screen 0 1280x800x24" \\
        python -m pytest tests/ui/test_main_window_screens.py -p no:cacheprovider
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget
from pytestqt.qtbot import QtBot

from ninescore.rules import RuleOptions
from ninescore.ui.controller import MatchController
from ninescore.ui.main_window import MainWindow

from .window_fixtures import scoring_window  # noqa: F401

SIZES = ((1280, 800), (1024, 600))


def mid_frame(c: MatchController) -> None:
    """Ivanov leads 3–2 in a race to 7; frame 6, Petrov has made the 1 and 2 and is on the 3."""
    c.new_match(
        players=("Ivanov", "Petrov"),
        race_to=(7, 7),
        options=RuleOptions(break_rule="alternate"),
        event="Club night",
    )
    for _ in range(5):
        c.toggle_pocketed(9)
        c.commit_shot()  # golden break for the breaker; the players take turns to break
    c.toggle_pocketed(4)
    c.commit_shot()  # a ball on the break
    c.commit_shot()  # miss: the other player comes to the table
    for ball in (1, 2):
        c.toggle_pocketed(ball)
        c.commit_shot()


def ball_in_hand(c: MatchController) -> None:
    c.new_match(players=("Ivanov", "Petrov"), race_to=(7, 7))
    c.toggle_pocketed(3)
    c.commit_shot()
    c.set_fact("scratch", True)
    c.commit_shot()


def push_out_choice(c: MatchController) -> None:
    c.new_match(players=("Ivanov", "Petrov"), race_to=(7, 7))
    c.set_fact("balls_to_rail", True)
    c.commit_shot()  # a legal break, nothing down: Petrov may push out
    c.set_fact("push_out", True)
    c.commit_shot()


def warning(c: MatchController) -> None:
    c.new_match(players=("Ivanov", "Petrov"), race_to=(7, 7))
    c.set_fact("balls_to_rail", True)
    c.commit_shot()  # a legal break, nothing down
    c.set_fact("scratch", True)
    c.commit_shot()  # Petrov fouls
    c.commit_shot()  # Ivanov misses
    c.set_fact("scratch", True)
    c.commit_shot()  # Petrov fouls again: on his next visit he is on two fouls
    c.commit_shot()  # Ivanov misses


def match_won(c: MatchController) -> None:
    c.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    for _ in range(3):
        c.toggle_pocketed(9)
        c.commit_shot()


SCENARIOS: dict[str, Callable[[MatchController], None]] = {
    "mid-frame": mid_frame,
    "ball-in-hand": ball_in_hand,
    "push-out": push_out_choice,
    "warning": warning,
    "match-won": match_won,
}


def clipped_texts(window: QWidget) -> list[str]:
    """Visible labels and buttons whose one-line text is wider than the widget shows."""
    clipped = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window) or widget.width() <= 1:
            continue
        if (isinstance(widget, QLabel) and not widget.wordWrap()) or isinstance(
            widget, QAbstractButton
        ):
            text = widget.text()
        else:
            continue
        lines = [line for line in text.split("\n") if line.strip()]
        if not lines or widget.sizePolicy().horizontalPolicy().name == "Ignored":
            continue
        metrics = widget.fontMetrics()
        needed = max(metrics.horizontalAdvance(line) for line in lines)
        if needed > widget.contentsRect().width() + 2:
            clipped.append(f"{widget.objectName() or type(widget).__name__}: {text!r}")
    return clipped


def save_screenshot(window: QWidget, name: str) -> None:
    folder = os.environ.get("NINESCORE_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        assert window.grab().save(str(Path(folder) / name))


@pytest.mark.parametrize("name", list(SCENARIOS))
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_each_situation_fits_the_window_without_clipped_text(
    window: MainWindow, qtbot: QtBot, name: str, size: tuple[int, int]
) -> None:
    SCENARIOS[name](window.controller)
    window.resize(*size)
    qtbot.wait(30)
    assert window.controller.match is not None
    assert window.pages.currentWidget() is not window.start_screen
    assert clipped_texts(window) == []
    suffix = "" if size == (1280, 800) else f"-{size[0]}x{size[1]}"
    save_screenshot(window, f"window-{name}{suffix}.png")
    if name == "mid-frame" and size == (1280, 800):
        save_screenshot(window, "scoring-window.png")


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_start_screen_fits_the_window(
    window: MainWindow, qtbot: QtBot, size: tuple[int, int]
) -> None:
    window.resize(*size)
    qtbot.wait(30)
    assert window.start_screen.new_button.isVisible()
    assert clipped_texts(window) == []
    suffix = "" if size == (1280, 800) else f"-{size[0]}x{size[1]}"
    save_screenshot(window, f"window-start{suffix}.png")


def test_the_start_screen_with_unfinished_matches_fits_the_window(
    data_dir: Path, qtbot: QtBot
) -> None:
    from PySide6.QtWidgets import QApplication

    from ninescore.ui.wiring import create_main_window

    from .test_main_window_start import store_match

    for players in (("Ivanov", "Petrov"), ("Anna Kowalczyk-Lindqvist", "Boris")):
        store_match(data_dir, players, finished=False)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = create_main_window(app, data_dir, offer_resume=False)
    qtbot.addWidget(window)
    try:
        for size in SIZES:
            window.resize(*size)
            window.show()
            qtbot.waitUntil(lambda: len(window.start_screen.waiting_buttons) == 2, timeout=3000)
            qtbot.wait(30)
            assert clipped_texts(window) == []
            suffix = "" if size == (1280, 800) else f"-{size[0]}x{size[1]}"
            save_screenshot(window, f"window-start-resume{suffix}.png")
    finally:
        window.controller.close_store()
