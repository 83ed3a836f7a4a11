"""The desk's tournament day (``<data>/desk/tournament-day.json``) as a peer can sync it in: a
list of tables that is small on disk and huge once read ("1-999," over and over), and more
reserved or out tables than any room has.  The desk refuses them in one sentence, in memory
bounded by the file's size, and shows no table rather than freezing."""

from __future__ import annotations

import json
import tracemalloc
from pathlib import Path

import pytest

from ninescore.desk import DeskFolder
from ninescore.desk.day import MAX_DRAFT, DayFileError, day_path, load_day, table_states

pytestmark = pytest.mark.usefixtures("never_hangs")


def write_day(data: Path, **values: object) -> Path:
    path = day_path(data)
    path.parent.mkdir(parents=True, exist_ok=True)
    day = {"format": "ninescore-desk-day", "name": "Club Open", "tables": "1-4", **values}
    path.write_text(json.dumps(day), encoding="utf-8")
    return path


def test_a_list_of_tables_repeated_over_and_over_costs_no_more_than_its_file(
    tmp_path: Path,
) -> None:
    path = write_day(tmp_path, tables="1-999," * 2000)  # 12 kB on disk
    day = load_day(tmp_path)
    tracemalloc.start()
    try:
        with pytest.raises(ValueError):
            day.call_tables()
        states = table_states(day, DeskFolder(tmp_path, resolve=False))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert states == []
    assert peak < 50 * path.stat().st_size, f"{peak:,} bytes for a {path.stat().st_size:,} file"


def test_a_room_with_more_tables_than_a_desk_calls_is_refused(tmp_path: Path) -> None:
    assert len(load_day(tmp_path).tables) > 0  # no file: the empty day
    write_day(tmp_path, tables="1-1000")
    assert len(load_day(tmp_path).call_tables().given) == 1000
    write_day(tmp_path, tables="1-1000,TV")
    with pytest.raises(ValueError):
        load_day(tmp_path).call_tables()
    for key in ("reserved", "out"):
        write_day(tmp_path, **{key: [f"T{n}" for n in range(5000)]})
        with pytest.raises(DayFileError, match=key):
            load_day(tmp_path)
        write_day(tmp_path, **{key: "x" * 100_000})  # a text: a table per character
        with pytest.raises(DayFileError, match=key):
            load_day(tmp_path)


def test_a_draft_of_more_entrants_than_a_desk_checks_in_is_refused(tmp_path: Path) -> None:
    write_day(tmp_path, entrants=[{"name": f"Player {n}"} for n in range(MAX_DRAFT)])
    assert len(load_day(tmp_path).entrants) == MAX_DRAFT
    write_day(tmp_path, entrants=[{"name": f"Player {n}"} for n in range(MAX_DRAFT + 1)])
    with pytest.raises(DayFileError, match="entrants"):
        load_day(tmp_path)
    write_day(tmp_path, entrants={"name": "Anna"})
    with pytest.raises(DayFileError, match="entrants"):
        load_day(tmp_path)
