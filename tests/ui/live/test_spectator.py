"""The spectator screen: a second window with no controls, the same state as the scoring window
after every tap and commit, digits readable from 5 m, on the screen the operator chose."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtGui import QFontMetricsF, QImage
from PySide6.QtWidgets import QAbstractButton, QApplication, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from ninescore.ui.live.menu import LiveMenus
from ninescore.ui.live.spectator import SCREEN_SETTING, SpectatorScreen
from ninescore.ui.main_window import MainWindow
from ninescore.ui.wiring import live_views

from ..window_fixtures import colour_share, scoring_window  # noqa: F401 - the window fixture

SCREENSHOTS = os.environ.get("NINESCORE_SCREENSHOTS")


@pytest.fixture
def live(window: MainWindow, qtbot: QtBot) -> Iterator[LiveMenus]:
    """The window's live views, made just after its first paint."""
    qtbot.waitUntil(lambda: live_views(window) is not None)
    found = live_views(window)
    assert found is not None
    QSettings().remove(SCREEN_SETTING)
    yield found
    found.spectator.close()
    found.feed.stop()


def leave_room(window: QWidget) -> None:
    """One 800×800 screen (Qt's offscreen one): the operator's window leaves room below it,
    where the spectator screen opens without covering any of its controls."""
    window.setMinimumSize(0, 0)
    window.setGeometry(0, 0, 800, 480)


def open_spectator(live: LiveMenus, qtbot: QtBot) -> SpectatorScreen:
    leave_room(live.window)
    live.show_spectator.trigger()  # View → Spectator screen → Show
    widget = live.spectator.screen_widget
    assert widget is not None
    qtbot.waitExposed(widget)
    return widget


def start_match(window: MainWindow) -> None:
    assert window.controller.new_match(
        ("Ivanov", "Petrov"), race_to=(5, 5), event="Moscow Open", round="Final", table="3"
    )


def test_it_is_a_second_window_with_no_controls_that_leaves_the_keyboard_alone(
    window: MainWindow, live: LiveMenus, qtbot: QtBot
) -> None:
    start_match(window)
    window.activateWindow()
    spectator = open_spectator(live, qtbot)
    assert spectator.isWindow() and spectator is not window and spectator.parent() is None
    assert spectator.findChildren(QAbstractButton) == [] and spectator.findChildren(QLineEdit) == []
    assert spectator.windowFlags() & Qt.WindowType.WindowDoesNotAcceptFocus
    assert QApplication.activeWindow() is not spectator
    assert live.show_spectator.isChecked()
    assert spectator.view.players[0].name == "Ivanov"
    assert spectator.heading == "Moscow Open  ·  Final  ·  Table 3"


def test_it_follows_every_tap_and_every_commit(
    window: MainWindow, live: LiveMenus, qtbot: QtBot
) -> None:
    start_match(window)
    spectator = open_spectator(live, qtbot)
    controller = window.controller
    controller.toggle_pocketed(3)  # a tap: the ball is ringed as being marked
    assert spectator.view.marked == frozenset({3})
    assert spectator.view.on_table == frozenset(range(1, 10))
    controller.toggle_pocketed(9)
    controller.commit_shot()  # the golden break: the frame won, the banner
    view = spectator.view
    assert view.marked == frozenset() and [p.score for p in view.players] == [1, 0]
    assert view.banner.startswith("Ivanov wins the frame: the 9 on the break.")
    assert view.frame_number == 2
    controller.undo()
    assert [p.score for p in spectator.view.players] == [0, 0] and spectator.view.banner == ""


def test_closing_it_from_the_window_or_by_itself_keeps_the_menu_true(
    window: MainWindow, live: LiveMenus, qtbot: QtBot
) -> None:
    spectator = open_spectator(live, qtbot)
    live.show_spectator.trigger()  # untick: closed from the window
    qtbot.waitUntil(lambda: live.spectator.screen_widget is None)
    assert not spectator.isVisible()
    again = open_spectator(live, qtbot)
    again.close()  # closed by the window manager
    qtbot.waitUntil(lambda: not live.show_spectator.isChecked())
    assert live.spectator.screen_widget is None


def test_with_one_screen_it_is_a_window_beside_the_operators(
    window: MainWindow, live: LiveMenus, qtbot: QtBot
) -> None:
    assert len(QApplication.screens()) == 1
    spectator = open_spectator(live, qtbot)
    assert not spectator.isFullScreen()
    assert spectator.screen() is window.screen()
    assert live.screens.actions() and live.screens.actions()[0].isChecked()
    # In the room the operator's window leaves: none of its controls is covered.
    assert not spectator.frameGeometry().intersects(window.frameGeometry())
    assert window.screen().availableGeometry().contains(spectator.frameGeometry())


def test_with_one_screen_and_no_room_it_says_it_needs_a_second_screen(
    window: MainWindow, live: LiveMenus, qtbot: QtBot
) -> None:
    window.setGeometry(window.screen().availableGeometry())  # a tablet's window, or maximised
    live.show_spectator.trigger()
    assert live.spectator.screen_widget is None  # never over Scratch, Foul and the clock
    assert not live.show_spectator.isChecked()
    assert "needs a second screen" in window.message_text()


