"""The desk's call of a tournament, once: results taken in from the tables, then the next matches
called to the free tables.  No Qt, no window: ``ninescore tournament call`` runs it, the tests
too, and the desk window's tournament day at each refresh (``ui/desk/day_model.py``).

A match is *called* by writing one of today's assignments (:mod:`ninescore.records.assignments`)
whose ``event`` is the tournament's name and whose ``round`` begins with ``#`` and the bracket's
match number (``"#12 · Winners' side, round 2"``): the table's start screen offers it as one
tap, as any assignment, and the match it starts keeps both texts in its file.  So a match file
is the bracket's match N of tournament T when its event names T (by :func:`tournament_id`) and
its round begins with ``#N``; its players must be that match's, or it is a conflict.  No new
field: the files of format 2 carry it as they are (docs/file-format.md, "Called from a
tournament").

What one :func:`call_once` does, in order:

1. every finished match file called from the bracket whose match has no result yet becomes its
   result: the winner, the racks, the table, the file's created and updated times;
2. a result taken in from a file that has since been abandoned, taken up again or changed, and a
   file that names a match of the bracket it cannot be (other players, no such match), are
   :class:`Conflict` values for a person: the bracket is never changed by them;
3. a call whose match has a result without being started there (a forfeit the desk gave) is
   withdrawn, so its table is free again;
4. each match :meth:`~ninescore.tournament.Tournament.ready` whose players are checked in and
   not in a match anywhere is called to a free table: one that is given, not taken out, has no
   assignment waiting and no match in progress.  Reserved tables take only the final's matches
   (the TV table); the final waits for one when there are any.
5. calls older than ``late_minutes`` and not started are listed: a person may give a forfeit
   (``ninescore tournament result NAME N PLAYER forfeit``); the caller never does.  Both halves
   are free of the tables' clocks: a call is started when a match file names its bracket match
   (event and ``#N``) with its players, whatever the file's times, and its age is the desk's
   clock now less the desk's clock when it called (docs/tournament.md, "Late calls").

Check-in: an entrant counts as present when checked in, or when nobody in the tournament is (a
tournament drawn without check-in).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from ninescore.describe import tournament as tournament_words
from ninescore.describe.bracket import BracketView, TableProgress, bracket_view
from ninescore.records import tournaments as tournament_files
from ninescore.records.assignments import Assignment, save_assignment, withdraw_assignment
from ninescore.records.record import format_time
from ninescore.records.tournaments import bracket_match_of
from ninescore.rules import limits
from ninescore.tournament import FINAL, Match, Result, Tournament, TournamentError

from .folder import DeskFolder, DeskMatch
from .loaded import LOADED

DEFAULT_LATE_MINUTES = 15
MAX_TABLES = 1000
"""Tables one desk may call to (a range counts each of its tables); more is no room's list."""
"""Events forfeit a player not at the table 15 minutes after the call (a person decides)."""


@dataclass(frozen=True, slots=True)
class Taken:
    """A finished table's match made the bracket's result."""

    match_id: int
    table: str
    winner: str
    score: tuple[int, int]


@dataclass(frozen=True, slots=True)
class Called:
    """A match sent to a table."""

    match_id: int
    table: str
    players: tuple[str, str]


@dataclass(frozen=True, slots=True)
class Withdrawn:
    """A call taken back: its match has a result and was not started at the table."""

    match_id: int
    table: str


@dataclass(frozen=True, slots=True)
class Late:
    """Called ``minutes`` ago and not started at the table."""

    match_id: int
    table: str
    players: tuple[str, str]
    minutes: int


@dataclass(frozen=True, slots=True)
class Conflict:
    """For a person: ``kind`` is ``changed`` (the file that gave a result was changed or
    abandoned since), ``unfinished`` (a called match left unfinished), ``players`` (the file's
    players are not the match's), ``unknown`` (no such match in the bracket) or ``not_ready``
    (the match's players are not both known)."""

    kind: str
    match_id: int
    table: str
    file: str
    players: tuple[str, str]
    score: tuple[int, int]


@dataclass(frozen=True, slots=True)
class Waiting:
    """A ready match not called: ``reason`` is ``check_in`` (``who`` has not checked in),
    ``busy`` (``who`` is in a match) or ``table`` (no free table for it)."""

    match_id: int
    reason: str
    who: str = ""


