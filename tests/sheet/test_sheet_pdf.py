"""The sheet's pages as printed: long matches, several matches, unfinished ones, detail pages."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from ninescore.records import MatchRecord
from ninescore.sheet import SheetError, write_pdf
from ninescore.sheet.content import sheet_content


@pytest.fixture(autouse=True)
def _gui(qapp: QApplication) -> None:
    """Fonts and painting need a GUI application (pytest-qt's)."""


def test_forty_frames_flow_onto_more_pages_with_the_table_header_on_each(
    long_match: MatchRecord,
    tmp_path: Path,
    pdf_text: Callable[..., str],
    pdf_pages: Callable[[Path], int],
) -> None:
    output = write_pdf(long_match, tmp_path / "long.pdf")

    pages = pdf_pages(output)
    assert pages >= 2
    seen_frames: set[int] = set()
    for page in range(1, pages + 1):
        text = pdf_text(output, page)
        assert f"page {page} of {pages}" in text
        frame_rows = re.findall(r"^\s*(\d+)\s+[AB]\s", text, flags=re.MULTILINE)
        if frame_rows:
            assert "Breaker" in text and "How won" in text, f"no table header on page {page}"
            seen_frames.update(int(number) for number in frame_rows)
        if page > 1:
            assert "Maria Garcia vs Tom Baker — match sheet (continued)" in text
    assert seen_frames == set(range(1, 41))


def test_a_match_still_being_played_is_marked_and_has_no_winner(
    long_match: MatchRecord, tmp_path: Path, pdf_text: Callable[..., str]
) -> None:
    assert long_match.status == "in_progress"

    text = pdf_text(write_pdf(long_match, tmp_path / "open.pdf"))

    assert "IN PROGRESS" in text
    assert "WINNER" not in text
    assert "wins the match" not in text


def test_an_abandoned_match_is_marked_abandoned(
    long_match: MatchRecord, tmp_path: Path, pdf_text: Callable[..., str]
) -> None:
    long_match.abandon(at=long_match.updated + timedelta(minutes=5))

    text = pdf_text(write_pdf(long_match, tmp_path / "abandoned.pdf"))

    assert "ABANDONED" in text
    assert "WINNER" not in text


def test_several_matches_go_into_one_document_each_numbered_on_its_own(
    short_match: MatchRecord,
    cyrillic_match: MatchRecord,
    tmp_path: Path,
    pdf_text: Callable[..., str],
    pdf_pages: Callable[[Path], int],
) -> None:
    output = write_pdf([short_match, cyrillic_match], tmp_path / "two.pdf")

    assert pdf_pages(output) == 2
    first, second = pdf_text(output, 1), pdf_text(output, 2)
    assert "Anna Petrova" in first and "page 1 of 1" in first
    assert "Алексей Иванов" in second and "page 1 of 1" in second
    assert short_match.id[:8] in first and cyrillic_match.id[:8] in second


def test_detail_pages_give_every_action_of_every_frame_with_its_rule(
    short_match: MatchRecord,
    tmp_path: Path,
    pdf_text: Callable[..., str],
    pdf_pages: Callable[[Path], int],
) -> None:
    plain = write_pdf(short_match, tmp_path / "plain.pdf")
    detailed = write_pdf(short_match, tmp_path / "detail.pdf", detail=True)

    assert pdf_pages(detailed) > pdf_pages(plain)
    text = pdf_text(detailed)
    assert "Shot-by-shot log" in text
    for number in range(1, len(short_match.match.frames) + 1):
        assert f"Frame {number} —" in text
    assert re.search(r"\(R\d", text), "no rule citation on the detail pages"
    content = sheet_content(short_match, detail=True)
    actions = sum(len(frame.log) for frame in short_match.match.frames)
    assert sum(len(log.rows) for log in content.frame_logs) == actions


def test_the_header_names_the_event_the_race_and_the_break_order(
    short_match: MatchRecord,
) -> None:
    content = sheet_content(short_match)

    fields = dict(content.fields)
    assert fields["Event"] == (short_match.event or "—")
    assert "race to 3" in fields["Game"]
    first_breaker = short_match.players[short_match.first_breaker]
    assert fields["Break"].startswith(f"{first_breaker} breaks first")
    assert [box.is_winner for box in content.players].count(True) == 1


def test_writing_over_a_folder_path_fails_cleanly_and_keeps_an_existing_pdf(
    short_match: MatchRecord, tmp_path: Path
) -> None:
    existing = tmp_path / "keep.pdf"
    existing.write_bytes(b"an older sheet")

    with pytest.raises(SheetError, match="cannot be written"):
        write_pdf(short_match, tmp_path / "missing" / "sheet.pdf")
    write_pdf(short_match, existing)

    assert existing.read_bytes().startswith(b"%PDF")
    assert [path.name for path in tmp_path.iterdir()] == ["keep.pdf"]


def test_an_unknown_paper_size_is_refused(short_match: MatchRecord, tmp_path: Path) -> None:
    with pytest.raises(SheetError, match="a4 or letter"):
        write_pdf(short_match, tmp_path / "sheet.pdf", paper="a3")
