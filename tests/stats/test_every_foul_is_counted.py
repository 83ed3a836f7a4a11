"""Every foul code of the engine has its counter, its columns (CSV and cache) and its sentence."""

from __future__ import annotations

import pytest

from ninescore.describe import describe_event
from ninescore.rules import FOUL_CODES, Code, Event, Frame, Shot
from ninescore.stats import FOUL_KINDS, FoulCounts, frame_stats
from ninescore.stats.cache_rows import FRAME_COLUMNS as CACHE_FRAME_COLUMNS
from ninescore.stats.cache_rows import PLAYER_COLUMNS
from ninescore.stats.csvfiles import FRAME_COLUMNS, MATCHES_COLUMNS


def test_the_foul_kinds_are_exactly_the_engines_foul_codes() -> None:
    assert set(FOUL_KINDS) == FOUL_CODES
    assert len(FoulCounts().kinds) == len(FOUL_CODES)


@pytest.mark.parametrize("code", sorted(FOUL_CODES), ids=str)
def test_each_foul_has_a_counter_columns_and_a_sentence(code: Code) -> None:
    kind = FOUL_KINDS[code]
    assert FoulCounts()[code] == 0
    assert FoulCounts.counting(1, {code: 2})[code] == 2
    for columns in (FRAME_COLUMNS, MATCHES_COLUMNS):
        assert f"p1_fouls_{kind}" in columns and f"p2_fouls_{kind}" in columns
    assert f"fouls_{kind}" in PLAYER_COLUMNS
    assert f"p0_fouls_{kind}" in CACHE_FRAME_COLUMNS and f"p1_fouls_{kind}" in CACHE_FRAME_COLUMNS
    sentence = describe_event(Event(code, "R6", 0, (3, 1), 1, "double_hit"), ("A", "B"))
    assert sentence.startswith("Foul") and "{" not in sentence


def test_a_reason_is_counted_under_its_own_kind_and_no_other() -> None:
    frame = Frame.replay(0, [Shot(balls_to_rail=5), Shot(first_contact=1, rail=False)])
    fouls = frame_stats(frame).players[1].fouls

    assert fouls.by_kind() == {code: int(code is Code.FOUL_NO_RAIL) for code in FOUL_KINDS}
    assert fouls.total == 1


def test_foul_counts_add_kind_by_kind() -> None:
    one = FoulCounts.counting(1, {Code.FOUL_SCRATCH: 1}, ("a",))
    two = FoulCounts.counting(2, {Code.FOUL_SCRATCH: 1, Code.FOUL_NO_RAIL: 2}, ("b",))

    assert one + two == FoulCounts.counting(
        3, {Code.FOUL_SCRATCH: 2, Code.FOUL_NO_RAIL: 2}, ("a", "b")
    )
    assert FoulCounts.of_counts((one + two).counts(), ("a", "b")) == one + two


def test_counts_of_the_wrong_length_are_refused() -> None:
    with pytest.raises(ValueError, match="foul counts"):
        FoulCounts(1, (1,))


def test_the_columns_keep_the_order_of_the_published_files() -> None:
    # docs/statistics.md and every CSV written so far have the kinds in this order.
    assert list(FOUL_KINDS.values()) == [
        "wrong_ball", "no_contact", "no_rail", "break_too_few_rails", "scratch",
        "cue_off_table", "object_off_table", "recorded", "between_shots", "shot_clock",
    ]  # fmt: skip
