"""The start screen (no match open) and what the window does at start-up with stored matches."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from ninescore.controller import MatchController
from ninescore.records import Store
from ninescore.ui.dialogs.new_match import NewMatchDialog
from ninescore.ui.dialogs.resume import ResumeDialog
from ninescore.ui.history.export import place_beside
from ninescore.ui.main_window import MainWindow
from ninescore.ui.wiring import create_main_window

from .flush import flush
from .window_fixtures import scoring_window  # noqa: F401

# The offscreen platform cannot raise or activate windows, and says so.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def store_match(data_dir: Path, players: tuple[str, str], finished: bool) -> str:
    """A match saved in ``data_dir`` as another session left it: one frame won, or the break."""
    store = Store(data_dir)
    controller = MatchController(store)
    try:
        assert controller.new_match(players=players, race_to=(1, 1) if finished else (5, 5))
        controller.toggle_pocketed(9)
        controller.commit_shot()
        assert controller.record is not None
        return controller.record.id
    finally:
        controller.close_match()
        store.close()


@pytest.fixture(name="open_window")
def open_window_factory(qtbot: QtBot) -> Iterator[list[MainWindow]]:
    windows: list[MainWindow] = []
    yield windows
    for window in windows:
        history = window.history_window
        if history is not None:
            history.close()
        window.controller.close_match()
        window.controller.close_store()


def start(data_dir: Path, qtbot: QtBot, windows: list[MainWindow], **options: bool) -> MainWindow:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = create_main_window(app, data_dir, **options)
    qtbot.addWidget(window)
    windows.append(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    # The store opens just after the first paint; then History can be used.
    qtbot.waitUntil(window.start_screen.history_button.isEnabled, timeout=3000)
    return window


def test_with_no_match_the_window_shows_a_start_screen_and_no_fake_score(
    window: MainWindow, qtbot: QtBot
) -> None:
    assert window.pages.currentWidget() is window.start_screen
    # The scoring widgets are not even built until a match is shown.
    assert window.findChild(QWidget, "scoringPage") is None
    assert window.start_screen.new_button.isVisible()
    assert window.start_screen.history_button.isVisible()
    assert not window.start_screen.waiting_heading.isVisible()
    assert window.windowTitle() == "ninescore"
    assert not window.commands["undo"].isEnabled() and not window.commands["abandon"].isEnabled()


def test_the_start_screen_buttons_open_the_new_match_dialog_and_the_history(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[object] = []
    monkeypatch.setattr(
        NewMatchDialog, "ask", lambda parent, store, offers=None: asked.append(store)
    )
    qtbot.waitUntil(window.start_screen.history_button.isEnabled, timeout=3000)
    qtbot.mouseClick(window.start_screen.new_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1
    assert window.controller.match is None  # the dialog was cancelled: still the start screen
    qtbot.mouseClick(window.start_screen.history_button, Qt.MouseButton.LeftButton)
    history = window.history_window
    assert history is not None and history.isVisible()
    history.close()


def test_a_new_match_replaces_the_start_screen_with_the_scoreboard(window: MainWindow) -> None:
    window.controller.new_match(players=("Anna", "Boris"), race_to=(5, 5))
    assert window.pages.currentWidget() is not window.start_screen
    assert window.scoreboard.isVisible()
    assert window.scoreboard.panels[0].name.text() == "Anna"
    assert "Anna" in window.message_text()


def test_unfinished_matches_are_listed_on_the_start_screen_and_resume_at_a_tap(
    data_dir: Path, qtbot: QtBot, open_window: list[MainWindow]
) -> None:
    waiting = store_match(data_dir, ("Ivanov", "Petrov"), finished=False)
    store_match(data_dir, ("Done", "Over"), finished=True)
    window = start(data_dir, qtbot, open_window, offer_resume=False)
    screen = window.start_screen
    qtbot.waitUntil(lambda: len(screen.waiting_buttons) == 1, timeout=3000)
    button = screen.waiting_buttons[0]
    assert "Ivanov 1–0 Petrov" in button.text()
    assert screen.waiting_heading.isVisible() and not screen.more_button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.controller.record is not None and window.controller.record.id == waiting
    assert window.pages.currentWidget() is not screen
    assert (window.scoreboard.panels[0].score.text(), window.scoreboard.panels[1].score.text()) == (
        "1",
        "0",
    )


def test_the_history_goes_beside_the_window_only_where_there_is_room() -> None:
    wanted = QSize(1200, 820)
    # A wide screen: to the right of the window, as large as it likes.
    assert place_beside(QRect(0, 0, 2560, 1080), QRect(0, 0, 1280, 800), wanted) == QRect(
        1280, 0, 1200, 820
    )
    # Room only on the left: there, no wider than the room.
    assert place_beside(QRect(0, 0, 2200, 1080), QRect(900, 50, 800, 800), wanted) == QRect(
        0, 50, 900, 820
    )
    # A laptop or a tablet: no room beside, and the history never covers the start screen.
    assert place_beside(QRect(0, 0, 1920, 1080), QRect(320, 100, 1280, 800), wanted) is None
    assert place_beside(QRect(0, 0, 1024, 600), QRect(0, 0, 1024, 600), wanted) is None


def test_no_history_at_start_where_it_would_cover_the_start_screen(
    data_dir: Path, qtbot: QtBot, open_window: list[MainWindow]
) -> None:
    # The test screen (800 px wide) has no room beside a 1280-pixel window.
    store_match(data_dir, ("Ivanov", "Petrov"), finished=True)
    window = start(data_dir, qtbot, open_window)
    qtbot.waitUntil(lambda: window.started, timeout=3000)
    flush()
    assert window.history_window is None
    assert window.start_screen.history_button.isEnabled()  # one tap away
    qtbot.mouseClick(window.start_screen.history_button, Qt.MouseButton.LeftButton)
    history = window.history_window
    assert history is not None and history.isVisible()
    history.close()


BESIDE = """
import sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication(["ninescore"])
from ninescore.ui.wiring import create_main_window
window = create_main_window(app, Path(sys.argv[1]))
window.move(0, 0)
window.show()
while window.history_window is None or not window.history_window.isVisible():
    app.processEvents()
