"""Looking at the matches folder: the one listing every reader of it shares.

:func:`scan_matches` is the read door's listing (:mod:`.files` is its door for each file): one
``scandir``, and for each name that may be a match (``*.json``, no leading dot) its ``lstat``,
never following a link.  Each name comes out as what it is: a match file, a version copy (ours
or Syncthing's conflict copy, never a match of its own), or refused (a link, a folder, a pipe, a
device: never opened).  The store's listing, the statistics cache, the live feed's follower and
the desk all look through it, so none of them can follow a link the others refuse.  The folder
itself is opened through the door too (:func:`.files.folder`): a ``matches`` that a peer made a
link is a :class:`StoreError` with its sentence, never listed where it points.

:func:`local_midnight` is the start of the day the desk and the live feed show.
"""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Iterator
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import Literal, NamedTuple

from .errors import ErrorKind, store_error
from .files import SpecialFileError
from .files import folder as held_folder

SUFFIX = ".json"
_VERSION_COPY = re.compile(r"\.(?:sync-)?conflict-\d{8}-\d{6}-[A-Za-z0-9_-]*\.json$")

Kind = Literal["match", "copy", "refused"]
MATCH: Kind = "match"
COPY: Kind = "copy"
REFUSED: Kind = "refused"


class Found(NamedTuple):
    """One name of the matches folder that may be a match, with its ``lstat``."""

    name: str
    kind: Kind
    status: os.stat_result


def is_version_copy(name: str) -> bool:
    """Whether a name is a second version of a match (ours, or Syncthing's conflict copy).

    >>> is_version_copy("5f0c.conflict-20260105-190312-table-3.json")
    True
    >>> is_version_copy("5f0c.sync-conflict-20260105-190312-ABCDEF7.json")
    True
    >>> is_version_copy("5f0c.json")
    False
    """
    return _VERSION_COPY.search(name) is not None


_found = partial(tuple.__new__, Found)
"""A :class:`Found` made in C (a named tuple's own ``__new__`` is a Python function): the
listing makes one for each of ten thousand files."""


def scan_matches(folder: Path) -> Iterator[Found]:
    """Every name of ``folder`` that may be a match, in the folder's order, as what it is.

    Raises ``OSError`` (``FileNotFoundError`` included) when the folder cannot be listed, at the
    first step (a :class:`StoreError` when the folder is a link).  A name that vanishes while
    it is looked at is left out.
    """
    with _entries(folder) as entries:
        for entry in entries:
            name = entry.name
            if name[:1] == "." or not name.endswith(SUFFIX) or len(name) <= len(SUFFIX):
                continue
            try:
                status = entry.stat(follow_symlinks=False)
            except OSError:
                continue  # vanished while listing
            yield _found((name, _kind(name, status), status))


def match_signatures(folder: Path) -> tuple[dict[str, tuple[int, int]], list[Found]]:
    """:func:`scan_matches` as the store's listing needs it: the (mtime_ns, size) of each
    match file by name, and every other name found (version copies, refused) as it gives them.

    The same look at the folder, written out for the listing of ten thousand files: no
    :class:`Found` and no generator step for a match (``tests/records/test_scan.py`` holds the
    two to each other).  Raises ``OSError`` as :func:`scan_matches` does.
    """
    signatures: dict[str, tuple[int, int]] = {}
    others: list[Found] = []
    with _entries(folder) as entries:
        for entry in entries:
            name = entry.name
            if name[:1] == "." or not name.endswith(SUFFIX) or len(name) <= len(SUFFIX):
                continue
            try:
                status = entry.stat(follow_symlinks=False)
            except OSError:
                continue  # vanished while listing
            if status.st_mode & 0o170000 == 0o100000 and "conflict-" not in name:
                signatures[name] = (status.st_mtime_ns, status.st_size)  # the usual: a match
                continue
            kind = _kind(name, status)
            if kind == MATCH:
                signatures[name] = (status.st_mtime_ns, status.st_size)
            else:
                others.append(_found((name, kind, status)))
    return signatures, others


@contextlib.contextmanager
def _entries(folder: Path) -> Iterator[Iterator[os.DirEntry[str]]]:
    """The entries of ``folder``, opened without following a link in its last part: the
    folder the person chose (``folder``'s parent) may be a link, the matches folder in it not."""
    try:
        # scandir works on a duplicate of the descriptor; the door closes its own.
        with (
            held_folder(folder.parent, (folder.name,)) as descriptor,
            os.scandir(folder if descriptor is None else descriptor) as entries,
        ):
            yield entries
    except SpecialFileError as error:
        if error.what == "symlink":
            raise store_error(ErrorKind.SYMLINK, folder) from None
        raise


def _kind(name: str, status: os.stat_result) -> Kind:
    if status.st_mode & 0o170000 != 0o100000:  # not S_ISREG: never opened
        return REFUSED
    if "conflict-" in name and _VERSION_COPY.search(name) is not None:
        return COPY
    return MATCH


def local_midnight(now: datetime) -> datetime:
    """The start of ``now``'s day where this machine is."""
    local = now.astimezone()
    return local.replace(hour=0, minute=0, second=0, microsecond=0)


__all__ = [
    "COPY",
    "MATCH",
    "REFUSED",
    "Found",
    "is_version_copy",
    "local_midnight",
    "match_signatures",
    "scan_matches",
]
