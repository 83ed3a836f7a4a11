"""The listing kept whole in the index: used while no row changed, marked out of date by SQLite
at any change of a row, and believed no further than the rows are (damage, forgeries)."""

from __future__ import annotations

import marshal
import sqlite3
import struct
import subprocess
import sys
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


Kept = tuple[dict[str, tuple[int, int]], dict[str, tuple[object, ...]]]


def unpack(data: bytes) -> Kept:
    """The listing kept whole as (signatures, cells by name), read by hand."""
    version, names, mtimes, sizes, columns = marshal.loads(data)
    assert version == index_rows.KEPT_FORMAT
    rows = list(zip(*columns, strict=True))
    return dict(zip(names, zip(mtimes, sizes, strict=True), strict=True)), dict(
        zip(names[: len(rows)], rows, strict=True)
    )


def pack(signatures: object, cells: object) -> bytes:
    """(signatures, cells) written in the kept shape as they are, for forgeries: no checks."""
    assert isinstance(signatures, dict) and isinstance(cells, dict)
    names = [*cells, *(name for name in signatures if name not in cells)]
    columns = tuple(zip(*cells.values(), strict=False))
    mtimes = tuple(signatures[name][0] if name in signatures else 0 for name in names)
    sizes = tuple(signatures[name][1] if len(signatures.get(name, ())) > 1 else 0 for name in names)
    return marshal.dumps((index_rows.KEPT_FORMAT, tuple(names), mtimes, sizes, columns), 4)


def kept(store: Store) -> Kept | None:
    connection = sqlite3.connect(store.index.path)
    row = connection.execute(
        "SELECT data FROM listing WHERE EXISTS (SELECT 1 FROM listing_current)"
    ).fetchone()
    connection.close()
    return None if row is None else unpack(row[0])


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


def forged(store: Store) -> Iterator[tuple[str, bytes]]:
    signatures, cells = kept(store) or ({}, {})
    name = next(iter(cells))
    row = cells[name]
    format_, names, mtimes, sizes, columns = marshal.loads(pack(signatures, cells))

    def shape(*parts: object) -> bytes:
        return marshal.dumps(parts, 4)

    def with_cell(place: int, value: object) -> bytes:
        return pack(signatures, {**cells, name: (*row[:place], value, *row[place + 1 :])})

    yield "float signature", shape(format_, names, (1.5, *mtimes[1:]), sizes, columns)
    yield "short signature", shape(format_, names, mtimes[1:], sizes, columns)
    yield "float cell", with_cell(16, 1.5)
    yield "code cell", with_cell(0, compile("1", "<x>", "eval"))
    yield "a time that is a number", with_cell(2, 5)
    yield "a status of no kind", with_cell(10, "won on a coin toss")
    yield "a winner who did not play", with_cell(15, 5)
    yield "a short column", shape(format_, names, mtimes, sizes, (columns[0][1:], *columns[1:]))
    yield "too few columns", shape(format_, names, mtimes, sizes, columns[1:])
    listed = (list(columns[0]), *columns[1:])
    yield "a list for a column", shape(format_, names, mtimes, sizes, listed)
    yield "more matches than files", shape(format_, names[1:], mtimes[1:], sizes[1:], columns)
    yield "a name that is no text", shape(format_, (7, *names[1:]), mtimes, sizes, columns)
    yield "a name twice", shape(format_, (names[1], *names[1:]), mtimes, sizes, columns)
    upside_down = tuple(column[::-1] for column in columns)
    order = len(columns[0])
    reversed_names = (*names[:order][::-1], *names[order:])
    reversed_mtimes = (*mtimes[:order][::-1], *mtimes[order:])
    reversed_sizes = (*sizes[:order][::-1], *sizes[order:])
    yield (
        "oldest first",
        shape(format_, reversed_names, reversed_mtimes, reversed_sizes, upside_down),
    )
    yield "a file name that is a path", with_cell(1, "/etc/passwd")
    swapped = (columns[1][1], columns[1][0], *columns[1][2:])
    yield (
        "two file names swapped",
        shape(format_, names, mtimes, sizes, (columns[0], swapped, *columns[2:])),
    )
    yield "a time that is no time", with_cell(3, "z" * 32)
    yield "a list", marshal.dumps([format_, names, mtimes, sizes, columns], 4)
    yield "another format", shape(format_ + 1, names, mtimes, sizes, columns)
    yield "the earlier format", marshal.dumps((signatures, cells), 0)
    yield "a match left out", pack(signatures, {key: cells[key] for key in list(cells)[1:]})
    yield "a file left out", pack({key: signatures[key] for key in list(signatures)[1:]}, {**cells})


FORGERIES = [
    "float signature",
    "short signature",
    "float cell",
    "code cell",
    "a time that is a number",
    "a status of no kind",
    "a winner who did not play",
    "a short column",
    "too few columns",
    "a list for a column",
    "more matches than files",
    "a name that is no text",
    "a name twice",
    "oldest first",
    "a file name that is a path",
    "two file names swapped",
    "a time that is no time",
    "a list",
    "another format",
    "the earlier format",
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
    data = dict(forged(twenty))[forgery]
    keep_by_hand(twenty, data, zlib.crc32(data))
    fresh = Store(twenty.data_path)
    listed = fresh.list()
    assert as_listed(fresh) == expected
    assert sorted(listed) == every_field
    assert all(type(summary.created_text) is str for summary in listed)
    assert all(summary.path.parent == fresh.matches_path for summary in listed)
    newest_first = [(summary.created_text, summary.id) for summary in listed]
    assert newest_first == sorted(newest_first, reverse=True)
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


def test_a_forged_size_marshal_cannot_allocate_for_is_not_believed(twenty: Store) -> None:
    """Six bytes with a right checksum that claim a tuple of two thousand million items, as the
    listing kept whole and as one row: marshal asks for 16 GiB before it reads an item. In a
    process that may not have it, the listing is still whole, from the files."""
    forged = b"(" + struct.pack("<i", 2**31 - 1) + b"N"
    keep_by_hand(twenty, forged, zlib.crc32(forged))
    connection = sqlite3.connect(twenty.index.path)
    connection.execute(
        "UPDATE matches SET summary = ?, checksum = ? WHERE rowid = 1", (forged, zlib.crc32(forged))
    )
    connection.execute("DELETE FROM listing_current")  # the rows are read too, the forged one
    connection.commit()
    connection.close()
    count = len(truth(twenty))
    script = (
        "import resource, sys\n"
        "resource.setrlimit(resource.RLIMIT_AS, (2**31, 2**31))\n"
        "from ninescore.records import Store\n"
        "store = Store(sys.argv[1])\n"
        "print(len(store.list()), len(store.problems))\n"
    )
    for _ in range(2):  # the rows with the forged one, then the forged listing kept whole
        done = subprocess.run(
            [sys.executable, "-c", script, str(twenty.data_path)],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        assert done.stdout.split() == [str(count), "0"]
        keep_by_hand(twenty, forged, zlib.crc32(forged))
        connection = sqlite3.connect(twenty.index.path)
        connection.execute("INSERT OR IGNORE INTO listing_current (one) VALUES (1)")
        connection.commit()
        connection.close()
