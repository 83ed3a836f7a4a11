"""``ninescore check``: load and replay every match file, report every problem, write nothing.

It reads the folder the way the store does (only regular files, never blocking, at most the size
limit), but opens no index and takes no lock, so it can run beside a scoring window, on a
read-only copy, or on a folder another program is writing.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from . import codec
from .errors import ErrorKind, NinescoreDataError, RecordError, record_error
from .files import read_match_bytes
from .index import ownership
from .record import MatchRecord
from .store import INDEX_FILE, MATCHES_FOLDER, SUFFIX, is_match_file_name, is_version_copy
from .workers import worker_pool


@dataclass
class CheckReport:
    """What a check found: how many match files, and every problem with its file and place."""

    folder: Path
    files: int = 0
    problems: list[RecordError] = field(default_factory=list)
    temporary_files: list[Path] = field(default_factory=list)
    """Leftovers of interrupted saves: harmless, never listed, mentioned for the curious."""
    notices: list[NinescoreDataError] = field(default_factory=list)
    """Worth knowing, though no match is at fault (an index file that is not ninescore's)."""

    @property
    def ok(self) -> bool:
        return not self.problems


def every_core() -> int:
    """How many cores this process may use: the default of ``check --jobs``."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def check_folder(data_path: Path, jobs: int = 1) -> CheckReport:
    """Check every match file under ``data_path``; never creates, changes or deletes anything.

    With ``jobs`` above 1 the files are read and replayed by that many worker processes (the
    replay is pure Python, so threads would share one core); the results come back in the
    order of the names, so the report is the same as with one job, problem for problem.
    """
    folder = data_path / MATCHES_FOLDER
    report = CheckReport(folder)
    index = data_path / INDEX_FILE
    if ownership(index) == "foreign":
        report.notices.append(NinescoreDataError(ErrorKind.INDEX_FOREIGN, path=index))
    try:
        with os.scandir(folder) as scan:
            entries = sorted(scan, key=lambda entry: entry.name)
    except FileNotFoundError:
        return report
    except OSError as error:
        report.problems.append(
            record_error(ErrorKind.UNREADABLE, folder, detail=error.strerror or str(error))
        )
        return report
    ids: dict[str, list[Path]] = {}
    to_read: list[Path] = []
    for entry in entries:
        path = Path(entry.path)
        name = entry.name
        if name.startswith(".") and ".json.tmp-" in name:
            report.temporary_files.append(path)
            continue
        if name.endswith(SUFFIX) and not name.startswith(".") and is_version_copy(name):
            report.problems.append(record_error(ErrorKind.VERSION_COPY, path))
            continue
        if not is_match_file_name(name):
            continue
        report.files += 1
        to_read.append(path)
    for path, (match_id, problems) in zip(to_read, _checked(to_read, jobs), strict=True):
        report.problems.extend(problems)
        if match_id is not None:
            ids.setdefault(match_id, []).append(path)
    for files in ids.values():
        if len(files) < 2:
            continue
        # Two files, one match: fine when one holds everything the others do (that one is
        # what ninescore opens); said either way, since a person should keep only one.
        first = files[0]
        for path in files[1:]:
            report.problems.append(record_error(ErrorKind.DUPLICATE_ID, path, other=first))
    return report


Checked = tuple[str | None, list[RecordError]]
"""One file's match id (None when it cannot be loaded) and its problems."""


def _checked(paths: list[Path], jobs: int) -> Iterator[Checked]:
    """Each file checked, in the order given: here, or by ``jobs`` worker processes."""
    jobs = min(jobs, len(paths))
    if jobs <= 1:
        yield from map(_check_one, paths)
        return
    # Workers tied to this process (see records/workers.py); each is given files a few dozen
    # at a time, and returns only small results.
    with worker_pool(jobs) as pool:
        chunk = max(1, min(64, len(paths) // (jobs * 4)))
        yield from pool.map(_check_one, paths, chunksize=chunk)


def _check_one(path: Path) -> Checked:
    try:
        record = _read(path)
    except RecordError as error:
        return None, [error]
    return record.id, list(record.problems)


def _read(path: Path) -> MatchRecord:
    try:
        mode = os.lstat(path).st_mode
    except OSError as error:
        raise record_error(ErrorKind.UNREADABLE, path, detail=error.strerror or "") from None
    if stat.S_ISDIR(mode):
        raise record_error(ErrorKind.IS_DIRECTORY, path)
    if stat.S_ISLNK(mode):
        raise record_error(ErrorKind.SYMLINK, path)
    if not stat.S_ISREG(mode):
        raise record_error(ErrorKind.NOT_REGULAR, path)
    data, _ = read_match_bytes(path, codec.MAX_FILE_SIZE)
    record = codec.parse_record(data, path)
    record.source_path = path
    return record


__all__ = ["CheckReport", "check_folder", "every_core"]
