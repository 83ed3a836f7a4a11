"""Hostile files in the matches folder, for real: a pipe, links to devices and to a file outside,
a device node, names that are not UTF-8, a sparse 200 MB file, a 1 MB key, two files holding one
match. Each gives one clear sentence; nothing hangs or reads without end; nothing outside the
data folder is read or changed; every good match is still listed."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from ninescore.records import MatchRecord, RecordError, Store, StoreError
from ninescore.records.checking import check_folder
from ninescore.records.files import SpecialFileError, read_head
from ninescore.rules import Shot

from .helpers import small_match

BAD_NAME = os.fsdecode(b"caf\xe9-\xff.json")  # Latin-1 bytes: not UTF-8


# A test here that blocks on a pipe, or reads a device for ever, fails instead of hanging.
pytestmark = pytest.mark.usefixtures("never_hangs")


def saved(store: Store, count: int = 2) -> list[MatchRecord]:
    records = []
    for _ in range(count):
        record = small_match()
        store.save(record)
        records.append(record)
    return records


def listed_ids(store: Store) -> set[str]:
    return {summary.id for summary in store.list()}


def test_a_pipe_named_like_a_match_hangs_nothing_and_is_one_sentence(store: Store) -> None:
    good = saved(store)
    fifo = store.matches_path / "x.json"
    os.mkfifo(fifo)
    assert listed_ids(store) == {record.id for record in good}
    [problem] = store.problems
    assert problem.kind == "not_regular" and problem.path == fifo
    with pytest.raises(RecordError, match="not a regular file"):
        store.load(fifo)
    with pytest.raises(RecordError, match="not a regular file"):
        store.load(str(fifo))  # a path typed by a person: opened without blocking as well
    report = check_folder(store.data_path)
    assert [problem.kind for problem in report.problems] == ["not_regular"]
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)  # left as it is


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_link_to_an_endless_device_is_never_read(
    store: Store, device: str, tmp_path: Path
) -> None:
    good = saved(store)
    link = store.matches_path / "endless.json"
    link.symlink_to(device)
    assert listed_ids(store) == {record.id for record in good}
    assert [problem.kind for problem in store.problems] == ["symlink"]
    for given in (link, str(link)):
        with pytest.raises(RecordError, match="symbolic link"):
            store.load(given)
    # A path a person types outside the folder may be a link: the device is refused unread.
    typed = tmp_path / "typed.json"
    typed.symlink_to(device)
    with pytest.raises(RecordError, match="not a regular file"):
        store.load(str(typed))
    assert [problem.kind for problem in check_folder(store.data_path).problems] == ["symlink"]


def test_a_link_to_a_match_outside_the_folder_is_neither_read_nor_changed(
    store: Store, tmp_path: Path
) -> None:
    outside = tmp_path / "elsewhere" / "secret.json"
    outside.parent.mkdir()
    secret = small_match()
    outside.write_text(secret.to_json(), encoding="utf-8")
    before = outside.read_bytes(), outside.stat().st_mtime_ns
    link = store.matches_path / f"{secret.id}.json"
    link.symlink_to(outside)
    assert secret.id not in listed_ids(store)
    assert [problem.kind for problem in store.problems] == ["symlink"]
    # Saving the same match does not write through the link: both versions are kept.
    secret.append(Shot())
    with pytest.raises(StoreError):
        store.save(secret)
    assert (outside.read_bytes(), outside.stat().st_mtime_ns) == before
    assert link.is_symlink()
    moved = store.delete(secret.id)  # the link goes to the trash, never what it points to
    assert moved.is_symlink() and not link.exists()
    assert (outside.read_bytes(), outside.stat().st_mtime_ns) == before


@pytest.mark.skipif(os.geteuid() != 0, reason="making a device node needs root")
def test_a_device_node_named_like_a_match_is_never_read_nor_replaced(store: Store) -> None:
    good = saved(store, 1)
    node = store.matches_path / f"{good[0].id}.json"
    node.unlink()
    os.mknod(node, 0o666 | stat.S_IFCHR, os.makedev(1, 5))  # a twin of /dev/zero
    assert listed_ids(store) == set()
    assert [problem.kind for problem in store.problems] == ["not_regular"]
    with pytest.raises(StoreError) as caught:
        store.save(good[0])  # over a device: never; the match is kept beside it
    assert caught.value.kind == "damaged_target"
    assert stat.S_ISCHR(os.lstat(node).st_mode)
    [copy] = store.matches_path.glob("*.conflict-*.json")
    assert store.load(copy).same_as(good[0])


def test_a_name_that_is_not_utf8_is_listed_and_said_printably(store: Store) -> None:
    good = saved(store, 1)
    odd = small_match()
    path = store.matches_path / BAD_NAME
    path.write_text(odd.to_json(), encoding="utf-8")
    for _ in range(2):  # the second time from the index, which cannot hold the name
        assert listed_ids(store) == {good[0].id, odd.id}
        assert store.problems == []
    assert store.load(odd.id).same_as(odd)
    path.write_bytes(b"{ damaged")
    store.list()
    [problem] = store.problems
    sentence = str(problem)
    assert "caf\\xe9-\\xff.json" in sentence
    sentence.encode("utf-8")  # printable anywhere: no half characters
    report = check_folder(store.data_path)
    assert len(report.problems) == 1 and "\\xff" in str(report.problems[0])


def test_a_sparse_file_of_200_megabytes_is_refused_without_reading_it(store: Store) -> None:
    big = store.matches_path / "big.json"
    with open(big, "wb") as handle:
        handle.truncate(200 * 1024 * 1024)
    with pytest.raises(RecordError) as caught:
        store.load(big)
    assert caught.value.kind == "too_large"
    store.list()
    assert [problem.kind for problem in store.problems] == ["too_large"]


def test_a_one_megabyte_unknown_key_is_not_echoed(store: Store) -> None:
    document = json.loads(small_match().to_json())
    document["k" * 1_000_000] = 1
    path = store.matches_path / "key.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        store.load(path)
    sentence = str(caught.value)
    assert "unknown field" in sentence and len(sentence) < 400


def test_two_files_with_one_id_where_one_holds_the_other_resolve_to_the_longer(
    store: Store,
) -> None:
    record = small_match()
    store.save(record)
    longer = store.load(record.id)
    longer.append(Shot())
    copy = store.matches_path / "from-table-3.json"
    copy.write_text(longer.to_json(), encoding="utf-8")
    for given in (record.id, record.id[:8], record.id.upper()):
        assert store.load(given).source_path == copy  # the full id is never "ambiguous"
    lock = store.lock(record.id)
    assert lock.path.name == ".from-table-3.json.lock"  # the file that will be written
    lock.release()
    assert [problem.kind for problem in check_folder(store.data_path).problems] == ["duplicate_id"]


def test_two_files_with_one_id_that_differ_say_so_and_each_opens_by_path(store: Store) -> None:
    record = small_match()
    store.save(record)
    other = store.load(record.id)
    other.append(Shot())
    record.append(Shot(pocketed={1}))
    copy = store.matches_path / "from-table-3.json"
    copy.write_text(other.to_json(), encoding="utf-8")
    store.save(record)
    for given in (record.id, record.id[:8]):
        with pytest.raises(RecordError) as caught:
            store.load(given)
        sentence = str(caught.value)
        assert "give more characters" not in sentence
        assert "2 files that differ" in sentence and "from-table-3.json" in sentence
    assert store.load(copy).actions == other.actions
    assert store.load(store.path_of(record.id)).actions == record.actions


def test_ids_that_only_share_a_prefix_still_ask_for_more_characters(store: Store) -> None:
    for match_id in (
        "bbbb0000-0000-4000-8000-000000000000",
        "bbbb1111-0000-4000-8000-000000000000",
    ):
        store.save(
            MatchRecord(id=match_id, players=("A", "B"), race_to=3, created=small_match().created)
        )
    with pytest.raises(RecordError, match="give more characters"):
        store.load("bbbb")


def test_the_head_of_a_file_is_read_only_from_a_regular_file_never_through_a_link(
    tmp_path: Path,
) -> None:
    """The index's header is read through the same door as a match: its first bytes only, of a
    regular file, never through a link, never waiting on a pipe."""
    long_file = tmp_path / "index.sqlite3"
    long_file.write_bytes(b"SQLite format 3\x00" + b"x" * 5000)
    assert read_head(long_file, 100) == (b"SQLite format 3\x00" + b"x" * 5000)[:100]
    short_file = tmp_path / "short"
    short_file.write_bytes(b"abc")
    assert read_head(short_file, 100) == b"abc"
    link = tmp_path / "link"
    link.symlink_to(long_file)
    with pytest.raises(SpecialFileError) as refused:
        read_head(link, 100)
    assert refused.value.what == "symlink"
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    with pytest.raises(SpecialFileError) as refused:
        read_head(pipe, 100)  # opened without blocking, refused before any read
    assert refused.value.what == "special"
