"""Text files for OBS text sources: one per field, replaced whole, in each table's folder and in
latest/."""

from __future__ import annotations

from pathlib import Path

from ninescore.feed.hub import Hub
from ninescore.feed.textdir import FIELDS, TextDirWriter
from ninescore.rules import PROFILES, Shot, UseExtension

from .helpers import WARNED, live_record, publish, publish_clock


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


def test_the_shot_clock_gives_the_extensions_left_and_a_face_only_when_it_stands_still(
    tmp_path: Path,
) -> None:
    hub = Hub()
    record = live_record(table="2", options=PROFILES["wpa"], actions=(Shot(balls_to_rail=4),))
    publish(hub, record)  # as `serve` follows it from its file: no seconds are known (R14)
    writer = TextDirWriter(hub, tmp_path, "en")
    writer.start()
    try:
        folder = tmp_path / "table-2"
        assert (folder / "clock.txt").read_text("utf-8") == "—"
        assert (folder / "extensions1.txt").read_text("utf-8") == "+25 s (1 left)"
        record.append(UseExtension())  # Petrov, at the table, takes his extension
        publish(hub, record)
        wait_for_changes(writer, 2)
        assert (folder / "extensions2.txt").read_text("utf-8") == "none left"
        assert (folder / "extensions1.txt").read_text("utf-8") == "+25 s (1 left)"
        # A clock that stands still (paused 20 s into a 60 s first shot) shows its face; a
        # running one a dash, since a file cannot count down by itself.
        publish_clock(hub, record, elapsed=20.0, run=False)
        wait_for_changes(writer, 3)
        assert (folder / "clock.txt").read_text("utf-8") == "65"
        publish_clock(hub, record, elapsed=21.0)
        wait_for_changes(writer, 4)
        assert (folder / "clock.txt").read_text("utf-8") == "—"
    finally:
        writer.stop()


def test_a_match_without_a_clock_leaves_its_clock_files_empty(tmp_path: Path) -> None:
    hub = Hub()
    publish(hub, live_record(table="3"))
    writer = TextDirWriter(hub, tmp_path, "en")
    writer.start()
    try:
        for name in ("clock", "extensions1", "extensions2"):
            assert (tmp_path / "table-3" / f"{name}.txt").read_text("utf-8") == ""
    finally:
        writer.stop()
