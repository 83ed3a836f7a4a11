"""The index's rows, read and checked: the format of a match row (its summary's cells in one
blob, their CRC-32 beside it), the listing read row by row, and the listing kept whole.

Nothing read here is believed before it passes its checks: the CRC against damage (SQLite pages
have no checksums of their own), and the type and shape of every value against a forgery
(marshal can make other objects than the texts, integers and None ninescore writes).  What fails
is left out, and its file read again.  :mod:`.index` is the cache around them: its file, its
connection, its schema and what it does when the database fails.
"""

from __future__ import annotations

import logging
import marshal
import operator
import sqlite3
import zlib
from collections.abc import Iterable, Iterator, Sequence
from functools import partial
from itertools import chain, compress, repeat
from operator import itemgetter
from pathlib import Path
from typing import Any

from .summary import MatchSummary

# What the index says of its rows reads as the index's, as it always did.
log = logging.getLogger("ninescore.records.index")

Signatures = dict[str, tuple[int, int]]
"""The (mtime_ns, size) of each file, by name, as the index read it."""

# The listing kept whole (see :func:`read_kept`) is the rows' own picture only while no row has
# changed since it was taken: SQLite itself marks it out of date at any change of the rows it
# was made of, whoever makes the change (this program, another one, the statistics cache, a
# hand). A mark in a table of its own, not the blob deleted: freeing the blob's megabytes of
# pages cost the first save after a listing up to a tenth of a second; the next listing that
# keeps one replaces it.
TRIGGERS = tuple(
    f"CREATE TRIGGER listing_after_{when.lower()}_{table} AFTER {when} ON {table} "
    "BEGIN DELETE FROM listing_current; END"
    for table in ("files", "matches")
    for when in ("INSERT", "UPDATE", "DELETE")
)

# A row's checksum is the CRC-32 of its cells' tuple in marshal's format 0, as Python holds
# them. Format 0 writes every value by itself (no references between equal objects, so the bytes
# depend on the values alone) and tells a text from a number and None from "". A match row also
# keeps those bytes themselves (``summary``): listing reads that one cell instead of seventeen,
# checks it with one CRC and makes the summary with marshal, all in C for a whole listing at
# once (map over the rows), where joining the cells in SQL for the check cost about as much as
# reading them. The other columns are for the queries by id.
MATCH_SELECT = "name, CAST(ifnull(summary, x'') AS BLOB), checksum, mtime_ns, size"


summary_of = partial(tuple.__new__, MatchSummary)
"""A summary from its cells and the folder, in C (``MatchSummary._make`` is Python)."""


def checksum(values: Iterable[str | int | None]) -> int:
    return zlib.crc32(marshal.dumps(tuple(values), 0))


Cell = str | int | None
"""What a stored summary's cells may hold."""


def summaries(rows: Sequence[Sequence[Any]], folder: Path) -> list[MatchSummary | None]:
    """The summary of each row of :data:`MATCH_SELECT`, or None where its cells are damaged."""
    where = (str(folder),)
    return [None if cells is None else summary_of(cells + where) for cells in sound_cells(rows)]


def sound_cells(rows: Sequence[Sequence[Any]]) -> list[tuple[Cell, ...] | None]:
    """The stored cells of each row of :data:`MATCH_SELECT`, or None where they are damaged.

    All in C for the whole listing: the CRC of every blob, marshal's reading of the sound ones,
    and the check that each is a tuple of the summary's length holding only texts, integers and
    None (marshal can make other objects of bytes that were written to make them; the CRC
    stops damage, not a forgery). Only when that check fails are the rows looked at one by one.
    """
    blobs = list(map(itemgetter(1), rows))
    sound = list(map(operator.eq, map(itemgetter(2), rows), map(zlib.crc32, blobs)))
    try:
        cells = list(map(marshal.loads, compress(blobs, sound)))
    except (ValueError, EOFError, TypeError):
        cells = None
    if (
        cells is None
        or not set(map(type, cells)) <= {tuple}
        or not set(map(len, cells)) <= {_STORED}
        or not set(chain.from_iterable(map(map, repeat(type), cells))) <= _CELL_TYPES
    ):
        return [_careful(blob, ok) for blob, ok in zip(blobs, sound, strict=True)]
    made = iter(cells)
    return [next(made) if ok else None for ok in sound]


def _careful(blob: bytes, sound: bool) -> tuple[Cell, ...] | None:
    if not sound:
        return None
    try:
        cells = marshal.loads(blob)
    except (ValueError, EOFError, TypeError):
        return None
    if type(cells) is not tuple or len(cells) != _STORED:
        return None
    if not {type(cell) for cell in cells} <= _CELL_TYPES:
        return None
    return cells


_CELL_TYPES = frozenset({str, int, type(None)})
_STORED = len(MatchSummary._fields) - 1


Cells = dict[str, tuple[Cell, ...]]
"""Each match's stored cells (its summary but the folder) by file name."""


