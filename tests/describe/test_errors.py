"""Every refusal and error in one sentence: the rules' structured fields, the records' own."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninescore.describe import describe_error, describe_refusal, describe_save_error
from ninescore.records import RecordError, StoreError
from ninescore.records.errors import record_error
from ninescore.rules import (
    REFUSAL_CODES,
    BallNotOnTable,
    Code,
    ConfigurationError,
    Frame,
    Match,
    Refusal,
    Shot,
    Stalemate,
)


def test_a_gone_ball_is_named_with_the_balls_still_on_the_table() -> None:
    frame = Frame(breaker=0)
    frame.shoot(Shot(pocketed={1, 2}))
    with pytest.raises(BallNotOnTable) as raised:
        frame.shoot(Shot(first_contact=3, pocketed={2}))
    assert describe_error(raised.value) == (
        "Ball 2 is no longer on the table (on the table: 3, 4, 5, 6, 7, 8, 9)."
    )
    with pytest.raises(BallNotOnTable) as raised:
        frame.shoot(Shot(first_contact=1, pocketed={2}))
    assert describe_error(raised.value).startswith("Balls 1 and 2 are no longer on the table")


def test_the_rule_of_a_refusal_comes_from_the_engine() -> None:
    match = Match()
    with pytest.raises(ValueError) as raised:
        match.shoot(Shot(push_out=True))
    sentence = describe_error(raised.value)
    assert sentence == "A push-out is allowed only on the shot right after a legal break (R5a)."
    assert match.allowed().why_not("push_out") == (Code.PUSH_OUT_NOT_ALLOWED, "R5a")


def test_before_the_break_a_stalemate_and_a_foul_are_refused_for_their_own_reasons() -> None:
    match = Match()
    with pytest.raises(ValueError) as raised:
        match.stalemate()
    assert describe_error(raised.value, Stalemate()).startswith("Nothing to re-rack")
    with pytest.raises(ValueError) as raised:
        match.foul_between_shots("ball_touched")
    assert "foul on the break as a shot (R13)" in describe_error(raised.value)


@pytest.mark.parametrize("code", sorted(REFUSAL_CODES - {Code.NOT_AN_ACTION}), ids=str)
def test_every_refusal_has_its_own_sentence(code: Code) -> None:
    generic = describe_refusal(Refusal(Code.NOT_AN_ACTION, ""))
    sentence = describe_refusal(Refusal(code, "R5a"), balls=(3,), on_table=(4, 9))
    assert sentence != generic and "{" not in sentence
    assert sentence.endswith(".")


def test_a_configuration_error_names_the_setting() -> None:
    with pytest.raises(ConfigurationError) as raised:
        Match(race_to=0)
    assert "race_to" in describe_error(raised.value)


def test_records_errors_speak_through_their_own_templates(tmp_path: Path) -> None:
    error = record_error("missing", tmp_path / "m.json")
    assert isinstance(error, RecordError)
    assert describe_error(error) == str(error)
    assert describe_save_error(error) == str(error)


def test_anything_else_still_says_what_happened() -> None:
    assert describe_error(KeyError("frames")) == "Something went wrong: 'frames'"
    assert describe_save_error(OSError("the disk is gone")).endswith("the disk is gone")
    assert isinstance(StoreError, type)
