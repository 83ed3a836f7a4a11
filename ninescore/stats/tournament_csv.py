"""A tournament's results and standings as CSV files (columns documented in docs/tournament.md).

Written through :func:`ninescore.stats.csvfiles.write_csv`: whole or not at all, and a name that
a spreadsheet would take for a formula is neutralised.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, datetime

from ninescore.tournament import Match, Result, Tournament

from .columns import CsvValue
from .csvfiles import Output, write_csv

RESULTS_COLUMNS: tuple[str, ...] = (
    "match",
    "stage",
    "round",
    "table",
    "player1",
    "player2",
    "racks1",
    "racks2",
    "winner",
    "forfeit",
    "started",
    "ended",
)
STANDINGS_COLUMNS: tuple[str, ...] = ("place", "place_to", "name", "seed", "club", "rating")
RATING_COLUMNS: tuple[str, ...] = (
    "date",
    "event",
    "player1",
    "player2",
    "racks1",
    "racks2",
    "winner",
    "forfeit",
)
"""The shape a rating body's results upload asks for: one row per match played, its day, the
event, both players, the racks each won (none for a forfeit), the winner, and whether it was a
forfeit (the rating body decides whether a forfeit counts)."""


def result_rows(tournament: Tournament) -> Iterator[list[CsvValue]]:
    """One row per match with a result, in playing order."""
    for match in tournament.matches():
        result = match.result
        if result is None:
            continue
        yield [
            match.id,
            match.stage,
            match.round,
            result.table,
            *_who_and_how(match, result),
            result.started,
            result.ended,
        ]


def _who_and_how(match: Match, result: Result) -> list[CsvValue]:
    """The cells every result row has: the two players, their racks (empty for a forfeit
    without a score), the winner, and whether it was a forfeit."""
    racks = result.score
    return [
        match.players[0],
        match.players[1],
        racks[0] if racks is not None else None,
        racks[1] if racks is not None else None,
        result.winner,
        "yes" if result.forfeit else "no",
    ]


def played_on(moment: str) -> date | None:
    """The local day of a result's time as the desk keeps it (ISO 8601, ``Z`` or an offset, or
    a bare ``YYYY-MM-DD…``); None for a time written otherwise or none.

    >>> played_on("2026-05-02T18:30:00Z") is not None, played_on("2026-05-02 evening")
    (True, datetime.date(2026, 5, 2))
    >>> played_on(""), played_on("after lunch")
    (None, None)
    """
    text = moment.strip()
    try:
        found = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        try:
            return date.fromisoformat(text[:10])
        except ValueError:
            return None
    return found.astimezone().date() if found.tzinfo is not None else found.date()


def event_day(tournament: Tournament) -> date | None:
    """The day the tournament began: its earliest result with a readable time."""
    days = [
        day
        for match in tournament.matches()
        if match.result is not None
        for day in (played_on(match.result.started), played_on(match.result.ended))
        if day is not None
    ]
    return min(days, default=None)


def rating_rows(tournament: Tournament, day: date) -> Iterator[list[CsvValue]]:
    """:data:`RATING_COLUMNS` for each match with a result, in playing order: the day it ended
    (else started) where its time says it, else ``day`` (a forfeit, a result typed without its
    times)."""
    for match in tournament.matches():
        result = match.result
        if result is None:
            continue
        played = played_on(result.ended) or played_on(result.started) or day
        yield [played.isoformat(), tournament.name, *_who_and_how(match, result)]


def standing_rows(tournament: Tournament) -> Iterator[list[CsvValue]]:
    """One row per entrant, place 1 first; ``place_to`` is the last place a shared one covers
    (5 and 6 for "5–6")."""
    standings = tournament.standings()
    sharing: dict[int, int] = {}
    for place, _ in standings:
        sharing[place] = sharing.get(place, 0) + 1
    seeds = {entrant.name: number for number, entrant in enumerate(tournament.entrants, 1)}
    for place, name in standings:
        entrant = tournament.entrant(name)
        yield [
            place,
            place + sharing[place] - 1,
            name,
            seeds[name],
            entrant.club,
            _number(entrant.rating),
        ]


def _number(value: float | None) -> CsvValue:
    if value is None:
        return None
    return int(value) if float(value).is_integer() else value


def write_results_csv(out: Output, tournament: Tournament) -> int:
    return write_csv(out, RESULTS_COLUMNS, result_rows(tournament))


def write_standings_csv(out: Output, tournament: Tournament) -> int:
    return write_csv(out, STANDINGS_COLUMNS, standing_rows(tournament))


def write_rating_csv(out: Output, tournament: Tournament, day: date) -> int:
    return write_csv(out, RATING_COLUMNS, rating_rows(tournament, day))
