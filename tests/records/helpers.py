"""Helpers shared by the records tests."""

from __future__ import annotations

import random
from pathlib import Path

from ninescore.records import MatchRecord
from ninescore.records.demo import random_match
from ninescore.rules import Shot


def small_match() -> MatchRecord:
    """A short match with a frame won and one in play."""
    record = MatchRecord.new(players=("Иванов", "Petrov"), race_to=(3, 3), event="Кубок")
    record.append(Shot(pocketed=frozenset({9})))  # golden break: 1-0
    record.append(Shot(pocketed=frozenset({2})))
    record.append(Shot(first_contact=1))
    return record


def sample(seed: int, **options: object) -> MatchRecord:
    return random_match(random.Random(seed), **options)  # type: ignore[arg-type]


def folder_snapshot(folder: Path) -> dict[str, bytes | None]:
    """Every file's bytes (None for folders) under ``folder``, to prove nothing changed."""
    return {
        str(path.relative_to(folder)): None if path.is_dir() else path.read_bytes()
        for path in sorted(folder.rglob("*"))
    }
