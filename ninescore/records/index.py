"""The index: a SQLite cache of the listing fields of every match file.

It is never the source of truth. Each file is recorded with the (mtime, size) it had when it was
read, so a file added, changed or removed behind the store's back (copied from another table's
machine, a synced folder) is noticed and re-read. Deleting the index file loses nothing: it is
rebuilt on the next listing. Being a cache, it is written without fsync (``synchronous=OFF``).

Nothing it holds is trusted further than a cache deserves:

- **Only ninescore's own file is ever changed.** The file carries ninescore's SQLite
  ``application_id``; a file without it (another program's database that happens to be named
  ``index.sqlite3``, or bytes that are not SQLite at all) is left exactly as it is, and the index
  moves to :data:`ALTERNATE_NAME`, or is done without. Only a file proven to be ninescore's is
  rebuilt when its schema is old or it is damaged.
- **A busy index is skipped, not waited for.** Another process holding it (a long transaction, a
  second program) costs at most :data:`BUSY_TIMEOUT_SECONDS`, and then the index is left alone for
  :data:`BUSY_BACKOFF_SECONDS`: the store lists from the files meanwhile.
- **Rows are checked.** Each row carries a CRC-32 of its cells, and cells must have the types
  and shapes ninescore writes: a row damaged byte by byte (SQLite pages have no checksums of
  their own), or edited by hand, is ignored and its file read again. Stored names are only
  names: the store uses a row only for a file it found in the folder itself.
"""

from __future__ import annotations

import contextlib
import json
import logging
import marshal
import os
import sqlite3
import string
import time
import zlib
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from . import index_rows
from .errors import MESSAGES, ErrorKind, NinescoreDataError, RecordError
from .files import existing_kind, read_head
from .index_rows import Signatures
from .summary import MatchSummary

log = logging.getLogger(__name__)

SCHEMA_VERSION = 8
# 7: a match row keeps its summary's cells in one blob, checked by its CRC; 8: the whole listing
# kept beside the rows as one blob (``listing``), dropped by triggers at any change of a row
LEGACY_VERSIONS = range(1, 5)
"""Indexes written before ninescore set its application id (they are rebuilt)."""
APPLICATION_ID = 0x4E394E53
"""``PRAGMA application_id`` of ninescore's index ("N9NS"): the proof that a file is ours."""
ALTERNATE_NAME = "index-ninescore.sqlite3"
"""Where the index goes when ``index.sqlite3`` belongs to someone else."""
BUSY_TIMEOUT_SECONDS = 0.1
BUSY_BACKOFF_SECONDS = 2.0
SIDECARS = ("-wal", "-shm", "-journal")

_SQLITE_MAGIC = b"SQLite format 3\x00"
_TABLES = {"files", "matches", "problems"}
_INDEXES = {"matches_by_id", "problems_by_name"}

_SCHEMA = """
CREATE TABLE files (
    name TEXT PRIMARY KEY,
    mtime_ns INTEGER NOT NULL,
    size INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE matches (
    name TEXT PRIMARY KEY REFERENCES files(name) ON DELETE CASCADE,
    mtime_ns INTEGER NOT NULL,
    size INTEGER NOT NULL,
    id TEXT NOT NULL,
    created TEXT NOT NULL,
    updated TEXT NOT NULL,
    player0 TEXT NOT NULL,
    player1 TEXT NOT NULL,
    race0 INTEGER NOT NULL,
    race1 INTEGER NOT NULL,
    score0 INTEGER NOT NULL,
    score1 INTEGER NOT NULL,
    status TEXT NOT NULL,
    event TEXT NOT NULL,
    round TEXT NOT NULL,
    table_name TEXT NOT NULL,
    frames INTEGER NOT NULL,
    winner INTEGER,
    referee TEXT NOT NULL,
    summary BLOB NOT NULL,
    checksum INTEGER NOT NULL
);
CREATE INDEX matches_by_id ON matches(id);
CREATE TABLE problems (
    name TEXT NOT NULL REFERENCES files(name) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    place TEXT NOT NULL,
    detail TEXT NOT NULL,
    checksum INTEGER NOT NULL
);
CREATE INDEX problems_by_name ON problems(name);
CREATE TABLE listing (
    one INTEGER PRIMARY KEY CHECK (one = 1),
    data BLOB NOT NULL,
    checksum INTEGER NOT NULL
);
CREATE TABLE listing_current (one INTEGER PRIMARY KEY CHECK (one = 1));
"""