@dataclass(slots=True)
class CallReport:
    taken: list[Taken] = field(default_factory=list)
    conflicts: list[Conflict] = field(default_factory=list)
    withdrawn: list[Withdrawn] = field(default_factory=list)
    called: list[Called] = field(default_factory=list)
    late: list[Late] = field(default_factory=list)
    waiting: list[Waiting] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Tables:
    """The tables the caller may use: ``given`` in their order, ``reserved`` for the final,
    ``out`` never."""

    given: tuple[str, ...]
    reserved: frozenset[str] = frozenset()
    out: frozenset[str] = frozenset()


def parse_tables(text: str) -> tuple[str, ...]:
    """Tables as the desk types them: ``1-16``, ``1,3,5-8``, or names (``TV``), comma separated;
    ValueError for more than :data:`MAX_TABLES`, or a name that no match's table may be.

    >>> parse_tables("1-3, 7,TV")
    ('1', '2', '3', '7', 'TV')
    """
    found: dict[str, None] = {}
    named = 0
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        low, dash, high = part.partition("-")
        if dash and low.strip().isdigit() and high.strip().isdigit():
            first, last = int(low), int(high)
            if first > last or last - first >= MAX_TABLES:
                raise ValueError(part)
            names = [str(number) for number in range(first, last + 1)]
        elif len(part) > limits.MAX_TEXT_LENGTH or not limits.is_valid_text(part):
            # A table is a match's text (its calls must be written): and a name with a control
            # character could even be the feed's "every table", the scope of the server's token.
            raise ValueError(part[:80])
        else:
            names = [part]
        # Counted as written, repeats too: the day's file is a peer's as well, and "1-999," a
        # hundred thousand times over would otherwise make 10⁸ names before any is refused.
        named += len(names)
        if named > MAX_TABLES:
            raise ValueError(text[:80])
        found.update(dict.fromkeys(names))
    if not found:
        raise ValueError(text)
    return tuple(found)


def round_label(match: Match) -> str:
    """The round a call writes: the match number the caller reads back, then words for people."""
    words = f"{tournament_words.stage_text(match.stage)}, {tournament_words.round_text(match)}"
    return f"#{match.id} · {words}"


def _fold(name: str) -> str:
    return name.strip().casefold()


def _same_players(first: Sequence[str], second: Sequence[str | None]) -> bool:
    return None not in second and {_fold(n) for n in first} == {
        _fold(n) for n in second if n is not None
    }


def _in_match_order(match: Match, desk_match: DeskMatch) -> tuple[str, tuple[int, int]]:
    """The winner's name and the racks in the bracket match's order of players."""
    assert desk_match.winner is not None
    winner = desk_match.players[desk_match.winner]
    first = match.players[0]
    assert first is not None
    swapped = _fold(desk_match.players[0]) != _fold(first)
    score = desk_match.score[::-1] if swapped else desk_match.score
    name = next(p for p in match.players if p is not None and _fold(p) == _fold(winner))
    return name, (score[0], score[1])


def _taken_from(match: Match, desk_match: DeskMatch) -> bool:
    result = match.result
    return (
        result is not None
        and not result.forfeit
        and result.started == format_time(desk_match.created)
        and _fold(result.table) == _fold(desk_match.table)
    )


