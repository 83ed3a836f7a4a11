"""Every reader and writer of the shared folder, walked with what a peer can sync in: links (to
a secret outside, to a match outside, to ``/dev/zero``, to a folder outside), pipes and huge
files, where a match, a conflict copy, a desk file or a folder is expected.

Each reader says one sentence (or leaves the file out) and goes on with the rest; nothing blocks,
nothing reads a device, nothing outside the data folder is read, written or moved."""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from ninescore.cli import main
from ninescore.desk import DeskFolder
from ninescore.feed.follower import FolderFollower
from ninescore.feed.hub import Hub
from ninescore.records import Store, StoreError
from ninescore.records.assignments import (
    Assignment,
    mark_printed,
    read_assignments,
    read_printed,
    save_assignment,
    withdraw_assignment,
)
from ninescore.records.files import SpecialFileError
from ninescore.records.sync import find_conflicts, keep_version, settle_conflicts

from .peers import conflict_name, copy_of, match, nothing_holds, secret_file, sparse, walk, write

pytestmark = pytest.mark.usefixtures("never_hangs")

SECRET = "SECRET-HASH"


def fifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


def link(path: Path, to: Path | str) -> Path:
    path.symlink_to(to)
    return path


Hostile = Callable[[Path, Path], Path]
"""(where, tmp_path) → makes a hostile entry at ``where`` and returns it."""

HOSTILE: dict[str, Hostile] = {
    "link to a secret": lambda where, tmp: link(where, secret_file(tmp)),
    "link to /dev/zero": lambda where, tmp: link(where, "/dev/zero"),
    "pipe": lambda where, tmp: fifo(where),
}


def outside_untouched(tmp_path: Path, data_dir: Path) -> None:
    outside = tmp_path / "outside"
    if outside.exists():
        assert sorted(p.name for p in outside.iterdir()) in ([], ["shadow"], ["folder"])
    assert nothing_holds(data_dir, SECRET), "nothing of the secret came into the data folder"


# -- matches and conflict copies -------------------------------------------------------------


@pytest.mark.parametrize("kind", HOSTILE)
def test_the_desk_and_the_feed_never_follow_a_match_name_that_is_no_file(
    data_dir: Path, tmp_path: Path, kind: str
) -> None:
    good = match(2)
    write(data_dir / "matches", f"{good.id}.json", good)
    HOSTILE[kind](data_dir / "matches" / "00000000-0000-4000-8000-000000000000.json", tmp_path)
    desk = DeskFolder(data_dir)
    desk.refresh()
    assert [card.match.id for card in desk.cards if card.match] == [good.id]
    hub = Hub()
    FolderFollower(data_dir, hub).sweep()
    assert [m.info.id for m in hub.matches()[1]] == [good.id]
    outside_untouched(tmp_path, data_dir)


def test_a_link_to_a_real_match_outside_is_never_shown_by_serve_or_the_desk(
    data_dir: Path, tmp_path: Path
) -> None:
    outside = match(3)
    target = write(tmp_path / "elsewhere", f"{outside.id}.json", outside)
    (data_dir / "matches").mkdir()
    link(data_dir / "matches" / f"{outside.id}.json", target)
    desk = DeskFolder(data_dir)
    desk.refresh()
    assert desk.cards == ()
    hub = Hub()
    FolderFollower(data_dir, hub).sweep()
    assert hub.matches()[1] == []


