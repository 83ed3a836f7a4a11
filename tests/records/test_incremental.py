"""Reading a grown match file again replays only its new actions, and gives the very record a
full read gives; anything but growth is left to the full read."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from ninescore.records import MatchRecord, RecordError
from ninescore.records.codec import parse_record
from ninescore.records.demo import random_match
from ninescore.records.incremental import parse_grown
from ninescore.rules import Shot


def _cut(record: MatchRecord, count: int) -> MatchRecord:
    """The same match as it was after its first ``count`` actions."""
    copy = parse_record(record.to_json().encode(), Path("x.json"))
    while len(copy.actions) > count:
        copy.pop()
    copy.updated = copy.times[-1] if copy.times else copy.created
    return copy


@pytest.mark.parametrize("seed", range(12))
def test_a_grown_file_gives_what_a_full_read_gives(seed: int, tmp_path: Path) -> None:
    rng = random.Random(seed)
    full = random_match(rng, finish=rng.random() < 0.5)
    path = tmp_path / "m.json"
    for count in sorted({rng.randrange(len(full.actions) + 1) for _ in range(4)}):
        earlier = _cut(full, count)
        previous = parse_record(earlier.to_json().encode(), path)
        if previous.status != "in_progress":
            continue
        grown = parse_grown(previous, full.to_json().encode(), path)
        assert grown is not None
        expected = parse_record(full.to_json().encode(), path)
        assert grown.same_as(expected)
        assert grown.status == expected.status and grown.updated == expected.updated
        assert grown.match.score == expected.match.score


def test_anything_but_growth_is_left_to_the_full_read(tmp_path: Path) -> None:
    path = tmp_path / "m.json"
    record = MatchRecord.new(players=("A", "B"), race_to=(3, 3))
    record.append(Shot(first_contact=1))
    record.append(Shot(first_contact=1))
    longer = record.to_json().encode()
    shorter = _cut(record, 1)
    other = MatchRecord.new(players=("A", "B"), race_to=(3, 3))
    previous = parse_record(longer, path)
    assert parse_grown(previous, shorter.to_json().encode(), path) is None, "an undo"
    assert parse_grown(parse_record(longer, path), other.to_json().encode(), path) is None
    changed = _cut(record, 1)
    changed.append(Shot(first_contact=1, pocketed=frozenset({1})))
    base = parse_record(shorter.to_json().encode(), path)
    assert parse_grown(base, changed.to_json().encode(), path) is not None
    mine = parse_record(longer, path)
    assert parse_grown(mine, changed.to_json().encode(), path) is None, "a changed action"


def test_a_grown_file_with_an_illegal_action_is_refused(tmp_path: Path) -> None:
    import json

    path = tmp_path / "m.json"
    record = MatchRecord.new(players=("A", "B"), race_to=(3, 3))
    record.append(Shot(first_contact=1, pocketed=frozenset({1})))
    previous = parse_record(record.to_json().encode(), path)
    record.append(Shot(first_contact=2, pocketed=frozenset({2})))
    document = json.loads(record.to_json())
    document["frames"][0]["actions"][1]["pocketed"] = [1]  # ball 1 is gone already
    with pytest.raises(RecordError):
        parse_grown(previous, json.dumps(document).encode(), path)
    with pytest.raises(RecordError):
        parse_record(json.dumps(document).encode(), path)
