"""The store: one JSON file per match in ``<data>/matches/``, saved atomically and durably.

Layout of the data folder::

    matches/<id>.json           one file per match (format: docs/file-format.md)
    matches/.<id>.json.lock     the lock of a match being scored (see locks.py)
    matches/.<id>.json.tmp-XX   a save in progress; never listed, never loaded
    trash/                      deleted matches (moved, never deleted)
    index.sqlite3               the listing cache (rebuildable; see index.py)

Only ``*.json`` names not starting with a dot are match files, so a temporary file left by a
crash is never mistaken for a match.
"""

from __future__ import annotations

import builtins
import errno
import gc
import logging
import os
import shutil
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

from . import locks
from .atomic import fsync_folder, write_atomically
from .codec import file_signature, parse_record
from .errors import MESSAGES, MatchLocked, RecordError, StoreError, record_error, store_error
from .index import Index
from .locks import MatchLock
from .record import MatchRecord
from .summary import MatchSummary

log = logging.getLogger(__name__)

MATCHES_FOLDER = "matches"
TRASH_FOLDER = "trash"
INDEX_FILE = "index.sqlite3"
SUFFIX = ".json"

_READ_ONLY_ERRNOS = {errno.EROFS, errno.EACCES, errno.EPERM}
_FULL_ERRNOS = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}


def is_match_file_name(name: str) -> bool:
    """Whether a name in the matches folder is a match file (not a temp, lock or hidden file)."""
    return name.endswith(SUFFIX) and not name.startswith(".") and len(name) > len(SUFFIX)


