"""The tournament desk's picture of a shared data folder: one card per table.

:class:`DeskFolder` looks at ``<data>/matches/`` the way the live feed's follower does (one
``scandir`` and one ``stat`` per file), reads again only the files whose size, time or inode
changed, and keeps of each match only what a card shows (:class:`DeskMatch`), never its record:
so a refresh after one file arrived costs a sweep and one parse, and the memory does not grow
with the day's matches.  It also reads the desk's own files (assignments, printed marks), pairs
Syncthing's conflict copies with their matches, settles those where one version holds the other
(see :mod:`ninescore.records.sync`) and keeps the divergent ones for a person to choose.

Syncthing's temporary files, ninescore's saves in progress, locks and conflict copies are never
matches.  A file that cannot be read (half arrived, damaged) changes nothing: the last good
version stays on its card until the file next changes.  No Qt: the desk window shows
:attr:`DeskFolder.cards`, the tests and the benchmark call :meth:`DeskFolder.refresh`.
"""

from __future__ import annotations

import contextlib
import csv
import io
import logging
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

from ninescore.describe import desk as words
from ninescore.describe.live import table_text
from ninescore.records import RecordError, is_match_file_name
from ninescore.records.assignments import Assignment, load_assignments, load_printed
from ninescore.records.codec import parse_record, read_bytes
from ninescore.records.machine import DEFAULT_QUIET_MINUTES
from ninescore.records.store import is_version_copy
from ninescore.records.sync import Conflict, find_conflicts, resolve_prefix_conflicts
from ninescore.scoring import scoring_state
from ninescore.scoring.live import live_view

from .follower import local_midnight

log = logging.getLogger(__name__)

REFRESH_SECONDS = 0.5
"""How often the desk window looks at the folder: a file that arrives shows within a second."""
STALE_AFTER = timedelta(hours=12)
"""A match in progress not saved for this long is not on the desk (a crash last week)."""


@dataclass(frozen=True, slots=True)
class DeskMatch:
    """What the desk knows of one match file: the facts its card, its lists and the results
    file show, and no more."""

    id: str
    file: str
    table: str
    event: str
    round: str
    referee: str
    players: tuple[str, str]
    score: tuple[int, int]
    race_to: tuple[int, int]
    frame_number: int
    to_shoot: int | None
    winner: int | None
    warning: str
    status: str
    created: datetime
    updated: datetime

    @property
    def over(self) -> bool:
        return self.status != "in_progress"


@dataclass(frozen=True, slots=True)
class TableCard:
    """One table on the desk: its match now (or last), and what the desk sent it."""

    table: str
    match: DeskMatch | None
    state: str
    """``playing``, ``quiet``, ``finished``, ``abandoned`` or ``free``."""
    quiet_minutes: int = 0
    waiting: tuple[Assignment, ...] = ()
    """Assignments sent to this table and not started there."""
    printed: bool = False

    @property
    def title(self) -> str:
        return table_text(self.table)

    @property
    def status_text(self) -> str:
        match self.state:
            case "playing":
                return words.playing_text()
            case "quiet":
                return words.quiet_text(self.quiet_minutes)
            case "finished":
                return words.finished_text()
            case "abandoned":
                return words.abandoned_text()
            case _:
                return words.free_text()


@dataclass(slots=True)
class _File:
    signature: tuple[int, int, int]
    match: DeskMatch | None = None
    failed: bool = False


def _table_key(table: str) -> tuple[int, int, str]:
    """Tables in their order on the floor: numbers by value, then names, then "no table"."""
    text = table.strip()
    if not text:
        return (2, 0, "")
    if text.isdigit():
        return (0, int(text), "")
    return (1, 0, text.casefold())


