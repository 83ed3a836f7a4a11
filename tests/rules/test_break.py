"""R2, R3 and R13: the opening break."""

from __future__ import annotations

import pytest

from ninescore.rules import Code, Frame, Shot, WinReason

from .helpers import DRY_BREAK, break_pocketing, cited, event


def test_new_frame_starts_with_the_break_by_the_chosen_breaker() -> None:
    frame = Frame(breaker=1)

    assert frame.is_break
    assert frame.to_shoot == 1
    assert frame.breaker == 1
    assert frame.on_table == frozenset(range(1, 10))
    assert frame.lowest == 1
    assert not frame.ball_in_hand
    assert not frame.push_out_allowed
    assert not frame.push_out_pending
    assert frame.fouls_in_row == (0, 0)
    assert frame.winner is None
    assert frame.loser is None
    assert not frame.is_over
    assert frame.log == ()


def test_break_that_pockets_a_ball_keeps_the_breaker_at_the_table() -> None:
    frame = Frame(breaker=0)

    entry = frame.shoot(break_pocketing(2, 5))

    assert cited(entry) == [
        (Code.BREAK_LEGAL, "R3a"),
        (Code.POCKETED, "R3e"),
        (Code.CONTINUES, "R3e"),
        (Code.PUSH_OUT_AVAILABLE, "R5a"),
    ]
    assert event(entry, Code.POCKETED).balls == (2, 5)
    assert entry.player == 0
    assert frame.to_shoot == 0
    assert frame.on_table == frozenset({1, 3, 4, 6, 7, 8, 9})
    assert not frame.is_break
    assert not frame.ball_in_hand
    assert frame.push_out_allowed


@pytest.mark.parametrize("balls_to_rail", [4, 5, 9])
def test_dry_break_with_four_balls_to_a_rail_passes_the_table_without_ball_in_hand(
    balls_to_rail: int,
) -> None:
    frame = Frame(breaker=0)

    entry = frame.shoot(Shot(balls_to_rail=balls_to_rail))

    assert cited(entry) == [
        (Code.BREAK_LEGAL, "R3a"),
        (Code.BREAK_DRY, "R3e"),
        (Code.TURN_PASSED, "R3e"),
        (Code.PUSH_OUT_AVAILABLE, "R5a"),
    ]
    assert entry.events[0].number == balls_to_rail
    assert event(entry, Code.PUSH_OUT_AVAILABLE).player == 1
    assert frame.to_shoot == 1
    assert frame.on_table == frozenset(range(1, 10))
    assert not frame.ball_in_hand
    assert frame.push_out_allowed
    assert frame.fouls_in_row == (0, 0)


