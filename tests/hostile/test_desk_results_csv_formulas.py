"""The desk's results of the day as CSV (the window's **Save results**): a peer's match file, or a
phone's ``POST /api/v1/matches``, may name its table, event and round as it likes, and a
spreadsheet runs a cell that starts with ``=``, ``+``, ``-`` or ``@``.  Every text cell is kept as
text, not only the players' names."""

from __future__ import annotations

import csv
import io
from datetime import UTC, datetime
from pathlib import Path

from ninescore.desk import DeskFolder
from ninescore.desk.folder import DeskMatch
from ninescore.stats.csvfiles import FORMULA_STARTS

FORMULAS = ('=HYPERLINK("http://evil.example","Anna")', "+1+1", "-2+3", "@SUM(A1:A9)")


def finished(table: str, event: str, round: str, players: tuple[str, str]) -> DeskMatch:
    moment = datetime(2026, 12, 1, 20, tzinfo=UTC)
    return DeskMatch(
        id="6f1c5a52-2b8e-4c8e-9d43-5c3f0b0e4a11",
        file="6f1c5a52-2b8e-4c8e-9d43-5c3f0b0e4a11.json",
        table=table,
        event=event,
        round=round,
        referee="",
        players=players,
        score=(7, 3),
        race_to=(7, 7),
        frame_number=10,
        to_shoot=None,
        winner=0,
        warning="",
        status="finished",
        created=moment,
        updated=moment,
        day=moment.date(),
    )


def test_no_cell_of_the_days_results_is_a_formula(tmp_path: Path) -> None:
    played = finished(FORMULAS[3], FORMULAS[0], FORMULAS[1], (FORMULAS[2], "=Boris"))
    rows = list(csv.reader(io.StringIO(DeskFolder(tmp_path).results_csv([played]))))
    assert len(rows) == 2
    texts = [cell for cell in rows[1] if cell]
    assert not [cell for cell in texts if cell.startswith(FORMULA_STARTS)]
    assert rows[1][:5] == ["'" + FORMULAS[3], "'" + FORMULAS[0], "'" + FORMULAS[1],
                           "'" + FORMULAS[2], "'=Boris"]  # fmt: skip
    assert rows[1][5:9] == ["7", "3", "7", "7"]