def test_a_matches_folder_that_is_a_link_is_never_listed_and_says_so(
    data_dir: Path,
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A peer syncs a link named ``matches`` (to a folder of real matches elsewhere): the desk,
    its text and the feed show none of them, and each says why in one sentence."""
    from ninescore.records.scan import scan_matches

    outside = match(3)
    write(tmp_path / "elsewhere", f"{outside.id}.json", outside)
    link(data_dir / "matches", tmp_path / "elsewhere")
    with pytest.raises(StoreError, match="symbolic link"):
        list(scan_matches(data_dir / "matches"))
    desk = DeskFolder(data_dir)
    desk.refresh()
    assert desk.cards == () and desk.matches == []
    assert isinstance(desk.matches_problem, StoreError)
    hub = Hub()
    with caplog.at_level("WARNING"):
        FolderFollower(data_dir, hub).sweep()
    assert hub.matches()[1] == []
    assert any("symbolic link" in r.getMessage() for r in caplog.records)
    assert main(["--data-dir", str(data_dir), "desk", "--text"]) == 0
    out, err = capsys.readouterr()
    assert outside.id not in out and "Ivanov" not in out
    assert err.count("symbolic link") == 1 and err.count("\n") == 1, err


@pytest.mark.parametrize("kind", HOSTILE)
@pytest.mark.parametrize("which", ["copy", "original"])
def test_keeping_a_version_never_reads_through_a_link_nor_blocks(
    data_dir: Path, tmp_path: Path, kind: str, which: str, capsys: pytest.CaptureFixture[str]
) -> None:
    record = match(2)
    matches = data_dir / "matches"
    original = matches / f"{record.id}.json"
    copy = matches / conflict_name(record)
    good, bad = (original, copy) if which == "copy" else (copy, original)
    write(matches, good.name, record)
    HOSTILE[kind](bad, tmp_path)
    for keep in (good, bad):
        assert main(["--data-dir", str(data_dir), "check", "--keep", str(keep)]) == 1
        err = capsys.readouterr().err
        assert "Traceback" not in err and err.count("\n") == 1, err
    assert not (data_dir / "trash").exists() or not list((data_dir / "trash").iterdir())
    assert os.path.islink(bad) or (bad.exists() and not bad.is_file())
    assert settle_conflicts(data_dir) is not None
    outside_untouched(tmp_path, data_dir)


def test_a_huge_conflict_copy_is_never_read_and_goes_to_the_trash_by_name(
    data_dir: Path,
) -> None:
    record = match(2)
    matches = data_dir / "matches"
    original = write(matches, f"{record.id}.json", record)
    kept = original.read_bytes()
    huge = sparse(matches / conflict_name(record), 1_500_000_000)
    [conflict] = find_conflicts(data_dir)
    assert conflict.copy.record is None and "too large" in conflict.copy.problem
    with pytest.raises(OSError, match="cannot be the match"):
        keep_version(data_dir, conflict, huge)
    moved = keep_version(data_dir, conflict, original)
    assert not huge.exists() and moved.stat().st_size == 1_500_000_000
    assert moved.stat().st_blocks == 0, "moved by its name, never read nor copied"
    assert original.read_bytes() == kept


def test_keeping_the_copy_leaves_the_match_file_in_place_until_it_is_replaced(
    data_dir: Path,
) -> None:
    # The match file gets a second name in the trash (a hard link) before the kept copy is
    # renamed over it: a follower never sees the match missing.
    short = match(2)
    other = copy_of(short)
    other.pop()
    from ninescore.rules import Shot

    from .peers import at, lowest

    other.append(Shot(first_contact=lowest(other), pocketed=frozenset({1})), at=at(50))
    matches = data_dir / "matches"
    original = write(matches, f"{short.id}.json", short)
    before = original.read_bytes()
    inode = original.stat().st_ino
    copy = write(matches, conflict_name(short), other)
    [conflict] = find_conflicts(data_dir)
    moved = keep_version(data_dir, conflict, copy)
    assert moved.read_bytes() == before and moved.stat().st_ino == inode
    assert original.read_bytes() == other.to_json().encode() and not copy.exists()


# -- folders that are links ------------------------------------------------------------------


@pytest.fixture
def outside_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "outside" / "folder"
    folder.mkdir(parents=True)
    return folder


def test_a_trash_that_is_a_link_is_never_moved_into(data_dir: Path, outside_folder: Path) -> None:
    short = match(2)
    long = copy_of(short)
    from ninescore.rules import Shot

    from .peers import at, lowest

    long.append(Shot(first_contact=lowest(long)), at=at(30))
    matches = data_dir / "matches"
    write(matches, f"{short.id}.json", short)
    write(matches, conflict_name(short), long)
    link(data_dir / "trash", outside_folder)
    settle_conflicts(data_dir)
    assert list(outside_folder.iterdir()) == []
    assert (matches / conflict_name(short)).exists(), "left for the next look"
    store = Store(data_dir)
    with pytest.raises(Exception, match="symbolic link"):
        store.delete(short.id)
    store.close()
    assert list(outside_folder.iterdir()) == []
    assert (matches / f"{short.id}.json").exists()


def test_keeping_a_version_with_the_trash_a_link_names_the_trash(
    data_dir: Path, outside_folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``check --keep`` says that the trash is the link, not the version chosen."""
    short = match(2)
    other = copy_of(short)
    from ninescore.rules import Shot

    from .peers import at, lowest

    other.append(Shot(first_contact=lowest(other)), at=at(30))
    short.append(Shot(first_contact=lowest(short)), at=at(31))  # diverged: the person chooses
    matches = data_dir / "matches"
    write(matches, f"{short.id}.json", short)
    write(matches, conflict_name(short), other)
    link(data_dir / "trash", outside_folder)
    argv = ["--data-dir", str(data_dir), "--lang", "en", "check", "--keep", conflict_name(short)]
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"{data_dir / 'trash'}: it is a symbolic link" in err, err
    assert list(outside_folder.iterdir()) == []


@pytest.mark.parametrize("folder", ["desk", "desk/assignments"])
def test_a_desk_folder_that_is_a_link_is_never_written_through(
    data_dir: Path, outside_folder: Path, folder: str
) -> None:
    if folder == "desk/assignments":
        (data_dir / "desk").mkdir()
    link(data_dir / folder, outside_folder)
    with pytest.raises(SpecialFileError):
        save_assignment(data_dir, Assignment(table="3", players=("Ivanov", "Petrov")))
    if folder == "desk":
        with pytest.raises(SpecialFileError):
            mark_printed(data_dir, ["x"])
    (outside_folder / "a.json").write_text("{}", "utf-8")
    with pytest.raises(SpecialFileError):
        withdraw_assignment(data_dir, "00000000-0000-4000-8000-000000000000")
    assert sorted(p.name for p in outside_folder.iterdir()) == ["a.json"]
    assert read_assignments(data_dir)[0] == []


def test_a_store_whose_matches_folder_is_a_link_writes_nothing_through_it(
    data_dir: Path, outside_folder: Path
) -> None:
    link(data_dir / "matches", outside_folder)
    with pytest.raises(StoreError, match="symbolic link"):
        Store(data_dir)
    assert list(outside_folder.iterdir()) == []


@pytest.mark.parametrize("folder", ["latest", "table-1"])
def test_text_files_for_obs_never_follow_a_table_or_latest_link(
    tmp_path: Path, outside_folder: Path, folder: str, caplog: pytest.LogCaptureFixture
) -> None:
    from ninescore.feed.hub import MatchInfo
    from ninescore.feed.textdir import TextDirWriter
    from ninescore.scoring import scoring_state

    record = match(2)
    hub = Hub()
    hub.publish(
        MatchInfo.of(record),
        scoring_state(record.match, record.players, match_id=record.id, read_only=True),
    )
    text_dir = tmp_path / "obs"
    text_dir.mkdir()
    link(text_dir / folder, outside_folder)
    writer = TextDirWriter(hub, text_dir, "en")
    writer.start()
    writer.stop()
    assert list(outside_folder.iterdir()) == []
    other = "table-1" if folder == "latest" else "latest"
    assert (text_dir / other / "player1.txt").read_text("utf-8") == "Ivanov", "the rest written"
    assert sum("could not write" in r.message for r in caplog.records) <= 1, "said once"


# -- the desk's own files --------------------------------------------------------------------


PRINTED_HOSTILE: dict[str, Hostile] = {
    **HOSTILE,
    "1.5 GB file": lambda where, tmp: sparse(where, 1_500_000_000),
    "64 kB of [": lambda where, tmp: (where.write_bytes(b"[" * 65536), where)[1],
}


@pytest.mark.parametrize("kind", PRINTED_HOSTILE)
def test_a_hostile_printed_file_is_one_sentence_and_the_desk_goes_on(
    data_dir: Path, tmp_path: Path, kind: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.desk.sync_sim import dozen_tables

    dozen_tables(data_dir)
    printed = data_dir / "desk" / "printed.json"
    printed.unlink(missing_ok=True)
    printed.parent.mkdir(exist_ok=True)
    PRINTED_HOSTILE[kind](printed, tmp_path)
    marks, problem = read_printed(data_dir)
    assert marks == frozenset() and problem
    desk = DeskFolder(data_dir)
    desk.refresh()
    assert len(desk.cards) == 12 and desk.desk_problems
    assert main(["--data-dir", str(data_dir), "desk", "--text"]) == 0
    captured = capsys.readouterr()
    assert len(captured.out.splitlines()) == 12
    assert "Traceback" not in captured.err and captured.err.count("\n") == 1
    outside_untouched(tmp_path, data_dir)


ASSIGNMENT_HOSTILE: dict[str, Hostile] = {
    **PRINTED_HOSTILE,
    "an empty object": lambda where, tmp: (where.write_text("{}", "utf-8"), where)[1],
    "a time without a zone": lambda where, tmp: (
        where.write_text(
            json.dumps(
                {
                    "id": "11111111-1111-4111-8111-111111111111",
                    "created": "2026-01-05T18:00:00",
                    "table": "9",
                    "players": ["Orlov", "Lebedev"],
                    "race_to": [7, 7],
                }
            ),
            "utf-8",
        ),
        where,
    )[1],
}


@pytest.mark.parametrize("kind", ASSIGNMENT_HOSTILE)
def test_one_bad_assignment_hides_no_other_and_no_table(
    data_dir: Path, tmp_path: Path, kind: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.desk.sync_sim import dozen_tables

    dozen_tables(data_dir)
    good = Assignment(table="14", players=("Good", "Assignment"))
    save_assignment(data_dir, good)
    ASSIGNMENT_HOSTILE[kind](data_dir / "desk" / "assignments" / "bad.json", tmp_path)
    found, problems = read_assignments(data_dir)
    assert good in found and len(problems) == 1
    assert "bad.json" in problems[0] and " " in problems[0].split(": ", 1)[1], problems
    desk = DeskFolder(data_dir)
    desk.refresh()
    assert "14" in [card.table for card in desk.cards] and len(desk.cards) == 13
    assert main(["--data-dir", str(data_dir), "desk", "--text"]) == 0
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err and captured.err.count("\n") == 1
    assert len(captured.out.splitlines()) == 13
    outside_untouched(tmp_path, data_dir)


def test_the_walk_left_no_temporary_file_anywhere(data_dir: Path) -> None:
    save_assignment(data_dir, Assignment(table="3", players=("Ivanov", "Petrov")))
    mark_printed(data_dir, ["x"])
    assert not [p for p in walk(data_dir) if ".tmp-" in p.name]
    shutil.rmtree(data_dir / "desk")


@pytest.mark.parametrize("kind", PRINTED_HOSTILE)
def test_a_hostile_machine_file_costs_only_the_settings(
    data_dir: Path, tmp_path: Path, kind: str
) -> None:
    from ninescore.records.machine import MachineSettings, load_machine

    PRINTED_HOSTILE[kind](data_dir / "machine.json", tmp_path)
    assert load_machine(data_dir) == MachineSettings()
    outside_untouched(tmp_path, data_dir)
