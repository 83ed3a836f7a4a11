"""CSV files of frames, matches and players; columns documented in docs/statistics.md."""

from __future__ import annotations

import contextlib
import io
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from datetime import UTC, datetime, timedelta
from operator import attrgetter
from pathlib import Path
from typing import Protocol

from ninescore.records.atomic import replacing

from .columns import (
    FRAME_PLAYER_CSV,
    MATCH_PLAYER_CSV,
    SHOT_TIMES,
    CsvValue,
    cell_maker,
    column_names,
    shot_time_cells,
)
from .frames import FOUL_KINDS, FrameStats, MatchNumbers, MatchStats
from .players import MatchHead, MatchSource, PlayerStats, local_date, record_stats

# -- CSV files --------------------------------------------------------------------------------
#
# The columns are documented one by one in docs/statistics.md; tests/stats check that every
# column written here is documented there.  Player 1 and player 2 are the record's players in
# order (the engine's 0 and 1).

FOUL_KIND_NAMES: tuple[str, ...] = tuple(FOUL_KINDS.values())

SHOT_TIME_COLUMNS: tuple[str, ...] = SHOT_TIMES.names
"""How long the shots took (R14), wherever a player's numbers are written."""

MATCH_COLUMNS: tuple[str, ...] = (
    "match_id",
    "match_date",
    "event",
    "round",
    "table",
    "player1",
    "player2",
)

FRAME_COLUMNS: tuple[str, ...] = (
    *MATCH_COLUMNS,
    "frame",
    "breaker",
    "winner",
    "win_reason",
    "reracks",
    "break_result",
    "break_balls",
    "push_outs",
    "push_out_choices",
    "run_out",
    "break_and_run",
    "started",
    "ended",
    "duration_s",
    *(f"{side}_{name}" for side in ("p1", "p2") for name in column_names(FRAME_PLAYER_CSV)),
)

MATCHES_COLUMNS: tuple[str, ...] = (
    *MATCH_COLUMNS,
    "status",
    "p1_race",
    "p2_race",
    "p1_score",
    "p2_score",
    "winner",
    "frames",
    "reracks",
    "started",
    "ended",
    "duration_s",
    *(f"{side}_{name}" for side in ("p1", "p2") for name in column_names(MATCH_PLAYER_CSV)),
)

PLAYERS_CSV: tuple[tuple[str, Callable[[PlayerStats], CsvValue]], ...] = (
    ("player", attrgetter("name")),
    ("matches", attrgetter("matches")),
    ("matches_won", attrgetter("matches_won")),
    ("matches_lost", attrgetter("matches_lost")),
    ("matches_unfinished", attrgetter("matches_unfinished")),
    ("frames", attrgetter("frames")),
    ("frames_won", attrgetter("frames_won")),
    ("frames_lost", attrgetter("frames_lost")),
    ("breaks", attrgetter("breaks")),
    ("golden_breaks", attrgetter("golden_breaks")),
    ("break_and_runs", attrgetter("break_and_runs")),
    ("break_and_run_pct", lambda stats: f"{stats.break_and_run_percent:.1f}"),
    ("run_outs", attrgetter("run_outs")),
    ("three_foul_losses", attrgetter("three_foul_losses")),
    ("innings", attrgetter("innings")),
    ("shots", attrgetter("shots")),
    ("balls", attrgetter("balls")),
    ("balls_per_inning", lambda stats: _ratio(stats.balls_per_inning)),
    ("fouls", attrgetter("fouls")),
    ("fouls_per_frame", lambda stats: _ratio(stats.fouls_per_frame)),
    ("time_fouls", attrgetter("time_fouls")),
    ("extensions", attrgetter("extensions")),
)
"""The players file's columns (a player's totals over many matches, :class:`PlayerStats`), each
with its cell: one entry per column, the shot times after them."""

PLAYERS_COLUMNS: tuple[str, ...] = (*(name for name, _ in PLAYERS_CSV), *SHOT_TIME_COLUMNS)


class TextSink(Protocol):
    """Where a CSV can be written instead of a file: an open text stream, the terminal."""

    def write(self, text: str, /) -> int: ...