def read_rows(connection: sqlite3.Connection) -> tuple[Signatures, Cells, bool]:
    """The listing read row by row: the signatures of the files, the sound cells of each match,
    and whether every row was sound.

    Listing ten thousand matches must stay close to a bare scan of the folder, so the work per
    row is done in C (:func:`sound_cells`). A match row carries the (mtime, size) of the file
    it describes: a row left over from another version of the file (a torn write) does not
    match the file, and the file is read again.
    """
    rows = connection.execute(f"SELECT {MATCH_SELECT} FROM matches").fetchall()
    made = sound_cells(rows)
    sound = [found is not None for found in made]
    checked = list(compress(rows, sound))
    cells: Cells = dict(zip(map(itemgetter(0), checked), _present(made), strict=True))
    signatures: Signatures = dict(
        zip(map(itemgetter(0), checked), map(itemgetter(3, 4), checked), strict=True)
    )
    # Files without a match row: those that could not be loaded (their problems follow).
    for name, mtime, size in connection.execute(
        "SELECT name, mtime_ns, size FROM files WHERE name NOT IN (SELECT name FROM matches)"
    ):
        signatures[name] = (mtime, size)
    return signatures, cells, all(sound)


def _present(made: list[tuple[Cell, ...] | None]) -> Iterator[tuple[Cell, ...]]:
    """The cells of the sound rows (``filter``, in C; the ``None`` are the damaged rows)."""
    return filter(None, made)  # a row's cells are never empty, so never false


# The listing kept whole: the files' signatures and the matches' cells of a listing read row by
# row, in one blob (marshal, its CRC-32 beside it), so that the next listing reads one cell
# instead of a row per match (a third of a fresh listing of 10,000 went to SQLite making the
# rows and to checking them one by one). It is checked as the rows are: its CRC against damage,
# and every value's type and shape against a forgery (marshal can make other objects); what
# fails is ignored, the rows read one by one, and the listing kept again. It is taken only from
# rows that were all sound, and SQLite marks it out of date at any change of a row (``TRIGGERS``).


def read_kept(connection: sqlite3.Connection) -> tuple[Signatures, Cells] | None:
    """The listing kept whole, when there is one and it passes every check."""
    row = connection.execute(
        "SELECT data, checksum FROM listing "
        "WHERE one = 1 AND EXISTS (SELECT 1 FROM listing_current)"
    ).fetchone()
    if row is None:
        return None
    data, stored = row
    if type(data) is not bytes or zlib.crc32(data) != stored:
        log.info("the listing kept in the index is damaged; the rows are read one by one")
        return None
    try:
        kept = marshal.loads(data)
    except (ValueError, EOFError, TypeError):
        return None
    if type(kept) is not tuple or len(kept) != 2:
        return None
    signatures, cells = kept
    if type(signatures) is not dict or type(cells) is not dict:
        return None
    pairs = signatures.values()
    if not (
        set(map(type, signatures)) <= {str}
        and set(map(type, pairs)) <= {tuple}
        and set(map(len, pairs)) <= {2}
        and set(map(type, chain.from_iterable(pairs))) <= {int}
        and set(map(type, cells)) <= {str}
        and set(map(type, cells.values())) <= {tuple}
        and set(map(len, cells.values())) <= {_STORED}
        and set(map(type, chain.from_iterable(cells.values()))) <= _CELL_TYPES
        and cells.keys() <= signatures.keys()
    ):
        log.info("the listing kept in the index is not one ninescore wrote; it is not used")
        return None
    return signatures, cells


def _newest(item: tuple[str, tuple[Cell, ...]]) -> tuple[Cell, Cell]:
    cells = item[1]
    return cells[2], cells[0]  # created_text, id


def keep(connection: sqlite3.Connection, signatures: Signatures, cells: Cells) -> None:
    """Keep the listing just read whole, in the read's own transaction: SQLite refuses the
    write at once if another program changed a row since the read began (or holds the index
    for a write), and then the listing is simply not kept this time."""
    # Newest first, as the store lists them (``store._newest_first``, which then finds them in
    # order): by the creation time's text (fixed-width UTC), then by id.
    try:
        ordered = dict(sorted(cells.items(), key=_newest, reverse=True))
    except TypeError:  # a creation time that is no text: nothing to keep in order
        return
    data = marshal.dumps((signatures, ordered), 0)  # no references: the fastest to read back
    try:
        connection.execute(
            "INSERT OR REPLACE INTO listing (one, data, checksum) VALUES (1, ?, ?)",
            (data, zlib.crc32(data)),
        )
        connection.execute("INSERT OR IGNORE INTO listing_current (one) VALUES (1)")
    except sqlite3.OperationalError as error:  # busy, a newer snapshot, a read-only file
        if is_damage(error):
            raise
        log.debug("the listing was not kept in the index (%s)", error)


def is_damage(error: sqlite3.DatabaseError) -> bool:
    """Whether the error means a damaged file (rebuild) rather than a busy or missing one."""
    text = str(error).lower()
    return "malformed" in text or "not a database" in text or "corrupt" in text
