"""The match: races, handicap races, who breaks, undo across frames, the end of the match."""

from __future__ import annotations

import pytest

from ninescore.rules import (
    Code,
    ConfigurationError,
    Match,
    MatchOver,
    NothingToUndo,
    RuleOptions,
    Shot,
    WinReason,
)

from .helpers import cited, event, match_snapshot, miss

GOLDEN_BREAK = Shot(pocketed={9})


def win_frame_for(match: Match, player: int) -> None:
    """``player`` wins the current frame: a golden break, or the breaker concedes."""
    if match.frame.breaker == player:
        match.shoot(GOLDEN_BREAK)
    else:
        match.concede(1 - player)


def test_first_player_to_reach_the_race_wins_the_match() -> None:
    match = Match(race_to=3, first_breaker=0)

    win_frame_for(match, 0)
    win_frame_for(match, 1)
    win_frame_for(match, 0)
    assert match.score == (2, 1)
    assert not match.is_over
    assert match.winner is None
    win_frame_for(match, 1)
    entry = match.shoot(GOLDEN_BREAK) if match.frame.breaker == 0 else match.concede(1)

    assert cited(entry)[-1] == (Code.MATCH_WON, "R1")
    assert event(entry, Code.MATCH_WON).player == 0
    assert event(entry, Code.MATCH_WON).number == 5
    assert match.score == (3, 2)
    assert match.is_over
    assert match.winner == 0
    assert len(match.frames) == 5
    assert match.frame is match.frames[-1]
    assert match.frame.winner == 0


def test_handicap_race_gives_each_player_their_own_target() -> None:
    match = Match(race_to=(3, 1), first_breaker=0)

    win_frame_for(match, 0)
    win_frame_for(match, 0)
    assert not match.is_over
    entry = match.concede(0)  # player 0 breaks frame 3; player 1 wins it

    assert cited(entry) == [(Code.FRAME_WON, "R4"), (Code.MATCH_WON, "R1")]
    assert event(entry, Code.MATCH_WON).player == 1
    assert match.race_to == (3, 1)
    assert match.score == (2, 1)
    assert match.winner == 1


def test_handicap_race_as_a_list_is_accepted() -> None:
    match = Match(race_to=[2, 4], first_breaker=1)

    assert match.race_to == (2, 4)
    assert match.first_breaker == 1
    assert match.frame.breaker == 1


def test_default_match_is_a_race_to_seven_with_winner_breaks() -> None:
    match = Match()

    assert match.race_to == (7, 7)
    assert match.options == RuleOptions()
    assert match.frame.breaker == 0


@pytest.mark.parametrize(
    ("break_rule", "breakers"),
    [
        ("winner", [0, 1, 1, 0]),
        ("alternate", [0, 1, 0, 1]),
        ("loser", [0, 0, 0, 1]),
    ],
)
def test_break_order_follows_the_break_rule(break_rule: str, breakers: list[int]) -> None:
    # Frame winners: 1, 1, 0; the breaker of each next frame depends on the rule.
    match = Match(race_to=9, first_breaker=0, break_rule=break_rule)  # type: ignore[arg-type]

    for winner in (1, 1, 0):
        win_frame_for(match, winner)

    assert [frame.breaker for frame in match.frames] == breakers
    assert [frame.winner for frame in match.frames] == [1, 1, 0, None]


def test_break_rule_argument_overrides_the_options() -> None:
    match = Match(race_to=5, options=RuleOptions(break_rule="loser"), break_rule="alternate")

    assert match.options.break_rule == "alternate"


def test_break_rule_from_the_options_applies_without_the_argument() -> None:
    match = Match(race_to=5, first_breaker=1, options=RuleOptions(break_rule="loser"))

    match.shoot(GOLDEN_BREAK)  # player 1 wins frame 1

    assert match.frame.breaker == 0


