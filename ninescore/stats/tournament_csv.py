"""A tournament's results and standings as CSV files (columns documented in docs/tournament.md).

Written through :func:`ninescore.stats.csvfiles.write_csv`: whole or not at all, and a name that
a spreadsheet would take for a formula is neutralised.
"""

from __future__ import annotations

from collections.abc import Iterator

from ninescore.tournament import Tournament

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


def result_rows(tournament: Tournament) -> Iterator[list[CsvValue]]:
    """One row per match with a result, in playing order."""
    for match in tournament.matches():
        result = match.result
        if result is None:
            continue
        racks = result.score
        yield [
            match.id,
            match.stage,
            match.round,
            result.table,
            match.players[0],
            match.players[1],
            racks[0] if racks is not None else None,
            racks[1] if racks is not None else None,
            result.winner,
            "yes" if result.forfeit else "no",
            result.started,
            result.ended,
        ]


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
