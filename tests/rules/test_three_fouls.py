"""R12: three consecutive fouls lose the frame; the warning; fouls between shots."""

from __future__ import annotations

import pytest

from ninescore.rules import Code, Frame, FrameNotStarted, Match, Shot, WinReason

from .helpers import after_dry_break, cited, event, in_play, miss, pot, wrong_ball


def two_fouls_for_player_one() -> Frame:
    """Player 1 has fouled twice in a row; player 0 has ball in hand."""
    frame = in_play(breaker=0)  # player 1 at the table
    frame.shoot(wrong_ball(frame))  # player 1: foul 1
    frame.shoot(miss(frame))  # player 0 misses
    frame.shoot(wrong_ball(frame))  # player 1: foul 2
    return frame


def test_each_foul_counts_for_the_player_who_committed_it() -> None:
    frame = in_play(breaker=0)

    first = frame.shoot(wrong_ball(frame))
    frame.shoot(miss(frame))
    second = frame.shoot(wrong_ball(frame))

    assert event(first, Code.FOUL_COUNTED).number == 1
    assert event(second, Code.FOUL_COUNTED).number == 2
    assert event(second, Code.FOUL_COUNTED).player == 1
    assert frame.fouls_in_row == (0, 2)


def test_warning_given_when_a_player_with_two_fouls_comes_to_the_table_after_a_miss() -> None:
    frame = two_fouls_for_player_one()
    assert not frame.warning  # player 0 is at the table

    entry = frame.shoot(miss(frame))  # player 0 misses: player 1 comes with two fouls

    assert cited(entry) == [
        (Code.MISS, "R1"),
        (Code.TURN_PASSED, "R1"),
        (Code.WARNING_TWO_FOULS, "R12"),
    ]
    assert event(entry, Code.WARNING_TWO_FOULS).player == 1
    assert event(entry, Code.WARNING_TWO_FOULS).number == 2
    assert frame.warning
    assert frame.to_shoot == 1


def test_warning_given_when_a_player_with_two_fouls_comes_to_the_table_after_a_foul() -> None:
    frame = two_fouls_for_player_one()

    entry = frame.shoot(Shot(first_contact=1, scratch=True))  # player 0 fouls

    assert cited(entry)[-2:] == [(Code.BALL_IN_HAND, "R6"), (Code.WARNING_TWO_FOULS, "R12")]
    assert frame.warning
    assert frame.ball_in_hand
    assert frame.fouls_in_row == (1, 2)


def test_third_consecutive_foul_after_the_warning_loses_the_frame() -> None:
    frame = two_fouls_for_player_one()
    frame.shoot(miss(frame))  # warning

    entry = frame.shoot(Shot(first_contact=1, scratch=True, pocketed={3}))

    assert cited(entry) == [
        (Code.FOUL_SCRATCH, "R6"),
        (Code.BALLS_STAY_DOWN, "R6"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.FRAME_WON, "R12"),
    ]
    assert event(entry, Code.FOUL_COUNTED).number == 3
    assert event(entry, Code.FRAME_WON).player == 0
    assert event(entry, Code.FRAME_WON).detail == WinReason.THREE_FOULS
    assert frame.is_over
    assert frame.winner == 0
    assert frame.loser == 1
    assert frame.win_reason is WinReason.THREE_FOULS
    assert not frame.warning


def test_no_warning_for_a_player_with_one_foul() -> None:
    frame = in_play(breaker=0)
    frame.shoot(wrong_ball(frame))  # player 1: one foul

    entry = frame.shoot(miss(frame))

    assert Code.WARNING_TWO_FOULS not in entry.codes
    assert not frame.warning


def test_legal_shot_resets_the_count() -> None:
    frame = two_fouls_for_player_one()
    frame.shoot(miss(frame))

    entry = frame.shoot(pot(frame, 1))

    assert cited(entry) == [
        (Code.FOULS_RESET, "R12/ruling"),
        (Code.POCKETED, "R1"),
        (Code.CONTINUES, "R1"),
    ]
    assert frame.fouls_in_row == (0, 0)
    assert not frame.warning


def test_a_miss_is_a_legal_shot_and_resets_the_count() -> None:
    frame = two_fouls_for_player_one()
    frame.shoot(miss(frame))

    entry = frame.shoot(miss(frame))

    assert cited(entry)[0] == (Code.FOULS_RESET, "R12/ruling")
    assert frame.fouls_in_row == (0, 0)
    frame.shoot(miss(frame))
    frame.shoot(wrong_ball(frame))
    assert frame.fouls_in_row == (0, 1)
    assert not frame.is_over


