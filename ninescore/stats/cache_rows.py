"""The statistics cache's tables, and the numbers turned into their rows and back.

Each stored match is three kinds of row (see :mod:`ninescore.stats.cache`): one in
``stat_matches`` (the match's facts and numbers), two in ``stat_players`` (each player's
:class:`PlayerMatchStats`, with what counting across matches needs: the name's key, won, lost)
and one per frame in ``stat_frames`` (the whole :class:`FrameStats`). Every value is an integer
or a text, never a float (shot times are whole tenths of a second), so that a number read back
is exactly the number written, and each row carries a CRC-32 of its cells, joined as SQLite joins
them, like the listing's rows: SQLite pages have no checksums, and a byte changed on disk must
never change a number in an export.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, NamedTuple

from ninescore.records.summary import index_time
from ninescore.rules import WinReason

from .frames import (
    FOUL_KINDS,
    BreakResult,
    FoulCounts,
    FrameStats,
    MatchStats,
    PlayerFrameStats,
    PlayerMatchStats,
    PushOut,
    PushOutChoice,
    ShotTimes,
)
from .players import MatchHead, PlayerStats, name_key

# -- columns ----------------------------------------------------------------------------------

FOUL_COLUMNS = ("fouls", *(f"fouls_{kind}" for kind in FOUL_KINDS.values()))
""":meth:`FoulCounts.counts`, in its order."""

TIME_COLUMNS = ("timed_shots", "shot_tenths", "longest_tenths")
""":class:`ShotTimes` in whole tenths; ``longest_tenths`` is NULL without a timed shot."""

MATCH_PLAYER_NUMBERS = (
    "frames_won",
    "frames_lost",
    "breaks",
    "made_breaks",
    "dry_breaks",
    "fouled_breaks",
    "golden_breaks",
    "break_and_runs",
    "run_outs",
    "three_foul_losses",
    "concessions",
    "innings",
    "shots",
    "balls",
    "push_outs",
    "extensions",
)
"""The counters of :class:`PlayerMatchStats`, besides its fouls and shot times."""

FRAME_PLAYER_NUMBERS = ("innings", "shots", "balls", "push_outs", "extensions")
"""The counters of :class:`PlayerFrameStats`, besides its fouls and shot times."""

MATCH_COLUMNS = (
    "name", "id", "created", "event", "event_key", "round", "table_name", "player0", "player1",
    "key0", "key1", "status", "race0", "race1", "score0", "score1", "winner", "frames",
    "reracks", "started", "ended",
)  # fmt: skip
PLAYER_COLUMNS = (
    "name", "side", "player_key", "shown", "counted", "won", "lost",
    *MATCH_PLAYER_NUMBERS, *FOUL_COLUMNS, *TIME_COLUMNS, "foul_reasons",
)  # fmt: skip
_FRAME_PLAYER = (*FRAME_PLAYER_NUMBERS, *FOUL_COLUMNS, *TIME_COLUMNS, "foul_reasons")
FRAME_COLUMNS = (
    "name", "number", "breaker", "winner", "win_reason", "reracks", "break_result",
    "break_balls", "push_out_choices", "run_out", "break_and_run", "started", "ended",
    "combination", "rerack_breaks",
    *(f"p{side}_{column}" for side in (0, 1) for column in _FRAME_PLAYER),
)  # fmt: skip
FILE_COLUMNS = ("name", "mtime_ns", "size", "inode", "ctime_ns")

NULLABLE = frozenset(
    {
        "winner",
        "started",
        "ended",
        "win_reason",
        "break_result",
        "longest_tenths",
        "p0_longest_tenths",
        "p1_longest_tenths",
    }
)
_TEXT = frozenset(
    {
        "name", "id", "created", "event", "event_key", "round", "table_name", "player0",
        "player1", "key0", "key1", "status", "started", "ended", "player_key", "shown",
        "foul_reasons", "p0_foul_reasons", "p1_foul_reasons", "win_reason", "break_result",
        "break_balls", "push_out_choices", "rerack_breaks",
    }
)  # fmt: skip


def _declare(column: str) -> str:
    kind = "TEXT" if column in _TEXT else "INTEGER"
    return f"{column} {kind}" + ("" if column in NULLABLE else " NOT NULL")


def _table(name: str, columns: Sequence[str], key: str, parent: bool = True) -> str:
    cells = ",\n    ".join(_declare(column) for column in columns)
    reference = (
        "\n    , FOREIGN KEY (name) REFERENCES stat_files(name) ON DELETE CASCADE" if parent else ""
    )
    return (
        f"CREATE TABLE {name} (\n    {cells},\n    checksum INTEGER NOT NULL,\n"
        f"    PRIMARY KEY ({key}){reference}\n) WITHOUT ROWID"
    )


TABLES = ("stat_frames", "stat_players", "stat_matches", "stat_files", "stat_meta")
"""The cache's tables, those that refer to others first (the order to drop them in)."""

