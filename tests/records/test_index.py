"""The index is a cache: rebuilt when deleted, refreshed when files change behind its back."""

from __future__ import annotations

import json
import marshal
import os
import random
import shutil
import sqlite3
import subprocess
import sys
import time
import zlib
from collections.abc import Callable
from pathlib import Path

import pytest

from ninescore.records import MatchSummary, RecordError, Store
from ninescore.records.index import ALTERNATE_NAME, APPLICATION_ID
from ninescore.rules import Shot

from .helpers import sample, small_match


def test_listing_is_newest_first_with_the_replayed_results(store: Store) -> None:
    records = [sample(seed) for seed in range(8)]
    for record in records:
        store.save(record)
    listed = store.list()
    assert [summary.id for summary in listed] == [
        record.id for record in sorted(records, key=lambda r: r.created, reverse=True)
    ]
    by_id = {record.id: record for record in records}
    for summary in listed:
        record = by_id[summary.id]
        assert summary.score == record.score and summary.status == record.status
        assert summary.players == record.players and summary.race_to == record.race_to
        assert summary.created == record.created and summary.updated == record.updated
        assert summary.event == record.event and summary.table == record.table
        assert summary.winner == record.winner


def test_deleting_the_index_loses_nothing(store: Store, data_dir: Path) -> None:
    for seed in range(5):
        store.save(sample(seed))
    before = store.list()
    store.close()
    os.remove(store.index.path)
    fresh = Store(data_dir)
    assert fresh.list() == before
    fresh.close()


def test_bytes_that_are_not_an_index_are_left_alone_and_the_list_is_whole(
    store: Store, data_dir: Path
) -> None:
    store.save(small_match())
    before = store.list()
    store.close()
    garbage = b"this is not a database" * 100
    (data_dir / "index.sqlite3").write_bytes(garbage)
    fresh = Store(data_dir)
    assert fresh.list() == before
    assert (data_dir / "index.sqlite3").read_bytes() == garbage  # not provably ours: kept
    assert [notice.kind for notice in fresh.notices] == ["index_elsewhere"]
    assert fresh.index.path.name == ALTERNATE_NAME
    fresh.close()


def test_files_copied_in_changed_and_removed_behind_its_back_are_noticed(
    store: Store, tmp_path: Path
) -> None:
    kept = small_match()
    store.save(kept)
    assert len(store.list()) == 1
    # Copied in from another table's machine.
    other = Store(tmp_path / "other")
    copied = sample(11)
    shutil.copy(other.save(copied), store.matches_path)
    other.close()
    assert {summary.id for summary in store.list()} == {kept.id, copied.id}
    # Changed behind its back (another program, a synced folder).
    path = store.path_of(kept.id)
    edited = json.loads(path.read_text("utf-8"))
    edited["event"] = "Renamed event"
    path.write_text(json.dumps(edited, ensure_ascii=False, indent=2), encoding="utf-8")
    assert {summary.id: summary.event for summary in store.list()}[kept.id] == "Renamed event"
    # Removed.
    store.path_of(copied.id).unlink()
    assert [summary.id for summary in store.list()] == [kept.id]


def test_a_file_that_becomes_damaged_leaves_the_list_and_comes_back_when_repaired(
    store: Store,
) -> None:
    record = small_match()
    path = store.save(record)
    good = path.read_bytes()
    path.write_bytes(good[:100])
    assert store.list() == []
    assert [problem.path for problem in store.problems] == [path]
    # The problem is remembered by the index, not re-read: still reported on the next list.
    assert store.list() == [] and len(store.problems) == 1
    path.write_bytes(good)
    assert [summary.id for summary in store.list()] == [record.id]
    assert store.problems == []


def test_saving_updates_the_index_without_reading_the_file_back(store: Store) -> None:
    record = small_match()
    store.save(record)
    store.list()
    record.append(Shot(first_contact=1, pocketed=frozenset({1})))
    store.save(record)
    assert store.index.signatures() == {
        f"{record.id}.json": (
            store.path_of(record.id).stat().st_mtime_ns,
            store.path_of(record.id).stat().st_size,
        )
    }
    [summary] = store.list()
    assert summary.updated == record.updated