class Store:
    """The matches in a data folder. See the module documentation for the layout.

    ``durable=False`` skips the two fsyncs of each save: only for bulk generation of sample
    matches (``ninescore demo --no-sync``), never for real scoring, since a power cut may then
    lose recently saved files (never tear them: the rename stays atomic).
    """

    def __init__(
        self,
        data_path: str | os.PathLike[str],
        *,
        durable: bool = True,
        lock_max_age: timedelta = locks.DEFAULT_MAX_AGE,
    ) -> None:
        self.data_path = Path(data_path)
        self.matches_path = self.data_path / MATCHES_FOLDER
        self.trash_path = self.data_path / TRASH_FOLDER
        self.durable = durable
        self.lock_max_age = lock_max_age
        self.problems: list[RecordError] = []
        """The files the last :meth:`list` skipped or found disagreeing with their replay."""
        for folder in (self.data_path, self.matches_path, self.trash_path):
            try:
                folder.mkdir(parents=True, exist_ok=True)
                if not folder.is_dir():
                    raise NotADirectoryError(errno.ENOTDIR, "not a folder")
            except OSError as error:
                raise store_error(
                    "cannot_create", folder, folder=folder, detail=_reason(error)
                ) from None
        self.index = Index(self.data_path / INDEX_FILE)
        self._last_listing: (
            tuple[
                set[tuple[str, int, int]],
                builtins.list[MatchSummary],
                builtins.list[RecordError],
            ]
            | None
        ) = None

    def close(self) -> None:
        self.index.close()

    # -- where -------------------------------------------------------------------------------

    def path_of(self, match_id: str) -> Path:
        """Where the match with this id is (or would be) stored."""
        return self.matches_path / f"{match_id}{SUFFIX}"

    def _target(self, record: MatchRecord) -> Path:
        source = record.source_path
        if source is not None and source.parent == self.matches_path:
            return source  # a file copied in under another name stays where it is
        return self.path_of(record.id)

    # -- saving ------------------------------------------------------------------------------

    def save(self, record: MatchRecord) -> Path:
        """Write ``record`` atomically and durably; update the index; return the file's path.

        Raises :class:`StoreError` with one clear sentence (read-only folder, disk full...) and
        leaves the record as it is, so the caller can keep it in memory and retry;
        :class:`MatchLocked` when another running ninescore is scoring this match.
        """
        target = self._target(record)
        if not locks.held_here(self._lock_path(target)):
            owner = locks.live_lock(self._lock_path(target), self.lock_max_age)
            if owner is not None:
                raise locks.locked_error(owner)
        self._refuse_to_overwrite_damage(record, target)
        data = record.to_json().encode("utf-8")
        self._write_atomically(target, data)
        try:
            signature = file_signature(target.stat())
        except OSError:
            signature = (0, len(data))
        record.source_path = target
        record.store_signature = signature
        self.index.update([(target.name, signature, MatchSummary.of(record, target), [])])
        return target

    def _refuse_to_overwrite_damage(self, record: MatchRecord, target: Path) -> None:
        try:
            signature = file_signature(target.stat())
        except FileNotFoundError:
            return
        except OSError as error:
            raise store_error(
                "write_failed", target, detail=_reason(error), folder=target.parent
            ) from None
        if record.store_signature == signature and record.source_path == target:
            return  # the file is as we last wrote or read it
        try:
            with open(target, "rb") as handle:
                parse_record(handle.read(), target)
        except RecordError:
            raise store_error("damaged_target", target) from None
        except OSError:
            raise store_error("damaged_target", target) from None

    def _write_atomically(self, target: Path, data: bytes) -> None:
        try:
            write_atomically(target, data, durable=self.durable)
        except OSError as error:
            raise self._save_error(error, target) from None

    @staticmethod
    def _save_error(error: OSError, target: Path) -> StoreError:
        folder = target.parent
        if error.errno in _READ_ONLY_ERRNOS:
            return store_error("read_only", target, folder=folder)
        if error.errno in _FULL_ERRNOS:
            return store_error("disk_full", target, folder=folder)
        return store_error("write_failed", target, folder=folder, detail=_reason(error))

    # -- loading -----------------------------------------------------------------------------

    def load(self, match: str | os.PathLike[str]) -> MatchRecord:
        """The match with this id, unique id prefix, or file path, validated and replayed.

        Raises :class:`RecordError` naming the file and the place. A record whose stored results
        disagree with its replay is returned (with the replayed results) and lists the
        disagreements in ``record.problems``.
        """
        path = self._resolve(match)
        try:
            with open(path, "rb") as handle:
                signature = file_signature(os.fstat(handle.fileno()))
                data = handle.read()
        except FileNotFoundError:
            raise record_error("missing", path) from None
        except IsADirectoryError:
            raise record_error("is_directory", path) from None
        except OSError as error:
            if path.is_dir():
                raise record_error("is_directory", path) from None
            raise record_error("unreadable", path, detail=_reason(error)) from None
        record = parse_record(data, path)
        record.source_path = path
        record.store_signature = signature
        return record

    def _resolve(self, match: str | os.PathLike[str]) -> Path:
        if not isinstance(match, str):
            return Path(match)
        text = match.strip()
        if os.sep in text or (os.altsep and os.altsep in text) or text.endswith(SUFFIX):
            return Path(text)
        prefix = text.lower()
        exact = self.path_of(prefix)
        if prefix and exact.exists():
            return exact
        if not prefix or prefix.startswith("."):
            raise record_error("not_found", prefix=text)
        names = {name for name in self._match_file_names() if name.startswith(prefix)}
        names.update(self.index.names_with_id_prefix(prefix))
        if not names:
            raise record_error("not_found", prefix=text)
        if len(names) > 1:
            raise record_error("ambiguous", prefix=text)
        return self.matches_path / names.pop()

    def _match_file_names(self) -> Iterator[str]:
        try:
            with os.scandir(self.matches_path) as entries:
                for entry in entries:
                    if is_match_file_name(entry.name):
                        yield entry.name
        except OSError:
            return

    # -- listing -----------------------------------------------------------------------------

    def list(self) -> list[MatchSummary]:
        """Every stored match, newest first, from the index refreshed against the folder.

        Files that cannot be loaded are skipped and reported, with those whose stored results
        disagree with their replay, in :attr:`problems`.
        """
        # Listing builds tens of thousands of small objects that all live on; the cyclic
        # garbage collector would scan them again and again (a third of the time) for nothing.
        collecting = gc.isenabled()
        gc.disable()
        try:
            return self._list()
        finally:
            if collecting:
                gc.enable()

    def _list(self) -> builtins.list[MatchSummary]:
        problems: builtins.list[RecordError] = []
        # (name, mtime_ns, size) of every match file: sets of tuples compare in C.
        on_disk: set[tuple[str, int, int]] = set()
        add = on_disk.add
        try:
            with os.scandir(self.matches_path) as entries:
                for entry in entries:
                    name = entry.name
                    # is_match_file_name, inlined: this loop runs once per stored match.
                    if name[:1] == "." or not name.endswith(SUFFIX) or len(name) <= len(SUFFIX):
                        continue
                    try:
                        stat = entry.stat()
                    except OSError:
                        continue  # vanished while listing
                    if stat.st_mode & 0o170000 == 0o040000:  # S_ISDIR, without a call per file
                        problems.append(record_error("is_directory", Path(entry.path)))
                        continue
                    add((name, stat.st_mtime_ns, stat.st_size))
        except OSError as error:
            raise store_error(
                "cannot_create", self.matches_path, folder=self.matches_path, detail=_reason(error)
            ) from None
        cached = self._last_listing
        if cached is not None and cached[0] == on_disk:
            # Not one file changed since this store last listed: the listing cannot differ.
            self.problems = problems + cached[2]
            return builtins.list(cached[1])
        self._last_listing = None
        listing = self.index.listing(self.matches_path)
        if listing is None:
            # No usable index at all (say a read-only folder): read everything, cache nothing.
            summaries = []
            for name, _, _ in on_disk:
                summary, found = self._read_summary(name)
                problems.extend(found)
                if summary is not None:
                    summaries.append(summary)
            summaries.sort(key=lambda summary: (summary.created_text, summary.id), reverse=True)
            self.problems = problems
            return summaries
        known, summaries = listing
        if known != on_disk:
            changed = on_disk - known
            changed_names = {name for name, _, _ in changed}
            removed = [name for name, _, _ in known - on_disk if name not in changed_names]
            self.index.update(self._read_for_index(changed), removed)
            listing = self.index.listing(self.matches_path)
            summaries = listing[1] if listing is not None else []
        known_problems = self.index.problems(self.matches_path)
        self.problems = problems + known_problems
        if known == on_disk:
            self._last_listing = (on_disk, summaries, known_problems)
        return builtins.list(summaries)

    def _read_for_index(
        self, files: set[tuple[str, int, int]]
    ) -> Iterator[tuple[str, tuple[int, int], MatchSummary | None, builtins.list[RecordError]]]:
        for name, mtime_ns, size in sorted(files):
            summary, problems = self._read_summary(name)
            yield name, (mtime_ns, size), summary, problems

    def _read_summary(self, name: str) -> tuple[MatchSummary | None, builtins.list[RecordError]]:
        path = self.matches_path / name
        try:
            record = self.load(path)
        except RecordError as error:
            return None, [error]
        return MatchSummary.of(record, path), list(record.problems)

    def unfinished(self) -> builtins.list[MatchSummary]:
        """The matches left in progress (by a crash or a quit), newest first: offer to resume."""
        return [summary for summary in self.list() if summary.status == "in_progress"]

    # -- locks -------------------------------------------------------------------------------

    def _lock_path(self, match_file: Path) -> Path:
        return match_file.with_name(f".{match_file.name}.lock")

    def lock(self, match_id: str) -> MatchLock:
        """Lock the match for scoring by this process; raise :class:`MatchLocked` if taken."""
        return locks.acquire(self._lock_path(self.path_of(match_id)), self.lock_max_age)

    def is_locked(self, match_id: str) -> bool:
        """Whether another running ninescore (not this process) is scoring this match."""
        return (
            locks.live_lock(self._lock_path(self.path_of(match_id)), self.lock_max_age) is not None
        )

    # -- deleting ----------------------------------------------------------------------------

    def delete(self, match_id: str) -> Path:
        """Move the match's file to the trash folder (never deleted); return its new path."""
        source = self._resolve(match_id)
        owner = locks.live_lock(self._lock_path(source), self.lock_max_age)
        if owner is not None:
            raise locks.locked_error(owner)
        target = self.trash_path / source.name
        if target.exists():
            stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%f")
            target = self.trash_path / f"{source.stem}-{stamp}{SUFFIX}"
        try:
            try:
                os.replace(source, target)
            except OSError as error:
                if error.errno != errno.EXDEV:
                    raise
                shutil.move(source, target)
        except FileNotFoundError:
            raise record_error("missing", source) from None
        except OSError as error:
            raise StoreError(
                "move_failed", MESSAGES["move_failed"], path=source, detail=_reason(error)
            ) from None
        if self.durable:
            fsync_folder(source.parent)
        self.index.update([], [source.name])
        return target


def _reason(error: OSError) -> str:
    return error.strerror or str(error)


__all__ = ["MatchLocked", "Store", "is_match_file_name"]
