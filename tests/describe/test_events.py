"""The log in words: every engine code has a sentence and a citation."""

from __future__ import annotations

import random

import pytest

from ninescore.describe import (
    balls_text,
    cite,
    describe_action,
    describe_entry,
    describe_event,
    describe_event_cited,
    describe_frame_won,
    describe_match_won,
    foul_reason_text,
    win_reason_text,
)
from ninescore.records.demo import random_match
from ninescore.rules import (
    LOG_CODES,
    REFUSAL_CODES,
    AcceptPushOut,
    Code,
    Concession,
    Event,
    FoulBetweenShots,
    Match,
    PassPushOut,
    Shot,
    Stalemate,
    WinReason,
)
from ninescore.rules.reasons import FoulReason

NAMES = ("Ivanov", "Petrov")


def emitted_events() -> dict[Code, set[Event]]:
    """Every kind of event the engine really logs, by code, from 100 sample matches: the
    (code, rule) pairs to be worded are the engine's own, not a table beside it."""
    rng = random.Random(12)
    found: dict[Code, set[Event]] = {}
    for _ in range(100):
        for entry in random_match(rng).match.log:
            for event in entry.events:
                found.setdefault(event.code, set()).add(event)
    return found


EMITTED = emitted_events()


def test_the_sample_matches_log_every_code_of_the_log() -> None:
    assert set(EMITTED) == LOG_CODES


@pytest.mark.parametrize("code", sorted(LOG_CODES), ids=str)
def test_every_logged_code_has_a_cited_sentence_for_every_rule_it_cites(code: Code) -> None:
    rules = {event.rule for event in EMITTED[code]}
    for event in EMITTED[code]:
        text = describe_event_cited(event, NAMES)
        assert text.endswith(f"({cite(event.rule)})") or code is Code.FOUL_COUNTED, text
        assert "{" not in text and text != describe_event_cited(event._replace(rule=""), NAMES)
    assert rules  # each code was seen with at least one rule


@pytest.mark.parametrize("code", sorted(REFUSAL_CODES), ids=str)
def test_a_refusal_is_never_worded_as_an_event(code: Code) -> None:
    with pytest.raises(ValueError, match="refusal"):
        describe_event(Event(code, "R1"), NAMES)


def test_wrong_ball_foul_reads_as_the_operator_would_say_it() -> None:
    match = Match()
    match.shoot(Shot(pocketed={2}))
    entry = match.shoot(Shot(first_contact=3))
    assert describe_entry(entry, NAMES)[0] == "Foul — wrong ball first: the 3 before the 1. (R7)"
    assert "Petrov has ball in hand. (R6)" in describe_entry(entry, NAMES)


def test_citations_show_rulings_and_house_rules() -> None:
    assert cite("R7") == "R7"
    assert cite("R5d/ruling") == "R5d, ruling"
    # RULES.md: the engine cites a house rule as option:NAME, and the reader sees that name.
    assert cite("option:stalemate") == "option:stalemate"
    assert cite("option:nine_on_break") == "option:nine_on_break"


def test_balls_are_listed_in_order() -> None:
    assert balls_text([5, 2, 3]) == "2, 3 and 5"
    assert balls_text([4]) == "4"


def test_standard_foul_reasons_have_words_and_free_text_is_kept() -> None:
    assert foul_reason_text(FoulReason.DOUBLE_HIT) == "double hit or push shot"
    assert foul_reason_text("leaned on the table") == "leaned on the table"


def test_win_reasons_have_words() -> None:
    assert [win_reason_text(reason) for reason in WinReason] == [
        "the 9 on the break",
        "the 9 on a legal shot",
        "three fouls",
        "concession",
    ]
    assert win_reason_text(None) == ""
    assert win_reason_text(WinReason.NINE_LEGAL, combination=True) == (
        "the 9 on a combination or carom"
    )
    # Only a legal 9 can be a combination; the other ways of winning keep their words.
    assert win_reason_text(WinReason.THREE_FOULS, combination=True) == "three fouls"


@pytest.mark.parametrize(
    ("action", "expected"),
    [
        (Shot(first_contact=None, scratch=True), "Ivanov: no contact, scratch"),
        (
            Shot(pocketed={3}, balls_to_rail=4, jumped={5}, fouls=("double_hit",)),
            "Ivanov: hit the 1 first, pocketed 3, 4 balls to a rail, 5 off the table, "
            "double hit or push shot",
        ),
        (
            Shot(push_out=True, rail=False, cue_off_table=True),
            "Ivanov: push-out, no rail, cue ball off the table",  # R5c: contact does not matter
        ),
        (AcceptPushOut(), "Ivanov accepts the push-out."),
        (PassPushOut(), "Ivanov passes the push-out back."),
        (FoulBetweenShots("ball_touched"), "Ivanov: foul between shots (ball touched)"),
        (Concession(1, "left"), "Petrov loses the frame (concession or infraction): left"),
        (Stalemate(), "Stalemate declared."),
    ],
)
def test_actions_are_described_as_entered(action: object, expected: str) -> None:
    assert describe_action(action, 0, NAMES) == expected  # type: ignore[arg-type]


def test_one_ball_and_several_balls_read_differently() -> None:
    match = Match()
    entry = match.shoot(Shot(pocketed={2}))
    assert "Ivanov pocketed ball 2. (R3e)" in describe_entry(entry, NAMES)
    entry = match.shoot(Shot(pocketed={3, 4}))
    assert "Ivanov pocketed balls 3 and 4. (R1)" in describe_entry(entry, NAMES)


def test_the_foul_count_cites_one_foul_and_the_three_foul_rule() -> None:
    match = Match()
    match.shoot(Shot(pocketed={2}))
    entry = match.shoot(Shot(scratch=True, first_contact=None))
    assert "It counts as one foul: the first in a row for Ivanov. (R6, R12)" in describe_entry(
        entry, NAMES
    )


@pytest.mark.parametrize(
    ("shots", "expected"),
    [
        ([Shot(pocketed={9})], "Ivanov wins the frame: the 9 on the break. (R3d)"),
        (
            [Shot(pocketed={2}), Shot(first_contact=1, pocketed={9})],
            "Ivanov wins the frame: the 9 on a combination or carom. (R1)",
        ),
        (
            [Shot(pocketed={1, 2, 3, 4, 5, 6, 7, 8}), Shot(first_contact=9, pocketed={9})],
            "Ivanov wins the frame: the 9 on a legal shot. (R1)",
        ),
        (
            [
                Shot(pocketed={2}),
                Shot(scratch=True),
                Shot(),
                Shot(scratch=True),
                Shot(),
                Shot(scratch=True),
            ],
            "Ivanov loses the frame: three fouls in a row. (R12) Petrov wins it.",
        ),
    ],
)
def test_a_frame_won_is_told_by_how_it_was_won(shots: list[Shot], expected: str) -> None:
    match = Match()
    entry = None
    for shot in shots:
        entry = match.shoot(shot)
    assert entry is not None
    assert describe_frame_won(entry, NAMES) == expected


def test_a_concession_names_the_loser() -> None:
    match = Match()
    entry = match.concede(1, "left the venue")
    assert describe_frame_won(entry, NAMES) == (
        "Petrov loses the frame by concession or ruling. (R4) Ivanov wins it."
    )


def test_the_match_winner_is_told_with_their_score_first() -> None:
    match = Match(race_to=2)
    match.shoot(Shot(pocketed={9}))
    match.concede(0)
    entry = match.concede(0)
    assert describe_match_won(entry, NAMES, match.score) == "Petrov wins the match 2–1."
    assert describe_match_won(match.frames[0].log[0], NAMES, match.score) is None
