"""Every date and time the program shows is written by describe/dates.py, in the region's way."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from ninescore.describe import describe_error
from ninescore.describe.dates import date_text, date_time_text, long_date_text, time_text
from ninescore.records.locks import LockInfo, locked_error
from ninescore.sheet.content import date_text as sheet_date_text

PACKAGE = Path(__file__).resolve().parents[2] / "ninescore"
STAMPS = {"records/store.py", "records/sync.py"}
"""Machine stamps in file names (a trash copy, a conflict copy): not for a person to read."""

MOMENT = datetime(2026, 3, 7, 21, 5, 30, tzinfo=UTC)


@pytest.fixture
def german() -> Iterator[None]:
    saved = QLocale()
    QLocale.setDefault(QLocale("de_DE"))
    yield
    QLocale.setDefault(saved)


def test_nothing_but_file_name_stamps_formats_a_date_by_itself() -> None:
    found = {
        str(path.relative_to(PACKAGE))
        for path in PACKAGE.rglob("*.py")
        if "resources_rc" not in path.parts
        and re.search(r"strftime\(|FormatType", path.read_text(encoding="utf-8"))
    }
    assert found == STAMPS | {"describe/dates.py"}


def test_dates_and_times_follow_the_default_locale(german: None) -> None:
    local = MOMENT.astimezone()
    day = f"{local.day:02}.{local.month:02}.{local.year % 100:02}"
    clock = f"{local.hour:02}:{local.minute:02}"

    assert date_text(MOMENT) == day
    assert time_text(MOMENT) == clock
    assert time_text(MOMENT, seconds=True) == f"{clock}:30"
    assert date_time_text(MOMENT) == f"{day} {clock}"
    assert long_date_text(MOMENT).endswith(f"{local.day}. März 2026")
    assert sheet_date_text(MOMENT) == long_date_text(MOMENT)


def test_the_lock_sentence_says_since_when_in_the_regions_words(german: None) -> None:
    error = locked_error(LockInfo(4242, "desk-2", MOMENT, "token"))

    assert date_time_text(MOMENT) in describe_error(error)
    # Without the words' formatter (the records layer alone): ISO 8601, local, to the minute.
    assert MOMENT.astimezone().isoformat(" ", "minutes")[:16] in error.describe()
