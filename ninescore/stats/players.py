"""One player's numbers across many stored matches, with filters and head-to-head."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Protocol, TypeVar

from ninescore.rules import (
    Match,
)

from .frames import MatchStats, ShotTimes, match_stats

# -- players across matches -------------------------------------------------------------------


class Listed(Protocol):
    """What the filters need: a stored match or its summary in the history list."""

    @property
    def players(self) -> Sequence[str]: ...

    @property
    def event(self) -> str: ...

    @property
    def created(self) -> datetime: ...


class MatchHead(Listed, Protocol):
    """A stored match's facts that a CSV row shows beside its numbers (a record has them, and so
    has a summary or a row of the statistics cache)."""

    @property
    def id(self) -> str: ...

    @property
    def round(self) -> str: ...

    @property
    def table(self) -> str: ...

    @property
    def status(self) -> str: ...


class MatchSource(MatchHead, Protocol):
    """What the statistics need from a stored match (``ninescore.records.MatchRecord`` has it)."""

    @property
    def match(self) -> Match: ...

    @property
    def action_times(self) -> Sequence[Sequence[datetime]]: ...

    @property
    def action_shot_times(self) -> Sequence[Sequence[float | None]]: ...


ListedT = TypeVar("ListedT", bound=Listed)


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """One player's numbers over many matches.

    Matches still being played or abandoned count as played but neither won nor lost; their
    finished frames count as won and lost frames.
    """

    name: str
    matches: int = 0
    matches_won: int = 0
    matches_lost: int = 0
    frames: int = 0  # frames played, with at least one action, finished or not
    frames_won: int = 0
    frames_lost: int = 0
    breaks: int = 0
    golden_breaks: int = 0
    break_and_runs: int = 0
    run_outs: int = 0
    three_foul_losses: int = 0
    innings: int = 0
    shots: int = 0
    balls: int = 0
    fouls: int = 0
    time_fouls: int = 0  # the shot clock ran out (R14)
    extensions: int = 0  # extensions used (R14)
    shot_times: ShotTimes = field(default_factory=ShotTimes)

    @property
    def matches_unfinished(self) -> int:
        return self.matches - self.matches_won - self.matches_lost

    @property
    def break_and_run_percent(self) -> float:
        """Break-and-runs per hundred frames this player broke."""
        return 100.0 * self.break_and_runs / self.breaks if self.breaks else 0.0

    @property
    def balls_per_inning(self) -> float:
        return self.balls / self.innings if self.innings else 0.0

    @property
    def fouls_per_frame(self) -> float:
        return self.fouls / self.frames if self.frames else 0.0


@dataclass(frozen=True, slots=True)
class HeadToHead:
    """Two players' record against each other: ``a`` first in every pair (names as stored)."""

    a: str
    b: str
    matches: int
    matches_won: tuple[int, int]
    frames_won: tuple[int, int]
    a_stats: PlayerStats  # ``a``'s numbers in these matches only
    b_stats: PlayerStats


def same_name(left: str, right: str) -> bool:
    """Names match ignoring case and extra spaces: "Anna  Petrova" is "anna petrova"."""
    return " ".join(left.split()).casefold() == " ".join(right.split()).casefold()


def player_index(record: Listed, name: str) -> int | None:
    """Which player (0 or 1) ``name`` is in ``record``, or None."""
    for index, player in enumerate(record.players):
        if same_name(player, name):
            return index
    return None


def local_date(moment: datetime) -> date:
    """The calendar date of ``moment`` where the program runs (UTC times are converted)."""
    return (moment.astimezone() if moment.tzinfo is not None else moment).date()


def select_records(
    records: Iterable[ListedT],
    name: str | None = None,
    since: date | None = None,
    until: date | None = None,
    event: str | None = None,
) -> Iterator[ListedT]:
    """The records (or summaries) that pass the filters: a player's name, a date range (local
    dates, both ends included), an event name (ignoring case)."""
    for record in records:
        day = local_date(record.created)
        if since is not None and day < since:
            continue
        if until is not None and day > until:
            continue
        if event is not None and not same_name(record.event, event):
            continue
        if name is not None and player_index(record, name) is None:
            continue
        yield record


