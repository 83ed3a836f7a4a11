"""Conflicts are settled by history, never by length: a version goes to the trash only when the
kept one holds every action of it, in order, with the same times and shot times, and went on
after it was saved.  Three versions, an undo, different shot times: a person chooses."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from ninescore.cli import main
from ninescore.desk import DeskFolder
from ninescore.records.store import holds
from ninescore.records.sync import find_conflicts, settle_conflicts
from ninescore.rules import Shot

from .peers import action_sets, actions_of, at, conflict_name, copy_of, lowest, match, write


@pytest.fixture
def matches(data_dir: Path) -> Path:
    folder = data_dir / "matches"
    folder.mkdir()
    return folder


def test_three_versions_go_to_a_person_and_no_shot_ends_only_in_the_trash(
    data_dir: Path, matches: Path
) -> None:
    # The match file stopped after one shot; two machines went on from it, each its own way.
    base = match(1)
    first, second = copy_of(base), copy_of(base)
    first.append(Shot(first_contact=lowest(first)), at=at(10))
    second.append(Shot(first_contact=lowest(second), pocketed=frozenset({1})), at=at(11))
    write(matches, f"{base.id}.json", base)
    write(matches, conflict_name(base, "AAAAAAA"), first)
    write(matches, conflict_name(base, "BBBBBBB"), second)
    desk = DeskFolder(data_dir)
    desk.refresh()
    desk.refresh()
    assert not (data_dir / "trash").exists() or not list((data_dir / "trash").iterdir())
    assert action_sets(matches) == actions_of(base, first, second)
    assert len(desk.conflicts) == 2 and all(c.divergent for c in desk.conflicts)
    assert {len(c.versions) for c in desk.conflicts} == {3}, "all three side by side"


def test_three_versions_in_check_are_shown_together_and_not_said_to_hold_each_other(
    data_dir: Path, matches: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    base = match(1)
    first, second = copy_of(base), copy_of(base)
    first.append(Shot(first_contact=lowest(first)), at=at(10))
    second.append(Shot(first_contact=lowest(second), pocketed=frozenset({1})), at=at(11))
    write(matches, f"{base.id}.json", base)
    write(matches, conflict_name(base, "AAAAAAA"), first)
    write(matches, conflict_name(base, "BBBBBBB"), second)
    main(["--data-dir", str(data_dir), "check"])
    out = capsys.readouterr().out
    assert "One holds the other" not in out
    assert out.count("was changed on") == 1, "one match, shown once with its three versions"
    lines = out.splitlines()
    for name in (f"{base.id}.json", conflict_name(base, "AAAAAAA"), conflict_name(base, "BBBBBBB")):
        assert any(line.strip().endswith(name) for line in lines), "each whole name, for --keep"
    assert any(line.count("|") == 2 for line in lines), "three columns side by side"


@pytest.mark.parametrize("undo_is_the_copy", [False, True])
def test_an_undo_saved_later_is_not_reverted_by_the_older_version_with_the_shot(
    data_dir: Path, matches: Path, undo_is_the_copy: bool, capsys: pytest.CaptureFixture[str]
) -> None:
    with_shot = match(3)
    undone = copy_of(with_shot)
    undone.pop()  # saved after the undo: fewer actions, newer
    assert undone.updated > with_shot.updated
    newer, older = (undone, with_shot)
    original, copy = (older, newer) if undo_is_the_copy else (newer, older)
    write(matches, f"{original.id}.json", original)
    copy_path = write(matches, conflict_name(original), copy)
    assert not holds(with_shot, undone), "an undo is a real change"
    desk = DeskFolder(data_dir)
    desk.refresh()
    assert copy_path.exists(), "nothing moves: a person chooses"
    assert [c.divergent for c in desk.conflicts] == [True]
    main(["--data-dir", str(data_dir), "check"])
    assert "One holds the other" not in capsys.readouterr().out


def test_different_shot_times_of_the_same_shots_go_to_a_person(
    data_dir: Path, matches: Path
) -> None:
    record = match(2)
    other = copy_of(record)
    other.pop()
    other.append(Shot(first_contact=lowest(other)), at=record.times[-1], shot_time=30.0)
    other.updated = record.updated
    write(matches, f"{record.id}.json", record)
    copy_path = write(matches, conflict_name(record), other)
    assert settle_conflicts(data_dir) and copy_path.exists()


def test_a_true_continuation_is_still_settled_by_itself(
    data_dir: Path, matches: Path, caplog: pytest.LogCaptureFixture
) -> None:
    short = match(2)
    long = copy_of(short)
    long.append(Shot(first_contact=lowest(long)), at=at(30))
    write(matches, f"{short.id}.json", short)
    copy_path = write(matches, conflict_name(short), long)
    with caplog.at_level(logging.INFO, logger="ninescore.records.sync"):
        assert settle_conflicts(data_dir) == []
    assert not copy_path.exists() and "settled" in caplog.text
    assert action_sets(matches) == actions_of(long)
    assert len(list((data_dir / "trash").iterdir())) == 1


def test_settling_reads_the_folder_again_after_each_move(data_dir: Path, matches: Path) -> None:
    # Two matches, each with an older copy: both settled in one look, each against its own file
    # as it is after the move before.
    records = [match(2), match(3)]
    for record in records:
        older = copy_of(record)
        older.pop()
        older.updated = older.times[-1]
        write(matches, f"{record.id}.json", record)
        write(matches, conflict_name(record), older)
    assert settle_conflicts(data_dir) == []
    assert find_conflicts(data_dir) == []
    assert action_sets(matches) == actions_of(*records)


def test_a_version_that_changed_after_it_was_shown_is_not_moved(
    data_dir: Path, matches: Path
) -> None:
    from ninescore.records.sync import VersionChanged, keep_version

    base = match(2)
    other = copy_of(base)
    other.append(Shot(first_contact=lowest(other), pocketed=frozenset({1})), at=at(20))
    mine = copy_of(base)
    mine.append(Shot(first_contact=lowest(mine)), at=at(21))
    write(matches, f"{base.id}.json", mine)
    write(matches, conflict_name(base), other)
    [conflict] = find_conflicts(data_dir)
    mine.append(Shot(first_contact=lowest(mine)), at=at(40))  # the table saved a shot meanwhile
    write(matches, f"{base.id}.json", mine)
    with pytest.raises(VersionChanged):
        keep_version(data_dir, conflict, conflict.copy.path)
    assert action_sets(matches) == actions_of(mine, other)
