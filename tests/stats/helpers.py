"""Hand-made matches for the statistics tests, built as real records with known times."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import UTC, datetime, timedelta

from ninescore.records.record import MatchRecord
from ninescore.rules import Action, RuleOptions, Shot

GOLDEN = Shot(pocketed={9})
DRY_BREAK = Shot(balls_to_rail=4)
RUN_ALL = Shot(first_contact=1, pocketed=frozenset(range(1, 10)))
MADE_AND_RUN: tuple[Action, ...] = (
    Shot(pocketed={1}),
    Shot(first_contact=2, pocketed=frozenset(range(2, 10))),
)
SECONDS_BETWEEN_ACTIONS = 30


def make_record(
    players: Sequence[str],
    actions: Iterable[Action],
    race_to: int = 2,
    start: datetime = datetime(2025, 3, 1, 12, 0, tzinfo=UTC),
    event: str = "Spring Open",
    first_breaker: int = 0,
    options: RuleOptions | None = None,
    shot_times: Sequence[float | None] = (),
) -> MatchRecord:
    """A match between ``players`` with one action every 30 seconds from ``start``; the n-th
    action's shot time is ``shot_times[n]`` where given."""
    record = MatchRecord.new(
        players=players,
        race_to=race_to,
        first_breaker=first_breaker,
        options=options,
        event=event,
        round="R1",
        table="3",
        created=start,
    )
    for index, action in enumerate(actions):
        record.append(
            action,
            at=start + timedelta(seconds=SECONDS_BETWEEN_ACTIONS * index),
            shot_time=shot_times[index] if index < len(shot_times) else None,
        )
    return record