def _minutes(since: datetime, now: datetime) -> int:
    return max(0, int((now - since).total_seconds() // 60))


def call_once(
    data_path: Path,
    name: str,
    tables: Tables,
    *,
    late_minutes: int = DEFAULT_LATE_MINUTES,
    now: Callable[[], datetime] = lambda: datetime.now(UTC),
    desk: DeskFolder | None = None,
    most: int | None = None,
) -> CallReport:
    """Take in the results, then call the ready matches to the free tables (module docstring).

    ``most``: call at most this many matches (0: take in the results and call nothing, as the
    desk window does at each refresh when the desk calls by a tap; 1: the tap itself); the
    matches not called for it are listed as waiting for a table.

    Raises :class:`~ninescore.records.tournaments.TournamentFileError` when the tournament cannot
    be read or written, OSError when an assignment cannot be written."""
    tournament, read_as = LOADED.take(data_path, name)
    key = tournament_files.tournament_id(tournament.name)
    folder = desk if desk is not None else DeskFolder(data_path, resolve=False, now=now)
    folder.refresh()
    report = CallReport()
    files = sorted(folder.matches, key=lambda m: (m.created, m.id))
    linked = [(m, number) for m in files if (number := bracket_match_of(m, key)) is not None]
    written = _take_in(tournament, linked, report)
    if written:
        tournament_files.save(data_path, tournament)
    pending = folder.pending_assignments()
    calls = [(a, number) for a in pending if (number := bracket_match_of(a, key)) is not None]
    for assignment, number in calls:
        # Its match has a result (a forfeit the desk gave), or a correction changed its players.
        stale = _has_result(tournament, number) or not _same_players(
            assignment.players, _players_of(tournament, number)
        )
        if stale and withdraw_assignment(data_path, assignment.id):
            report.withdrawn.append(Withdrawn(number, assignment.table))
    withdrawn = {w.match_id for w in report.withdrawn}
    calls = [(a, n) for a, n in calls if n not in withdrawn]
    pending = [a for a in pending if bracket_match_of(a, key) not in withdrawn]
    moment = now()
    _call(data_path, tournament, tables, folder, linked, calls, pending, report, most, moment)
    # Late by the desk's clock alone: the call's time is the desk's (it wrote the call with
    # ``now``), and whether the table started it is no time at all (DeskFolder's _starts), so a
    # table's clock hours off the desk's neither makes a started call late nor hides a late one.
    for assignment, number in calls:
        minutes = _minutes(assignment.created, moment)
        if minutes >= late_minutes:
            report.late.append(Late(number, assignment.table, assignment.players, minutes))
    if not written:
        LOADED.give_back(data_path, name, tournament, read_as)
    return report


def _players_of(tournament: Tournament, number: int) -> tuple[str | None, str | None]:
    try:
        return tournament.match(number).players
    except TournamentError:
        return (None, None)


def _has_result(tournament: Tournament, number: int) -> bool:
    try:
        return tournament.match(number).result is not None
    except TournamentError:
        return False


_AGREED: dict[str, tuple[DeskMatch, Result]] = {}
"""Files found to agree with their match's result, by file name.  While both are the very same
objects (both immutable: a file that changes is a new DeskMatch, a result given again a new
Result) they still agree, so the next call skips the check: the day's every file at every call
(times formatted, names folded) was most of a call that finds nothing new."""
_AGREED_AT_MOST = 4096


def _take_in(
    tournament: Tournament, linked: Iterable[tuple[DeskMatch, int]], report: CallReport
) -> bool:
    changed = False
    for desk_match, number in linked:

        def conflict(kind: str, desk_match: DeskMatch = desk_match, number: int = number) -> None:
            report.conflicts.append(
                Conflict(
                    kind,
                    number,
                    desk_match.table,
                    desk_match.file,
                    desk_match.players,
                    desk_match.score,
                )
            )

        try:
            match = tournament.match(number)
        except TournamentError:
            conflict("unknown")
            continue
        if match.result is not None:
            agreed = _AGREED.get(desk_match.file)
            if agreed is not None and agreed[0] is desk_match and agreed[1] is match.result:
                continue
            if _taken_from(match, desk_match):
                same = desk_match.status == "finished" and _in_match_order(match, desk_match) == (
                    match.result.winner,
                    match.result.score,
                )
                if not same:
                    conflict("changed")
                    continue
            if len(_AGREED) >= _AGREED_AT_MOST:
                _AGREED.clear()
            _AGREED[desk_match.file] = (desk_match, match.result)
            continue  # a person's result (a forfeit, a correction) stands
        if None in match.players:
            conflict("not_ready")
            continue
        if not _same_players(desk_match.players, match.players):
            conflict("players")
            continue
        if desk_match.status == "abandoned":
            conflict("unfinished")
            continue
        if desk_match.status != "finished":
            continue
        winner, score = _in_match_order(match, desk_match)
        try:
            tournament.record_result(
                number,
                winner,
                score,
                table=desk_match.table,
                started=format_time(desk_match.created),
                ended=format_time(desk_match.updated),
            )
        except TournamentError:
            conflict("not_ready")
            continue
        report.taken.append(Taken(number, desk_match.table, winner, score))
        changed = True
    return changed


def _call(
    data_path: Path,
    tournament: Tournament,
    tables: Tables,
    folder: DeskFolder,
    linked: Sequence[tuple[DeskMatch, int]],
    calls: Sequence[tuple[Assignment, int]],
    pending: Sequence[Assignment],
    report: CallReport,
    most: int | None = None,
    moment: datetime | None = None,
) -> None:
    busy_tables = {_fold(a.table) for a in pending}
    busy_players = {_fold(p) for a in pending for p in a.players}
    for card in folder.cards:
        if card.match is not None and card.match.status == "in_progress":
            busy_tables.add(_fold(card.table))
    for in_play in folder.matches:
        if in_play.status == "in_progress":
            busy_players.update(_fold(p) for p in in_play.players)
    # A called match left unfinished keeps its table: it may be taken up again there.
    held = {
        number
        for desk_match, number in linked
        if desk_match.status == "abandoned" and not _has_result(tournament, number)
    }
    for desk_match, number in linked:
        if number in held:
            busy_tables.add(_fold(desk_match.table))
            busy_players.update(_fold(p) for p in desk_match.players)
    called = {number for _, number in calls} | held
    called |= {n for m, n in linked if m.status == "in_progress"}
    out = {_fold(t) for t in tables.out}
    reserved = {_fold(t) for t in tables.reserved}
    every = tables.given + tuple(t for t in tables.reserved if t not in tables.given)
    free = [t for t in every if _fold(t) not in out and _fold(t) not in busy_tables]
    reserved_here = reserved & {_fold(t) for t in every if _fold(t) not in out}
    uses_check_in = any(entrant.checked_in for entrant in tournament.entrants)
    for match in tournament.ready():
        if match.id in called:
            continue
        first, second = match.players
        assert first is not None and second is not None
        absent = [
            p for p in (first, second) if uses_check_in and not tournament.entrant(p).checked_in
        ]
        if absent:
            report.waiting.append(Waiting(match.id, "check_in", absent[0]))
            continue
        playing = [p for p in (first, second) if _fold(p) in busy_players]
        if playing:
            report.waiting.append(Waiting(match.id, "busy", playing[0]))
            continue
        final = match.stage == FINAL
        usable = [t for t in free if (_fold(t) in reserved) == (final and bool(reserved_here))]
        if not usable or (most is not None and len(report.called) >= most):
            report.waiting.append(Waiting(match.id, "table"))
            continue
        table = usable[0]
        save_assignment(
            data_path,
            Assignment(
                table=table,
                players=(first, second),
                race_to=match.race_to,
                event=tournament.name,
                round=round_label(match),
                created=moment if moment is not None else datetime.now(UTC),
            ),
        )
        free.remove(table)
        busy_players.update((_fold(first), _fold(second)))
        report.called.append(Called(match.id, table, (first, second)))


# -- what the tables do, for the screens ------------------------------------------------------


def progress_of(tournament: Tournament, folder: DeskFolder) -> dict[int, TableProgress]:
    """What the tables are doing with the tournament's matches, for its bracket
    (:func:`ninescore.describe.bracket.bracket_view`): a call waiting at a table, or a match in
    progress there with its score in the bracket's player order."""
    key = tournament_files.tournament_id(tournament.name)
    found: dict[int, TableProgress] = {}
    for assignment in folder.pending_assignments():
        number = bracket_match_of(assignment, key)
        if number is not None:
            found[number] = TableProgress(assignment.table)
    for match in folder.matches:
        number = bracket_match_of(match, key)
        # A called match left unfinished holds its table as one in progress (call_once keeps
        # it there: it may be taken up again), so it is not "up next" for another table.
        if number is None or match.status not in ("in_progress", "abandoned"):
            continue
        if match.status == "abandoned" and _has_result(tournament, number):
            continue
        try:
            players = tournament.match(number).players
        except TournamentError:
            continue
        score = match.score
        if _fold(match.players[0]) != _fold(players[0] or ""):
            score = (score[1], score[0])
        found[number] = TableProgress(match.table, started=True, score=score)
    return found


def brackets(data_path: Path, folder: DeskFolder) -> list[BracketView]:
    """The bracket of each tournament of the folder not over yet, with what its tables are
    doing (unreadable ones left out): its ``now_calling`` and ``up_next`` are the room's queue,
    the same the board and the desk window show."""
    found = []
    for name in tournament_files.names(data_path):
        try:
            tournament = tournament_files.load(data_path, name)
        except tournament_files.TournamentFileError:
            continue
        if not tournament.is_over:
            found.append(bracket_view(tournament, progress_of(tournament, folder)))
    return found


__all__ = [
    "DEFAULT_LATE_MINUTES",
    "CallReport",
    "Called",
    "Conflict",
    "Late",
    "Tables",
    "Taken",
    "Waiting",
    "Withdrawn",
    "bracket_match_of",
    "brackets",
    "call_once",
    "parse_tables",
    "progress_of",
    "round_label",
]
