"""Printing and exporting match sheets from the window and the history: preview, print, PDF.

The scoring window (Match → Print sheet / Export PDF) and the history browser (one or several
selected matches) call :func:`print_sheet` and :func:`export_pdf`; both draw with the one sheet
renderer, so what the preview shows is what the printer and the PDF get.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QSettings, QStandardPaths
from PySide6.QtGui import QPainter
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QWidget

from ninescore.i18n import SETTINGS_APPLICATION, SETTINGS_ORGANIZATION
from ninescore.sheet import SheetError, page_layout, render_sheet, write_pdf
from ninescore.sheet.content import date_text, short_id

if TYPE_CHECKING:
    from ninescore.records import MatchRecord

LAST_FOLDER_SETTING = "sheet/last_pdf_folder"
SETTINGS = (SETTINGS_ORGANIZATION, SETTINGS_APPLICATION)


def _as_list(records: MatchRecord | Sequence[MatchRecord]) -> list[MatchRecord]:
    return list(records) if isinstance(records, Sequence) else [records]


def default_paper() -> str:
    """US Letter where the locale measures in inches the American way, A4 elsewhere."""
    if QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem:
        return "letter"
    return "a4"


def _new_printer() -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    # The sheet's margins; a real printer raises them to what it can reach, and the sheet is laid
    # out inside whatever paint rectangle the printer ends up with.
    printer.setPageLayout(page_layout(default_paper()))
    return printer


def _paint(printer: QPrinter, records: list[MatchRecord], detail: bool) -> None:
    painter = QPainter()
    if not painter.begin(printer):
        return  # the print system reports its own failure (printer gone, file not writable)
    try:
        render_sheet(painter, records, detail)
    finally:
        painter.end()


def print_sheet(
    parent: QWidget | None,
    records: MatchRecord | Sequence[MatchRecord],
    detail: bool = False,
    preview: bool = True,
) -> bool:
    """Print the sheets of ``records``: Qt's print preview (with its print button) or, with
    ``preview=False``, the print dialog straight away. Returns whether anything was printed."""
    items = _as_list(records)
    if not items:
        return False
    printer = _new_printer()
    printer.setDocName(_document_name(items))
    if preview:
        preview_dialog = QPrintPreviewDialog(printer, parent)
        preview_dialog.setWindowTitle(
            QCoreApplication.translate("Sheet", "Match sheet — print preview")
        )
        preview_dialog.paintRequested.connect(lambda target: _paint(target, items, detail))
        return preview_dialog.exec() == QDialog.DialogCode.Accepted
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle(QCoreApplication.translate("Sheet", "Print match sheet"))
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return False
    _paint(printer, items, detail)
    return True


def suggested_file_name(records: Sequence[MatchRecord]) -> str:
    """``sheet-Ivanov-vs-Petrov-1a2b3c4d.pdf``, or ``sheets-3-matches.pdf`` for several."""
    if len(records) != 1:
        return QCoreApplication.translate("Sheet", "sheets-{n}-matches.pdf").format(n=len(records))
    record = records[0]
    players = "-vs-".join(_file_safe(name) for name in record.players)
    return f"sheet-{players}-{short_id(record.id)}.pdf"


def _file_safe(text: str) -> str:
    # Letters of any script are kept; characters that some file systems refuse are not.
    cleaned = re.sub(r'[\\/:*?"<>|\s]+', "-", text.strip())
    return cleaned.strip("-.")[:40] or "player"


def _document_name(records: Sequence[MatchRecord]) -> str:
    if len(records) == 1:
        record = records[0]
        return QCoreApplication.translate("Sheet", "Match sheet {a} vs {b}, {date}").format(
            a=record.players[0], b=record.players[1], date=date_text(record.created)
        )
    return QCoreApplication.translate("Sheet", "Match sheets ({n})").format(n=len(records))


def _start_folder() -> Path:
    saved = QSettings(*SETTINGS).value(LAST_FOLDER_SETTING)
    if isinstance(saved, str) and saved and Path(saved).is_dir():
        return Path(saved)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents) if documents else Path.home()


def export_pdf(
    parent: QWidget | None,
    records: MatchRecord | Sequence[MatchRecord],
    detail: bool = False,
    paper: str | None = None,
) -> Path | None:
    """Ask where to save, then write the sheets of ``records`` as one PDF.

    Returns the file written, or None when the user cancelled or the file could not be written
    (then a message box has said why, in one sentence).
    """
    items = _as_list(records)
    if not items:
        return None
    start = _start_folder() / suggested_file_name(items)
    chosen, _filter = QFileDialog.getSaveFileName(
        parent,
        QCoreApplication.translate("Sheet", "Export match sheet as PDF"),
        str(start),
        QCoreApplication.translate("Sheet", "PDF files (*.pdf)"),
    )
    if not chosen:
        return None
    target = Path(chosen)
    if target.suffix.lower() != ".pdf":
        target = target.with_name(target.name + ".pdf")
    try:
        written = write_pdf(items, target, detail=detail, paper=paper or default_paper())
    except SheetError as error:
        QMessageBox.warning(
            parent, QCoreApplication.translate("Sheet", "Export match sheet as PDF"), str(error)
        )
        return None
    QSettings(*SETTINGS).setValue(LAST_FOLDER_SETTING, str(written.parent))
    return written
