"""The index: a SQLite cache of the listing fields of every match file.

It is never the source of truth. Each file is recorded with the (mtime, size) it had when it was
read, so a file added, changed or removed behind the store's back (copied from another table's
machine, a synced folder) is noticed and re-read. Deleting the index file loses nothing: it is
rebuilt on the next listing. Being a cache, it is written without fsync (``synchronous=OFF``):
after a power cut it may be stale or damaged, and a damaged one is thrown away and rebuilt.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Iterable
from operator import itemgetter
from pathlib import Path
from typing import Any

from .errors import MESSAGES, RecordError
from .summary import MatchSummary

log = logging.getLogger(__name__)

SCHEMA_VERSION = 4

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
    referee TEXT NOT NULL
);
CREATE INDEX matches_by_id ON matches(id);
CREATE TABLE problems (
    name TEXT NOT NULL REFERENCES files(name) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    place TEXT NOT NULL,
    detail TEXT NOT NULL
);
CREATE INDEX problems_by_name ON problems(name);
"""


class Index:
    """The cache in ``<data>/index.sqlite3``. Every failure of it is logged and survived."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._connection: sqlite3.Connection | None = None

    # -- connection ----------------------------------------------------------------------------

    def _connect(self) -> sqlite3.Connection:
        if self._connection is not None:
            return self._connection
        try:
            connection = self._open()
        except sqlite3.OperationalError as error:
            if not _is_damage(error):
                raise  # busy, locked, cannot open: the caller gives up for now
            log.warning("the index %s is damaged (%s); rebuilding it", self.path, error)
            self._discard()
            connection = self._open()
        except sqlite3.DatabaseError as error:
            log.warning("the index %s is damaged (%s); rebuilding it", self.path, error)
            self._discard()
            connection = self._open()
        self._connection = connection
        return connection

    def _open(self) -> sqlite3.Connection:
        connection = sqlite3.connect(self.path, timeout=5.0, isolation_level=None)
        try:
            connection.execute("PRAGMA foreign_keys=ON")
            connection.execute("PRAGMA synchronous=OFF")
            connection.execute("PRAGMA journal_mode=WAL")
            version = connection.execute("PRAGMA user_version").fetchone()[0]
            if version != SCHEMA_VERSION:
                with connection:
                    connection.execute("BEGIN")
                    for table in ("problems", "matches", "files"):
                        connection.execute(f"DROP TABLE IF EXISTS {table}")
                    for statement in _SCHEMA.split(";"):
                        if statement.strip():
                            connection.execute(statement)
                    connection.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
            connection.execute("SELECT count(*) FROM files").fetchone()
        except BaseException:
            connection.close()
            raise
        return connection

    def _discard(self) -> None:
        self.close()
        for suffix in ("", "-wal", "-shm", "-journal"):
            try:
                Path(str(self.path) + suffix).unlink()
            except FileNotFoundError:
                pass
            except OSError as error:
                log.warning("cannot remove the damaged index file: %s", error)

    def close(self) -> None:
        if self._connection is not None:
            try:
                self._connection.close()
            finally:
                self._connection = None

    def _run(self, work: Any, default: Any) -> Any:
        """Run ``work(connection)``; on a damaged index rebuild it once, on any failure give up.

        A cache that cannot be written must never stop a save or a listing.
        """
        for attempt in (1, 2):
            try:
                return work(self._connect())
            except sqlite3.DatabaseError as error:
                log.warning("index %s failed (%s); attempt %d", self.path, error, attempt)
                if isinstance(error, sqlite3.OperationalError) and not _is_damage(error):
                    self.close()
                    return default
                self._discard()
            except OSError as error:
                log.warning("index %s unusable: %s", self.path, error)
                return default
        return default

    # -- reading -------------------------------------------------------------------------------

    def signatures(self) -> dict[str, tuple[int, int]] | None:
        """The (mtime_ns, size) recorded for each file name; None when the index is unusable."""

        def work(connection: sqlite3.Connection) -> dict[str, tuple[int, int]]:
            rows = connection.execute("SELECT name, mtime_ns, size FROM files")
            return {name: (mtime, size) for name, mtime, size in rows}

        result: dict[str, tuple[int, int]] | None = self._run(work, None)
        return result

    def listing(self, folder: Path) -> tuple[set[tuple[str, int, int]], list[MatchSummary]] | None:
        """The (name, mtime_ns, size) of every file recorded, and every indexed match
        newest first (by the time it was created). None when the index is unusable."""

        def work(
            connection: sqlite3.Connection,
        ) -> tuple[set[tuple[str, int, int]], list[MatchSummary]]:
            # Two plain queries: SQLite's LEFT JOIN (or ORDER BY) costs more than both together.
            signatures = set(connection.execute("SELECT name, mtime_ns, size FROM files"))
            summaries: list[MatchSummary] = connection.execute(
                "SELECT id, name, ?, created, updated, player0, player1, race0, race1, score0, "
                "score1, status, event, round, table_name, frames, winner, referee FROM matches",
                (str(folder),),
            ).fetchall()
            # Newest first, then by id; sorting here is cheaper than SQLite's ORDER BY.
            summaries.sort(key=itemgetter(0))
            summaries.sort(key=itemgetter(3), reverse=True)
            # The columns are the summary's fields in order: tuple.__new__, no Python per row.
            summaries = list(map(MatchSummary._make, summaries))
            return signatures, summaries

        result: tuple[set[tuple[str, int, int]], list[MatchSummary]] | None = self._run(work, None)
        return result

    def names_with_id_prefix(self, prefix: str) -> list[str]:
        def work(connection: sqlite3.Connection) -> list[str]:
            escaped = prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
            rows = connection.execute(
                "SELECT name FROM matches WHERE id LIKE ? ESCAPE '\\'", (escaped + "%",)
            )
            return [row[0] for row in rows]

        result: list[str] = self._run(work, [])
        return result

    def problems(self, folder: Path) -> list[RecordError]:
        def work(connection: sqlite3.Connection) -> list[RecordError]:
            rows = connection.execute(
                "SELECT name, kind, place, detail FROM problems ORDER BY name, rowid"
            )
            found = []
            for name, kind, place, detail in rows:
                values = json.loads(detail)
                values.pop("file", None)
                values.pop("place", None)
                template = MESSAGES.get(kind, MESSAGES["invalid_whole"])
                found.append(RecordError(kind, template, path=folder / name, place=place, **values))
            return found

        result: list[RecordError] = self._run(work, [])
        return result

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
                    connection.execute("DELETE FROM files WHERE name = ?", (name,))
                for name, signature, summary, problems in changed:
                    self._put(connection, name, signature, summary, problems)

        self._run(work, None)

    @staticmethod
    def _put(
        connection: sqlite3.Connection,
        name: str,
        signature: tuple[int, int],
        summary: MatchSummary | None,
        problems: list[RecordError],
    ) -> None:
        # Deleting the file row cascades to its match and problems rows.
        connection.execute("DELETE FROM files WHERE name = ?", (name,))
        connection.execute(
            "INSERT INTO files (name, mtime_ns, size) VALUES (?, ?, ?)",
            (name, signature[0], signature[1]),
        )
        if summary is not None:
            connection.execute(
                "INSERT INTO matches (name, mtime_ns, size, id, created, updated, player0, "
                "player1, race0, race1, score0, score1, status, event, round, table_name, frames, "
                "winner, referee) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    name,
                    signature[0],
                    signature[1],
                    summary.id,
                    summary.created_text,
                    summary.updated_text,
                    summary.player0,
                    summary.player1,
                    summary.race0,
                    summary.race1,
                    summary.score0,
                    summary.score1,
                    summary.status,
                    summary.event,
                    summary.round,
                    summary.table,
                    summary.frames,
                    summary.winner,
                    summary.referee,
                ),
            )
        for problem in problems:
            values = {key: _plain(value) for key, value in problem.values.items()}
            connection.execute(
                "INSERT INTO problems (name, kind, place, detail) VALUES (?, ?, ?, ?)",
                (name, problem.kind, problem.place, json.dumps(values, ensure_ascii=False)),
            )


def _is_damage(error: sqlite3.DatabaseError) -> bool:
    """Whether the error means a damaged file (rebuild) rather than a busy or missing one."""
    text = str(error).lower()
    return "malformed" in text or "not a database" in text or "corrupt" in text


def _plain(value: object) -> object:
    if value is None or isinstance(value, str | int | float | bool):
        return value
    return str(value)
