"""What a list of matches shows about each one, without loading its actions."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import NamedTuple

from .record import MatchRecord, Status


def index_time(moment: datetime) -> str:
    """A time as summaries keep it: fixed-width ISO text in UTC, so that text order is time
    order and ``datetime.fromisoformat`` (C, very fast) reads it back exactly."""
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


class MatchSummary(NamedTuple):
    """One stored match as the history list shows it (from the index, replayed when indexed).

    A named tuple of plain values, the index's stored cells and then the folder, so that
    listing ten thousand matches builds each one in C; the values that need an object (times,
    the path, the pairs) are properties computed on access.
    """

    id: str
    file_name: str
    created_text: str
    updated_text: str
    player0: str
    player1: str
    race0: int
    race1: int
    score0: int
    score1: int
    status: Status
    event: str
    round: str
    table: str
    frames: int
    """Frames started (with at least one action)."""
    winner: int | None
    referee: str
    location: str
    """The folder holding the file, as text (see :attr:`path`): last, so that a summary is the
    index's stored cells and the folder added (``records/index.py``)."""

    @property
    def path(self) -> Path:
        """The match file."""
        return Path(self.location, self.file_name)

    @property
    def created(self) -> datetime:
        """When the match was created (aware, UTC)."""
        return datetime.fromisoformat(self.created_text)

    @property
    def updated(self) -> datetime:
        """When the match was last changed (aware, UTC)."""
        return datetime.fromisoformat(self.updated_text)

    @property
    def players(self) -> tuple[str, str]:
        return self.player0, self.player1

    @property
    def race_to(self) -> tuple[int, int]:
        return self.race0, self.race1

    @property
    def score(self) -> tuple[int, int]:
        return self.score0, self.score1

    @classmethod
    def of(cls, record: MatchRecord, path: Path) -> MatchSummary:
        frames = sum(1 for frame in record.match.frames if frame.log)
        score = record.score
        return cls(
            id=record.id,
            file_name=path.name,
            location=str(path.parent),
            created_text=index_time(record.created),
            updated_text=index_time(record.updated),
            player0=record.players[0],
            player1=record.players[1],
            race0=record.race_to[0],
            race1=record.race_to[1],
            score0=score[0],
            score1=score[1],
            status=record.status,
            event=record.event,
            round=record.round,
            table=record.table,
            frames=frames,
            winner=record.winner,
            referee=record.referee,
        )
