"""MatchRecord: actions are the truth, status follows the replay, illegal input changes nothing."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ninescore.records import MatchRecord, RecordError
from ninescore.records.codec import parse_record
from ninescore.rules import (
    PROFILES,
    Concession,
    ConfigurationError,
    IllegalAction,
    MatchOver,
    NothingToUndo,
    PushOutNotAllowed,
    RuleOptions,
    RulesFixed,
    Shot,
)

from .helpers import small_match


def test_a_new_record_has_an_id_times_and_no_actions() -> None:
    record = MatchRecord.new(players=("A", "B"), race_to=(7, 5), first_breaker=1)
    assert len(record.id) == 36
    assert record.created.tzinfo is UTC and record.updated == record.created
    assert record.status == "in_progress"
    assert record.race_to == (7, 5) and record.first_breaker == 1
    assert record.actions == () and record.action_times == ((),)


def test_winning_the_race_finishes_and_undo_reopens_it() -> None:
    record = MatchRecord.new(players=("A", "B"), race_to=(2, 2))
    record.append(Shot(pocketed=frozenset({9})))
    assert record.status == "in_progress" and record.score == (1, 0)
    record.append(Shot(pocketed=frozenset({9})))
    assert record.status == "finished" and record.winner == 0
    assert record.pop() == Shot(pocketed=frozenset({9}))
    assert record.status == "in_progress" and record.score == (1, 0)


def test_an_illegal_action_raises_and_changes_nothing() -> None:
    record = small_match()
    before = (record.actions, record.times, record.updated, record.match.frame.state)
    with pytest.raises(PushOutNotAllowed):
        record.append(Shot(first_contact=None, push_out=True))
    with pytest.raises(IllegalAction):
        record.append(Shot(first_contact=2, pocketed=frozenset({2})))  # the 2 is gone
    assert (record.actions, record.times, record.updated, record.match.frame.state) == before


def test_action_times_are_grouped_by_frame() -> None:
    start = datetime(2024, 5, 1, 18, 0, tzinfo=UTC)
    record = MatchRecord.new(players=("A", "B"), race_to=(3, 3), created=start)
    moments = [start + timedelta(seconds=30 * n) for n in range(1, 4)]
    record.append(Shot(pocketed=frozenset({9})), at=moments[0])
    record.append(Shot(pocketed=frozenset({3})), at=moments[1])
    record.append(Shot(first_contact=1), at=moments[2])
    assert record.action_times == ((moments[0],), (moments[1], moments[2]))
    assert record.updated == moments[2]


def test_times_must_carry_a_zone_and_are_kept_in_utc() -> None:
    record = MatchRecord.new(players=("A", "B"))
    with pytest.raises(ValueError, match="aware"):
        record.append(Shot(), at=datetime(2024, 5, 1, 18, 0))
    moscow = datetime(2024, 5, 1, 21, 0, tzinfo=UTC).astimezone()
    record.append(Shot(), at=moscow)
    assert record.times[0].tzinfo is UTC


def test_an_abandoned_match_is_taken_up_again_by_scoring() -> None:
    record = small_match()
    record.abandon()
    assert record.status == "abandoned"
    record.append(Shot(first_contact=1))
    assert record.status == "in_progress"


def test_a_finished_match_cannot_be_abandoned() -> None:
    record = MatchRecord.new(players=("A", "B"), race_to=1)
    record.append(Shot(pocketed=frozenset({9})))
    with pytest.raises(RecordError):
        record.abandon()
    with pytest.raises(MatchOver):
        record.append(Concession(0))
    assert record.status == "finished"


def test_pop_with_nothing_to_undo_raises() -> None:
    with pytest.raises(NothingToUndo):
        MatchRecord.new(players=("A", "B")).pop()


@pytest.mark.parametrize(
    "players", [("A",), ("A", ""), ("A", "   "), ("A", "x" * 101), "AB", ("A", 5)]
)
def test_bad_player_names_are_refused(players: object) -> None:
    with pytest.raises(ValueError):
        MatchRecord.new(players=players)  # type: ignore[arg-type]


def test_bad_races_are_refused_by_the_engine() -> None:
    with pytest.raises(ConfigurationError):
        MatchRecord.new(players=("A", "B"), race_to=0)


def test_options_are_kept() -> None:
    options = RuleOptions(break_rule="alternate", three_foul_rule=False)
    assert MatchRecord.new(players=("A", "B"), options=options).match.options == options


def test_rules_changed_before_the_break_keep_everything_else_of_the_match(tmp_path: Path) -> None:
    created = datetime(2026, 11, 30, 18, 0, tzinfo=UTC)
    record = MatchRecord.new(
        players=("Anna", "Boris"),
        race_to=(5, 4),
        first_breaker=1,
        event="Club night",
        round="Final",
        table="3",
        referee="Vera",
        created=created,
    )
    record.source_path = tmp_path / f"{record.id}.json"
    record.store_signature = (1, 2, 3)
    wpa = RuleOptions(shot_clock=PROFILES["wpa"].shot_clock, break_rule="alternate")

    changed = record.with_options(wpa)

    assert changed.options == wpa and changed.match.options == wpa
    kept = ("id", "players", "race_to", "first_breaker", "event", "round", "table", "referee")
    assert {name: getattr(changed, name) for name in kept} == {
        name: getattr(record, name) for name in kept
    }
    assert changed.created == created and changed.updated > created
    assert changed.source_path == record.source_path and changed.store_signature == (1, 2, 3)
    assert parse_record(changed.to_json().encode(), tmp_path / "x.json").options == wpa
    assert record.options == RuleOptions()  # the record it came from is as it was


def test_rules_cannot_change_once_the_first_break_is_played() -> None:
    record = MatchRecord.new(players=("A", "B"))
    record.append(Shot(balls_to_rail=4))

    with pytest.raises(RulesFixed) as refused:
        record.with_options(PROFILES["tv"])

    assert refused.value.rule == "option:profile"
    assert record.options == RuleOptions() and len(record.actions) == 1


def test_an_abandoned_match_given_other_rules_stays_abandoned() -> None:
    record = MatchRecord.new(players=("A", "B"))
    record.abandon()

    changed = record.with_options(PROFILES["wpa"])

    assert changed.status == "abandoned"  # choosing rules is not taking the match up again


@pytest.mark.parametrize("seed", [0, 1, 2, 3, 5])  # (4 is a match of three shots)
def test_a_match_saved_after_every_action_and_undo_writes_what_a_fresh_record_writes(
    seed: int,
) -> None:
    """Each save writes again only the frame being played (the others' texts are kept); with
    actions taken back across frames and played again, differently or not, every text is the
    one a record that never saved before writes for the same actions."""
    import random

    from ninescore.records.demo import random_match

    played = random_match(random.Random(seed))
    actions = list(played.actions)[:120]  # a dozen frames or so: each step is replayed anew
    times = list(played.times)
    shot_times = list(played.shot_times)
    rng = random.Random(seed)
    new = {"players": played.players, "race_to": played.race_to, "options": played.options}
    record = MatchRecord.new(**new, created=played.created)  # type: ignore[arg-type]
    position = step = undone = 0
    while position < len(actions):
        step += 1
        if step % 17 == 0:
            for _ in range(min(position, rng.randint(1, 12))):  # back, maybe over a frame
                record.pop()
                position -= 1
                undone += 1
        else:
            record.append(actions[position], at=times[position], shot_time=shot_times[position])
            position += 1
        fresh = MatchRecord.new(**new)  # type: ignore[arg-type]
        fresh.created, fresh.id = record.created, record.id
        for index in range(position):
            fresh.append(actions[index], at=times[index], shot_time=shot_times[index])
        fresh.updated = record.updated
        assert record.to_json() == fresh.to_json()
    assert undone > 0 and len(record.match.frames) > 2
