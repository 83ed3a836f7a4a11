"""Printing and exporting from the window and the history, with Qt's dialogs stood in for."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from ninescore.records import MatchRecord
from ninescore.ui import printing


@pytest.fixture
def window(qtbot: QtBot) -> QWidget:
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


def print_to_pdf(printer: QPrinter, path: Path) -> None:
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))


def test_export_pdf_writes_where_the_file_dialog_says_and_adds_the_suffix(
    window: QWidget,
    short_match: MatchRecord,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    pdf_text: Callable[..., str],
) -> None:
    offered: list[str] = []

    def choose(parent: QWidget, title: str, start: str, filters: str) -> tuple[str, str]:
        offered.append(start)
        return str(tmp_path / "desk copy"), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(choose))

    written = printing.export_pdf(window, short_match)

    assert written == tmp_path / "desk copy.pdf"
    assert Path(offered[0]).name == f"sheet-Anna-Petrova-vs-John-Smith-{short_match.id[:8]}.pdf"
    text = pdf_text(written)
    assert "Anna Petrova" in text and "John Smith" in text and "page 1 of 1" in text


def test_several_history_matches_export_into_one_pdf(
    window: QWidget,
    short_match: MatchRecord,
    cyrillic_match: MatchRecord,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    pdf_text: Callable[..., str],
    pdf_pages: Callable[[Path], int],
) -> None:
    target = tmp_path / "round 1.pdf"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *args: (str(target), ""))
    )

    written = printing.export_pdf(window, [short_match, cyrillic_match], detail=True)

    assert written == target
    assert pdf_pages(target) >= 4  # each match: its sheet, then its shot-by-shot pages
    text = pdf_text(target)
    assert "Anna Petrova" in text and "Дмитрий Соколов-Петровский" in text


def test_cancelling_the_file_dialog_writes_nothing(
    window: QWidget, short_match: MatchRecord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args: ("", "")))

    assert printing.export_pdf(window, short_match) is None


def test_an_unwritable_pdf_is_one_message_box_not_a_crash(
    window: QWidget, short_match: MatchRecord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "gone" / "sheet.pdf"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *args: (str(target), ""))
    )
    warnings: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "warning", staticmethod(lambda parent, title, text: warnings.append(text))
    )

    assert printing.export_pdf(window, short_match) is None
    assert len(warnings) == 1
    assert "cannot be written" in warnings[0]


def test_print_preview_draws_the_sheet_it_would_print(
    window: QWidget,
    long_match: MatchRecord,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    pdf_text: Callable[..., str],
    pdf_pages: Callable[[Path], int],
) -> None:
    output = tmp_path / "preview.pdf"
    shown: list[str] = []

    def exec_preview(dialog: QPrintPreviewDialog) -> int:
        # What the preview's print button does: paint onto the dialog's printer.
        shown.append(dialog.windowTitle())
        printer = dialog.printer()
        print_to_pdf(printer, output)
        dialog.paintRequested.emit(printer)
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(QPrintPreviewDialog, "exec", exec_preview)

    assert printing.print_sheet(window, long_match) is True
    assert shown == ["Match sheet — print preview"]
    pages = pdf_pages(output)
    assert pages >= 2
    assert f"page {pages} of {pages}" in pdf_text(output, pages)


def test_printing_without_preview_goes_through_the_print_dialog(
    window: QWidget,
    short_match: MatchRecord,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    pdf_text: Callable[..., str],
) -> None:
    output = tmp_path / "printed.pdf"

    def exec_dialog(dialog: QPrintDialog) -> int:
        print_to_pdf(dialog.printer(), output)
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(QPrintDialog, "exec", exec_dialog)

    assert printing.print_sheet(window, short_match, detail=True, preview=False) is True
    text = pdf_text(output)
    assert "Anna Petrova" in text and "Shot-by-shot log" in text


def test_a_cancelled_print_dialog_prints_nothing(
    window: QWidget, short_match: MatchRecord, monkeypatch: pytest.MonkeyPatch
) -> None:
    painted: list[Any] = []
    monkeypatch.setattr(printing, "_paint", lambda *args: painted.append(args))
    monkeypatch.setattr(QPrintDialog, "exec", lambda dialog: int(QDialog.DialogCode.Rejected))

    assert printing.print_sheet(window, short_match, preview=False) is False
    assert painted == []
