"""R4 and R5: the push-out on the shot right after a legal break."""

from __future__ import annotations

from dataclasses import replace

import pytest

from ninescore.rules import Code, Frame, FrameState, PushOutNotAllowed, Shot

from .helpers import (
    after_dry_break,
    after_pocketing_break,
    break_pocketing,
    cited,
    event,
    miss,
    pot,
)


def test_breaker_who_pocketed_on_the_break_may_push_out() -> None:
    frame = after_pocketing_break(breaker=0)

    assert frame.to_shoot == 0
    assert frame.push_out_allowed
    entry = frame.shoot(Shot(first_contact=None, rail=False, push_out=True))

    assert cited(entry) == [(Code.PUSH_OUT, "R5c"), (Code.PUSH_OUT_CHOICE, "R5e")]
    assert event(entry, Code.PUSH_OUT_CHOICE).player == 1
    assert frame.push_out_pending
    assert frame.to_shoot == 1  # the chooser


def test_opponent_may_push_out_after_a_dry_break() -> None:
    frame = after_dry_break(breaker=0)

    assert frame.to_shoot == 1
    assert frame.push_out_allowed
    entry = frame.shoot(Shot(first_contact=6, push_out=True))

    assert cited(entry) == [(Code.PUSH_OUT, "R5c"), (Code.PUSH_OUT_CHOICE, "R5e")]
    assert entry.player == 1
    assert frame.to_shoot == 0
    assert frame.push_out_pending


@pytest.mark.parametrize(
    "foul_break",
    [
        Shot(pocketed={3}, scratch=True),  # the seed's own case (R5 last sentence)
        Shot(balls_to_rail=2),
        Shot(balls_to_rail=5, jumped={4}),
        Shot(first_contact=2, pocketed={3}),
        Shot(balls_to_rail=5, cue_off_table=True),
    ],
    ids=["scratch", "too-few-rails", "ball-jumped", "wrong-ball", "cue-off-table"],
)
def test_no_push_out_after_any_foul_on_the_break(foul_break: Shot) -> None:
    frame = Frame(breaker=0)
    entry = frame.shoot(foul_break)

    assert Code.PUSH_OUT_AVAILABLE not in entry.codes
    assert not frame.push_out_allowed
    state = frame.state
    with pytest.raises(PushOutNotAllowed, match="push_out=True"):
        frame.shoot(Shot(first_contact=None, push_out=True))
    assert frame.state == state


def test_push_out_only_on_the_shot_immediately_after_the_break() -> None:
    frame = after_pocketing_break(breaker=0)
    entry = frame.shoot(pot(frame, 1))  # an ordinary shot: the chance to push out has gone

    assert cited(entry) == [(Code.POCKETED, "R1"), (Code.CONTINUES, "R1")]

    assert not frame.push_out_allowed
    with pytest.raises(PushOutNotAllowed, match="R5a"):
        frame.shoot(Shot(first_contact=3, push_out=True))


def test_no_push_out_on_the_break_itself() -> None:
    frame = Frame(breaker=0)

    with pytest.raises(PushOutNotAllowed):
        frame.shoot(Shot(pocketed={2}, push_out=True))
    assert frame.log == ()