Output = Path | TextSink

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""A cell starting with one of these is taken for a formula by spreadsheets (OWASP, "CSV
Injection"): ``=HYPERLINK(...)`` in a player's name would run when the file is opened."""


def neutralised(value: CsvValue) -> CsvValue:
    """A cell as written: a text that a spreadsheet would read as a formula gets a leading
    apostrophe, which spreadsheets show as text and do not display. Numbers are left alone.

    >>> neutralised("=1+1"), neutralised("@SUM(A1)"), neutralised("Ivanov"), neutralised(-3)
    ("'=1+1", "'@SUM(A1)", 'Ivanov', -3)
    """
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def _time_text(moment: datetime | None) -> str:
    if moment is None:
        return ""
    if moment.tzinfo is not None:
        moment = moment.astimezone(UTC)
        return moment.isoformat(timespec="seconds").replace("+00:00", "Z")
    return moment.isoformat(timespec="seconds")


def _seconds(duration: timedelta | None) -> int | None:
    return None if duration is None else round(duration.total_seconds())


def _ratio(value: float) -> str:
    return f"{value:.3f}"


def _name(record: MatchHead, player: int | None) -> str:
    return "" if player is None else record.players[player]


def _match_cells(record: MatchHead) -> list[CsvValue]:
    return [
        record.id,
        local_date(record.created).isoformat(),
        record.event,
        record.round,
        record.table,
        record.players[0],
        record.players[1],
    ]


_frame_player_cells = cell_maker(FRAME_PLAYER_CSV)
_match_player_cells = cell_maker(MATCH_PLAYER_CSV)


def frame_rows(record: MatchSource, stats: MatchStats | None = None) -> Iterator[list[CsvValue]]:
    """The rows of :data:`FRAME_COLUMNS` for one match."""
    stats = stats if stats is not None else record_stats(record)
    head = _match_cells(record)
    for frame in stats.frames:
        yield frame_cells(record, frame, head)


def frame_cells(
    record: MatchHead, frame: FrameStats, head: list[CsvValue] | None = None
) -> list[CsvValue]:
    """The row of :data:`FRAME_COLUMNS` for one frame of ``record`` (whose first cells,
    :func:`_match_cells`, may be given when they are already made)."""
    row = [
        *(head if head is not None else _match_cells(record)),
        frame.number,
        _name(record, frame.breaker),
        _name(record, frame.winner),
        frame.win_reason.value if frame.win_reason is not None else "",
        frame.reracks,
        frame.break_result.value if frame.break_result is not None else "",
        " ".join(str(ball) for ball in frame.break_balls),
        len(frame.push_outs),
        " ".join(push.choice.value for push in frame.push_outs),
        int(frame.run_out),
        int(frame.break_and_run),
        _time_text(frame.started),
        _time_text(frame.ended),
        _seconds(frame.duration),
    ]
    for player in frame.players:
        row += _frame_player_cells(player)
    return row


def match_row(record: MatchSource, stats: MatchStats | None = None) -> list[CsvValue]:
    """The row of :data:`MATCHES_COLUMNS` for one match."""
    return match_cells(record, stats if stats is not None else record_stats(record))


def match_cells(record: MatchHead, stats: MatchNumbers) -> list[CsvValue]:
    """The row of :data:`MATCHES_COLUMNS` for a match and its numbers (replayed or cached)."""
    row = [
        *_match_cells(record),
        record.status,
        stats.race_to[0],
        stats.race_to[1],
        stats.score[0],
        stats.score[1],
        _name(record, stats.winner),
        stats.frame_count,
        stats.reracks,
        _time_text(stats.started),
        _time_text(stats.ended),
        _seconds(stats.duration),
    ]
    for player in stats.players:
        row += _match_player_cells(player)
    return row


def player_row(stats: PlayerStats) -> list[CsvValue]:
    """The row of :data:`PLAYERS_COLUMNS` for one player."""
    return [cell(stats) for _, cell in PLAYERS_CSV] + shot_time_cells(stats.shot_times)


def write_frames_csv(out: Output, records: Iterable[MatchSource]) -> int:
    """One row per frame played, for every match in ``records``; returns the number of rows."""
    return write_csv(out, FRAME_COLUMNS, (row for record in records for row in frame_rows(record)))


def write_matches_csv(out: Output, records: Iterable[MatchSource]) -> int:
    """One row per match; returns the number of rows."""
    return write_csv(out, MATCHES_COLUMNS, (match_row(record) for record in records))


def write_players_csv(out: Output, players: Iterable[PlayerStats]) -> int:
    """One row per player (see :func:`all_player_stats`); returns the number of rows."""
    return write_csv(out, PLAYERS_COLUMNS, (player_row(stats) for stats in players))


def write_csv(out: Output, columns: Sequence[str], rows: Iterable[list[CsvValue]]) -> int:
    """Write a header and ``rows``: to an open text file, or to a path, whole or not at all.

    A path is written to a temporary file beside it, row by row as they come (a hundred
    thousand matches are never held in memory), and moved over it only when every row is
    written, so a failure (a match that cannot be replayed, a full disk) never leaves half a
    file where a good one was.
    """
    if not isinstance(out, Path):
        return _write_rows(out, columns, rows)
    with replacing(out) as raw:
        text = io.TextIOWrapper(raw, encoding="utf-8", newline="", write_through=False)
        try:
            count = _write_rows(text, columns, rows)
            text.flush()
        finally:
            # Flushed above when all went well; on an error the first error is the one to say.
            with contextlib.suppress(OSError, ValueError):
                text.detach()
    return count


def _write_rows(stream: TextSink, columns: Sequence[str], rows: Iterable[list[CsvValue]]) -> int:
    write = stream.write
    write(csv_line(columns))
    count = 0
    for row in rows:
        write(csv_line(row))
        count += 1
    return count


_QUOTED = re.compile(r'[",\r\n]')


def csv_cell(value: CsvValue) -> str:
    r"""One cell as written: empty for None, a text neutralised (:func:`neutralised`) and quoted
    when it holds a comma, a quote or a line break of any kind.

    The ``csv`` module quotes a bare CR only when it is part of the line terminator, and the
    files end their lines with LF; a spreadsheet starts a new row at a bare CR, so every cell
    with one is quoted here.

    >>> csv_line(["a\rb", "=1+1", None, 2, "x, y"])
    '"a\rb",\'=1+1,,2,"x, y"\n'
    """
    if value is None:
        return ""
    if isinstance(value, str):
        if value.startswith(FORMULA_STARTS):
            value = "'" + value
        if _QUOTED.search(value):
            return '"' + value.replace('"', '""') + '"'
        return value
    return str(value)


def csv_line(cells: Iterable[CsvValue]) -> str:
    """One row of cells (:func:`csv_cell`) and its LF."""
    return ",".join(map(csv_cell, cells)) + "\n"
