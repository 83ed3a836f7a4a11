"""The store: one JSON file per match in ``<data>/matches/``, saved atomically and durably.

Layout of the data folder::

    matches/<id>.json           one file per match (format: docs/file-format.md)
    matches/.<id>.json.lock     the lock of a match being scored (see locks.py)
    matches/.<id>.json.tmp-XX   a save in progress; never listed, never loaded
    matches/<id>.conflict-<time>-<host>.json
                                a window's own version of a match whose file changed under it
                                (kept, never listed as a match of its own; see "versions" below)
    trash/                      deleted matches (moved, never deleted)
    index.sqlite3               the listing cache (rebuildable; see index.py)

Only ``*.json`` names not starting with a dot, and not version copies, are match files, so a
temporary file left by a crash is never mistaken for a match.

Two writers never silently overwrite each other. Before every write the store checks that this
process still holds the match's lock (its token is still in the lock file) and that the file is
the one it last wrote or read. When the file changed under it, the versions are compared: when
this window's actions contain the file's, this window's version is written (the longer one that
contains the other wins); when the file's contain this window's, nothing is written; otherwise
the file is left as it is and this window's version is saved beside it as a version copy. Either
way nothing acknowledged is dropped, and the caller gets one sentence saying what happened.
"""

from __future__ import annotations

import builtins
import errno
import gc
import logging
import os
import re
import stat as stat_module
from collections.abc import Iterable, Iterator
from datetime import UTC, datetime, timedelta
from operator import attrgetter
from pathlib import Path

from . import codec, files, locks
from .atomic import fsync_folder, write_atomically
from .errors import (
    ChangedElsewhere,
    ErrorKind,
    LockLost,
    MatchLocked,
    NinescoreDataError,
    RecordError,
    StoreError,
    record_error,
    store_error,
)
from .files import SpecialFileError, existing_kind, read_match_bytes
from .index import Index
from .locks import MatchLock
from .record import MatchRecord
from .scan import COPY, is_version_copy, match_signatures, scan_matches
from .summary import MatchSummary

log = logging.getLogger(__name__)

MATCHES_FOLDER = "matches"
TRASH_FOLDER = "trash"
INDEX_FILE = "index.sqlite3"
SUFFIX = ".json"

_READ_ONLY_ERRNOS = {errno.EROFS, errno.EACCES, errno.EPERM}
_FULL_ERRNOS = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}
_UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")

Identity = tuple[int, int, int]
"""(mtime_ns, size, inode) of a file: what tells the store a file changed behind its back."""


def is_match_file_name(name: str) -> bool:
    """Whether a name in the matches folder is a match file (not a temp, lock or hidden file,
    nor a version copy)."""
    return (
        name.endswith(SUFFIX)
        and not name.startswith(".")
        and len(name) > len(SUFFIX)
        and not is_version_copy(name)
    )


