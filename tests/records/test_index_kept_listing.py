"""The listing kept whole in the index: used while no row changed, marked out of date by SQLite
at any change of a row, and believed no further than the rows are (damage, forgeries)."""

from __future__ import annotations

import marshal
import sqlite3
import zlib
from collections.abc import Iterator

import pytest

from ninescore.records import Store, index_rows

from .helpers import sample
from .test_index import as_listed, truth


@pytest.fixture
def twenty(store: Store) -> Store:
    for seed in range(20):
        store.save(sample(seed))
    store.list()
    return store


def kept(store: Store) -> tuple[dict[str, tuple[int, int]], dict[str, tuple[object, ...]]] | None:
    connection = sqlite3.connect(store.index.path)
    row = connection.execute(
        "SELECT data FROM listing WHERE EXISTS (SELECT 1 FROM listing_current)"
    ).fetchone()
    connection.close()
    return None if row is None else marshal.loads(row[0])


def listed_order(store: Store) -> list[tuple[str, str]]:
    return [(summary.id, summary.file_name) for summary in store.list()]


def rows_read(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the listings read row by row from now on."""
    calls: list[int] = []
    real = index_rows.read_rows

    def counting(connection: sqlite3.Connection) -> object:
        calls.append(1)
        return real(connection)

    monkeypatch.setattr(index_rows, "read_rows", counting)
    return calls


def test_a_fresh_listing_reads_the_listing_kept_whole_not_the_rows(
    twenty: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    expected = truth(twenty)
    signatures, cells = kept(twenty) or ({}, {})
    assert len(signatures) == len(cells) == 20
    read = rows_read(monkeypatch)
    fresh = Store(twenty.data_path)
    assert as_listed(fresh) == expected
    assert read == []
    fresh.close()
    # In the order the store lists them from the rows (newest first, then by id).
    by_rows = Store(twenty.data_path)
    connection = sqlite3.connect(twenty.index.path)
    connection.execute("DELETE FROM listing")
    connection.commit()
    connection.close()
    from_rows = listed_order(by_rows)
    by_rows.close()
    by_kept = Store(twenty.data_path)
    assert listed_order(by_kept) == from_rows
    by_kept.close()
    assert read == [1]


CHANGES = [
    "UPDATE matches SET score0 = score0 + 1 WHERE rowid = 1",
    "DELETE FROM matches WHERE rowid = 2",
    "DELETE FROM files WHERE name = (SELECT min(name) FROM files)",
    "UPDATE files SET mtime_ns = mtime_ns + 1",
    "INSERT INTO files VALUES ('00000000-0000-4000-8000-000000000000.json', 1, 2)",
]


@pytest.mark.parametrize("change", CHANGES)
def test_any_change_of_a_row_by_any_program_puts_the_listing_kept_whole_out_of_date(
    twenty: Store, change: str
) -> None:
    expected = truth(twenty)
    assert kept(twenty) is not None
    connection = sqlite3.connect(twenty.index.path)  # another program: no ninescore code
    connection.execute(change)
    connection.commit()
    assert connection.execute("SELECT count(*) FROM listing_current").fetchone()[0] == 0
    connection.close()
    fresh = Store(twenty.data_path)
    assert as_listed(fresh) == expected  # a file its rows no longer describe is read again
    assert fresh.problems == []
    fresh.close()
    again = Store(twenty.data_path)
    assert as_listed(again) == expected
    again.close()
    assert kept(twenty) is not None  # kept again, from the rows as they are now


def test_a_save_puts_the_listing_kept_whole_out_of_date_and_the_next_listing_shows_it(
    twenty: Store,
) -> None:
    record = sample(20)
    other = Store(twenty.data_path)  # a second window
    other.save(record)
    assert kept(twenty) is None
    other.close()
    fresh = Store(twenty.data_path)
    assert record.id in {summary.id for summary in fresh.list()}
    assert as_listed(fresh) == truth(fresh)
    fresh.close()


def forged(store: Store) -> Iterator[tuple[str, object]]:
    signatures, cells = kept(store) or ({}, {})
    name = next(iter(cells))
    yield "float signature", ({**signatures, name: (1.5, 2)}, cells)
    yield "short signature", ({**signatures, name: (1,)}, cells)
    yield "float cell", (signatures, {**cells, name: (*cells[name][:-1], 1.5)})
    yield "code cell", (signatures, {**cells, name: (compile("1", "<x>", "eval"),) * 17})
    yield "short cells", (signatures, {**cells, name: ("too", "short")})
    yield "list of cells", (signatures, {**cells, name: list(cells[name])})
    yield "a match of no file", (signatures, {**cells, "nowhere.json": cells[name]})
    yield "a name that is no text", (signatures, {**cells, 7: cells[name]})
    yield "a list", [signatures, cells]
    yield "three parts", (signatures, cells, {})
    yield "a match left out", (signatures, {key: cells[key] for key in list(cells)[1:]})
    yield "a file left out", ({key: signatures[key] for key in list(signatures)[1:]}, cells)


FORGERIES = [
    "float signature",
    "short signature",
    "float cell",
    "code cell",
    "short cells",
    "list of cells",
    "a match of no file",
    "a name that is no text",
    "a list",
    "three parts",
    "a match left out",
    "a file left out",
]


def keep_by_hand(store: Store, data: bytes, checksum: int) -> None:
    """The listing replaced by another program, past the triggers (they guard the rows)."""
    connection = sqlite3.connect(store.index.path)
    connection.execute("UPDATE listing SET data = ?, checksum = ?", (data, checksum))
    connection.commit()
    connection.close()


@pytest.mark.parametrize("forgery", FORGERIES)
def test_a_forged_listing_kept_whole_with_a_right_checksum_lists_what_the_files_say(
    twenty: Store, forgery: str
) -> None:
    expected = truth(twenty)
    every_field = sorted(twenty.list())
    shape = dict(forged(twenty))[forgery]
    data = marshal.dumps(shape)
    keep_by_hand(twenty, data, zlib.crc32(data))
    fresh = Store(twenty.data_path)
    listed = fresh.list()
    assert as_listed(fresh) == expected
    assert sorted(listed) == every_field
    assert all(type(summary.created_text) is str for summary in listed)
    assert all(summary.path.parent == fresh.matches_path for summary in listed)
    assert fresh.problems == []
    fresh.close()


def test_every_forgery_of_the_list_is_made(twenty: Store) -> None:
    assert [name for name, _shape in forged(twenty)] == FORGERIES


@pytest.mark.parametrize("seed", range(12))
def test_damaged_bytes_of_the_listing_kept_whole_are_never_believed(
    twenty: Store, seed: int
) -> None:
    expected = truth(twenty)
    connection = sqlite3.connect(twenty.index.path)
    data, checksum = connection.execute("SELECT data, checksum FROM listing").fetchone()
    connection.close()
    damaged = bytearray(data)
    damaged[(seed * 7919) % len(damaged)] ^= 1 << (seed % 8)
    keep_by_hand(twenty, bytes(damaged), checksum)
    fresh = Store(twenty.data_path)
    assert as_listed(fresh) == expected
    fresh.close()
    connection = sqlite3.connect(twenty.index.path)
    data_now, checksum_now = connection.execute("SELECT data, checksum FROM listing").fetchone()
    connection.close()
    assert zlib.crc32(data_now) == checksum_now and data_now == data  # kept again, sound


def test_a_read_only_index_lists_without_keeping_anything(
    twenty: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    expected = truth(twenty)
    connection = sqlite3.connect(twenty.index.path)
    connection.execute("DELETE FROM listing")
    connection.commit()
    connection.close()
    fresh = Store(twenty.data_path)
    index = fresh.index._connect()
    assert index is not None
    index.execute("PRAGMA query_only = ON")  # every write refused, as on a read-only file
    assert as_listed(fresh) == expected
    assert kept(fresh) is None
    fresh.close()
