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
from datetime import UTC, datetime
from functools import partial
from itertools import compress, repeat
from operator import itemgetter
from pathlib import Path
from types import UnionType
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

from .summary import MatchSummary, index_time

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


def summaries_by_name(cells: Cells, folder: Path) -> dict[str, MatchSummary]:
    """The summary of each match's sound cells, by file name, in their order (in C)."""
    where = (str(folder),)
    made = map(summary_of, map(operator.add, cells.values(), repeat(where)))
    return dict(zip(cells, made, strict=True))


def sound_cells(rows: Sequence[Sequence[Any]]) -> list[tuple[Cell, ...] | None]:
    """The stored cells of each row of :data:`MATCH_SELECT`, or None where they are damaged.

    All in C for the whole listing: the CRC of every blob, marshal's reading of the sound ones,
    and the check that each is a tuple of the summary's length holding in each place what the
    summary's field holds, its own file's name among them (marshal can make other objects of
    bytes that were written to make them; the CRC stops damage, not a forgery). Only when that
    check fails are the rows looked at one by one.
    """
    blobs = list(map(itemgetter(1), rows))
    sound = list(map(operator.eq, map(itemgetter(2), rows), map(zlib.crc32, blobs)))
    try:
        cells = list(map(marshal.loads, compress(blobs, sound)))
    except _UNREADABLE:
        cells = None
    if (
        cells is None
        or not set(map(type, cells)) <= {tuple}
        or not set(map(len, cells)) <= {_STORED}
        or not (
            cells == []
            or sound_columns(
                tuple(zip(*cells, strict=True)), tuple(compress(map(itemgetter(0), rows), sound))
            )
        )
    ):
        return [
            _careful(row[0], blob, ok) for row, blob, ok in zip(rows, blobs, sound, strict=True)
        ]
    made = iter(cells)
    return [next(made) if ok else None for ok in sound]


def _careful(name: object, blob: bytes, sound: bool) -> tuple[Cell, ...] | None:
    if not sound:
        return None
    try:
        cells = marshal.loads(blob)
    except _UNREADABLE:
        return None
    if type(cells) is not tuple or len(cells) != _STORED:
        return None
    if not sound_columns(tuple((cell,) for cell in cells), (name,)):
        return None
    return cells


# What marshal raises for bytes it cannot read; MemoryError for a forged size (a tuple of two
# thousand million items is allocated before its first item is read). Marshal is not made to
# read a forger's bytes: the index is this machine's alone (never synced: ``sync.STIGNORE``),
# so only a program of the same user could write them, and every value is checked after.
_UNREADABLE = (ValueError, EOFError, TypeError, MemoryError)


def _allowed(hint: object) -> frozenset[type]:
    """The types of the values a field's annotation allows."""
    if get_origin(hint) is Literal:
        return frozenset(map(type, get_args(hint)))
    if get_origin(hint) in (Union, UnionType):
        return frozenset().union(*map(_allowed, get_args(hint)))
    assert isinstance(hint, type), hint
    return frozenset({hint})


_STORED = len(MatchSummary._fields) - 1
_HINTS = get_type_hints(MatchSummary)
FIELD_TYPES = tuple(_allowed(_HINTS[field]) for field in MatchSummary._fields[:_STORED])
"""What each stored cell may be, from the summary's own fields: a creation time that is a
number would stop the listing's sort, a status of no known kind its label."""
_FILE_NAME = MatchSummary._fields.index("file_name")
_ID = MatchSummary._fields.index("id")
_CREATED = MatchSummary._fields.index("created_text")
_TIMES = tuple(MatchSummary._fields.index(field) for field in ("created_text", "updated_text"))
_TIME_WIDTH = len(index_time(datetime(2026, 1, 1, tzinfo=UTC)))
_STATUS = MatchSummary._fields.index("status")
_WINNER = MatchSummary._fields.index("winner")
_STATUSES = frozenset(get_args(_HINTS["status"]))
_WINNERS = frozenset({0, 1, None})  # the winner's name is read by it: player 0 or player 1


def sound_columns(columns: tuple[tuple[object, ...], ...], names: tuple[object, ...]) -> bool:
    """Whether these columns of cells (one per stored field, each of any length) hold only what
    their fields may: the types of :data:`FIELD_TYPES`, the name of the file each belongs to
    (``names``), times as :func:`.summary.index_time` writes them, a known status, a winner who
    played."""
    return (
        len(columns) == _STORED
        and all(map(_only, columns, FIELD_TYPES))
        and columns[_FILE_NAME] == names  # never a path, nor another match's file
        and all(_times(columns[place]) for place in _TIMES)
        and set(columns[_STATUS]) <= _STATUSES
        and set(columns[_WINNER]) <= _WINNERS
    )


def _times(texts: tuple[Any, ...]) -> bool:
    """Texts of fixed-width UTC times: the history reads them back (``fromisoformat``, which
    would stop at any other text) and sorts by them."""
    try:
        return (
            set(map(len, texts)) <= {_TIME_WIDTH}
            and all(map(str.endswith, texts, repeat("+00:00")))
            and all(map(datetime.fromisoformat, texts))
        )
    except ValueError:
        return False