SCHEMA = (
    "CREATE TABLE stat_meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID",
    _table("stat_files", FILE_COLUMNS, "name", parent=False),
    _table("stat_matches", MATCH_COLUMNS, "name"),
    "CREATE INDEX stat_matches_by_time ON stat_matches(created, id)",
    _table("stat_players", PLAYER_COLUMNS, "name, side"),
    "CREATE INDEX stat_players_by_key ON stat_players(player_key)",
    _table("stat_frames", FRAME_COLUMNS, "name, number"),
)


def joined_in_sql(columns: Iterable[str], alias: str = "") -> str:
    """The cells of a row joined in SQL as :func:`checksum` joins them in Python, as a BLOB.

    A NULL where the table allows none makes the whole text NULL: the row fails its check.
    """
    prefix = f"{alias}." if alias else ""
    joined = " || ".join(
        f"ifnull({prefix}{column}, '')" if column in NULLABLE else f"{prefix}{column}"
        for column in columns
    )
    return f"CAST(ifnull({joined}, 'damaged') AS BLOB)"


def checksum(values: Iterable[object]) -> int:
    text = "".join(["" if value is None else str(value) for value in values])
    return zlib.crc32(text.encode("utf-8"))


def insert_sql(table: str, columns: Sequence[str]) -> str:
    marks = ", ".join("?" * (len(columns) + 1))
    return f"INSERT INTO {table} ({', '.join(columns)}, checksum) VALUES ({marks})"


def with_checksum(values: tuple[object, ...]) -> tuple[object, ...]:
    return (*values, checksum(values))


# -- numbers to rows --------------------------------------------------------------------------


def _time(moment: datetime | None) -> str | None:
    return None if moment is None else index_time(moment)


def _times(times: ShotTimes) -> tuple[int, int, int | None]:
    if not times.timed:
        return _UNTIMED
    longest = None if times.longest is None else round(times.longest * 10)
    return times.timed, times.tenths, longest


_UNTIMED = (0, 0, None)


def _reasons(reasons: tuple[str, ...]) -> str:
    return json.dumps(list(reasons), ensure_ascii=False) if reasons else "[]"


@dataclass(frozen=True, slots=True)
class Rows:
    """The cache's rows of one match file (each with its checksum last)."""

    match: tuple[object, ...]
    players: tuple[tuple[object, ...], tuple[object, ...]]
    frames: tuple[tuple[object, ...], ...]


def rows_of(key: str, record: MatchHead, stats: MatchStats) -> Rows:
    """The rows of the match in the file stored as ``key``, from its replayed numbers."""
    players = tuple(record.players)
    keys = (name_key(players[0]), name_key(players[1]))
    match = (
        key,
        record.id,
        index_time(record.created),
        record.event,
        name_key(record.event),
        record.round,
        record.table,
        players[0],
        players[1],
        keys[0],
        keys[1],
        record.status,
        stats.race_to[0],
        stats.race_to[1],
        stats.score[0],
        stats.score[1],
        stats.winner,
        stats.frame_count,
        stats.reracks,
        _time(stats.started),
        _time(stats.ended),
    )
    sides = []
    for side, mine in enumerate(stats.players):
        # A match of "Anna" against "anna" counts once for her, as her first side (as replayed).
        counted = int(side == 0 or keys[1] != keys[0])
        winner = stats.winner
        sides.append(
            with_checksum(
                (
                    key,
                    side,
                    keys[side],
                    " ".join(players[side].split()),
                    counted,
                    int(winner is not None and winner == side),
                    int(winner is not None and winner != side),
                    *(int(getattr(mine, column)) for column in MATCH_PLAYER_NUMBERS),
                    *mine.fouls.counts(),
                    *_times(mine.shot_times),
                    _reasons(mine.fouls.reasons),
                )
            )
        )
    frames = tuple(with_checksum(_frame_cells(key, frame)) for frame in stats.frames)
    return Rows(with_checksum(match), (sides[0], sides[1]), frames)


