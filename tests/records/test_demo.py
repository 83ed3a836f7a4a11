"""The sample matches: rule-abiding (they replay from their files) and varied like real play."""

from __future__ import annotations

import itertools
import random
from collections import Counter

from ninescore.records import Store
from ninescore.records.demo import generate, random_match
from ninescore.rules import (
    AcceptPushOut,
    Code,
    Concession,
    FoulBetweenShots,
    PassPushOut,
    Shot,
    WinReason,
)


def test_generated_matches_are_saved_and_replay_from_their_files(store: Store) -> None:
    records = generate(store, 40, seed=5)
    assert len(store.list()) == 40 and store.problems == []
    for record in records:
        loaded = store.load(record.id)
        assert loaded.same_as(record) and loaded.problems == []


def test_the_same_seed_gives_the_same_matches(store: Store, tmp_path) -> None:  # type: ignore[no-untyped-def]
    first = generate(store, 5, seed=9)
    other = Store(tmp_path / "other")
    second = generate(other, 5, seed=9)
    other.close()
    assert all(a.same_as(b) for a, b in zip(first, second, strict=True))


def test_the_play_covers_what_happens_at_a_real_table() -> None:
    rng = random.Random(2024)
    records = [random_match(rng) for _ in range(400)]
    codes: Counter[Code] = Counter()
    reasons: Counter[WinReason] = Counter()
    kinds: Counter[str] = Counter()
    balls_on_break: Counter[int] = Counter()
    for record in records:
        for number, frame in enumerate(record.match.frames):
            if frame.win_reason is not None:
                reasons[frame.win_reason] += 1
            # The match's own events (the match won) with the entries they followed.
            for index, entry in enumerate(record.match.log_of(number)):
                codes.update(entry.codes)
                kinds[type(entry.action).__name__] += 1
                if index == 0 and isinstance(entry.action, Shot) and not entry.is_foul:
                    balls_on_break[len(entry.action.pocketed)] += 1
    for code in (
        Code.BREAK_DRY, Code.FOUL_SCRATCH, Code.FOUL_WRONG_BALL, Code.FOUL_NO_RAIL,
        Code.FOUL_NO_CONTACT, Code.FOUL_CUE_OFF_TABLE, Code.FOUL_OBJECT_OFF_TABLE,
        Code.FOUL_RECORDED, Code.FOUL_BETWEEN_SHOTS, Code.FOUL_BREAK_TOO_FEW_RAILS,
        Code.PUSH_OUT, Code.PUSH_OUT_ACCEPTED, Code.PUSH_OUT_PASSED, Code.WARNING_TWO_FOULS,
        Code.NINE_SPOTTED, Code.STALEMATE, Code.MATCH_WON,
    ):  # fmt: skip
        assert codes[code] > 0, code
    assert set(reasons) == set(WinReason)
    assert reasons[WinReason.NINE_LEGAL] > 10 * reasons[WinReason.THREE_FOULS] > 0
    assert {0, 1, 2, 3} <= set(balls_on_break)
    for kind in (AcceptPushOut, PassPushOut, FoulBetweenShots, Concession):
        assert kinds[kind.__name__] > 0
    statuses = Counter(record.status for record in records)
    assert statuses["finished"] > 300 and statuses["in_progress"] and statuses["abandoned"]
    assert any(record.race_to[0] != record.race_to[1] for record in records)
    assert any(any(ord(ch) > 0x400 for ch in "".join(record.players)) for record in records)
    assert len({record.event for record in records}) > 3
    created = sorted(record.created for record in records)
    assert (created[-1] - created[0]).days > 90
    for record in records:
        times = record.times
        assert all(a < b for a, b in itertools.pairwise(times))
        assert record.created < times[0] if times else True


def test_many_processes_make_the_same_matches_as_one(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from ninescore.records.demo import generate_everywhere

    folders = (tmp_path / "one", tmp_path / "two")
    seen: list[int] = []
    assert generate_everywhere(folders[0], 230, seed=4, durable=False, jobs=1) == 230
    assert (
        generate_everywhere(folders[1], 230, seed=4, durable=False, jobs=2, progress=seen.append)
        == 230
    )
    assert seen[-1] == 230 and seen == sorted(seen)
    stores = [Store(folder) for folder in folders]
    try:
        listed = [{summary.id: summary for summary in store.list()} for store in stores]
        assert len(listed[0]) == 230 and listed[0].keys() == listed[1].keys()
        for match_id in list(listed[0])[::23]:
            assert stores[0].load(match_id).same_as(stores[1].load(match_id))
    finally:
        for store in stores:
            store.close()


def test_every_foul_kind_of_the_engine_is_played_by_the_demo() -> None:
    from ninescore.records.demo import _FOUL_SHOTS, FOULS_MADE_ELSEWHERE
    from ninescore.rules import FOUL_CODES, Frame

    assert set(_FOUL_SHOTS) | FOULS_MADE_ELSEWHERE == FOUL_CODES
    assert not set(_FOUL_SHOTS) & FOULS_MADE_ELSEWHERE
    rng = random.Random(7)
    for code, (_weight, make) in _FOUL_SHOTS.items():
        frame = Frame(0)
        frame.shoot(Shot(pocketed={1}, balls_to_rail=4))
        entry = frame.shoot(make(rng, frame.on_table, min(frame.on_table)))
        assert code in entry.codes, code
