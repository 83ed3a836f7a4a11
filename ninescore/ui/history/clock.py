"""The shot clock and the rules in the history browser: the rules a match was played under, its
players' time fouls, extensions and shot times, and each shot's time in the replay.

The history's panels lay these out beside their other numbers; the words are the sheet's
(:mod:`ninescore.describe`), so the window, the history and the printed sheet say the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from ninescore.describe import Heading, heading, options_text, profile_text, shot_time_text
from ninescore.rules import RuleOptions
from ninescore.stats import PlayerStats
from ninescore.stats.frames import PlayerMatchStats, ShotTimes


class _Timed(Protocol):
    """A player's numbers with a shot clock's part (a match's, or over many matches)."""

    @property
    def extensions(self) -> int: ...

    @property
    def shot_times(self) -> ShotTimes: ...


def rules_fact(options: RuleOptions) -> str:
    """``Rules: WPA World Standardized Rules``, for the line of facts under a match's heading."""
    return QCoreApplication.translate("History", "Rules: {profile}").format(
        profile=profile_text(options.profile)
    )


def rules_detail(options: RuleOptions) -> str:
    """Every option in force, for the facts' tooltip (the sheet prints the same)."""
    return f"{profile_text(options.profile)}: {options_text(options)}"


def clock_rows(
    players: Sequence[_Timed], time_fouls: Sequence[int], on_the_clock: bool
) -> list[tuple[str, Sequence[object]]]:
    """The rows of the shot clock's numbers (R14), one value per player column: time fouls
    and extensions where the match was on the clock, the average and longest shot wherever a
    shot was timed.  None at all for a match that had neither."""
    rows: list[tuple[str, Sequence[object]]] = []
    if on_the_clock:
        rows.append((heading(Heading.TIME_FOULS), list(time_fouls)))
        rows.append((heading(Heading.EXTENSIONS), [p.extensions for p in players]))
    if any(p.shot_times.timed for p in players):
        rows.append(
            (
                heading(Heading.AVERAGE_SHOT_TIME),
                [shot_time_text(p.shot_times.average) for p in players],
            )
        )
        rows.append(
            (heading(Heading.LONGEST_SHOT), [shot_time_text(p.shot_times.longest) for p in players])
        )
    return rows


def match_clock_rows(
    options: RuleOptions, a: PlayerMatchStats, b: PlayerMatchStats
) -> list[tuple[str, Sequence[object]]]:
    """The clock's rows of one match's numbers, its two players side by side."""
    on_the_clock = options.shot_clock is not None
    return clock_rows((a, b), (a.fouls.shot_clock, b.fouls.shot_clock), on_the_clock)


def players_clock_rows(columns: Sequence[PlayerStats]) -> list[tuple[str, Sequence[object]]]:
    """The clock's rows of a player's numbers over many matches (and a head-to-head's)."""
    on_the_clock = any(s.time_fouls or s.extensions for s in columns)
    return clock_rows(columns, [s.time_fouls for s in columns], on_the_clock)


def shot_time_note(seconds: float | None) -> str:
    """`` · 12.3 s`` after a shot in the replay's list; empty when it was not timed."""
    return f"  ·  {shot_time_text(seconds)}" if seconds is not None else ""
