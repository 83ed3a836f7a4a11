"""The one list of a player's counts makes the cache's columns and the CSV files' columns."""

from __future__ import annotations

import re
from dataclasses import fields
from pathlib import Path

from ninescore.stats import PlayerFrameStats, PlayerMatchStats, cache_rows, csvfiles
from ninescore.stats.columns import FRAME_COUNTS, PLAYER_COUNTS, Count

DOCS = (Path(__file__).resolve().parents[2] / "docs" / "statistics.md").read_text(encoding="utf-8")
MATCHES_FILE = DOCS[DOCS.index("### `--what matches`") :]
NOT_COUNTS = {"fouls", "shot_times"}


def test_every_count_is_a_field_of_the_numbers_and_every_field_a_count() -> None:
    assert {count.name for count in PLAYER_COUNTS} == {
        item.name for item in fields(PlayerMatchStats)
    } - NOT_COUNTS
    assert {count.name for count in FRAME_COUNTS} == {
        item.name for item in fields(PlayerFrameStats)
    } - NOT_COUNTS


def test_each_count_is_a_column_of_the_cache_and_where_written_of_the_csv() -> None:
    for count in PLAYER_COUNTS:
        assert count.name in cache_rows.PLAYER_COLUMNS
        assert (f"p1_{count.name}" in csvfiles.MATCHES_COLUMNS) is count.written
        for side in (0, 1):
            assert (f"p{side}_{count.name}" in cache_rows.FRAME_COLUMNS) is count.frames
        assert (f"p2_{count.name}" in csvfiles.FRAME_COLUMNS) is (count.frames and count.written)


def test_the_words_of_each_written_count_are_its_documented_meaning() -> None:
    for count in PLAYER_COUNTS:
        if count.written:
            row = re.search(rf"^\| `pN_{count.name}` \| (.+?) \|", MATCHES_FILE, re.M)
            assert row is not None, count.name
            assert row.group(1) == count.words, count.name


def test_the_published_columns_of_a_player_keep_their_order() -> None:
    matches = [
        name.removeprefix("p1_") for name in csvfiles.MATCHES_COLUMNS if name.startswith("p1_")
    ]
    assert matches == [
        "race", "score", "breaks", "made_breaks", "dry_breaks", "fouled_breaks", "golden_breaks",
        "break_and_runs", "run_outs", "three_foul_losses", "concessions", "innings", "shots",
        "balls", "balls_per_inning", "push_outs", "fouls", "fouls_wrong_ball", "fouls_no_contact",
        "fouls_no_rail", "fouls_break_too_few_rails", "fouls_scratch", "fouls_cue_off_table",
        "fouls_object_off_table", "fouls_recorded", "fouls_between_shots", "fouls_shot_clock",
        "extensions", "timed_shots", "shot_time_avg_s", "shot_time_max_s",
    ]  # fmt: skip
    frames = [name.removeprefix("p1_") for name in csvfiles.FRAME_COLUMNS if name.startswith("p1_")]
    assert frames == [
        "innings", "shots", "balls", "push_outs", "fouls", "fouls_wrong_ball", "fouls_no_contact",
        "fouls_no_rail", "fouls_break_too_few_rails", "fouls_scratch", "fouls_cue_off_table",
        "fouls_object_off_table", "fouls_recorded", "fouls_between_shots", "fouls_shot_clock",
        "foul_reasons", "extensions", "timed_shots", "shot_time_avg_s", "shot_time_max_s",
    ]  # fmt: skip


def test_a_new_count_lands_before_the_shot_times_of_both_files() -> None:
    from ninescore.stats.columns import FOUL_REASONS, FOULS, SHOT_TIMES, _layout, column_names

    counts = (*FRAME_COUNTS, Count("safeties", "safeties played", frames=True))
    names = column_names(_layout(counts, {"push_outs": (FOULS, FOUL_REASONS)}, (SHOT_TIMES,)))
    assert names[-4:] == ("safeties", "timed_shots", "shot_time_avg_s", "shot_time_max_s")
