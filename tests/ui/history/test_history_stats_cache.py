"""The history's player statistics come from the statistics cache: progress while it fills,
then no file read at all, and the numbers a replay gives."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from ninescore import stats
from ninescore.records import Store
from ninescore.records import files as files_module
from ninescore.records import store as store_module
from ninescore.records.demo import generate
from ninescore.stats import cache as cache_module
from ninescore.stats import cache_workers
from ninescore.ui.history import numbers as history_numbers
from ninescore.ui.history.window import HistoryWindow


@pytest.fixture
def stored(data_dir: Path) -> Iterator[Path]:
    store = Store(data_dir, durable=False)
    generate(store, 24, seed=1818, keep=False)
    store.close()
    yield data_dir


def replayed(data_dir: Path) -> list[stats.MatchSource]:
    store = Store(data_dir)
    try:
        return [store.load(path) for path in sorted((data_dir / "matches").glob("*.json"))]
    finally:
        store.close()


def looked_up(qtbot: QtBot, data_dir: Path, name: str, opponent: str) -> HistoryWindow:
    window = HistoryWindow(Store(data_dir))
    qtbot.addWidget(window)
    window.show()
    window.show_player(name, opponent)
    qtbot.waitUntil(lambda: window.players.result is not None, timeout=20_000)
    return window


def test_player_numbers_fill_the_cache_with_progress_then_come_without_reading_a_file(
    qtbot: QtBot, stored: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    records = replayed(stored)
    name, opponent = records[0].players
    monkeypatch.setattr(history_numbers, "CACHE_BATCH", 1)
    shown: list[str] = []

    window = HistoryWindow(Store(stored))
    qtbot.addWidget(window)
    progress = window.players.progress
    original = progress.setText
    monkeypatch.setattr(progress, "setText", lambda text: (shown.append(text), original(text)))
    window.show()
    window.show_player(name, opponent)
    qtbot.waitUntil(lambda: window.players.result is not None, timeout=20_000)
    assert any("Reading matches" in text for text in shown)
    assert window.players.result == stats.player_stats(records, name)
    assert window.players.head_to_head_result == stats.head_to_head(records, name, opponent)
    window.close()
    window.store.close()

    read: list[str] = []
    real_read = cache_module.read_match_bytes

    def counting(path: Path, limit: int, **options: bool) -> tuple[bytes, os.stat_result]:
        read.append(path.name)
        return real_read(path, limit, **options)

    # Every way of reading a match file (the cache's, the store's, a replay's) is counted.
    for module in (cache_module, cache_workers, store_module, files_module):
        monkeypatch.setattr(module, "read_match_bytes", counting)
    warm = looked_up(qtbot, stored, name, opponent)
    assert read == []  # warm: answered by the index alone
    assert warm.players.result == stats.player_stats(records, name)
    assert warm.players.head_to_head_result == stats.head_to_head(records, name, opponent)
    warm.close()
    warm.store.close()
