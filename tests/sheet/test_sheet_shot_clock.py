"""The sheet shows the rules in force, every one of them, and on the clock its numbers, each
player's time fouls, extensions and shot times, and every shot's time in the log."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from ninescore.records import MatchRecord
from ninescore.rules import PROFILES, RuleOptions, Shot, ShotClockFoul, UseExtension
from ninescore.sheet import write_pdf
from ninescore.sheet.content import sheet_content

from .conftest import CREATED


@pytest.fixture(autouse=True)
def _gui(qapp: QApplication) -> None:
    """Fonts and painting need a GUI application (pytest-qt's)."""


def clocked(options: RuleOptions = PROFILES["wpa"]) -> MatchRecord:
    """Anna breaks and pockets the 3, extends and misses (38.4 s); Boris runs out of time;
    Anna runs out the rack (9.6 s)."""
    record = MatchRecord.new(
        players=("Anna Petrova", "Boris Ivanov"), race_to=(3, 3), options=options, created=CREATED
    )
    moments = (CREATED + timedelta(seconds=40 * n) for n in range(1, 10))
    record.append(Shot(pocketed={3}), at=next(moments))
    record.append(UseExtension(), at=next(moments))
    record.append(Shot(first_contact=1), at=next(moments), shot_time=38.4)
    record.append(ShotClockFoul(), at=next(moments))
    record.append(
        Shot(first_contact=1, pocketed=frozenset({1, 2, 4, 5, 6, 7, 8, 9})),
        at=next(moments),
        shot_time=9.6,
    )
    return record


def field(record: MatchRecord, label: str) -> str:
    return dict(sheet_content(record).fields)[label]


def test_the_rules_field_names_the_profile_and_every_number() -> None:
    rules = field(clocked(), "Rules")

    assert rules.startswith("WPA World Standardized Rules — ")
    for words in (
        "players alternate the break",
        "three-foul rule (R12) on",
        "a 9 pocketed on the break wins",
        "push-outs played (R5)",
        "shot clock (R14): 35 s a shot",
        "warning at 10 s left",
        "1 × 25 s extension per player per frame",
        "60 s for the first shot after the break",
    ):
        assert words in rules


def test_a_match_of_the_seed_s_rules_still_shows_every_option_in_force() -> None:
    record = MatchRecord.new(players=("Anna", "Boris"), race_to=3, created=CREATED)
    record.append(Shot(pocketed={9}), at=CREATED + timedelta(seconds=30))
    content = sheet_content(record)

    assert dict(content.fields)["Rules"] == (
        "The seed's rules — the winner of a frame breaks the next; three-foul rule (R12) on; "
        "a 9 pocketed on the break wins; push-outs played (R5); no shot clock"
    )
    assert not content.timed and not content.clock_totals


def test_house_rules_are_named_custom() -> None:
    options = RuleOptions(push_out=False, shot_clock=PROFILES["tv"].shot_clock)
    rules = field(clocked(options), "Rules")

    assert rules.startswith("Custom rules — the winner of a frame breaks the next")
    assert "push-outs not played" in rules
    assert "shot clock (R14): 30 s a shot" in rules


def test_the_clock_s_table_and_the_shot_times_in_the_log() -> None:
    content = sheet_content(clocked(), detail=True)

    assert content.clock_headers == (
        "Player",
        "Time fouls",
        "Extensions",
        "Average shot",
        "Longest shot",
    )
    anna, boris = content.clock_totals
    assert anna.cells == ("0", "1", "24.0 s", "38.4 s")
    assert boris.cells == ("1", "0", "—", "—")
    rows = content.frame_logs[0].rows
    assert [row.shot_time for row in rows] == ["", "", "38.4 s", "", "9.6 s"]
    assert rows[1].action == "Anna Petrova takes an extension."
    assert rows[3].ruling.startswith("Foul — time ran out on the shot clock. (R14)")


def test_printed_the_sheet_reads_the_clock_as_a_person_would(
    tmp_path: Path, pdf_text: Callable[..., str]
) -> None:
    output = write_pdf(clocked(), tmp_path / "clock.pdf", detail=True)

    text = pdf_text(output)

    assert "WPA World Standardized Rules" in text
    assert "Shot clock" in text
    assert re.search(r"Anna Petrova\s+0\s+1\s+24\.0 s\s+38\.4 s", text)
    # (pdftotext reads the log's "fi" as one ligature: match up to it)
    assert re.search(r"^\s*3\s.*\s38\.4 s\s+Anna Petrova: hit the 1 ", text, re.MULTILINE)
    assert "Boris Ivanov: time foul (shot clock)" in text


def test_in_russian_the_clock_speaks_russian(
    tmp_path: Path, pdf_text: Callable[..., str], russian: None
) -> None:
    output = write_pdf(clocked(), tmp_path / "clock-ru.pdf", detail=True)

    text = pdf_text(output)

    assert "Всемирные стандартизированные правила WPA" in text
    assert "Лимит времени на удар" in text
    assert "38,4 с" in text
    assert "Нарушение — истёк лимит времени на удар. (п. 14)" in text
    assert not re.search(r"\b(Foul|extension|shot clock|Shot clock)\b", text)


def test_a_match_without_a_clock_prints_no_shot_clock_table(
    tmp_path: Path, pdf_text: Callable[..., str]
) -> None:
    """Off the clock there are no time fouls or extensions (R14 does not apply): the shots the
    window measured print as a table of shot times, and nothing is called "Shot clock"."""
    record = MatchRecord.new(players=("Anna Petrova", "Boris Ivanov"), race_to=3, created=CREATED)
    record.append(Shot(pocketed={3}), at=CREATED + timedelta(seconds=40))
    record.append(Shot(first_contact=1), at=CREATED + timedelta(seconds=80), shot_time=12.5)
    content = sheet_content(record)

    assert (content.clock_title, content.clock_headers) == (
        "Shot times",
        ("Player", "Average shot", "Longest shot"),
    )
    assert [row.cells for row in content.clock_totals] == [("12.5 s", "12.5 s"), ("—", "—")]
    text = pdf_text(write_pdf(record, tmp_path / "off.pdf"))
    assert "Shot clock" not in text and "Time fouls" not in text and "Extensions" not in text
    assert re.search(r"Anna Petrova\s+12\.5 s\s+12\.5 s", text)


def test_a_match_without_a_clock_or_timed_shots_prints_no_such_table(
    tmp_path: Path, pdf_text: Callable[..., str]
) -> None:
    record = MatchRecord.new(players=("Anna Petrova", "Boris Ivanov"), race_to=3, created=CREATED)
    record.append(Shot(pocketed={3}), at=CREATED + timedelta(seconds=40))

    text = pdf_text(write_pdf(record, tmp_path / "untimed.pdf"))

    assert "Shot clock" not in text and "Shot times" not in text and "Average shot" not in text
