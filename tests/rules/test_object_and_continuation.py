"""R1 (object of the game), R4 (continuing play) and R9 (ball in hand)."""

from __future__ import annotations

from ninescore.rules import Code, Frame, Shot, WinReason

from .helpers import after_dry_break, cited, event, in_play, miss, pot, wrong_ball


def test_legal_shot_that_pockets_a_ball_keeps_the_shooter_at_the_table() -> None:
    frame = in_play(breaker=0)  # player 1 at the table, the 2 is down

    entry = frame.shoot(pot(frame, 1))

    assert cited(entry) == [(Code.POCKETED, "R1"), (Code.CONTINUES, "R1")]
    assert event(entry, Code.POCKETED).balls == (1,)
    assert event(entry, Code.CONTINUES).player == 1
    assert frame.to_shoot == 1
    assert frame.lowest == 3
    assert not frame.ball_in_hand
    assert not frame.is_over


def test_balls_need_not_be_pocketed_in_order_and_nothing_is_called() -> None:
    frame = in_play(breaker=0)

    entry = frame.shoot(Shot(first_contact=1, pocketed={7, 5}))

    assert cited(entry) == [(Code.POCKETED, "R1"), (Code.CONTINUES, "R1")]
    assert event(entry, Code.POCKETED).balls == (5, 7)
    assert frame.on_table == frozenset({1, 3, 4, 6, 8, 9})
    assert frame.lowest == 1
    assert frame.to_shoot == 1


def test_miss_passes_the_table_as_it_lies() -> None:
    frame = in_play(breaker=0)

    entry = frame.shoot(miss(frame))

    assert cited(entry) == [(Code.MISS, "R1"), (Code.TURN_PASSED, "R1")]
    assert event(entry, Code.TURN_PASSED).player == 0
    assert frame.to_shoot == 0
    assert not frame.ball_in_hand
    assert frame.on_table == frozenset({1, 3, 4, 5, 6, 7, 8, 9})


def test_inning_goes_on_until_a_miss() -> None:
    frame = in_play(breaker=0)

    for ball in (1, 3, 4):
        entry = frame.shoot(pot(frame, ball))
        assert cited(entry) == [(Code.POCKETED, "R1"), (Code.CONTINUES, "R1")]
        assert frame.to_shoot == 1
    entry = frame.shoot(miss(frame))

    assert cited(entry) == [(Code.MISS, "R1"), (Code.TURN_PASSED, "R1")]
    assert frame.to_shoot == 0
    assert frame.lowest == 5


def test_lowest_ball_on_the_table_is_the_one_to_hit() -> None:
    frame = in_play(breaker=0)
    frame.shoot(pot(frame, 1, 3))

    assert frame.lowest == 4
    entry = frame.shoot(Shot(first_contact=4))

    assert cited(entry) == [(Code.MISS, "R1"), (Code.TURN_PASSED, "R1")]


def test_nine_on_a_legal_shot_wins_the_frame() -> None:
    frame = in_play(breaker=0)

    entry = frame.shoot(Shot(first_contact=1, pocketed={9}))

    assert cited(entry) == [(Code.POCKETED, "R1"), (Code.FRAME_WON, "R1")]
    assert event(entry, Code.FRAME_WON).player == 1
    assert event(entry, Code.FRAME_WON).detail == WinReason.NINE_LEGAL
    assert frame.is_over
    assert frame.winner == 1
    assert frame.loser == 0
    assert frame.win_reason is WinReason.NINE_LEGAL
    assert not frame.warning


def test_nine_by_combination_with_other_balls_wins_the_frame() -> None:
    frame = in_play(breaker=0)

    entry = frame.shoot(Shot(first_contact=1, pocketed={1, 9, 4}))

    assert event(entry, Code.POCKETED).balls == (1, 4, 9)
    assert frame.winner == 1
    assert frame.on_table == frozenset({3, 5, 6, 7, 8})


def test_nine_as_the_last_ball_wins_and_leaves_an_empty_table() -> None:
    frame = Frame.replay(0, [Shot(pocketed={1, 2, 3, 4, 5, 6, 7, 8})])
    assert frame.on_table == frozenset({9})
    assert frame.lowest == 9

    entry = frame.shoot(Shot(first_contact=9, pocketed={9}))

    assert cited(entry) == [(Code.POCKETED, "R1"), (Code.FRAME_WON, "R1")]
    assert frame.on_table == frozenset()
    assert frame.lowest is None  # R13 ruling: no lowest ball on an empty table
    assert frame.winner == 0


def test_nine_after_a_miss_by_the_incoming_player_wins_for_them() -> None:
    frame = after_dry_break(breaker=0)
    frame.shoot(miss(frame))  # player 1 misses; player 0 takes the table as it lies

    entry = frame.shoot(Shot(first_contact=1, pocketed={9}))

    assert cited(entry) == [(Code.POCKETED, "R1"), (Code.FRAME_WON, "R1")]
    assert frame.winner == 0


def test_foul_gives_the_incoming_player_ball_in_hand_for_one_shot() -> None:
    frame = in_play(breaker=0)
    frame.shoot(wrong_ball(frame))  # player 1 fouls
    assert frame.to_shoot == 0
    assert frame.ball_in_hand

    entry = frame.shoot(pot(frame, 1))  # player 0 places the cue ball and pockets

    assert cited(entry) == [(Code.POCKETED, "R1"), (Code.CONTINUES, "R1")]
    assert not frame.ball_in_hand
    assert frame.to_shoot == 0


def test_miss_with_ball_in_hand_passes_the_table_without_ball_in_hand() -> None:
    frame = in_play(breaker=0)
    frame.shoot(wrong_ball(frame))

    entry = frame.shoot(miss(frame))

    assert cited(entry) == [(Code.MISS, "R1"), (Code.TURN_PASSED, "R1")]
    assert frame.to_shoot == 1
    assert not frame.ball_in_hand


def test_entry_records_the_state_before_and_after_and_who_shot() -> None:
    frame = in_play(breaker=0)
    before = frame.state
    shot = pot(frame, 1)

    entry = frame.shoot(shot)

    assert entry.action == shot
    assert entry.player == 1
    assert entry.before == before
    assert entry.after == frame.state
    assert frame.log[-1] == entry
    assert frame.actions[-1] == shot
    assert not entry.is_foul
    assert entry.foul_events == ()
    assert entry.find(Code.MISS) is None
