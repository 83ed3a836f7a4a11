"""The desk's day without a window: the draft kept and read back through the one door, a link
or a damaged file refused in one reason, the draw of a draft (absent ones out, or their first
match their opponent's), and what each table is doing."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import pytest

from ninescore.desk import DeskFolder
from ninescore.desk.day import (
    ABSENT_BYE,
    DayFileError,
    DeskDay,
    DrawOptions,
    day_path,
    load_day,
    save_day,
    table_players,
    table_states,
)
from ninescore.records.assignments import Assignment, save_assignment
from ninescore.tournament import Entrant, Format


def _draft() -> DeskDay:
    day = DeskDay(name="Club Open")
    day.add([Entrant(name) for name in ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor"]])
    for name in ["Anna", "Boris", "Vera", "Gleb", "Egor"]:
        day.check_in(name, True)
    return day


def test_the_day_is_read_back_as_it_was_saved(data_dir: Path) -> None:
    day = _draft()
    day.move("Egor", 0)
    day.tables, day.reserved, day.out, day.automatic, day.late_minutes = (
        "1-8",
        ("TV",),
        ("3",),
        False,
        20,
    )
    save_day(data_dir, day)
    again = load_day(data_dir)
    assert again == day
    assert again.entrants[0].name == "Egor"
    assert again.call_tables().given == tuple(str(n) for n in range(1, 9))
    assert load_day(data_dir / "nowhere") == DeskDay(), "no file: an empty day"


def test_a_link_or_a_damaged_day_is_refused_with_its_reason(data_dir: Path, tmp_path: Path) -> None:
    save_day(data_dir, _draft())
    path = day_path(data_dir)
    elsewhere = tmp_path / "elsewhere.json"
    elsewhere.write_bytes(path.read_bytes())
    path.unlink()
    os.symlink(elsewhere, path)
    with pytest.raises(DayFileError, match="symbolic link"):
        load_day(data_dir)
    with pytest.raises(DayFileError):
        save_day(data_dir, _draft())  # never written through the link
    assert elsewhere.read_bytes().startswith(b"{")
    path.unlink()
    path.write_text('{"format": "ninescore-desk-day", "late_minutes": 0}', encoding="utf-8")
    with pytest.raises(DayFileError, match="late_minutes"):
        load_day(data_dir)


def test_absent_entrants_are_left_out_or_lose_their_first_match_by_forfeit() -> None:
    double = DrawOptions(Format.DOUBLE_ELIMINATION, {"winners": 5}, final="single")
    out = _draft().draw(double)
    assert [e.name for e in out.entrants] == ["Anna", "Boris", "Vera", "Gleb", "Egor"]
    kept = _draft().draw(replace(double, absent=ABSENT_BYE))
    assert "Dina" in [e.name for e in kept.entrants]
    decided = [m for m in kept.matches() if m.result is not None]
    assert len(decided) == 1 and decided[0].result is not None
    assert decided[0].result.forfeit and "Dina" in decided[0].players
    assert decided[0].winner != "Dina"
    later = [m for m in kept.matches() if "Dina" in m.players and m.result is None]
    assert [m.stage for m in later] == ["losers"], "she may still play on the losers' side"
    nobody = DeskDay(name="Open", entrants=[Entrant("A"), Entrant("B"), Entrant("C")])
    drawn = nobody.draw(replace(double, at_random=True, seed=3))
    assert len(drawn.entrants) == 3, "nobody checked in: everybody plays"
    assert drawn.settings.seed == 3


def test_each_table_says_what_it_is_doing(data_dir: Path) -> None:
    day = DeskDay(tables="1-3", reserved=("TV",), out=("2",))
    save_assignment(data_dir, Assignment(table="1", players=("Anna", "Boris"), race_to=(5, 5)))
    folder = DeskFolder(data_dir, resolve=False)
    folder.refresh()
    assert table_states(day, folder) == [
        ("1", "called"),
        ("2", "out"),
        ("3", "free"),
        ("TV", "reserved"),
    ]
    assert table_players(folder, "1") == ("Anna", "Boris")
    assert table_players(folder, "3") is None
    assert table_states(DeskDay(tables="not, a-list-"), folder) == [
        ("not", "free"),
        ("a-list-", "free"),
    ]


def test_groups_then_a_knockout_drawn_with_the_desks_groups_and_places() -> None:
    drawn = _draft().draw(
        DrawOptions(Format.GROUPS, {"groups": 5, "winners": 7}, groups=2, advance=1)
    )
    assert drawn.format is Format.GROUPS
    assert (drawn.settings.groups, drawn.settings.advance) == (2, 1)
    assert dict(drawn.settings.races)["groups"] == 5
