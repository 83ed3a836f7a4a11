"""The statistics' columns: each number of a player's, once, for the cache and the CSV files.

A :class:`Count` is one whole number a player has in a match (:class:`PlayerMatchStats`), and
in each frame too when ``frames`` is set (:class:`PlayerFrameStats`): its name (the field of the
numbers, the cache's column in ``stat_players`` and ``stat_frames``, the CSV's column after
``p1_``/``p2_``), its type (a count: ``INTEGER NOT NULL`` in the cache), how it is read (the
field of that name) and its words (its row in ``docs/statistics.md``, which a test holds them
to).  :data:`PLAYER_COUNTS` is the one list; the cache's tables (:mod:`.cache_rows`) and the CSV
files' columns and cells (:mod:`.csvfiles`) are made from it, with the columns that are not a
count of their own (:class:`Derived`: the fouls by kind, the shot times, balls per inning) put
where the published files have them.

A new count is one :class:`Count` here (a CSV file puts it after the others, before the shot
times), its field and its counting in :mod:`.frames`, its row in ``docs/statistics.md``, and a
new ``STATS_VERSION`` (the cache's tables change).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from operator import attrgetter
from typing import Any

from .frames import FOUL_KINDS, FoulCounts, ShotTimes

CsvValue = str | int | float | None


@dataclass(frozen=True, slots=True)
class Count:
    """One whole number of a player's (see the module's docstring)."""

    name: str
    words: str
    """What it counts, as ``docs/statistics.md`` says it of a match."""
    frames: bool = False
    """Kept for each frame too (a field of ``PlayerFrameStats``)."""
    written: bool = True
    """A column of the CSV files; ``frames_won`` and ``frames_lost`` are the cache's own (the
    files say the score and the winner)."""

    @property
    def names(self) -> tuple[str, ...]:
        return (self.name,)


@dataclass(frozen=True, slots=True)
class Derived:
    """Columns of a CSV file that are not a count of their own: made from a player's numbers."""

    names: tuple[str, ...]
    cells: Callable[[Any], Sequence[CsvValue]]
    words: str


PLAYER_COUNTS: tuple[Count, ...] = (
    Count("frames_won", "frames the player won", written=False),
    Count("frames_lost", "frames the player lost", written=False),
    Count("breaks", "breaks the player played, a stalemated rack's break included"),
    Count("made_breaks", "of those, breaks with result `made`"),
    Count("dry_breaks", "breaks with result `dry`"),
    Count("fouled_breaks", "breaks with result `fouled`"),
    Count("golden_breaks", "breaks with result `golden`"),
    Count("break_and_runs", "frames the player won as a break-and-run"),
    Count("run_outs", "frames the player won as a run-out (break-and-runs included)"),
    Count("three_foul_losses", "frames the player lost on three fouls"),
    Count("concessions", "frames the player lost by concession or a ruled infraction"),
    Count("innings", "the player's innings in the match", frames=True),
    Count("shots", "the player's shots", frames=True),
    Count("balls", "balls counted for the player", frames=True),
    Count("push_outs", "push-outs the player declared", frames=True),
    Count("extensions", "extensions the player used in the match", frames=True),
)
"""Every count of a player's, in the order of the cache's columns."""

FRAME_COUNTS: tuple[Count, ...] = tuple(count for count in PLAYER_COUNTS if count.frames)
"""The counts a player has in each frame, in the same order."""

FOUL_NAMES: tuple[str, ...] = ("fouls", *(f"fouls_{kind}" for kind in FOUL_KINDS.values()))
"""The fouls (:meth:`FoulCounts.counts`): the total, then each kind (:data:`FOUL_KINDS`)."""


def _ratio(value: float) -> str:
    return f"{value:.3f}"


def shot_time_cells(times: ShotTimes) -> list[CsvValue]:
    """Timed shots, then the average and the longest in seconds to the tenth (empty: none)."""
    average, longest = times.average, times.longest
    return [
        times.timed,
        None if average is None else f"{average:.1f}",
        None if longest is None else f"{longest:.1f}",
    ]


def _fouls(player: Any) -> Sequence[CsvValue]:
    fouls: FoulCounts = player.fouls
    return fouls.counts()


FOULS = Derived(FOUL_NAMES, _fouls, "the player's fouls (one per foul), then per kind of reason")
FOUL_REASONS = Derived(
    ("foul_reasons",),
    lambda player: ("; ".join(player.fouls.reasons),),
    "the operator's reasons for recorded and between-shots fouls, separated by `; `",
)
BALLS_PER_INNING = Derived(
    ("balls_per_inning",),
    lambda player: (_ratio(player.balls_per_inning),),
    "`pN_balls` / `pN_innings` (0 without innings)",
)
SHOT_TIMES = Derived(
    ("timed_shots", "shot_time_avg_s", "shot_time_max_s"),
    lambda player: shot_time_cells(player.shot_times),
    "the player's timed shots, their mean and longest time in seconds",
)

Column = Count | Derived


def _layout(
    counts: Sequence[Count], after: Mapping[str, Sequence[Derived]], end: Sequence[Derived]
) -> tuple[Column, ...]:
    """The written ``counts`` in order, each followed by what comes ``after`` it, then ``end``."""
    layout: list[Column] = []
    for count in counts:
        if count.written:
            layout.append(count)
            layout.extend(after.get(count.name, ()))
    return (*layout, *end)


MATCH_PLAYER_CSV = _layout(
    PLAYER_COUNTS, {"balls": (BALLS_PER_INNING,), "push_outs": (FOULS,)}, (SHOT_TIMES,)
)
"""A player's columns in the matches file, as published (docs/statistics.md)."""
FRAME_PLAYER_CSV = _layout(FRAME_COUNTS, {"push_outs": (FOULS, FOUL_REASONS)}, (SHOT_TIMES,))
"""A player's columns in the frames file, as published."""


def _one(name: str) -> Callable[[Any], tuple[CsvValue]]:
    get = attrgetter(name)

    def cells(player: Any) -> tuple[CsvValue]:
        return (get(player),)

    return cells


def column_names(layout: Sequence[Column]) -> tuple[str, ...]:
    return tuple(name for column in layout for name in column.names)


def cell_maker(layout: Sequence[Column]) -> Callable[[Any], list[CsvValue]]:
    """A function from a player's numbers to their cells of ``layout``.

    Each run of counts is read by one ``attrgetter`` (in C): an export writes these for every
    player of every frame of a hundred thousand matches.
    """
    parts: list[Callable[[Any], Sequence[CsvValue]]] = []
    run: list[str] = []

    def flush() -> None:
        if len(run) > 1:
            parts.append(attrgetter(*run))
        elif run:
            parts.append(_one(run[0]))
        run.clear()

    for column in layout:
        if isinstance(column, Count):
            run.append(column.name)
        else:
            flush()
            parts.append(column.cells)
    flush()
    made = tuple(parts)

    def cells(player: Any) -> list[CsvValue]:
        row: list[CsvValue] = []
        for part in made:
            row.extend(part(player))
        return row

    return cells
