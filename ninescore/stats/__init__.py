"""Statistics of frames, matches and players, computed by replaying the rules engine's log.

Pure Python, no Qt.  Every number here is derived from the :class:`~ninescore.rules.LogEntry`
values of a replayed :class:`~ninescore.rules.Match`; results stored alongside a record are never
read, so a number can always be traced back to the shots that made it.  The definitions (what an
inning is, what counts as a run-out...) are documented in ``docs/statistics.md`` and repeated in
the docstrings.

- :mod:`.frames`: :func:`frame_stats` and :func:`match_stats`, from a rules ``Frame``/``Match``.
- :mod:`.players`: :func:`player_stats`, :func:`all_player_stats`, :func:`head_to_head` over
  stored matches, filtered by date and event.
- :mod:`.csvfiles`: the ``write_*_csv`` functions behind ``ninescore export``.

>>> from ninescore.rules import Match, Shot
>>> match = Match(race_to=1, first_breaker=0)
>>> _ = match.shoot(Shot(pocketed={9}))
>>> stats = match_stats(match)
>>> stats.score, stats.frames[0].break_result.value, stats.frames[0].break_and_run
((1, 0), 'golden', True)
"""

from .csvfiles import (
    FOUL_KIND_NAMES,
    FRAME_COLUMNS,
    MATCH_COLUMNS,
    MATCHES_COLUMNS,
    PLAYERS_COLUMNS,
    frame_cells,
    frame_rows,
    match_cells,
    match_row,
    player_row,
    write_csv,
    write_frames_csv,
    write_matches_csv,
    write_players_csv,
)
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
    frame_stats,
    match_stats,
)
from .players import (
    HeadToHead,
    Listed,
    MatchSource,
    PlayerStats,
    all_player_stats,
    head_to_head,
    local_date,
    player_index,
    player_stats,
    record_stats,
    same_name,
    select_records,
)

__all__ = [
    "FOUL_KINDS",
    "FOUL_KIND_NAMES",
    "FRAME_COLUMNS",
    "MATCHES_COLUMNS",
    "MATCH_COLUMNS",
    "PLAYERS_COLUMNS",
    "BreakResult",
    "FoulCounts",
    "FrameStats",
    "HeadToHead",
    "Listed",
    "MatchSource",
    "MatchStats",
    "PlayerFrameStats",
    "PlayerMatchStats",
    "PlayerStats",
    "PushOut",
    "PushOutChoice",
    "ShotTimes",
    "all_player_stats",
    "frame_cells",
    "frame_rows",
    "frame_stats",
    "head_to_head",
    "local_date",
    "match_cells",
    "match_row",
    "match_stats",
    "player_index",
    "player_row",
    "player_stats",
    "record_stats",
    "same_name",
    "select_records",
    "write_csv",
    "write_frames_csv",
    "write_matches_csv",
    "write_players_csv",
]
