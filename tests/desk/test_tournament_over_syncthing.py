"""Issue 27's Syncthing "done when": the desk calls a tournament's matches to a table on the other
side of two real Syncthing daemons on 127.0.0.1 (syncthing_pair.py: discovery and relays off,
``maxConflicts`` at Syncthing's default), the table plays each one in its own process as the
scoring window would (table_sim.py), the finished file comes back through Syncthing, and the
desk's next call takes it in.  The standings at the end are the engine's for the same results.

Every wait is on a condition of the files with a deadline (``qtbot.waitUntil``), never a sleep.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from ninescore import cli
from ninescore.desk import DeskFolder
from ninescore.desk.calling import Tables, bracket_match_of, call_once
from ninescore.records import Store
from ninescore.records import tournaments as files
from ninescore.records.machine import MachineSettings, save_machine
from ninescore.records.record import format_time
from ninescore.tournament import Tournament

from .syncthing_pair import SyncthingPair

TABLE = Path(__file__).with_name("table_sim.py")
NAME = "Syncthing Cup"
KEY = "syncthing-cup"
TABLE_NUMBER = "7"
ARRIVAL_LIMIT_MS = 60_000
"""One trip of a file through the pair: the daemons connect in about a second, the watcher
waits one more; a minute is a daemon that is not working."""
MATCHES_LIMIT = 10
"""A double elimination of 4 is 6 matches (7 with the final's reset): more is a loop."""

pytestmark = pytest.mark.skipif(
    shutil.which("syncthing") is None and not os.environ.get("CI"),
    reason="syncthing is not installed (.ci/run installs it; in CI this test fails instead)",
)


@pytest.fixture
def pair(tmp_path: Path) -> Iterator[SyncthingPair]:
    table, desk = tmp_path / "table-data", tmp_path / "desk-data"
    save_machine(table, MachineSettings(table=TABLE_NUMBER, sharing=True))
    save_machine(desk, MachineSettings(sharing=True))
    started = SyncthingPair(tmp_path / "syncthing", table, desk)
    try:
        started.start()
        yield started
    finally:
        started.stop()
    assert not started.running()


def _new_tournament(desk: Path, tmp_path: Path) -> None:
    players = tmp_path / "players.csv"
    players.write_text("Name,Checked in\nАнна,yes\nBoris,yes\nVera,yes\nGleb,yes\n", "utf-8")
    status = cli.main(
        [
            "--lang",
            "en",
            "--data-dir",
            str(desk),
            "tournament",
            "new",
            NAME,
            "--players",
            str(players),
            "--format",
            "double",
            "--race",
            "2",
            "--seed",
            "5",
        ]
    )
    assert status == 0


def _play_at_the_table(table: Path, seed: int) -> str:
    """The table's process: takes the assignment waiting for it and plays it to the end."""
    done = subprocess.run(
        [sys.executable, str(TABLE), str(table), TABLE_NUMBER, str(seed)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    match_id = done.stdout.strip()
    assert match_id, "the table found no assignment"
    return match_id


def test_matches_called_by_the_desk_are_played_at_a_table_through_syncthing(
    pair: SyncthingPair, qtbot: QtBot, tmp_path: Path
) -> None:
    desk_data, table_data = pair.desk.folder, pair.table.folder
    _new_tournament(desk_data, tmp_path)
    tables = Tables((TABLE_NUMBER,))
    desk = DeskFolder(desk_data, resolve=False)
    at_table = DeskFolder(table_data, resolve=False)

    def healthy() -> None:
        assert pair.running(), pair.logs()

    report = call_once(desk_data, NAME, tables, desk=desk)
    played: list[int] = []
    while report.called:
        assert len(played) < MATCHES_LIMIT, "the tournament does not end"
        assert not report.conflicts, report.conflicts
        (called,) = report.called  # one table: one call at a time
        assert called.table == TABLE_NUMBER

        def offered_at_the_table(number: int = called.match_id) -> None:
            healthy()
            at_table.refresh()
            waiting = at_table.pending_assignments(TABLE_NUMBER)
            assert [bracket_match_of(a, KEY) for a in waiting] == [number]

        qtbot.waitUntil(offered_at_the_table, timeout=ARRIVAL_LIMIT_MS)
        match_id = _play_at_the_table(table_data, seed=len(played) + 11)

        def finished_at_the_desk(match_id: str = match_id) -> None:
            healthy()
            desk.refresh()
            # An assertion, not an unpacking: waitUntil tries again only on AssertionError.
            assert [m.status for m in desk.matches if m.id == match_id] == ["finished"]

        qtbot.waitUntil(finished_at_the_desk, timeout=ARRIVAL_LIMIT_MS)
        report = call_once(desk_data, NAME, tables, desk=desk)
        assert [t.match_id for t in report.taken] == [called.match_id]
        assert report.taken[0].table == TABLE_NUMBER
        played.append(called.match_id)

    final = files.load(desk_data, NAME)
    assert final.is_over, f"nothing left to call after matches {played}"
    assert len(played) >= 6
    assert not desk.conflicts, "Syncthing made conflict copies of a day with one writer a file"
    for folder in (desk_data, table_data):
        assert not [p.name for p in folder.rglob("*.sync-conflict-*")], folder
    expected = _engine_from_the_tables_files(table_data, final)
    assert final.standings() == expected.standings()
    assert final.champion == expected.champion is not None
    for match in final.matches():
        assert match.result == expected.match(match.id).result


def _engine_from_the_tables_files(table_data: Path, played: Tournament) -> Tournament:
    """The engine given the table's own match files, in the order they can be recorded."""
    engine = Tournament(played.settings)
    store = Store(table_data, durable=False)
    given = {}
    try:
        for summary in store.list():
            record = store.load(summary.id)
            number = bracket_match_of(record, KEY)
            assert number is not None and record.status == "finished"
            assert record.winner is not None
            given[number] = record
    finally:
        store.close()
    while given:
        playable = [n for n in given if engine.is_playable(n)]
        assert playable, f"files that fit no bracket: {sorted(given)}"
        for number in playable:
            record = given.pop(number)
            assert record.winner is not None
            engine.record_result(
                number,
                record.players[record.winner],
                _in_order(engine, number, record.players, record.score),
                table=record.table,
                started=format_time(record.created),
                ended=format_time(record.updated),
            )
    return engine


def _in_order(
    engine: Tournament, number: int, players: tuple[str, str], score: tuple[int, int]
) -> tuple[int, int]:
    first = engine.match(number).players[0]
    return score if players[0] == first else (score[1], score[0])
