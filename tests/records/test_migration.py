"""Files of format 1 (before the shot clock) keep loading, as the same match, and are never
changed by reading; saved again, they are written in format 2 with every option spelled out."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from ninescore.records import FORMAT_VERSION, RecordError, Store
from ninescore.records.checking import check_folder
from ninescore.records.codec import FORMAT_1_OPTIONS, migrate_format_1, parse_record
from ninescore.rules import (
    PROFILES,
    AcceptPushOut,
    Concession,
    FoulBetweenShots,
    PassPushOut,
    RuleOptions,
    Shot,
    Stalemate,
)

from .helpers import small_match

# Written by ninescore's format-1 writer (the commit before the shot clock), never edited.
FORMAT_1_FILE = Path(__file__).with_name("data") / "format-1.json"
MATCH_ID = "3f5d2a9e-6c1b-4e8a-9d7f-2b4c6e8a0f13"


@pytest.fixture
def old_file(store: Store) -> Path:
    target = store.matches_path / f"{MATCH_ID}.json"
    shutil.copyfile(FORMAT_1_FILE, target)
    return target


def test_the_fixture_is_a_real_format_1_file() -> None:
    document = json.loads(FORMAT_1_FILE.read_text("utf-8"))
    assert document["format"] == 1 < FORMAT_VERSION
    assert document["options"] == {
        "break_rule": "alternate",
        "three_foul_rule": True,
        "nine_on_break": "wins",
    }
    shots = [a for f in document["frames"] for a in f["actions"] if a["type"] == "shot"]
    assert shots and all("shot_time" not in shot for shot in shots)


def test_a_format_1_file_loads_as_the_match_it_was(store: Store, old_file: Path) -> None:
    record = store.load(MATCH_ID)

    assert record.problems == []
    assert record.players == ("Иванов", "Petrov")
    assert record.options == RuleOptions(break_rule="alternate")
    assert record.options.push_out and record.options.shot_clock is None
    assert record.options.profile == "custom"  # alternate break without the WPA clock
    assert (record.score, record.winner, record.status) == ((1, 2), 1, "finished")
    assert [frame.breaker for frame in record.match.frames] == [0, 1, 0]
    kinds = [type(action) for action in record.actions]
    assert {Shot, PassPushOut, AcceptPushOut, FoulBetweenShots, Stalemate, Concession} == set(kinds)
    assert len(record.actions) == 18
    assert record.shot_times == (None,) * 18  # format 1 kept no shot times
    assert record.match.frames[0].extensions_left == (0, 0)


def test_loading_listing_and_checking_a_format_1_file_never_change_it(
    store: Store, old_file: Path
) -> None:
    before = old_file.read_bytes()
    stat = old_file.stat()

    store.load(MATCH_ID)
    listed = store.list()
    report = check_folder(store.data_path)

    assert [summary.id for summary in listed] == [MATCH_ID]
    assert listed[0].score == (1, 2)
    assert report.ok and report.files == 1
    assert old_file.read_bytes() == before
    assert old_file.stat().st_mtime_ns == stat.st_mtime_ns


def test_saved_again_it_is_format_2_with_the_same_actions(store: Store, old_file: Path) -> None:
    old_text = old_file.read_text("utf-8")
    record = store.load(MATCH_ID)

    store.save(record)

    new_text = old_file.read_text("utf-8")
    document = json.loads(new_text)
    assert document["format"] == 2
    assert document["options"] == {
        "profile": "custom",
        "break_rule": "alternate",
        "three_foul_rule": True,
        "nine_on_break": "wins",
        "push_out": True,
        "shot_clock": None,
    }
    # Every action line is what format 1 wrote: a shot without a time is written as before.
    action_lines = [line for line in old_text.splitlines() if line.lstrip().startswith('{"type"')]
    assert action_lines == [
        line for line in new_text.splitlines() if line.lstrip().startswith('{"type"')
    ]
    assert store.load(MATCH_ID).same_as(record)


def test_options_a_format_1_file_left_out_are_what_format_1_meant() -> None:
    # A hand-written format-1 file (the format had defaults for every option): a match of the
    # seed's rules with no "options" at all.
    document = json.loads(small_match().to_json())
    document["format"] = 1
    del document["options"]

    migrated = migrate_format_1(document)

    assert migrated["options"] == {"profile": "seed", **FORMAT_1_OPTIONS}
    assert "options" not in document  # the migration works on a copy
    record = parse_record(json.dumps(document).encode(), Path("old.json"))
    assert record.options == PROFILES["seed"]


def test_format_1_options_that_are_wrong_are_reported_at_their_place(tmp_path: Path) -> None:
    document = json.loads(FORMAT_1_FILE.read_text("utf-8"))
    document["options"]["three_foul_rule"] = "yes"

    with pytest.raises(RecordError) as raised:
        parse_record(json.dumps(document).encode(), tmp_path / "old.json")

    assert raised.value.kind == "invalid"
    assert raised.value.place == "options.three_foul_rule"


def test_format_1_options_of_the_wrong_shape_are_left_for_validation(tmp_path: Path) -> None:
    document = json.loads(FORMAT_1_FILE.read_text("utf-8"))
    document["options"] = ["winner"]

    assert migrate_format_1(document) is document
    with pytest.raises(RecordError) as raised:
        parse_record(json.dumps(document).encode(), tmp_path / "old.json")
    assert raised.value.place == "options"


def test_a_format_2_profile_name_that_disagrees_is_reported_not_trusted(
    store: Store, old_file: Path
) -> None:
    record = store.load(MATCH_ID)
    store.save(record)
    document = json.loads(old_file.read_text("utf-8"))
    document["options"]["profile"] = "wpa"
    old_file.write_text(json.dumps(document, ensure_ascii=False), "utf-8")

    loaded = store.load(MATCH_ID)

    assert loaded.options.profile == "custom"
    assert [(problem.kind, problem.place) for problem in loaded.problems] == [
        ("mismatch", "options.profile")
    ]
