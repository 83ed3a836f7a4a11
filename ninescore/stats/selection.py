"""Which matches a statistic counts: a player's, an event's, a period's, or named files.

A :class:`Selection` chooses the same matches in two places: in Python, over the listing's rows
(:meth:`Selection.admits`, before a file is read), and in SQL over the statistics cache's
tables (:meth:`Selection.where`), so that a filter never reads a file it does not choose.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from .players import Listed, name_key, select_records


@dataclass(frozen=True, slots=True)
class Selection:
    """Which matches: a player's (name as ``same_name`` matches it), an event's, a period (local
    days, both ends included), or the files named in ``files``."""

    player: str | None = None
    since: date | None = None
    until: date | None = None
    event: str | None = None
    files: frozenset[str] | None = None

    def admits(self, listed: Listed, file_name: str) -> bool:
        if self.files is not None and file_name not in self.files:
            return False
        chosen = select_records([listed], self.player, self.since, self.until, self.event)
        return next(chosen, None) is not None

    def where(self, alias: str = "m") -> tuple[str, list[object]]:
        """SQL (``AND``-joined conditions on ``stat_matches`` as ``alias``) and its parameters.

        Dates are compared as the machine's local days, as :func:`local_date` gives them:
        SQLite's ``localtime`` is the C library's, like Python's.
        """
        conditions = ["1"]
        values: list[object] = []
        if self.since is not None or self.until is not None:
            day = f"date(substr({alias}.created, 1, 19), 'localtime')"
            if self.since is not None:
                conditions.append(f"{day} >= ?")
                values.append(self.since.isoformat())
            if self.until is not None:
                conditions.append(f"{day} <= ?")
                values.append(self.until.isoformat())
        if self.event is not None:
            conditions.append(f"{alias}.event_key = ?")
            values.append(name_key(self.event))
        if self.player is not None:
            conditions.append(f"(? IN ({alias}.key0, {alias}.key1))")
            values.append(name_key(self.player))
        if self.files is not None:
            conditions.append(f"{alias}.name IN (SELECT name FROM temp.stat_chosen)")
        return " AND ".join(conditions), values


EVERYTHING = Selection()
"""No filter: every match."""

__all__ = ["EVERYTHING", "Selection"]
