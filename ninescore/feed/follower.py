"""Following the match files of a data folder: the source of ``ninescore serve``.

Every match file of ``<data>/matches/`` that is live is read, replayed and published to the hub;
each sweep of the folder (a ``scandir`` and one ``stat`` per file, a few times a second) reads
again only the files whose size, time or inode changed.  So a match appears when its file does,
changes when it is saved (by a window on this machine, or by Syncthing bringing a table's file
to the desk), and vanishes when its file goes.

Why a sweep and not change notifications: the folder may be kept in step by another program,
on a file system that sends none (a network share), and a file saved by renaming a new one over
it is a new file every time, which per-file watches lose; a sweep of 640 files costs about a
millisecond, and it sees everything.

Live means: in progress and saved in the last :data:`STALE_AFTER` (a match left in progress by a
crash last week is not being played), or finished or abandoned today.  A file that cannot be read
(half written by a program that writes in place, or damaged) changes nothing: the last good state
stays, and the file is read again when it next changes.  Never writes anything.

A follower that runs (:meth:`FolderFollower.start`) also follows the folder's tournaments
(:class:`~ninescore.feed.tournaments.TournamentFollower`, a thread of its own), so every feed of
a folder (``ninescore serve``, the desk's room board) has them.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

from ninescore.records import RecordError
from ninescore.records.codec import parse_record, read_bytes
from ninescore.records.scan import MATCH, REFUSED, local_midnight, scan_matches
from ninescore.scoring import scoring_state

from .hub import Hub, MatchInfo
from .sweeping import SweepThread
from .tournaments import TournamentFollower

log = logging.getLogger(__name__)

SWEEP_SECONDS = 0.2
"""How often the folder is looked at: a saved shot reaches the pages well within a second."""
STALE_AFTER = timedelta(hours=12)
"""A match in progress not saved for this long has left the feed."""


@dataclass(slots=True)
class _File:
    signature: tuple[int, int, int]
    info: MatchInfo | None = None
    """The match the file held when last read well (None: never read well)."""
    failed: bool = False


@dataclass(slots=True)
class _Sweep:
    seen: set[str] = field(default_factory=set)
    changes: int = 0


class FolderFollower:
    """Publishes the live matches of ``data_path`` to ``hub``; :meth:`start` follows them in a
    thread, :meth:`sweep` looks once (tests and benchmarks call it directly)."""

    def __init__(
        self,
        data_path: Path,
        hub: Hub,
        interval: float = SWEEP_SECONDS,
        stale_after: timedelta = STALE_AFTER,
        now: Callable[[], datetime] = lambda: datetime.now(UTC),
        tournaments: bool = True,
    ) -> None:
        self.matches_path = Path(data_path) / "matches"
        self.tournaments = TournamentFollower(Path(data_path), hub) if tournaments else None
        """The folder's tournaments, followed while this runs."""
        self.hub = hub
        self.interval = interval
        self.stale_after = stale_after
        self._now = now
        self._files: dict[str, _File] = {}
        self._published: dict[str, str] = {}
        """match id → the file it was last published from."""
        self._sweeper = SweepThread(self.sweep, "ninescore-follower", str(self.matches_path))
        self._folder_missing_said = False
        self._refused: set[str] = set()
        """Names that are no regular file (links, pipes, devices), said once each."""

    # -- running -----------------------------------------------------------------------------

    def start(self) -> None:
        self._sweeper.start(self.interval)
        if self.tournaments is not None:
            self.tournaments.start()

    def stop(self) -> None:
        if self.tournaments is not None:
            self.tournaments.stop()
        self._sweeper.stop()

    # -- one look at the folder -----------------------------------------------------------

    def sweep(self) -> int:
        """Look at the folder once; the number of changes published."""
        now = self._now()
        horizon = min(now - self.stale_after, local_midnight(now))
        horizon_ns = int(horizon.timestamp() * 1e9)
        sweep = _Sweep()
        try:
            # The read door's listing: no link, pipe or device is ever followed or opened.
            listed = list(scan_matches(self.matches_path))
            found = [item for item in listed if item.kind == MATCH]
            self._say_refused({item.name for item in listed if item.kind == REFUSED})
        except OSError as error:
            if not self._folder_missing_said:
                # A folder not made yet is the usual start; a link a peer made is worth a
                # warning, in its own sentence.
                level = logging.INFO if isinstance(error, FileNotFoundError) else logging.WARNING
                log.log(level, "no matches to follow in %s: %s", self.matches_path, error)
                self._folder_missing_said = True
            found = []
        else:
            self._folder_missing_said = False
        for name, _kind, stat in found:
            if stat.st_mtime_ns < horizon_ns:
                continue  # not saved since the feed's horizon
            sweep.seen.add(name)
            self._look_at(name, (stat.st_mtime_ns, stat.st_size, stat.st_ino), sweep)
        for name in [name for name in self._files if name not in sweep.seen]:
            del self._files[name]
        sweep.changes += self._settle(now)
        return sweep.changes

    def _say_refused(self, names: set[str]) -> None:
        """One line in the log for each name that is no regular file, when it first appears."""
        for name in sorted(names - self._refused):
            log.info("not following %s: not a regular file (a link, a pipe or a device)", name)
        self._refused = names

    def _look_at(self, name: str, signature: tuple[int, int, int], sweep: _Sweep) -> None:
        known = self._files.get(name)
        if known is not None and known.signature == signature:
            return
        path = self.matches_path / name
        try:
            record = parse_record(read_bytes(path), path)
        except RecordError as error:
            if known is None or not known.failed:
                log.info("not following %s for now: %s", name, error)
            self._files[name] = _File(signature, known.info if known else None, failed=True)
            return
        info = MatchInfo.of(record)
        self._files[name] = _File(signature, info)
        if not self._live(info, self._now()):
            return
        state = scoring_state(record.match, record.players, match_id=record.id, read_only=True)
        if self.hub.publish(info, state) is not None:
            sweep.changes += 1
        self._published[info.id] = name

    def _live(self, info: MatchInfo, now: datetime) -> bool:
        if info.status == "in_progress":
            return info.updated >= now - self.stale_after
        return info.updated.astimezone().date() == now.astimezone().date()

    def _settle(self, now: datetime) -> int:
        """Take out what is no longer live: its file vanished, or its day or its hours passed."""
        removed = 0
        for match_id, name in list(self._published.items()):
            known = self._files.get(name)
            holder = name
            if known is None or known.info is None or known.info.id != match_id:
                holder = next(
                    (n for n, f in self._files.items() if f.info and f.info.id == match_id), ""
                )
            info = self._files[holder].info if holder else None
            if info is None or not self._live(info, now):
                del self._published[match_id]
                removed += self.hub.remove(match_id)
            else:
                self._published[match_id] = holder
        return removed