history = window.history_window
print(window.frameGeometry().right(), history.x(), history.isActiveWindow())
"""


def test_on_a_wide_screen_the_history_opens_beside_the_window_at_start(
    data_dir: Path, tmp_path: Path
) -> None:
    store_match(data_dir, ("Ivanov", "Petrov"), finished=True)
    screen = tmp_path / "wide.json"
    screen.write_text(
        '{"screens": [{"name": "wide", "x": 0, "y": 0, "width": 2560, "height": 1080}]}'
    )
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={screen}")
    result = subprocess.run(
        [sys.executable, "-c", BESIDE, str(data_dir)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    right_edge, history_x, _active = result.stdout.split()
    assert int(history_x) > int(right_edge)  # beside it, covering nothing of it


def test_no_history_at_start_on_an_empty_folder_or_when_turned_off(
    data_dir: Path, tmp_path: Path, qtbot: QtBot, open_window: list[MainWindow]
) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    window = start(empty, qtbot, open_window)
    flush()
    assert window.history_window is None

    store_match(data_dir, ("Ivanov", "Petrov"), finished=True)
    window = start(data_dir, qtbot, open_window, offer_resume=False)
    flush()
    assert window.history_window is None
    window = start(data_dir, qtbot, open_window, history_at_start=False)
    flush()
    assert window.history_window is None


def test_declining_to_resume_at_start_does_not_push_the_history_instead(
    data_dir: Path, qtbot: QtBot, open_window: list[MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    store_match(data_dir, ("Ivanov", "Petrov"), finished=False)
    offered: list[bool] = []

    def decline(parent: object, store: Store, at_start: bool = False) -> None:
        offered.append(at_start)

    monkeypatch.setattr(ResumeDialog, "ask", decline)
    window = start(data_dir, qtbot, open_window)
    qtbot.waitUntil(lambda: offered == [True], timeout=3000)
    flush()
    assert window.history_window is None
    assert window.controller.match is None
    assert len(window.start_screen.waiting_buttons) == 1  # still one tap away
