"""Printing and exporting from the window and the history, with Qt's dialogs stood in for."""

from __future__ import annotations

import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject, QSettings, Qt, QUrl, Slot
from PySide6.QtGui import QDesktopServices
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QDialog, QLabel, QListWidgetItem, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from ninescore.records import MatchRecord
from ninescore.sheet.paper import PAPER_SETTING, saved_paper
from ninescore.ui.dialogs import printing
from ninescore.ui.dialogs.sheet import ExportPdfDialog, SheetPreviewDialog
from ninescore.ui.dialogs.touch import FileWrittenDialog
from ninescore.ui.dialogs.touch_files import FolderListDialog, PrintDialog

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[QWidget]:
    widget = QWidget()
    qtbot.addWidget(widget)
    yield widget
    QSettings("ninescore", "ninescore").remove(PAPER_SETTING)  # other tests: the region's


WhenDialog = Callable[[type[QDialog], Callable[[Any], None]], list[QDialog]]


def print_to_file(qtbot: QtBot, path: Path, copies: int = 1) -> Callable[[PrintDialog], None]:
    """Answer the touch print dialog as the desk would: "PDF file", the file's name, the
    copies with "+", Print."""

    def answer(dialog: PrintDialog) -> None:
        qtbot.mouseClick(dialog.printer_buttons[""], LEFT)
        assert dialog.pdf_file.isVisible()
        dialog.pdf_file.set_folder(path.parent)
        dialog.pdf_file.name_edit.setText(path.name)
        for _ in range(copies - 1):
            qtbot.mouseClick(dialog.copies.plus, LEFT)
        qtbot.mouseClick(dialog.print_button, LEFT)

    return answer


def export_to(
    qtbot: QtBot, when_dialog: WhenDialog, path: Path | None, paper: str | None = None
) -> list[QDialog]:
    """Answer the export dialog: the file (None: the suggested one), the paper, Export; then
    "Done" on the dialog that says where the file went."""

    def answer(dialog: ExportPdfDialog) -> None:
        if path is not None:
            dialog.path_edit.setText(str(path))
        if paper is not None:
            qtbot.mouseClick(dialog.paper.buttons[paper], LEFT)
        when_dialog(FileWrittenDialog, lambda told: qtbot.mouseClick(told.done_button, LEFT))
        qtbot.mouseClick(dialog.export_button, LEFT)

    return when_dialog(ExportPdfDialog, answer)


def page_size(path: Path) -> str:
    result = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True)
    return next(line for line in result.stdout.splitlines() if line.startswith("Page size:"))


def test_export_pdf_writes_where_the_dialog_says_and_adds_the_suffix(
    window: QWidget,
    qtbot: QtBot,
    short_match: MatchRecord,
    tmp_path: Path,
    pdf_text: Callable[..., str],
    when_dialog: WhenDialog,
) -> None:
    offered: list[str] = []
    when_dialog(ExportPdfDialog, lambda dialog: offered.append(dialog.path_edit.text()))
    export_to(qtbot, when_dialog, tmp_path / "desk copy")

    written = printing.export_pdf(window, short_match)

    assert written == tmp_path / "desk copy.pdf"
    assert Path(offered[0]).name == f"sheet-Anna-Petrova-vs-John-Smith-{short_match.id[:8]}.pdf"
    text = pdf_text(written)
    assert "Anna Petrova" in text and "John Smith" in text and "page 1 of 1" in text


def tap_row(qtbot: QtBot, folders: FolderListDialog, row: QListWidgetItem) -> None:
    where = folders.rows.visualItemRect(row).center()
    qtbot.mouseClick(folders.rows.viewport(), LEFT, pos=where)


