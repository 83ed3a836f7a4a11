"""The history in Russian on a 1024×600 tablet: nothing scrolls sideways, and a player's name
in a column heading is shown whole, as typed (the players' table read "Clara mirnov" in
columns a dozen pixels wide)."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QTableWidget
from pytestqt.qtbot import QtBot

from ninescore.records import MatchRecord, Store
from ninescore.rules import Shot
from ninescore.ui.history import export as history_export
from ninescore.ui.history.window import HistoryWindow

from ..flush import flush
from .test_history import store  # noqa: F401

TABLET = QRect(0, 0, 1024, 600)


def sideways_scrolling(window: HistoryWindow) -> list[str]:
    return [
        f"{area.objectName() or type(area).__name__}: {area.horizontalScrollBar().maximum()}"
        for area in window.findChildren(QAbstractScrollArea)
        if area.isVisibleTo(window)
        and area.horizontalScrollBar().isVisibleTo(window)
        and area.horizontalScrollBar().maximum() > 0
    ]


def cut_headings(table: QTableWidget) -> list[str]:
    """Column headings with a word wider than its column."""
    header = table.horizontalHeader()
    metrics = header.fontMetrics()
    cut = []
    for column in range(table.columnCount()):
        item = table.horizontalHeaderItem(column)
        assert item is not None
        # A heading's line may break after a space or a hyphen ("Kowalczyk-" / "Lindqvist").
        words = re.split(r"\s+|(?<=-)", item.text())
        widest = max(metrics.horizontalAdvance(word) for word in words)
        if widest > header.sectionSize(column) - 4:
            cut.append(f"{item.text()!r} in {header.sectionSize(column)} px")
    return cut


@pytest.mark.parametrize("name", ["Clara Smirnov", "Anna Kowalczyk-Lindqvist"])
def test_the_russian_history_fits_a_tablet_and_shows_names_whole(
    name: str,
    russian: QApplication,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    store: Store,  # noqa: F811
) -> None:
    record = MatchRecord.new(
        players=(name, "Boris"),
        race_to=1,
        event="Known Cup",
        created=datetime.now(UTC) - timedelta(days=1),
    )
    record.append(Shot(pocketed={9}, balls_to_rail=5))
    store.save(record)
    # A 1024×600 tablet: what the window's placement asks for the free area.
    monkeypatch.setattr(history_export, "free_area", lambda window, parent: TABLET)
    window = HistoryWindow(store)
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)
    flush()
    assert 1000 <= window.width() <= 1024 and window.height() <= 600
    assert sideways_scrolling(window) == []

    assert window.open_match(record.id)
    flush()
    assert window.match_panel.heading.text() == f"{name} – Boris"
    assert sideways_scrolling(window) == []
    numbers = window.match_panel.numbers
    assert numbers.horizontalHeaderItem(0).text() == name
    assert cut_headings(numbers) == []

    window.show_player(name, "Boris")
    qtbot.waitUntil(lambda: window.players.result is not None, timeout=10_000)
    flush()
    table = window.players.numbers
    headings = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert headings[0].startswith(name + ",")
    assert cut_headings(table) == []
    assert sideways_scrolling(window) == []
