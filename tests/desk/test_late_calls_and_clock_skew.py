"""The desk's late call against tables whose clocks are hours off the desk's (two machines over
Syncthing): a started call is never late, an unstarted one is late after ``late_minutes`` of the
desk's own time, whichever way the table's clock is off."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ninescore import cli
from ninescore.desk import DeskFolder
from ninescore.desk.calling import Tables, bracket_match_of, call_once
from ninescore.records.assignments import Assignment, save_assignment
from ninescore.records.store import Store
from tests.desk import table_sim

NAME = "Spring Open"
KEY = "spring-open"
DESK_CALLS_AT = datetime(2026, 5, 1, 18, 0, tzinfo=UTC)
SKEWS = [timedelta(hours=2), timedelta(hours=-2)]


class DeskClock:
    """The desk's clock, moved on by the test; the tables' clocks are the files' times."""

    def __init__(self) -> None:
        self.now = DESK_CALLS_AT

    def __call__(self) -> datetime:
        return self.now


def new_tournament(data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    players = tmp_path / "players.csv"
    rows = [f"Player {number}" for number in range(1, 5)]
    players.write_text("Name\n" + "\n".join(rows) + "\n", encoding="utf-8")
    new = ["tournament", "new", NAME, "--players", str(players), "--race", "2"]
    status = cli.main(["--lang", "en", *new, "--format", "single", "--seed", "5"])
    assert status == 0, capsys.readouterr().err


def start_at_table(data_dir: Path, assignment: Assignment, created: datetime) -> None:
    """The table starts the call by its one tap, its clock saying ``created``."""
    store = Store(data_dir, durable=False)
    store.save(table_sim.record_of(assignment, created))
    store.close()


@pytest.mark.parametrize("skew", SKEWS, ids=["table-2h-ahead", "table-2h-behind"])
def test_a_started_call_is_never_late_and_an_unstarted_one_is_late_by_the_desks_clock(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], skew: timedelta
) -> None:
    new_tournament(data_dir, tmp_path, capsys)
    clock = DeskClock()
    desk = DeskFolder(data_dir, resolve=False, now=clock)
    tables = Tables(("1", "2"))
    report = call_once(data_dir, NAME, tables, late_minutes=15, now=clock, desk=desk)
    assert len(report.called) == 2 and not report.late
    desk.refresh()
    first, second = sorted(desk.pending_assignments(), key=lambda a: a.table)
    assert first.created == DESK_CALLS_AT, "the call is made at the desk's time"
    # Table 1 starts its call 3 minutes later by the desk's clock; its own clock is off by skew.
    start_at_table(data_dir, first, DESK_CALLS_AT + timedelta(minutes=3) + skew)
    clock.now = DESK_CALLS_AT + timedelta(minutes=14)
    report = call_once(data_dir, NAME, tables, late_minutes=15, now=clock, desk=desk)
    assert not report.late, "nothing is late before 15 minutes of the desk's time"
    assert [a.table for a in desk.pending_assignments()] == ["2"], "table 1 started its call"
    clock.now = DESK_CALLS_AT + timedelta(minutes=15)
    report = call_once(data_dir, NAME, tables, late_minutes=15, now=clock, desk=desk)
    assert [(late.match_id, late.table, late.minutes) for late in report.late] == [
        (bracket_match_of(second, KEY), "2", 15)
    ]
    clock.now = DESK_CALLS_AT + timedelta(hours=3)
    report = call_once(data_dir, NAME, tables, late_minutes=15, now=clock, desk=desk)
    assert [late.table for late in report.late] == ["2"], "the started call is never late"


@pytest.mark.parametrize("skew", SKEWS, ids=["table-2h-ahead", "table-2h-behind"])
def test_an_earlier_match_of_the_same_pair_at_the_table_does_not_start_a_new_call(
    data_dir: Path, skew: timedelta
) -> None:
    # The winners' side final and the grand final of a double elimination: the same two
    # players, the same table, two bracket matches.  The first one's file, on a table clock
    # ahead of the desk's, is "created after" the second call: it must not start it.
    players = ("Anna", "Boris")
    played = Assignment("1", players, (2, 2), NAME, "#13 · Winners' final", created=DESK_CALLS_AT)
    start_at_table(data_dir, played, DESK_CALLS_AT + timedelta(minutes=1) + skew)
    final = Assignment(
        "1", players, (2, 2), NAME, "#15 · Grand final", created=DESK_CALLS_AT + timedelta(hours=1)
    )
    save_assignment(data_dir, final)
    desk = DeskFolder(data_dir, resolve=False, now=lambda: final.created)
    desk.refresh()
    assert [a.round for a in desk.pending_assignments()] == ["#15 · Grand final"]
    start_at_table(data_dir, final, final.created + timedelta(minutes=2) + skew)
    desk.refresh()
    assert desk.pending_assignments() == []
