"""A data folder shared by Syncthing: what travels, Syncthing's own files, and conflict copies.

ninescore never moves files between machines itself: Syncthing keeps one folder in step on every
machine of a tournament.  This module holds what ninescore must know about that:

- :data:`STIGNORE` is the ignore file (``.stignore``) written when the operator turns sharing on
  (:func:`write_ignore_file`): the matches and the desk's files travel; the index, the locks, the
  trash, the machine's own settings and every save in progress stay on each machine.
- :func:`is_syncthing_temporary` names Syncthing's temporary files (``.syncthing.NAME.tmp``,
  ``~syncthing~NAME.tmp``), which are never matches.
- :func:`find_conflicts` pairs every conflict copy
  (``NAME.sync-conflict-YYYYMMDD-HHMMSS-DEVICE.json``, made by Syncthing when one match was
  changed on two machines between two syncs; or ninescore's own ``NAME.conflict-…`` version
  copy) with the match file it is a version of.  :func:`resolve_prefix_conflicts` settles those
  where one version's actions begin the other's: the longer one is the match file, the other goes
  to the trash, with a line in the log.  The rest are *divergent*: both kept, shown side by side,
  and a person chooses (:func:`keep_version`); the version not kept goes to the trash, never
  deleted, so nothing acknowledged is ever dropped.

Only the desk resolves conflicts (one machine, so that two machines never move the same files
and make Syncthing conflicts of their own); ``ninescore check`` only shows them.
"""

from __future__ import annotations

import errno
import logging
import os
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from . import codec, files
from .atomic import fsync_folder, write_atomically
from .errors import RecordError
from .files import FileTooLarge, SpecialFileError, read_match_bytes
from .record import MatchRecord
from .scan import scan_matches
from .store import MATCHES_FOLDER, SUFFIX, TRASH_FOLDER, holds, is_version_copy

log = logging.getLogger(__name__)

IGNORE_FILE = ".stignore"
MACHINE_FILE = "machine.json"
DESK_FOLDER = "desk"

STIGNORE = """\
// Written by ninescore when sharing was turned on: what Syncthing must not carry between
// machines.  The matches (matches/*.json) and the desk's files (desk/) travel; everything
// else belongs to one machine.  ninescore writes this file again when sharing is turned on;
// edit it and your changes are replaced.
//
// The listing cache, rebuilt by each machine from its own matches:
/index.sqlite3
/index.sqlite3-*
// This machine's table and sharing settings:
/machine.json
// Matches deleted on this machine (moved, never deleted):
/trash
// The live feed's text files for OBS, if written here:
/live
// Locks of matches being scored and saves in progress (.NAME.json.lock, .NAME.json.tmp-XX,
// in any folder): one machine's business, and never matches:
.*.lock
.*.tmp-*
/matches/.*
// Log files, if the log folder was put here:
/logs
"""
"""The ignore file's text (Syncthing's pattern syntax; ``//`` starts a comment)."""

_SYNCTHING_TEMPORARY = re.compile(r"^(?:\.syncthing\..*\.tmp|~syncthing~.*\.tmp)$")
_CONFLICT = re.compile(
    r"^(?P<stem>.+?)\.(?P<kind>sync-conflict|conflict)-(?P<date>\d{8})-(?P<time>\d{6})-"
    r"(?P<device>[A-Za-z0-9_-]*)\.json$"
)


def is_syncthing_temporary(name: str) -> bool:
    """Whether ``name`` is a file Syncthing is still writing (never a match).

    >>> is_syncthing_temporary(".syncthing.5f0c.json.tmp")
    True
    >>> is_syncthing_temporary("~syncthing~5f0c.json.tmp")
    True
    >>> is_syncthing_temporary("5f0c.json")
    False
    """
    return _SYNCTHING_TEMPORARY.match(name) is not None


def original_name(copy_name: str) -> str | None:
    """The match file a conflict copy is a version of, or None when it is no conflict copy.

    >>> original_name("5f0c.sync-conflict-20260105-190312-ABCDEF7.json")
    '5f0c.json'
    >>> original_name("5f0c.json") is None
    True
    """
    found = _CONFLICT.match(copy_name)
    return None if found is None else found["stem"] + SUFFIX


def copy_made_at(copy_name: str) -> datetime | None:
    """When a conflict copy was made, from its name (UTC for ninescore's, local for Syncthing's:
    shown, never compared)."""
    found = _CONFLICT.match(copy_name)
    if found is None:
        return None
    try:
        return datetime.strptime(found["date"] + found["time"], "%Y%m%d%H%M%S")
    except ValueError:
        return None


def copy_device(copy_name: str) -> str:
    """The device (Syncthing's short id) or host (ninescore's) that made a conflict copy."""
    found = _CONFLICT.match(copy_name)
    return "" if found is None else found["device"]


