"""The shared folder's files: the ignore file, the machine's table, the desk's assignments and
printed marks, and the day's results."""

from __future__ import annotations

import csv
import io
from datetime import timedelta
from pathlib import Path

import pytest

from ninescore.desk import DeskFolder
from ninescore.records import MatchRecord, Store
from ninescore.records.assignments import (
    Assignment,
    load_assignments,
    mark_printed,
    save_assignment,
    withdraw_assignment,
)
from ninescore.records.machine import MachineSettings, load_machine, save_machine
from ninescore.records.sync import STIGNORE, is_syncthing_temporary

from .sync_sim import SimulatedSync, table_match, win_match


def test_turning_sharing_on_writes_the_ignore_file_and_off_leaves_none(tmp_path: Path) -> None:
    save_machine(tmp_path / "a", MachineSettings(table="3"))
    assert not (tmp_path / "a" / ".stignore").exists()
    save_machine(tmp_path / "b", MachineSettings(table="3", sharing=True))
    text = (tmp_path / "b" / ".stignore").read_text("utf-8")
    assert text == STIGNORE
    lines = {line for line in text.splitlines() if line and not line.startswith("//")}
    assert {"/index.sqlite3", "/trash", "/machine.json", "/matches/.*", ".*.lock"} <= lines
    assert not any("matches/*.json" in line or line == "/matches" for line in lines)
    assert load_machine(tmp_path / "b") == MachineSettings(table="3", sharing=True)


def test_a_damaged_machine_file_costs_only_the_settings(tmp_path: Path) -> None:
    (tmp_path / "machine.json").write_text("{not json", "utf-8")
    assert load_machine(tmp_path) == MachineSettings()
    with pytest.raises(ValueError):
        MachineSettings(quiet_minutes=0)


def test_syncthing_temporary_names_are_never_matches(tmp_path: Path) -> None:
    from ninescore.records import is_match_file_name

    for name in (".syncthing.x.json.tmp", "~syncthing~x.json.tmp"):
        assert is_syncthing_temporary(name)
        assert not is_match_file_name(name)


def test_an_assignment_waits_until_its_table_starts_it(tmp_path: Path) -> None:
    desk_path = tmp_path / "desk"
    assignment = Assignment(table="4", players=("Ivanov", "Petrov"), race_to=(7, 7))
    save_assignment(desk_path, assignment)
    assert load_assignments(desk_path) == [assignment]
    desk = DeskFolder(desk_path)
    desk.refresh()
    (card,) = desk.cards
    assert card.table == "4" and card.state == "free" and card.waiting == (assignment,)
    # The table starts it (the one tap makes a match of the same table and players).
    table = Store(tmp_path / "table")
    record = MatchRecord.new(players=("Ivanov", "Petrov"), race_to=(7, 7), table="4")
    table.save(record)
    SimulatedSync(desk_path).copy(table.path_of(record.id))
    assert desk.refresh()
    (card,) = desk.cards
    assert card.state == "playing" and card.waiting == ()
    assert desk.pending_assignments() == []
    assert withdraw_assignment(desk_path, assignment.id)
    table.close()


def test_an_older_match_does_not_start_a_newer_assignment(tmp_path: Path) -> None:
    record = MatchRecord.new(players=("A", "B"), table="1")
    later = Assignment(table="1", players=("B", "A"), created=record.created + timedelta(1))
    assert not later.started_by(record.table, record.players, record.created)
    assert later.started_by("1", ("a", "b"), record.created + timedelta(2))


def test_bad_assignments_are_refused_or_skipped(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        Assignment(table="", players=("A", "B"))
    with pytest.raises(ValueError):
        Assignment(table="1", players=("A", "a"))
    folder = tmp_path / "desk" / "assignments"
    folder.mkdir(parents=True)
    (folder / "broken.json").write_text("[1, 2", "utf-8")
    good = Assignment(table="2", players=("A", "B"))
    save_assignment(tmp_path, good)
    assert load_assignments(tmp_path) == [good]


def test_printed_marks_and_the_results_of_the_day(tmp_path: Path) -> None:
    desk_path = tmp_path / "desk"
    sync = SimulatedSync(desk_path)
    store = Store(tmp_path / "t")
    done = table_match(store, "2", ("=cmd", "Petrov"), race=1)
    win_match(store, done)
    playing = table_match(store, "1", ("C", "D"))
    for record in (done, playing):
        sync.copy(store.path_of(record.id))
    desk = DeskFolder(desk_path)
    desk.refresh()
    assert [m.id for m in desk.waiting_for_sheet] == [done.id]
    mark_printed(desk_path, [done.id])
    assert desk.refresh()
    assert desk.waiting_for_sheet == []
    assert [c.printed for c in desk.cards] == [False, True]
    rows = list(csv.reader(io.StringIO(desk.results_csv())))
    assert rows[0][0] == "Table" and len(rows) == 2
    assert rows[1][0] == "2" and rows[1][3] == "'=cmd", "a name is never a formula"
    assert rows[1][9] == rows[1][3] and rows[1][10] == "finished"
    store.close()
