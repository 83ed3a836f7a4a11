"""A frame starts on its break (R13), and every rack's break is a break: the same numbers in the
statistics, the CSV, the sheet and the cache."""

from __future__ import annotations

import csv
import io
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from ninescore import stats
from ninescore.records.record import MatchRecord
from ninescore.records.store import Store
from ninescore.rules import Shot, Stalemate
from ninescore.sheet.content import sheet_content
from ninescore.stats.cache import StatsCache

START = datetime(2025, 3, 1, 18, 0, tzinfo=UTC)


def idle_before_the_second_break() -> MatchRecord:
    """Frame 1: a golden break at 18:00:00.  Then 50 s of racking and chalk; frame 2 is broken at
    18:00:50 and won by a run-out at 18:01:08 (18 s of play)."""
    record = MatchRecord.new(players=("Anna", "Boris"), race_to=2, created=START)
    record.append(Shot(pocketed={9}), at=START)
    record.append(Shot(pocketed={1}), at=START + timedelta(seconds=50))
    record.append(
        Shot(first_contact=2, pocketed=frozenset(range(2, 10))), at=START + timedelta(seconds=68)
    )
    return record


def stalemated_then_won() -> MatchRecord:
    """Anna breaks (makes the 1 and the 2), both miss, a stalemate is agreed (option:stalemate);
    Anna breaks the new rack dry and Boris runs out."""
    record = MatchRecord.new(players=("Anna", "Boris"), race_to=2, created=START)
    moments = (START + timedelta(seconds=30 * n) for n in range(20))
    for action in (
        Shot(pocketed={1, 2}),
        Shot(first_contact=3),
        Shot(first_contact=3),
        Stalemate(),
        Shot(balls_to_rail=4),
        Shot(first_contact=1, pocketed=frozenset(range(1, 10))),
    ):
        record.append(action, at=next(moments))
    return record


def test_the_second_frame_runs_from_its_break_not_from_the_end_of_the_first() -> None:
    numbers = stats.record_stats(idle_before_the_second_break())

    first, second = numbers.frames
    assert first.duration == timedelta(0)
    assert second.started == START + timedelta(seconds=50)
    assert second.duration == timedelta(seconds=18)  # not 1:08 with the 50 s of idle
    assert numbers.duration == timedelta(seconds=68)  # the match holds the idle


def test_the_csv_says_the_same(tmp_path: Path) -> None:
    stream = io.StringIO()
    stats.write_frames_csv(stream, [idle_before_the_second_break()])
    rows = list(csv.DictReader(io.StringIO(stream.getvalue())))

    assert [row["duration_s"] for row in rows] == ["0", "18"]
    assert rows[1]["started"] == "2025-03-01T18:00:50Z"


def test_the_sheet_says_the_same(qapp: QApplication) -> None:
    content = sheet_content(idle_before_the_second_break(), detail=True)

    assert [row.duration for row in content.frames] == ["0:00", "0:18"]
    assert content.frame_logs[1].heading.endswith("— 0:18")


def test_a_stalemated_rack_s_break_is_counted_under_breaks() -> None:
    numbers = stats.record_stats(stalemated_then_won())

    (frame,) = numbers.frames
    assert frame.rerack_breaks == (stats.BreakResult.MADE,)
    assert frame.break_result is stats.BreakResult.DRY
    anna = numbers.players[0]
    # Two breaks played, as her four shots and her innings are counted across both racks.
    assert (anna.breaks, anna.made_breaks, anna.dry_breaks) == (2, 1, 1)
    assert anna.shots == 3
    assert numbers.players[1].breaks == 0
    (career,) = [player for player in stats.all_player_stats([stalemated_then_won()])][:1]
    assert (career.name, career.breaks) == ("Anna", 2)

    stream = io.StringIO()
    stats.write_matches_csv(stream, [stalemated_then_won()])
    (row,) = csv.DictReader(io.StringIO(stream.getvalue()))
    assert (row["p1_breaks"], row["p1_made_breaks"], row["p1_dry_breaks"]) == ("2", "1", "1")


@pytest.mark.parametrize("record", [stalemated_then_won, idle_before_the_second_break])
def test_the_cache_keeps_the_same_numbers(data_dir: Path, record: object) -> None:
    store = Store(data_dir, durable=False)
    try:
        saved = record()  # type: ignore[operator]
        store.save(saved)
        cache = StatsCache(store)
        cache.refresh()
        truth = stats.record_stats(saved)
        assert [frame for _head, frame in cache.frames()] == list(truth.frames)
        ((_head, numbers),) = list(cache.matches())
        assert numbers.players == truth.players
    finally:
        store.close()
