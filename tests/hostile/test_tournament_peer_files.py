"""The tournaments' files (``<data>/tournaments/*.json``) as a Syncthing peer can leave them: a
``tournaments`` that is a link to a folder outside, which the command line, the desk's caller
and the desk window would read and write through; nothing outside the data folder is read or
written, and each says one sentence."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from ninescore.cli import main
from ninescore.desk import DeskFolder, calling
from ninescore.records import tournaments as tournament_files
from ninescore.records.tournaments import FileProblem, TournamentFileError
from ninescore.tournament import Entrant, Tournament

pytestmark = pytest.mark.usefixtures("never_hangs")


def drawn() -> Tournament:
    return Tournament.draw("Club Open", [Entrant(name) for name in ("Anna", "Boris", "Vera")])


@pytest.fixture
def linked_tournaments(tmp_path: Path) -> tuple[Path, Path]:
    """A data folder whose ``tournaments`` is a link to a folder outside holding a tournament:
    (the data folder, the outside file)."""
    outside = tmp_path / "outside"
    outside.mkdir()
    secret = outside / "club-open.json"
    secret.write_text(drawn().to_json(), encoding="utf-8")
    data = tmp_path / "data"
    data.mkdir()
    (data / tournament_files.FOLDER).symlink_to(outside, target_is_directory=True)
    return data, secret


def test_a_linked_tournaments_folder_is_never_read_through(
    linked_tournaments: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    data, _ = linked_tournaments
    with pytest.raises(TournamentFileError) as refused:
        tournament_files.load(data, "club-open")
    assert refused.value.kind is FileProblem.NOT_REGULAR
    assert refused.value.path == data / tournament_files.FOLDER
    assert tournament_files.names(data) == []
    assert main(["--data-dir", str(data), "tournament", "show", "club-open"]) == 1
    said = capsys.readouterr()
    assert "Anna" not in said.out
    assert str(data / tournament_files.FOLDER) in said.err
    assert "Traceback" not in said.err


def test_a_linked_tournaments_folder_is_never_written_through(
    linked_tournaments: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    data, secret = linked_tournaments
    before = secret.read_bytes()
    with pytest.raises(TournamentFileError) as refused:
        tournament_files.save(data, drawn())
    assert refused.value.kind is FileProblem.CANNOT_WRITE
    at = ["--data-dir", str(data), "tournament"]
    assert main([*at, "result", "club-open", "1", "Boris", "7-3"]) == 1
    assert main([*at, "new", "--format", "single", "--player", "A", "--player", "B", "C"]) == 1
    assert "Traceback" not in capsys.readouterr().err
    assert secret.read_bytes() == before
    assert sorted(p.name for p in secret.parent.iterdir()) == ["club-open.json"]
    # The desk's caller, which reads and saves every tournament of the folder at each call.
    with pytest.raises(TournamentFileError):
        calling.call_once(data, "club-open", calling.Tables(("1", "2")))
    assert not (data / "desk").exists()
    assert secret.read_bytes() == before
    assert sorted(p.name for p in secret.parent.iterdir()) == ["club-open.json"]


def test_a_flood_of_tournaments_lists_a_seasons_worth(tmp_path: Path) -> None:
    folder = tmp_path / tournament_files.FOLDER
    folder.mkdir()
    text = drawn().to_json()
    for number in range(tournament_files.MAX_LISTED + 100):
        (folder / f"club-open-{number:04d}.json").write_text(text, encoding="utf-8")
    listed = tournament_files.names(tmp_path)
    assert len(listed) == tournament_files.MAX_LISTED
    assert listed == sorted(listed) and listed[0] == "club-open-0000"
    assert calling.brackets(tmp_path, DeskFolder(tmp_path, resolve=False)) != []


def _new_from_standard_input(data_dir: Path, stdin: object) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "ninescore", "--data-dir", str(data_dir), "--lang", "en"]
    command += ["tournament", "new", "Club Open", "--format", "single", "--players", "-"]
    return subprocess.run(
        command, stdin=stdin, capture_output=True, text=True, timeout=120, check=False
    )


def test_a_list_on_standard_input_is_read_no_further_than_a_files_limit(tmp_path: Path) -> None:
    """``--players -`` fed ``/dev/zero`` (or any stream without end) is one sentence, at once,
    with the memory of a file's limit: it ran to 4.5 GB in ten seconds."""
    with open("/dev/zero", "rb") as endless:
        result = _new_from_standard_input(tmp_path / "data", endless)
    assert result.returncode != 0
    assert "Traceback" not in result.stderr
    assert result.stderr.strip().count("\n") == 0 and "too large" in result.stderr, result.stderr
    assert not (tmp_path / "data" / "tournaments").exists() or not any(
        (tmp_path / "data" / "tournaments").iterdir()
    )
    names = tmp_path / "names.txt"
    names.write_text("Anna\nBoris\nVera\n", encoding="utf-8")
    with names.open("rb") as listed:
        result = _new_from_standard_input(tmp_path / "data", listed)
    assert result.returncode == 0, result.stderr
    assert len(tournament_files.load(tmp_path / "data", "Club Open").entrants) == 3


@pytest.mark.parametrize("folder", ["desk", "desk/assignments"])
def test_calling_with_a_desk_folder_a_link_names_the_link(
    tmp_path: Path, folder: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """``tournament call`` into a ``desk`` (or ``desk/assignments``) that a peer made a link:
    nothing written where it points, and the sentence names the link (it said "…/desk is a
    folder; give the name of the file to write", of a folder it had not been given)."""
    data = tmp_path / "data"
    tournament_files.save(data, drawn(), new=True)
    outside = tmp_path / "outside"
    outside.mkdir()
    (data / "desk").mkdir(exist_ok=folder != "desk")
    if folder == "desk":
        (data / "desk").rmdir()
    (data / folder).symlink_to(outside, target_is_directory=True)
    argv = ["--data-dir", str(data), "--lang", "en", "tournament", "call", "club-open"]
    assert main([*argv, "--tables", "1-2"]) != 0
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.count("\n") == 1, err
    assert str(data / folder) in err and "link" in err and "is a folder" not in err, err
    assert list(outside.iterdir()) == []
