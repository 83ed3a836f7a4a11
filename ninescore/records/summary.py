"""What a list of matches shows about each one, without loading its actions."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import NamedTuple

from .record import MatchRecord, Status


class MatchSummary(NamedTuple):
    """One stored match as the history list shows it (from the index, replayed when indexed).

    A named tuple: the history lists thousands of these, and a tuple is the cheapest immutable
    value to build.
    """

    id: str
    folder: Path
    """The folder holding the file (see :attr:`path`)."""
    file_name: str
    created: datetime
    updated: datetime
    players: tuple[str, str]
    race_to: tuple[int, int]
    score: tuple[int, int]
    status: Status
    event: str
    round: str
    table: str
    frames: int
    """Frames started (with at least one action)."""
    winner: int | None = None
    referee: str = ""

    @property
    def path(self) -> Path:
        """The match file. Built on demand: listing thousands of matches must stay cheap."""
        return self.folder / self.file_name

    @classmethod
    def of(cls, record: MatchRecord, path: Path) -> MatchSummary:
        frames = sum(1 for frame in record.match.frames if frame.log)
        return cls(
            id=record.id,
            folder=path.parent,
            file_name=path.name,
            created=record.created,
            updated=record.updated,
            players=record.players,
            race_to=record.race_to,
            score=record.score,
            status=record.status,
            event=record.event,
            round=record.round,
            table=record.table,
            frames=frames,
            winner=record.winner,
            referee=record.referee,
        )