def test_next_frame_starts_by_itself_with_a_full_rack() -> None:
    match = Match(race_to=2, first_breaker=0)
    match.shoot(Shot(balls_to_rail=4))
    entry = match.shoot(Shot(first_contact=1, pocketed={1, 9}))  # player 1 wins frame 1

    assert Code.MATCH_WON not in entry.codes
    assert len(match.frames) == 2
    assert match.frame.is_break
    assert match.frame.breaker == 1
    assert match.frame.on_table == frozenset(range(1, 10))
    assert match.frames[0].win_reason is WinReason.NINE_LEGAL


def test_concessions_and_three_fouls_count_as_frames_won() -> None:
    match = Match(race_to=3, first_breaker=0)
    match.concede(0, "serious infraction")  # player 1 wins frame 1, breaks frame 2
    match.shoot(Shot(scratch=True))  # player 1: foul 1
    match.shoot(Shot(first_contact=1, scratch=True))  # player 0: foul 1
    match.shoot(Shot(first_contact=1, scratch=True))  # player 1: foul 2
    match.shoot(Shot(first_contact=1, scratch=True))  # player 0: foul 2
    entry = match.shoot(Shot(first_contact=1, scratch=True))  # player 1: foul 3

    assert cited(entry)[-1] == (Code.FRAME_WON, "R12")
    assert event(entry, Code.FRAME_WON).player == 0
    assert match.score == (1, 1)
    assert match.frames[1].win_reason is WinReason.THREE_FOULS
    assert match.frame.breaker == 0


def test_undo_crosses_back_into_the_previous_frame() -> None:
    match = Match(race_to=3, first_breaker=0)
    match.shoot(Shot(balls_to_rail=4))
    before_win = match_snapshot(match)
    match.shoot(Shot(first_contact=1, pocketed={9}))  # player 1 wins frame 1
    assert match.score == (0, 1)
    assert len(match.frames) == 2

    entry = match.undo()

    assert entry.action == Shot(first_contact=1, pocketed={9})
    assert match_snapshot(match) == before_win
    assert match.score == (0, 0)
    assert len(match.frames) == 1
    assert match.frame.to_shoot == 1


def test_undo_then_a_different_result_changes_the_next_breaker() -> None:
    match = Match(race_to=3, first_breaker=0)
    match.shoot(Shot(balls_to_rail=4))
    match.shoot(Shot(first_contact=1, pocketed={9}))  # player 1 wins
    match.undo()

    match.shoot(miss(match.frame))  # player 1 misses instead
    match.shoot(Shot(first_contact=1, pocketed={9}))  # player 0 wins

    assert match.score == (1, 0)
    assert match.frame.breaker == 0


def test_undo_reopens_a_won_match() -> None:
    match = Match(race_to=1, first_breaker=1)
    match.shoot(Shot(balls_to_rail=4))
    before = match_snapshot(match)
    entry = match.shoot(Shot(first_contact=1, pocketed={9}))
    assert match.is_over
    assert Code.MATCH_WON in entry.codes

    undone = match.undo()

    assert Code.MATCH_WON in undone.codes
    assert match_snapshot(match) == before
    assert not match.is_over
    assert Code.MATCH_WON not in match.frame.log[-1].codes


def test_undo_all_the_way_back_to_the_start() -> None:
    match = Match(race_to=2, first_breaker=0)
    assert not match.can_undo
    start = match_snapshot(match)
    for shot in (Shot(pocketed={9}), Shot(balls_to_rail=4), Shot(first_contact=1, pocketed={9})):
        match.shoot(shot)
    assert match.can_undo

    for _ in range(3):
        match.undo()

    assert match_snapshot(match) == start
    assert not match.can_undo
    with pytest.raises(NothingToUndo, match="no action to undo"):
        match.undo()


def test_can_undo_right_after_a_frame_was_won() -> None:
    match = Match(race_to=2, first_breaker=0)
    match.shoot(GOLDEN_BREAK)

    assert match.frame.log == ()
    assert match.can_undo