def test_a_read_only_index_still_lists(store: Store, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import sqlite3

    record = small_match()
    store.save(record)
    store.close()

    def broken(*args: object, **kwargs: object) -> None:
        raise sqlite3.OperationalError("unable to open database file")

    monkeypatch.setattr(sqlite3, "connect", broken)
    assert [summary.id for summary in store.list()] == [record.id]


# -- an index that cannot be trusted: someone else's file, damage, another process holding it ---

SOAKING = os.environ.get("NINESCORE_SOAK") == "1"


def crc(cells: tuple[object, ...]) -> int:
    """The checksum the index keeps with a row: forged rows must pass it, or a test of what the
    index trusts would only show that it refuses a bad checksum."""
    from ninescore.records.index_rows import checksum

    return checksum(cells)


def index_bytes(data_dir: Path) -> tuple[Path, bytearray]:
    """The index file, with everything in it (the WAL checkpointed), to damage by hand."""
    index = data_dir / "index.sqlite3"
    connection = sqlite3.connect(index)
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.close()
    return index, bytearray(index.read_bytes())


def truth(store: Store) -> list[tuple[str, tuple[int, int], str]]:
    """What the files say, read one by one without the index."""
    found = []
    for path in sorted(store.matches_path.glob("*.json")):
        record = store.load(path)
        found.append((record.id, record.score, record.status))
    return sorted(found)


def as_listed(store: Store) -> list[tuple[str, tuple[int, int], str]]:
    return sorted((s.id, s.score, s.status) for s in store.list())


@pytest.fixture
def twenty(store: Store) -> Store:
    for seed in range(20):
        store.save(sample(seed))
    store.list()
    return store


def another_programs_database(path: Path, version: int) -> bytes:
    connection = sqlite3.connect(path)
    connection.executescript(
        "CREATE TABLE files (path TEXT, owner TEXT); CREATE TABLE precious (x);"
        "INSERT INTO precious VALUES ('the accounts of the club');"
        f"PRAGMA user_version={version};"
    )
    connection.close()
    return path.read_bytes()


@pytest.mark.parametrize("version", [2, 4, 99])
def test_another_programs_index_file_is_never_changed_by_list_save_export_or_demo(
    data_dir: Path, version: int
) -> None:
    index = data_dir / "index.sqlite3"
    original = another_programs_database(index, version)
    store = Store(data_dir)
    for seed in range(3):
        store.save(sample(seed))
    assert len(store.list()) == 3
    store.close()
    for command in (["demo", "--count", "2", "--no-sync"], ["export", "--csv", "-"], ["list"]):
        result = subprocess.run(
            [
                sys.executable,
                "-m",
                "ninescore",
                "--lang",
                "en",
                "--data-dir",
                str(data_dir),
                *command,
            ],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert result.returncode == 0, result.stderr
        assert "is not ninescore's index, so it is left alone" in result.stderr
    assert index.read_bytes() == original
    assert not (data_dir / "index.sqlite3-wal").exists()
    fresh = Store(data_dir)
    assert len(fresh.list()) == 5
    fresh.close()


def test_an_index_written_by_an_earlier_ninescore_is_adopted(store: Store, data_dir: Path) -> None:
    record = small_match()
    store.save(record)
    store.close()
    connection = sqlite3.connect(data_dir / "index.sqlite3")
    connection.execute("PRAGMA journal_mode=DELETE")
    connection.execute("PRAGMA application_id=0")  # as every index before this version
    connection.execute("PRAGMA user_version=4")
    # Nor had they the listing kept whole (schema 8) or its triggers: the tables of version 4.
    for (trigger,) in connection.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'"):
        connection.execute(f"DROP TRIGGER {trigger}")
    connection.execute("DROP TABLE listing")
    connection.execute("DROP TABLE listing_current")
    connection.close()
    fresh = Store(data_dir)
    assert [summary.id for summary in fresh.list()] == [record.id]
    assert fresh.notices == [] and fresh.index.path.name == "index.sqlite3"
    fresh.close()
    connection = sqlite3.connect(data_dir / "index.sqlite3")
    assert connection.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    connection.close()


def test_our_own_damaged_index_is_rebuilt(twenty: Store, data_dir: Path) -> None:
    expected = truth(twenty)
    twenty.close()
    index, data = index_bytes(data_dir)
    data[4096:] = b"\xff" * (len(data) - 4096)  # every page but the first, with the header
    index.write_bytes(bytes(data))
    fresh = Store(data_dir)
    assert as_listed(fresh) == expected
    assert fresh.index.path == index and fresh.notices == []
    fresh.close()
    connection = sqlite3.connect(index)
    assert connection.execute("SELECT count(*) FROM matches").fetchone()[0] == 20
    connection.close()


@pytest.mark.parametrize("seed", range(200 if SOAKING else 25))
def test_byte_level_damage_to_the_index_never_loses_a_match(
    twenty: Store, data_dir: Path, seed: int
) -> None:
    expected = truth(twenty)
    twenty.close()
    index, data = index_bytes(data_dir)
    rng = random.Random(seed)
    for _ in range(rng.choice([1, 3, 10, 50])):
        data[rng.randrange(len(data))] = rng.randrange(256)
    index.write_bytes(bytes(data))
    fresh = Store(data_dir)
    assert as_listed(fresh) == expected
    assert as_listed(fresh) == expected  # and again, from what the first listing repaired
    fresh.close()


@pytest.mark.parametrize(
    "damage",
    [
        "UPDATE matches SET created = '2024-02-31T10:00:00.000000+00:00' WHERE rowid = 1",
        "UPDATE matches SET updated = 'yesterday' WHERE rowid = 2",
        "UPDATE matches SET score0 = 'x' WHERE rowid = 3",
        "UPDATE matches SET status = 'won' WHERE rowid = 4",
        "UPDATE matches SET winner = 7 WHERE rowid = 5",
        "UPDATE matches SET player0 = 12 WHERE rowid = 6",
        "UPDATE matches SET race1 = 0 WHERE rowid = 7",
        "UPDATE files SET mtime_ns = 'later'",
        "DELETE FROM matches WHERE rowid % 4 = 0",
        "forged problem: mismatch|score|{not json",
        "forged problem: no_such_kind||{}",
        "forged problem: mismatch|score|{}",
    ],
)
def test_a_damaged_cell_in_a_sound_index_is_read_again_from_its_file(
    twenty: Store, damage: str
) -> None:
    expected = truth(twenty)
    connection = sqlite3.connect(twenty.index.path)
    if damage.startswith("forged problem: "):
        # A row that passes the checksum (written by hand, carefully) but says nothing sound.
        kind, place, detail = damage.removeprefix("forged problem: ").split("|")
        names = [row[0] for row in connection.execute("SELECT name FROM files LIMIT 3")]
        for name in names:
            row = (name, kind, place, detail)
            connection.execute("INSERT INTO problems VALUES (?, ?, ?, ?, ?)", (*row, crc(row)))
    else:
        connection.execute(damage)
    connection.commit()
    connection.close()
    fresh = Store(twenty.data_path)
    for summary in fresh.list():
        summary.created, summary.updated  # noqa: B018 - every value usable, no traceback
    assert as_listed(fresh) == expected
    assert fresh.problems == []
    fresh.close()


def test_a_stored_path_is_never_trusted(twenty: Store, tmp_path: Path) -> None:
    outside = tmp_path / "home" / "x.json"
    outside.parent.mkdir()
    victim = sample(99)
    outside.write_text(victim.to_json(), encoding="utf-8")
    before = outside.read_bytes()
    forged = "../../home/x.json"
    status = outside.stat()
    connection = sqlite3.connect(twenty.index.path)
    connection.execute(
        "INSERT INTO files VALUES (?, ?, ?)", (forged, status.st_mtime_ns, status.st_size)
    )
    summary = MatchSummary.of(victim, outside)
    cells = (
        victim.id, forged, summary.created_text, summary.updated_text, summary.player0,
        summary.player1, summary.race0, summary.race1, summary.score0, summary.score1,
        summary.status, summary.event, summary.round, summary.table, summary.frames,
        summary.winner, summary.referee,
    )  # fmt: skip
    connection.execute(
        "INSERT INTO matches (id, name, created, updated, player0, player1, race0, race1, "
        "score0, score1, status, event, round, table_name, frames, winner, referee, summary, "
        "mtime_ns, size, checksum) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (*cells, marshal.dumps(cells, 0), status.st_mtime_ns, status.st_size, crc(cells)),
    )
    connection.commit()
    connection.close()
    fresh = Store(twenty.data_path)
    assert victim.id not in {summary.id for summary in fresh.list()}
    with pytest.raises(RecordError):
        fresh.delete(victim.id)
    assert outside.read_bytes() == before
    listed = fresh.list()
    assert len(listed) == 20  # the twenty, and not the match outside
    assert all(summary.path.parent == fresh.matches_path for summary in listed)
    fresh.close()


def test_an_index_held_by_another_process_lists_from_the_files_and_holds_up_nothing(
    twenty: Store,
) -> None:
    expected = truth(twenty)
    holder = sqlite3.connect(twenty.index.path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    holder.execute("DELETE FROM matches")  # uncommitted: nobody may read the half
    try:
        fresh = Store(twenty.data_path)
        assert as_listed(fresh) == expected
        record = small_match()
        started = time.monotonic()
        fresh.save(record)
        for _ in range(5):
            record.append(Shot())
            fresh.save(record)
        # Each save waits for the index a moment at most, never seconds (it was 5 s a shot).
        assert time.monotonic() - started < 3.0
        expected = truth(fresh)
        assert as_listed(fresh) == expected
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    fresh.index._busy_until = 0.0  # the two seconds it leaves a busy index alone are over
    assert as_listed(fresh) == expected  # and the index catches up once it is free
    assert fresh.index.signatures() is not None and len(fresh.index.signatures() or {}) == 21
    fresh.close()


def forge_row(store: Store, forged: Callable[[bytes], bytes]) -> None:
    """One match row's summary replaced by ``forged(summary)`` with its checksum made right, as
    another program could."""
    connection = sqlite3.connect(store.index.path)
    victim, blob = connection.execute("SELECT name, summary FROM matches LIMIT 1").fetchone()
    blob = forged(blob)
    connection.execute(
        "UPDATE matches SET summary = ?, checksum = ? WHERE name = ?",
        (blob, zlib.crc32(blob), victim),
    )
    connection.commit()
    connection.close()


@pytest.mark.parametrize(
    "forged",
    [
        ("x",) * 16 + (1.5,),  # a float where only texts, integers and None are written
        (compile("1", "<forged>", "eval"),) * 17,  # an object marshal makes, never a cell
        ("too", "short"),
        [1, 2, 3],
    ],
    ids=["float", "code", "short", "list"],
)
def test_a_forged_summary_with_a_right_checksum_is_not_believed(
    twenty: Store, forged: object
) -> None:
    expected = as_listed(twenty)
    forge_row(twenty, lambda _blob: marshal.dumps(forged))
    fresh = Store(twenty.data_path)
    assert as_listed(fresh) == expected  # the forged row's file was read again
    assert all(type(summary.created_text) is str for summary in fresh.list())
    fresh.close()


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("created_text", 5),  # the listing's sort would stop at a time that is a number
        ("status", "won on a coin toss"),  # no label for it
        ("winner", 5),  # the winner's name is read by it
        ("score0", "3"),  # a text where the summary holds a number
        ("player1", None),
        ("file_name", "/etc/passwd"),  # a summary's path is its folder and this name
        ("created_text", "z" * 32),  # the history reads it back as a time
        ("updated_text", "2026-12-02T21:31:23.000000"),  # no zone: not comparable with one
    ],
    ids=[
        "time-a-number",
        "unknown-status",
        "winner-not-a-player",
        "score-a-text",
        "no-name",
        "file-name-a-path",
        "time-no-time",
        "time-without-zone",
    ],
)
def test_a_forged_cell_of_a_real_row_with_a_right_checksum_is_not_believed(
    twenty: Store, field: str, value: object
) -> None:
    expected = as_listed(twenty)
    every_field = sorted(twenty.list())

    def with_value(blob: bytes) -> bytes:
        cells = list(marshal.loads(blob))
        cells[MatchSummary._fields.index(field)] = value
        return marshal.dumps(tuple(cells), 0)

    forge_row(twenty, with_value)
    fresh = Store(twenty.data_path)
    assert as_listed(fresh) == expected  # the forged row's file was read again
    listed = fresh.list()
    assert sorted(listed) == every_field
    assert [summary.created for summary in listed] == sorted(
        (summary.created for summary in listed), reverse=True
    )
    fresh.close()


def test_a_row_naming_another_matchs_file_is_not_believed(twenty: Store) -> None:
    every_field = sorted(twenty.list())
    connection = sqlite3.connect(twenty.index.path)
    (other,) = connection.execute("SELECT name FROM matches ORDER BY name DESC LIMIT 1").fetchone()
    connection.close()

    def naming_other(blob: bytes) -> bytes:
        cells = list(marshal.loads(blob))
        cells[MatchSummary._fields.index("file_name")] = other
        return marshal.dumps(tuple(cells), 0)

    forge_row(twenty, naming_other)
    fresh = Store(twenty.data_path)
    listed = fresh.list()
    assert sorted(listed) == every_field
    assert len({summary.file_name for summary in listed}) == len(listed)
    fresh.close()
