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
import shutil
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from . import codec
from .atomic import fsync_folder, write_atomically
from .errors import RecordError
from .files import read_match_bytes
from .record import MatchRecord
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
    """One version of a match: its file and what it holds (None: it could not be read)."""

    path: Path
    record: MatchRecord | None
    problem: str = ""

    @property
    def actions(self) -> int:
        return -1 if self.record is None else len(self.record.actions)


@dataclass(frozen=True, slots=True)
class Conflict:
    """A match with two versions: its file and a conflict copy of it."""

    original: Version
    copy: Version

    @property
    def match_id(self) -> str:
        for version in (self.original, self.copy):
            if version.record is not None:
                return version.record.id
        return self.original.path.stem

    @property
    def longer(self) -> Version | None:
        """The version that holds the other (the one to keep), or None when they diverge."""
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
        data, _ = read_match_bytes(path, codec.MAX_FILE_SIZE)
        record = codec.parse_record(data, path)
    except RecordError as error:
        return Version(path, None, str(error))
    record.source_path = path
    return Version(path, record)


def find_conflicts(data_path: Path, names: list[str] | None = None) -> list[Conflict]:
    """Every conflict copy in the matches folder with its match file, by the copy's name.

    A copy whose match file is missing (the file was deleted, or has not arrived yet) is paired
    with nothing and left alone.  ``names``: the folder's names when the caller has them.
    """
    folder = data_path / MATCHES_FOLDER
    if names is None:
        try:
            names = [entry.name for entry in os.scandir(folder)]
        except OSError:
            return []
    present = set(names)
    conflicts = []
    for name in sorted(names):
        if name.startswith(".") or not is_version_copy(name):
            continue
        original = original_name(name)
        if original is None or original not in present:
            continue
        conflicts.append(Conflict(_read(folder / original), _read(folder / name)))
    return conflicts


def resolve_prefix_conflicts(data_path: Path, conflicts: list[Conflict]) -> list[Conflict]:
    """Settle every conflict where one version holds the other; return the divergent rest.

    The longer version becomes (or stays) the match file, the shorter goes to the trash; a line in
    the log says which.  A conflict that cannot be settled now (a file vanished, the disk is full)
    is left as it is and tried again on the next look.
    """
    left = []
    for conflict in conflicts:
        longer = conflict.longer
        if longer is None:
            left.append(conflict)
            continue
        try:
            kept = keep_version(data_path, conflict, longer.path)
        except OSError as error:
            log.warning(
                "could not settle the conflict copy %s yet: %s",
                conflict.copy.path.name,
                error.strerror or error,
            )
            continue
        log.info(
            "conflict copy %s settled: kept %d action(s) in %s, moved %d to the trash as %s",
            conflict.copy.path.name,
            longer.actions,
            conflict.original.path.name,
            min(conflict.original.actions, conflict.copy.actions),
            kept.name,
        )
    return left


def keep_version(data_path: Path, conflict: Conflict, keep: Path) -> Path:
    """Make ``keep`` (one of the conflict's two files) the match file and move the other to the
    trash; return where the other went.  :class:`OSError` when a file cannot be moved; the match
    file is replaced atomically, so it is always one whole version."""
    original = conflict.original.path
    copy = conflict.copy.path
    if keep not in (original, copy):
        raise ValueError(f"{keep} is neither version of {original.name}")
    trash = data_path / TRASH_FOLDER
    trash.mkdir(parents=True, exist_ok=True)
    if keep == original:
        target = _trash_name(trash, copy.name)
        _move(copy, target)
    else:
        # The original's bytes go to the trash first; then the copy replaces it in one rename,
        # so that the match file never goes missing (a follower would take the match away).
        target = _trash_name(trash, original.name)
        data = original.read_bytes()
        write_atomically(target, data)
        os.replace(copy, original)
    fsync_folder(original.parent)
    return target


def _trash_name(trash: Path, name: str) -> Path:
    target = trash / name
    if target.exists():
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%f")
        stem = name[: -len(SUFFIX)] if name.endswith(SUFFIX) else name
        target = trash / f"{stem}-{stamp}{SUFFIX}"
    return target


def _move(source: Path, target: Path) -> None:
    try:
        os.replace(source, target)
    except OSError as error:
        if error.errno != errno.EXDEV:
            raise
        shutil.move(source, target)


__all__ = [
    "DESK_FOLDER",
    "IGNORE_FILE",
    "MACHINE_FILE",
    "STIGNORE",
    "Conflict",
    "Version",
    "copy_device",
    "copy_made_at",
    "find_conflicts",
    "is_syncthing_temporary",
    "keep_version",
    "original_name",
    "resolve_prefix_conflicts",
    "write_ignore_file",
]
