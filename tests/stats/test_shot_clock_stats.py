"""The shot clock's numbers: time fouls, extensions used, each player's average and longest shot."""

from __future__ import annotations

import csv
import io

import pytest

from ninescore.rules import PROFILES, Shot, ShotClockFoul, UseExtension
from ninescore.stats import (
    FOUL_KINDS,
    ShotTimes,
    all_player_stats,
    frame_rows,
    match_row,
    player_row,
    player_stats,
    record_stats,
    write_frames_csv,
    write_matches_csv,
    write_players_csv,
)
from ninescore.stats.csvfiles import FRAME_COLUMNS, MATCHES_COLUMNS, PLAYERS_COLUMNS

from .helpers import make_record

WPA = PROFILES["wpa"]

# Player 0 breaks and pockets the 2; takes an extension and misses (41.5 s); player 1 runs out
# of time; player 0 with ball in hand misses (12.0 s); player 1 takes his extension, then a time
# foul again; player 0 pots the rest (8.5 s) and wins.  Frame 2 (alternate: player 1 breaks):
# a golden break.
FRAME_ONE = (
    Shot(pocketed={2}),
    UseExtension(),
    Shot(first_contact=1),
    ShotClockFoul(),
    Shot(first_contact=1),
    UseExtension(),
    ShotClockFoul(),
    Shot(first_contact=1, pocketed=frozenset({1, 3, 4, 5, 6, 7, 8, 9})),
)
SHOT_TIMES = (None, None, 41.5, None, 12.0, None, None, 8.5)


def clocked_match():  # type: ignore[no-untyped-def]
    return make_record(
        ("Anna", "Boris"),
        [*FRAME_ONE, Shot(pocketed={9})],
        race_to=3,
        options=WPA,
        shot_times=SHOT_TIMES,
    )


def test_a_frame_counts_extensions_time_fouls_and_shot_times() -> None:
    stats = record_stats(clocked_match()).frames[0]
    anna, boris = stats.players

    assert (anna.extensions, boris.extensions) == (1, 1)
    assert (anna.fouls.shot_clock, boris.fouls.shot_clock) == (0, 2)
    assert boris.fouls.total == 2  # a time foul is a foul like any other (R14, R6)
    assert anna.shot_times == ShotTimes(timed=3, total=62.0, longest=41.5)
    assert anna.shot_times.average == pytest.approx(62.0 / 3)
    assert boris.shot_times == ShotTimes() and boris.shot_times.average is None
    # A time foul, like a foul between shots, is an inning without a shot; an extension is none.
    assert (boris.innings, boris.shots) == (2, 0)
    assert anna.innings == 3


def test_a_time_foul_is_counted_under_its_own_kind() -> None:
    assert FOUL_KINDS[next(code for code in FOUL_KINDS if code.value == "foul_shot_clock")] == (
        "shot_clock"
    )


def test_the_match_and_the_players_add_them_up() -> None:
    record = clocked_match()
    totals = record_stats(record).players
    other = make_record(("Anna", "Clara"), [Shot(pocketed={9})], race_to=1, shot_times=(3.0,))

    assert (totals[0].extensions, totals[1].fouls.shot_clock) == (1, 2)
    assert totals[0].shot_times.longest == 41.5
    anna = player_stats([record, other], "anna")
    assert (anna.time_fouls, anna.extensions) == (0, 1)
    # The golden break's time counts where it was measured (a hand-made file may hold one).
    assert anna.shot_times == ShotTimes(timed=4, total=65.0, longest=41.5)
    boris = next(stats for stats in all_player_stats([record, other]) if stats.name == "Boris")
    assert (boris.time_fouls, boris.extensions, boris.shot_times.timed) == (2, 1, 0)


def test_the_csv_files_have_the_columns_and_empty_cells_without_times() -> None:
    record = clocked_match()
    frame, golden = (dict(zip(FRAME_COLUMNS, row, strict=True)) for row in frame_rows(record))
    match = dict(zip(MATCHES_COLUMNS, match_row(record), strict=True))
    boris = dict(zip(PLAYERS_COLUMNS, player_row(player_stats([record], "Boris")), strict=True))

    assert (frame["p1_extensions"], frame["p2_fouls_shot_clock"]) == (1, 2)
    assert (frame["p1_timed_shots"], frame["p1_shot_time_avg_s"]) == (3, "20.7")
    assert frame["p1_shot_time_max_s"] == "41.5"
    assert (frame["p2_timed_shots"], frame["p2_shot_time_avg_s"]) == (0, None)
    assert golden["p2_shot_time_max_s"] is None
    assert (match["p1_shot_time_max_s"], match["p2_fouls_shot_clock"]) == ("41.5", 2)
    assert (boris["time_fouls"], boris["extensions"], boris["shot_time_avg_s"]) == (2, 1, None)


def test_written_csv_files_read_back_the_clock_s_numbers() -> None:
    record = clocked_match()
    texts = {}
    for name, write in (("frames", write_frames_csv), ("matches", write_matches_csv)):
        stream = io.StringIO()
        write(stream, [record])
        texts[name] = list(csv.DictReader(io.StringIO(stream.getvalue())))
    stream = io.StringIO()
    write_players_csv(stream, all_player_stats([record]))
    players = {row["player"]: row for row in csv.DictReader(io.StringIO(stream.getvalue()))}

    assert texts["frames"][0]["p2_fouls_shot_clock"] == "2"
    assert texts["frames"][0]["p2_shot_time_avg_s"] == ""  # empty: no shot of his was timed
    assert texts["matches"][0]["p1_shot_time_avg_s"] == "20.7"
    assert players["Anna"]["shot_time_max_s"] == "41.5"
    assert players["Boris"]["time_fouls"] == "2"
