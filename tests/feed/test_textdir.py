"""Text files for OBS text sources: one per field, replaced whole, in each table's folder and in
latest/."""

from __future__ import annotations

from pathlib import Path

from ninescore.feed.hub import Hub
from ninescore.feed.textdir import FIELDS, TextDirWriter
from ninescore.rules import Shot

from .helpers import WARNED, live_record, publish


def wait_for_changes(writer: TextDirWriter, count: int) -> None:
    with writer.written:
        assert writer.written.wait_for(lambda: writer.changes_written >= count, timeout=5)


def test_each_field_is_a_file_of_its_own(tmp_path: Path) -> None:
    hub = Hub()
    record = live_record(table="7", actions=WARNED)
    publish(hub, record)
    writer = TextDirWriter(hub, tmp_path / "obs", "en")
    writer.start()
    try:
        folder = tmp_path / "obs" / "table-7"
        assert sorted(p.stem for p in folder.iterdir()) == sorted(FIELDS)
        assert (folder / "player1.txt").read_text("utf-8") == "Ivanov"
        assert (folder / "at_table.txt").read_text("utf-8") == "Petrov"
        assert (folder / "race.txt").read_text("utf-8") == "race to 5"
        assert "R12" in (folder / "warning.txt").read_text("utf-8")
        assert (folder / "balls.txt").read_text("utf-8") == "1 2 3 4 5 6 7 8 9"
        assert (tmp_path / "obs" / "latest" / "player2.txt").read_text("utf-8") == "Petrov"
        before = (folder / "player1.txt").stat().st_mtime_ns
        record.append(Shot(first_contact=1, pocketed={1}))
        publish(hub, record)
        wait_for_changes(writer, 2)
        assert (folder / "balls.txt").read_text("utf-8") == "2 3 4 5 6 7 8 9"
        assert (folder / "warning.txt").read_text("utf-8") == ""
        assert (folder / "player1.txt").stat().st_mtime_ns == before  # unchanged: not rewritten
        assert not [p for p in folder.iterdir() if p.name.startswith(".")]  # no temporary left
    finally:
        writer.stop()


def test_a_match_without_a_table_gets_a_folder_by_its_id(tmp_path: Path) -> None:
    hub = Hub()
    record = live_record(table="")
    writer = TextDirWriter(hub, tmp_path, "en")
    writer.start()
    try:
        publish(hub, record)
        wait_for_changes(writer, 1)
        assert (tmp_path / f"match-{record.id[:8]}" / "player2.txt").read_text("utf-8") == "Petrov"
    finally:
        writer.stop()