def record_stats(record: MatchSource) -> MatchStats:
    """:func:`match_stats` of a stored match, with its action times and shot times."""
    return match_stats(record.match, record.action_times, record.action_shot_times)


def player_stats(
    records: Iterable[MatchSource],
    name: str,
    since: date | None = None,
    until: date | None = None,
    event: str | None = None,
) -> PlayerStats:
    """``name``'s numbers over the ``records`` they played that pass the filters.

    The name is matched ignoring case and extra spaces, and shown as first found in a record.
    """
    return _player_stats(
        name,
        (
            (record, record_stats(record))
            for record in select_records(records, name, since, until, event)
        ),
    )


def _player_stats(name: str, matches: Iterable[tuple[MatchSource, MatchStats]]) -> PlayerStats:
    counts: dict[str, int] = {}
    shown = ""
    shot_times = ShotTimes()

    def add(key: str, amount: int | bool = 1) -> None:
        counts[key] = counts.get(key, 0) + int(amount)

    for record, stats in matches:
        index = player_index(record, name)
        if index is None:
            continue
        shown = shown or " ".join(record.players[index].split())
        mine = stats.players[index]
        add("matches")
        if stats.winner is not None:
            add("matches_won" if stats.winner == index else "matches_lost")
        add("frames", len(stats.frames))
        add("frames_won", mine.frames_won)
        add("frames_lost", mine.frames_lost)
        add("breaks", mine.breaks)
        add("golden_breaks", mine.golden_breaks)
        add("break_and_runs", mine.break_and_runs)
        add("run_outs", mine.run_outs)
        add("three_foul_losses", mine.three_foul_losses)
        add("innings", mine.innings)
        add("shots", mine.shots)
        add("balls", mine.balls)
        add("fouls", mine.fouls.total)
        add("time_fouls", mine.fouls.shot_clock)
        add("extensions", mine.extensions)
        shot_times = shot_times + mine.shot_times
    return PlayerStats(name=shown or name, shot_times=shot_times, **counts)


def head_to_head(
    records: Iterable[MatchSource],
    a: str,
    b: str,
    since: date | None = None,
    until: date | None = None,
    event: str | None = None,
) -> HeadToHead:
    """``a`` against ``b``: the matches they played each other that pass the filters."""
    mutual = [
        (record, record_stats(record))
        for record in select_records(records, a, since, until, event)
        if player_index(record, b) is not None
        and player_index(record, b) != player_index(record, a)
    ]
    matches_won = [0, 0]
    frames_won = [0, 0]
    for record, stats in mutual:
        for side, name in enumerate((a, b)):
            index = player_index(record, name)
            assert index is not None  # selected above
            if stats.winner == index:
                matches_won[side] += 1
            frames_won[side] += stats.score[index]
    a_stats = _player_stats(a, mutual)
    b_stats = _player_stats(b, mutual)
    return HeadToHead(
        a=a_stats.name,
        b=b_stats.name,
        matches=len(mutual),
        matches_won=(matches_won[0], matches_won[1]),
        frames_won=(frames_won[0], frames_won[1]),
        a_stats=a_stats,
        b_stats=b_stats,
    )


def all_player_stats(
    records: Iterable[MatchSource],
    since: date | None = None,
    until: date | None = None,
    event: str | None = None,
) -> list[PlayerStats]:
    """Every player's numbers over the ``records`` that pass the filters, sorted by name.

    Each match is replayed once.  Names that differ only in case or spacing are one player,
    shown as first met.
    """
    shown: dict[str, str] = {}
    played: dict[str, list[tuple[MatchSource, MatchStats]]] = {}
    for record in select_records(records, None, since, until, event):
        stats = record_stats(record)
        for name in dict.fromkeys(_name_key(player) for player in record.players):
            played.setdefault(name, []).append((record, stats))
        for player in record.players:
            shown.setdefault(_name_key(player), " ".join(player.split()))
    return sorted(
        (_player_stats(shown[key], pairs) for key, pairs in played.items()),
        key=lambda stats: stats.name.casefold(),
    )


def name_key(name: str) -> str:
    """What two names that are one player have in common: case and extra spaces ignored.

    >>> name_key("  Anna   PETROVA ") == name_key("anna petrova")
    True
    """
    return " ".join(name.split()).casefold()


_name_key = name_key