def test_the_score_reads_from_the_back_of_the_room(
    window: MainWindow, live: LiveMenus, qtbot: QtBot, tmp_path: Path
) -> None:
    start_match(window)
    window.controller.toggle_pocketed(9)
    window.controller.commit_shot()
    spectator = open_spectator(live, qtbot)
    spectator.setWindowState(Qt.WindowState.WindowFullScreen)
    qtbot.waitUntil(lambda: spectator.height() == spectator.screen().geometry().height())
    image = spectator.grab().toImage()
    height = image.height()
    digits = digit_rows(image, QRect(0, int(height * 0.2), image.width() // 2, int(height * 0.45)))
    assert digits / spectator.screen().geometry().height() >= 0.15


def digit_rows(image: QImage, area: QRect) -> int:
    """How many pixel rows of ``area`` hold the score's ink (the painter's near-white)."""
    rows = 0
    for y in range(area.top(), area.bottom()):
        for x in range(area.left(), area.right(), 2):
            colour = image.pixelColor(x, y)
            if colour.red() > 220 and colour.green() > 220 and colour.blue() > 210:
                rows += 1
                break
    return rows


def test_it_speaks_the_windows_language(
    russian: QApplication, window: MainWindow, live: LiveMenus, qtbot: QtBot
) -> None:
    start_match(window)
    spectator = open_spectator(live, qtbot)
    assert spectator.view.frame_text == "Партия 1"
    assert spectator.heading.endswith("Стол 3")


def test_the_chosen_screen_is_remembered_and_used(tmp_path: Path) -> None:
    """Two screens (Qt's offscreen platform, configured): full screen on the one chosen."""
    screens = tmp_path / "screens.json"
    screens.write_text(
        json.dumps(
            {
                "screens": [
                    {"name": "operator", "x": 0, "y": 0, "width": 1280, "height": 800},
                    {"name": "tv", "x": 1280, "y": 0, "width": 1920, "height": 1080},
                ]
            }
        )
    )
    script = textwrap.dedent(
        """
        import sys
        from PySide6.QtCore import QSettings
        from PySide6.QtWidgets import QApplication
        from PySide6.QtGui import QFontMetricsF
        app = QApplication(["test"])
        from ninescore.ui.live.spectator import SCREEN_SETTING, Spectator
        from PySide6.QtWidgets import QWidget
        operator = QWidget(); operator.show()
        QSettings().setValue(SCREEN_SETTING, "tv")
        spectator = Spectator()
        widget = spectator.open(operator)
        for _ in range(50):
            app.processEvents()
        font = QFontMetricsF(widget.score_font())
        print(widget.screen().name(), widget.isFullScreen(), widget.geometry().getRect(),
              round(font.tightBoundingRect("0").height() / widget.screen().geometry().height(), 3))
        spectator.close()
        """
    )
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={screens}"}
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, env=env
    )
    assert result.returncode == 0, result.stderr
    name, full, *rest = result.stdout.split()
    assert (name, full) == ("tv", "True"), result.stdout
    assert "(1280, 0, 1920, 1080)" in result.stdout.replace(",(", "(")
    assert float(rest[-1]) >= 0.15


def play_to_a_warning(window: MainWindow) -> None:
    """Ivanov leads 1–0; in frame 2 (he breaks again: the winner breaks) Petrov comes back to
    the table with two fouls in a row (R12), and the operator has marked the 3 as pocketed."""
    controller = window.controller
    assert controller.new_match(
        ("Ivanov", "Petrov"), race_to=(5, 5), event="Moscow Open", round="Final", table="3"
    )
    controller.toggle_pocketed(9)
    controller.commit_shot()  # Ivanov's golden break
    controller.toggle_fact("balls_to_rail")
    controller.commit_shot()  # Ivanov breaks dry, legally
    for _ in range(3):  # Petrov, Ivanov, Petrov: a foul each, the 2 hit before the 1
        controller.set_first_contact(2)
        controller.commit_shot()
    controller.commit_shot()  # Ivanov misses: Petrov is at the table, warned
    controller.toggle_pocketed(3)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_screenshots_of_the_spectator_screen(
    request: pytest.FixtureRequest, window: MainWindow, live: LiveMenus, qtbot: QtBot, lang: str
) -> None:
    if lang == "ru":
        request.getfixturevalue("russian")
    play_to_a_warning(window)
    spectator = open_spectator(live, qtbot)
    spectator.resize(1280, 720)
    qtbot.waitUntil(lambda: spectator.size().width() == 1280)
    assert spectator.view.marked == frozenset({3})
    assert spectator.view.players[1].warning and spectator.view.warning_text
    image = spectator.grab()
    # The picture shows the warning: its red band is painted, and the rest is the screen's.
    assert colour_share(image, "#c62828") > 0.005
    assert colour_share(image, "#0b1626") + colour_share(image, "#14233a") > 0.3
    if SCREENSHOTS:
        assert image.save(str(Path(SCREENSHOTS) / f"spectator-{lang}.png"))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_at_640x450_the_heading_never_runs_into_the_frame(
    window: MainWindow,
    live: LiveMenus,
    qtbot: QtBot,
    lang: str,
    request: pytest.FixtureRequest,
) -> None:
    """ "Moscow Open · Final · Table 3" and "Frame 1 · race to 5" share the header's line: on a
    small window the heading is shortened, never painted over the frame's words."""
    if lang == "ru":
        request.getfixturevalue("russian")
    start_match(window)
    spectator = open_spectator(live, qtbot)
    spectator.resize(640, 450)
    qtbot.waitUntil(lambda: spectator.width() == 640)
    heading, frame = spectator.header_texts()
    metrics = QFontMetricsF(spectator._font(0.045))
    margin = spectator.height() * 0.03
    room = spectator.width() - 2 * margin
    assert metrics.horizontalAdvance(heading) + metrics.horizontalAdvance(frame) < room
    assert frame.startswith(spectator.view.frame_text)  # the frame's words whole
    assert spectator.heading.startswith(heading.removesuffix("…"))
    spectator.resize(1280, 720)
    qtbot.waitUntil(lambda: spectator.width() == 1280)
    assert spectator.header_texts()[0] == spectator.heading  # whole where there is room