Known = tuple[tuple[int, int], MatchSummary | None, list[RecordError]]
"""What the index knows of one file: its (mtime_ns, size), its summary (None: unloadable), its
problems."""
_CHUNK = 500
"""Names asked about in one query (SQLite allows a few thousand parameters)."""
Listing = tuple[Signatures, dict[str, MatchSummary], dict[str, list[RecordError]]]
T = TypeVar("T")


class IndexBusy(Exception):
    """The index is held by another process right now."""


class Index:
    """The cache in ``<data>/index.sqlite3``. Every failure of it is logged and survived.

    ``notice`` is set (a :class:`NinescoreDataError`) when the file at the index's place is not
    ninescore's, so that the command line can say where the index went, or that there is none.
    """

    def __init__(self, path: Path) -> None:
        self.preferred_path = path
        self.path = path
        self.notice: NinescoreDataError | None = None
        self._connection: sqlite3.Connection | None = None
        self._unusable = False
        self._busy_until = 0.0

    # -- connection ----------------------------------------------------------------------------

    def _connect(self) -> sqlite3.Connection | None:
        if self._connection is not None:
            return self._connection
        if self._unusable or time.monotonic() < self._busy_until:
            return None
        foreign: Path | None = None
        for path in (self.preferred_path, self.preferred_path.with_name(ALTERNATE_NAME)):
            owner = ownership(path)
            if owner != "foreign":
                try:
                    self._connection = self._open(path, owner)
                except _Foreign:
                    owner = "foreign"
            if owner == "foreign":
                log.warning("%s is not ninescore's index; it is left alone", path)
                foreign = foreign or path
                continue
            self.path = path
            if foreign is not None:
                self.notice = NinescoreDataError(
                    ErrorKind.INDEX_ELSEWHERE, path=foreign, other=path
                )
            return self._connection
        self.notice = NinescoreDataError(ErrorKind.INDEX_FOREIGN, path=foreign)
        self._unusable = True
        return None

    def _open(self, path: Path, owner: str) -> sqlite3.Connection:
        connection = sqlite3.connect(path, timeout=BUSY_TIMEOUT_SECONDS, isolation_level=None)
        try:
            # Look before writing anything: a file that only looks like ours stays untouched.
            application_id = connection.execute("PRAGMA application_id").fetchone()[0]
            version = connection.execute("PRAGMA user_version").fetchone()[0]
            if owner == "legacy" and not _is_legacy_index(connection, application_id, version):
                raise _Foreign(path)
            if owner == "ours" and application_id != APPLICATION_ID:
                raise _Foreign(path)  # the header said ours, the database says otherwise
            connection.execute("PRAGMA foreign_keys=ON")
            connection.execute("PRAGMA synchronous=OFF")
            if application_id != APPLICATION_ID or version != SCHEMA_VERSION:
                self._create_schema(connection)
            connection.execute("PRAGMA journal_mode=WAL")
            connection.execute("SELECT count(*) FROM files").fetchone()
        except BaseException:
            connection.close()
            raise
        return connection

    @staticmethod
    def _create_schema(connection: sqlite3.Connection) -> None:
        """(Re)create the tables of a file that is ours: new, empty, legacy or out of date.

        The application id is written first and outside WAL, so that it is in the file's own
        header at once (a WAL write would only reach the header at the next checkpoint).
        """
        connection.execute("PRAGMA journal_mode=DELETE")
        connection.execute(f"PRAGMA application_id={APPLICATION_ID}")
        # Every table goes, the statistics cache's too (ninescore.stats.cache keeps its tables
        # here): the file is proven ours, and all of it is a cache. The order of dropping must
        # not trip over references between the tables.
        connection.execute("PRAGMA foreign_keys=OFF")
        with connection:
            connection.execute("BEGIN")
            tables = [
                name
                for (name,) in connection.execute(
                    "SELECT name FROM sqlite_master WHERE type = 'table' "
                    "AND name NOT LIKE 'sqlite_%'"
                )
            ]
            for table in tables:
                connection.execute(f'DROP TABLE IF EXISTS "{table.replace(chr(34), "")}"')
            for statement in _SCHEMA.split(";"):
                if statement.strip():
                    connection.execute(statement)
            for trigger in index_rows.TRIGGERS:
                connection.execute(trigger)
            connection.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
        connection.execute("PRAGMA foreign_keys=ON")

    def _discard(self) -> None:
        """Throw away a damaged index; only ever a file proven to be ninescore's."""
        self.close()
        if ownership(self.path) not in ("ours", "empty", "legacy"):
            self._unusable = True
            return
        for suffix in ("", *SIDECARS):
            try:
                Path(str(self.path) + suffix).unlink()
            except FileNotFoundError:
                pass
            except OSError as error:
                log.warning("cannot remove the damaged index file: %s", error)
                self._unusable = True

    def close(self) -> None:
        if self._connection is not None:
            try:
                self._connection.close()
            finally:
                self._connection = None

    def _run(self, work: Callable[[sqlite3.Connection], T], default: T) -> T:
        """Run ``work(connection)``; on a damaged index rebuild it once, on any failure give up.

        A cache that cannot be written must never stop a save or a listing, nor hold it up.
        """
        for attempt in (1, 2):
            try:
                connection = self._connect()
                if connection is None:
                    return default
                return work(connection)
            except _Foreign as foreign:
                log.warning("%s is not ninescore's index; it is left alone", foreign.path)
                self.notice = NinescoreDataError(ErrorKind.INDEX_FOREIGN, path=foreign.path)
                self._unusable = True
                return default
            except sqlite3.DatabaseError as error:
                if isinstance(error, sqlite3.OperationalError) and not index_rows.is_damage(error):
                    # Busy, locked, cannot open: leave it alone for a while.
                    log.info("index %s unavailable (%s); listing from the files", self.path, error)
                    self.close()
                    self._busy_until = time.monotonic() + BUSY_BACKOFF_SECONDS
                    return default
                log.warning("index %s damaged (%s); attempt %d", self.path, error, attempt)
                self._discard()
            except (OSError, ValueError, TypeError) as error:
                log.warning("index %s unusable: %s", self.path, error)
                self.close()
                self._busy_until = time.monotonic() + BUSY_BACKOFF_SECONDS
                return default
        return default

    def run(self, work: Callable[[sqlite3.Connection], T], default: T) -> T:
        """``work(connection)`` on the index, for a cache that keeps its own tables in it (the
        statistics): a damaged file is rebuilt once, a busy or unusable one gives ``default``.

        ``work`` must be restartable from nothing (after a rebuild its tables are gone), and
        must let no ``OSError``, ``ValueError`` or ``TypeError`` of its own escape: those mean
        an unusable index here.
        """
        return self._run(work, default)

    def connection(self) -> sqlite3.Connection | None:
        """The open index (opened, created or rebuilt as needed), or None while it cannot be
        used (not ninescore's, busy a moment ago, unwritable). For a cache that keeps its own
        tables here and handles its own errors with :meth:`failed`."""
        return self._run(lambda connection: connection, None)

    def failed(self, error: sqlite3.DatabaseError) -> None:
        """What :meth:`run` does when an error reaches it: a damaged file is thrown away (and
        made anew at the next use), a busy or unwritable one left alone for a while."""
        if isinstance(error, sqlite3.OperationalError) and not index_rows.is_damage(error):
            log.info("index %s unavailable (%s); the files are read instead", self.path, error)
            self.close()
            self._busy_until = time.monotonic() + BUSY_BACKOFF_SECONDS
            return
        log.warning("index %s damaged (%s); it is made anew from the files", self.path, error)
        self._discard()

    # -- reading -------------------------------------------------------------------------------

    def signatures(self) -> Signatures | None:
        """The (mtime_ns, size) recorded for each file name; None when the index is unusable."""

        def work(connection: sqlite3.Connection) -> Signatures:
            rows = connection.execute("SELECT name, mtime_ns, size FROM files")
            return {name: (mtime, size) for name, mtime, size in rows}

        return self._run(work, None)

    def listing(self, folder: Path) -> Listing | None:
        """What the index knows: the (mtime_ns, size) recorded for each file name, the sound
        summary of each match by name (newest first, as the store lists them), and the
        remembered problems by name. None when the index is unusable. A file recorded with
        neither a sound summary nor a problem has a damaged row: the caller reads it again."""

        def work(connection: sqlite3.Connection) -> Listing:
            # One read transaction: the queries below see the same rows in the same order, and
            # the listing kept whole is written (if it is) from exactly what they saw.
            connection.execute("BEGIN")
            try:
                return read(connection)
            finally:
                connection.execute("COMMIT")

        def read(connection: sqlite3.Connection) -> Listing:
            kept = index_rows.read_kept(connection, folder)
            cells: index_rows.Cells = {}
            if kept is not None:
                signatures, summaries = kept
                every_row_sound = True
            else:
                signatures, cells, every_row_sound = index_rows.read_rows(connection)
                summaries = index_rows.summaries_by_name(cells, folder)
            problems: dict[str, list[RecordError]] = {}
            for name, kind, place, detail, stored in connection.execute(
                "SELECT name, kind, place, detail, checksum FROM problems ORDER BY name, rowid"
            ):
                problem = None
                if index_rows.checksum((name, kind, place, detail)) == stored:
                    problem = _problem(folder, name, kind, place, detail)
                if problem is None:
                    problems.pop(name, None)
                    signatures.pop(name, None)  # read it again
                    every_row_sound = False
                else:
                    problems.setdefault(name, []).append(problem)
            if kept is None and every_row_sound:
                index_rows.keep(connection, signatures, cells)
            return signatures, summaries, problems

        return self._run(work, None)

    def ids_with_prefix(self, prefix: str) -> tuple[list[tuple[str, str]], set[str]] | None:
        """The (file name, id) of every indexed match whose id starts with ``prefix``, and the
        name of every file the index knows; None when the index is unusable."""

        def work(connection: sqlite3.Connection) -> tuple[list[tuple[str, str]], set[str]]:
            escaped = prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
            rows = connection.execute(
                "SELECT name, id FROM matches WHERE id LIKE ? ESCAPE '\\'", (escaped + "%",)
            )
            matching = [
                (name, match_id)
                for name, match_id in rows
                if isinstance(name, str) and isinstance(match_id, str)
            ]
            known = {row[0] for row in connection.execute("SELECT name FROM files")}
            return matching, known

        return self._run(work, None)

    @staticmethod
    def known(
        connection: sqlite3.Connection, folder: Path, names: Sequence[str]
    ) -> dict[str, Known]:
        """What the index soundly knows of these files, by name: the (mtime_ns, size) it read
        each at, and its summary (None when it could not be loaded) with its problems. A name
        it does not know, or whose rows fail their checks, is left out: read that file again.

        For a cache beside the listing (the statistics), so that it can choose which files to
        read by who played and when, without reading them; runs in the caller's transaction.
        """
        known: dict[str, Known] = {}
        storable = [name for name in names if _storable(name)]
        for start in range(0, len(storable), _CHUNK):
            chunk = storable[start : start + _CHUNK]
            marks = ", ".join("?" * len(chunk))
            files: dict[str, tuple[int, int]] = {
                name: (mtime, size)
                for name, mtime, size in connection.execute(
                    f"SELECT name, mtime_ns, size FROM files WHERE name IN ({marks})", chunk
                )
                if isinstance(mtime, int) and isinstance(size, int)
            }
            summaries: dict[str, MatchSummary] = {}
            rows = connection.execute(
                f"SELECT {index_rows.MATCH_SELECT} FROM matches WHERE name IN ({marks})", chunk
            ).fetchall()
            for row, summary in zip(rows, index_rows.summaries(rows, folder), strict=True):
                name = row[0]
                if summary is not None and files.get(name) == (row[3], row[4]):
                    summaries[name] = summary
                else:
                    files.pop(name, None)  # a damaged row: read the file again
            problems: dict[str, list[RecordError]] = {}
            for name, kind, place, detail, stored in connection.execute(
                "SELECT name, kind, place, detail, checksum FROM problems "
                f"WHERE name IN ({marks}) ORDER BY name, rowid",
                chunk,
            ):
                problem = None
                if index_rows.checksum((name, kind, place, detail)) == stored:
                    problem = _problem(folder, name, kind, place, detail)
                if problem is None:
                    files.pop(name, None)
                else:
                    problems.setdefault(name, []).append(problem)
            for name, signature in files.items():
                summary = summaries.get(name)
                if summary is not None or problems.get(name):
                    known[name] = (signature, summary, problems.get(name, []))
        return known

    # -- writing -------------------------------------------------------------------------------

    def update(
        self,
        changed: Iterable[tuple[str, tuple[int, int], MatchSummary | None, list[RecordError]]],
        removed: Iterable[str] = (),
    ) -> None:
        """Record files read (with their summary, or None when unreadable) and files gone."""

        def work(connection: sqlite3.Connection) -> None:
            with connection:
                connection.execute("BEGIN")
                for name in removed:
                    if _storable(name):
                        connection.execute("DELETE FROM files WHERE name = ?", (name,))
                for name, signature, summary, problems in changed:
                    if _storable(name) and (summary is None or _storable_summary(summary)):
                        self.put(connection, name, signature, summary, problems)

        self._run(work, None)

    @staticmethod
    def put(
        connection: sqlite3.Connection,
        name: str,
        signature: tuple[int, int],
        summary: MatchSummary | None,
        problems: list[RecordError],
    ) -> None:
        """Record one file read, in the caller's transaction (see :meth:`update`)."""
        if not _storable(name) or (summary is not None and not _storable_summary(summary)):
            return
        # Deleting the file row cascades to its match and problems rows.
        connection.execute("DELETE FROM files WHERE name = ?", (name,))
        connection.execute(
            "INSERT INTO files (name, mtime_ns, size) VALUES (?, ?, ?)",
            (name, signature[0], signature[1]),
        )
        if summary is not None:
            cells = (summary.id, name, *summary[2:-1])  # the summary but its folder
            blob = marshal.dumps(cells, 0)
            connection.execute(
                "INSERT INTO matches (id, name, created, updated, player0, player1, race0, "
                "race1, score0, score1, status, event, round, table_name, frames, winner, "
                "referee, summary, mtime_ns, size, checksum) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (*cells, blob, signature[0], signature[1], zlib.crc32(blob)),
            )
        for problem in problems:
            values = {key: _plain(value) for key, value in problem.values.items()}
            row = (name, problem.kind.value, problem.place, json.dumps(values, ensure_ascii=True))
            connection.execute(
                "INSERT INTO problems (name, kind, place, detail, checksum) VALUES (?, ?, ?, ?, ?)",
                (*row, index_rows.checksum(row)),
            )


