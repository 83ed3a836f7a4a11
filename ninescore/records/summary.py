"""What a list of matches shows about each one, without loading its actions."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from .record import MatchRecord, Status


@dataclass(frozen=True, slots=True)
class MatchSummary:
    """One stored match as the history list shows it (from the index, replayed when indexed)."""

    id: str
    path: Path
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

    @classmethod
    def of(cls, record: MatchRecord, path: Path) -> MatchSummary:
        frames = sum(1 for frame in record.match.frames if frame.log)
        return cls(
            id=record.id,
            path=path,
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