def _frame_cells(key: str, frame: FrameStats) -> tuple[object, ...]:
    # Written out by hand, not by a loop over the column names: this runs for every frame of
    # every match when the cache fills, beside a replay that must stay the larger part.
    win_reason = frame.win_reason
    break_result = frame.break_result
    a, b = frame.players
    return (
        key,
        frame.number,
        frame.breaker,
        frame.winner,
        None if win_reason is None else win_reason.value,
        frame.reracks,
        None if break_result is None else break_result.value,
        " ".join(map(str, frame.break_balls)),
        " ".join(f"{push.player}{push.choice.value}" for push in frame.push_outs),
        int(frame.run_out),
        int(frame.break_and_run),
        _time(frame.started),
        _time(frame.ended),
        int(frame.combination),
        " ".join(result.value for result in frame.rerack_breaks),
        a.innings,
        a.shots,
        a.balls,
        a.push_outs,
        a.extensions,
        *a.fouls.counts(),
        *_times(a.shot_times),
        _reasons(a.fouls.reasons),
        b.innings,
        b.shots,
        b.balls,
        b.push_outs,
        b.extensions,
        *b.fouls.counts(),
        *_times(b.shot_times),
        _reasons(b.fouls.reasons),
    )


# -- rows to numbers --------------------------------------------------------------------------


class CachedMatch(NamedTuple):
    """A match's facts as the cache keeps them: what a CSV row shows beside the numbers."""

    id: str
    created_text: str
    event: str
    round: str
    table: str
    player0: str
    player1: str
    status: str

    @property
    def created(self) -> datetime:
        return datetime.fromisoformat(self.created_text)

    @property
    def players(self) -> tuple[str, str]:
        return self.player0, self.player1


@dataclass(frozen=True, slots=True)
class CachedNumbers:
    """A match's numbers without its frames, as the cache keeps them (see ``MatchNumbers``)."""

    race_to: tuple[int, int]
    score: tuple[int, int]
    winner: int | None
    frame_count: int
    reracks: int
    started: datetime | None
    ended: datetime | None
    players: tuple[PlayerMatchStats, PlayerMatchStats]

    @property
    def duration(self) -> timedelta | None:
        if self.started is None or self.ended is None:
            return None
        return self.ended - self.started


HEAD_SELECT = "m.id, m.created, m.event, m.round, m.table_name, m.player0, m.player1, m.status"
""":class:`CachedMatch` from ``stat_matches`` as ``m``."""
MATCH_SELECT = (
    f"{HEAD_SELECT}, m.race0, m.race1, m.score0, m.score1, m.winner, m.frames, m.reracks, "
    "m.started, m.ended"
)
_HEAD = 8
PLAYER_SELECT = ", ".join((*MATCH_PLAYER_NUMBERS, *FOUL_COLUMNS, *TIME_COLUMNS, "foul_reasons"))
_PLAYER_WIDTH = len(MATCH_PLAYER_NUMBERS) + len(FOUL_COLUMNS) + len(TIME_COLUMNS) + 1


def _moment(text: Any) -> datetime | None:
    return None if text is None else datetime.fromisoformat(text)


def _decoded_reasons(text: Any) -> tuple[str, ...]:
    reasons = json.loads(text)
    if not isinstance(reasons, list) or not all(isinstance(item, str) for item in reasons):
        raise ValueError("foul reasons are not a list of texts")
    return tuple(reasons)


def _fouls(counts: Sequence[Any], reasons: Any) -> FoulCounts:
    return FoulCounts.of_counts(tuple(map(_count, counts)), _decoded_reasons(reasons))


def _count(value: Any) -> int:
    if type(value) is not int:
        raise TypeError(f"a count that is not an integer: {value!r}")
    return value


def _shot_times(timed: Any, tenths: Any, longest: Any) -> ShotTimes:
    return ShotTimes.of_tenths(_count(timed), _count(tenths), longest)


def player_match_stats(cells: Sequence[Any]) -> PlayerMatchStats:
    """:class:`PlayerMatchStats` from the cells named in :data:`PLAYER_SELECT`."""
    numbers = len(MATCH_PLAYER_NUMBERS)
    counts = {
        column: _count(value) for column, value in zip(MATCH_PLAYER_NUMBERS, cells, strict=False)
    }
    fouls_end = numbers + len(FOUL_COLUMNS)
    return PlayerMatchStats(
        **counts,
        fouls=_fouls(cells[numbers:fouls_end], cells[fouls_end + 3]),
        shot_times=_shot_times(*cells[fouls_end : fouls_end + 3]),
    )


