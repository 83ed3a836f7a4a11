"""The tournament day at the desk: what the desk window keeps between two refreshes and two
starts of the program, in ``<data>/desk/tournament-day.json``.

Before the draw, the entrants are a draft (imported, edited, put in order, checked in); the
draw makes them a tournament (:mod:`ninescore.records.tournaments`) and the draft is done with.
From then on the day names the tournament being run and how the desk calls it: the tables, the
ones reserved (the TV table) and taken out (a broken cloth), calling by itself or by a tap, and
after how many minutes a call is late.  No Qt: the window shows it, the tests read it.

Read and written through the data folder's one door (:func:`ninescore.records.files.read_in`,
:func:`~ninescore.records.atomic.write_atomically` with ``inside``): never through a link,
never more than :data:`MAX_DAY_FILE` bytes.  A file that cannot be read is reported in one
sentence and the day starts empty; it is replaced only when the desk saves again.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field, replace
from pathlib import Path

from ninescore.records.atomic import write_atomically
from ninescore.records.files import FileTooLarge, SpecialFileError, folder, read_in
from ninescore.records.sync import DESK_FOLDER
from ninescore.tournament import MAX_ENTRANTS, Entrant, Format, Tournament, TournamentError

from .calling import DEFAULT_LATE_MINUTES, MAX_TABLES, Tables, parse_tables
from .folder import DeskFolder

DAY_FILE = "tournament-day.json"
MAX_DAY_FILE = 1 << 20
MAX_DRAFT = 4 * MAX_ENTRANTS
"""Entrants a day's draft holds at most: four times what a draw takes (a club's list imported
whole, then cut), and a button each at check-in (a peer's 1 MB of 50,000 froze the desk)."""
ABSENT_OUT = "out"
"""Entrants not checked in when the draw closes are left out of the draw."""
ABSENT_BYE = "bye"
"""Entrants not checked in stay in the draw; each first match they are in is their opponent's,
by forfeit (a latecomer still plays on the losers' side of a double elimination)."""


@dataclass(frozen=True, slots=True)
class DrawOptions:
    """What the desk chose for the draw: the engine's options (:meth:`Tournament.draw`), and
    what becomes of the entrants not checked in."""

    format: Format
    races: dict[str, int]
    final: str = "true_double"
    at_random: bool = False
    """Draw the seeding (with ``seed``, a new random number when None); else the list's order."""
    by_rating: bool = False
    absent: str = ABSENT_OUT
    groups: int | None = None
    advance: int | None = None
    seed: int | None = None


@dataclass
class DeskDay:
    """The draft of entrants, the tournament run, and how the desk calls it."""

    name: str = ""
    """The tournament's name: the draft's before the draw, the one run after it."""
    entrants: list[Entrant] = field(default_factory=list)
    """The draft, in seeding order (seed 1 first) unless the draw is at random."""
    running: bool = False
    """True once drawn: ``name`` is a tournament file of the folder."""
    tables: str = "1-4"
    reserved: tuple[str, ...] = ()
    out: tuple[str, ...] = ()
    automatic: bool = True
    """Call the ready matches at each refresh (False: only when the desk taps "Call now")."""
    late_minutes: int = DEFAULT_LATE_MINUTES

    def call_tables(self) -> Tables:
        """The tables for :func:`~ninescore.desk.calling.call_once` (ValueError: not a list)."""
        return Tables(parse_tables(self.tables), frozenset(self.reserved), frozenset(self.out))

    # -- the draft ------------------------------------------------------------------------------

    def add(self, entrants: list[Entrant]) -> list[str]:
        """Add entrants at the end; the names already in (letter case aside) are left out and
        returned."""
        known = {entrant.name.casefold() for entrant in self.entrants}
        twice = []
        for entrant in entrants:
            if entrant.name.casefold() in known:
                twice.append(entrant.name)
                continue
            known.add(entrant.name.casefold())
            self.entrants.append(entrant)
        return twice

    def check_in(self, name: str, present: bool) -> None:
        self.entrants = [
            replace(entrant, checked_in=present) if entrant.name == name else entrant
            for entrant in self.entrants
        ]

    def reorder(self, names: list[str]) -> None:
        """The draft in the order of ``names`` (the list as dragged); others keep theirs after."""
        where = {name: index for index, name in enumerate(names)}
        self.entrants.sort(key=lambda entrant: where.get(entrant.name, len(where)))

    def move(self, name: str, position: int) -> None:
        """Put ``name`` at ``position`` of the seeding (dragged there)."""
        entrant = next(e for e in self.entrants if e.name == name)
        self.entrants.remove(entrant)
        self.entrants.insert(max(0, min(position, len(self.entrants))), entrant)

    def draw(self, options: DrawOptions) -> Tournament:
        """The tournament the draft makes (not saved): the engine decides everything.

        Nobody checked in: everyone plays (a draw without check-in)."""
        present = [e for e in self.entrants if e.checked_in]
        field_ = self.entrants if not present or options.absent == ABSENT_BYE else present
        # The draft's order is the seeding: the engine keeps an entrant's own seed number only.
        ordered = [replace(e, seed=None) for e in field_]
        seed = options.seed
        if options.at_random and seed is None:
            seed = random.SystemRandom().randrange(1, 1_000_000)
        grouped = options.format is Format.GROUPS
        tournament = Tournament.draw(
            self.name,
            ordered,
            options.format,
            seed=seed if options.at_random else None,
            races=options.races,
            by_rating=options.by_rating,
            final=options.final,
            groups=options.groups if grouped else None,
            advance=options.advance if grouped else None,
        )
        if present and options.absent == ABSENT_BYE:
            give_byes(tournament)
        return tournament


def give_byes(tournament: Tournament) -> list[int]:
    """Each player not checked in loses the first match they are in to their opponent (who is
    checked in), by forfeit, once it can be played; the matches decided so are returned.  Both
    absent: the match waits.  A player whose first match is not ready yet at the draw (a top
    seed with a bye of the bracket) is waited for at the call, as any player not checked in."""
    decided = []
    played = {
        name for match in tournament.matches() if match.result is not None for name in match.players
    }
    changed = True
    while changed:  # a forfeit makes the next match ready, maybe the first of another absent one
        changed = False
        for match in tournament.ready():
            first, second = match.players
            assert first is not None and second is not None
            here = [tournament.entrant(p).checked_in for p in (first, second)]
            absent = second if here[0] else first
            if here.count(True) != 1 or absent in played:
                continue
            winner = first if here[0] else second
            tournament.record_result(match.id, winner, forfeit=True)
            played.update((first, second))
            decided.append(match.id)
            changed = True
    return decided


# -- the file -----------------------------------------------------------------------------------


class DayFileError(Exception):
    """The day's file cannot be read or written: ``path`` and ``reason`` make the sentence."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


def day_path(data_path: Path) -> Path:
    return Path(data_path) / DESK_FOLDER / DAY_FILE


def load_day(data_path: Path) -> DeskDay:
    """The day kept in the folder, an empty one when there is none; DayFileError when the
    file is there but is no day."""
    path = day_path(data_path)
    try:
        data, _ = read_in(data_path, (DESK_FOLDER,), DAY_FILE, MAX_DAY_FILE)
    except FileNotFoundError:
        return DeskDay()
    except SpecialFileError as error:
        raise DayFileError(path, error.strerror or error.what) from None
    except FileTooLarge:
        raise DayFileError(path, "too large") from None
    except OSError as error:
        raise DayFileError(path, error.strerror or str(error)) from None
    try:
        return _day_of(json.loads(data))
    except (ValueError, TypeError, KeyError, RecursionError, TournamentError) as error:
        raise DayFileError(path, str(error) or type(error).__name__) from None


def save_day(data_path: Path, day: DeskDay) -> Path:
    """Write the day whole or not at all; DayFileError with the reason when it cannot be."""
    path = day_path(data_path)
    data = {
        "format": "ninescore-desk-day",
        "name": day.name,
        "entrants": [
            {"name": e.name, "club": e.club, "rating": e.rating, "checked_in": e.checked_in}
            for e in day.entrants
        ],
        "running": day.running,
        "tables": day.tables,
        "reserved": list(day.reserved),
        "out": list(day.out),
        "automatic": day.automatic,
        "late_minutes": day.late_minutes,
    }
    try:
        with folder(data_path, (DESK_FOLDER,), create=True):
            pass
        write_atomically(
            path, json.dumps(data, ensure_ascii=False, indent=1).encode(), inside=data_path
        )
    except OSError as error:
        raise DayFileError(path, error.strerror or str(error)) from None
    return path


def _day_of(data: object) -> DeskDay:
    if not isinstance(data, dict) or data.get("format") != "ninescore-desk-day":
        raise ValueError("not a desk's day")
    drafted = data.get("entrants", [])
    if not isinstance(drafted, list) or len(drafted) > MAX_DRAFT:
        raise ValueError(f"entrants: not a list of at most {MAX_DRAFT}")
    entrants = [
        Entrant(
            str(e["name"]),
            club=str(e.get("club", "")),
            rating=e.get("rating"),
            checked_in=e.get("checked_in") is True,
        )
        for e in drafted
    ]
    for key in ("reserved", "out"):
        # Each becomes a table's tile at the desk: a peer's file of 10⁵ is no room's list, and
        # each is a table's name as the desk types them (parse_tables says which may be).
        tables = data.get(key, [])
        if not isinstance(tables, list) or len(tables) > MAX_TABLES:
            raise ValueError(f"{key}: not a list of at most {MAX_TABLES} tables")
        for table in tables:
            try:
                if not isinstance(table, str) or parse_tables(table) != (table.strip(),):
                    raise ValueError
            except ValueError:
                raise ValueError(f"{key}: {str(table)[:80]!r} is not a table") from None
    late = data.get("late_minutes", DEFAULT_LATE_MINUTES)
    if not isinstance(late, int) or isinstance(late, bool) or not 1 <= late <= 600:
        raise ValueError(f"late_minutes {late!r}")
    return DeskDay(
        name=str(data.get("name", "")),
        entrants=entrants,
        running=data.get("running") is True,
        tables=str(data.get("tables", "1-4")),
        reserved=tuple(str(t) for t in data.get("reserved", [])),
        out=tuple(str(t) for t in data.get("out", [])),
        automatic=data.get("automatic", True) is not False,
        late_minutes=late,
    )


def table_states(day: DeskDay, folder: DeskFolder) -> list[tuple[str, str]]:
    """Each table of the day and what it is doing: ``out``, ``called`` (a call waits there),
    ``playing``, ``unfinished`` (its last match left so), ``reserved`` (free, kept for the
    final) or ``free``; in the day's order."""
    try:
        tables = day.call_tables()
    except ValueError:
        return []
    every = tables.given + tuple(t for t in tables.reserved if t not in tables.given)
    cards = {card.table.strip().casefold(): card for card in folder.cards}
    out = {t.casefold() for t in tables.out}
    reserved = {t.casefold() for t in tables.reserved}
    states = []
    for table in every:
        key = table.strip().casefold()
        card = cards.get(key)
        if key in out:
            state = "out"
        elif card is not None and card.waiting:
            state = "called"
        elif card is not None and card.match is not None and card.match.status == "in_progress":
            state = "playing"
        elif card is not None and card.state == "abandoned":
            state = "unfinished"  # the caller keeps the table for it: it may be taken up again
        elif key in reserved:
            state = "reserved"
        else:
            state = "free"
        states.append((table, state))
    return states


def table_players(folder: DeskFolder, table: str) -> tuple[str, str] | None:
    """Who the table has: the players called there, else those of its match in progress or left
    unfinished; None when it has none."""
    key = table.strip().casefold()
    card = next((c for c in folder.cards if c.table.strip().casefold() == key), None)
    if card is None:
        return None
    if card.waiting:
        return card.waiting[0].players
    if card.match is not None and card.match.status in ("in_progress", "abandoned"):
        return card.match.players
    return None