class _Foreign(Exception):
    def __init__(self, path: Path) -> None:
        super().__init__(str(path))
        self.path = path


def ownership(path: Path) -> str:
    """Whose file is at ``path``: "absent", "empty", "ours", "legacy" (an index of an earlier
    ninescore, to be confirmed once open) or "foreign". Read from the file's header, without
    SQLite, so that nothing is written to a file that is not ours."""
    for suffix in SIDECARS:
        if existing_kind(str(path) + suffix) not in (None, "file"):
            return "foreign"  # a link or a device where SQLite would write
    what = existing_kind(path)
    if what is None:
        return "absent"
    if what != "file":
        return "foreign"
    try:
        header = _head(path)
    except OSError:
        return "foreign"
    if not header:
        wal = Path(str(path) + "-wal")
        with contextlib.suppress(OSError):
            if os.lstat(wal).st_size:  # the name's own size: a link is not followed out
                return "foreign"  # an empty file with someone's journal beside it
        return "empty"
    if len(header) < 100 or not header.startswith(_SQLITE_MAGIC):
        return "foreign"
    application_id = int.from_bytes(header[68:72], "big")
    version = int.from_bytes(header[60:64], "big")
    if application_id == APPLICATION_ID:
        return "ours"
    if application_id == 0 and version in LEGACY_VERSIONS:
        return "legacy"
    return "foreign"


