"""The statistics cache: every match's numbers computed once, kept in the index, and streamed.

A club's history is tens of thousands of match files; replaying them all for every export or
every player looked at in the history takes minutes and holds them all in memory. Statistics
are derived data, so each file's numbers (the match, each player in it, each frame) are kept in
the index's SQLite file beside the listing, in tables of their own (:mod:`.cache_rows`), and an
export or a player's numbers are a query, streamed row by row or summed up by SQLite.

It is a cache like the rest of the index, never the truth:

- **Keyed by the file as it is on disk.** Each file's rows carry the ``(mtime_ns, size, inode,
  ctime_ns)`` of the bytes they were computed from (the ``fstat`` of the very read). Every use
  starts with one scan of the folder, compared with the cache in SQL: a file new, changed or
  replaced (Syncthing and ninescore both write a new file and rename it over the old one, which
  gives it a new inode and ctime; Syncthing also sets the mtime of the origin) is read again, a
  file gone has its rows deleted. The ctime cannot be set by any program, so even a copy that
  restores the old mtime and size is noticed. A content hash was not taken: noticing a change
  would then mean reading every file, which is the cost the cache is there to save.
- **Versioned by the definitions.** :data:`STATS_VERSION` names the definitions of
  ``docs/statistics.md`` (and the layout of the tables); a cache of another version is dropped
  and filled again. ``tests/stats/test_cache_version.py`` fails when the definitions change and
  the version does not.
- **Checked.** Each row carries a CRC-32 of its cells; a row that fails it is thrown away with a
  line in the log and its file read again. A damaged file is made anew (the listing with it), a
  busy or unwritable one is left alone and a temporary database used instead: the files are
  read, and the numbers are the same.
- **Filters first.** ``--player``, ``--event``, ``--since`` and ``--until`` choose the rows in
  SQL, and a file whose numbers are missing is read only when the listing's row for it (who
  played, when, which event) says the filters choose it.

Here the cache's work on its tables; which matches are chosen is :mod:`.selection`, a file read
and replayed (here or in worker processes) :mod:`.cache_workers`, the SQL plumbing (temporary
tables, transactions, the tables of a version) :mod:`.cache_sql`.
"""

from __future__ import annotations

import contextlib
import gc
import logging
import os
import sqlite3
import zlib
from collections.abc import Iterator, Sequence
from operator import itemgetter
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ninescore.records import codec
from ninescore.records.errors import ErrorKind, NinescoreDataError, RecordError, record_error
from ninescore.records.files import kind_of, read_match_bytes
from ninescore.records.index import Index
from ninescore.records.scan import COPY, MATCH, scan_matches

from . import cache_rows as tables
from . import cache_sql, cache_workers
from .cache_rows import CachedMatch, CachedNumbers
from .cache_workers import Compute, Computed, computed_file
from .frames import FrameStats
from .players import HeadToHead, PlayerStats, name_key, record_stats
from .selection import EVERYTHING, Selection

if TYPE_CHECKING:
    from ninescore.records.store import Store

log = logging.getLogger(__name__)

STATS_VERSION = 3
"""The definitions of ``docs/statistics.md`` and the layout of the cache's tables. Raise it
whenever a number would come out differently, or a table changes; record the new digest of the
definitions in :data:`DEFINITIONS` (the test says which)."""

DEFINITIONS: dict[int, str] = {
    1: "177f5a74ece65e1401a4b6f9327121657fb1ba6d124186f91fd60d18dca06e6b",
    # 2: the same definitions; a frame's row keeps whether it was won on a combination (R1).
    2: "177f5a74ece65e1401a4b6f9327121657fb1ba6d124186f91fd60d18dca06e6b",
    # 3: a frame starts on its break (R13), and a stalemated rack's break counts under breaks.
    3: "3694333f1b7a7dbf4cc368e89078c003a07b93aa1a414c684f752a64f74008a4",
}
"""For each version, the SHA-256 of ``docs/statistics.md`` from "## Definitions" to "## CSV
files" with its spaces normalised (``tests/stats/test_cache_version.py`` computes it)."""

FILL_BATCH = 64
"""Files read between two writes of the cache: a write is one short transaction, so that a
scoring window saving a shot never waits long for the index."""

PARALLEL_FROM = 256
"""Files to read from which a refresh with ``jobs`` above 1 hands them to worker processes:
below it, starting the workers costs more than they save."""


