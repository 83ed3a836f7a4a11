"""Statistics of many generated matches keep the invariants that hold for any match.

A small number by default; ``NINESCORE_SOAK=1`` runs thousands.
"""

from __future__ import annotations

import io
import os
import random

import pytest

from ninescore.records.demo import random_match
from ninescore.records.record import MatchRecord
from ninescore.rules import Code, FoulBetweenShots, Shot, ShotClockFoul, UseExtension, WinReason
from ninescore.stats import (
    BreakResult,
    PushOutChoice,
    all_player_stats,
    record_stats,
    write_frames_csv,
)

COUNT = 2000 if os.environ.get("NINESCORE_SOAK") == "1" else 40


@pytest.fixture(scope="module")
def records() -> list[MatchRecord]:
    rng = random.Random(20250301)
    return [random_match(rng) for _ in range(COUNT)]


def test_frame_numbers_agree_with_the_log(records: list[MatchRecord]) -> None:
    for record in records:
        stats = record_stats(record)
        assert stats.score == record.match.score
        assert sum(player.frames_won for player in stats.players) == sum(stats.score)
        played = [frame for frame in record.match.frames if frame.log]
        for frame, numbers in zip(played, stats.frames, strict=True):
            players = numbers.players
            shots = sum(isinstance(entry.action, Shot) for entry in frame.log)
            # Fouls without a stroke: between shots (R12) and on the clock (R14).
            between = sum(
                isinstance(entry.action, FoulBetweenShots | ShotClockFoul) for entry in frame.log
            )
            assert players[0].shots + players[1].shots == shots
            assert players[0].fouls.total + players[1].fouls.total == sum(
                entry.is_foul for entry in frame.log
            )
            for player in players:
                strokeless = player.fouls[Code.FOUL_BETWEEN_SHOTS] + player.fouls.shot_clock
                assert player.innings <= player.shots + strokeless
                kinds = sum(player.fouls.kinds)
                assert kinds >= player.fouls.total
            assert sum(p.innings for p in players) <= shots + between
            passed = sum(push.choice is PushOutChoice.PASSED for push in numbers.push_outs)
            assert abs(players[0].innings - players[1].innings) <= numbers.reracks + 1 + passed
            assert players[0].balls + players[1].balls <= 9 * (numbers.reracks + 1)
            if numbers.golden_break:
                assert numbers.break_and_run
            if numbers.break_and_run:
                assert numbers.run_out and numbers.winner == numbers.breaker
            if numbers.run_out:
                assert numbers.win_reason in (WinReason.NINE_LEGAL, WinReason.NINE_ON_BREAK)
            if numbers.win_reason is WinReason.THREE_FOULS:
                assert numbers.loser is not None
                assert players[numbers.loser].fouls.total >= 3
            if numbers.break_result is BreakResult.FOULED:
                assert players[numbers.breaker].fouls.total >= 1
            assert numbers.duration is not None and numbers.duration.total_seconds() >= 0


def test_player_totals_add_up(records: list[MatchRecord]) -> None:
    players = all_player_stats(records)

    assert sum(player.matches for player in players) == 2 * len(records)
    assert sum(player.frames_won for player in players) == sum(
        sum(record.match.score) for record in records
    )
    assert sum(player.frames_won for player in players) == sum(
        player.frames_lost for player in players
    )
    for player in players:
        assert 0 <= player.break_and_run_percent <= 100
        assert player.golden_breaks <= player.break_and_runs <= player.run_outs


def test_every_generated_match_exports(records: list[MatchRecord]) -> None:
    stream = io.StringIO()
    rows = write_frames_csv(stream, records)

    assert rows == sum(len(record_stats(record).frames) for record in records)
    assert stream.getvalue().count("\n") == rows + 1


def test_the_clock_s_numbers_agree_with_the_log(records: list[MatchRecord]) -> None:
    clocked = [record for record in records if record.options.shot_clock is not None]
    assert clocked, "the sample has matches on the shot clock"
    extensions = time_fouls = 0
    for record in records:
        stats = record_stats(record)
        for frame, numbers in zip(
            [frame for frame in record.match.frames if frame.log], stats.frames, strict=True
        ):
            used = sum(isinstance(entry.action, UseExtension) for entry in frame.log)
            timed_out = sum(isinstance(entry.action, ShotClockFoul) for entry in frame.log)
            assert sum(player.extensions for player in numbers.players) == used
            assert sum(player.fouls.shot_clock for player in numbers.players) == timed_out
            extensions += used
            time_fouls += timed_out
            for player in numbers.players:
                times = player.shot_times
                assert times.timed <= player.shots
                if times.timed:
                    assert times.longest is not None and times.average is not None
                    assert 0 < times.average <= times.longest
        if record.options.shot_clock is None:
            assert all(not player.extensions for player in stats.players)
    assert extensions and time_fouls, "the sample uses extensions and has time fouls"