def identity(status: os.stat_result) -> Identity:
    return status.st_mtime_ns, status.st_size, status.st_ino


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
        self.notices: list[NinescoreDataError] = []
        """Worth saying after the last :meth:`list`, though no match file is at fault: version
        copies kept beside their match, an index file that is not ninescore's."""
        for folder in (self.data_path, self.matches_path):
            _make_folder(folder)
        if existing_kind(self.matches_path) == "symlink":
            # A peer can sync a link in: every read and write (locks too) would land outside.
            raise store_error(ErrorKind.SYMLINK, self.matches_path)
        # The trash is made when first needed: a read-only folder can still be looked at.
        if not self.trash_path.is_dir():
            try:
                _make_folder(self.trash_path)
            except StoreError as error:
                log.info("no trash folder yet: %s", error)
        self.index = Index(self.data_path / INDEX_FILE)
        self._last_listing: (
            tuple[
                dict[str, tuple[int, int]],
                builtins.list[MatchSummary],
                builtins.list[RecordError],
            ]
            | None
        ) = None
        self._copies: dict[tuple[str, str], tuple[Path, tuple[int, datetime]]] = {}

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

    @staticmethod
    def lock_path_of(match_file: Path) -> Path:
        """The lock of a match file: ``.<name>.lock`` beside it."""
        return match_file.with_name(f".{match_file.name}.lock")

    # -- saving ------------------------------------------------------------------------------

    def save(self, record: MatchRecord) -> Path:
        """Write ``record`` atomically and durably; update the index; return the file's path.

        Raises :class:`StoreError` with one clear sentence (read-only folder, disk full...) and
        leaves the record as it is, so the caller can keep it in memory and retry;
        :class:`MatchLocked` when another running ninescore is scoring this match;
        :class:`LockLost` when this process held the match's lock and someone else took it;
        :class:`ChangedElsewhere` when the file changed under this writer and was kept.
        """
        target = self._target(record)
        self._claim(record, target)
        self._check_target(record, target)
        data = record.to_json().encode("utf-8")
        self._write_atomically(target, data)
        try:
            status = os.stat(target)
            record.store_signature = identity(status)
            signature = codec.file_signature(status)
        except OSError:
            record.store_signature = None
            signature = (0, len(data))
        record.source_path = target
        self.index.update([(target.name, signature, MatchSummary.of(record, target), [])])
        return target

    def keep_alive(self, record: MatchRecord) -> None:
        """The heartbeat of a match being scored: check that this process still holds its lock
        and show that it is alive. Raises :class:`LockLost` when someone else took it."""
        target = self._target(record)
        lock_path = self.lock_path_of(target)
        lock = locks.held(lock_path)
        if lock is not None:
            state = lock.check()
            if state == locks.HELD:
                lock.beat(force=True)
                return
        lost = locks.lost(lock_path)
        if lost is None:
            return  # no lock taken here: nothing to keep
        owner = locks.live_lock(lock_path, self.lock_max_age)
        if owner is None and self._unchanged(record, target):
            self._retake(lost, record, target)
            return
        raise locks.lost_error(owner, target)

    def _claim(self, record: MatchRecord, target: Path) -> None:
        """Make sure this process may write ``target`` now (see the module documentation)."""
        lock_path = self.lock_path_of(target)
        lock = locks.held(lock_path)
        if lock is not None and lock.check() == locks.HELD:
            lock.beat()
            return
        lost = locks.lost(lock_path)
        if lost is None:
            owner = locks.live_lock(lock_path, self.lock_max_age)
            if owner is not None:
                raise locks.locked_error(owner)
            return  # no lock taken here (sample data, the command line): the checks suffice
        owner = locks.live_lock(lock_path, self.lock_max_age)
        if owner is None:
            # The lock vanished and nobody took it: take it again; the file's content decides.
            self._retake(lost, record, target)
            return
        # Someone else scores this match now. Write nothing to it; keep what only we have.
        copy = None if self._file_holds(target, record) else self._keep_version(record, target)
        if copy is None:
            raise locks.lost_error(owner, target)
        raise LockLost(
            ErrorKind.LOCK_LOST_KEPT, path=target, pid=owner.pid, host=owner.host, copy=copy
        )

    def _retake(self, lock: MatchLock, record: MatchRecord, target: Path) -> None:
        try:
            lock.retake()
        except MatchLocked as error:
            raise LockLost(
                ErrorKind.LOCK_LOST,
                path=target,
                pid=error.values.get("pid", "?"),
                host=error.values.get("host", "?"),
            ) from None

    def _unchanged(self, record: MatchRecord, target: Path) -> bool:
        current = self._identity(target)
        return current is not None and current == record.store_signature

    def _identity(self, path: Path) -> Identity | None:
        try:
            return identity(os.lstat(path))
        except FileNotFoundError:
            return None
        except OSError as error:
            raise self._save_error(error, path) from None

    def _check_target(self, record: MatchRecord, target: Path) -> None:
        """Refuse to overwrite a file that changed under this writer, unless ours holds it all."""
        current = self._identity(target)
        if current is None:
            return  # new, or removed meanwhile: writing it loses nothing
        if record.source_path == target and record.store_signature == current:
            return  # the file is as we last wrote or read it
        disk = self._read_quietly(target)
        if disk is not None and disk.id == record.id:
            if holds(record, disk):
                log.info("%s changed, and this version holds all of it: writing it", target)
                return
            if holds(disk, record):
                raise ChangedElsewhere(ErrorKind.EXTENDED_ELSEWHERE, path=target)
            copy = self._keep_version(record, target)
            raise ChangedElsewhere(ErrorKind.CHANGED_ELSEWHERE, path=target, copy=copy)
        copy = self._keep_version(record, target)
        raise StoreError(ErrorKind.DAMAGED_TARGET, path=target, copy=copy)

    def _file_holds(self, target: Path, record: MatchRecord) -> bool:
        disk = self._read_quietly(target)
        return disk is not None and disk.id == record.id and holds(disk, record)

    def _read_quietly(self, path: Path) -> MatchRecord | None:
        try:
            return self.load(path)
        except RecordError:
            return None

    def _keep_version(self, record: MatchRecord, target: Path) -> Path:
        """Save ``record`` beside ``target`` under a name of its own; return that name."""
        key = (record.id, str(target))
        stamp = (len(record.actions), record.updated)
        known = self._copies.get(key)
        if known is not None and known[1] == stamp and existing_kind(known[0]) == "file":
            return known[0]
        copy = known[0] if known is not None else self._copy_name(record)
        self._write_atomically(copy, record.to_json().encode("utf-8"))
        self._copies[key] = (copy, stamp)
        log.warning("%s changed under this writer; this version is kept as %s", target, copy)
        return copy

    def _copy_name(self, record: MatchRecord) -> Path:
        moment = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        host = re.sub(r"[^A-Za-z0-9_-]+", "-", locks.this_host())[:40].strip("-") or "host"
        name = f"{record.id}.conflict-{moment}-{host}"
        candidate = self.matches_path / f"{name}{SUFFIX}"
        number = 2
        while existing_kind(candidate) is not None:
            candidate = self.matches_path / f"{name}{number}{SUFFIX}"
            number += 1
        return candidate

    def _write_atomically(self, target: Path, data: bytes) -> None:
        try:
            write_atomically(target, data, durable=self.durable, inside=self.data_path)
        except OSError as error:
            raise self._save_error(error, target) from None

    @staticmethod
    def _save_error(error: OSError, target: Path) -> StoreError:
        folder = target.parent
        if isinstance(error, SpecialFileError):
            kind = ErrorKind.IS_DIRECTORY if error.what == "directory" else ErrorKind.NOT_REGULAR
            if error.what == "symlink":
                kind = ErrorKind.SYMLINK
            return store_error(kind, target)
        if error.errno in _READ_ONLY_ERRNOS:
            return store_error(ErrorKind.READ_ONLY, target, folder=folder)
        if error.errno in _FULL_ERRNOS:
            return store_error(ErrorKind.DISK_FULL, target, folder=folder)
        return store_error(ErrorKind.WRITE_FAILED, target, folder=folder, detail=_reason(error))

    # -- loading -----------------------------------------------------------------------------

    def load(self, match: str | os.PathLike[str]) -> MatchRecord:
        """The match with this id, unique id prefix, or file path, validated and replayed.

        Raises :class:`RecordError` naming the file and the place. A record whose stored results
        disagree with its replay is returned (with the replayed results) and lists the
        disagreements in ``record.problems``. A file in the matches folder is read only if it
        is a regular file (not a link, a pipe or a device); a path given elsewhere may be a link.
        """
        path = self._resolve(match)
        data, status = self._read(path)
        record = codec.parse_record(data, path)
        record.source_path = path
        record.store_signature = identity(status)
        return record

    def _read(self, path: Path) -> tuple[bytes, os.stat_result]:
        follow = path.parent != self.matches_path
        return read_match_bytes(path, codec.MAX_FILE_SIZE, follow_symlinks=follow)

    def _resolve(self, match: str | os.PathLike[str]) -> Path:
        if not isinstance(match, str):
            return Path(match)
        text = match.strip()
        if os.sep in text or (os.altsep and os.altsep in text) or text.endswith(SUFFIX):
            return Path(text)
        prefix = text.lower()
        if not prefix or prefix.startswith(".") or "\x00" in prefix:
            raise record_error(ErrorKind.NOT_FOUND, prefix=text)
        candidates = self._files_by_id(prefix)
        if not candidates:
            raise record_error(ErrorKind.NOT_FOUND, prefix=text)
        if len(candidates) > 1:
            raise record_error(ErrorKind.AMBIGUOUS, prefix=text)
        [(match_id, names)] = candidates.items()
        return self._one_file_of(match_id, names)

    def _files_by_id(self, prefix: str) -> dict[str, builtins.list[str]]:
        """The files of every match whose id starts with ``prefix``, by id.

        From the index when it knows every file in the folder (the usual case, and cheap: one
        scan of the names); otherwise from a listing, which reads the files it does not know.
        """
        names = set(self._match_file_names())
        indexed = self.index.ids_with_prefix(prefix)
        found: dict[str, builtins.list[str]] = {}
        if indexed is not None and names <= indexed[1]:
            for name, match_id in indexed[0]:
                if name in names:
                    found.setdefault(match_id, []).append(name)
        else:
            for summary in self.list():
                if summary.id.startswith(prefix):
                    found.setdefault(summary.id, []).append(summary.file_name)
        # A damaged file named after its id still answers to it, so that its problem is said.
        taken = {name for files in found.values() for name in files}
        for name in sorted(names):
            if name.startswith(prefix) and name not in taken:
                found.setdefault(name[: -len(SUFFIX)], []).append(name)
        if not found:
            # Not a match file at all (a link, a pipe) yet named after the id: say what it is.
            for problem in self._scan()[1]:
                if problem.path is not None and problem.path.name.startswith(prefix):
                    found.setdefault(problem.path.name[: -len(SUFFIX)], []).append(
                        problem.path.name
                    )
        return found

    def _match_file_names(self) -> Iterator[str]:
        """The names of match files, and of what is named like one but is no file (so that a
        link or a pipe named after an id says what it is)."""
        try:
            for name, kind, _status in scan_matches(self.matches_path):
                if kind != COPY:
                    yield name
        except OSError:
            return

    def _one_file_of(self, match_id: str, names: builtins.list[str]) -> Path:
        """The file of a match stored in several: the one that holds all the others."""
        paths = [self.matches_path / name for name in sorted(set(names))]
        if len(paths) == 1:
            return paths[0]
        records = [self._read_quietly(path) for path in paths]
        for path, record in zip(paths, records, strict=True):
            if record is not None and all(
                other is not None and holds(record, other) for other in records
            ):
                return path
        raise record_error(
            ErrorKind.SAME_ID_FILES,
            prefix=match_id,
            count=len(paths),
            files=", ".join(path.name for path in paths),
        )

    # -- listing -----------------------------------------------------------------------------

    def list(self) -> list[MatchSummary]:
        """Every stored match, newest first, from the index refreshed against the folder.

        Files that cannot be loaded are skipped and reported, with those whose stored results
        disagree with their replay, in :attr:`problems`. When the index cannot be read or
        trusted, the files themselves are read: the list is never shorter than the folder.
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

    def _scan(
        self,
    ) -> tuple[dict[str, tuple[int, int]], builtins.list[RecordError], builtins.list[Path]]:
        """(name → (mtime_ns, size)) of every match file, the problems of the names that cannot
        be match files (folders, links, pipes), and the version copies."""
        specials: builtins.list[tuple[str, int]] = []
        copies: builtins.list[Path] = []
        try:
            on_disk, others = match_signatures(self.matches_path)
            for name, kind, status in others:
                if kind == COPY:
                    copies.append(self.matches_path / name)
                else:
                    specials.append((name, status.st_mode))
        except OSError as error:
            raise store_error(
                ErrorKind.CANNOT_CREATE,
                self.matches_path,
                folder=self.matches_path,
                detail=_reason(error),
            ) from None
        problems = [
            record_error(_kind_of_special(mode), self.matches_path / name)
            for name, mode in specials
        ]
        return on_disk, problems, copies

    def _list(self) -> builtins.list[MatchSummary]:
        on_disk, problems, copies = self._scan()
        notices: builtins.list[NinescoreDataError] = [
            record_error(ErrorKind.VERSION_COPY, copy) for copy in sorted(copies)
        ]
        cached = self._last_listing
        if cached is not None and cached[0] == on_disk:
            # Not one file changed since this store last listed: the listing cannot differ.
            self.problems = problems + cached[2]
            self._set_notices(notices)
            return builtins.list(cached[1])
        self._last_listing = None
        listing = self.index.listing(self.matches_path)
        if listing is None:
            # No usable index (a read-only folder, a busy or foreign index): read everything.
            summaries: builtins.list[MatchSummary] = []
            for name in on_disk:
                summary, found = self._read_summary(name)
                problems.extend(found)
                if summary is not None:
                    summaries.append(summary)
            self.problems = problems
            self._set_notices(notices)
            return _newest_first(summaries)
        known, indexed, remembered = listing
        if known == on_disk:  # the usual case, compared in C
            removed: builtins.list[str] = []
            unknown = on_disk.keys() - indexed.keys() - remembered.keys()  # damaged rows
            changed = {name: on_disk[name] for name in unknown}
        else:
            removed = [name for name in known if name not in on_disk]
            changed = {
                name: signature
                for name, signature in on_disk.items()
                if known.get(name) != signature or (name not in indexed and name not in remembered)
            }
        fresh = builtins.list(self._read_for_index(changed))
        if fresh or removed:
            self.index.update(fresh, removed)
        # Only rows for files found in the folder itself are used: a stored name is never a path.
        if not changed and indexed.keys() <= on_disk.keys():
            summaries = builtins.list(indexed.values())
        else:
            summaries = [
                summary
                for name, summary in indexed.items()
                if name in on_disk and name not in changed
            ]
        found_problems = [
            problem
            for name in remembered
            if name in on_disk and name not in changed
            for problem in remembered[name]
        ]
        for _name, _signature, summary, file_problems in fresh:
            if summary is not None:
                summaries.append(summary)
            found_problems.extend(file_problems)
        if fresh:  # the index's own are newest first already
            summaries = _newest_first(summaries)
        self.problems = problems + found_problems
        self._set_notices(notices)
        if not changed and not removed:
            self._last_listing = (on_disk, summaries, found_problems)
        return builtins.list(summaries)

    def _set_notices(self, notices: builtins.list[NinescoreDataError]) -> None:
        if self.index.notice is not None:
            notices.append(self.index.notice)
        self.notices = notices

    def _read_for_index(
        self, files: dict[str, tuple[int, int]]
    ) -> Iterator[tuple[str, tuple[int, int], MatchSummary | None, builtins.list[RecordError]]]:
        for name in sorted(files):
            summary, problems = self._read_summary(name)
            yield name, files[name], summary, problems

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

    def _file_for_lock(self, match: str | os.PathLike[str]) -> Path:
        """The file a lock on ``match`` (an id, a prefix or a path) protects."""
        try:
            return self._resolve(match)
        except RecordError as error:
            if error.kind is ErrorKind.NOT_FOUND and isinstance(match, str):
                return self.path_of(match.strip().lower())  # a new match, not saved yet
            raise

    def lock(self, match: str | os.PathLike[str]) -> MatchLock:
        """Lock the match for scoring by this process; raise :class:`MatchLocked` if taken, a
        :class:`StoreError` when the lock cannot be written (read-only folder, full disk)."""
        path = self._file_for_lock(match)
        if path.parent != self.matches_path:
            path = self.matches_path / path.name
        return locks.acquire(self.lock_path_of(path), self.lock_max_age)

    def is_locked(self, match: str | os.PathLike[str]) -> bool:
        """Whether another running ninescore (not this process) is scoring this match."""
        try:
            path = self._file_for_lock(match)
        except RecordError:
            return False
        return locks.live_lock(self.lock_path_of(path), self.lock_max_age) is not None

    # -- deleting ----------------------------------------------------------------------------

    def delete(self, match_id: str) -> Path:
        """Move the match's file to the trash folder (never deleted); return its new path."""
        source = self._resolve(match_id)
        if source.parent != self.matches_path or source.name in ("", ".", ".."):
            raise StoreError(ErrorKind.OUTSIDE_FOLDER, path=source, folder=self.matches_path)
        what = existing_kind(source)
        if what is None:
            raise record_error(ErrorKind.MISSING, source)
        if what == "directory":
            raise record_error(ErrorKind.IS_DIRECTORY, source)
        owner = locks.live_lock(self.lock_path_of(source), self.lock_max_age)
        if owner is not None:
            raise locks.locked_error(owner)
        _make_folder(self.trash_path)
        target = self.trash_path / source.name
        if existing_kind(target) is not None:
            stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%f")
            target = self.trash_path / f"{source.stem}-{stamp}{SUFFIX}"
        try:
            # Both folders held by descriptors from the data folder down: a `trash` that is a
            # link (a peer can sync one in) is refused, never moved into.
            with (
                files.folder(self.data_path, (MATCHES_FOLDER,)) as matches,
                files.folder(self.data_path, (TRASH_FOLDER,)) as trash,
            ):
                if matches is None or trash is None:  # pragma: no cover - Windows
                    os.replace(source, target)
                else:
                    os.replace(source.name, target.name, src_dir_fd=matches, dst_dir_fd=trash)
        except FileNotFoundError:
            raise record_error(ErrorKind.MISSING, source) from None
        except OSError as error:
            raise StoreError(ErrorKind.MOVE_FAILED, path=source, detail=_reason(error)) from None
        if self.durable:
            fsync_folder(source.parent)
        self._last_listing = None
        self.index.update([], [source.name])
        return target