def match_of(row: Sequence[Any]) -> tuple[CachedMatch, CachedNumbers]:
    """The facts and numbers of a row made of :data:`MATCH_SELECT`, then two players'
    :data:`PLAYER_SELECT`. Raises ValueError or TypeError for cells ninescore never writes."""
    head = CachedMatch._make(row[:_HEAD])
    if not all(isinstance(cell, str) for cell in head):
        raise TypeError("a text cell that is not a text")
    race0, race1, score0, score1 = map(_count, row[_HEAD : _HEAD + 4])
    winner = row[_HEAD + 4]
    if winner not in (None, 0, 1):
        raise ValueError(f"a winner that is not a player: {winner!r}")
    first = _HEAD + 9
    numbers = CachedNumbers(
        race_to=(race0, race1),
        score=(score0, score1),
        winner=winner,
        frame_count=_count(row[_HEAD + 5]),
        reracks=_count(row[_HEAD + 6]),
        started=_moment(row[_HEAD + 7]),
        ended=_moment(row[_HEAD + 8]),
        players=(
            player_match_stats(row[first : first + _PLAYER_WIDTH]),
            player_match_stats(row[first + _PLAYER_WIDTH : first + 2 * _PLAYER_WIDTH]),
        ),
    )
    return head, numbers


FRAME_SELECT = ", ".join(f"f.{column}" for column in FRAME_COLUMNS[1:])
_FRAME_PLAYER_WIDTH = len(_FRAME_PLAYER)


def frame_of(cells: Sequence[Any]) -> FrameStats:
    """A :class:`FrameStats` from the cells named in :data:`FRAME_SELECT`."""
    (number, breaker, winner, win_reason, reracks, break_result, break_balls, push_outs,
     run_out, break_and_run, started, ended, combination, rerack_breaks) = cells[:14]  # fmt: skip
    players = []
    for side in (0, 1):
        start = 14 + side * _FRAME_PLAYER_WIDTH
        part = cells[start : start + _FRAME_PLAYER_WIDTH]
        numbers = len(FRAME_PLAYER_NUMBERS)
        fouls_end = numbers + len(FOUL_COLUMNS)
        innings, shots, balls, pushed, extensions = map(_count, part[:numbers])
        players.append(
            PlayerFrameStats(
                innings=innings,
                shots=shots,
                balls=balls,
                fouls=_fouls(part[numbers:fouls_end], part[fouls_end + 3]),
                push_outs=pushed,
                extensions=extensions,
                shot_times=_shot_times(*part[fouls_end : fouls_end + 3]),
            )
        )
    return FrameStats(
        number=_count(number),
        breaker=_count(breaker),
        winner=winner,
        win_reason=None if win_reason is None else WinReason(win_reason),
        reracks=_count(reracks),
        break_result=None if break_result is None else BreakResult(break_result),
        break_balls=tuple(int(ball) for ball in break_balls.split()),
        push_outs=tuple(
            PushOut(int(push[0]), PushOutChoice(push[1:])) for push in push_outs.split()
        ),
        players=(players[0], players[1]),
        run_out=bool(_count(run_out)),
        break_and_run=bool(_count(break_and_run)),
        started=_moment(started),
        ended=_moment(ended),
        combination=bool(_count(combination)),
        rerack_breaks=tuple(BreakResult(result) for result in rerack_breaks.split()),
    )


PLAYER_TOTALS = (
    "count(*), sum(p.won), sum(p.lost), sum(m.frames), sum(p.frames_won), sum(p.frames_lost), "
    "sum(p.breaks), sum(p.golden_breaks), sum(p.break_and_runs), sum(p.run_outs), "
    "sum(p.three_foul_losses), sum(p.innings), sum(p.shots), sum(p.balls), sum(p.fouls), "
    "sum(p.fouls_shot_clock), sum(p.extensions), sum(p.timed_shots), sum(p.shot_tenths), "
    "max(p.longest_tenths)"
)
"""A player's numbers over the rows ``p`` of ``stat_players`` joined with their matches ``m``,
in the order :func:`player_stats_of` reads them."""

_TOTAL_FIELDS = (
    "matches", "matches_won", "matches_lost", "frames", "frames_won", "frames_lost", "breaks",
    "golden_breaks", "break_and_runs", "run_outs", "three_foul_losses", "innings", "shots",
    "balls", "fouls", "time_fouls", "extensions",
)  # fmt: skip


def player_stats_of(name: str, cells: Sequence[Any]) -> PlayerStats:
    """:class:`PlayerStats` named ``name`` from the cells of :data:`PLAYER_TOTALS`."""
    counts = {field: _count(value) for field, value in zip(_TOTAL_FIELDS, cells, strict=False)}
    timed, tenths, longest = cells[len(_TOTAL_FIELDS) :]
    return PlayerStats(name=name, shot_times=_shot_times(timed, tenths, longest), **counts)