class _Replan(Exception):
    """The database under the cache changed (rebuilt, or the temporary one taken): start over."""


class StatsCache:
    """The numbers of the matches of ``store``, from the cache in its index.

    Call :meth:`refresh` (or run :meth:`refresh_steps`) for a selection first; it reads what
    the cache lacks, and afterwards :attr:`problems` and :attr:`notices` say what could not be
    read, as a listing does. The queries then answer for that selection from the cache.
    """

    def __init__(self, store: Store) -> None:
        self.store = store
        self.folder = store.matches_path
        self.problems: list[RecordError] = []
        self.notices: list[NinescoreDataError] = []
        self._temporary: sqlite3.Connection | None = None
        self._planned_on: sqlite3.Connection | None = None
        self._verified: sqlite3.Connection | None = None  # whose rows were all checked
        self._names: dict[str, str] = {}  # stored key -> real name, for names SQLite cannot hold

    @property
    def index(self) -> Index:
        return self.store.index

    def close(self) -> None:
        if self._temporary is not None:
            self._temporary.close()
            self._temporary = None

    # -- filling -------------------------------------------------------------------------------

    def refresh(self, selection: Selection = EVERYTHING, jobs: int = 1) -> None:
        """Bring the cache up to date for ``selection``: read every file it needs, by ``jobs``
        worker processes when there are many (the replay is pure Python: threads would share
        one core).  The cache comes out the same either way, problem for problem."""
        for _step in self.refresh_steps(selection, jobs=jobs):
            pass

    def refresh_steps(
        self, selection: Selection = EVERYTHING, batch: int = FILL_BATCH, jobs: int = 1
    ) -> Iterator[tuple[int, int]]:
        """:meth:`refresh` a little at a time: yields ``(files read, files to read)`` after each
        ``batch`` files, for a window that shows the progress and stays responsive."""
        for _attempt in range(4):
            try:
                total = self._plan(selection)
                with cache_workers.workers(jobs if total >= PARALLEL_FROM else 1) as pool_map:
                    compute: Compute = map if pool_map is map else self._ahead(pool_map)
                    done = 0
                    while done < total:
                        count = self._fill(batch, compute)
                        if not count:
                            break
                        done += count
                        yield done, total
                return
            except _Replan:
                continue
        raise NinescoreDataError(ErrorKind.STATS_UNAVAILABLE, path=self.index.path)

    def _ahead(self, pool_map: Compute) -> Compute:
        """Every file to read handed to the workers at once, in the order :meth:`_fill` takes
        them (by name), so that they compute the next files while this process writes."""

        def names(connection: sqlite3.Connection) -> list[str]:
            return [key for (key,) in connection.execute(cache_sql.TODO_IN_ORDER)]

        keys: list[str] = self._work(names)
        paths = [self.folder / self._name(key) for key in keys]
        results = zip(keys, pool_map(computed_file, paths, keys), strict=True)

        def taken(
            _function: object, _paths: Sequence[Path], wanted: Sequence[str]
        ) -> Iterator[Computed]:
            for key in wanted:
                given, result = next(results)
                if given != key:  # never: only this cache changes its list of files to read
                    raise RuntimeError(f"the workers computed {given!r}, the cache wants {key!r}")
                yield result

        return taken

    def _connection(self) -> sqlite3.Connection:
        if self._temporary is None:
            connection = self.index.connection()
            if connection is not None:
                return connection
            log.info("the index cannot be used now; statistics come from the files this time")
            self._temporary = cache_sql.temporary_database()
        return self._temporary

    def _work(self, work: Any) -> Any:
        """``work(connection)``; a database error is said to the index (which rebuilds a damaged
        file or leaves a busy one alone) and the refresh starts over."""
        connection = self._connection()
        try:
            return work(connection)
        except sqlite3.ProgrammingError as error:  # closed under us (a busy index elsewhere)
            log.info("the index was closed while statistics were computed (%s)", error)
            raise _Replan from None
        except sqlite3.DatabaseError as error:
            if connection is self._temporary:
                raise
            if cache_sql.is_damage(error):
                log.warning(
                    "the statistics cache in %s is damaged (%s); it is made anew from the files",
                    self.index.path,
                    error,
                )
            self.index.failed(error)
            self._verified = None
            raise _Replan from None

    def _plan(self, selection: Selection) -> int:
        """Scan the folder, forget what is gone or damaged, and list the files to read."""

        def plan(connection: sqlite3.Connection) -> int:
            self._planned_on = connection
            self.problems, self.notices = [], []
            listing = cache_sql.has_listing(connection)
            cache_sql.ensure_tables(connection, STATS_VERSION)
            self._scan_into(connection)
            with cache_sql.transaction(connection):
                connection.execute(
                    "DELETE FROM stat_files WHERE name NOT IN (SELECT name FROM temp.stat_scan)"
                )
            if connection is not self._verified:
                self._forget_damaged(connection)
                self._verified = connection
            connection.execute(cache_sql.TODO_TABLE)
            with cache_sql.transaction(connection):
                connection.execute("DELETE FROM temp.stat_todo")
                connection.execute(f"INSERT INTO temp.stat_todo {cache_sql.STALE}")
                connection.execute(
                    "DELETE FROM stat_files WHERE name IN (SELECT name FROM temp.stat_todo)"
                )
            if listing:
                self._use_the_listing(connection, selection)
            self._choose(connection, selection)
            if self.index.notice is not None:  # another program's index file, left alone
                self.notices.append(self.index.notice)
            total: int = connection.execute("SELECT count(*) FROM temp.stat_todo").fetchone()[0]
            return total

        result: int = self._work(plan)
        return result

    def _scan_into(self, connection: sqlite3.Connection) -> None:
        """The folder's match files with their signatures, into ``temp.stat_scan``; names that
        cannot be match files (folders, links, pipes) and version copies said as problems."""
        connection.execute(cache_sql.SCAN_TABLE)
        specials: list[RecordError] = []
        copies: list[Path] = []
        self._names = {}

        def entries() -> Iterator[tuple[str, int, int, int, int]]:
            try:
                for name, kind, status in scan_matches(self.folder):
                    if kind == MATCH:
                        yield (
                            self._key(name),
                            status.st_mtime_ns,
                            status.st_size,
                            status.st_ino,
                            status.st_ctime_ns,
                        )
                    elif kind == COPY:
                        copies.append(self.folder / name)
                    else:  # not a regular file: never read
                        specials.append(_special(self.folder / name, status.st_mode))
            except FileNotFoundError:
                return
            except OSError as error:
                specials.append(
                    record_error(ErrorKind.UNREADABLE, self.folder, detail=error.strerror or "")
                )

        with cache_sql.transaction(connection):
            connection.execute("DELETE FROM temp.stat_scan")
            connection.executemany("INSERT INTO temp.stat_scan VALUES (?, ?, ?, ?, ?)", entries())
        self.problems.extend(specials)
        self.notices.extend(record_error(ErrorKind.VERSION_COPY, copy) for copy in sorted(copies))

    def _key(self, name: str) -> str:
        """The name as the cache stores it: itself, or for a name that is not valid UTF-8 (which
        SQLite cannot hold) its bytes in hex after a "/", which no file name contains."""
        try:
            name.encode("utf-8")
        except UnicodeEncodeError:
            key = "/" + os.fsencode(name).hex()
            self._names[key] = name
            return key
        return name

    def _name(self, key: str) -> str:
        return self._names.get(key, key)

    def _forget_damaged(self, connection: sqlite3.Connection) -> None:
        """Rows that fail their checksum are thrown away (their files are read again)."""
        damaged: set[str] = set()
        for table, columns in (
            ("stat_files", tables.FILE_COLUMNS),
            ("stat_matches", tables.MATCH_COLUMNS),
            ("stat_players", tables.PLAYER_COLUMNS),
        ):
            rows = connection.execute(
                f"SELECT name, checksum, {tables.joined_in_sql(columns)} FROM {table}"
            )
            while chunk := rows.fetchmany(2000):
                computed = map(zlib.crc32, map(itemgetter(2), chunk))
                for (name, stored, _joined), crc in zip(chunk, computed, strict=True):
                    if crc != stored:
                        damaged.add(name if isinstance(name, str) else "")
        # A match must have both players' rows, and a file's rows must all be there.
        damaged.update(
            name
            for (name,) in connection.execute(
                "SELECT name FROM stat_matches m WHERE "
                "(SELECT count(*) FROM stat_players p WHERE p.name = m.name) != 2 "
                "OR (SELECT count(*) FROM stat_frames f WHERE f.name = m.name) != m.frames "
                "UNION SELECT name FROM stat_files WHERE name NOT IN "
                "(SELECT name FROM stat_matches)"
            )
        )
        if not damaged:
            return
        log.warning(
            "%d file(s) had damaged rows in the statistics cache %s; they are read again",
            len(damaged),
            self.index.path,
        )
        with cache_sql.transaction(connection):
            for name in damaged:
                for table in tables.TABLES[:-1]:
                    connection.execute(f"DELETE FROM {table} WHERE name = ?", (name,))

    def _use_the_listing(self, connection: sqlite3.Connection, selection: Selection) -> None:
        """Leave unread the files the listing already knows: those that cannot be loaded (said
        from what it remembers) and those the selection does not choose. Also say the problems
        it remembers of the files whose numbers are cached (stored results that disagree)."""
        skipped: list[str] = []
        last = ""
        while chunk := connection.execute(
            "SELECT name, mtime_ns, size FROM temp.stat_todo WHERE name > ? ORDER BY name "
            "LIMIT 500",
            (last,),
        ).fetchall():
            last = chunk[-1][0]
            known = Index.known(connection, self.folder, [row[0] for row in chunk])
            for name, mtime, size in chunk:
                found = known.get(name)
                if found is None or found[0] != (mtime, size):
                    continue
                _signature, summary, problems = found
                if summary is None:
                    self.problems.extend(problems)
                    skipped.append(name)
                elif not selection.admits(summary, name):
                    skipped.append(name)
        with cache_sql.transaction(connection):
            connection.executemany(
                "DELETE FROM temp.stat_todo WHERE name = ?", ((name,) for name in skipped)
            )
        with_problems = [
            row
            for row in connection.execute(
                "SELECT DISTINCT s.name, s.mtime_ns, s.size FROM temp.stat_scan s "
                "JOIN stat_files f ON f.name = s.name JOIN problems p ON p.name = s.name"
            )
        ]
        known = Index.known(connection, self.folder, [row[0] for row in with_problems])
        for name, mtime, size in with_problems:
            found = known.get(name)
            if found is not None and found[0] == (mtime, size):
                self.problems.extend(found[2])

    def _choose(self, connection: sqlite3.Connection, selection: Selection) -> None:
        connection.execute(cache_sql.CHOSEN_TABLE)
        with cache_sql.transaction(connection):
            connection.execute("DELETE FROM temp.stat_chosen")
            if selection.files is not None:
                connection.executemany(
                    "INSERT OR IGNORE INTO temp.stat_chosen VALUES (?)",
                    ((self._key(name),) for name in selection.files),
                )

    def _fill(self, limit: int, compute: Compute = map) -> int:
        """Read up to ``limit`` of the files to read, and keep their numbers. Returns how many.
        ``compute`` maps :func:`computed` over the files: here, or in worker processes."""

        def fill(connection: sqlite3.Connection) -> int:
            if connection is not self._planned_on:
                raise _Replan
            todo = connection.execute(f"{cache_sql.TODO_IN_ORDER} LIMIT ?", (limit,)).fetchall()
            keys = [key for (key,) in todo]
            paths = [self.folder / self._name(key) for key in keys]
            computed = []
            for signature, summary, rows, problems, said in compute(computed_file, paths, keys):
                self.problems.extend(said)
                computed.append((signature, summary, rows, problems))
            listing = cache_sql.has_listing(connection)
            with cache_sql.transaction(connection):
                for (key,), (signature, summary, rows, problems) in zip(
                    todo, computed, strict=True
                ):
                    connection.execute("DELETE FROM temp.stat_todo WHERE name = ?", (key,))
                    if signature is None:
                        continue  # gone since the scan
                    if listing:
                        Index.put(connection, key, signature[:2], summary, problems)
                    if rows is None:
                        continue
                    connection.execute(
                        tables.insert_sql("stat_files", tables.FILE_COLUMNS),
                        tables.with_checksum((key, *signature)),
                    )
                    connection.execute(
                        tables.insert_sql("stat_matches", tables.MATCH_COLUMNS), rows.match
                    )
                    connection.executemany(
                        tables.insert_sql("stat_players", tables.PLAYER_COLUMNS), rows.players
                    )
                    connection.executemany(
                        tables.insert_sql("stat_frames", tables.FRAME_COLUMNS), rows.frames
                    )
            return len(todo)

        collecting = gc.isenabled()
        gc.disable()  # many small objects that all die at once: nothing for the collector
        try:
            result: int = self._work(fill)
        finally:
            if collecting:
                gc.enable()
        return result

    # -- reading -------------------------------------------------------------------------------

    def _query(self, sql: str, values: Sequence[object]) -> sqlite3.Cursor:
        connection = self._planned_on
        if connection is None:
            raise RuntimeError("refresh the cache for a selection before asking it")
        try:
            return connection.execute(sql, values)
        except sqlite3.DatabaseError as error:
            raise self._unreadable(connection, error) from None

    def _unreadable(self, connection: sqlite3.Connection, error: sqlite3.DatabaseError) -> Any:
        if connection is not self._temporary and not isinstance(error, sqlite3.ProgrammingError):
            self.index.failed(error)
        return NinescoreDataError(
            ErrorKind.STATS_UNREADABLE, path=self.index.path, detail=str(error)
        )

    def _rows(self, sql: str, values: Sequence[object]) -> Iterator[Any]:
        cursor = self._query(sql, values)
        try:
            while chunk := cursor.fetchmany(500):
                yield from chunk
        except sqlite3.DatabaseError as error:
            raise self._unreadable(cursor.connection, error) from None

    def matches(
        self, selection: Selection = EVERYTHING
    ) -> Iterator[tuple[CachedMatch, CachedNumbers]]:
        """Each chosen match's facts and numbers, in the order they were created."""
        where, values = selection.where()
        sql = (
            f"SELECT {tables.MATCH_SELECT}, {cache_sql.prefixed('a', tables.PLAYER_SELECT)}, "
            f"{cache_sql.prefixed('b', tables.PLAYER_SELECT)} FROM stat_matches m "
            "JOIN stat_players a ON a.name = m.name AND a.side = 0 "
            "JOIN stat_players b ON b.name = m.name AND b.side = 1 "
            f"WHERE {where} ORDER BY m.created, m.id, m.name"
        )
        for row in self._rows(sql, values):
            yield tables.match_of(row)

    def frames(self, selection: Selection = EVERYTHING) -> Iterator[tuple[CachedMatch, FrameStats]]:
        """Each frame of each chosen match, in the order the matches were created.

        Frames are many, so their rows are checked here as they are read; a match whose frame
        rows fail the check is read from its file at once (and read again next time)."""
        where, values = selection.where()
        sql = (
            f"SELECT {tables.HEAD_SELECT}, m.name, f.checksum, "
            f"{tables.joined_in_sql(tables.FRAME_COLUMNS, 'f')}, {tables.FRAME_SELECT} "
            "FROM stat_matches m JOIN stat_frames f ON f.name = m.name "
            f"WHERE {where} ORDER BY m.created, m.id, m.name, f.number"
        )
        damaged: list[str] = []
        skip = current = ""
        shown = 0  # frames of the current match already given
        for row in self._rows(sql, values):
            key = row[8]
            if key == skip:
                continue
            if key != current:
                current, shown = key, 0
            head = CachedMatch._make(row[:8])
            if zlib.crc32(row[10]) == row[9]:
                try:
                    frame = tables.frame_of(row[11:])
                except (TypeError, ValueError, AttributeError, IndexError):
                    pass
                else:
                    shown += 1
                    yield head, frame
                    continue
            # This match's frames come from its file instead: those not given yet.
            damaged.append(key)
            skip = key
            yield from self._replayed_frames(key, head, shown)
        if damaged:
            log.warning("frame rows of %d match(es) in the statistics cache were damaged; "
                        "they were read from their files", len(damaged))  # fmt: skip
            connection = self._planned_on
            assert connection is not None  # the query above ran on it
            with contextlib.suppress(sqlite3.DatabaseError), cache_sql.transaction(connection):
                # Marked stale, not deleted: deleting would take the match's other rows with
                # it while this refresh is still answering from them. The next refresh reads
                # these files again (their signature no longer matches the folder's).
                for key in damaged:
                    connection.execute("UPDATE stat_files SET ctime_ns = -1 WHERE name = ?", (key,))

    def _replayed_frames(
        self, key: str, head: CachedMatch, given: int
    ) -> Iterator[tuple[CachedMatch, FrameStats]]:
        path = self.folder / self._name(key)
        try:
            record = codec.parse_record(read_match_bytes(path, codec.MAX_FILE_SIZE)[0], path)
        except RecordError as error:
            self.problems.append(error)
            return
        for frame in record_stats(record).frames[given:]:
            yield head, frame

    def all_player_stats(self, selection: Selection = EVERYTHING) -> list[PlayerStats]:
        """Every player's numbers over the chosen matches, sorted by name (as
        :func:`ninescore.stats.all_player_stats` counts them)."""
        where, values = selection.where()
        shown = self._shown("", where, values)
        totals = self._query(
            f"SELECT p.player_key, {tables.PLAYER_TOTALS} FROM stat_players p "
            f"JOIN stat_matches m ON m.name = p.name WHERE p.counted = 1 AND {where} "
            "GROUP BY p.player_key",
            values,
        ).fetchall()
        players = [tables.player_stats_of(shown.get(row[0], row[0]), row[1:]) for row in totals]
        return sorted(players, key=lambda stats: stats.name.casefold())

    def player_stats(self, name: str, selection: Selection = EVERYTHING) -> PlayerStats:
        """``name``'s numbers over the chosen matches they played."""
        where, values = selection.where()
        key = name_key(name)
        condition = f"p.counted = 1 AND p.player_key = ? AND {where}"
        row = self._query(
            f"SELECT {tables.PLAYER_TOTALS} FROM stat_players p "
            f"JOIN stat_matches m ON m.name = p.name WHERE {condition}",
            [key, *values],
        ).fetchone()
        if row is None or not row[0]:
            return PlayerStats(name=name)
        shown = self._shown("AND p.player_key = ?", where, [key, *values])
        return tables.player_stats_of(shown.get(key, name), row)

    def _shown(self, extra: str, where: str, values: Sequence[object]) -> dict[str, str]:
        """Each player's name as first found in the chosen matches (oldest first)."""
        return {
            key: shown
            for key, _first, shown in self._query(
                "SELECT p.player_key, min(m.created || m.id), p.shown FROM stat_players p "
                f"JOIN stat_matches m ON m.name = p.name WHERE p.counted = 1 {extra} AND "
                f"{where} GROUP BY p.player_key",
                values,
            )
        }

    def head_to_head(self, a: str, b: str, selection: Selection = EVERYTHING) -> HeadToHead:
        """``a`` against ``b`` in the chosen matches (as :func:`ninescore.stats.head_to_head`)."""
        where, values = selection.where()
        sides = []
        for one, other in ((a, b), (b, a)):
            keys = [name_key(one), name_key(other)]
            row = self._query(
                f"SELECT {tables.PLAYER_TOTALS}, "
                "sum(CASE p.side WHEN 0 THEN m.score0 ELSE m.score1 END), "
                "min(m.created || m.id) FROM stat_players p "
                "JOIN stat_players o ON o.name = p.name AND o.side != p.side "
                "JOIN stat_matches m ON m.name = p.name "
                f"WHERE p.player_key = ? AND o.player_key = ? AND p.player_key != o.player_key "
                f"AND {where}",
                [*keys, *values],
            ).fetchone()
            if row is None or not row[0]:
                sides.append((PlayerStats(name=one), 0))
                continue
            shown = self._shown(
                "AND p.player_key = ? AND EXISTS (SELECT 1 FROM stat_players o WHERE "
                "o.name = p.name AND o.side != p.side AND o.player_key = ?)",
                where,
                [*keys, *values],
            )
            sides.append((tables.player_stats_of(shown.get(keys[0], one), row[:-2]), row[-2]))
        (a_stats, a_frames), (b_stats, b_frames) = sides
        return HeadToHead(
            a=a_stats.name,
            b=b_stats.name,
            matches=a_stats.matches,
            matches_won=(a_stats.matches_won, b_stats.matches_won),
            frames_won=(int(a_frames or 0), int(b_frames or 0)),
            a_stats=a_stats,
            b_stats=b_stats,
        )


def _special(path: Path, mode: int) -> RecordError:
    kinds = {"directory": ErrorKind.IS_DIRECTORY, "symlink": ErrorKind.SYMLINK}
    return record_error(kinds.get(kind_of(mode), ErrorKind.NOT_REGULAR), path)


__all__ = ["DEFINITIONS", "EVERYTHING", "STATS_VERSION", "Selection", "StatsCache"]
