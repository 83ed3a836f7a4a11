"""The history of a match on the shot clock: its rules by name, its clock's numbers, shot times."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from ninescore.records import MatchRecord, Store
from ninescore.rules import PROFILES, RuleOptions, Shot, ShotClockFoul, UseExtension
from ninescore.ui.history.window import HistoryWindow


@pytest.fixture
def store(data_dir: Path) -> Iterator[Store]:
    store = Store(data_dir, durable=False)
    yield store
    store.close()


def timed_record() -> MatchRecord:
    """Anna breaks (the 2 down), takes an extension and misses after 41.2 s; Boris runs out of
    time (a time foul); Anna, ball in hand, pockets the 1 in 12.0 s."""
    record = MatchRecord.new(
        players=("Anna", "Boris"),
        race_to=3,
        options=PROFILES["wpa"],
        created=datetime.now(UTC) - timedelta(hours=2),
    )
    record.append(Shot(pocketed={2}, balls_to_rail=5))
    record.append(UseExtension())
    record.append(Shot(first_contact=1), shot_time=41.2)
    record.append(ShotClockFoul())
    record.append(Shot(first_contact=1, pocketed={1}), shot_time=12.0)
    return record


def opened(store: Store, qtbot: QtBot, record: MatchRecord) -> HistoryWindow:
    store.save(record)
    window = HistoryWindow(store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.open_match(record.id)
    return window


def numbers(window: HistoryWindow) -> dict[str, list[str]]:
    table = window.match_panel.numbers
    return {
        table.verticalHeaderItem(row).text(): [
            table.item(row, column).text() for column in range(table.columnCount())
        ]
        for row in range(table.rowCount())
    }


def test_a_match_on_the_clock_names_its_rules_and_counts_its_clock(
    store: Store, qtbot: QtBot
) -> None:
    window = opened(store, qtbot, timed_record())
    details = window.match_panel.details
    assert "Rules: WPA World Standardized Rules" in details.text()
    assert "shot clock (R14): 35 s a shot" in details.toolTip()
    shown = numbers(window)
    assert shown["Time fouls"] == ["0", "1"]
    assert shown["Extensions"] == ["1", "0"]
    assert shown["Average shot"] == ["26.6 s", ""]
    assert shown["Longest shot"] == ["41.2 s", ""]


def test_the_replay_shows_each_shots_time(store: Store, qtbot: QtBot) -> None:
    window = opened(store, qtbot, timed_record())
    window.replay_frame(1)
    replay = window.replay
    items = [replay.shots.item(row).text() for row in range(replay.shots.count())]
    assert "·" not in items[0]  # the break: not timed
    assert items[2].endswith("·  41.2 s")
    assert items[3] == "4. Boris: time foul (shot clock)"
    replay.go_to(2)
    assert "shot time 41.2 s" in replay.text_plain()
    replay.go_to(3)
    assert "Foul — time ran out on the shot clock. (R14)" in replay.text_plain()
    assert "shot time" not in replay.text_plain()


def test_a_match_without_a_clock_shows_no_clock_numbers_but_its_shot_times(
    store: Store, qtbot: QtBot
) -> None:
    record = MatchRecord.new(players=("Anna", "Boris"), race_to=3, options=RuleOptions())
    record.append(Shot(pocketed={2}, balls_to_rail=5))
    record.append(Shot(first_contact=1), shot_time=9.5)
    window = opened(store, qtbot, record)
    assert "Rules: The seed's rules" in window.match_panel.details.text()
    shown = numbers(window)
    assert "Time fouls" not in shown and "Extensions" not in shown
    assert shown["Average shot"] == ["9.5 s", ""]