def test_match_over_refuses_every_action() -> None:
    match = Match(race_to=1, first_breaker=0)
    match.shoot(GOLDEN_BREAK)
    before = match_snapshot(match)

    for act in (
        lambda: match.shoot(Shot()),
        match.accept_push_out,
        match.pass_push_out,
        lambda: match.foul_between_shots("ball touched"),
        lambda: match.concede(1),
        match.stalemate,
    ):
        with pytest.raises(MatchOver, match="won by player 0"):
            act()
        assert match_snapshot(match) == before


def test_match_actions_reach_the_current_frame() -> None:
    match = Match(race_to=2, first_breaker=0)
    match.shoot(Shot(balls_to_rail=4))
    match.shoot(Shot(first_contact=None, push_out=True))
    assert match.pass_push_out().codes == (Code.PUSH_OUT_PASSED, Code.TURN_PASSED)
    match.undo()
    assert match.accept_push_out().codes == (Code.PUSH_OUT_ACCEPTED,)
    assert match.foul_between_shots("ball touched").is_foul
    assert match.stalemate().codes == (Code.STALEMATE,)
    assert match.frame.is_break
    assert match.frame.state.reracks == 1


def test_replay_of_all_actions_reproduces_the_match() -> None:
    options = RuleOptions(break_rule="alternate")
    match = Match(race_to=(2, 3), first_breaker=1, options=options)
    match.shoot(Shot(balls_to_rail=5))
    match.shoot(Shot(first_contact=None, push_out=True))
    match.pass_push_out()
    match.shoot(Shot(first_contact=1, pocketed={9}))  # player 0 wins frame 1
    match.concede(0)
    match.shoot(Shot(scratch=True))
    assert match.score == (1, 1)
    actions = [action for frame in match.frames for action in frame.actions]

    copy = Match.replay((2, 3), 1, actions, options)

    assert match_snapshot(copy) == match_snapshot(match)
    assert copy.options == options


def test_match_repr_shows_race_score_and_frames() -> None:
    match = Match(race_to=(5, 4), first_breaker=0)
    match.shoot(GOLDEN_BREAK)

    assert repr(match) == "<Match race_to=(5, 4) score=(1, 0) frames=2>"


@pytest.mark.parametrize(
    "race_to",
    [0, 1000, -3, (7,), (7, 5, 3), (7, 0), "7", "77", True, (7, True), 7.0, None],
)
def test_impossible_race_is_refused_naming_it(race_to: object) -> None:
    with pytest.raises(ConfigurationError, match="race_to="):
        Match(race_to=race_to)  # type: ignore[arg-type]


@pytest.mark.parametrize("player", [2, -1, True, "0", None])
def test_impossible_first_breaker_is_refused_naming_it(player: object) -> None:
    with pytest.raises(ConfigurationError, match="players are 0 and 1"):
        Match(first_breaker=player)  # type: ignore[arg-type]


def test_unknown_break_rule_is_refused_naming_it() -> None:
    with pytest.raises(ConfigurationError, match="break_rule='sometimes'"):
        Match(break_rule="sometimes")  # type: ignore[arg-type]


def test_previewing_the_shot_that_wins_the_match_tells_the_match_won() -> None:
    match = Match(race_to=(2, 1))
    match.shoot(Shot(pocketed={9}))  # player 0: 1–0, breaks again (winner breaks)
    preview = match.preview(Shot(pocketed={9}))
    assert preview.codes[-2:] == (Code.FRAME_WON, Code.MATCH_WON)
    assert match.score == (1, 0) and not match.is_over and not match.frame.log
    assert preview == match.shoot(Shot(pocketed={9}))
    assert match.is_over


def test_previewing_a_frame_that_does_not_end_the_match_tells_only_the_frame() -> None:
    match = Match(race_to=2)
    preview = match.preview(Shot(pocketed={9}))
    assert Code.FRAME_WON in preview.codes and Code.MATCH_WON not in preview.codes


def test_previewing_after_the_match_is_over_is_refused() -> None:
    match = Match(race_to=1)
    match.shoot(Shot(pocketed={9}))
    with pytest.raises(MatchOver):
        match.preview(Shot())
