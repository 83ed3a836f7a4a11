"""The tournaments the desk's caller has read, kept between its calls while their files do not
change: a call that finds nothing to take in (most of them: the desk calls at every refresh)
then costs a ``stat`` of the file instead of reading the bracket again (12 ms for 128 entrants).

A tournament is *taken* for one call (so two calls never share one) and *given back* only when
the call did not write it: after a write the next call reads the file, which is then the one
truth, whoever else wrote it since.  The key is the file's ``stat`` (time, size, inode, device):
a tournament saved by anyone is written by rename, so it always has another.
"""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from pathlib import Path

from ninescore.records import tournaments as tournament_files
from ninescore.tournament import Tournament

KEPT_AT_MOST = 8
"""A desk runs one or two tournaments at once; a few more for a day of side events."""

_Signature = tuple[int, int, int, int]


def file_signature(path: Path) -> _Signature | None:
    """What changes whenever the file is written (by rename, as every tournament is), None
    when there is no such file."""
    try:
        status = os.stat(path, follow_symlinks=False)
    except OSError:
        return None
    return (status.st_mtime_ns, status.st_size, status.st_ino, status.st_dev)


class LoadedTournaments:
    """Tournaments read, by their file, with the file's signature when they were read."""

    def __init__(self, kept_at_most: int = KEPT_AT_MOST) -> None:
        self._kept: OrderedDict[Path, tuple[_Signature, Tournament]] = OrderedDict()
        self._kept_at_most = kept_at_most
        self._lock = threading.Lock()

    def take(self, data_path: Path, name: str) -> tuple[Tournament, _Signature | None]:
        """The tournament, as its file is now; raises what
        :func:`~ninescore.records.tournaments.load` raises."""
        path = tournament_files.path_of(data_path, name)
        # Before reading: a change during the read is seen next time.
        signature = file_signature(path)
        with self._lock:
            kept = self._kept.pop(path, None)
        if kept is not None and signature is not None and kept[0] == signature:
            return kept[1], signature
        return tournament_files.load(data_path, name), signature

    def give_back(
        self, data_path: Path, name: str, tournament: Tournament, signature: _Signature | None
    ) -> None:
        """Keep ``tournament`` for the next call: only one not changed since :meth:`take`."""
        if signature is None:
            return
        path = tournament_files.path_of(data_path, name)
        with self._lock:
            self._kept[path] = (signature, tournament)
            while len(self._kept) > self._kept_at_most:
                self._kept.popitem(last=False)


LOADED = LoadedTournaments()
"""The caller's, for every desk of this process (the window's and ``tournament call``'s)."""
