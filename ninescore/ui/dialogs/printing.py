"""Printing and exporting match sheets from the window and the history: preview, print, PDF.

The same touch preview and print dialog print a tournament's bracket and day's sheet from the
desk (:mod:`ninescore.ui.desk.day_printing`): what differs is a :class:`PrintJob`.

The scoring window (Match → Print sheet / Export PDF) and the history browser (one or several
selected matches) call :func:`print_sheet` and :func:`export_pdf`; both draw with the one sheet
renderer, so what the preview shows is what the printer and the PDF get.  The paper is the
desk's last choice, else the system region's (``ninescore.sheet.paper``, as ``ninescore sheet``
chooses it); the dialogs let the desk change it, and remember what it chose.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths, QUrl
from PySide6.QtGui import QDesktopServices, QPageLayout, QPageSize, QPainter
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QDialog, QWidget

from ninescore.i18n import SETTINGS_APPLICATION, SETTINGS_ORGANIZATION
from ninescore.sheet import SheetError, page_layout, render_sheet, write_pdf
from ninescore.sheet.content import date_text, short_id
from ninescore.sheet.paper import PAPERS, default_paper, paper_of, paper_text, remember_paper
from ninescore.ui.widgets.plain_text import warn

if TYPE_CHECKING:
    from ninescore.records.record import MatchRecord
    from ninescore.ui.dialogs.sheet import SheetPreviewDialog
    from ninescore.ui.dialogs.touch_files import PrintDialog

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


def copies_to_draw(printer: QPrinter) -> int:
    """How many times to draw what is printed: a PDF file (or a printer that cannot) does not
    make the copies itself."""
    return 1 if printer.supportsMultipleCopies() else max(1, printer.copyCount())


def _paint(printer: QPrinter, records: list[MatchRecord], detail: bool) -> None:
    painter = QPainter()
    if not painter.begin(printer):
        return  # the print system reports its own failure (printer gone, file not writable)
    try:
        # The copies each match's sheet again from a new page.
        render_sheet(painter, records * copies_to_draw(printer), detail)
    finally:
        painter.end()


@dataclass(frozen=True)
class PrintJob:
    """What a Print button prints, for :func:`print_job`: the match sheet's, or a tournament's
    bracket or day's sheet (:mod:`ninescore.ui.desk.day_printing`), through the same dialogs."""

    paint: Callable[[QPrinter], None]
    """Draws it all on the printer (the preview's, the chosen printer, a PDF file)."""
    file_name: str
    """The PDF file suggested when "PDF file" is the printer."""
    document_name: str
    """The print queue's name of the job."""
    title: str | None = None
    """The print dialog's title (and its message boxes'); None: the match sheet's."""
    preview_title: str | None = None
    papers: Mapping[str, QPageSize.PageSizeId] = field(default_factory=lambda: dict(PAPERS))
    layout_of: Callable[[str], QPageLayout] = page_layout
    """The page of a paper."""


def _remember_printer_paper(printer: QPrinter, offered: str) -> None:
    paper = paper_of(printer.pageLayout().pageSize())
    if paper is not None:
        remember_paper(paper, offered)


def job_print_dialog(parent: QWidget | None, job: PrintJob, printer: QPrinter) -> PrintDialog:
    """The touch print dialog ``job`` opens for ``printer``: the printer (or a PDF file in the
    last folder), the copies, the job's paper shown."""
    from ninescore.ui.dialogs.touch_files import PrintDialog

    paper = paper_of(printer.pageLayout().pageSize(), job.papers) or default_paper()
    return PrintDialog(
        printer, paper_text(paper), _start_folder(), job.file_name, parent, job.title
    )


def _print_dialog(parent: QWidget | None, job: PrintJob) -> Callable[[QPrinter], bool]:
    """Ask :func:`job_print_dialog`; a PDF file that cannot be written is said, not printed."""

    def ask(printer: QPrinter) -> bool:
        dialog = job_print_dialog(parent, job, printer)
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

                warn(
                    parent,
                    job.title or QCoreApplication.translate("Sheet", "Print match sheet"),
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
    job = PrintJob(
        paint=lambda target: _paint(target, items, detail),
        file_name=suggested_file_name(items),
        document_name=_document_name(items),
    )
    printer = print_job(parent, job, offered, preview)
    if printer is not None:
        _remember_printer_paper(printer, offered)
    return printer is not None


def job_printer(job: PrintJob, paper: str) -> QPrinter:
    """A printer for ``job``, its page ``paper``'s; a real printer raises the margins to what it
    can reach, and the pages are laid out inside whatever paint rectangle it ends up with."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageLayout(job.layout_of(paper))
    printer.setDocName(job.document_name)
    return printer


def job_preview(
    parent: QWidget | None, job: PrintJob, printer: QPrinter, paper: str
) -> SheetPreviewDialog:
    """The touch print preview ``job`` opens, its Print… asking :func:`job_print_dialog`."""
    from ninescore.ui.dialogs.sheet import SheetPreviewDialog

    return SheetPreviewDialog(
        printer,
        paper,
        job.paint,
        _print_dialog(parent, job),
        parent,
        job.preview_title,
        job.papers,
        job.layout_of,
    )


def print_job(
    parent: QWidget | None, job: PrintJob, paper: str, preview: bool = True
) -> QPrinter | None:
    """Print ``job`` on ``paper`` first: the touch print preview (pages, zoom, the paper,
    Print…, Close) and from it the touch print dialog, or with ``preview=False`` that dialog
    straight away.  Returns the printer printed on (its page the paper chosen), or None when
    nothing was printed."""
    printer = job_printer(job, paper)
    if preview:
        preview_dialog = job_preview(parent, job, printer, paper)
        try:
            printed = preview_dialog.exec() == QDialog.DialogCode.Accepted
        finally:
            preview_dialog.deleteLater()
    else:
        printed = _print_dialog(parent, job)(printer)
        if printed:
            job.paint(printer)
    return printer if printed else None


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
        warn(parent, QCoreApplication.translate("Sheet", "Export match sheet as PDF"), str(error))
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
