"""A player's numbers and head-to-head for the history browser: from the statistics cache.

The cache (:mod:`ninescore.stats.cache`, in the index) answers at once when it holds every
chosen match; otherwise it reads the missing files a few at a time, and :meth:`PlayerNumbers.
compute` yields between them so that the panel shows its progress and the window stays
responsive. When the index cannot hold the cache (read-only, busy, another program's file),
each chosen match is replayed instead, as before the cache, with the same numbers.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Sequence
from dataclasses import fields
from datetime import date
from typing import TYPE_CHECKING

from ninescore.records.errors import NinescoreDataError
from ninescore.records.record import MatchRecord
from ninescore.records.summary import MatchSummary
from ninescore.stats import HeadToHead, PlayerStats, head_to_head, player_stats, select_records

if TYPE_CHECKING:
    from ninescore.records.store import Store
    from ninescore.stats.cache import StatsCache

log = logging.getLogger(__name__)

RecordLoader = Callable[[MatchSummary], MatchRecord | None]

CACHE_BATCH = 4
"""Files read from disk between two yields while the cache fills: a few dozen milliseconds."""


class PlayerNumbers:
    """Computes what the player panel shows; :attr:`result` and :attr:`head_to_head_result`
    hold the last answer once :meth:`compute` is exhausted."""

    def __init__(self, load: RecordLoader, store: Store | None = None) -> None:
        self._load = load
        self._cache: StatsCache | None = None
        if store is not None:
            from ninescore.stats.cache import StatsCache

            self._cache = StatsCache(store)
        # Each match's contribution when replayed, by (id, last change, player, opponent).
        self._per_match: dict[
            tuple[str, float, str, str], tuple[PlayerStats, HeadToHead | None]
        ] = {}
        self.result: PlayerStats | None = None
        self.head_to_head_result: HeadToHead | None = None

    def compute(
        self,
        summaries: Sequence[MatchSummary],
        name: str,
        opponent: str | None,
        since: date | None,
        until: date | None,
        event: str | None,
    ) -> Iterator[tuple[int, int]]:
        """Yields ``(matches read, matches to read)`` while files must be read."""
        self.result = self.head_to_head_result = None
        if self._cache is not None:
            try:
                yield from self._from_cache(name, opponent, since, until, event)
                return
            except NinescoreDataError as error:
                # The numbers are still shown: from the files, as a replay gives them.
                log.warning("statistics cache unusable (%s); the matches are replayed", error)
        chosen = list(select_records(summaries, name, since, until, event))
        yield from self._by_replay(chosen, name, opponent)

    def _from_cache(
        self,
        name: str,
        opponent: str | None,
        since: date | None,
        until: date | None,
        event: str | None,
    ) -> Iterator[tuple[int, int]]:
        from ninescore.stats.cache import Selection

        cache = self._cache
        assert cache is not None
        selection = Selection(player=name, since=since, until=until, event=event)
        yield from cache.refresh_steps(selection, batch=CACHE_BATCH)
        self.result = cache.player_stats(name, selection)
        if opponent is not None:
            self.head_to_head_result = cache.head_to_head(name, opponent, selection)

    def _by_replay(
        self, chosen: list[MatchSummary], name: str, opponent: str | None
    ) -> Iterator[tuple[int, int]]:
        total = PlayerStats(name=name)
        h2h: HeadToHead | None = None
        name_key = " ".join(name.split()).casefold()
        opponent_key = " ".join(opponent.split()).casefold() if opponent else ""
        for done, summary in enumerate(chosen):
            key = (summary.id, summary.updated.timestamp(), name_key, opponent_key)
            part = self._per_match.get(key)
            if part is None:
                record = self._load(summary)
                if record is None:
                    continue
                mine = player_stats([record], name)
                mutual = head_to_head([record], name, opponent) if opponent else None
                part = (mine, mutual)
                self._per_match[key] = part
                yield done + 1, len(chosen)
            total = add_player_stats(total, part[0])
            if opponent is not None and part[1] is not None:
                h2h = _add_h2h(h2h, part[1])
        self.result = total
        self.head_to_head_result = None
        if opponent is not None:
            self.head_to_head_result = h2h or HeadToHead(
                a=name,
                b=opponent,
                matches=0,
                matches_won=(0, 0),
                frames_won=(0, 0),
                a_stats=PlayerStats(name=name),
                b_stats=PlayerStats(name=opponent),
            )


def add_player_stats(total: PlayerStats, more: PlayerStats) -> PlayerStats:
    """Two players' counts added (the name of ``total`` is kept)."""
    values = {
        item.name: getattr(total, item.name) + getattr(more, item.name)
        for item in fields(PlayerStats)
        if item.name != "name"
    }
    return PlayerStats(name=total.name or more.name, **values)


def _add_h2h(total: HeadToHead | None, more: HeadToHead) -> HeadToHead:
    if total is None:
        return more
    return HeadToHead(
        a=total.a,
        b=total.b,
        matches=total.matches + more.matches,
        matches_won=(
            total.matches_won[0] + more.matches_won[0],
            total.matches_won[1] + more.matches_won[1],
        ),
        frames_won=(
            total.frames_won[0] + more.frames_won[0],
            total.frames_won[1] + more.frames_won[1],
        ),
        a_stats=add_player_stats(total.a_stats, more.a_stats),
        b_stats=add_player_stats(total.b_stats, more.b_stats),
    )


__all__ = ["PlayerNumbers", "add_player_stats"]