def test_the_export_suggests_a_file_in_the_last_folder_and_change_folder_opens_the_touch_list(
    window: QWidget,
    qtbot: QtBot,
    short_match: MatchRecord,
    tmp_path: Path,
    pdf_text: Callable[..., str],
    when_dialog: WhenDialog,
) -> None:
    export_to(qtbot, when_dialog, tmp_path / "first.pdf")
    printing.export_pdf(window, short_match)
    (tmp_path / "club" / "sheets").mkdir(parents=True)
    (tmp_path / ".hidden").mkdir()
    (tmp_path / "elsewhere").symlink_to(Path.home(), target_is_directory=True)
    offered: list[tuple[str, str]] = []
    listed: list[list[str]] = []

    def pick_folder(folders: FolderListDialog) -> None:
        listed.append([folders.rows.item(i).text() for i in range(folders.rows.count())])
        club = folders.rows.findItems("club", Qt.MatchFlag.MatchExactly)[0]
        qtbot.mouseClick(
            folders.rows.viewport(), LEFT, pos=folders.rows.visualItemRect(club).center()
        )
        sheets = folders.rows.item(0)
        assert sheets.text() == "sheets"
        qtbot.mouseClick(
            folders.rows.viewport(), LEFT, pos=folders.rows.visualItemRect(sheets).center()
        )
        qtbot.mouseClick(folders.up_button, LEFT)  # one too far: back up
        qtbot.mouseClick(
            folders.rows.viewport(),
            LEFT,
            pos=folders.rows.visualItemRect(folders.rows.item(0)).center(),
        )
        qtbot.mouseClick(folders.use_button, LEFT)

    def answer(dialog: ExportPdfDialog) -> None:
        offered.append((dialog.file.folder_shown.text(), dialog.path_edit.text()))
        when_dialog(FolderListDialog, pick_folder)
        qtbot.mouseClick(dialog.choose_button, LEFT)
        assert dialog.file.folder_shown.text() == str(tmp_path / "club" / "sheets")
        when_dialog(FileWrittenDialog, lambda told: qtbot.mouseClick(told.done_button, LEFT))
        qtbot.mouseClick(dialog.export_button, LEFT)

    when_dialog(ExportPdfDialog, answer)
    written = printing.export_pdf(window, short_match)
    assert offered == [(str(tmp_path), printing.suggested_file_name([short_match]))]
    # No hidden folder, and no link that leads out of the folder.
    assert "club" in listed[0] and ".hidden" not in listed[0] and "elsewhere" not in listed[0]
    assert written == tmp_path / "club" / "sheets" / printing.suggested_file_name([short_match])
    assert written.read_bytes().startswith(b"%PDF") and "Anna Petrova" in pdf_text(written)


def test_the_paper_chosen_is_the_pdf_s_and_is_remembered(
    window: QWidget, qtbot: QtBot, short_match: MatchRecord, tmp_path: Path, when_dialog: WhenDialog
) -> None:
    export_to(qtbot, when_dialog, tmp_path / "letter.pdf", paper="letter")
    written = printing.export_pdf(window, short_match)
    assert written is not None and "(letter)" in page_size(written)
    assert saved_paper() == "letter"
    # The next export starts on Letter, and A4 can be chosen again.
    starts: list[str] = []

    def answer_in_order(dialog: ExportPdfDialog) -> None:
        starts.append(dialog.chosen_paper)
        dialog.path_edit.setText(str(tmp_path / "a4.pdf"))
        qtbot.mouseClick(dialog.paper.buttons["a4"], LEFT)
        when_dialog(FileWrittenDialog, lambda told: qtbot.mouseClick(told.done_button, LEFT))
        qtbot.mouseClick(dialog.export_button, LEFT)

    when_dialog(ExportPdfDialog, answer_in_order)
    written = printing.export_pdf(window, short_match)
    assert starts == ["letter"]
    # A4 is this region's paper (C): back to it, the choice is forgotten, not kept.
    assert written is not None and "(A4)" in page_size(written) and saved_paper() is None


def test_the_paper_offered_and_taken_is_not_remembered(
    window: QWidget, qtbot: QtBot, short_match: MatchRecord, tmp_path: Path, when_dialog: WhenDialog
) -> None:
    saved_before = saved_paper()
    export_to(qtbot, when_dialog, tmp_path / "offered.pdf")  # A4 offered (region C), taken
    written = printing.export_pdf(window, short_match)

    assert saved_before is None
    assert written is not None and "(A4)" in page_size(written)
    assert saved_paper() is None


def test_open_its_folder_opens_the_folder_of_the_pdf(
    window: QWidget, qtbot: QtBot, short_match: MatchRecord, tmp_path: Path, when_dialog: WhenDialog
) -> None:
    opened: list[QUrl] = []

    class Catcher(QObject):
        @Slot(QUrl)
        def open(self, url: QUrl) -> None:
            opened.append(url)

    catcher = Catcher()
    QDesktopServices.setUrlHandler("file", catcher, "open")
    told: list[str] = []

    def answer(dialog: ExportPdfDialog) -> None:
        dialog.path_edit.setText(str(tmp_path / "sheets" / "final.pdf"))

        def open_folder(written: FileWrittenDialog) -> None:
            told.append(written.text.text())
            qtbot.mouseClick(written.open_button, LEFT)

        when_dialog(FileWrittenDialog, open_folder)
        qtbot.mouseClick(dialog.export_button, LEFT)

    (tmp_path / "sheets").mkdir()
    when_dialog(ExportPdfDialog, answer)
    try:
        written = printing.export_pdf(window, short_match)
    finally:
        QDesktopServices.unsetUrlHandler("file")
    assert written == tmp_path / "sheets" / "final.pdf"
    assert told == [f"The match sheet was saved as {written}"]
    assert [url.toLocalFile() for url in opened] == [str(tmp_path / "sheets")]