def holds(longer: MatchRecord, shorter: MatchRecord) -> bool:
    """Whether ``longer`` is ``shorter`` gone on: writing it (and dropping ``shorter``) loses
    nothing, and undoes nothing anyone did.

    History, never length: the facts fixed at creation agree; every action of ``shorter`` is in
    ``longer``, in the same order, with the same time and the same shot time; and ``longer`` is
    its continuation: each action it has beyond them came after ``shorter`` was last saved
    (``updated``).  So a version saved after an undo (fewer actions, newer) is not held by the
    older one with the undone shot, and two versions of the same actions are one only when the
    later save is kept and no abandonment is dropped.
    """
    if _facts(longer) != _facts(shorter):
        return False
    count = len(shorter.actions)
    if (
        len(longer.actions) < count
        or longer.actions[:count] != shorter.actions
        or longer.times[:count] != shorter.times
        or longer.shot_times[:count] != shorter.shot_times
    ):
        return False
    if len(longer.actions) == count:
        return longer.updated >= shorter.updated and (
            shorter.status != "abandoned" or longer.status == "abandoned"
        )
    return all(moment >= shorter.updated for moment in longer.times[count:])


def _facts(record: MatchRecord) -> tuple[object, ...]:
    return (
        record.id,
        record.players,
        record.race_to,
        record.first_breaker,
        record.options,
        record.created,
        record.event,
        record.round,
        record.table,
        record.referee,
    )


def _newest_first(summaries: Iterable[MatchSummary]) -> builtins.list[MatchSummary]:
    # Newest first, then by id. One sort on both: the index keeps its listing in this order
    # (``index_rows.keep``), and a sort of what is in order already is one pass.
    return sorted(summaries, key=attrgetter("created_text", "id"), reverse=True)


def _kind_of_special(mode: int) -> ErrorKind:
    if stat_module.S_ISDIR(mode):
        return ErrorKind.IS_DIRECTORY
    if stat_module.S_ISLNK(mode):
        return ErrorKind.SYMLINK
    return ErrorKind.NOT_REGULAR


def _make_folder(folder: Path) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if not folder.is_dir():
            raise NotADirectoryError(errno.ENOTDIR, "not a folder")
    except OSError as error:
        raise store_error(
            ErrorKind.CANNOT_CREATE, folder, folder=folder, detail=_reason(error)
        ) from None


def _reason(error: OSError) -> str:
    return error.strerror or str(error)


__all__ = ["MatchLocked", "Store", "holds", "is_match_file_name", "is_version_copy"]
