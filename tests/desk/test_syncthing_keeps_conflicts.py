"""Two real Syncthing daemons with the folder's ``maxConflicts`` at Syncthing's default 10: one
match changed on both machines while they could not see each other is kept in both versions
(one of them as a conflict copy) once they meet again, and the desk shows it to a person."""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from ninescore.desk import DeskFolder
from ninescore.records import MatchRecord, Store
from ninescore.records.codec import parse_record
from ninescore.records.machine import MachineSettings, save_machine
from ninescore.rules import Shot

from .sync_sim import lowest
from .syncthing_pair import MAX_CONFLICTS, SyncthingPair, _config

LIMIT_MS = 90_000

pytestmark = pytest.mark.skipif(
    shutil.which("syncthing") is None and not os.environ.get("CI"),
    reason="syncthing is not installed (.ci/run installs it; in CI this test fails instead)",
)


def test_the_test_daemons_keep_syncthings_default_of_ten_conflict_copies(tmp_path: Path) -> None:
    pair = SyncthingPair(tmp_path, tmp_path / "a", tmp_path / "b")
    config = _config(pair.table, pair.desk)
    assert MAX_CONFLICTS == 10
    assert re.search(r"<maxConflicts>10</maxConflicts>", config)


@pytest.fixture
def pair(tmp_path: Path) -> Iterator[SyncthingPair]:
    table, desk = tmp_path / "table-data", tmp_path / "desk-data"
    for folder in (table, desk):
        save_machine(folder, MachineSettings(table="5", sharing=True))
    started = SyncthingPair(tmp_path / "syncthing", table, desk)
    try:
        started.start()
        yield started
    finally:
        started.stop()
    assert not started.running()


def _actions(path: Path) -> int:
    return len(parse_record(path.read_bytes(), path).actions)


def test_a_match_changed_on_both_machines_apart_keeps_both_versions(
    pair: SyncthingPair, qtbot: QtBot
) -> None:
    store = Store(pair.table.folder)
    record = MatchRecord.new(players=("Ivanov", "Petrov"), race_to=(9, 9), table="5")
    for _ in range(17):
        record.append(Shot(first_contact=lowest(record)))
    store.save(record)
    name = f"{record.id}.json"
    on_desk = pair.desk.folder / "matches" / name

    def arrived() -> None:
        assert pair.running(), pair.logs()
        assert on_desk.is_file() and _actions(on_desk) == 17

    qtbot.waitUntil(arrived, timeout=LIMIT_MS)
    # Apart: each machine goes on its own way (18 actions each, the 18th different).
    pair.halt(pair.desk)
    record.append(Shot(first_contact=lowest(record), pocketed=frozenset({lowest(record)})))
    store.save(record)
    other = parse_record(on_desk.read_bytes(), on_desk)
    other.append(Shot(first_contact=lowest(other)))
    on_desk.write_text(other.to_json(), "utf-8")
    pair.serve(pair.desk)

    def both_kept() -> None:
        assert pair.running(), pair.logs()
        copies = [
            path
            for folder in (pair.table.folder, pair.desk.folder)
            for path in (folder / "matches").glob("*.sync-conflict-*.json")
        ]
        assert copies, "Syncthing kept the losing version as a conflict copy"

    qtbot.waitUntil(both_kept, timeout=LIMIT_MS)
    versions = {
        parse_record(path.read_bytes(), path).actions[-1]
        for folder in (pair.table.folder, pair.desk.folder)
        for path in (folder / "matches").glob(f"{record.id}*.json")
    }
    assert versions == {record.actions[-1], other.actions[-1]}, "neither 18th action was lost"
    for folder in (pair.table.folder, pair.desk.folder):
        desk = DeskFolder(folder, resolve=False)
        desk.refresh()
        if list((folder / "matches").glob("*.sync-conflict-*.json")):
            assert [c.divergent for c in desk.conflicts] == [True], "a person chooses"
    store.close()