def test_fouls_by_the_opponent_do_not_reset_the_count() -> None:
    frame = two_fouls_for_player_one()

    frame.shoot(wrong_ball(frame))  # player 0 fouls

    assert frame.fouls_in_row == (1, 2)
    entry = frame.shoot(wrong_ball(frame))  # player 1: third foul
    assert frame.winner == 0
    assert (Code.FRAME_WON, "R12") in cited(entry)


def test_fouls_alternating_between_players_lose_for_the_first_to_reach_three() -> None:
    frame = in_play(breaker=0)

    for _ in range(2):
        frame.shoot(wrong_ball(frame))  # player 1
        frame.shoot(wrong_ball(frame))  # player 0
    assert frame.fouls_in_row == (2, 2)
    entry = frame.shoot(wrong_ball(frame))  # player 1: third

    assert cited(entry)[-2:] == [(Code.FOUL_COUNTED, "R6"), (Code.FRAME_WON, "R12")]
    assert frame.winner == 0


def test_foul_between_shots_counts_and_ends_the_inning() -> None:
    frame = in_play(breaker=0)  # player 1 at the table
    frame.shoot(pot(frame, 1))

    entry = frame.foul_between_shots("ball touched by hand")

    assert cited(entry) == [
        (Code.FOUL_BETWEEN_SHOTS, "R12"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R6"),
    ]
    assert event(entry, Code.FOUL_BETWEEN_SHOTS).detail == "ball touched by hand"
    assert entry.player == 1
    assert entry.is_foul
    assert frame.to_shoot == 0
    assert frame.ball_in_hand
    assert frame.fouls_in_row == (0, 1)
    assert frame.on_table == frozenset({3, 4, 5, 6, 7, 8, 9})


def test_foul_between_shots_as_the_third_foul_loses_the_frame() -> None:
    frame = two_fouls_for_player_one()
    frame.shoot(miss(frame))  # player 1 comes to the table, warned

    entry = frame.foul_between_shots("no foot on the floor")

    assert cited(entry) == [
        (Code.FOUL_BETWEEN_SHOTS, "R12"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.FRAME_WON, "R12"),
    ]
    assert frame.winner == 0
    assert frame.win_reason is WinReason.THREE_FOULS


def test_fouls_between_shots_by_the_same_player_in_a_row_lose_the_frame() -> None:
    frame = in_play(breaker=0)

    frame.foul_between_shots("ball touched")  # player 1
    frame.shoot(miss(frame))  # player 0
    frame.foul_between_shots("ball touched")  # player 1
    warned = frame.shoot(miss(frame))  # player 0; player 1 comes with two fouls
    frame.foul_between_shots("ball touched")  # player 1

    assert Code.WARNING_TWO_FOULS in warned.codes
    assert frame.winner == 0


def test_foul_between_shots_right_after_the_break_ends_the_push_out_chance() -> None:
    frame = after_dry_break(breaker=0)

    entry = frame.foul_between_shots("ball touched")

    assert cited(entry) == [
        (Code.FOUL_BETWEEN_SHOTS, "R12"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R6"),
    ]
    assert not frame.push_out_allowed
    assert frame.to_shoot == 0
    assert frame.ball_in_hand


def test_foul_between_shots_before_the_break_is_refused() -> None:
    frame = Frame(breaker=0)

    with pytest.raises(FrameNotStarted, match="ball touched"):
        frame.foul_between_shots("ball touched")
    assert frame.log == ()


def test_chooser_who_fouls_while_a_push_out_waits_gives_the_pusher_ball_in_hand() -> None:
    frame = after_dry_break(breaker=0)
    frame.shoot(Shot(first_contact=None, push_out=True))  # player 1 pushes; player 0 chooses

    entry = frame.foul_between_shots("moved a ball")

    assert cited(entry) == [
        (Code.FOUL_BETWEEN_SHOTS, "R12"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R6"),
    ]
    assert entry.player == 0
    assert not frame.push_out_pending
    assert frame.to_shoot == 1
    assert frame.ball_in_hand
    assert frame.fouls_in_row == (1, 0)


def test_three_fouls_must_be_in_the_same_frame() -> None:
    match = Match(race_to=3, first_breaker=0)
    match.shoot(Shot(pocketed={2}))  # player 0 breaks and pockets
    match.shoot(miss(match.frame))
    match.shoot(wrong_ball(match.frame))  # player 1: foul 1
    match.shoot(miss(match.frame))
    match.shoot(wrong_ball(match.frame))  # player 1: foul 2
    match.shoot(Shot(first_contact=1, pocketed={9}))  # player 0 wins the frame
    assert match.frames[0].fouls_in_row == (0, 2)

    match.shoot(Shot(scratch=True))  # frame 2: player 0 fouls the break
    entry = match.shoot(wrong_ball(match.frame))  # player 1's first foul in this frame

    assert event(entry, Code.FOUL_COUNTED).number == 1
    assert match.frame.fouls_in_row == (1, 1)
    assert not match.frame.is_over