def _head(path: Path) -> bytes:
    return read_head(path, 100)  # SQLite's header: through the data folder's one door


def _is_legacy_index(connection: sqlite3.Connection, application_id: int, version: int) -> bool:
    """An index written by ninescore before it set its application id: exactly its tables."""
    if application_id != 0 or version not in LEGACY_VERSIONS:
        return False
    names = {
        (kind, name)
        for kind, name in connection.execute(
            "SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"
        )
    }
    tables = {name for kind, name in names if kind == "table"}
    indexes = {name for kind, name in names if kind == "index"}
    return bool(tables) and tables <= _TABLES and indexes <= _INDEXES and "files" in tables


def _problem(folder: Path, name: object, kind: object, place: object, detail: object) -> Any:
    if not (
        isinstance(name, str)
        and isinstance(kind, str)
        and isinstance(place, str)
        and isinstance(detail, str)
    ):
        return None
    try:
        error_kind = ErrorKind(kind)
        values = json.loads(detail)
    except ValueError:
        return None
    if not isinstance(values, dict):
        return None
    for key in ("file", "place", "path", "kind", "template"):
        values.pop(key, None)
    needed = {field for _, field, _, _ in string.Formatter().parse(MESSAGES[error_kind]) if field}
    if not needed <= {"file", "place", *values}:
        return None  # not a problem ninescore wrote: its file is read again
    try:
        return RecordError(error_kind, path=folder / name, place=place, **values)
    except TypeError:
        return None


def _storable(text: str) -> bool:
    """Whether SQLite can hold this text: a file name that is not valid UTF-8 cannot."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _storable_summary(summary: MatchSummary) -> bool:
    return all(_storable(value) for value in summary if isinstance(value, str))


def _plain(value: object) -> object:
    if value is None or isinstance(value, str | int | float | bool):
        return value
    return str(value)
