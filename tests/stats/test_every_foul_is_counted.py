"""Every foul code of the engine has its counter, its CSV column and its sentence."""

from __future__ import annotations

from dataclasses import fields

import pytest

from ninescore.describe import describe_event
from ninescore.rules import FOUL_CODES, Code, Event
from ninescore.stats import FOUL_KINDS, FoulCounts
from ninescore.stats.csvfiles import FRAME_COLUMNS, MATCHES_COLUMNS


def test_the_foul_kinds_are_exactly_the_engines_foul_codes() -> None:
    assert set(FOUL_KINDS) == FOUL_CODES
    counters = {item.name for item in fields(FoulCounts)} - {"total", "reasons"}
    assert set(FOUL_KINDS.values()) == counters


@pytest.mark.parametrize("code", sorted(FOUL_CODES), ids=str)
def test_each_foul_has_a_counter_a_column_and_a_sentence(code: Code) -> None:
    kind = FOUL_KINDS[code]
    assert getattr(FoulCounts(), kind) == 0
    for columns in (FRAME_COLUMNS, MATCHES_COLUMNS):
        assert f"p1_fouls_{kind}" in columns and f"p2_fouls_{kind}" in columns
    sentence = describe_event(Event(code, "R6", 0, (3, 1), 1, "double_hit"), ("A", "B"))
    assert sentence.startswith("Foul") and "{" not in sentence
