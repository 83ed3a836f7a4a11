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
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

from ninescore.describe import desk as words
from ninescore.describe.live import table_text
from ninescore.records.assignments import Assignment, read_assignments, read_printed
from ninescore.records.codec import parse_record, read_bytes
from ninescore.records.errors import RecordError
from ninescore.records.files import folder as held_folder
from ninescore.records.incremental import parse_grown
from ninescore.records.machine import DEFAULT_QUIET_MINUTES
from ninescore.records.record import MatchRecord
from ninescore.records.scan import COPY, MATCH, local_midnight, scan_matches
from ninescore.records.sync import Conflict, find_conflicts, resolve_prefix_conflicts
from ninescore.records.tournaments import ROUND_MARK
from ninescore.scoring import scoring_state
from ninescore.scoring.presenter import prompt
from ninescore.scoring.state import ScoringState
from ninescore.scoring.views import MessageStyle
from ninescore.stats.columns import CsvValue
from ninescore.stats.csvfiles import neutralised

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
    day: date
    """The local day of ``updated`` (worked out once: the desk asks it of every match)."""

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
    record: MatchRecord | None = None
    """Kept while the match is in progress (one a table, so the memory does not grow with the
    day's matches): the next save is this plus a shot, and only the shot is replayed."""


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
    desk_problems: tuple[str, ...] = ()
    """The desk's own files that could not be read (an assignment, the printed marks), each
    with why: left out, the rest shown."""
    matches_problem: OSError | None = None
    """Why the matches folder could not be looked at (a link a peer made, no permission), or
    None; a folder not made yet is no problem."""
    _files: dict[str, _File] = field(default_factory=dict)
    _desk_signature: tuple[object, ...] = ()
    _pending: list[Assignment] | None = None
    """:meth:`pending_assignments` of every table, until a match or an assignment changes."""
    _newest_first: list[DeskMatch] | None = None
    """:attr:`matches`, until a file is read again or goes (the caller asks it several times
    a refresh)."""
    _conflict_signature: tuple[object, ...] = ()
    _shown: tuple[object, ...] = ()
    _quiet_bucket: tuple[tuple[str, int], ...] = ()
    _best: dict[str, DeskMatch] = field(default_factory=dict)
    """Each table's match now, as the last build found it."""
    _dirty: set[str] = field(default_factory=set)
    """Tables whose files changed since the last build ("*": all of them)."""
    _built_minute: int = -1

    @property
    def matches_path(self) -> Path:
        return self.data_path / "matches"

    # -- looking ---------------------------------------------------------------------------

    def refresh(self) -> bool:
        """Look at the folder once; True when anything the desk shows changed."""
        now = self.now()
        horizon = min(now - STALE_AFTER, local_midnight(now))
        horizon_ns = int(horizon.timestamp() * 1e9)
        self.matches_problem = None
        try:
            # The read door's listing: a link, a pipe or a device is never a match here.
            found = list(scan_matches(self.matches_path))
        except FileNotFoundError:
            found = []  # no match saved yet
        except OSError as error:
            found, self.matches_problem = [], error
        seen: set[str] = set()
        copies: list[tuple[str, tuple[int, int, int]]] = []
        changed = False
        files = self._files
        # The loop the desk runs over every file at every refresh: as little as a look needs.
        for name, kind, status in found:
            if kind != MATCH:
                if kind == COPY:
                    copies.append((name, (status.st_mtime_ns, status.st_size, status.st_ino)))
                continue
            mtime = status.st_mtime_ns
            if mtime < horizon_ns:
                continue
            seen.add(name)
            known = files.get(name)
            signature = (mtime, status.st_size, status.st_ino)
            if known is None or known.signature != signature:
                changed |= self._read(name, signature, known)
        names = [entry.name for entry in found] if copies else []
        # Every name seen is kept by now: only a count that differs means one has gone.
        gone_names = [name for name in files if name not in seen] if len(seen) != len(files) else []
        for name in gone_names:
            gone = files.pop(name).match
            self._pending = self._newest_first = None
            self._dirty.add("*" if gone is None else gone.table.strip())
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
        self._newest_first = None
        path = self.matches_path / name
        try:
            data = read_bytes(path)
            record = None
            if known is not None and known.record is not None:
                record = parse_grown(known.record, data, path)
                known.record = None  # changed, or to be replaced: never used again as it was
            if record is None:
                record = parse_record(data, path)
        except RecordError as error:
            if known is None or not known.failed:
                log.info("desk: not reading %s for now: %s", name, error)
            self._files[name] = _File(signature, known.match if known else None, failed=True)
            return False
        state = scoring_state(record.match, record.players, match_id=record.id, read_only=True)
        to_shoot, warning = card_facts(state)
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
            to_shoot=to_shoot if record.status == "in_progress" else None,
            winner=record.winner,
            warning=warning,
            status=record.status,
            created=record.created,
            updated=record.updated,
            day=record.updated.astimezone().date(),
        )
        self._dirty.add(record.table.strip())
        if known is not None and known.match is not None:
            self._dirty.add(known.match.table.strip())
        if known is None or known.match is None or _started_as(known.match) != _started_as(match):
            self._pending = None  # what starts an assignment changed; a shot never does
        kept = record if record.status == "in_progress" else None
        self._files[name] = _File(signature, match, record=kept)
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
        for path in (folder, folder / "printed.json", folder / "assignments"):
            try:
                status = os.lstat(path)
            except OSError:
                signature.append(None)
            else:
                signature.append(
                    (status.st_mode, status.st_mtime_ns, status.st_size, status.st_ino)
                )
        with (
            contextlib.suppress(OSError, ValueError),
            held_folder(self.data_path, ("desk", "assignments")) as descriptor,
        ):
            if descriptor is not None:
                signature.extend(
                    (e.name, e.stat(follow_symlinks=False).st_mtime_ns)
                    for e in os.scandir(descriptor)
                )
        key = tuple(signature)
        if key == self._desk_signature:
            return False
        self._desk_signature = key
        self._pending = None
        assignments, problems = read_assignments(self.data_path)
        printed, printed_problem = read_printed(self.data_path)
        self.assignments = tuple(assignments)
        self.printed = printed
        self.desk_problems = tuple(problems) + ((printed_problem,) if printed_problem else ())
        return True

    def _quiet_changed(self, now: datetime) -> bool:
        """Whether a card's "quiet for N minutes" changed with the time alone."""
        return self._quiet_of(self.cards, now) != self._quiet_bucket

    def _quiet_of(self, cards: Iterable[TableCard], now: datetime) -> tuple[tuple[str, int], ...]:
        return tuple(
            (card.match.id, self._minutes_since(card.match.updated, now))
            for card in cards
            if card.match is not None and card.match.status == "in_progress"
        )

    def _minutes_since(self, moment: datetime, now: datetime) -> int:
        return max(0, int((now - moment).total_seconds() // 60))

    # -- what is shown -----------------------------------------------------------------------

    @property
    def matches(self) -> list[DeskMatch]:
        """Every match of the day (and those in progress in the last hours), newest first."""
        if self._newest_first is None:
            found = [file.match for file in self._files.values() if file.match is not None]
            found.sort(key=lambda m: (m.updated, m.id), reverse=True)
            self._newest_first = found
        return list(self._newest_first)

    def _today(self, match: DeskMatch, now: datetime) -> bool:
        return _of_the_day(match, now - STALE_AFTER, now.astimezone().date())

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
        if not self.assignments:
            return []
        if self._pending is None:
            self._pending = self._not_started()
        if table is None:
            return list(self._pending)
        wanted = table.strip().casefold()
        return [a for a in self._pending if a.table.strip().casefold() == wanted]

    def _not_started(self) -> list[Assignment]:
        # Each assignment against its own table's matches only: the day's assignments against
        # every match of the day grows as their product (128 × 128 by the end of a tournament).
        by_table: dict[str, list[DeskMatch]] = {}
        for file in self._files.values():
            if file.match is not None:
                by_table.setdefault(file.match.table.strip().casefold(), []).append(file.match)
        return [
            a
            for a in self.assignments
            if not any(_starts(a, m) for m in by_table.get(a.table.strip().casefold(), ()))
        ]

    def _build(self, now: datetime) -> bool:
        stale, today = now - STALE_AFTER, now.astimezone().date()
        # Each table's match now: the newest in progress, else the newest of the day.  One pass,
        # no sorting: this runs after every file that arrives.
        # Once a minute (what is of the day changes with the time) every table; otherwise only
        # the tables whose files changed.
        minute = int(now.timestamp() // 60)
        every = minute != self._built_minute or "*" in self._dirty
        dirty = self._dirty
        self._dirty = set()
        self._built_minute = minute
        best: dict[str, DeskMatch] = (
            {} if every else {t: m for t, m in self._best.items() if t not in dirty}
        )
        for file in self._files.values():
            match = file.match
            if match is None or (not every and match.table.strip() not in dirty):
                continue
            if not _of_the_day(match, stale, today):
                continue
            table = match.table.strip()
            found = best.get(table)
            if found is None or _newer(match, found):
                best[table] = match
        self._best = best
        by_table: dict[str, DeskMatch | None] = dict(best)
        pending = self.pending_assignments()
        for assignment in pending:
            by_table.setdefault(assignment.table.strip(), None)
        cards = []
        for table in sorted(by_table, key=_table_key):
            current = by_table[table]
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
        self._quiet_bucket = self._quiet_of(cards, now)
        shown = (
            tuple(cards),
            self.conflicts,
            self.printed,
            self.desk_problems,
            None if self.matches_problem is None else str(self.matches_problem),
        )
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
            cells: list[CsvValue] = [
                m.table,
                m.event,
                m.round,
                m.players[0],
                m.players[1],
                m.score[0],
                m.score[1],
                m.race_to[0],
                m.race_to[1],
                "" if m.winner is None else m.players[m.winner],
                m.status,
                _iso(m.created),
                _iso(m.updated),
                m.id,
            ]
            # Every text a peer's match or a phone may have written (the table, the event and
            # the round too, not only the names): none may start a spreadsheet's formula.
            writer.writerow([neutralised(cell) for cell in cells])
        return out.getvalue()


def card_facts(state: ScoringState) -> tuple[int | None, str]:
    """Who is at the table and the warning, as :func:`ninescore.scoring.live.live_view` gives
    them (``to_shoot``, ``warning_text``): the two facts of the live view a card shows, without
    the rest (the scoreboard, the banner, the clock), which cost as much again as reading the
    changed file (``tests/desk/test_desk_card_facts.py`` holds the two together)."""
    if state.frame is None:
        return None, ""
    message = prompt(state)
    return state.to_shoot, message.text if message.style is MessageStyle.WARNING else ""


def _call_number(event: str, round: str) -> tuple[str, int] | None:
    """A tournament's call (or the match a table started from one) as its tournament and its
    bracket's match number; None for any other assignment or match."""
    found = ROUND_MARK.match(round)
    if found is None or not event.strip():
        return None
    return event.strip().casefold(), int(found.group(1))


def _starts(assignment: Assignment, match: DeskMatch) -> bool:
    """Whether ``match`` (at the assignment's table) is the one started from ``assignment``.

    A tournament's call names its bracket's match (the event and ``#N`` of the round, which the
    match started from it keeps): the match of that number with those players is its start,
    whatever its file's times say.  Those are the table's clock and the call's the desk's, and
    two machines over Syncthing may be hours apart: compared, a table behind the desk made a
    started call look late (and kept offering it), one ahead made a rematch look started.  A
    bracket's match is played once, so no time is needed.  Any other assignment is started by
    a match of its table and players created after it (:meth:`Assignment.started_by`): nothing
    else tells two sends of the same pairing apart."""
    called = _call_number(assignment.event, assignment.round)
    if called is None:
        return assignment.started_by(match.table, match.players, match.created)
    return _call_number(match.event, match.round) == called and {
        p.strip().casefold() for p in match.players
    } == {p.strip().casefold() for p in assignment.players}


def _of_the_day(match: DeskMatch, stale: datetime, today: date) -> bool:
    """In progress and saved in the last hours, or over and saved today."""
    if match.status == "in_progress":
        return match.updated >= stale
    return match.day == today


def _started_as(match: DeskMatch) -> tuple[str, tuple[str, str], datetime]:
    """What says which assignment a match started (:meth:`Assignment.started_by`)."""
    return (match.table, match.players, match.created)


def _newer(match: DeskMatch, than: DeskMatch) -> bool:
    """Whether ``match`` is a table's match now rather than ``than``: one in progress first."""
    playing, other = match.status == "in_progress", than.status == "in_progress"
    if playing != other:
        return playing
    return (match.updated, match.id) > (than.updated, than.id)


def _original(copy_name: str) -> str:
    from ninescore.records.sync import original_name

    return original_name(copy_name) or ""


def _iso(moment: datetime) -> str:
    return moment.astimezone().isoformat(timespec="seconds")


__all__ = ["REFRESH_SECONDS", "DeskFolder", "DeskMatch", "TableCard"]
