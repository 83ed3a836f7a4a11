"""Printing and exporting match sheets from the window and the history: preview, print, PDF.

The scoring window (Match → Print sheet / Export PDF) and the history browser (one or several
selected matches) call :func:`print_sheet` and :func:`export_pdf`; both draw with the one sheet
renderer, so what the preview shows is what the printer and the PDF get.  The paper is the
desk's last choice, else the system region's (``ninescore.sheet.paper``, as ``ninescore sheet``
chooses it); the dialogs let the desk change it, and remember what it chose.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths, QUrl
from PySide6.QtGui import QDesktopServices, QPainter
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from ninescore.i18n import SETTINGS_APPLICATION, SETTINGS_ORGANIZATION
from ninescore.sheet import SheetError, page_layout, render_sheet, write_pdf
from ninescore.sheet.content import date_text, short_id
from ninescore.sheet.paper import default_paper, paper_of, paper_text, remember_paper

if TYPE_CHECKING:
    from ninescore.records.record import MatchRecord

LAST_FOLDER_SETTING = "sheet/last_pdf_folder"
SETTINGS = (SETTINGS_ORGANIZATION, SETTINGS_APPLICATION)


def _as_list(records: MatchRecord | Sequence[MatchRecord]) -> list[MatchRecord]:
    return list(records) if isinstance(records, Sequence) else [records]


def sheet_printer(paper: str | None = None) -> QPrinter:
    """A printer for match sheets on ``paper`` (default: the desk's last choice, else the
    region's).  The sheet's margins; a real printer raises them to what it can reach, and the
    sheet is laid out inside whatever paint rectangle the printer ends up with."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageLayout(page_layout(paper or default_paper()))
    return printer


def _paint(printer: QPrinter, records: list[MatchRecord], detail: bool) -> None:
    painter = QPainter()
    if not painter.begin(printer):
        return  # the print system reports its own failure (printer gone, file not writable)
    # A PDF file (or a printer that cannot) does not make the copies itself: draw them, each
    # match's sheet again from a new page.
    copies = 1 if printer.supportsMultipleCopies() else max(1, printer.copyCount())
    try:
        render_sheet(painter, records * copies, detail)
    finally:
        painter.end()


def _remember_printer_paper(printer: QPrinter, offered: str) -> None:
    paper = paper_of(printer.pageLayout().pageSize())
    if paper is not None:
        remember_paper(paper, offered)


def _print_dialog(
    parent: QWidget | None, records: Sequence[MatchRecord]
) -> Callable[[QPrinter], bool]:
    """The touch print dialog: the printer (or a PDF file in the last folder), the copies,
    the sheet's paper shown."""

    def ask(printer: QPrinter) -> bool:
        from ninescore.ui.dialogs.touch_files import PrintDialog

        paper = paper_of(printer.pageLayout().pageSize()) or default_paper()
        dialog = PrintDialog(
            printer, paper_text(paper), _start_folder(), suggested_file_name(records), parent
        )
        try:
            accepted = dialog.exec() == QDialog.DialogCode.Accepted
        finally:
            dialog.deleteLater()
        if accepted and printer.outputFormat() == QPrinter.OutputFormat.PdfFormat:
            target = Path(printer.outputFileName())
            # The print system says nothing when its PDF file cannot be written: ask first.
            try:
                with target.open("ab"):
                    pass
            except OSError as error:
                from ninescore.ui.dialogs.touch_files import could_not_write

                QMessageBox.warning(
                    parent,
                    QCoreApplication.translate("Sheet", "Print match sheet"),
                    could_not_write(target, error),
                )
                return False
            QSettings(*SETTINGS).setValue(LAST_FOLDER_SETTING, str(target.parent))
        return accepted

    return ask


def print_sheet(
    parent: QWidget | None,
    records: MatchRecord | Sequence[MatchRecord],
    detail: bool = False,
    preview: bool = True,
) -> bool:
    """Print the sheets of ``records``: the print preview (pages, zoom, paper, Print…, Close)
    or, with ``preview=False``, the print dialog straight away.  The paper printed on is
    remembered.  Returns whether anything was printed."""
    items = _as_list(records)
    if not items:
        return False
    offered = default_paper()
    printer = sheet_printer(offered)
    printer.setDocName(_document_name(items))
    if preview:
        from ninescore.ui.dialogs.sheet import SheetPreviewDialog

        preview_dialog = SheetPreviewDialog(
            printer,
            offered,
            lambda target: _paint(target, items, detail),
            _print_dialog(parent, items),
            parent,
        )
        try:
            printed = preview_dialog.exec() == QDialog.DialogCode.Accepted
        finally:
            preview_dialog.deleteLater()
    else:
        printed = _print_dialog(parent, items)(printer)
        if printed:
            _paint(printer, items, detail)
    if printed:
        _remember_printer_paper(printer, offered)
    return printed


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
    """Ask where to save and on which paper, write the sheets of ``records`` as one PDF, then
    say where it went and offer to open its folder.

    Returns the file written, or None when the user cancelled or the file could not be written
    (then a message box has said why, in one sentence).  The folder and the paper are
    remembered for the next export.
    """
    from ninescore.ui.dialogs.sheet import ExportPdfDialog

    items = _as_list(records)
    if not items:
        return None
    offered = paper or default_paper()
    dialog = ExportPdfDialog(_start_folder() / suggested_file_name(items), offered, parent)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        target, chosen_paper = dialog.target, dialog.chosen_paper
    finally:
        dialog.deleteLater()
    try:
        written = write_pdf(items, target, detail=detail, paper=chosen_paper)
    except SheetError as error:
        QMessageBox.warning(
            parent, QCoreApplication.translate("Sheet", "Export match sheet as PDF"), str(error)
        )
        return None
    QSettings(*SETTINGS).setValue(LAST_FOLDER_SETTING, str(written.parent))
    remember_paper(chosen_paper, offered)
    tell_written(parent, written)
    return written


def tell_written(parent: QWidget | None, path: Path) -> None:
    """Say where the PDF went; "Open its folder" opens it in the desktop's file manager."""
    from ninescore.ui.dialogs.touch import FileWrittenDialog

    dialog = FileWrittenDialog(
        parent,
        QCoreApplication.translate("Sheet", "Match sheet saved"),
        QCoreApplication.translate("Sheet", "The match sheet was saved as {file}").format(
            file=path
        ),
        QCoreApplication.translate("Sheet", "Open its folder"),
        QCoreApplication.translate("Sheet", "Done"),
    )
    try:
        if dialog.exec() == QDialog.DialogCode.Accepted:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(path.parent)))
    finally:
        dialog.deleteLater()
