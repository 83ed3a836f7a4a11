"""House rules: three-foul rule off, the 9 on the break spotted, stalemate re-rack, break order."""

from __future__ import annotations

import re

import pytest

from ninescore.rules import (
    BREAK_RULES,
    Code,
    ConfigurationError,
    Frame,
    FrameNotStarted,
    Match,
    RuleOptions,
    Shot,
)

from .helpers import after_dry_break, cited, event, in_play, miss, snapshot, wrong_ball

NO_THREE_FOULS = RuleOptions(three_foul_rule=False)
NINE_SPOTTED = RuleOptions(nine_on_break="spotted")


def test_default_options_are_the_seed_rules() -> None:
    options = RuleOptions()

    assert options.break_rule == "winner"
    assert options.three_foul_rule is True
    assert options.nine_on_break == "wins"
    assert options.differences() == {}
    assert BREAK_RULES == ("winner", "alternate", "loser")


def test_differences_list_only_the_changed_options() -> None:
    options = RuleOptions(break_rule="alternate", nine_on_break="spotted")

    assert options.differences() == {"break_rule": "alternate", "nine_on_break": "spotted"}


@pytest.mark.parametrize(
    ("arguments", "named"),
    [
        ({"break_rule": "sometimes"}, "break_rule='sometimes'"),
        ({"three_foul_rule": 1}, "three_foul_rule=1"),
        ({"nine_on_break": "replayed"}, "nine_on_break='replayed'"),
    ],
)
def test_unknown_option_value_is_refused_naming_it(
    arguments: dict[str, object], named: str
) -> None:
    with pytest.raises(ConfigurationError) as raised:
        RuleOptions(**arguments)  # type: ignore[arg-type]

    assert named in str(raised.value)


