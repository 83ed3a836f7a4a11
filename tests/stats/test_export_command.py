"""`ninescore export --csv`, through the command line as a person runs it."""

from __future__ import annotations

import csv
import errno
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ninescore.cli import main
from ninescore.records import atomic
from ninescore.records.store import Store

from .helpers import DRY_BREAK, GOLDEN, MADE_AND_RUN, RUN_ALL, make_record

MARCH = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)


@pytest.fixture
def stored(data_dir: Path) -> Path:
    """Three matches: Anna v Boris twice (Spring Open), Clara v Anna at Club night."""
    store = Store(data_dir)
    try:
        store.save(make_record(("Anna", "Boris"), [GOLDEN, GOLDEN], start=MARCH))
        store.save(
            make_record(
                ("Anna", "Boris"),
                [GOLDEN, DRY_BREAK, RUN_ALL, *MADE_AND_RUN],
                start=MARCH + timedelta(days=7),
            )
        )
        store.save(
            make_record(
                ("Clara", "Anna"),
                [DRY_BREAK, RUN_ALL],
                start=MARCH + timedelta(days=30),
                event="Club night",
            )
        )
    finally:
        store.close()
    return data_dir


def rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as stream:
        return list(csv.DictReader(stream))


def match_files(data_dir: Path) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in (data_dir / "matches").glob("*.json")}


def test_export_matches_oldest_first(
    stored: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = match_files(stored)
    out = tmp_path / "matches.csv"

    assert main(["export", "--csv", str(out)]) == 0

    exported = rows(out)
    assert [row["match_date"] for row in exported] == ["2025-03-01", "2025-03-08", "2025-03-31"]
    assert [row["winner"] for row in exported] == ["Anna", "Boris", ""]
    assert str(out) in capsys.readouterr().out
    assert match_files(stored) == before  # exporting never touches a match file


def test_export_frames_of_one_player_in_a_period(stored: Path, tmp_path: Path) -> None:
    out = tmp_path / "frames.csv"

    status = main(
        [
            "export", "--csv", str(out), "--what", "frames", "--player", "boris",
            "--since", "2025-03-05", "--until", "2025-03-08",
        ]
    )  # fmt: skip

    assert status == 0
    exported = rows(out)
    assert [row["frame"] for row in exported] == ["1", "2", "3"]
    assert [row["break_result"] for row in exported] == ["golden", "dry", "made"]
    assert [row["winner"] for row in exported] == ["Anna", "Boris", "Boris"]


def test_export_one_players_row_to_the_terminal(
    stored: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["export", "--csv", "-", "--what", "players", "--player", "ANNA"]) == 0

    lines = capsys.readouterr().out.splitlines()
    exported = list(csv.DictReader(lines))
    assert len(exported) == 1
    anna = exported[0]
    assert (anna["player"], anna["matches"], anna["matches_won"]) == ("Anna", "3", "1")
    assert (anna["matches_lost"], anna["matches_unfinished"]) == ("1", "1")
    assert anna["golden_breaks"] == "3"


def test_export_all_players_of_an_event(stored: Path, tmp_path: Path) -> None:
    out = tmp_path / "players.csv"

    assert main(["export", "--csv", str(out), "--what", "players", "--event", "club NIGHT"]) == 0

    assert [row["player"] for row in rows(out)] == ["Anna", "Clara"]


def test_a_damaged_match_file_is_skipped_and_named(
    stored: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    damaged = stored / "matches" / "0000aaaa-0000-4000-8000-000000000000.json"
    damaged.write_text('{"format": 1, "id": ', encoding="utf-8")
    out = tmp_path / "matches.csv"

    assert main(["export", "--csv", str(out)]) == 0

    assert len(rows(out)) == 3
    assert damaged.name in capsys.readouterr().err
    assert damaged.read_text(encoding="utf-8") == '{"format": 1, "id": '


def test_a_missing_data_folder_is_one_clear_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "no-such-folder"

    status = main(["--data-dir", str(missing), "export", "--csv", str(tmp_path / "x.csv")])

    err = capsys.readouterr().err
    assert status == 1
    assert str(missing) in err and "Traceback" not in err
    assert not missing.exists()
    assert not (tmp_path / "x.csv").exists()


@pytest.mark.parametrize("where", ["missing-folder/out.csv", "."])
def test_an_unwritable_output_is_one_clear_sentence(
    stored: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], where: str
) -> None:
    status = main(["export", "--csv", str(tmp_path / where)])

    err = capsys.readouterr().err
    assert status == 1
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


def test_a_full_disk_is_one_clear_sentence_and_the_old_file_stays(
    stored: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    out = tmp_path / "matches.csv"
    out.write_text("last week's export\n", encoding="utf-8")

    def disk_full(source: object, target: object, **descriptors: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    # the export writes through the one atomic writer
    monkeypatch.setattr(atomic.os, "replace", disk_full)
    status = main(["export", "--csv", str(out)])

    err = capsys.readouterr().err
    assert status == 1
    assert err.strip() == f"{out} cannot be written because the disk is full."
    assert out.read_text(encoding="utf-8") == "last week's export\n"
    assert [path.name for path in tmp_path.iterdir() if path.is_file()] == ["matches.csv"]


def test_a_bad_date_is_refused_by_the_parser(
    stored: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status = main(["export", "--csv", str(tmp_path / "x.csv"), "--since", "01/03/2025"])

    assert status == 2
    assert "YYYY-MM-DD" in capsys.readouterr().err


def test_an_empty_period_is_refused(
    stored: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status = main(
        [
            "export",
            "--csv",
            str(tmp_path / "x.csv"),
            "--since",
            "2025-04-01",
            "--until",
            "2025-03-01",
        ]
    )

    assert status == 1
    assert "2025-04-01" in capsys.readouterr().err
    assert not (tmp_path / "x.csv").exists()


def test_export_reads_on_as_many_workers_as_asked_and_refuses_a_count_that_is_none(
    stored: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from ninescore.stats import cache

    monkeypatch.setattr(cache, "PARALLEL_FROM", 2)  # three files: share them out anyway
    out = tmp_path / "matches.csv"

    assert main(["export", "--csv", str(out), "--jobs", "2"]) == 0
    assert [row["winner"] for row in rows(out)] == ["Anna", "Boris", ""]

    assert main(["export", "--csv", str(out), "--jobs", "none"]) == 2
    assert "'none' is not a number of jobs" in capsys.readouterr().err