@dataclass(slots=True)
class DeskFolder:
    """The desk's state of ``data_path``; :meth:`refresh` brings it up to date."""

    data_path: Path
    quiet_minutes: int = DEFAULT_QUIET_MINUTES
    resolve: bool = True
    """Settle prefix conflict copies (only the desk does: one machine moves such files)."""
    now: Callable[[], datetime] = field(default=lambda: datetime.now(UTC))
    cards: tuple[TableCard, ...] = ()
    conflicts: tuple[Conflict, ...] = ()
    assignments: tuple[Assignment, ...] = ()
    printed: frozenset[str] = frozenset()
    _files: dict[str, _File] = field(default_factory=dict)
    _desk_signature: tuple[object, ...] = ()
    _conflict_signature: tuple[object, ...] = ()
    _shown: tuple[object, ...] = ()
    _quiet_bucket: tuple[tuple[str, int], ...] = ()

    @property
    def matches_path(self) -> Path:
        return self.data_path / "matches"

    # -- looking ---------------------------------------------------------------------------

    def refresh(self) -> bool:
        """Look at the folder once; True when anything the desk shows changed."""
        now = self.now()
        horizon = min(now - STALE_AFTER, local_midnight(now))
        horizon_ns = int(horizon.timestamp() * 1e9)
        try:
            entries = list(os.scandir(self.matches_path))
        except OSError:
            entries = []
        names: list[str] = []
        seen: set[str] = set()
        copies: list[tuple[str, tuple[int, int, int]]] = []
        changed = False
        for entry in entries:
            name = entry.name
            names.append(name)
            if not is_match_file_name(name):
                if not name.startswith(".") and is_version_copy(name):
                    try:
                        status = entry.stat()
                    except OSError:
                        continue
                    copies.append((name, (status.st_mtime_ns, status.st_size, status.st_ino)))
                continue
            try:
                status = entry.stat()
            except OSError:
                continue  # vanished while looking
            if status.st_mode & 0o170000 != 0o100000 or status.st_mtime_ns < horizon_ns:
                continue
            seen.add(name)
            signature = (status.st_mtime_ns, status.st_size, status.st_ino)
            known = self._files.get(name)
            if known is None or known.signature != signature:
                changed |= self._read(name, signature, known)
        for name in [name for name in self._files if name not in seen]:
            del self._files[name]
            changed = True
        if copies:
            changed |= self._look_at_copies(names, copies)
        elif self.conflicts:
            self.conflicts = ()
            self._conflict_signature = ()
            changed = True
        changed |= self._read_desk_files()
        if changed or self._quiet_changed(now):
            return self._build(now)
        return False

    def _read(self, name: str, signature: tuple[int, int, int], known: _File | None) -> bool:
        path = self.matches_path / name
        try:
            record = parse_record(read_bytes(path), path)
        except RecordError as error:
            if known is None or not known.failed:
                log.info("desk: not reading %s for now: %s", name, error)
            self._files[name] = _File(signature, known.match if known else None, failed=True)
            return False
        state = scoring_state(record.match, record.players, match_id=record.id, read_only=True)
        view = live_view(state)
        match = DeskMatch(
            id=record.id,
            file=name,
            table=record.table,
            event=record.event,
            round=record.round,
            referee=record.referee,
            players=record.players,
            score=record.score,
            race_to=record.race_to,
            frame_number=state.frame_number,
            to_shoot=view.to_shoot if record.status == "in_progress" else None,
            winner=record.winner,
            warning=view.warning_text,
            status=record.status,
            created=record.created,
            updated=record.updated,
        )
        self._files[name] = _File(signature, match)
        return known is None or known.match != match

    def _look_at_copies(
        self, names: list[str], copies: list[tuple[str, tuple[int, int, int]]]
    ) -> bool:
        """Pair the conflict copies with their matches when any of them changed; settle the
        prefix ones (their files move, so the next refresh sees the outcome)."""
        key = tuple(
            (name, signature, self._signature_of(_original(name)))
            for name, signature in sorted(copies)
        )
        if key == self._conflict_signature:
            return False
        conflicts = find_conflicts(self.data_path, names)
        left = resolve_prefix_conflicts(self.data_path, conflicts) if self.resolve else conflicts
        # Once some were settled the folder changed under this look: look again next time.
        self._conflict_signature = key if len(left) == len(conflicts) else ()
        self.conflicts = tuple(left)
        return True

    def _signature_of(self, name: str) -> tuple[int, int, int] | None:
        known = self._files.get(name)
        return None if known is None else known.signature

    def _read_desk_files(self) -> bool:
        folder = self.data_path / "desk"
        signature: list[object] = []
        for path in (folder / "printed.json", folder / "assignments"):
            try:
                status = path.stat()
            except OSError:
                signature.append(None)
            else:
                signature.append((status.st_mtime_ns, status.st_size, status.st_ino))
        with contextlib.suppress(OSError):
            signature.extend(
                (e.name, e.stat().st_mtime_ns) for e in os.scandir(folder / "assignments")
            )
        key = tuple(signature)
        if key == self._desk_signature:
            return False
        self._desk_signature = key
        self.assignments = tuple(load_assignments(self.data_path))
        self.printed = load_printed(self.data_path)
        return True

    def _quiet_changed(self, now: datetime) -> bool:
        """Whether a card's "quiet for N minutes" changed with the time alone."""
        return self._quiet_of(now) != self._quiet_bucket

    def _quiet_of(self, now: datetime) -> tuple[tuple[str, int], ...]:
        return tuple(
            (file.match.id, self._minutes_since(file.match.updated, now))
            for file in self._files.values()
            if file.match is not None and file.match.status == "in_progress"
        )

    def _minutes_since(self, moment: datetime, now: datetime) -> int:
        return max(0, int((now - moment).total_seconds() // 60))

    # -- what is shown -----------------------------------------------------------------------

    @property
    def matches(self) -> list[DeskMatch]:
        """Every match of the day (and those in progress in the last hours), newest first."""
        found = [file.match for file in self._files.values() if file.match is not None]
        found.sort(key=lambda m: (m.updated, m.id), reverse=True)
        return found

    def _today(self, match: DeskMatch, now: datetime) -> bool:
        if match.status == "in_progress":
            return match.updated >= now - STALE_AFTER
        return match.updated.astimezone().date() == now.astimezone().date()

    @property
    def waiting_for_sheet(self) -> list[DeskMatch]:
        """The day's finished matches whose sheet the desk has not printed, by table."""
        now = self.now()
        found = [
            m
            for m in self.matches
            if m.status == "finished" and m.id not in self.printed and self._today(m, now)
        ]
        found.sort(key=lambda m: (_table_key(m.table), m.updated))
        return found

    def pending_assignments(self, table: str | None = None) -> list[Assignment]:
        """Assignments no match has started (for one table, or all)."""
        matches = self.matches
        return [
            a
            for a in self.assignments
            if (table is None or a.table.strip().casefold() == table.strip().casefold())
            and not any(a.started_by(m.table, m.players, m.created) for m in matches)
        ]

    def _build(self, now: datetime) -> bool:
        self._quiet_bucket = self._quiet_of(now)
        by_table: dict[str, list[DeskMatch]] = {}
        for match in self.matches:
            if self._today(match, now):
                by_table.setdefault(match.table.strip(), []).append(match)
        pending = self.pending_assignments()
        for assignment in pending:
            by_table.setdefault(assignment.table.strip(), [])
        cards = []
        for table in sorted(by_table, key=_table_key):
            matches = by_table[table]
            playing = [m for m in matches if m.status == "in_progress"]
            current = playing[0] if playing else (matches[0] if matches else None)
            quiet = 0
            if current is None:
                state = "free"
            elif current.status == "in_progress":
                quiet = self._minutes_since(current.updated, now)
                state = "quiet" if quiet >= self.quiet_minutes else "playing"
            else:
                state = current.status
            waiting = tuple(a for a in pending if a.table.strip().casefold() == table.casefold())
            cards.append(
                TableCard(
                    table=table,
                    match=current,
                    state=state,
                    quiet_minutes=quiet,
                    waiting=waiting,
                    printed=current is not None and current.id in self.printed,
                )
            )
        shown = (tuple(cards), self.conflicts, self.printed)
        if shown == self._shown:
            return False
        self.cards = tuple(cards)
        self._shown = shown
        return True

    # -- results -----------------------------------------------------------------------------

    def results_csv(self, matches: Iterable[DeskMatch] | None = None) -> str:
        """The day's results, one row per match (finished and abandoned first by table)."""
        now = self.now()
        rows = (
            [m for m in self.matches if m.over and self._today(m, now)]
            if matches is None
            else list(matches)
        )
        rows.sort(key=lambda m: (_table_key(m.table), m.created))
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\r\n")
        writer.writerow(words.results_headers())
        for m in rows:
            writer.writerow(
                [
                    m.table,
                    m.event,
                    m.round,
                    _safe(m.players[0]),
                    _safe(m.players[1]),
                    m.score[0],
                    m.score[1],
                    m.race_to[0],
                    m.race_to[1],
                    "" if m.winner is None else _safe(m.players[m.winner]),
                    m.status,
                    _iso(m.created),
                    _iso(m.updated),
                    m.id,
                ]
            )
        return out.getvalue()


def _original(copy_name: str) -> str:
    from ninescore.records.sync import original_name

    return original_name(copy_name) or ""


def _iso(moment: datetime) -> str:
    return moment.astimezone().isoformat(timespec="seconds")


def _safe(text: str) -> str:
    """A name as a spreadsheet cell: one that starts like a formula is kept as text."""
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text


__all__ = ["REFRESH_SECONDS", "DeskFolder", "DeskMatch", "TableCard"]