def test_three_foul_rule_off_third_foul_does_not_lose_the_frame() -> None:
    frame = Frame(breaker=0, options=NO_THREE_FOULS)
    frame.shoot(Shot(pocketed={2}))
    frame.shoot(miss(frame))  # player 1 at the table
    for _ in range(2):
        frame.shoot(wrong_ball(frame))  # player 1
        warned = frame.shoot(miss(frame))  # player 0 misses
        assert Code.WARNING_TWO_FOULS not in warned.codes
    assert frame.fouls_in_row == (0, 2)
    assert not frame.warning

    entry = frame.shoot(wrong_ball(frame))

    assert cited(entry) == [
        (Code.FOUL_WRONG_BALL, "R7"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R6"),
    ]
    assert event(entry, Code.FOUL_COUNTED).number == 3
    assert not frame.is_over
    assert frame.fouls_in_row == (0, 3)
    assert frame.ball_in_hand


def test_three_foul_rule_off_fouls_between_shots_still_count_without_losing() -> None:
    frame = after_dry_break(breaker=0)
    frame = Frame.replay(0, frame.actions, NO_THREE_FOULS)
    for _ in range(3):
        frame.foul_between_shots("ball touched")  # player 1
        entry = frame.foul_between_shots("ball touched")  # player 0

    assert cited(entry) == [
        (Code.FOUL_BETWEEN_SHOTS, "R12"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R6"),
    ]
    assert frame.fouls_in_row == (3, 3)
    assert not frame.is_over


def test_nine_on_a_legal_break_spotted_when_the_option_says_so() -> None:
    frame = Frame(breaker=0, options=NINE_SPOTTED)

    entry = frame.shoot(Shot(pocketed={9}))

    assert cited(entry) == [
        (Code.BREAK_LEGAL, "R3a"),
        (Code.NINE_SPOTTED, "option:nine_on_break"),
        (Code.CONTINUES, "R3e"),
        (Code.PUSH_OUT_AVAILABLE, "R5a"),
    ]
    assert not frame.is_over
    assert frame.on_table == frozenset(range(1, 10))
    assert frame.to_shoot == 0
    assert frame.push_out_allowed
    assert not frame.ball_in_hand


def test_nine_spotted_on_the_break_other_balls_pocketed_count() -> None:
    frame = Frame(breaker=1, options=NINE_SPOTTED)

    entry = frame.shoot(Shot(pocketed={9, 3, 5}))

    assert cited(entry) == [
        (Code.BREAK_LEGAL, "R3a"),
        (Code.POCKETED, "R3e"),
        (Code.NINE_SPOTTED, "option:nine_on_break"),
        (Code.CONTINUES, "R3e"),
        (Code.PUSH_OUT_AVAILABLE, "R5a"),
    ]
    assert event(entry, Code.POCKETED).balls == (3, 5)
    assert frame.on_table == frozenset({1, 2, 4, 6, 7, 8, 9})
    assert frame.to_shoot == 1


def test_nine_spotted_option_still_lets_the_nine_win_after_the_break() -> None:
    frame = Frame(breaker=0, options=NINE_SPOTTED)
    frame.shoot(Shot(pocketed={9}))

    entry = frame.shoot(Shot(first_contact=1, pocketed={9}))

    assert cited(entry) == [(Code.POCKETED, "R1"), (Code.FRAME_WON, "R1")]
    assert frame.winner == 0


def test_nine_spotted_option_on_a_foul_break_spots_it_as_any_foul() -> None:
    frame = Frame(breaker=0, options=NINE_SPOTTED)

    entry = frame.shoot(Shot(pocketed={9}, scratch=True))

    assert (Code.NINE_SPOTTED, "R3d") in cited(entry)
    assert frame.to_shoot == 1
    assert frame.ball_in_hand


def test_stalemate_re_racks_with_the_same_breaker() -> None:
    frame = in_play(breaker=1)
    frame.shoot(wrong_ball(frame))  # player 0 fouls
    assert frame.fouls_in_row == (1, 0)

    entry = frame.stalemate()

    assert cited(entry) == [(Code.STALEMATE, "option:stalemate")]
    assert event(entry, Code.STALEMATE).player == 1
    assert frame.is_break
    assert frame.breaker == 1
    assert frame.to_shoot == 1
    assert frame.on_table == frozenset(range(1, 10))
    assert frame.fouls_in_row == (0, 0)
    assert not frame.ball_in_hand
    assert frame.state.reracks == 1
    assert not frame.is_over


def test_stalemate_twice_counts_the_re_racks_and_undo_restores_the_position() -> None:
    frame = in_play(breaker=0)
    frame.stalemate()
    frame.shoot(Shot(balls_to_rail=4))
    before = snapshot(frame)

    frame.stalemate()
    assert frame.state.reracks == 2
    frame.undo()

    assert snapshot(frame) == before


def test_stalemate_before_the_break_is_refused() -> None:
    frame = Frame(breaker=0)

    with pytest.raises(FrameNotStarted, match=re.escape("Stalemate()")):
        frame.stalemate()
    assert frame.log == ()


def test_stalemate_in_a_match_keeps_the_frame_and_the_breaker() -> None:
    match = Match(race_to=3, first_breaker=1, break_rule="alternate")
    match.shoot(Shot(balls_to_rail=4))

    stalemate = match.stalemate()
    golden = match.shoot(Shot(pocketed={9}))

    assert cited(stalemate) == [(Code.STALEMATE, "option:stalemate")]
    assert cited(golden)[-1] == (Code.FRAME_WON, "R3d")
    assert match.score == (0, 1)
    assert len(match.frames) == 2
    assert match.frames[0].state.reracks == 1
    assert match.frame.breaker == 0  # alternate: frame 1 was broken by player 1


def test_options_given_to_a_match_reach_every_frame() -> None:
    options = RuleOptions(three_foul_rule=False, nine_on_break="spotted")
    match = Match(race_to=3, options=options)
    match.concede(1)

    assert all(frame.options == options for frame in match.frames)
