"""The statistics cache: the same numbers as a replay, following the folder, surviving damage."""

from __future__ import annotations

import io
import logging
import os
import shutil
import sqlite3
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest

from ninescore import stats
from ninescore.records.demo import generate
from ninescore.records.record import MatchRecord
from ninescore.records.store import Store
from ninescore.stats import cache as cache_module
from ninescore.stats import cache_workers
from ninescore.stats.cache import Selection, StatsCache


@pytest.fixture
def demo(data_dir: Path) -> Iterator[Store]:
    """Forty demo matches, as `ninescore demo` saves them."""
    store = Store(data_dir, durable=False)
    generate(store, 40, seed=18, keep=False)
    yield store
    store.close()


class Lines(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(record.getMessage())


@pytest.fixture
def log() -> Iterator[Lines]:
    """The lines ninescore logs (its logger may not propagate to pytest's, once set up)."""
    handler = Lines()
    logger = logging.getLogger("ninescore")
    level = logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    yield handler
    logger.removeHandler(handler)
    logger.setLevel(level)


def replayed(store: Store) -> list[MatchRecord]:
    """Every stored match read and replayed from its file, oldest first: the truth."""
    records = [store.load(path) for path in sorted(store.matches_path.glob("*.json"))]
    return sorted(records, key=lambda record: (record.created, record.id, str(record.source_path)))


def csv_text(write: object, *arguments: object) -> str:
    stream = io.StringIO()
    write(stream, *arguments)  # type: ignore[operator]
    return stream.getvalue()


def assert_same_as_replay(store: Store, selection: Selection = cache_module.EVERYTHING) -> None:
    records = [
        record
        for record in replayed(store)
        if selection.admits(record, record.source_path.name if record.source_path else "")
    ]
    cache = StatsCache(store)
    cache.refresh(selection)
    try:
        cached = list(cache.matches(selection))
        assert [head.id for head, _numbers in cached] == [record.id for record in records]
        for (head, numbers), record in zip(cached, records, strict=True):
            truth = stats.record_stats(record)
            assert head.players == tuple(record.players)
            assert (head.event, head.round, head.table, head.status, head.created) == (
                record.event,
                record.round,
                record.table,
                record.status,
                record.created,
            )
            for field in ("race_to", "score", "winner", "frame_count", "reracks", "started",
                          "ended", "duration", "players"):  # fmt: skip
                assert getattr(numbers, field) == getattr(truth, field), (record.id, field)
        frames = [frame for record in records for frame in stats.record_stats(record).frames]
        assert [frame for _head, frame in cache.frames(selection)] == frames
        assert cache.all_player_stats(selection) == stats.all_player_stats(records)
        # The files a person gets are byte for byte those of a replay.
        assert csv_text(
            stats.write_csv,
            stats.MATCHES_COLUMNS,
            (stats.match_cells(head, numbers) for head, numbers in cache.matches(selection)),
        ) == csv_text(stats.write_matches_csv, records)
        assert csv_text(
            stats.write_csv,
            stats.FRAME_COLUMNS,
            (stats.frame_cells(head, frame) for head, frame in cache.frames(selection)),
        ) == csv_text(stats.write_frames_csv, records)
        if records:
            a, b = records[0].players
            assert cache.player_stats(a, selection) == stats.player_stats(records, a)
            assert cache.head_to_head(a, b, selection) == stats.head_to_head(records, a, b)
    finally:
        cache.close()


def test_the_cache_gives_every_number_a_replay_gives(demo: Store) -> None:
    assert_same_as_replay(demo)  # cold: computed now
    assert_same_as_replay(demo)  # warm: read back from the index


def test_a_filtered_export_gives_what_a_replay_of_the_chosen_matches_gives(demo: Store) -> None:
    record = replayed(demo)[5]
    day = stats.local_date(record.created)
    for selection in (
        Selection(player=record.players[0].upper()),
        Selection(event=record.event),
        Selection(since=day, until=day + timedelta(days=3)),
        Selection(player="nobody at all"),
    ):
        assert_same_as_replay(demo, selection)


def test_filters_choose_the_files_before_any_is_read(
    demo: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    demo.list()  # the listing is warm, the statistics cold
    player = replayed(demo)[0].players[0]
    theirs = {
        record.source_path.name
        for record in replayed(demo)
        if record.source_path is not None and stats.player_index(record, player) is not None
    }
    read: list[str] = []
    real = cache_workers.read_match_bytes

    def counting(path: Path, limit: int) -> tuple[bytes, os.stat_result]:
        read.append(path.name)
        return real(path, limit)

    # Every way the cache reads a match file: a refresh's (the workers') and a damaged row's.
    for module in (cache_workers, cache_module):
        monkeypatch.setattr(module, "read_match_bytes", counting)
    cache = StatsCache(demo)
    cache.refresh(Selection(player=player))
    cache.close()
    assert sorted(read) == sorted(theirs)
    assert len(theirs) < 40


def test_the_cache_follows_changed_new_and_vanished_files(demo: Store, data_dir: Path) -> None:
    assert_same_as_replay(demo)
    files = sorted(demo.matches_path.glob("*.json"))
    # Changed: another shot on a stored match (ninescore's own save: a new file renamed over).
    changed = demo.load(files[0])
    if changed.status == "in_progress":
        changed.append(stats_shot())
    else:
        changed.event = "Renamed Cup"
    demo.save(changed)
    # Rewritten in place by another program that keeps the size and the time (a synced
    # folder's copy, a restore): only the inode and the ctime say it is another file.
    rewritten = next(path for path in files[1:] if _event_letter(path.read_bytes()).isalpha())
    old = rewritten.stat()
    data = rewritten.read_bytes()
    at = data.index(b'"event": "') + len(b'"event": "')
    letter = b"Q" if data[at : at + 1] != b"Q" else b"Z"
    replacement = demo.matches_path / ".incoming"
    replacement.write_bytes(data[:at] + letter + data[at + 1 :])
    os.utime(replacement, ns=(old.st_atime_ns, old.st_mtime_ns))
    os.replace(replacement, rewritten)
    assert (rewritten.stat().st_size, rewritten.stat().st_mtime_ns) == (
        old.st_size,
        old.st_mtime_ns,
    )
    # Vanished, and new.
    next(path for path in files[2:] if path != rewritten).unlink()
    generate(demo, 2, seed=99, keep=False)
    assert_same_as_replay(demo)


def _event_letter(data: bytes) -> bytes:
    """The first byte of the event's name (ASCII, or not a letter)."""
    at = data.index(b'"event": "') + len(b'"event": "')
    return data[at : at + 1] if data[at] < 128 else b"-"


def stats_shot() -> object:
    from ninescore.rules import Shot

    return Shot(first_contact=1)


def test_a_damaged_cache_file_is_rebuilt_with_a_line_in_the_log(
    demo: Store, data_dir: Path, log: Lines
) -> None:
    assert_same_as_replay(demo)
    demo.close()
    index = data_dir / "index.sqlite3"
    data = bytearray(index.read_bytes())
    data[4096:] = b"\xff" * (len(data) - 4096)
    index.write_bytes(bytes(data))
    fresh = Store(data_dir)
    try:
        assert_same_as_replay(fresh)
    finally:
        fresh.close()
    assert any("damaged" in line for line in log.lines)


@pytest.mark.parametrize(
    "damage",
    [
        "UPDATE stat_players SET shots = shots + 1 WHERE side = 0",
        "UPDATE stat_matches SET score0 = 7",
        "UPDATE stat_frames SET p1_balls = 99 WHERE number = 1",
        "DELETE FROM stat_frames WHERE number = 2",
        "DELETE FROM stat_players WHERE side = 1",
    ],
)
def test_a_damaged_row_is_computed_again_from_its_file(
    demo: Store, damage: str, log: Lines
) -> None:
    assert_same_as_replay(demo)
    connection = sqlite3.connect(demo.index.path)
    connection.execute(damage)
    connection.commit()
    connection.close()
    assert_same_as_replay(demo)
    assert any("damaged" in line for line in log.lines)


def test_a_cache_of_other_definitions_is_computed_anew(demo: Store, log: Lines) -> None:
    assert_same_as_replay(demo)
    connection = sqlite3.connect(demo.index.path)
    connection.execute("UPDATE stat_players SET shots = 0")  # numbers of "another definition"
    connection.execute("UPDATE stat_meta SET value = 0 WHERE key = 'version'")
    connection.commit()
    connection.close()
    assert_same_as_replay(demo)
    assert any("made anew for version" in line for line in log.lines)


def cache_contents(store: Store, jobs: int) -> tuple[list[str], str, str, list[object]]:
    """A cold refresh with ``jobs``: the problems said, the matches' and frames' CSV, and every
    player's numbers."""
    cache = StatsCache(store)
    try:
        cache.refresh(jobs=jobs)
        problems = [
            problem.describe(lambda _context, text: text).replace(str(store.data_path), "DATA")
            for problem in cache.problems
        ]
        matches = csv_text(
            stats.write_csv,
            stats.MATCHES_COLUMNS,
            (stats.match_cells(head, numbers) for head, numbers in cache.matches()),
        )
        frames = csv_text(
            stats.write_csv,
            stats.FRAME_COLUMNS,
            (stats.frame_cells(head, frame) for head, frame in cache.frames()),
        )
        return problems, matches, frames, list(cache.all_player_stats())
    finally:
        cache.close()


def test_worker_processes_fill_a_cold_cache_as_one_process_does(
    demo: Store, data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A file that cannot be loaded among them: what a worker found comes back to be said.
    (demo.matches_path / "00000000-0000-4000-8000-000000000000.json").write_text("{", "utf-8")
    demo.close()
    folders = [tmp_path / "one", tmp_path / "two"]
    for folder in folders:
        shutil.copytree(data_dir, folder)
        for leftover in folder.glob("index.sqlite3*"):
            leftover.unlink()  # cold: nothing cached yet
    monkeypatch.setattr(cache_module, "PARALLEL_FROM", 8)  # forty files are enough to share
    pools: list[int] = []
    real_workers = cache_workers.workers

    def counted(jobs: int) -> object:
        pools.append(jobs)
        return real_workers(jobs)

    monkeypatch.setattr(cache_workers, "workers", counted)
    found = []
    for folder, jobs in zip(folders, (1, 2), strict=True):
        store = Store(folder, durable=False)
        try:
            found.append(cache_contents(store, jobs))
        finally:
            store.close()

    assert pools == [1, 2]
    serial, parallel = found
    assert len(serial[0]) == 1 and serial[1].count("\n") == 41  # the header and 40 matches
    assert parallel == serial
