"""Match totals, and a player's numbers across matches, on hand-made matches."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from ninescore.records.record import MatchRecord
from ninescore.rules import Action, Match, Shot, WinReason
from ninescore.stats import (
    FoulCounts,
    all_player_stats,
    head_to_head,
    match_stats,
    player_stats,
    record_stats,
)

from .helpers import DRY_BREAK, GOLDEN, MADE_AND_RUN, RUN_ALL, make_record


def golden_dry_then_run() -> list[Action]:
    """Frame 1: a golden break by 0.  Frame 2: 0 breaks dry, 1 runs out.  Frame 3: 1 breaks
    (winner breaks), makes the 1 and runs the rack."""
    return [GOLDEN, DRY_BREAK, RUN_ALL, *MADE_AND_RUN]


def test_match_totals_per_player() -> None:
    match = Match.replay(2, 0, golden_dry_then_run())
    stats = match_stats(match)

    assert stats.score == (1, 2)
    assert stats.winner == 1
    assert stats.race_to == (2, 2)
    assert [frame.number for frame in stats.frames] == [1, 2, 3]
    assert [frame.breaker for frame in stats.frames] == [0, 0, 1]
    first, second = stats.players
    assert (first.frames_won, first.frames_lost) == (1, 2)
    assert (first.breaks, first.golden_breaks, first.dry_breaks, first.made_breaks) == (2, 1, 1, 0)
    assert (first.break_and_runs, first.run_outs) == (1, 1)
    assert (first.innings, first.shots, first.balls) == (2, 2, 1)
    assert (second.frames_won, second.frames_lost) == (2, 1)
    assert (second.breaks, second.made_breaks, second.break_and_runs, second.run_outs) == (
        1,
        1,
        1,
        2,
    )
    assert (second.innings, second.shots, second.balls) == (2, 3, 18)
    assert second.balls_per_inning == 9.0
    assert second.fouls == FoulCounts()


def test_match_in_progress_leaves_out_the_frame_not_yet_broken() -> None:
    match = Match.replay(3, 0, [GOLDEN])
    stats = match_stats(match)

    assert len(match.frames) == 2
    assert len(stats.frames) == 1
    assert stats.winner is None
    assert stats.score == (1, 0)


def test_three_foul_losses_and_concessions_are_counted_for_the_loser() -> None:
    match = Match.replay(
        2,
        0,
        [
            Shot(balls_to_rail=1),  # 0 fouls on the break
            Shot(first_contact=None),  # 1 fouls
            Shot(first_contact=None),  # 0 fouls (2 in a row)
            Shot(first_contact=None),  # 1 fouls (2 in a row)
            Shot(first_contact=None),  # 0 fouls a third time: 1 wins
        ],
    )
    match.concede(1)  # frame 2 (1 to break) conceded before the break
    stats = match_stats(match)

    assert [frame.win_reason for frame in stats.frames] == [
        WinReason.THREE_FOULS,
        WinReason.CONCESSION,
    ]
    assert stats.players[0].three_foul_losses == 1
    assert stats.players[1].concessions == 1
    assert stats.players[0].fouls.total == 3
    assert stats.players[0].fouled_breaks == 1
    assert stats.players[1].breaks == 0  # frame 2 was conceded before its break
    assert stats.score == (1, 1)


def test_match_duration_from_record_times() -> None:
    record = make_record(("Anna", "Boris"), golden_dry_then_run())
    stats = record_stats(record)

    assert stats.started == datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
    assert stats.duration == timedelta(seconds=4 * 30)
    # Every frame runs from its break, its first action (R13): frames 2 and 3 hold two actions
    # 30 s apart, and the 30 s of racking before each break are no frame's.
    assert [frame.duration for frame in stats.frames] == [
        timedelta(0),
        timedelta(seconds=30),
        timedelta(seconds=30),
    ]


def career() -> list[MatchRecord]:
    """Three matches: Anna beats Boris, Boris beats Anna, Anna beats Clara at another event."""
    march = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
    return [
        make_record(("Anna", "Boris"), [GOLDEN, GOLDEN], start=march),
        make_record(("Anna", "Boris"), golden_dry_then_run(), start=march + timedelta(days=7)),
        make_record(
            ("Clara", "anna"),
            [DRY_BREAK, RUN_ALL, *MADE_AND_RUN],
            start=march + timedelta(days=30),
            event="Club night",
        ),
    ]


def test_player_across_matches() -> None:
    stats = player_stats(career(), "ANNA")

    assert stats.matches == 3
    assert (stats.matches_won, stats.matches_lost, stats.matches_unfinished) == (2, 1, 0)
    assert stats.frames == 7
    assert (stats.frames_won, stats.frames_lost) == (5, 2)
    # breaks: 2 golden (match 1), golden + dry (match 2), the winner's break in match 3
    assert (stats.breaks, stats.golden_breaks, stats.break_and_runs) == (5, 3, 4)
    assert stats.break_and_run_percent == 80.0
    assert stats.run_outs == 5
    assert stats.balls == 2 + 1 + 9 + 9
    assert stats.innings == 2 + 2 + 2
    assert stats.balls_per_inning == 21 / 6
    assert stats.fouls_per_frame == 0.0


def test_player_filtered_by_date_and_event() -> None:
    records = career()
    in_march = player_stats(records, "Anna", since=date(2025, 3, 5), until=date(2025, 3, 20))
    club = player_stats(records, "Anna", event="club night")

    assert (in_march.matches, in_march.matches_lost) == (1, 1)
    assert (club.matches, club.matches_won, club.frames_won) == (1, 1, 2)
    assert player_stats(records, "Nobody").matches == 0


def test_head_to_head_counts_only_their_matches() -> None:
    duel = head_to_head(career(), "anna", "Boris")

    assert (duel.a, duel.b) == ("Anna", "Boris")

    assert duel.matches == 2
    assert duel.matches_won == (1, 1)
    assert duel.frames_won == (3, 2)
    assert duel.a_stats.golden_breaks == 3
    assert duel.b_stats.run_outs == 2


def test_all_players_merge_names_that_differ_only_in_case() -> None:
    players = all_player_stats(career())

    assert [stats.name for stats in players] == ["Anna", "Boris", "Clara"]
    assert [stats.matches for stats in players] == [3, 2, 1]
