"""The shared words: one duration, one fallback name, one status, one result, event kinds."""

from __future__ import annotations

from datetime import timedelta

import pytest

from ninescore.describe import (
    EventKind,
    Heading,
    ball_list_text,
    duration_text,
    event_kind,
    heading,
    match_result_text,
    pairing_text,
    player_name,
    race_text,
    status_text,
)
from ninescore.rules import FOUL_CODES, Code


@pytest.mark.parametrize(
    ("seconds", "shown"),
    [(38.4, "0:38"), (38.6, "0:39"), (38.5, "0:39"), (59.5, "1:00"), (3727.2, "1:02:07")],
)
def test_a_duration_is_rounded_to_the_nearest_second(seconds: float, shown: str) -> None:
    assert duration_text(timedelta(seconds=seconds)) == shown
    assert duration_text(seconds) == shown


def test_no_duration_is_no_text() -> None:
    assert duration_text(None) == ""


def test_a_missing_name_reads_the_same_everywhere() -> None:
    assert player_name(("Ivanov", " "), 1) == "Player 2"
    assert player_name((), 0) == "Player 1"
    assert player_name(("Ivanov", "Petrov"), None) == ""
    assert pairing_text(("Ivanov", "")) == "Ivanov – Player 2"


def test_results_statuses_and_races() -> None:
    assert match_result_text(("A", "B"), (3, 7), 1) == "B wins the match 7–3."
    assert [status_text(s) for s in ("in_progress", "finished", "abandoned", "odd")] == [
        "in progress",
        "finished",
        "abandoned",
        "odd",
    ]
    assert race_text(7) == "race to 7" and race_text((7, 5)) == "race to 7/5"
    assert ball_list_text([]) == "none" and ball_list_text({5, 3}) == "3, 5"


def test_every_heading_has_words() -> None:
    words = [heading(which) for which in Heading]
    assert all(words) and len(set(words)) == len(words)
    assert heading(Heading.BREAKER, narrow=True) == "Breaker"


def test_the_log_the_replay_and_the_sheet_style_events_by_one_kind() -> None:
    assert {event_kind(code) for code in FOUL_CODES} == {EventKind.FOUL}
    assert event_kind(Code.FOUL_COUNTED) is EventKind.FOUL
    assert event_kind(Code.WARNING_TWO_FOULS) is EventKind.WARNING
    assert event_kind(Code.MATCH_WON) is event_kind(Code.FRAME_WON) is EventKind.WON
    assert event_kind(Code.CONTINUES) is EventKind.QUIET
    assert event_kind(Code.MISS) is EventKind.PLAIN