def _only(values: tuple[object, ...], allowed: frozenset[type]) -> bool:
    return set(map(type, values)) <= allowed


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
    # Newest first, as the store lists them and the listing is kept (:func:`pack_kept`).
    cells: Cells = dict(
        sorted(
            zip(map(itemgetter(0), checked), _present(made), strict=True),
            key=_newest,
            reverse=True,
        )
    )
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
#
# Its shape is :data:`KEPT_FORMAT`'s: ``(KEPT_FORMAT, names, mtimes, sizes, columns)``, the
# files by name (those with a match first, newest first, then those without) and one tuple per
# stored cell of a summary, in the summary's order, holding it for each match. By columns, not
# rows, and with every equal text written once (marshal's references): a listing of 10,000 has
# 170,000 cells but only some 40,000 different texts (the players, events, tables and statuses
# repeat), so reading it back makes a third of the objects and checks each column in one call;
# and a summary is made straight from its column's cells with the folder added (``zip``), with
# no row tuple in between. Reading 10,000 back and freeing them took 10 ms instead of 36.
KEPT_FORMAT = 2
"""The kept listing's first value: a blob of another shape (an earlier ninescore's) is not
read, and the next listing keeps one in this shape."""


_TEXT = frozenset({str})
_INTEGER = frozenset({int})


def read_kept(
    connection: sqlite3.Connection, folder: Path
) -> tuple[Signatures, dict[str, MatchSummary]] | None:
    """The listing kept whole, when there is one and it passes every check: the files'
    signatures, and the summary of each match (newest first) with ``folder`` as its place."""
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
    except _UNREADABLE:
        return None
    if type(kept) is not tuple or len(kept) != 5 or type(kept[0]) is not int:
        return None
    version, names, mtimes, sizes, columns = kept
    if version != KEPT_FORMAT:
        return None  # an earlier ninescore's: kept again in this shape by this listing
    matches = _kept_matches(names, mtimes, sizes, columns)
    if matches is None:
        log.info("the listing kept in the index is not one ninescore wrote; it is not used")
        return None
    signatures = dict(zip(names, zip(mtimes, sizes, strict=True), strict=True))
    if len(signatures) != len(names):  # a name twice
        return None
    made = map(summary_of, zip(*columns, repeat(str(folder), matches), strict=True))
    return signatures, dict(zip(names[:matches], made, strict=True))  # those with cells first


def _kept_matches(names: object, mtimes: object, sizes: object, columns: object) -> int | None:
    """How many matches the parts of a kept listing hold (its first names), when each part is
    what :func:`pack_kept` writes; None when one is not."""
    # marshal makes no subclass of tuple: isinstance is the exact type here
    if not (
        isinstance(names, tuple)
        and isinstance(mtimes, tuple)
        and isinstance(sizes, tuple)
        and isinstance(columns, tuple)
    ):
        return None
    count = len(names)
    if len(mtimes) != count or len(sizes) != count or len(columns) != _STORED:
        return None
    if not (_only(names, _TEXT) and _only(mtimes, _INTEGER) and _only(sizes, _INTEGER)):
        return None
    if not _only(columns, frozenset({tuple})):
        return None
    lengths = set(map(len, columns))
    if len(lengths) != 1:
        return None
    matches = lengths.pop()
    if matches > count or not sound_columns(columns, names[:matches]):
        return None
    newest = list(zip(columns[_CREATED], columns[_ID], strict=True))
    if not all(map(operator.ge, newest, newest[1:])):
        return None  # not in the order the store lists them (it does not sort them again)
    return matches


def _newest(item: tuple[str, tuple[Cell, ...]]) -> tuple[Cell, Cell]:
    cells = item[1]
    return cells[_CREATED], cells[_ID]


def pack_kept(signatures: Signatures, cells: Cells) -> bytes:
    """The blob of the listing kept whole (:data:`KEPT_FORMAT`), of sound cells."""
    # Newest first, as the store lists them (``store._newest_first``, which then finds them in
    # order): by the creation time's text (fixed-width UTC), then by id.
    ordered = sorted(cells.items(), key=_newest, reverse=True)
    names = [name for name, _cells in ordered]
    names += [name for name in signatures if name not in cells]  # files of no match
    shared: dict[Any, Any] = {}  # each equal value made one object: written once, read once
    columns = (
        tuple(
            tuple(map(shared.setdefault, column, column))
            for column in zip(*map(itemgetter(1), ordered), strict=True)
        )
        or ((),) * _STORED
    )
    names = list(map(shared.setdefault, names, names))  # the file names' own texts, once
    mtimes = tuple(signatures[name][0] for name in names)
    sizes = tuple(signatures[name][1] for name in names)
    return marshal.dumps((KEPT_FORMAT, tuple(names), mtimes, sizes, columns), 4)


def keep(connection: sqlite3.Connection, signatures: Signatures, cells: Cells) -> None:
    """Keep the listing just read whole, in the read's own transaction: SQLite refuses the
    write at once if another program changed a row since the read began (or holds the index
    for a write), and then the listing is simply not kept this time."""
    data = pack_kept(signatures, cells)
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
