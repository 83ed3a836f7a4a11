"""`ninescore list`, `check` and `demo` through the real command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ninescore.cli import main
from ninescore.describe.dates import date_time_text
from ninescore.records import Store

from .helpers import folder_snapshot, small_match


def run(capsys: pytest.CaptureFixture[str], *arguments: str) -> tuple[int, str, str]:
    status = main(list(arguments))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_demo_then_list_then_check(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "demo", "--count", "12", "--seed", "4")
    assert status == 0, err
    assert out.startswith("Saved 12 sample match") and f"{data_dir / 'matches'}." in out
    assert len(list((data_dir / "matches").glob("*.json"))) == 12
    status, out, err = run(capsys, "list")
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert lines[0].split()[:2] == ["Date", "Players"] and len(lines) == 13
    newest_first = sorted(Store(data_dir).list(), key=lambda s: s.created, reverse=True)
    assert [line.split("  ")[0] for line in lines[1:]] == [
        date_time_text(summary.created) for summary in newest_first
    ]
    status, out, err = run(capsys, "check")
    assert status == 0 and "12 match files" in out


def test_list_json(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = small_match()
    Store(data_dir).save(record)
    status, out, _ = run(capsys, "list", "--json")
    assert status == 0
    [listed] = json.loads(out)
    assert listed["id"] == record.id and listed["players"] == ["Иванов", "Petrov"]
    assert listed["score"] == [1, 0] and listed["status"] == "in_progress"


def test_list_and_check_of_an_empty_folder_create_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "nothing-here"
    assert run(capsys, "--data-dir", str(folder), "list")[0] == 0
    assert run(capsys, "--data-dir", str(folder), "list", "--json")[1].strip() == "[]"
    status, out, _ = run(capsys, "--data-dir", str(folder), "check")
    assert status == 0 and "0 match files" in out
    assert not folder.exists()


def test_check_reports_each_problem_with_file_and_place_and_changes_nothing(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    store = Store(data_dir)
    good = small_match()
    store.save(good)
    store.close()
    matches = data_dir / "matches"
    document = json.loads(good.to_json())
    document["frames"][1]["actions"][0]["pocketed"] = [12]
    (matches / "bad-ball.json").write_text(json.dumps(document), encoding="utf-8")
    (matches / "empty.json").write_bytes(b"")
    (matches / ".x.json.tmp-abcd").write_text("{")
    before = folder_snapshot(data_dir)
    status, out, err = run(capsys, "check")
    assert status == 1
    assert "Traceback" not in err
    assert f"{matches / 'bad-ball.json'} is invalid at frames[1].actions[0].pocketed[0]" in err
    assert f"{matches / 'empty.json'} is empty" in err
    assert "3 match files" in out and "2 problems." in out
    assert "temporary file" in out
    assert folder_snapshot(data_dir) == before


def test_list_skips_a_damaged_file_with_a_warning(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    Store(data_dir).save(small_match())
    (data_dir / "matches" / "broken.json").write_text("{", encoding="utf-8")
    status, out, err = run(capsys, "list")
    assert status == 0
    assert "broken.json" in err and "Warning" in err
    assert len(out.splitlines()) == 2


def test_demo_refuses_a_bad_count(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "demo", "--count", "zero")
    assert status == 2 and "count" in err


def test_demo_into_an_unusable_folder_gives_one_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    status, _, err = run(capsys, "--data-dir", str(blocker), "demo", "--count", "1")
    assert status == 1 and "cannot be created or used" in err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1
