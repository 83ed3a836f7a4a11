"""The statistics cache's SQL plumbing: its temporary tables, its transactions, its tables
made for a version of the definitions, the private database used when the index cannot be.

The cache's own tables and their rows are :mod:`.cache_rows`; what the cache does with them is
:mod:`.cache`.
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from collections.abc import Iterator

from . import cache_rows as tables

# The cache's logger: what it says of its database reads as the cache's, as it always did.
log = logging.getLogger("ninescore.stats.cache")

SCAN_TABLE = """
CREATE TEMP TABLE IF NOT EXISTS stat_scan (
    name TEXT PRIMARY KEY, mtime_ns INTEGER, size INTEGER, inode INTEGER, ctime_ns INTEGER
) WITHOUT ROWID
"""
TODO_TABLE = """
CREATE TEMP TABLE IF NOT EXISTS stat_todo (
    name TEXT PRIMARY KEY, mtime_ns INTEGER, size INTEGER
) WITHOUT ROWID
"""
TODO_IN_ORDER = "SELECT name FROM temp.stat_todo ORDER BY name"
CHOSEN_TABLE = "CREATE TEMP TABLE IF NOT EXISTS stat_chosen (name TEXT PRIMARY KEY) WITHOUT ROWID"
STALE = (
    "SELECT s.name, s.mtime_ns, s.size FROM temp.stat_scan s "
    "LEFT JOIN stat_files f ON f.name = s.name "
    "WHERE f.name IS NULL OR f.mtime_ns != s.mtime_ns OR f.size != s.size "
    "OR f.inode != s.inode OR f.ctime_ns != s.ctime_ns"
)


def prefixed(alias: str, columns: str) -> str:
    return ", ".join(f"{alias}.{column.strip()}" for column in columns.split(","))


def has_listing(connection: sqlite3.Connection) -> bool:
    """Whether the database holds the listing too (the index does, a temporary one not)."""
    found = connection.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'problems'"
    ).fetchone()
    return found is not None


def ensure_tables(connection: sqlite3.Connection, wanted: int) -> None:
    """Create the cache's tables, or make them anew when they were made for other definitions
    (a version other than ``wanted``)."""
    present = {
        name
        for (name,) in connection.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'stat_%'"
        )
    }
    version = None
    if "stat_meta" in present:
        row = connection.execute("SELECT value FROM stat_meta WHERE key = 'version'").fetchone()
        version = row[0] if row is not None else None
    if version == wanted and present >= set(tables.TABLES):
        return
    if present:
        log.info("statistics cache of version %s; made anew for version %d", version, wanted)
    with transaction(connection):
        for table in tables.TABLES:
            connection.execute(f"DROP TABLE IF EXISTS {table}")
        for statement in tables.SCHEMA:
            connection.execute(statement)
        connection.execute("INSERT INTO stat_meta (key, value) VALUES ('version', ?)", (wanted,))


@contextlib.contextmanager
def transaction(connection: sqlite3.Connection | None) -> Iterator[None]:
    assert connection is not None
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            connection.execute("ROLLBACK")
        raise
    connection.execute("COMMIT")


def temporary_database() -> sqlite3.Connection:
    # "": a private database in a temporary file, removed when closed; its pages are cached in
    # a bounded amount of memory however many matches it holds.
    connection = sqlite3.connect("", isolation_level=None)
    connection.execute("PRAGMA foreign_keys=ON")
    connection.execute("PRAGMA synchronous=OFF")
    return connection


def is_damage(error: sqlite3.DatabaseError) -> bool:
    text = str(error).lower()
    return not isinstance(error, sqlite3.OperationalError) or any(
        word in text for word in ("malformed", "not a database", "corrupt")
    )


__all__ = [
    "CHOSEN_TABLE",
    "SCAN_TABLE",
    "STALE",
    "TODO_IN_ORDER",
    "TODO_TABLE",
    "ensure_tables",
    "has_listing",
    "is_damage",
    "prefixed",
    "temporary_database",
    "transaction",
]
