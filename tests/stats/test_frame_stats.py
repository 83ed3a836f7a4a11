"""Frame statistics on hand-made frames whose numbers are known by counting them on paper."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from ninescore.rules import (
    AcceptPushOut,
    Code,
    Concession,
    FoulBetweenShots,
    Frame,
    PassPushOut,
    RuleOptions,
    Shot,
    Stalemate,
    WinReason,
)
from ninescore.stats import BreakResult, FoulCounts, PushOut, PushOutChoice, frame_stats

DRY_BREAK = Shot(balls_to_rail=4)
ALL_BALLS = frozenset(range(1, 10))


def test_golden_break_is_a_break_and_run_with_every_dropped_ball_counted() -> None:
    stats = frame_stats(Frame.replay(0, [Shot(pocketed={3, 9})]))

    assert stats.break_result is BreakResult.GOLDEN
    assert stats.golden_break
    assert stats.break_balls == (3, 9)
    assert (stats.winner, stats.win_reason) == (0, WinReason.NINE_ON_BREAK)
    assert stats.break_and_run and stats.run_out
    assert stats.players[0].innings == 1
    assert stats.players[0].shots == 1
    assert stats.players[0].balls == 2
    assert stats.players[1].innings == 0


def test_nine_on_the_break_spotted_by_house_rule_is_a_made_break_and_does_not_count() -> None:
    frame = Frame.replay(0, [Shot(pocketed={9})], RuleOptions(nine_on_break="spotted"))
    stats = frame_stats(frame)

    assert stats.break_result is BreakResult.MADE
    assert stats.break_balls == (9,)
    assert stats.players[0].balls == 0
    assert stats.winner is None


def test_break_and_run_in_five_shots() -> None:
    frame = Frame.replay(
        0,
        [
            Shot(pocketed={1, 2}),
            Shot(first_contact=3, pocketed={3}),
            Shot(first_contact=4, pocketed={4, 5}),
            Shot(first_contact=6, pocketed={6, 7, 8}),
            Shot(first_contact=9, pocketed={9}),
        ],
    )
    stats = frame_stats(frame)

    assert stats.break_result is BreakResult.MADE
    assert stats.break_balls == (1, 2)
    assert (stats.winner, stats.win_reason) == (0, WinReason.NINE_LEGAL)
    assert stats.break_and_run and stats.run_out and not stats.golden_break
    assert (stats.players[0].innings, stats.players[0].shots, stats.players[0].balls) == (1, 5, 9)
    assert stats.players[1] == stats.players[1].__class__()


def test_dry_break_then_the_opponent_runs_out_is_a_run_out_but_not_a_break_and_run() -> None:
    stats = frame_stats(Frame.replay(0, [DRY_BREAK, Shot(first_contact=1, pocketed=ALL_BALLS)]))

    assert stats.break_result is BreakResult.DRY
    assert stats.break_balls == ()
    assert stats.winner == 1
    assert stats.run_out and not stats.break_and_run
    assert (stats.players[0].innings, stats.players[1].innings) == (1, 1)
    assert stats.players[1].balls == 9


def test_three_foul_loss_counts_each_foul_kind_and_each_inning() -> None:
    frame = Frame.replay(
        0,
        [
            Shot(pocketed={1}),  # 0: legal break, stays at the table
            Shot(first_contact=3),  # 0: wrong ball (foul 1)
            Shot(first_contact=2),  # 1: miss
            Shot(first_contact=2, rail=False),  # 0: no rail (foul 2)
            Shot(first_contact=2),  # 1: miss; 0 is warned
            Shot(first_contact=2, scratch=True),  # 0: scratch (foul 3): loses the frame
        ],
    )
    stats = frame_stats(frame)

    assert (stats.winner, stats.win_reason) == (1, WinReason.THREE_FOULS)
    assert stats.three_foul_loser == 0
    assert stats.conceded_by is None
    assert not stats.run_out
    assert stats.players[0].fouls == FoulCounts.counting(
        3, {Code.FOUL_WRONG_BALL: 1, Code.FOUL_NO_RAIL: 1, Code.FOUL_SCRATCH: 1}
    )
    assert stats.players[1].fouls == FoulCounts()
    assert (stats.players[0].innings, stats.players[0].shots, stats.players[0].balls) == (3, 4, 1)
    assert (stats.players[1].innings, stats.players[1].shots, stats.players[1].balls) == (2, 2, 0)


def test_fouls_of_every_kind_with_the_operators_reasons() -> None:
    frame = Frame.replay(
        0,
        [
            Shot(balls_to_rail=2),  # 0: too few balls to a rail on the break
            Shot(first_contact=None),  # 1: hit nothing
            Shot(first_contact=3),  # 0: wrong ball
            Shot(first_contact=1, rail=False),  # 1: no rail
            Shot(first_contact=1, scratch=True),  # 0: scratch
            Shot(first_contact=1, cue_off_table=True),  # 1: cue ball off the table
            Shot(first_contact=1, jumped={5}),  # 0: object ball off the table
            Shot(first_contact=1, fouls=("double_hit",)),  # 1: recorded by the operator
            FoulBetweenShots("ball_touched"),  # 0: between shots
            Shot(first_contact=3, scratch=True),  # 1: two reasons, one foul
        ],
        RuleOptions(three_foul_rule=False),
    )
    stats = frame_stats(frame)

    assert stats.break_result is BreakResult.FOULED
    assert stats.winner is None and not stats.is_over
    assert stats.players[0].fouls == FoulCounts.counting(
        5,
        {
            Code.FOUL_BREAK_TOO_FEW_RAILS: 1,
            Code.FOUL_WRONG_BALL: 1,
            Code.FOUL_SCRATCH: 1,
            Code.FOUL_OBJECT_OFF_TABLE: 1,
            Code.FOUL_BETWEEN_SHOTS: 1,
        },
        ("ball_touched",),
    )
    assert stats.players[1].fouls == FoulCounts.counting(
        5,
        {
            Code.FOUL_NO_CONTACT: 1,
            Code.FOUL_NO_RAIL: 1,
            Code.FOUL_CUE_OFF_TABLE: 1,
            Code.FOUL_RECORDED: 1,
            Code.FOUL_WRONG_BALL: 1,
            Code.FOUL_SCRATCH: 1,
        },
        ("double_hit",),
    )
    assert stats.players[0].fouls.off_table == 1
    assert stats.players[1].fouls.off_table == 1
    # every foul ends the inning; a foul between shots is an inning but not a shot
    assert (stats.players[0].innings, stats.players[0].shots) == (5, 4)
    assert (stats.players[1].innings, stats.players[1].shots) == (5, 5)


def test_fouled_break_that_drops_the_nine_spots_it_and_counts_no_ball() -> None:
    stats = frame_stats(Frame.replay(0, [Shot(pocketed={2, 9}, scratch=True)]))

    assert stats.break_result is BreakResult.FOULED
    assert stats.break_balls == (2, 9)
    assert stats.players[0].balls == 0
    assert stats.players[0].fouls == FoulCounts.counting(1, {Code.FOUL_SCRATCH: 1})


def test_push_out_passed_gives_the_pusher_a_new_inning() -> None:
    frame = Frame.replay(
        0,
        [
            DRY_BREAK,  # 0
            Shot(first_contact=None, rail=False, push_out=True),  # 1 pushes out
            PassPushOut(),  # 0 passes it back
            Shot(first_contact=1, pocketed={1}),  # 1, a new inning (R5f)
            Shot(first_contact=2),  # 1 misses
            Shot(first_contact=2, pocketed=ALL_BALLS - {1}),  # 0 runs out
        ],
    )
    stats = frame_stats(frame)

    assert stats.push_outs == (PushOut(1, PushOutChoice.PASSED),)
    assert stats.players[1].push_outs == 1
    assert (stats.players[1].innings, stats.players[1].shots, stats.players[1].balls) == (2, 3, 1)
    assert (stats.players[0].innings, stats.players[0].shots, stats.players[0].balls) == (2, 2, 8)
    assert stats.winner == 0
    assert not stats.run_out  # the winner's second inning
    assert stats.players[1].fouls.total == 0  # a legal push-out is not a foul


def test_push_out_accepted_and_the_chooser_runs_out() -> None:
    frame = Frame.replay(
        0,
        [
            Shot(pocketed={1}),  # 0 makes a ball and stays
            Shot(first_contact=2, push_out=True, pocketed={4}),  # 0 pushes; the 4 stays down
            AcceptPushOut(),  # 1 shoots from there
            Shot(first_contact=2, pocketed=ALL_BALLS - {1, 4}),
        ],
    )
    stats = frame_stats(frame)

    assert stats.push_outs == (PushOut(0, PushOutChoice.ACCEPTED),)
    assert stats.players[0].balls == 1  # the 4 on the push-out does not count (R5d)
    assert stats.players[1].balls == 7
    assert (stats.players[0].innings, stats.players[1].innings) == (1, 1)
    assert stats.winner == 1 and stats.run_out and not stats.break_and_run


def test_push_out_with_a_scratch_is_a_foul_with_no_choice() -> None:
    frame = Frame.replay(0, [DRY_BREAK, Shot(first_contact=None, push_out=True, scratch=True)])
    stats = frame_stats(frame)

    assert stats.push_outs == (PushOut(1, PushOutChoice.FOULED),)
    assert stats.players[1].fouls == FoulCounts.counting(1, {Code.FOUL_SCRATCH: 1})


def test_push_out_waiting_for_the_choice_is_pending() -> None:
    frame = Frame.replay(0, [DRY_BREAK, Shot(first_contact=None, rail=False, push_out=True)])

    assert frame_stats(frame).push_outs == (PushOut(1, PushOutChoice.PENDING),)


def test_concession_by_the_player_at_the_table() -> None:
    frame = Frame.replay(0, [Shot(pocketed={1}), Shot(first_contact=2), Concession(1, "left")])
    stats = frame_stats(frame)

    assert (stats.winner, stats.win_reason) == (0, WinReason.CONCESSION)
    assert stats.conceded_by == 1
    assert stats.three_foul_loser is None
    assert not stats.run_out and not stats.break_and_run
    assert (stats.players[0].innings, stats.players[1].innings) == (1, 0)


def test_stalemate_rerack_counts_both_racks_and_describes_the_last_break() -> None:
    frame = Frame.replay(
        0,
        [
            Shot(pocketed={1, 2}),  # 0
            Shot(first_contact=3),  # 0 misses (the 3 is the lowest ball)
            Shot(first_contact=3),  # 1 misses
            Stalemate(),
            DRY_BREAK,  # 0 breaks the new rack
            Shot(first_contact=1, pocketed=ALL_BALLS),  # 1 runs out
        ],
    )
    stats = frame_stats(frame)

    assert stats.reracks == 1
    assert stats.break_result is BreakResult.DRY
    assert stats.break_balls == ()
    assert (stats.winner, stats.win_reason) == (1, WinReason.NINE_LEGAL)
    assert stats.run_out  # the first inning of the rack that decided the frame
    assert not stats.break_and_run
    assert (stats.players[0].innings, stats.players[0].shots, stats.players[0].balls) == (2, 3, 2)
    assert (stats.players[1].innings, stats.players[1].shots, stats.players[1].balls) == (2, 2, 9)
    assert stats.players[0].fouls.total == 0


def test_duration_runs_from_the_first_to_the_last_action() -> None:
    start = datetime(2025, 3, 1, 18, 0, tzinfo=UTC)
    times = [start, start + timedelta(seconds=40), start + timedelta(minutes=3)]
    frame = Frame.replay(0, [DRY_BREAK, Shot(first_contact=1), Shot(first_contact=2)])
    stats = frame_stats(frame, times, number=4)

    assert stats.number == 4
    assert stats.started == start
    assert stats.duration == timedelta(minutes=3)
    assert frame_stats(frame).duration is None


def test_frame_not_yet_broken_has_no_break_result() -> None:
    stats = frame_stats(Frame(breaker=1))

    assert stats.break_result is None
    assert stats.breaker == 1
    assert stats.winner is None
    assert stats.innings == 0
