"""Helpers of the feed's tournament tests: a tournament drawn into a data folder, its matches
called to tables and played there as the scoring window would."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

from ninescore.desk.calling import CallReport, Tables, call_once
from ninescore.records import tournaments as tournament_files
from ninescore.tournament import Entrant, Format, Tournament
from tests.desk import table_sim

NAME = "Club Open"
KEY = "club-open"
PLAYERS = ("Anna", "Boris", "Vera", "Gleb", "Dina", "Egor", "Zoya", "Ivan")


def draw(
    data_dir: Path,
    players: tuple[str, ...] = PLAYERS,
    name: str = NAME,
    format: Format = Format.DOUBLE_ELIMINATION,
) -> Tournament:
    tournament = Tournament.draw(name, [Entrant(p) for p in players], format=format, races=2)
    tournament_files.save(data_dir, tournament, new=True)
    return tournament


def call(data_dir: Path, tables: tuple[str, ...] = ("1", "2"), name: str = NAME) -> CallReport:
    return call_once(data_dir, name, Tables(tables))


def play(data_dir: Path, table: str, seed: int = 1) -> str:
    """The match called to ``table`` played to its end there, its file saved after each shot;
    its id."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert table_sim.main(str(data_dir), table, str(seed)) == 0
    played = out.getvalue().strip()
    assert played, f"no match was called to table {table}"
    return played
