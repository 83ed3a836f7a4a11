"""Whatever the engine and the scorer accept, a match file holds and loads again: the limits of
``ninescore.rules.limits`` against the file format and its size limit, at the limits."""

from __future__ import annotations

import pytest

from ninescore.records import MatchRecord, Store, codec
from ninescore.rules import RuleOptions, Shot, limits
from ninescore.rules.limits import FrameTooLong, MatchTooLong

DRY_BREAK = Shot(balls_to_rail=4)
WIN = Shot(pocketed={9})


def test_a_frame_of_ten_thousand_actions_is_saved_and_loaded_and_one_more_is_refused(
    store: Store,
) -> None:
    record = MatchRecord.new(players=("Ivanov", "Petrov"), race_to=3)
    record.append(DRY_BREAK)
    for _ in range(limits.MAX_ACTIONS_PER_FRAME - 1):
        record.append(Shot())  # Enter held down
    with pytest.raises(FrameTooLong):
        record.append(Shot())
    store.save(record)
    loaded = store.load(record.id)
    assert loaded.same_as(record) and len(loaded.match.frame.log) == limits.MAX_ACTIONS_PER_FRAME


def test_a_shot_with_every_foul_reason_the_limit_allows_loads(store: Store) -> None:
    record = MatchRecord.new(players=("Ivanov", "Petrov"), race_to=3)
    record.append(DRY_BREAK)
    record.append(Shot(fouls=[f"reason {n}" for n in range(limits.MAX_FOUL_REASONS)]))
    store.save(record)
    assert store.load(record.id).same_as(record)


def test_the_largest_match_the_limits_allow_fits_the_loader_and_loads(store: Store) -> None:
    """Every text at its longest and written at four bytes a character (a character beyond
    the first plane: control characters, which JSON writes in six, are refused), the most
    reasons, the most actions, the longest names."""
    wide = "\U0001f3b1"  # 🎱
    worst = wide * limits.MAX_REASON_LENGTH
    record = MatchRecord.new(
        players=(wide * limits.MAX_NAME_LENGTH, "A" + wide * (limits.MAX_NAME_LENGTH - 1)),
        race_to=limits.MAX_RACE,
        options=RuleOptions(three_foul_rule=False),
        event=wide * limits.MAX_TEXT_LENGTH,
        round=wide * limits.MAX_TEXT_LENGTH,
        table=wide * limits.MAX_TEXT_LENGTH,
        referee=wide * limits.MAX_TEXT_LENGTH,
    )
    reasons = limits.MAX_REASONS_PER_MATCH
    for frame in range(2):
        record.append(DRY_BREAK)
        for _ in range(limits.MAX_ACTIONS_PER_FRAME - 2):
            if reasons:
                shot = Shot(fouls=[worst] * limits.MAX_FOUL_REASONS, jumped={9}, scratch=True)
                record.append(shot)  # the 9 off the table comes back: it may go again
                reasons -= limits.MAX_FOUL_REASONS
            else:
                record.append(Shot(first_contact=None, cue_off_table=True))
        record.append(Shot(pocketed={9}) if frame == 0 else Shot())
    with pytest.raises(MatchTooLong):
        record.append(Shot())
    assert len(record.actions) == limits.MAX_ACTIONS_PER_MATCH
    data = record.to_json().encode("utf-8")
    assert len(data) <= codec.MAX_FILE_SIZE
    path = store.save(record)
    loaded = store.load(path)
    assert loaded.same_as(record)
