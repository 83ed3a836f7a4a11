"""House rules: three-foul rule off, the 9 on the break spotted, stalemate re-rack, break order."""

from __future__ import annotations

import re

import pytest

from ninescore.rules import (
    BREAK_RULES,
    PROFILE_NAMES,
    PROFILES,
    Code,
    ConfigurationError,
    Frame,
    FrameNotStarted,
    Match,
    PushOutNotAllowed,
    PushOutNotPlayed,
    RuleOptions,
    RulesFixed,
    Shot,
    ShotClockRules,
)

from .helpers import after_dry_break, cited, event, in_play, miss, snapshot, wrong_ball

NO_THREE_FOULS = RuleOptions(three_foul_rule=False)
NINE_SPOTTED = RuleOptions(nine_on_break="spotted")


def test_default_options_are_the_seed_rules() -> None:
    options = RuleOptions()

    assert options.break_rule == "winner"
    assert options.three_foul_rule is True
    assert options.nine_on_break == "wins"
    assert options.push_out is True
    assert options.shot_clock is None
    assert options.differences() == {}
    assert BREAK_RULES == ("winner", "alternate", "loser")
    assert PROFILES["seed"] == options
    assert options.profile == "seed"


def test_differences_list_only_the_changed_options() -> None:
    options = RuleOptions(break_rule="alternate", nine_on_break="spotted")

    assert options.differences() == {"break_rule": "alternate", "nine_on_break": "spotted"}


