"""``ninescore check`` shows a match changed on two machines side by side, and ``--keep``
chooses; ``ninescore desk --text`` prints the tables."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninescore.cli import main
from ninescore.records.codec import parse_record
from ninescore.rules import Shot

from .sync_sim import dozen_tables, lowest, write_match


def _diverge(data_dir: Path) -> tuple[Path, Path]:
    records = dozen_tables(data_dir)
    original = data_dir / "matches" / f"{records[0].id}.json"
    mine, other = (parse_record(original.read_bytes(), original) for _ in range(2))
    mine.append(Shot(first_contact=lowest(mine)))
    other.append(Shot(first_contact=lowest(other), pocketed=frozenset({lowest(other)})))
    write_match(data_dir, mine)
    copy = original.with_name(f"{mine.id}.sync-conflict-20260105-190312-TABLE1X.json")
    copy.write_text(other.to_json(), "utf-8")
    return original, copy


def test_check_shows_both_versions_side_by_side_and_changes_nothing(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    original, copy = _diverge(data_dir)
    before = (original.read_bytes(), copy.read_bytes())
    assert main(["--data-dir", str(data_dir), "check"]) == 1
    out = capsys.readouterr().out
    assert "was changed on two machines" in out
    row = next(line for line in out.splitlines() if original.name in line)
    assert copy.name[:40] in row, "the two versions are side by side"
    assert any("pocketed 1" in line.split("|")[1] for line in out.splitlines() if "|" in line)
    assert "--keep" in out
    assert (original.read_bytes(), copy.read_bytes()) == before


def test_check_keep_chooses_a_version(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    original, copy = _diverge(data_dir)
    kept = copy.read_bytes()
    assert main(["--data-dir", str(data_dir), "check", "--keep", str(copy)]) == 0
    assert original.read_bytes() == kept and not copy.exists()
    assert len(list((data_dir / "trash").iterdir())) == 1
    assert main(["--data-dir", str(data_dir), "check", "--keep", "nothing.json"]) == 1
    assert "nothing was changed" in capsys.readouterr().err


def test_desk_text_prints_one_line_per_table(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    dozen_tables(data_dir)
    assert main(["--data-dir", str(data_dir), "desk", "--text"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 12
    assert lines[0].startswith("Table 1  ·  Playing  ·  Иванов – Петров")
    assert lines[11].startswith("Table 12  ·  Free  ·  Next: Makarov – Zakharov")


def test_desk_without_a_display_says_so_in_one_sentence(
    data_dir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("DISPLAY", raising=False)
    if not __import__("sys").platform.startswith("linux"):
        pytest.skip("only Linux can lack a display")
    assert main(["--data-dir", str(data_dir), "desk"]) == 2
    assert "no display" in capsys.readouterr().err
