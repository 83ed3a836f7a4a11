"""``ninescore sheet`` as the tournament desk uses it: a stored match's PDF, without a display."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from ninescore.records import MatchRecord, Store


def sheet_command(data_dir: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    """Run ``ninescore sheet`` in a fresh process, as on a server without a display."""
    env = os.environ.copy()
    for variable in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        env.pop(variable, None)
    return subprocess.run(
        [
            sys.executable,
            *("-m", "ninescore", "--lang", "en", "--data-dir", str(data_dir), "sheet"),
            *arguments,
        ],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
    )


def test_a_short_match_by_id_prefix_gives_a_one_page_sheet_with_names_score_and_frames(
    store: Store,
    short_match: MatchRecord,
    tmp_path: Path,
    pdf_text: Callable[..., str],
    pdf_pages: Callable[[Path], int],
    pdf_fonts: Callable[[Path], list[tuple[str, bool]]],
) -> None:
    store.save(short_match)
    output = tmp_path / "short.pdf"

    result = sheet_command(store.data_path, short_match.id[:8], "-o", str(output))

    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert str(output) in result.stdout
    assert pdf_pages(output) == 1
    text = pdf_text(output)
    for expected in ("Anna Petrova", "John Smith", "WINNER", "page 1 of 1", short_match.id[:8]):
        assert expected in text
    score = short_match.match.score
    winner = short_match.match.winner
    assert winner is not None
    assert f"wins the match {score[winner]}–{score[1 - winner]}" in text
    frame_lines = [line.split() for line in text.splitlines() if line.strip()[:2].strip().isdigit()]
    numbers = {int(words[0]) for words in frame_lines if words[0].isdigit()}
    assert set(range(1, len(short_match.match.frames) + 1)) <= numbers
    fonts = pdf_fonts(output)
    assert fonts and all(embedded for _name, embedded in fonts), fonts


def test_cyrillic_names_print_on_letter_paper_with_the_fonts_embedded(
    store: Store,
    cyrillic_match: MatchRecord,
    tmp_path: Path,
    pdf_text: Callable[..., str],
    pdf_fonts: Callable[[Path], list[tuple[str, bool]]],
) -> None:
    path = store.save(cyrillic_match)
    output = tmp_path / "кириллица.pdf"

    result = sheet_command(
        store.data_path, str(path), "-o", str(output), "--paper", "letter", "--detail"
    )

    assert result.returncode == 0, result.stderr
    text = pdf_text(output)
    assert "Алексей Иванов" in text
    assert "Дмитрий Соколов-Петровский" in text
    assert "Shot-by-shot log" in text
    assert "(R1)" in text  # the detail pages cite the rules
    info = subprocess.run(["pdfinfo", str(output)], capture_output=True, text=True, check=True)
    assert "612 x 792" in info.stdout  # US Letter, in points
    fonts = pdf_fonts(output)
    assert any("DejaVu" in name for name, _embedded in fonts), fonts
    assert all(embedded for _name, embedded in fonts), fonts


def test_a_match_that_does_not_exist_is_one_sentence_and_status_1(
    data_dir: Path, tmp_path: Path
) -> None:
    output = tmp_path / "none.pdf"

    result = sheet_command(data_dir, "0123abcd", "-o", str(output))

    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert "0123abcd" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert not output.exists()


def test_a_damaged_match_file_is_one_sentence_and_status_1(data_dir: Path, tmp_path: Path) -> None:
    damaged = tmp_path / "damaged.json"
    damaged.write_text('{"format": 1, "players": ["A"', encoding="utf-8")
    output = tmp_path / "damaged.pdf"

    result = sheet_command(data_dir, str(damaged), "-o", str(output))

    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert "damaged.json" in result.stderr
    assert not output.exists()
    assert damaged.read_text(encoding="utf-8") == '{"format": 1, "players": ["A"'


def test_an_unwritable_output_is_one_sentence_and_status_1(
    store: Store, short_match: MatchRecord, tmp_path: Path
) -> None:
    store.save(short_match)
    missing_folder = tmp_path / "no such folder" / "sheet.pdf"

    result = sheet_command(store.data_path, short_match.id, "-o", str(missing_folder))

    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert "cannot be written" in result.stderr
    assert not missing_folder.parent.exists()


def test_a_folder_as_output_is_refused_and_left_alone(
    store: Store, short_match: MatchRecord, tmp_path: Path
) -> None:
    store.save(short_match)
    folder = tmp_path / "sheets"
    folder.mkdir()

    result = sheet_command(store.data_path, short_match.id, "-o", str(folder))

    assert result.returncode == 1
    assert "folder" in result.stderr
    assert list(folder.iterdir()) == []
