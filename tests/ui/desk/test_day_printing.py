"""The tournament day's Print buttons tapped as the desk would: the bracket from the Draw screen
(the draw made, not yet started) and from the Results screen, the end of the day's sheet from the
Results screen, each through the match sheet's touch print preview and touch print dialog to a
PDF file, read back through poppler (its pages, its paper, the names on it)."""

from __future__ import annotations

import random
import shutil
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialog, QLabel, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from ninescore.desk import DeskFolder
from ninescore.desk.day import ABSENT_BYE, DrawOptions
from ninescore.i18n import SETTINGS_APPLICATION, SETTINGS_ORGANIZATION
from ninescore.sheet.tournament_print import PAPER_SETTING, tournament_paper
from ninescore.tournament import Entrant, Format
from ninescore.ui.desk.day_model import DayModel
from ninescore.ui.desk.tournament_window import TournamentWindow
from ninescore.ui.dialogs.sheet import SheetPreviewDialog
from ninescore.ui.dialogs.touch_files import PrintDialog
from tests.desk import table_sim

LEFT = Qt.MouseButton.LeftButton
NAMES = ["Anna Kowalczyk", "Boris Petrov", "Vera Smirnova", "Gleb Orlov", "Dina Lebedeva"]
WhenDialog = Callable[[type[QDialog], Callable[[Any], None]], list[QDialog]]
PAGE_SIZES = {
    # pdfinfo's "Page size": the bracket lies landscape, the day's sheet stands portrait.
    ("bracket", "letter"): "792 x 612 pts (letter)",
    ("bracket", "a3"): "1191 x 842 pts (A3)",
    ("day", "a3"): "842 x 1191 pts (A3)",
}


def _poppler(tool: str) -> str:
    found = shutil.which(tool)
    if found is None:
        pytest.skip(f"{tool} (poppler-utils) is not installed")
    return found


def pdf_info(path: Path) -> dict[str, str]:
    result = subprocess.run(
        [_poppler("pdfinfo"), str(path)], capture_output=True, text=True, check=True, timeout=60
    )
    rows = (line.partition(":") for line in result.stdout.splitlines())
    return {key.strip(): value.strip() for key, _, value in rows}


