"""Bad files, for real: each gives one clear sentence naming the file (and place), never a
traceback, and no file is ever changed, by loading, listing or checking."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ninescore.records import FORMAT_VERSION, RecordError, Store
from ninescore.records.checking import check_folder
from ninescore.rules import PROFILES

from .helpers import folder_snapshot, small_match

GOOD = small_match().to_json()
GOOD_DOCUMENT = json.loads(GOOD)
CLOCK = PROFILES["wpa"].values()["shot_clock"]
T = GOOD_DOCUMENT["updated"]


def mutated(change) -> bytes:  # type: ignore[no-untyped-def]
    document = json.loads(GOOD)
    change(document)
    return json.dumps(document, ensure_ascii=False, indent=2).encode()


def put(store: Store, data: bytes, name: str = "bad.json") -> Path:
    path = store.matches_path / name
    path.write_bytes(data)
    return path


def expect_clear_error(store: Store, path: Path, kind: str | None = None, place: str = "") -> str:
    """Load ``path`` through every road; return the sentence. Nothing may change on disk."""
    before = folder_snapshot(store.matches_path)
    with pytest.raises(RecordError) as caught:
        store.load(path)
    error = caught.value
    sentence = str(error)
    assert str(path) in sentence
    if kind is not None:
        assert error.kind == kind, sentence
    if place:
        assert error.place == place, sentence
        assert place in sentence
    assert "Traceback" not in sentence and "\n" not in sentence
    assert sentence.endswith(".")
    listed = store.list()
    assert all(summary.path != path for summary in listed)
    assert any(problem.path == path for problem in store.problems)
    report = check_folder(store.data_path)
    assert not report.ok and any(problem.path == path for problem in report.problems)
    assert folder_snapshot(store.matches_path) == before
    return sentence


CASES = [
    pytest.param(b"", "empty", "", id="empty-file"),
    pytest.param(b"   \n", "empty", "", id="only-whitespace"),
    pytest.param(GOOD.encode()[: len(GOOD) // 2], "not_json", "", id="truncated"),
    pytest.param(b"\xff\xfe{}", "not_utf8", "", id="not-utf8"),
    pytest.param('{"a": "é"}'.encode("latin-1"), "not_utf8", "", id="latin1"),
    pytest.param(b"[1, 2, 3]", "not_object", "", id="a-list"),
    pytest.param(b"null", "not_object", "", id="null"),
    pytest.param(b"{}", "no_format", "", id="no-format"),
    pytest.param(b'{"format": "1"}', "no_format", "", id="format-as-text"),
    pytest.param(b'{"format": 99}', "newer_format", "", id="newer-format"),
    pytest.param(b'{"format": -3}', "old_format", "", id="unknown-old-format"),
    pytest.param(b"[" * 100_000 + b"]" * 100_000, "too_deep", "", id="deep-nesting"),
    pytest.param(
        mutated(lambda d: d["frames"][1]["actions"][0].update(pocketed=[10])),
        "invalid",
        "frames[1].actions[0].pocketed[0]",
        id="ball-ten",
    ),
    pytest.param(
        mutated(lambda d: d["frames"][1]["actions"][1].update(pocketed="3")),
        "invalid",
        "frames[1].actions[1].pocketed",
        id="wrong-type",
    ),
    pytest.param(
        mutated(lambda d: d.update(race_to=[10**80, 7])), "invalid", "race_to[0]", id="huge-race"
    ),
    pytest.param(
        mutated(lambda d: d["frames"][0]["actions"][0].update(balls_to_rail=1e308)),
        "invalid",
        "frames[0].actions[0].balls_to_rail",
        id="huge-float",
    ),
    pytest.param(
        mutated(lambda d: d["frames"][0].update(colour="red")),
        "invalid",
        "frames[0].colour",
        id="unknown-field",
    ),
    pytest.param(
        mutated(lambda d: d["frames"][0]["actions"][0].update(type="massé")),
        "invalid",
        "frames[0].actions[0]",
        id="unknown-action",
    ),
    pytest.param(
        mutated(lambda d: d["frames"][0]["actions"][0].update(rail=1)),
        "invalid",
        "frames[0].actions[0].rail",
        id="number-for-bool",
    ),
    pytest.param(
        mutated(lambda d: d["frames"][0]["actions"][0].update(time=1714590000)),
        "invalid",
        "frames[0].actions[0].time",
        id="number-for-time",
    ),
    pytest.param(
        mutated(lambda d: d["frames"][0]["actions"][0].update(time="2024-05-01T10:00:00")),
        "invalid",
        "frames[0].actions[0].time",
        id="time-without-zone",
    ),
    pytest.param(
        mutated(lambda d: d.update(players=["A"])), "invalid", "players[1]", id="one-player"
    ),
    pytest.param(mutated(lambda d: d.update(id="../../etc")), "invalid", "id", id="bad-id"),
    pytest.param(
        mutated(lambda d: d["frames"][1]["actions"].insert(0, d["frames"][1]["actions"][0])),
        "illegal_action",
        "frames[1].actions[1]",
        id="ball-pocketed-twice",
    ),
    pytest.param(
        mutated(lambda d: d["frames"][1]["actions"][0].update(push_out=True)),
        "illegal_action",
        "frames[1].actions[0]",
        id="push-out-on-the-break",
    ),
    pytest.param(
        mutated(lambda d: d["frames"][1]["actions"][0].update(scratch=True, cue_off_table=True)),
        "illegal_action",
        "frames[1].actions[0]",
        id="contradicting-facts",
    ),
    pytest.param(
        mutated(lambda d: d["frames"][0]["actions"].append(d["frames"][1]["actions"][1])),
        "frame_too_long",
        "frames[0].actions[1]",
        id="action-after-the-frame-was-won",
    ),
    pytest.param(
        mutated(lambda d: d["frames"].insert(1, {"breaker": 0, "actions": []})),
        "empty_frame",
        "frames[1]",
        id="empty-frame",
    ),
    pytest.param(
        mutated(lambda d: d["frames"][1]["actions"].append({"type": "stalemate"})),
        "invalid",
        "frames[1].actions[2].time",
        id="missing-time",
    ),
    # Format 2: every option written out, the shot clock's numbers, the shots' times.
    pytest.param(
        mutated(lambda d: d["options"].pop("shot_clock")),
        "invalid",
        "options.shot_clock",
        id="an-option-left-out",
    ),
    pytest.param(mutated(lambda d: d.pop("options")), "invalid", "options", id="no-options"),
    pytest.param(
        mutated(lambda d: d["options"].update(shot_clock={**CLOCK, "seconds": 0})),
        "invalid",
        "options.shot_clock.seconds",
        id="clock-of-no-seconds",
    ),
    pytest.param(
        mutated(lambda d: d["options"].update(shot_clock={**CLOCK, "extension": "25"})),
        "invalid",
        "options.shot_clock.extension",
        id="clock-seconds-as-text",
    ),
    pytest.param(
        mutated(lambda d: d["options"].update(shot_clock={**CLOCK, "warning": 40})),
        "invalid_whole",
        "",
        id="warning-after-the-time-is-up",
    ),
    pytest.param(
        mutated(lambda d: d["options"].update(profile="WPA 2026!")),
        "invalid",
        "options.profile",
        id="profile-not-a-name",
    ),
    pytest.param(
        mutated(lambda d: d["frames"][1]["actions"][1].update(shot_time="12.5")),
        "invalid",
        "frames[1].actions[1].shot_time",
        id="shot-time-as-text",
    ),
    pytest.param(
        mutated(lambda d: d["frames"][1]["actions"][1].update(shot_time=-1)),
        "invalid",
        "frames[1].actions[1].shot_time",
        id="negative-shot-time",
    ),
    pytest.param(
        mutated(lambda d: d["frames"][1]["actions"][1].update(shot_time=True)),
        "invalid",
        "frames[1].actions[1].shot_time",
        id="shot-time-as-boolean",
    ),
    pytest.param(
        GOOD.replace('"rail": true}', '"rail": true, "shot_time": NaN}', 1).encode(),
        "invalid",
        "frames[0].actions[0].shot_time",
        id="shot-time-not-a-number",
    ),
    pytest.param(
        mutated(lambda d: d["frames"][1]["actions"].append({"type": "use_extension", "time": T})),
        "illegal_action",
        "frames[1].actions[2]",
        id="extension-without-a-clock",
    ),
    pytest.param(
        mutated(
            lambda d: d["frames"][1]["actions"].append(
                {"type": "stalemate", "time": T, "shot_time": 3.0}
            )
        ),
        "invalid",
        "frames[1].actions[2].shot_time",
        id="shot-time-on-no-shot",
    ),
]


@pytest.mark.parametrize(("data", "kind", "place"), CASES)
def test_a_bad_file_gives_a_clear_error_and_stays_as_it_is(
    store: Store, data: bytes, kind: str, place: str
) -> None:
    path = put(store, data)
    expect_clear_error(store, path, kind, place)
    assert path.read_bytes() == data


def test_the_newer_format_message_says_so(store: Store) -> None:
    document = json.loads(GOOD)
    document["format"] = FORMAT_VERSION + 1
    path = put(store, json.dumps(document).encode())
    sentence = expect_clear_error(store, path, "newer_format")
    assert "newer version" in sentence and f"format {FORMAT_VERSION + 1}" in sentence


def test_a_folder_named_like_a_match_file(store: Store) -> None:
    folder = store.matches_path / "0d4e0a4e-0000-4000-8000-000000000000.json"
    folder.mkdir()
    with pytest.raises(RecordError) as caught:
        store.load(folder)
    assert caught.value.kind == "is_directory"
    store.list()
    assert [problem.kind for problem in store.problems] == ["is_directory"]
    assert not check_folder(store.data_path).ok
    assert folder.is_dir()


def test_a_file_too_large_is_refused_without_reading_it(store: Store, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import ninescore.records.codec as codec

    monkeypatch.setattr(codec, "MAX_FILE_SIZE", 100)
    path = put(store, GOOD.encode())
    with pytest.raises(RecordError) as caught:
        store.load(path)
    assert caught.value.kind == "too_large"


def test_stored_results_that_disagree_with_the_replay_are_reported_not_trusted(
    store: Store,
) -> None:
    def lie(document: dict) -> None:  # type: ignore[type-arg]
        document["score"] = [3, 0]
        document["winner"] = 0
        document["status"] = "finished"
        document["frames"][0]["winner"] = 1

    path = put(store, mutated(lie))
    record = store.load(path)
    assert record.score == (1, 0) and record.status == "in_progress"  # the replay wins
    places = [problem.place for problem in record.problems]
    assert places == ["frames[0].winner", "score", "winner", "status"]
    assert all(problem.kind == "mismatch" for problem in record.problems)
    assert "replaying its actions gives" in str(record.problems[0])
    [summary] = store.list()
    assert summary.score == (1, 0)
    assert {problem.place for problem in store.problems} == set(places)
    assert not check_folder(store.data_path).ok


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    cut=st.integers(0, len(GOOD.encode())),
    position=st.integers(0, len(GOOD.encode()) - 1),
    byte=st.integers(0, 255),
    mode=st.sampled_from(["truncate", "replace", "insert", "delete"]),
)
def test_mutated_bytes_never_crash_and_never_change(
    tmp_path_factory, cut: int, position: int, byte: int, mode: str
) -> None:  # type: ignore[no-untyped-def]
    data = bytearray(GOOD.encode())
    if mode == "truncate":
        data = data[:cut]
    elif mode == "replace":
        data[position] = byte
    elif mode == "insert":
        data.insert(position, byte)
    else:
        del data[position]
    store = Store(tmp_path_factory.mktemp("data"))
    try:
        path = put(store, bytes(data))
        try:
            record = store.load(path)
        except RecordError as error:
            assert str(path) in str(error)
        else:
            assert record.match is not None  # a harmless change (spaces, a name letter)
        store.list()
        check_folder(store.data_path)
        assert path.read_bytes() == bytes(data)
    finally:
        store.close()


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=10),
    lambda children: (
        st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=8), children, max_size=3)
    ),
    max_leaves=10,
)


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=st.data())
def test_any_field_replaced_by_any_value_gives_a_clear_error_or_loads(
    tmp_path_factory, data: st.DataObject
) -> None:  # type: ignore[no-untyped-def]
    document = json.loads(GOOD)
    # Walk to a random place in the document and put a random value there.
    node = document
    trail: list[str | int] = []
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            break
        key = data.draw(st.sampled_from(keys))
        trail.append(key)
        child = node[key]
        if not isinstance(child, dict | list) or data.draw(st.booleans()):
            node[key] = data.draw(json_values)
            break
        node = child
    raw = json.dumps(document, ensure_ascii=False).encode()
    store = Store(tmp_path_factory.mktemp("data"))
    try:
        path = put(store, raw)
        try:
            store.load(path)
        except RecordError as error:
            assert str(path) in str(error)
            assert "\n" not in error.place and len(error.place) < 200, error.place
            assert error.place == "" or re.match(r"[a-z_]+|\[", error.place), error.place
        assert path.read_bytes() == raw
    finally:
        store.close()
