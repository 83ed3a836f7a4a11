"""CSV files: what is written reads back as the same numbers, and every column is documented."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

import pytest

from ninescore import stats
from ninescore.stats import (
    FRAME_COLUMNS,
    MATCHES_COLUMNS,
    PLAYERS_COLUMNS,
    all_player_stats,
    record_stats,
    write_frames_csv,
    write_matches_csv,
    write_players_csv,
)

from .helpers import DRY_BREAK, GOLDEN, MADE_AND_RUN, RUN_ALL, make_record

DOCS = Path(__file__).resolve().parents[2] / "docs" / "statistics.md"


def sample_records() -> list[stats.MatchSource]:
    return [
        make_record(("Анна Петрова", "Boris, Jr."), [GOLDEN, DRY_BREAK, RUN_ALL, *MADE_AND_RUN]),
        make_record(("Clara", 'Dan "the Man"'), [GOLDEN], race_to=3, event="Club night"),
    ]


def read_back(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as stream:
        return list(csv.DictReader(stream))


def test_frames_csv_round_trip_through_a_file(tmp_path: Path) -> None:
    records = sample_records()
    out = tmp_path / "frames.csv"

    assert write_frames_csv(out, records) == 4
    rows = read_back(out)

    assert list(rows[0]) == list(FRAME_COLUMNS)
    assert len(rows) == 4
    expected = [frame for record in records for frame in record_stats(record).frames]
    for row, frame in zip(rows, expected, strict=True):
        assert int(row["frame"]) == frame.number
        assert row["break_result"] == (frame.break_result or "")
        assert row["win_reason"] == (frame.win_reason or "")
        assert row["break_balls"] == " ".join(map(str, frame.break_balls))
        assert int(row["run_out"]) == frame.run_out
        assert int(row["break_and_run"]) == frame.break_and_run
        for side, player in zip(("p1", "p2"), frame.players, strict=True):
            assert int(row[f"{side}_innings"]) == player.innings
            assert int(row[f"{side}_shots"]) == player.shots
            assert int(row[f"{side}_balls"]) == player.balls
            assert int(row[f"{side}_fouls"]) == player.fouls.total
    first = rows[0]
    assert (first["player1"], first["breaker"], first["winner"]) == ("Анна Петрова",) * 3
    assert first["player2"] == "Boris, Jr."
    assert first["match_date"] == "2025-03-01"
    assert first["started"] == "2025-03-01T12:00:00Z"
    assert first["duration_s"] == "0"
    assert rows[2]["duration_s"] == "30"  # from its own break (R13), not the previous frame's end
    assert rows[3]["player2"] == 'Dan "the Man"'


def test_matches_csv_round_trip_through_a_text_stream() -> None:
    records = sample_records()
    stream = io.StringIO()

    assert write_matches_csv(stream, records) == 2
    rows = list(csv.DictReader(io.StringIO(stream.getvalue())))

    assert list(rows[0]) == list(MATCHES_COLUMNS)
    finished, in_progress = rows
    assert (finished["status"], finished["winner"]) == ("finished", "Boris, Jr.")
    assert (finished["p1_score"], finished["p2_score"]) == ("1", "2")
    assert (finished["p1_golden_breaks"], finished["p2_run_outs"]) == ("1", "2")
    assert finished["p2_balls_per_inning"] == "9.000"
    assert finished["duration_s"] == "120"
    assert (in_progress["status"], in_progress["winner"]) == ("in_progress", "")
    assert in_progress["p1_race"] == "3"


def test_players_csv_round_trip(tmp_path: Path) -> None:
    out = tmp_path / "players.csv"

    assert write_players_csv(out, all_player_stats(sample_records())) == 4
    rows = {row["player"]: row for row in read_back(out)}

    assert set(rows) == {"Анна Петрова", "Boris, Jr.", "Clara", 'Dan "the Man"'}
    anna = rows["Анна Петрова"]
    assert (anna["matches"], anna["matches_lost"], anna["frames_won"]) == ("1", "1", "1")
    assert (anna["breaks"], anna["break_and_run_pct"]) == ("2", "50.0")
    assert rows["Clara"]["matches_unfinished"] == "1"


def test_a_failed_write_leaves_the_old_file_untouched(tmp_path: Path) -> None:
    out = tmp_path / "matches.csv"
    out.write_text("the old export\n", encoding="utf-8")

    class Broken:
        """A record whose match cannot be replayed halfway through the file."""

        def __getattr__(self, name: str) -> object:
            raise RuntimeError("damaged record")

    with pytest.raises(RuntimeError):
        write_matches_csv(out, [*sample_records(), Broken()])  # type: ignore[list-item]

    assert out.read_text(encoding="utf-8") == "the old export\n"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["matches.csv"]


@pytest.mark.parametrize("columns", [FRAME_COLUMNS, MATCHES_COLUMNS, PLAYERS_COLUMNS])
def test_every_column_is_documented(columns: tuple[str, ...]) -> None:
    documented = set(re.findall(r"`([A-Za-z0-9_]+)`", DOCS.read_text(encoding="utf-8")))
    missing = [column for column in columns if re.sub(r"^p[12]_", "pN_", column) not in documented]
    assert not missing, f"columns missing from {DOCS.name}: {missing}"


HOSTILE_CELLS = [
    "line\nfeed",
    "carriage\rreturn",
    "windows\r\nbreak",
    'a "quoted" name',
    "comma, inside",
    '=HYPERLINK("http://x")',
    "+1",
    "-2",
    "@SUM(A1)",
    "\rstarts with CR",
    "\ttab first",
    "plain",
    "",
]
"""Cells that would break a row or run as a formula in a spreadsheet if written as they are."""


def strict_rows(text: str) -> list[list[str]]:
    """RFC 4180 as a spreadsheet applies it: a record ends at any CR or LF outside quotes, a
    quote may only open a field, and inside quotes only a doubled quote stands for one.
    Anything else is an error, so a cell that was not quoted as it must be fails here."""
    rows: list[list[str]] = []
    row: list[str] = []
    at = 0
    while at < len(text):
        if text[at] == '"':
            end = at + 1
            cell = []
            while True:
                close = text.index('"', end)  # ValueError: an unterminated quote
                cell.append(text[end:close])
                if text.startswith('""', close):
                    cell.append('"')
                    end = close + 2
                    continue
                at = close + 1
                break
            value = "".join(cell)
            if at < len(text) and text[at] not in ",\n":
                raise ValueError(f"text after a closing quote at {at}")
        else:
            end = at
            while end < len(text) and text[end] not in ",\r\n":
                if text[end] == '"':
                    raise ValueError(f"a quote inside an unquoted cell at {end}")
                end += 1
            value, at = text[at:end], end
        row.append(value)
        if at < len(text) and text[at] == ",":
            at += 1
            if at == len(text):
                row.append("")
            continue
        if at < len(text) and text[at] == "\r":
            at += 1
            if at < len(text) and text[at] == "\n":
                at += 1
        elif at < len(text):
            at += 1
        rows.append(row)
        row = []
    return rows


def expected_cell(cell: str) -> str:
    return "'" + cell if cell.startswith(stats.csvfiles.FORMULA_STARTS) else cell


def test_hostile_cells_are_quoted_and_read_back_as_one_row_each() -> None:
    out = io.StringIO()
    rows = [[cell, index] for index, cell in enumerate(HOSTILE_CELLS)]

    assert stats.write_csv(out, ("text", "number"), rows) == len(rows)
    text = out.getvalue()
    expected = [["text", "number"]] + [
        [expected_cell(cell), str(index)] for index, cell in enumerate(HOSTILE_CELLS)
    ]

    assert list(csv.reader(io.StringIO(text, newline=""), strict=True)) == expected
    assert strict_rows(text) == expected
    assert text.count("\n") - sum(cell.count("\n") for cell in HOSTILE_CELLS) == len(expected)


def test_the_strict_reader_refuses_a_bare_carriage_return_the_csv_module_would_write() -> None:
    # What csv.writer(lineterminator="\n") made of a bare CR: a spreadsheet sees two rows.
    written = io.StringIO()
    csv.writer(written, lineterminator="\n").writerow(["carriage\rreturn", 1])

    assert strict_rows(written.getvalue()) == [["carriage"], ["return", "1"]]


def test_hostile_names_and_reasons_of_a_match_read_back_as_given(tmp_path: Path) -> None:
    names = ('=cmd|" /C calc"!A0', '@Dan "the Man", Jr.')
    out = tmp_path / "matches.csv"

    write_matches_csv(out, [make_record(names, [GOLDEN], event="-Club, night")])
    text = out.read_text(encoding="utf-8")
    header, row = strict_rows(text)

    cells = dict(zip(header, row, strict=True))
    assert (cells["player1"], cells["player2"]) == tuple("'" + name for name in names)
    assert cells["event"] == "'-Club, night"
    assert read_back(out) == [cells]
