"""R4 and R13: how a frame ends (and how it starts); concessions; undo and replay of a frame."""

from __future__ import annotations

import pytest

from ninescore.rules import (
    AcceptPushOut,
    Code,
    Concession,
    FoulBetweenShots,
    Frame,
    FrameOver,
    NothingToUndo,
    PassPushOut,
    RuleOptions,
    Shot,
    Stalemate,
    WinReason,
)

from .helpers import after_dry_break, cited, event, in_play, miss, pot, snapshot, wrong_ball


def test_concession_gives_the_frame_to_the_opponent() -> None:
    frame = in_play(breaker=0)

    entry = frame.concede(1, "conceded")

    assert cited(entry) == [(Code.FRAME_WON, "R4")]
    assert event(entry, Code.FRAME_WON).player == 0
    assert event(entry, Code.FRAME_WON).detail == WinReason.CONCESSION
    assert entry.player == 1
    assert entry.action == Concession(1, "conceded")
    assert frame.is_over
    assert frame.winner == 0
    assert frame.loser == 1
    assert frame.win_reason is WinReason.CONCESSION


def test_serious_infraction_by_the_player_not_at_the_table_loses_the_frame() -> None:
    frame = in_play(breaker=0)  # player 1 at the table

    entry = frame.concede(0, "unsportsmanlike conduct")

    assert cited(entry) == [(Code.FRAME_WON, "R4")]
    assert event(entry, Code.FRAME_WON).player == 1
    assert entry.player == 0
    assert frame.winner == 1
    assert entry.action == Concession(0, "unsportsmanlike conduct")


def test_concession_before_the_break_ends_the_frame() -> None:
    frame = Frame(breaker=0)

    entry = frame.concede(0)

    assert cited(entry) == [(Code.FRAME_WON, "R4")]
    assert frame.winner == 1
    assert frame.on_table == frozenset(range(1, 10))


def test_concession_while_a_push_out_waits_ends_the_frame() -> None:
    frame = after_dry_break(breaker=0)
    frame.shoot(Shot(first_contact=None, push_out=True))

    entry = frame.concede(0)

    assert cited(entry) == [(Code.FRAME_WON, "R4")]
    assert frame.winner == 1
    assert not frame.push_out_pending
    assert not frame.push_out_allowed


def test_concession_by_a_player_with_two_fouls_is_a_concession_not_three_fouls() -> None:
    frame = in_play(breaker=0)
    frame.shoot(wrong_ball(frame))
    frame.shoot(miss(frame))
    frame.shoot(wrong_ball(frame))

    entry = frame.concede(1)

    assert cited(entry) == [(Code.FRAME_WON, "R4")]
    assert frame.win_reason is WinReason.CONCESSION
    assert frame.fouls_in_row == (0, 2)


def test_nine_on_a_foul_does_not_end_the_frame() -> None:
    frame = in_play(breaker=0)

    entry = frame.shoot(Shot(first_contact=1, pocketed={9}, rail=False, cue_off_table=True))

    assert cited(entry) == [
        (Code.FOUL_CUE_OFF_TABLE, "R6"),  # R6 ruling: on an ordinary shot
        (Code.NINE_SPOTTED, "R6"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R6"),
    ]
    assert not frame.is_over
    assert 9 in frame.on_table


@pytest.mark.parametrize(
    "action",
    [
        Shot(first_contact=None),
        AcceptPushOut(),
        PassPushOut(),
        FoulBetweenShots("ball touched"),
        Concession(0),
        Stalemate(),
    ],
    ids=["shot", "accept", "pass", "foul-between-shots", "concession", "stalemate"],
)
def test_no_action_after_the_frame_is_over(action: object) -> None:
    frame = in_play(breaker=0)
    frame.shoot(Shot(first_contact=1, pocketed={9}))
    before = snapshot(frame)

    with pytest.raises(FrameOver, match="won by player 1"):
        frame.apply(action)  # type: ignore[arg-type]

    assert snapshot(frame) == before


def test_undo_goes_back_exactly_one_action_any_number_of_times() -> None:
    frame = Frame(breaker=0)
    states = [frame.state]
    actions: list[Shot] = [
        Shot(pocketed={2}),
        Shot(first_contact=1, push_out=True),
    ]
    frame.shoot(actions[0])
    states.append(frame.state)
    frame.shoot(actions[1])
    states.append(frame.state)
    frame.pass_push_out()
    states.append(frame.state)
    frame.shoot(Shot(first_contact=1, pocketed={9}))
    assert frame.is_over

    undone = [frame.undo().action for _ in range(4)]

    assert undone == [
        Shot(first_contact=1, pocketed={9}),
        PassPushOut(),
        actions[1],
        actions[0],
    ]
    assert frame.state == states[0]
    assert frame.log == ()
    with pytest.raises(NothingToUndo):
        frame.undo()


def test_undo_reopens_a_won_frame() -> None:
    frame = in_play(breaker=0)
    before = frame.state
    frame.shoot(Shot(first_contact=1, pocketed={9}))

    entry = frame.undo()

    assert cited(entry) == [(Code.POCKETED, "R1"), (Code.FRAME_WON, "R1")]
    assert entry.after.winner == 1
    assert frame.state == before
    assert not frame.is_over


def test_replay_of_the_recorded_actions_gives_the_same_frame() -> None:
    options = RuleOptions(three_foul_rule=False)
    frame = Frame(breaker=1, options=options)
    frame.shoot(Shot(balls_to_rail=4))
    frame.shoot(Shot(first_contact=None, push_out=True))
    frame.accept_push_out()
    frame.shoot(pot(frame, 1))
    frame.foul_between_shots("ball touched")
    frame.stalemate()
    frame.shoot(Shot(pocketed={3}, scratch=True))

    copy = Frame.replay(1, frame.actions, options)

    assert copy.state == frame.state
    assert copy.log == frame.log
    assert copy.options == options


def test_frame_repr_names_breaker_and_action_count() -> None:
    frame = after_dry_break(breaker=1)

    assert repr(frame).startswith("<Frame breaker=1 actions=1 state=FrameState(")


def test_a_legal_9_after_another_ball_first_is_a_win_on_a_combination() -> None:
    # R1: the 9 pocketed legally wins, whatever ball was hit first; when that was another
    # ball, it was a combination or a carom: a fact of the shot, told as such everywhere.
    frame = Frame()
    broke = frame.shoot(Shot(first_contact=1, pocketed={3}))
    assert not broke.won_on_combination  # no frame won
    combination = frame.shoot(Shot(first_contact=1, pocketed={9}))
    assert event(combination, Code.FRAME_WON).detail == WinReason.NINE_LEGAL.value
    assert combination.won_on_combination
    straight = Frame()
    straight.shoot(Shot(first_contact=1, pocketed={1, 2, 3, 4, 5, 6, 7, 8}))
    assert not straight.shoot(Shot(first_contact=9, pocketed={9})).won_on_combination
    golden = Frame().shoot(Shot(first_contact=1, pocketed={9}))
    assert event(golden, Code.FRAME_WON).detail == WinReason.NINE_ON_BREAK.value
    assert not golden.won_on_combination  # the 9 on the break is its own way of winning
    conceded = Frame()
    conceded.shoot(Shot(first_contact=1, pocketed={3}))
    assert not conceded.apply(Concession(1)).won_on_combination
