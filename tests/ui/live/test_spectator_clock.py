"""The shot clock (R14) on the spectator screen: large between the players, the window's
seconds and colours (amber at the warning, red at the time up), each player's extensions left;
on a fake time source, synchronised on the controller's signals (no sleeps)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ninescore.rules import PROFILES
from ninescore.scoring.views import ClockFace
from ninescore.ui.live.menu import LiveMenus
from ninescore.ui.live.spectator import SCREEN_SETTING, SpectatorScreen
from ninescore.ui.main_window import MainWindow
from ninescore.ui.wiring import live_views

from ..test_controller_clock import FakeTime
from ..window_fixtures import colour_share, shown_window
from .test_spectator import leave_room

# The WPA profile's clock: one extension of 25 s a frame.  Ivanov has just used his; Petrov
# still has one.  Written out, so that the spectator and the window are held to the words.
EXPECTED_EXTENSIONS = ("✓ +25 s used", "+25 s (1 left)")

SCREENSHOTS = os.environ.get("NINESCORE_SCREENSHOTS")


@pytest.fixture
def time() -> FakeTime:
    return FakeTime()


@pytest.fixture
def window(data_dir: Path, qtbot: QtBot, time: FakeTime) -> Iterator[MainWindow]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = shown_window(app, data_dir, qtbot, now=time)
    yield window
    window.controller.close_match()


@pytest.fixture
def spectator(window: MainWindow, qtbot: QtBot) -> Iterator[SpectatorScreen]:
    qtbot.waitUntil(lambda: live_views(window) is not None)
    live: LiveMenus | None = live_views(window)
    assert live is not None
    QSettings().remove(SCREEN_SETTING)
    leave_room(window)
    live.show_spectator.trigger()  # View → Spectator screen → Show
    widget = live.spectator.screen_widget
    assert widget is not None
    qtbot.waitExposed(widget)
    widget.resize(1280, 720)
    qtbot.waitUntil(lambda: widget.width() == 1280)
    yield widget
    live.spectator.close()


def wpa_break_made(window: MainWindow, qtbot: QtBot) -> None:
    controller = window.controller
    assert controller.new_match(
        ("Ivanov", "Petrov"),
        race_to=(7, 7),
        event="Moscow Open",
        round="Final",
        table="3",
        options=PROFILES["wpa"],
    )
    controller.toggle_pocketed(3)
    with qtbot.waitSignal(controller.state_changed):
        controller.commit_shot()  # the balls have stopped: Ivanov's first shot, up to 60 s


def tick(window: MainWindow, time: FakeTime, qtbot: QtBot, seconds: float) -> None:
    """Move the fake time on and wake the clock as its timer would."""
    time.advance(seconds)
    with qtbot.waitSignal(window.controller.clock_changed):
        window.controller.update_clock()


def face_colour(screen: SpectatorScreen) -> QColor:
    """The colour at the middle of the clock's face, just above its digits."""
    image = screen.grab().toImage()
    height = screen.height()
    return image.pixelColor(screen.width() // 2, round(height * (0.11 + 0.06 + 0.02)))


def test_the_clock_is_large_between_the_players_and_counts_with_the_window(
    window: MainWindow, spectator: SpectatorScreen, time: FakeTime, qtbot: QtBot
) -> None:
    wpa_break_made(window, qtbot)
    clock = spectator.view.clock
    assert clock is not None and clock.counting
    assert (clock.text, clock.face, clock.extensions_left) == ("60", ClockFace.RUNNING, (1, 1))
    tick(window, time, qtbot, 1.0)
    assert spectator.view.clock is not None and spectator.view.clock.text == "59"
    assert face_colour(spectator).name() == "#14233a"
    tick(window, time, qtbot, 49.5)  # 9.5 s left: the warning (R14)
    clock = spectator.view.clock
    assert clock is not None and (clock.text, clock.face, clock.warning) == (
        "10",
        ClockFace.WARNING,
        True,
    )
    assert face_colour(spectator).name() == "#ffb300"
    tick(window, time, qtbot, 10.0)  # the time is up
    clock = spectator.view.clock
    assert clock is not None and (clock.text, clock.face) == ("0", ClockFace.EXPIRED)
    assert face_colour(spectator).name() == "#c62828"


def test_an_extension_shows_as_used_and_none_left(
    window: MainWindow, spectator: SpectatorScreen, time: FakeTime, qtbot: QtBot
) -> None:
    wpa_break_made(window, qtbot)
    tick(window, time, qtbot, 52.0)
    with qtbot.waitSignal(window.controller.state_changed):
        window.controller.use_extension()  # +25 s for Ivanov (R14)
    clock = spectator.view.clock
    assert clock is not None
    assert (clock.text, clock.face, clock.extended, clock.extensions_left) == (
        "33",
        ClockFace.RUNNING,
        True,
        (0, 1),
    )
    # The scoring window says the same of each player, in its longer words.
    bar = window.clock_bar
    shown = tuple(button.accessibleName() for button in bar.extension_buttons)
    assert clock.extension_texts == EXPECTED_EXTENSIONS
    assert shown == ("Ivanov: ✓ Extension used: +25 s", "Petrov: Extension +25 s (1 left)")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_screenshots_of_the_spectator_screen_on_the_clock(
    request: pytest.FixtureRequest,
    window: MainWindow,
    spectator: SpectatorScreen,
    time: FakeTime,
    qtbot: QtBot,
    lang: str,
) -> None:
    if lang == "ru":
        request.getfixturevalue("russian")
    wpa_break_made(window, qtbot)
    tick(window, time, qtbot, 50.5)
    clock = spectator.view.clock
    assert clock is not None and clock.face is ClockFace.WARNING
    image = spectator.grab()
    # The picture shows the warning: the clock's face is painted amber.
    assert colour_share(image, "#ffb300") > 0.002
    if SCREENSHOTS:
        assert image.save(str(Path(SCREENSHOTS) / f"spectator-clock-{lang}.png"))