def test_several_history_matches_export_into_one_pdf(
    window: QWidget,
    qtbot: QtBot,
    short_match: MatchRecord,
    cyrillic_match: MatchRecord,
    tmp_path: Path,
    pdf_text: Callable[..., str],
    pdf_pages: Callable[[Path], int],
    when_dialog: WhenDialog,
) -> None:
    target = tmp_path / "round 1.pdf"
    export_to(qtbot, when_dialog, target)

    written = printing.export_pdf(window, [short_match, cyrillic_match], detail=True)

    assert written == target
    assert pdf_pages(target) >= 4  # each match: its sheet, then its shot-by-shot pages
    text = pdf_text(target)
    assert "Anna Petrova" in text and "Дмитрий Соколов-Петровский" in text


def test_cancelling_the_export_writes_nothing(
    window: QWidget, qtbot: QtBot, short_match: MatchRecord, tmp_path: Path, when_dialog: WhenDialog
) -> None:
    def cancel(dialog: ExportPdfDialog) -> None:
        dialog.path_edit.setText(str(tmp_path / "never.pdf"))
        qtbot.mouseClick(dialog.cancel_button, LEFT)

    when_dialog(ExportPdfDialog, cancel)
    assert printing.export_pdf(window, short_match) is None
    assert not (tmp_path / "never.pdf").exists()


def test_an_unwritable_pdf_is_one_message_box_not_a_crash(
    window: QWidget,
    qtbot: QtBot,
    short_match: MatchRecord,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    when_dialog: WhenDialog,
) -> None:
    target = tmp_path / "gone" / "sheet.pdf"
    export_to(qtbot, when_dialog, target)
    warnings: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "warning", staticmethod(lambda parent, title, text: warnings.append(text))
    )

    assert printing.export_pdf(window, short_match) is None
    assert len(warnings) == 1
    assert "cannot be written" in warnings[0]


def test_print_preview_draws_the_sheet_it_would_print_on_the_paper_chosen(
    window: QWidget,
    qtbot: QtBot,
    long_match: MatchRecord,
    tmp_path: Path,
    pdf_text: Callable[..., str],
    pdf_pages: Callable[[Path], int],
    when_dialog: WhenDialog,
) -> None:
    output = tmp_path / "preview.pdf"
    when_dialog(PrintDialog, print_to_file(qtbot, output))
    shown: list[str] = []

    def answer(dialog: SheetPreviewDialog) -> None:
        shown.append(dialog.windowTitle())
        qtbot.waitUntil(lambda: dialog.preview.pageCount() >= 2)
        assert dialog.page_label.text() == f"Page 1 of {dialog.preview.pageCount()}"
        qtbot.mouseClick(dialog.next_button, LEFT)
        assert dialog.preview.currentPage() == 2
        qtbot.mouseClick(dialog.paper.buttons["letter"], LEFT)
        qtbot.mouseClick(dialog.print_button, LEFT)

    when_dialog(SheetPreviewDialog, answer)
    assert printing.print_sheet(window, long_match) is True
    assert shown == ["Match sheet — print preview"]
    pages = pdf_pages(output)
    assert pages >= 2
    assert f"page {pages} of {pages}" in pdf_text(output, pages)
    assert "(letter)" in page_size(output) and saved_paper() == "letter"


def test_the_print_preview_closes_on_esc_and_on_its_close_button(
    window: QWidget, qtbot: QtBot, short_match: MatchRecord, when_dialog: WhenDialog
) -> None:
    when_dialog(SheetPreviewDialog, lambda dialog: qtbot.keyClick(dialog, Qt.Key.Key_Escape))
    assert printing.print_sheet(window, short_match) is False
    when_dialog(SheetPreviewDialog, lambda d: qtbot.mouseClick(d.close_button, LEFT))
    assert printing.print_sheet(window, short_match) is False