def test_undeclared_push_out_is_an_ordinary_shot() -> None:
    frame = after_dry_break(breaker=0)

    entry = frame.shoot(Shot(first_contact=5, rail=False))  # meant as a push-out, not declared

    assert cited(entry) == [
        (Code.FOUL_WRONG_BALL, "R7"),
        (Code.FOUL_NO_RAIL, "R8"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R6"),
    ]
    assert not frame.push_out_pending
    assert frame.ball_in_hand
    assert frame.to_shoot == 0


def test_ordinary_shot_after_the_break_ends_the_push_out_chance() -> None:
    frame = after_dry_break(breaker=0)

    entry = frame.shoot(miss(frame))

    assert cited(entry) == [(Code.MISS, "R1"), (Code.TURN_PASSED, "R1")]
    assert not frame.push_out_allowed
    assert frame.to_shoot == 0


def test_push_out_need_not_hit_a_ball_or_reach_a_rail() -> None:
    frame = after_dry_break(breaker=0)

    entry = frame.shoot(Shot(first_contact=None, rail=False, push_out=True))

    assert not entry.is_foul
    assert entry.foul_events == ()
    assert frame.fouls_in_row == (0, 0)
    assert frame.on_table == frozenset(range(1, 10))


@pytest.mark.parametrize(
    ("push_out", "foul", "rule"),
    [
        # R6 ruling: R5c is the push-out's case of a scratch or the cue ball off the table
        (Shot(first_contact=4, scratch=True, push_out=True), Code.FOUL_SCRATCH, "R5c"),
        (Shot(first_contact=4, cue_off_table=True, push_out=True), Code.FOUL_CUE_OFF_TABLE, "R5c"),
        (Shot(first_contact=4, jumped={6}, push_out=True), Code.FOUL_OBJECT_OFF_TABLE, "R10"),
        (Shot(first_contact=4, fouls=("double hit",), push_out=True), Code.FOUL_RECORDED, "R11"),
    ],
    ids=["scratch", "cue-off-table", "ball-jumped", "recorded-foul"],
)
def test_foul_on_a_push_out_is_penalised_and_leaves_no_choice(
    push_out: Shot, foul: Code, rule: str
) -> None:
    frame = after_dry_break(breaker=0)

    entry = frame.shoot(push_out)

    assert cited(entry)[0] == (foul, rule)
    assert (Code.FOUL_COUNTED, "R6") in cited(entry)
    assert (Code.BALL_IN_HAND, "R6") in cited(entry)
    assert Code.PUSH_OUT not in entry.codes
    assert Code.PUSH_OUT_CHOICE not in entry.codes
    assert not frame.push_out_pending
    assert frame.ball_in_hand
    assert frame.to_shoot == 0
    assert frame.fouls_in_row == (0, 1)


def test_balls_pocketed_on_a_push_out_do_not_count_and_stay_down() -> None:
    frame = after_dry_break(breaker=0)

    entry = frame.shoot(Shot(first_contact=3, pocketed={3, 5}, push_out=True))

    assert cited(entry) == [
        (Code.PUSH_OUT, "R5c"),
        (Code.BALLS_STAY_DOWN, "R5d"),
        (Code.PUSH_OUT_CHOICE, "R5e"),
    ]
    assert event(entry, Code.BALLS_STAY_DOWN).balls == (3, 5)
    assert frame.on_table == frozenset({1, 2, 4, 6, 7, 8, 9})
    assert frame.to_shoot == 0
    assert frame.push_out_pending


def test_nine_pocketed_on_a_push_out_is_spotted() -> None:
    frame = after_dry_break(breaker=0)

    entry = frame.shoot(Shot(first_contact=8, pocketed={9, 2}, push_out=True))

    assert cited(entry) == [
        (Code.PUSH_OUT, "R5c"),
        (Code.BALLS_STAY_DOWN, "R5d"),
        (Code.NINE_SPOTTED, "R5d/ruling"),
        (Code.PUSH_OUT_CHOICE, "R5e"),
    ]
    assert frame.winner is None
    assert 9 in frame.on_table
    assert 2 not in frame.on_table


def test_nine_alone_pocketed_on_a_push_out_is_spotted_with_nothing_staying_down() -> None:
    frame = after_dry_break(breaker=0)

    entry = frame.shoot(Shot(first_contact=9, pocketed={9}, push_out=True))

    assert cited(entry) == [
        (Code.PUSH_OUT, "R5c"),
        (Code.NINE_SPOTTED, "R5d/ruling"),
        (Code.PUSH_OUT_CHOICE, "R5e"),
    ]
    assert frame.on_table == frozenset(range(1, 10))


def test_accepting_a_push_out_the_chooser_shoots_from_the_position_as_it_lies() -> None:
    frame = after_dry_break(breaker=0)
    frame.shoot(Shot(first_contact=None, push_out=True))  # player 1 pushes

    entry = frame.accept_push_out()

    assert cited(entry) == [(Code.PUSH_OUT_ACCEPTED, "R5e")]
    assert entry.player == 0
    assert frame.to_shoot == 0
    assert not frame.ball_in_hand
    assert not frame.push_out_pending
    assert not frame.push_out_allowed
    frame.shoot(pot(frame, 1))
    assert frame.to_shoot == 0


def test_passing_a_push_out_the_pusher_must_shoot() -> None:
    frame = after_dry_break(breaker=0)
    frame.shoot(Shot(first_contact=None, push_out=True))  # player 1 pushes

    entry = frame.pass_push_out()

    assert cited(entry) == [(Code.PUSH_OUT_PASSED, "R5e"), (Code.TURN_PASSED, "R5e")]
    assert entry.player == 0
    assert event(entry, Code.TURN_PASSED).player == 1
    assert frame.to_shoot == 1
    assert not frame.ball_in_hand
    assert not frame.push_out_pending
    assert not frame.push_out_allowed
    with pytest.raises(PushOutNotAllowed):
        frame.shoot(Shot(first_contact=None, push_out=True))


def test_legal_push_out_is_not_a_foul_and_ends_the_pushers_inning() -> None:
    frame = after_pocketing_break(breaker=1)

    entry = frame.shoot(Shot(first_contact=3, rail=False, push_out=True))

    assert cited(entry) == [(Code.PUSH_OUT, "R5c"), (Code.PUSH_OUT_CHOICE, "R5e")]
    assert not entry.is_foul
    assert frame.fouls_in_row == (0, 0)
    assert frame.to_shoot == 0
    assert not frame.ball_in_hand


def test_legal_push_out_resets_the_pushers_consecutive_fouls() -> None:
    # No legal sequence reaches this: only the shot right after a legal break may be a push-out,
    # and no foul can come before it in the same frame.  The rule (R5f) is still coded, so it is
    # checked on a constructed state.
    frame = Frame(breaker=0)
    frame._state = replace(
        FrameState.rack(0),
        to_shoot=1,
        on_table=frozenset(range(2, 10)),
        is_break=False,
        push_out_allowed=True,
        fouls_in_row=(0, 2),
    )

    entry = frame.shoot(Shot(first_contact=5, push_out=True))

    assert cited(entry)[0] == (Code.FOULS_RESET, "R5f")
    assert frame.fouls_in_row == (0, 0)


def test_push_out_after_a_pocketing_break_by_player_one() -> None:
    frame = Frame(breaker=1)
    frame.shoot(break_pocketing(4))

    frame.shoot(Shot(first_contact=1, push_out=True))
    entry = frame.pass_push_out()

    assert cited(entry) == [(Code.PUSH_OUT_PASSED, "R5e"), (Code.TURN_PASSED, "R5e")]
    assert event(entry, Code.TURN_PASSED).player == 1
    assert frame.to_shoot == 1
    assert frame.lowest == 1