def write_ignore_file(data_path: Path) -> Path:
    """Write ``.stignore`` in the data folder (atomically; the folder is made if need be)."""
    data_path.mkdir(parents=True, exist_ok=True)
    target = data_path / IGNORE_FILE
    write_atomically(target, STIGNORE.encode("utf-8"))
    log.info("wrote the Syncthing ignore file %s", target)
    return target


# -- conflict copies -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Version:
    """One version of a match: its file and what it holds (None: it could not be read).

    ``identity`` is how the file was when read (mtime, size, inode; None when it could not be
    opened): a version is moved only while its file is still the one read and shown.
    """

    path: Path
    record: MatchRecord | None
    problem: str = ""
    identity: tuple[int, int, int] | None = None

    @property
    def actions(self) -> int:
        return -1 if self.record is None else len(self.record.actions)


@dataclass(frozen=True, slots=True)
class Conflict:
    """A match with more than one version: its file and one conflict copy of it.

    ``others`` are the match's further copies, when it has more than one (three versions or
    more): then nothing is settled by itself, and every version goes to a person.
    """

    original: Version
    copy: Version
    others: tuple[Version, ...] = ()

    @property
    def match_id(self) -> str:
        for version in (self.original, self.copy, *self.others):
            if version.record is not None:
                return version.record.id
        return self.original.path.stem

    @property
    def versions(self) -> tuple[Version, ...]:
        """Every version of the match: the match file first, then each copy by name."""
        return (self.original, *sorted((self.copy, *self.others), key=lambda v: v.path.name))

    @property
    def longer(self) -> Version | None:
        """The version that is the other's continuation (the one to keep), or None when a
        person must choose: they diverge, one undid what the other holds, their times differ,
        or the match has three versions or more."""
        if self.others:
            return None
        first, second = self.original.record, self.copy.record
        if first is None or second is None:
            return None
        if holds(first, second):
            return self.original
        if holds(second, first):
            return self.copy
        return None

    @property
    def divergent(self) -> bool:
        return self.longer is None


def _read(path: Path) -> Version:
    try:
        data, status = read_match_bytes(path, codec.MAX_FILE_SIZE)
    except RecordError as error:
        return Version(path, None, str(error))
    signature = (status.st_mtime_ns, status.st_size, status.st_ino)
    try:
        record = codec.parse_record(data, path)
    except RecordError as error:
        return Version(path, None, str(error), signature)
    record.source_path = path
    return Version(path, record, identity=signature)


def find_conflicts(data_path: Path, names: list[str] | None = None) -> list[Conflict]:
    """Every conflict copy in the matches folder with its match file, by the copy's name.

    A copy whose match file is missing (the file was deleted, or has not arrived yet) is paired
    with nothing and left alone.  A match with several copies gives one conflict per copy,
    each knowing the others.  ``names``: the folder's names when the caller has them.
    """
    folder = data_path / MATCHES_FOLDER
    if names is None:
        try:
            names = [found.name for found in scan_matches(folder)]
        except OSError:
            return []
    present = set(names)
    copies: dict[str, list[str]] = {}
    for name in sorted(names):
        if name.startswith(".") or not is_version_copy(name):
            continue
        original = original_name(name)
        if original is None or original not in present:
            continue
        copies.setdefault(original, []).append(name)
    conflicts = []
    for original, names_of_copies in sorted(copies.items()):
        first = _read(folder / original)
        versions = [_read(folder / name) for name in names_of_copies]
        for version in versions:
            others = tuple(v for v in versions if v is not version)
            conflicts.append(Conflict(first, version, others))
    conflicts.sort(key=lambda conflict: conflict.copy.path.name)
    return conflicts


MAX_SETTLED_AT_ONCE = 100
"""Conflicts settled in one look at most: each move is followed by a new look at the folder."""


def settle_conflicts(data_path: Path) -> list[Conflict]:
    """Settle every conflict where one version is the other's continuation; return the rest.

    The folder is read again after each move (a list read before it would be out of date: a
    second copy once judged against the match file as it was would move the first copy's
    shots to the trash).  The version kept becomes (or stays) the match file, the other goes
    to the trash, a line in the log says which; nothing goes to the trash that holds an action
    the kept file does not.  A conflict that cannot be settled now (a file changed or vanished,
    the disk is full) is left as it is and tried again on the next look.
    """
    skipped: set[tuple[str, tuple[int, int, int] | None]] = set()
    for _ in range(MAX_SETTLED_AT_ONCE):
        conflicts = find_conflicts(data_path)
        settled = False
        for conflict in conflicts:
            longer = conflict.longer
            if longer is None or (conflict.copy.path.name, conflict.copy.identity) in skipped:
                continue
            shorter = conflict.copy if longer is conflict.original else conflict.original
            try:
                kept = keep_version(data_path, conflict, longer.path)
            except OSError as error:
                log.warning(
                    "could not settle the conflict copy %s yet: %s",
                    conflict.copy.path.name,
                    error.strerror or error,
                )
                skipped.add((conflict.copy.path.name, conflict.copy.identity))
                continue
            log.info(
                "conflict copy %s settled: kept %d action(s) in %s, moved %d to the trash as %s",
                conflict.copy.path.name,
                longer.actions,
                conflict.original.path.name,
                shorter.actions,
                kept.name,
            )
            settled = True
            break  # the folder changed: look again
        if not settled:
            return [c for c in conflicts if c.longer is None or c.copy.path.name in _names(skipped)]
    return find_conflicts(data_path)