@pytest.mark.parametrize("balls_to_rail", [0, 1, 2, 3])
def test_break_with_fewer_than_four_balls_to_a_rail_and_nothing_pocketed_is_a_foul(
    balls_to_rail: int,
) -> None:
    frame = Frame(breaker=0)

    entry = frame.shoot(Shot(balls_to_rail=balls_to_rail))

    assert cited(entry) == [
        (Code.FOUL_BREAK_TOO_FEW_RAILS, "R3a"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R3"),
    ]
    assert entry.events[0].number == balls_to_rail
    assert entry.is_foul
    assert frame.to_shoot == 1
    assert frame.ball_in_hand
    assert not frame.push_out_allowed
    assert frame.fouls_in_row == (1, 0)


def test_break_that_hits_another_ball_first_is_a_foul_even_when_a_ball_drops() -> None:
    frame = Frame(breaker=0)

    entry = frame.shoot(Shot(first_contact=3, pocketed={2}))

    assert cited(entry) == [
        (Code.FOUL_WRONG_BALL, "R3a"),
        (Code.BALLS_STAY_DOWN, "R6"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R3"),
    ]
    assert entry.events[0].balls == (3, 1)
    assert frame.on_table == frozenset({1, 3, 4, 5, 6, 7, 8, 9})
    assert frame.to_shoot == 1
    assert frame.ball_in_hand


def test_break_that_misses_the_rack_is_a_foul() -> None:
    frame = Frame(breaker=0)

    entry = frame.shoot(Shot(first_contact=None))

    assert cited(entry) == [
        (Code.FOUL_NO_CONTACT, "R3a"),
        (Code.FOUL_BREAK_TOO_FEW_RAILS, "R3a"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R3"),
    ]
    assert event(entry, Code.FOUL_COUNTED).number == 1
    assert frame.ball_in_hand


def test_scratch_on_break_gives_ball_in_hand() -> None:
    frame = Frame(breaker=0)

    entry = frame.shoot(Shot(pocketed={3}, scratch=True))

    assert cited(entry) == [
        (Code.FOUL_SCRATCH, "R3b"),
        (Code.BALLS_STAY_DOWN, "R6"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R3"),
    ]
    assert event(entry, Code.BALL_IN_HAND).player == 1
    assert 3 not in frame.on_table
    assert frame.to_shoot == 1
    assert frame.ball_in_hand
    assert not frame.push_out_allowed


def test_cue_ball_off_the_table_on_break_gives_ball_in_hand() -> None:
    frame = Frame(breaker=0)

    entry = frame.shoot(Shot(balls_to_rail=6, cue_off_table=True))

    assert cited(entry) == [
        (Code.FOUL_CUE_OFF_TABLE, "R3b"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R3"),
    ]
    assert frame.to_shoot == 1
    assert frame.ball_in_hand


def test_object_ball_jumped_on_break_is_a_foul_and_is_not_spotted() -> None:
    frame = Frame(breaker=0)

    entry = frame.shoot(Shot(balls_to_rail=5, jumped={4, 6}))

    assert cited(entry) == [
        (Code.FOUL_OBJECT_OFF_TABLE, "R3c"),
        (Code.BALLS_LEAVE_PLAY, "R3c"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R3"),
    ]
    assert entry.events[0].balls == (4, 6)
    assert entry.events[1].balls == (4, 6)
    assert frame.on_table == frozenset({1, 2, 3, 5, 7, 8, 9})
    assert frame.ball_in_hand


def test_nine_jumped_on_break_is_spotted() -> None:
    frame = Frame(breaker=0)

    entry = frame.shoot(Shot(pocketed={2}, jumped={9, 5}))

    assert cited(entry) == [
        (Code.FOUL_OBJECT_OFF_TABLE, "R3c"),
        (Code.BALLS_STAY_DOWN, "R6"),
        (Code.BALLS_LEAVE_PLAY, "R3c"),
        (Code.NINE_SPOTTED, "R3c"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R3"),
    ]
    assert event(entry, Code.BALLS_LEAVE_PLAY).balls == (5,)
    assert frame.on_table == frozenset({1, 3, 4, 6, 7, 8, 9})
    assert not frame.is_over


def test_nine_on_a_legal_break_wins_the_frame() -> None:
    frame = Frame(breaker=1)

    entry = frame.shoot(break_pocketing(9))

    assert cited(entry) == [
        (Code.BREAK_LEGAL, "R3a"),
        (Code.POCKETED, "R1"),
        (Code.FRAME_WON, "R3d"),
    ]
    assert event(entry, Code.FRAME_WON).player == 1
    assert event(entry, Code.FRAME_WON).detail == WinReason.NINE_ON_BREAK
    assert frame.is_over
    assert frame.winner == 1
    assert frame.loser == 0
    assert frame.win_reason is WinReason.NINE_ON_BREAK


def test_nine_with_every_other_ball_on_a_legal_break_wins_and_clears_the_table() -> None:
    frame = Frame(breaker=0)

    entry = frame.shoot(break_pocketing(*range(1, 10)))

    assert event(entry, Code.POCKETED).balls == tuple(range(1, 10))
    assert frame.winner == 0
    assert frame.on_table == frozenset()
    assert frame.lowest is None  # R13 ruling: no lowest ball on an empty table


def test_nine_on_a_foul_break_is_spotted_and_the_frame_goes_on() -> None:
    frame = Frame(breaker=0)

    entry = frame.shoot(Shot(pocketed={9, 4}, scratch=True))

    assert cited(entry) == [
        (Code.FOUL_SCRATCH, "R3b"),
        (Code.BALLS_STAY_DOWN, "R6"),
        (Code.NINE_SPOTTED, "R3d"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R3"),
    ]
    assert event(entry, Code.BALLS_STAY_DOWN).balls == (4,)
    assert 9 in frame.on_table
    assert 4 not in frame.on_table
    assert not frame.is_over
    assert frame.ball_in_hand


def test_nine_on_a_break_that_hits_the_wrong_ball_first_is_spotted() -> None:
    frame = Frame(breaker=0)

    entry = frame.shoot(Shot(first_contact=9, pocketed={9}))

    assert (Code.FOUL_WRONG_BALL, "R3a") in cited(entry)
    assert (Code.NINE_SPOTTED, "R3d") in cited(entry)
    assert frame.winner is None
    assert 9 in frame.on_table


def test_break_follows_the_rules_of_any_shot_so_a_recorded_foul_counts() -> None:
    frame = Frame(breaker=0)

    entry = frame.shoot(Shot(pocketed={3}, fouls=("ball touched",)))

    assert cited(entry) == [
        (Code.FOUL_RECORDED, "R11"),
        (Code.BALLS_STAY_DOWN, "R6"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R3"),
    ]
    assert entry.events[0].detail == "ball touched"
    assert frame.to_shoot == 1


def test_foul_break_with_several_reasons_counts_once() -> None:
    frame = Frame(breaker=0)

    entry = frame.shoot(Shot(first_contact=2, scratch=True, jumped={7}))

    assert [event.code for event in entry.foul_events] == [
        Code.FOUL_WRONG_BALL,
        Code.FOUL_BREAK_TOO_FEW_RAILS,
        Code.FOUL_SCRATCH,
        Code.FOUL_OBJECT_OFF_TABLE,
    ]
    assert entry.codes.count(Code.FOUL_COUNTED) == 1
    assert frame.fouls_in_row == (1, 0)


def test_break_by_player_one_fouls_for_player_one() -> None:
    frame = Frame(breaker=1)

    entry = frame.shoot(Shot(scratch=True, pocketed={2}))

    assert entry.player == 1
    assert event(entry, Code.FOUL_COUNTED).player == 1
    assert frame.fouls_in_row == (0, 1)
    assert frame.to_shoot == 0


def test_rack_restarts_only_on_the_break_shot() -> None:
    frame = Frame(breaker=0)
    frame.shoot(DRY_BREAK)

    assert not frame.is_break
    assert frame.log[0].before.is_break
    assert not frame.log[0].after.is_break
