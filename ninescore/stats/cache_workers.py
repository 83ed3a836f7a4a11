"""One match file read and replayed for the statistics cache, here or in worker processes.

:func:`computed_file` is a function of the file alone, so that a worker process can run it and
send back what it found; :func:`workers` is the ``map`` that applies it, this process's own or
that of the tied worker pool of ``check --jobs`` (``records/workers.py``).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterator
from pathlib import Path

from ninescore.records import codec
from ninescore.records.errors import ErrorKind, RecordError
from ninescore.records.files import read_match_bytes
from ninescore.records.summary import MatchSummary

from . import cache_rows as tables
from .players import record_stats

PARALLEL_BLOCK = 32
"""Files each worker is given at a time (while this process writes what came back)."""


Computed = tuple[
    tuple[int, int, int, int] | None,
    MatchSummary | None,
    tables.Rows | None,
    list[RecordError],
    list[RecordError],
]
"""One file read and replayed: its signature (None when it is gone), its summary and rows (None
when it cannot be loaded), the problems the listing keeps of it, and the problems to say."""

Compute = Callable[..., Iterator[Computed]]
"""``map`` itself, or a pool's ``map``: how :func:`computed_file` is applied to the files."""


def computed_file(path: Path, key: str) -> Computed:
    """Read and replay the file ``path`` (stored as ``key``).  A function of its own, of the
    file alone, so that a worker process can run it and send back what it found."""
    try:
        data, status = read_match_bytes(path, codec.MAX_FILE_SIZE)
        signature = (status.st_mtime_ns, status.st_size, status.st_ino, status.st_ctime_ns)
        record = codec.parse_record(data, path)
    except RecordError as error:
        if error.kind is ErrorKind.MISSING:
            return None, None, None, [], []
        with contextlib.suppress(OSError):
            status = os.lstat(path)
            signature = (status.st_mtime_ns, status.st_size, status.st_ino, status.st_ctime_ns)
            return signature, None, None, [error], [error]
        return None, None, None, [], [error]
    record.source_path = path
    stats = record_stats(record)
    problems = list(record.problems)
    return (
        signature,
        MatchSummary.of(record, path),
        tables.rows_of(key, record, stats),
        problems,
        problems,
    )


@contextlib.contextmanager
def workers(jobs: int) -> Iterator[Compute]:
    """``map``, or with ``jobs`` above 1 the ``map`` of that many worker processes, in order.

    The workers of ``check --jobs`` (``records/workers.py``): from a clean process, not a copy
    of one that may hold Qt's threads or the index's open connection, and tied to this one."""
    if jobs <= 1:
        yield map
        return
    from functools import partial

    from ninescore.records.workers import worker_pool

    with worker_pool(jobs) as pool:
        yield partial(pool.map, chunksize=PARALLEL_BLOCK)


__all__ = ["PARALLEL_BLOCK", "Compute", "Computed", "computed_file", "workers"]