def test_printing_without_preview_goes_through_the_touch_print_dialog_to_a_pdf_file(
    window: QWidget,
    qtbot: QtBot,
    short_match: MatchRecord,
    tmp_path: Path,
    pdf_text: Callable[..., str],
    pdf_pages: Callable[[Path], int],
    when_dialog: WhenDialog,
) -> None:
    output = tmp_path / "printed.pdf"
    papers: list[str] = []
    answer = print_to_file(qtbot, output, copies=2)

    def look_then_answer(dialog: PrintDialog) -> None:
        papers.append(dialog.findChild(QLabel, "paperShown").text())
        answer(dialog)

    when_dialog(PrintDialog, look_then_answer)

    assert printing.print_sheet(window, short_match, detail=True, preview=False) is True
    assert output.read_bytes().startswith(b"%PDF")
    text = pdf_text(output)
    assert "Anna Petrova" in text and "Shot-by-shot log" in text
    assert papers == ["Paper: A4 (210 × 297 mm)"]  # the sheet's paper, shown
    # Two copies: the whole sheet twice, each from its first page.
    assert text.count("page 1 of") == 2 and pdf_pages(output) % 2 == 0


def test_a_cancelled_print_dialog_prints_nothing(
    window: QWidget,
    qtbot: QtBot,
    short_match: MatchRecord,
    monkeypatch: pytest.MonkeyPatch,
    when_dialog: WhenDialog,
) -> None:
    painted: list[Any] = []
    monkeypatch.setattr(printing, "_paint", lambda *args: painted.append(args))
    when_dialog(PrintDialog, lambda dialog: qtbot.mouseClick(dialog.cancel_button, LEFT))

    assert printing.print_sheet(window, short_match, preview=False) is False
    assert painted == []


def test_printing_to_a_pdf_file_that_cannot_be_written_says_so_and_prints_nothing(
    window: QWidget,
    qtbot: QtBot,
    short_match: MatchRecord,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    when_dialog: WhenDialog,
) -> None:
    not_a_folder = tmp_path / "notes.txt"
    not_a_folder.write_text("a file, not a folder", encoding="utf-8")
    painted: list[Any] = []
    monkeypatch.setattr(printing, "_paint", lambda *args: painted.append(args))
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: told.append(text))
    when_dialog(PrintDialog, print_to_file(qtbot, not_a_folder / "sheet.pdf"))

    assert printing.print_sheet(window, short_match, preview=False) is False
    assert painted == []
    assert len(told) == 1 and str(not_a_folder / "sheet.pdf") in told[0]


def test_the_print_dialog_prints_to_a_pdf_file_only_once_it_has_a_name(
    qtbot: QtBot, window: QWidget, tmp_path: Path
) -> None:
    dialog = PrintDialog(printing.sheet_printer("a4"), "A4", tmp_path, "sheet.pdf", window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.mouseClick(dialog.printer_buttons[""], LEFT)
    assert dialog.print_button.isEnabled()
    dialog.pdf_file.name_edit.clear()
    assert not dialog.print_button.isEnabled()
    qtbot.keyClicks(dialog.pdf_file.name_edit, "copy")
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(dialog.print_button, LEFT)
    assert dialog.printer.outputFileName() == str(tmp_path / "copy.pdf")
    assert dialog.printer.outputFormat() == QPrinter.OutputFormat.PdfFormat


def test_the_print_preview_opens_large_enough_to_read_a_page(
    window: QWidget, qtbot: QtBot, short_match: MatchRecord, when_dialog: WhenDialog
) -> None:
    """It opened at 848×212, a strip of page: now nearly the screen's height, the page fitted
    to its width (an A4 page 900 px wide: its 9-point words some 15 px high)."""
    seen: list[tuple[int, int, int, int, float]] = []

    def look(dialog: SheetPreviewDialog) -> None:
        qtbot.waitUntil(lambda: dialog.preview.pageCount() >= 1)
        free = dialog.screen().availableGeometry()
        seen.append(
            (
                dialog.width(),
                dialog.height(),
                free.width(),
                free.height(),
                dialog.preview.zoomFactor(),
            )
        )
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    when_dialog(SheetPreviewDialog, look)
    printing.print_sheet(window, short_match)
    ((width, height, free_width, free_height, zoom),) = seen
    assert height >= 0.85 * free_height and height <= free_height
    assert width >= min(1000, 0.9 * free_width) and width <= free_width
    assert zoom >= 0.6  # the page as wide as the dialog, not shrunk into a strip
