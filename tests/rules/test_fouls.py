"""R6 fouls, R7 wrong ball first, R8 no rail, R10 balls off the table, R11 recorded fouls."""

from __future__ import annotations

from ninescore.rules import Code, Shot
from ninescore.rules.reasons import FoulReason

from .helpers import cited, event, in_play, pot


def test_wrong_ball_first_is_a_foul_that_gives_ball_in_hand() -> None:
    frame = in_play(breaker=0)  # player 1 at the table, lowest is the 1

    entry = frame.shoot(Shot(first_contact=4))

    assert cited(entry) == [
        (Code.FOUL_WRONG_BALL, "R7"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R6"),
    ]
    assert event(entry, Code.FOUL_WRONG_BALL).balls == (4, 1)
    assert event(entry, Code.FOUL_WRONG_BALL).player == 1
    assert event(entry, Code.BALL_IN_HAND).player == 0
    assert frame.to_shoot == 0
    assert frame.ball_in_hand
    assert frame.fouls_in_row == (0, 1)


def test_wrong_ball_first_that_pockets_the_lowest_is_still_a_foul() -> None:
    frame = in_play(breaker=0)

    entry = frame.shoot(Shot(first_contact=3, pocketed={1}))

    assert cited(entry) == [
        (Code.FOUL_WRONG_BALL, "R7"),
        (Code.BALLS_STAY_DOWN, "R6"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R6"),
    ]
    assert 1 not in frame.on_table
    assert frame.lowest == 3


def test_hitting_no_ball_at_all_is_a_wrong_ball_foul() -> None:
    frame = in_play(breaker=0)

    entry = frame.shoot(Shot(first_contact=None, rail=False))

    assert cited(entry) == [
        (Code.FOUL_NO_CONTACT, "R7/ruling"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R6"),
    ]
    assert frame.ball_in_hand


def test_no_rail_after_contact_is_a_foul() -> None:
    frame = in_play(breaker=0)

    entry = frame.shoot(Shot(first_contact=1, rail=False))

    assert cited(entry) == [
        (Code.FOUL_NO_RAIL, "R8"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R6"),
    ]
    assert frame.to_shoot == 0
    assert frame.ball_in_hand


def test_no_rail_is_no_foul_when_a_ball_is_pocketed() -> None:
    frame = in_play(breaker=0)

    entry = frame.shoot(Shot(first_contact=1, pocketed={1}, rail=False))

    assert cited(entry) == [(Code.POCKETED, "R1"), (Code.CONTINUES, "R1")]
    assert frame.to_shoot == 1


def test_scratch_is_a_foul() -> None:
    frame = in_play(breaker=0)

    entry = frame.shoot(Shot(first_contact=1, scratch=True))

    assert cited(entry) == [
        (Code.FOUL_SCRATCH, "R6"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R6"),
    ]


def test_cue_ball_off_the_table_is_a_foul() -> None:
    frame = in_play(breaker=0)

    entry = frame.shoot(Shot(first_contact=1, cue_off_table=True))

    assert cited(entry) == [
        (Code.FOUL_CUE_OFF_TABLE, "R6"),  # R6 ruling: on an ordinary shot
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R6"),
    ]


def test_balls_pocketed_on_a_foul_stay_down() -> None:
    frame = in_play(breaker=0)

    entry = frame.shoot(Shot(first_contact=1, pocketed={1, 4}, scratch=True))

    assert cited(entry) == [
        (Code.FOUL_SCRATCH, "R6"),
        (Code.BALLS_STAY_DOWN, "R6"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R6"),
    ]
    assert event(entry, Code.BALLS_STAY_DOWN).balls == (1, 4)
    assert frame.on_table == frozenset({3, 5, 6, 7, 8, 9})
    assert frame.to_shoot == 0


def test_nine_pocketed_on_a_foul_is_spotted() -> None:
    frame = in_play(breaker=0)

    entry = frame.shoot(Shot(first_contact=1, pocketed={9}, scratch=True))

    assert cited(entry) == [
        (Code.FOUL_SCRATCH, "R6"),
        (Code.NINE_SPOTTED, "R6"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R6"),
    ]
    assert 9 in frame.on_table
    assert not frame.is_over


def test_nine_pocketed_after_a_wrong_ball_first_does_not_win() -> None:
    frame = in_play(breaker=0)

    entry = frame.shoot(Shot(first_contact=5, pocketed={9}))

    assert (Code.NINE_SPOTTED, "R6") in cited(entry)
    assert frame.winner is None
    assert frame.to_shoot == 0


def test_several_fouls_on_one_shot_count_once_and_list_every_reason() -> None:
    frame = in_play(breaker=0)

    entry = frame.shoot(
        Shot(
            first_contact=6,
            rail=False,
            scratch=True,
            jumped={8},
            fouls=("ball touched", "no foot on the floor"),
        )
    )

    assert cited(entry) == [
        (Code.FOUL_WRONG_BALL, "R7"),
        (Code.FOUL_NO_RAIL, "R8"),
        (Code.FOUL_SCRATCH, "R6"),
        (Code.FOUL_OBJECT_OFF_TABLE, "R10"),
        (Code.FOUL_RECORDED, "R11"),
        (Code.FOUL_RECORDED, "R11"),
        (Code.BALLS_LEAVE_PLAY, "R10"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R6"),
    ]
    assert [e.detail for e in entry.foul_events if e.code is Code.FOUL_RECORDED] == [
        "ball touched",
        "no foot on the floor",
    ]
    assert len(entry.foul_events) == 6
    assert event(entry, Code.FOUL_COUNTED).number == 1
    assert frame.fouls_in_row == (0, 1)


def test_object_ball_off_the_table_is_a_foul_and_leaves_play() -> None:
    frame = in_play(breaker=0)

    entry = frame.shoot(Shot(first_contact=1, jumped={5}))

    assert cited(entry) == [
        (Code.FOUL_OBJECT_OFF_TABLE, "R10"),
        (Code.BALLS_LEAVE_PLAY, "R10"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R6"),
    ]
    assert event(entry, Code.BALLS_LEAVE_PLAY).balls == (5,)
    assert 5 not in frame.on_table


def test_lowest_ball_jumped_leaves_play_and_the_next_is_lowest() -> None:
    frame = in_play(breaker=0)

    entry = frame.shoot(Shot(first_contact=1, jumped={1}))

    assert cited(entry)[:2] == [(Code.FOUL_OBJECT_OFF_TABLE, "R10"), (Code.BALLS_LEAVE_PLAY, "R10")]
    assert frame.lowest == 3


def test_nine_off_the_table_is_spotted() -> None:
    frame = in_play(breaker=0)

    entry = frame.shoot(Shot(first_contact=1, jumped={9}))

    assert cited(entry) == [
        (Code.FOUL_OBJECT_OFF_TABLE, "R10"),
        (Code.NINE_SPOTTED, "R10"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R6"),
    ]
    assert 9 in frame.on_table


def test_a_ball_jumping_on_the_shot_that_pockets_the_nine_makes_it_a_foul() -> None:
    frame = in_play(breaker=0)

    entry = frame.shoot(Shot(first_contact=1, pocketed={9}, jumped={3}))

    assert (Code.NINE_SPOTTED, "R6") in cited(entry)
    assert (Code.BALLS_LEAVE_PLAY, "R10") in cited(entry)
    assert frame.winner is None
    assert frame.on_table == frozenset({1, 4, 5, 6, 7, 8, 9})


def test_moving_an_obstructing_ball_on_a_jump_is_a_recorded_foul() -> None:
    frame = in_play(breaker=0)

    entry = frame.shoot(Shot(first_contact=1, pocketed={1}, fouls=("moved an obstructing ball",)))

    assert cited(entry) == [
        (Code.FOUL_RECORDED, "R11"),
        (Code.BALLS_STAY_DOWN, "R6"),
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R6"),
    ]
    assert event(entry, Code.FOUL_RECORDED).detail == "moved an obstructing ball"
    assert event(entry, Code.FOUL_RECORDED).player == 1
    assert frame.to_shoot == 0


def test_other_fouls_of_play_are_recorded_with_their_reason() -> None:
    frame = in_play(breaker=0)

    entry = frame.shoot(Shot(first_contact=1, pocketed={9}, fouls=["double hit or push shot"]))

    assert event(entry, Code.FOUL_RECORDED).detail == "double hit or push shot"
    assert isinstance(entry.action, Shot)
    assert entry.action.fouls == ("double hit or push shot",)
    assert frame.winner is None


def test_foul_while_holding_ball_in_hand_gives_ball_in_hand_back() -> None:
    frame = in_play(breaker=0)
    frame.shoot(Shot(first_contact=1, scratch=True))  # player 1 fouls
    assert frame.ball_in_hand and frame.to_shoot == 0

    entry = frame.shoot(Shot(first_contact=1, scratch=True))  # player 0 fouls with ball in hand

    assert event(entry, Code.BALL_IN_HAND).player == 1
    assert frame.ball_in_hand
    assert frame.to_shoot == 1
    assert frame.fouls_in_row == (1, 1)


def test_foul_after_pocketing_earlier_in_the_inning_ends_the_inning() -> None:
    frame = in_play(breaker=0)
    frame.shoot(pot(frame, 1))
    frame.shoot(pot(frame, 3))

    entry = frame.shoot(Shot(first_contact=4, cue_off_table=True))

    assert cited(entry) == [
        (Code.FOUL_CUE_OFF_TABLE, "R6"),  # R6 ruling: on an ordinary shot
        (Code.FOUL_COUNTED, "R6"),
        (Code.BALL_IN_HAND, "R6"),
    ]
    assert frame.to_shoot == 0
    assert frame.ball_in_hand
    assert frame.on_table == frozenset({4, 5, 6, 7, 8, 9})


def test_standard_foul_reason_codes_are_recorded_as_given() -> None:
    frame = in_play(breaker=0)

    entry = frame.shoot(
        Shot(first_contact=1, fouls=(FoulReason.MOVED_OBSTRUCTING_BALL, FoulReason.DOUBLE_HIT))
    )

    assert [e.detail for e in entry.foul_events] == ["moved_obstructing_ball", "double_hit"]
    assert [e.rule for e in entry.foul_events] == ["R11", "R11"]
    assert event(entry, Code.FOUL_COUNTED).number == 1


def test_standard_foul_reason_codes_never_change_because_match_files_store_them() -> None:
    assert {reason.value for reason in FoulReason} == {
        "moved_obstructing_ball",
        "ball_touched",
        "double_hit",
        "no_foot_on_floor",
        "other",
    }