def _names(skipped: set[tuple[str, tuple[int, int, int] | None]]) -> set[str]:
    return {name for name, _ in skipped}


def resolve_prefix_conflicts(data_path: Path, conflicts: list[Conflict]) -> list[Conflict]:
    """:func:`settle_conflicts` (``conflicts``, read before, is only a hint: the folder is read
    again before every move)."""
    del conflicts
    return settle_conflicts(data_path)


class VersionChanged(OSError):
    """A version's file is no longer the one read and shown: look again before choosing."""

    def __init__(self, path: Path) -> None:
        super().__init__(errno.ESTALE, "it changed since it was read; look again", str(path))


def keep_version(data_path: Path, conflict: Conflict, keep: Path) -> Path:
    """Make ``keep`` (one of the conflict's two files) the match file and move the other to the
    trash; return where the other went.

    Both files must still be the ones read (:class:`VersionChanged` otherwise), the kept one a
    version that could be read, and neither a link, a pipe or a device: nothing is ever read
    through a link (``/etc/shadow`` must not end up in the trash).  The match file is replaced
    atomically, so it is always one whole version; the trash is a real folder of the data
    folder (a link named ``trash`` is refused).  :class:`OSError` when a file cannot be moved.
    """
    original = conflict.original
    copy = conflict.copy
    if keep not in (original.path, copy.path):
        raise ValueError(f"{keep} is neither version of {original.path.name}")
    kept, other = (original, copy) if keep == original.path else (copy, original)
    if kept.record is None:
        raise OSError(errno.EINVAL, "it could not be read, so it cannot be the match", str(keep))
    matches = original.path.parent
    parts = (MATCHES_FOLDER,)
    with files.folder(data_path, parts) as folder_descriptor:
        # What goes to the trash is read through the one door: a regular file, no link.
        try:
            data, status = files.read_in(data_path, parts, other.path.name, codec.MAX_FILE_SIZE)
        except FileTooLarge as error:
            raise OSError(errno.EFBIG, "it is too large to keep in the trash") from error
        if other.identity is not None and _identity(status) != other.identity:
            raise VersionChanged(other.path)
        current = _stat_at(folder_descriptor, kept.path)
        if files.kind_of(current.st_mode) != "file":
            raise SpecialFileError(kept.path, files.kind_of(current.st_mode))
        if _identity(current) != kept.identity:
            raise VersionChanged(kept.path)
        with files.folder(data_path, (TRASH_FOLDER,), create=True):
            pass
        target = _trash_name(data_path / TRASH_FOLDER, other.path.name)
        write_atomically(target, data, inside=data_path)
        if kept is copy:
            _replace_at(folder_descriptor, copy.path.name, original.path.name, matches)
        else:
            _unlink_at(folder_descriptor, copy.path.name, matches)
        if folder_descriptor is not None:
            os.fsync(folder_descriptor)
        else:  # pragma: no cover - Windows
            fsync_folder(matches)
    return target


def _identity(status: os.stat_result) -> tuple[int, int, int]:
    return status.st_mtime_ns, status.st_size, status.st_ino


def _stat_at(descriptor: int | None, path: Path) -> os.stat_result:
    if descriptor is None:  # pragma: no cover - Windows
        return os.lstat(path)
    return os.stat(path.name, dir_fd=descriptor, follow_symlinks=False)


def _replace_at(descriptor: int | None, source: str, target: str, folder: Path) -> None:
    if descriptor is None:  # pragma: no cover - Windows
        os.replace(folder / source, folder / target)
    else:
        os.replace(source, target, src_dir_fd=descriptor, dst_dir_fd=descriptor)


def _unlink_at(descriptor: int | None, name: str, folder: Path) -> None:
    if descriptor is None:  # pragma: no cover - Windows
        (folder / name).unlink()
    else:
        os.unlink(name, dir_fd=descriptor)


def _trash_name(trash: Path, name: str) -> Path:
    target = trash / name
    if files.existing_kind(target) is not None:
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%f")
        stem = name[: -len(SUFFIX)] if name.endswith(SUFFIX) else name
        target = trash / f"{stem}-{stamp}{SUFFIX}"
    return target


__all__ = [
    "DESK_FOLDER",
    "IGNORE_FILE",
    "MACHINE_FILE",
    "STIGNORE",
    "Conflict",
    "Version",
    "VersionChanged",
    "copy_device",
    "copy_made_at",
    "find_conflicts",
    "is_syncthing_temporary",
    "keep_version",
    "original_name",
    "resolve_prefix_conflicts",
    "settle_conflicts",
    "write_ignore_file",
]
