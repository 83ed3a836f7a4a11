"""Matches to print, and poppler's tools to read the PDFs back as a person would."""

from __future__ import annotations

import random
import shutil
import subprocess
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path

import pytest

from ninescore.records import MatchRecord, Store
from ninescore.records.demo import random_match

CREATED = datetime(2025, 3, 14, 18, 0, tzinfo=UTC)
TODAY = datetime(2025, 3, 20, tzinfo=UTC)


def _poppler(tool: str) -> str:
    path = shutil.which(tool)
    if path is None:
        pytest.skip(f"{tool} (poppler-utils) is not installed")
    return path


@pytest.fixture
def pdf_text() -> Callable[..., str]:
    """``pdf_text(path, page=None)``: the text of a PDF (or of one page), via pdftotext."""

    def read(path: Path, page: int | None = None) -> str:
        command = [_poppler("pdftotext"), "-layout"]
        if page is not None:
            command += ["-f", str(page), "-l", str(page)]
        result = subprocess.run(
            [*command, str(path), "-"], capture_output=True, text=True, check=True, timeout=60
        )
        return result.stdout

    return read


@pytest.fixture
def pdf_pages() -> Callable[[Path], int]:
    def count(path: Path) -> int:
        result = subprocess.run(
            [_poppler("pdfinfo"), str(path)], capture_output=True, text=True, check=True
        )
        for line in result.stdout.splitlines():
            if line.startswith("Pages:"):
                return int(line.split()[1])
        raise AssertionError(f"pdfinfo gave no page count:\n{result.stdout}")

    return count


@pytest.fixture
def pdf_fonts() -> Callable[[Path], list[tuple[str, bool]]]:
    """The fonts of a PDF as (name, embedded) pairs, via pdffonts."""

    def fonts(path: Path) -> list[tuple[str, bool]]:
        result = subprocess.run(
            [_poppler("pdffonts"), str(path)], capture_output=True, text=True, check=True
        )
        found = []
        for line in result.stdout.splitlines()[2:]:
            columns = line.split()
            # name type... encoding emb sub uni object ID: "emb" is the 5th column from the end
            found.append((columns[0], columns[-5] == "yes"))
        return found

    return fonts


def with_players(record: MatchRecord, players: Sequence[str]) -> MatchRecord:
    """The same match, every action at the same time, played by other people."""
    copy = MatchRecord(
        id=record.id,
        players=players,
        race_to=record.race_to,
        first_breaker=record.first_breaker,
        options=record.options,
        event=record.event,
        round=record.round,
        table=record.table,
        referee=record.referee,
        created=record.created,
    )
    for action, moment, seconds in zip(
        record.actions, record.times, record.shot_times, strict=True
    ):
        copy.append(action, at=moment, shot_time=seconds)
    return copy


@pytest.fixture
def short_match() -> MatchRecord:
    """A finished race to 3 between Anna Petrova and John Smith."""
    record = random_match(
        random.Random(11), race_to=(3, 3), created=CREATED, finish=True, today=TODAY
    )
    return with_players(record, ("Anna Petrova", "John Smith"))


@pytest.fixture
def long_match() -> MatchRecord:
    """Forty frames of a race to 40, still being played."""
    record = random_match(
        random.Random(5), race_to=(40, 40), created=CREATED, frames=40, finish=True, today=TODAY
    )
    assert len([frame for frame in record.match.frames if frame.log]) == 40
    return with_players(record, ("Maria Garcia", "Tom Baker"))


@pytest.fixture
def cyrillic_match() -> MatchRecord:
    record = random_match(
        random.Random(23), race_to=(4, 4), created=CREATED, finish=True, today=TODAY
    )
    return with_players(record, ("Алексей Иванов", "Дмитрий Соколов-Петровский"))


@pytest.fixture
def store(data_dir: Path) -> Store:
    return Store(data_dir)