def pdf_text(path: Path) -> str:
    result = subprocess.run(
        [_poppler("pdftotext"), "-layout", str(path), "-"],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    return result.stdout


@pytest.fixture
def day(data_dir: Path, tmp_path: Path, qtbot: QtBot) -> Iterator[TournamentWindow]:
    settings = QSettings(SETTINGS_ORGANIZATION, SETTINGS_APPLICATION)
    settings.remove(PAPER_SETTING)
    window = TournamentWindow(
        data_dir,
        model=DayModel(data_dir),
        lang="en",
        tokens_path=tmp_path / "phone-tokens.json",
        refresh_by_itself=False,  # the test runs each refresh, as a tick of the timer would
    )
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    model = window.model
    model.set_name("Club Open")
    model.add([Entrant(name) for name in NAMES])
    for name in NAMES:
        model.check_in(name, True)
    model.set_tables("1-2")
    yield window
    window.close()
    settings.remove(PAPER_SETTING)  # other tests: the sheet's paper again


def draw(window: TournamentWindow) -> None:
    races = {"winners": 3, "losers": 3, "final": 3}
    window.model.draw(DrawOptions(Format.DOUBLE_ELIMINATION, races, absent=ABSENT_BYE))


def play_some(window: TournamentWindow, data_dir: Path, rounds: int) -> None:
    """The desk calls, the tables play what is called (as the scoring window would), the desk
    takes the results in."""
    rng = random.Random(5)
    for _ in range(rounds):
        window.refresh()
        folder = DeskFolder(data_dir, resolve=False)
        folder.refresh()
        for table in sorted({a.table for a in folder.pending_assignments()}):
            table_sim.main(str(data_dir), table, str(rng.randrange(10_000)))
        window.refresh()


def print_to_pdf(
    qtbot: QtBot,
    when_dialog: WhenDialog,
    path: Path,
    paper: str | None,
    copies: int = 1,
    seen: list[str] | None = None,
    refused: list[bool] | None = None,
) -> None:
    """Answer the preview (the paper tapped, Print…) and the print dialog ("PDF file", the file,
    the copies with "+", Print) as the desk would; ``seen`` gets the titles and the paper shown.
    With ``refused``, the print is expected to be refused: whether the preview is still up after
    Print, then Close."""

    def in_print_dialog(dialog: PrintDialog) -> None:
        if seen is not None:
            seen.append(dialog.windowTitle())
            seen.append(dialog.findChild(QLabel, "paperShown").text())
        qtbot.mouseClick(dialog.printer_buttons[""], LEFT)
        assert dialog.pdf_file.isVisible()
        dialog.pdf_file.set_folder(path.parent)
        dialog.pdf_file.name_edit.setText(path.name)
        for _ in range(copies - 1):
            qtbot.mouseClick(dialog.copies.plus, LEFT)
        qtbot.mouseClick(dialog.print_button, LEFT)

    def in_preview(dialog: SheetPreviewDialog) -> None:
        if seen is not None:
            seen.append(dialog.windowTitle())
            seen.append(next(n for n, b in dialog.paper.buttons.items() if b.isChecked()))
        assert sorted(dialog.paper.buttons) == ["a3", "a4", "letter"]
        qtbot.waitUntil(lambda: dialog.preview.pageCount() >= 1)
        if paper is not None:
            qtbot.mouseClick(dialog.paper.buttons[paper], LEFT)
        when_dialog(PrintDialog, in_print_dialog)
        qtbot.mouseClick(dialog.print_button, LEFT)
        if refused is not None:
            refused.append(dialog.isVisible())
            qtbot.mouseClick(dialog.close_button, LEFT)

    when_dialog(SheetPreviewDialog, in_preview)


def tap(button: QPushButton, qtbot: QtBot) -> None:
    assert button.isVisible() and button.isEnabled()
    assert button.height() >= 44 and button.width() >= 44
    qtbot.mouseClick(button, LEFT)


def test_the_draw_made_prints_its_bracket_on_letter_landscape(
    day: TournamentWindow, qtbot: QtBot, tmp_path: Path, when_dialog: WhenDialog
) -> None:
    page = day.draw_page
    day.tabs.setCurrentWidget(page)
    assert not page.print_button.isEnabled(), "no draw yet: nothing to print"
    draw(day)
    assert day.model.tournament is None and day.model.preview is not None
    output = tmp_path / "bracket.pdf"
    seen: list[str] = []
    print_to_pdf(qtbot, when_dialog, output, "letter", seen=seen)
    tap(page.print_button, qtbot)

    qtbot.waitUntil(output.exists)
    info = pdf_info(output)
    assert info["Page size"] == PAGE_SIZES["bracket", "letter"]
    assert int(info["Pages"]) == 2  # the winners' side and the losers' side
    text = pdf_text(output)
    assert "Club Open" in text
    for name in NAMES:
        assert name in text
    assert seen[:2] == ["Bracket — print preview", "a4"]  # the region's paper (C locale)
    assert seen[2:] == ["Print the bracket", "Paper: US Letter (8.5 × 11 in)"]


def test_the_results_of_the_day_print_on_a3_and_the_paper_is_offered_again(
    day: TournamentWindow,
    qtbot: QtBot,
    data_dir: Path,
    tmp_path: Path,
    when_dialog: WhenDialog,
) -> None:
    draw(day)
    assert day.model.start()
    play_some(day, data_dir, rounds=3)
    tournament = day.model.tournament
    assert tournament is not None
    played = [m for m in tournament.matches() if m.result is not None and None not in m.players]
    assert len(played) >= 4
    page = day.results_page
    day.tabs.setCurrentWidget(page)

    output = tmp_path / "day.pdf"
    print_to_pdf(qtbot, when_dialog, output, "a3", copies=2)
    tap(page.print_day_button, qtbot)

    qtbot.waitUntil(output.exists)
    info = pdf_info(output)
    assert info["Page size"] == PAGE_SIZES["day", "a3"]
    text = pdf_text(output)
    # Two copies: the whole sheet twice, each from its first page.
    assert text.count("Final standings and every result") == 2
    assert int(info["Pages"]) % 2 == 0
    assert f"Results ({len(played)})" in text
    for name in NAMES:
        assert name in text

    # The bracket next: A3 is offered, the paper the day was last printed on.
    bracket = tmp_path / "bracket-a3.pdf"
    seen: list[str] = []
    print_to_pdf(qtbot, when_dialog, bracket, None, seen=seen)
    tap(page.print_bracket_button, qtbot)
    qtbot.waitUntil(bracket.exists)
    assert seen[:2] == ["Bracket — print preview", "a3"]
    assert pdf_info(bracket)["Page size"] == PAGE_SIZES["bracket", "a3"]
    assert "Boris Petrov" in pdf_text(bracket)


def test_closing_the_preview_prints_nothing_and_keeps_the_paper(
    day: TournamentWindow, qtbot: QtBot, tmp_path: Path, when_dialog: WhenDialog
) -> None:
    draw(day)
    assert day.model.start()
    page = day.results_page
    day.tabs.setCurrentWidget(page)
    closed: list[str] = []

    def close(dialog: SheetPreviewDialog) -> None:
        closed.append(dialog.windowTitle())
        qtbot.mouseClick(dialog.paper.buttons["letter"], LEFT)
        qtbot.mouseClick(dialog.close_button, LEFT)

    when_dialog(SheetPreviewDialog, close)
    tap(page.print_day_button, qtbot)
    qtbot.waitUntil(lambda: closed == ["Results of the day — print preview"])
    assert tournament_paper() == "a4"  # nothing printed: nothing remembered
    assert list(tmp_path.glob("*.pdf")) == []


def test_a_pdf_file_that_cannot_be_written_is_one_sentence_and_nothing_printed(
    day: TournamentWindow,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    when_dialog: WhenDialog,
) -> None:
    not_a_folder = tmp_path / "notes.txt"
    not_a_folder.write_text("a file, not a folder", encoding="utf-8")
    told: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "warning", lambda parent, title, text: told.append((title, text))
    )
    draw(day)
    day.tabs.setCurrentWidget(day.draw_page)
    refused: list[bool] = []
    print_to_pdf(qtbot, when_dialog, not_a_folder / "bracket.pdf", "a3", refused=refused)
    tap(day.draw_page.print_button, qtbot)

    qtbot.waitUntil(lambda: refused == [True])  # the preview stayed up; then closed
    assert len(told) == 1
    title, text = told[0]
    assert title == "Print the bracket" and str(not_a_folder / "bracket.pdf") in text
    assert tournament_paper() == "a4"  # nothing printed: nothing remembered
