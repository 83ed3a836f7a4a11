"""What a screen cites before anything happened is what the engine cites when it happens."""

from __future__ import annotations

import re

import pytest

from ninescore.rules import PERMISSIONS, Match, RuleOptions, Shot, ShotClockRules, limits
from ninescore.rules.citations import (
    OPTION_TOPICS,
    PERMISSION_TOPICS,
    Topic,
    option_rule,
    permission_rule,
    rule,
)
from ninescore.rules.codes import Code


def within(cited: str, topic: Topic) -> bool:
    """``cited`` is the topic's rule or one of its parts (R5c is of R5; R12 is not of R1)."""
    return re.fullmatch(re.escape(rule(topic)) + "[a-e]?", cited) is not None


def rules_of(entry: object) -> dict[Code, str]:
    return {event.code: event.rule for event in entry.events}  # type: ignore[attr-defined]


def broken() -> Match:
    match = Match(race_to=3)
    match.shoot(Shot(first_contact=1, pocketed={2}))
    return match


def test_the_engine_cites_the_topics_rule_when_it_applies_it() -> None:
    assert rules_of(Match(race_to=3).shoot(Shot(first_contact=1)))[
        Code.FOUL_BREAK_TOO_FEW_RAILS
    ] == rule(Topic.RAILS_ON_BREAK)
    nine = rules_of(Match(race_to=3).shoot(Shot(first_contact=1, pocketed={9})))
    assert nine[Code.FRAME_WON] == rule(Topic.NINE_ON_BREAK)
    pushed = broken().shoot(Shot(first_contact=None, push_out=True))
    assert within(rules_of(pushed)[Code.PUSH_OUT], Topic.PUSH_OUT)
    assert rules_of(pushed)[Code.PUSH_OUT_CHOICE] == rule(Topic.PUSH_OUT_CHOICE)
    no_rail = broken().shoot(Shot(first_contact=1, rail=False))
    assert rules_of(no_rail)[Code.FOUL_NO_RAIL] == rule(Topic.NO_RAIL)
    reason = broken().shoot(Shot(first_contact=1, fouls=("ball touched",)))
    assert rules_of(reason)[Code.FOUL_RECORDED] == rule(Topic.FOULS_OF_PLAY)
    match = broken()
    for _ in range(2):
        match.shoot(Shot(scratch=True, first_contact=1))
        match.shoot(Shot(first_contact=1))
    third = match.shoot(Shot(scratch=True, first_contact=1))
    assert rules_of(third)[Code.FRAME_WON] == rule(Topic.THREE_FOULS)
    clocked = Match(race_to=3, options=RuleOptions(shot_clock=ShotClockRules()))
    clocked.shoot(Shot(first_contact=1, pocketed={2}))
    assert rules_of(clocked.use_extension())[Code.EXTENSION_USED] == rule(Topic.SHOT_CLOCK)


def test_a_refusal_cites_the_rule_of_its_topic() -> None:
    fresh = Match(race_to=3).allowed()
    assert fresh.why_not("stalemate") == (Code.FRAME_NOT_STARTED, rule(Topic.FRAME))
    assert fresh.why_not("use_extension") == (Code.NO_SHOT_CLOCK, rule(Topic.SHOT_CLOCK))
    why = fresh.why_not("push_out")
    assert why is not None and within(why.rule, Topic.PUSH_OUT)
    pushed = broken()
    pushed.shoot(Shot(first_contact=None, push_out=True))
    assert pushed.allowed().why_not("shoot") == (
        Code.PUSH_OUT_CHOICE_PENDING,
        permission_rule("push_out_choice"),
    )
    won = Match(race_to=1)
    won.shoot(Shot(first_contact=1, pocketed={9}))
    assert won.allowed().why_not("shoot") == (Code.MATCH_OVER, rule(Topic.OBJECT))


def test_every_permission_and_option_has_its_rule() -> None:
    assert set(PERMISSION_TOPICS) == set(PERMISSIONS)
    for permission in PERMISSIONS:
        assert re.fullmatch(r"R(1[0-4]|[1-9])[a-e]?", permission_rule(permission))
    assert set(OPTION_TOPICS) <= set(RuleOptions().values())
    assert option_rule("shot_clock") == rule(Topic.SHOT_CLOCK) == "R14"
    # An option no numbered rule covers is cited as the engine cites it.
    assert option_rule("break_rule") == "option:break_rule"


@pytest.mark.parametrize("call", [lambda: option_rule("spin"), lambda: permission_rule("jump")])
def test_a_name_the_engine_does_not_know_is_refused(call: object) -> None:
    with pytest.raises(ValueError, match="no such"):
        call()  # type: ignore[operator]


def test_a_foul_reason_is_refused_by_the_limits_a_shot_checks() -> None:
    too_long = "x" * (limits.MAX_REASON_LENGTH + 1)
    refusal = limits.foul_reason_refusal([], too_long)
    assert refusal is not None and refusal.code is Code.REASON_TOO_LONG
    with pytest.raises(limits.ReasonTooLong):
        Shot(fouls=[too_long])
    full = ["r"] * limits.MAX_FOUL_REASONS
    refusal = limits.foul_reason_refusal(full, "another")
    assert refusal is not None and refusal.code is Code.TOO_MANY_FOUL_REASONS
    with pytest.raises(limits.TooManyFoulReasons):
        Shot(fouls=[*full, "another"])
    assert limits.foul_reason_refusal(full, "r") is None  # taking one off
    assert limits.foul_reason_refusal([], "ball touched") is None
