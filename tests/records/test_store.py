"""Saving, loading, finding and deleting matches in the data folder."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from ninescore.records import MatchRecord, RecordError, Store, StoreError, utc_now
from ninescore.records.errors import ChangedElsewhere
from ninescore.rules import Shot

from .helpers import small_match


def test_save_writes_one_file_named_after_the_id_and_no_temporary_file(store: Store) -> None:
    record = small_match()
    path = store.save(record)
    assert path == store.path_of(record.id) == store.matches_path / f"{record.id}.json"
    assert sorted(os.listdir(store.matches_path)) == [path.name]
    assert record.source_path == path


def test_every_action_saved_is_in_the_file(store: Store) -> None:
    record = small_match()
    for shot in (Shot(first_contact=1, pocketed=frozenset({1})), Shot(first_contact=3)):
        record.append(shot)
        store.save(record)
        assert store.load(record.id).actions == record.actions


def test_the_store_creates_its_folders(tmp_path: Path) -> None:
    Store(tmp_path / "new" / "data").close()
    assert (tmp_path / "new" / "data" / "matches").is_dir()
    assert (tmp_path / "new" / "data" / "trash").is_dir()


def test_a_data_folder_that_is_a_file_gives_one_clear_sentence(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("not a folder")
    with pytest.raises(StoreError) as caught:
        Store(tmp_path / "data")
    assert "cannot be created or used" in str(caught.value)
    assert str(tmp_path / "data") in str(caught.value)


@pytest.mark.parametrize(
    ("code", "words"),
    [
        (errno.EROFS, "read-only or not writable"),
        (errno.EACCES, "read-only or not writable"),
        (errno.ENOSPC, "disk holding"),
        (errno.EIO, "Input/output error"),
    ],
)
@pytest.mark.parametrize("failing", ["os.open", "os.write", "os.fsync", "os.replace"])
def test_a_failing_save_says_why_keeps_the_record_and_a_retry_succeeds(
    store: Store, monkeypatch: pytest.MonkeyPatch, code: int, words: str, failing: str
) -> None:
    record = small_match()
    store.save(record)
    old_bytes = store.path_of(record.id).read_bytes()
    record.append(Shot(first_contact=1, pocketed=frozenset({1})))
    actions = record.actions
    original = getattr(os, failing.split(".")[1])

    def fail(*args: object, **kwargs: object) -> object:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(os, failing.split(".")[1], fail)
    with pytest.raises(StoreError) as caught:
        store.save(record)
    monkeypatch.setattr(os, failing.split(".")[1], original)
    assert words in str(caught.value)
    assert "\n" not in str(caught.value)
    assert record.actions == actions  # still in memory
    assert store.path_of(record.id).read_bytes() == old_bytes  # the old file, whole
    assert os.listdir(store.matches_path) == [f"{record.id}.json"]  # no temporary file left
    store.save(record)  # the retry
    assert store.load(record.id).actions == actions


def test_a_damaged_file_is_never_overwritten_and_our_version_is_kept_beside_it(
    store: Store,
) -> None:
    record = small_match()
    path = store.path_of(record.id)
    path.write_bytes(b"{ damaged")
    with pytest.raises(StoreError) as caught:
        store.save(record)
    assert caught.value.kind == "damaged_target"
    assert path.read_bytes() == b"{ damaged"
    [copy] = store.matches_path.glob("*.conflict-*.json")
    assert str(copy) in str(caught.value)
    assert store.load(copy).same_as(record)


def test_two_writers_that_diverged_both_survive(store: Store) -> None:
    record = small_match()
    store.save(record)
    other = store.load(record.id)
    other.append(Shot(first_contact=1))
    store.save(other)  # a second writer, behind the first one's back
    record.append(Shot(first_contact=1, pocketed=frozenset({1})))
    with pytest.raises(ChangedElsewhere) as caught:
        store.save(record)
    assert caught.value.kind == "changed_elsewhere"
    assert store.load(store.path_of(record.id)).actions == other.actions  # theirs, untouched
    [copy] = store.matches_path.glob("*.conflict-*.json")
    assert store.load(copy).actions == record.actions  # ours, beside it
    assert [summary.id for summary in store.list()] == [record.id]  # one match, not two
    assert [notice.kind for notice in store.notices] == ["version_copy"]
    # Retrying does not make a copy per attempt.
    with pytest.raises(ChangedElsewhere):
        store.save(record)
    assert len(list(store.matches_path.glob("*.conflict-*.json"))) == 1


def test_a_changed_file_that_ours_contains_is_written_the_longer_wins(store: Store) -> None:
    record = small_match()
    store.save(record)
    behind = store.load(record.id)
    record.append(Shot(first_contact=1))
    record.append(Shot(first_contact=1))
    store.save(record)
    behind.append(record.actions[-2], at=record.times[-2])
    store.save(store.load(record.id))  # rewritten as it is (a touch, a sync): changed, same
    store.save(record)  # ours holds all of it
    assert store.load(record.id).actions == record.actions
    with pytest.raises(ChangedElsewhere) as caught:
        store.save(behind)  # behind is contained in the file: nothing to write
    assert caught.value.kind == "extended_elsewhere"
    assert store.load(record.id).actions == record.actions
    assert not list(store.matches_path.glob("*.conflict-*.json"))


def test_load_by_id_prefix_or_path(store: Store) -> None:
    record = small_match()
    path = store.save(record)
    assert store.load(record.id).same_as(record)
    assert store.load(record.id[:6].upper()).same_as(record)
    assert store.load(path).same_as(record)
    assert store.load(str(path)).same_as(record)


def test_load_of_an_unknown_or_ambiguous_prefix(store: Store) -> None:
    for match_id in (
        "aaaa0000-0000-4000-8000-000000000000",
        "aaaa1111-0000-4000-8000-000000000000",
    ):
        store.save(MatchRecord(id=match_id, players=("A", "B"), race_to=3, created=utc_now()))
    with pytest.raises(RecordError, match="No stored match has an id starting with zz"):
        store.load("zz")
    with pytest.raises(RecordError, match="No stored match"):
        store.load("")
    with pytest.raises(RecordError, match=r"More than one stored match .* aaaa;"):
        store.load("aaaa")
    assert store.load("aaaa1").id.startswith("aaaa1111")


def test_a_file_copied_in_under_another_name_is_found_by_id_and_saved_in_place(
    store: Store,
) -> None:
    record = small_match()
    copied = store.matches_path / "from-table-3.json"
    copied.write_text(record.to_json(), encoding="utf-8")
    store.list()
    loaded = store.load(record.id[:8])
    assert loaded.source_path == copied
    loaded.append(Shot(first_contact=1))
    assert store.save(loaded) == copied
    assert not store.path_of(record.id).exists()


def test_delete_moves_the_file_to_the_trash(store: Store) -> None:
    record = small_match()
    path = store.save(record)
    saved = path.read_bytes()
    moved = store.delete(record.id)
    assert moved.parent == store.trash_path and moved.read_bytes() == saved
    assert not path.exists()
    assert store.list() == []
    again = small_match()
    store.save(again)
    store.delete(again.id)
    assert len(os.listdir(store.trash_path)) == 2


def test_the_same_match_deleted_twice_keeps_both_copies_in_the_trash(store: Store) -> None:
    record = small_match()
    store.save(record)
    store.delete(record.id)
    store.save(MatchRecord(**_same_facts(record)))
    store.delete(record.id)
    assert len(os.listdir(store.trash_path)) == 2


def _same_facts(record: MatchRecord) -> dict[str, object]:
    return {
        "id": record.id,
        "players": record.players,
        "race_to": record.race_to,
        "created": record.created,
    }


def test_unfinished_lists_only_matches_in_progress(store: Store) -> None:
    playing = small_match()
    finished = MatchRecord.new(players=("A", "B"), race_to=1)
    finished.append(Shot(pocketed=frozenset({9})))
    abandoned = small_match()
    abandoned.abandon()
    for record in (playing, finished, abandoned):
        store.save(record)
    assert [summary.id for summary in store.unfinished()] == [playing.id]
    statuses = {summary.id: summary.status for summary in store.list()}
    assert statuses == {
        playing.id: "in_progress",
        finished.id: "finished",
        abandoned.id: "abandoned",
    }


def test_stray_temporary_and_lock_files_are_never_listed(store: Store) -> None:
    record = small_match()
    store.save(record)
    (store.matches_path / f".{record.id}.json.tmp-1a2b").write_text(record.to_json()[:50])
    (store.matches_path / f".{record.id}.json.lock").write_text("{}")
    (store.matches_path / ".hidden.json").write_text("{}")
    (store.matches_path / "notes.txt").write_text("hello")
    assert [summary.id for summary in store.list()] == [record.id]
    assert store.problems == []


def test_the_list_is_newest_created_first_whatever_was_changed_last(store: Store) -> None:
    from datetime import timedelta

    from ninescore.rules import Shot

    older = MatchRecord.new(players=("Older", "One"), race_to=3)
    newer = MatchRecord.new(players=("Newer", "Two"), race_to=3)
    newer.created = older.created + timedelta(hours=1)
    store.save(newer)
    older.append(Shot(pocketed={1}), at=newer.created + timedelta(hours=1))  # changed last
    store.save(older)

    listed = [summary.id for summary in store.list()]
    assert listed == [newer.id, older.id]
    assert [s.id for s in Store(store.data_path).list()] == listed  # from the index, too
