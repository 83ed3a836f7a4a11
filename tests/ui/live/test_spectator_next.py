"""The spectator screen's "next at this table": the match the desk calls to this table, shown
under the match being played, from the tournaments of the data folder."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from ninescore.describe.room import next_at_table_text
from ninescore.ui.live.menu import LiveMenus
from ninescore.ui.live.next_table import NextAtTable
from ninescore.ui.live.spectator import SCREEN_SETTING, Spectator
from ninescore.ui.main_window import MainWindow
from ninescore.ui.wiring import live_views
from tests.feed.tournament_helpers import call, draw, play

from ..window_fixtures import colour_share, scoring_window  # noqa: F401 - the window fixture
from .test_spectator import open_spectator, start_match

GOLD = "#ffd54a"
SCREENSHOTS = os.environ.get("NINESCORE_SCREENSHOTS")


@pytest.fixture
def spectator(qtbot: QtBot) -> Iterator[Spectator]:
    QSettings().remove(SCREEN_SETTING)
    made = Spectator()
    yield made
    made.close()


def test_the_match_called_here_next_is_shown_and_follows_the_desk(
    data_dir: Path, spectator: Spectator, qtbot: QtBot
) -> None:
    draw(data_dir)
    call(data_dir, ("2", "3"))  # match 1 to table 2, match 2 (Gleb v Dina) to table 3
    NextAtTable(spectator, lambda: (data_dir, "3"))
    screen = spectator.open()
    assert screen is not None
    qtbot.waitExposed(screen)
    qtbot.waitUntil(lambda: screen.next_text == next_at_table_text("Gleb", "Dina", 2))
    # Nothing is being scored here: the line is under "No match is being scored", in gold.
    image = screen.grab().toImage()
    band = image.copy(0, int(image.height() * 0.62), image.width(), int(image.height() * 0.12))
    assert colour_share(band, GOLD) > 0.002
    # Table 3 plays it; the desk takes the result in and calls the next match here.
    play(data_dir, "3")
    qtbot.waitUntil(lambda: screen.next_text == "", timeout=6000)
    report = call(data_dir, ("2", "3"))
    [called] = [c for c in report.called if c.table == "3"]
    expected = next_at_table_text(*called.players, called.match_id)
    qtbot.waitUntil(lambda: screen.next_text == expected, timeout=6000)


def test_without_a_table_or_a_tournament_nothing_is_shown(
    data_dir: Path, spectator: Spectator, qtbot: QtBot
) -> None:
    draw(data_dir)
    call(data_dir, ("3",))
    where = [(data_dir, "")]
    follows = NextAtTable(spectator, lambda: where[0])
    screen = spectator.open()
    assert screen is not None
    assert screen.next_text == ""
    where[0] = (data_dir, "7")  # a table nothing is called to
    follows.look()
    follows.wait()
    qtbot.waitUntil(lambda: spectator.is_open)
    assert screen.next_text == ""
    where[0] = (data_dir, "3")
    follows.look()
    qtbot.waitUntil(lambda: screen.next_text == next_at_table_text("Anna", "Ivan", 1))


def test_the_scoring_windows_spectator_shows_what_is_called_to_its_table(
    window: MainWindow, data_dir: Path, qtbot: QtBot
) -> None:
    draw(data_dir)
    call(data_dir, ("3",))
    qtbot.waitUntil(lambda: live_views(window) is not None)
    live = live_views(window)
    assert isinstance(live, LiveMenus)
    QSettings().remove(SCREEN_SETTING)
    start_match(window)  # a match at table 3: what is called there next shows under it
    screen = open_spectator(live, qtbot)
    try:
        qtbot.waitUntil(lambda: screen.next_text == next_at_table_text("Anna", "Ivan", 1))
        image = screen.grab().toImage()
        band = image.copy(0, int(image.height() * 0.93), image.width(), int(image.height() * 0.07))
        assert colour_share(band, GOLD) > 0.002
        if SCREENSHOTS:
            assert image.save(str(Path(SCREENSHOTS) / "spectator-next-at-table.png"))
    finally:
        live.spectator.close()
        live.feed.stop()
