"""The index is a cache: rebuilt when deleted, refreshed when files change behind its back."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

from ninescore.records import Store
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


def test_a_damaged_index_is_rebuilt(store: Store, data_dir: Path) -> None:
    store.save(small_match())
    before = store.list()
    store.close()
    for path in data_dir.glob("index.sqlite3*"):
        path.write_bytes(b"this is not a database" * 100)
    fresh = Store(data_dir)
    assert fresh.list() == before
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