@pytest.mark.parametrize(
    ("arguments", "named"),
    [
        ({"break_rule": "sometimes"}, "break_rule='sometimes'"),
        ({"three_foul_rule": 1}, "three_foul_rule=1"),
        ({"nine_on_break": "replayed"}, "nine_on_break='replayed'"),
        ({"push_out": "no"}, "push_out='no'"),
        ({"shot_clock": 35}, "shot_clock=35"),
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

    assert len(match.frames) == 2
    assert all(frame.options == options for frame in match.frames)


# -- the rules are set before the first break ---------------------------------------------------


def test_rules_changed_before_the_break_keep_the_race_and_the_breaker() -> None:
    match = Match(race_to=(6, 4), first_breaker=1, options=RuleOptions(break_rule="alternate"))
    assert not match.rules_fixed

    changed = match.with_options(PROFILES["wpa"])

    assert changed.options == PROFILES["wpa"]
    assert changed.race_to == (6, 4) and changed.first_breaker == 1
    assert changed.frame.breaker == 1 and changed.frame.options == PROFILES["wpa"]
    assert match.options == RuleOptions(break_rule="alternate")  # the old match is unchanged
    assert changed.frame.extensions_left == (1, 1)


def test_rules_are_fixed_by_the_break_and_the_refusal_cites_the_house_rules() -> None:
    match = Match(race_to=3)
    match.shoot(Shot(balls_to_rail=4))
    assert match.rules_fixed

    with pytest.raises(RulesFixed, match=r"before the first break.*1 action$") as refused:
        match.with_options(PROFILES["tv"])

    assert refused.value.code is Code.RULES_FIXED and refused.value.rule == "option:profile"
    assert match.options == RuleOptions() and len(match.log) == 1


def test_a_concession_before_the_break_fixes_the_rules_too() -> None:
    match = Match(race_to=3)
    match.concede(0)
    match.concede(0)

    with pytest.raises(RulesFixed, match="2 actions"):
        match.with_options(RuleOptions(push_out=False))


def test_a_break_undone_leaves_the_rules_open_again() -> None:
    match = Match(race_to=3)
    match.shoot(Shot(balls_to_rail=4))
    match.undo()

    assert not match.rules_fixed
    assert match.with_options(RuleOptions(push_out=False)).options.push_out is False


# -- push-outs not played -----------------------------------------------------------------------

NO_PUSH_OUTS = RuleOptions(push_out=False)


def test_push_outs_not_played_a_legal_break_offers_none() -> None:
    for breaking in (Shot(pocketed={2}), Shot(balls_to_rail=4)):
        frame = Frame(breaker=0, options=NO_PUSH_OUTS)

        entry = frame.shoot(breaking)

        assert Code.PUSH_OUT_AVAILABLE not in entry.codes
        assert not frame.push_out_allowed
        allowed = frame.allowed()
        assert not allowed.push_out
        assert allowed.why_not("push_out") == (Code.PUSH_OUT_NOT_PLAYED, "option:push_out")


def test_push_outs_not_played_a_declared_one_is_refused_with_the_house_rule() -> None:
    frame = Frame(breaker=0, options=NO_PUSH_OUTS)
    frame.shoot(Shot(balls_to_rail=4))
    before = snapshot(frame)

    with pytest.raises(PushOutNotPlayed, match="plays no push-outs") as raised:
        frame.shoot(Shot(first_contact=None, push_out=True))

    assert isinstance(raised.value, PushOutNotAllowed)  # callers catching R5a catch it too
    assert raised.value.rule == "option:push_out"
    assert snapshot(frame) == before
    assert Frame(breaker=0, options=NO_PUSH_OUTS).allowed().why_not("push_out") == (
        Code.PUSH_OUT_NOT_PLAYED,
        "option:push_out",
    )


def test_push_outs_not_played_the_shot_after_the_break_is_an_ordinary_shot() -> None:
    frame = Frame(breaker=0, options=NO_PUSH_OUTS)
    frame.shoot(Shot(balls_to_rail=4))

    entry = frame.shoot(Shot(first_contact=3))  # player 1 hits the wrong ball: a foul, R7

    assert cited(entry)[0] == (Code.FOUL_WRONG_BALL, "R7")
    assert frame.ball_in_hand


# -- profiles -----------------------------------------------------------------------------------


def test_every_profile_has_its_numbers() -> None:
    assert PROFILE_NAMES == ("seed", "wpa", "tv", "custom")
    assert set(PROFILES) == {"seed", "wpa", "tv"}
    assert PROFILES["seed"].shot_clock is None
    assert PROFILES["wpa"] == RuleOptions(
        break_rule="alternate",
        shot_clock=ShotClockRules(
            seconds=35, warning=10, extension=25, extensions_per_frame=1, after_break=60
        ),
    )
    assert PROFILES["tv"] == RuleOptions(
        break_rule="alternate",
        shot_clock=ShotClockRules(
            seconds=30, warning=10, extension=30, extensions_per_frame=1, after_break=60
        ),
    )
    for name, options in PROFILES.items():
        assert options.profile == name
        assert options.push_out and options.three_foul_rule and options.nine_on_break == "wins"


def test_options_that_equal_no_profile_are_custom() -> None:
    wpa = PROFILES["wpa"]
    assert wpa.shot_clock is not None
    longer = ShotClockRules(**{**wpa.shot_clock.values(), "seconds": 40})  # type: ignore[arg-type]

    assert RuleOptions(shot_clock=longer).profile == "custom"
    assert RuleOptions(push_out=False).profile == "custom"
    # ...and custom options that happen to equal a profile are that profile.
    assert RuleOptions(break_rule="alternate", shot_clock=wpa.shot_clock).profile == "wpa"


def test_the_issue_s_shot_clock_example_is_the_wpa_clock() -> None:
    rules = ShotClockRules(
        seconds=35, warning=10, extension=25, extensions_per_frame=1, after_break=60
    )
    options = RuleOptions(shot_clock=rules)

    assert options.shot_clock == PROFILES["wpa"].shot_clock
    assert Frame(breaker=0, options=options).extensions_left == (1, 1)
    assert Match(options=options).frame.extensions_left == (1, 1)


def test_values_give_every_option_and_from_values_reads_them_back() -> None:
    for options in (*PROFILES.values(), RuleOptions(push_out=False, nine_on_break="spotted")):
        values = options.values()
        assert list(values) == [
            "break_rule",
            "three_foul_rule",
            "nine_on_break",
            "push_out",
            "shot_clock",
        ]
        assert RuleOptions.from_values(values) == options
    assert PROFILES["tv"].values()["shot_clock"] == {
        "seconds": 30,
        "warning": 10,
        "extension": 30,
        "extensions_per_frame": 1,
        "after_break": 60,
        "after_push_out": None,
    }


@pytest.mark.parametrize(
    ("values", "setting"),
    [
        ({"colour": "red"}, "options"),
        ({"shot_clock": {"seconds": 35, "tempo": 1}}, "shot_clock"),
        ({"shot_clock": {"seconds": "35"}}, "shot_clock.seconds"),
    ],
)
def test_from_values_refuses_what_no_option_is(values: dict[str, object], setting: str) -> None:
    with pytest.raises(ConfigurationError) as raised:
        RuleOptions.from_values(values)

    assert raised.value.setting == setting


@pytest.mark.parametrize(
    ("arguments", "named", "setting"),
    [
        ({"seconds": 0}, "seconds=0", "shot_clock.seconds"),
        ({"seconds": 601}, "seconds=601", "shot_clock.seconds"),
        ({"seconds": True}, "seconds=True", "shot_clock.seconds"),
        ({"seconds": 35.5}, "seconds=35.5", "shot_clock.seconds"),
        ({"warning": -1}, "warning=-1", "shot_clock.warning"),
        ({"warning": 35}, "warning=35 with seconds=35", "shot_clock.warning"),
        (
            {"extensions_per_frame": 10},
            "extensions_per_frame=10",
            "shot_clock.extensions_per_frame",
        ),
        ({"extension": 0}, "extension=0 with extensions_per_frame=1", "shot_clock.extension"),
        ({"after_break": 20}, "after_break=20", "shot_clock.after_break"),
        ({"after_push_out": 0}, "after_push_out=0", "shot_clock.after_push_out"),
        (
            {"after_break": None, "warning": 0, "seconds": None},
            "seconds=None",
            "shot_clock.seconds",
        ),
    ],
)
def test_a_shot_clock_that_cannot_run_is_refused_naming_the_number(
    arguments: dict[str, object], named: str, setting: str
) -> None:
    with pytest.raises(ConfigurationError) as raised:
        ShotClockRules(**arguments)  # type: ignore[arg-type]

    assert named in str(raised.value)
    assert raised.value.setting == setting


def test_a_shot_clock_without_warning_or_extensions_is_allowed() -> None:
    rules = ShotClockRules(seconds=40, warning=0, extension=0, extensions_per_frame=0)

    assert Frame(options=RuleOptions(shot_clock=rules)).extensions_left == (0, 0)


def test_three_foul_rule_off_a_fourth_foul_in_a_row_is_counted_as_the_fourth() -> None:
    frame = Frame.replay(0, after_dry_break(breaker=0).actions, NO_THREE_FOULS)
    for _ in range(4):
        frame.foul_between_shots("ball touched")  # player 1
        entry = frame.foul_between_shots("ball touched")  # player 0

    counted = event(entry, Code.FOUL_COUNTED)
    assert (counted.player, counted.number) == (0, 4)
    assert frame.fouls_in_row == (4, 4) and not frame.is_over
