"""The desk's Print buttons of the tournament day: the bracket (on the Draw and Results screens)
and the end of the day's sheet (final standings and every result), on a printer or to a PDF file,
on A3, A4 or Letter.

The match sheet's flow, not a copy of it: :func:`ninescore.ui.dialogs.printing.print_job` with
its touch print preview and touch print dialog, the pages drawn by
:func:`ninescore.sheet.tournament_print.render_tournament` from what the screen shows (the one
:class:`~ninescore.describe.bracket.BracketView`).  The paper offered is
:func:`~ninescore.sheet.tournament_print.tournament_paper`: the one last printed a tournament on,
else the match sheet's (the desk's, else the region's), as ``ninescore tournament print`` takes
it.
"""

from __future__ import annotations

from PySide6.QtGui import QPainter
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QWidget

from ninescore.describe import desk_day as words
from ninescore.describe.bracket import BracketView
from ninescore.records.tournaments import tournament_id
from ninescore.sheet.paper import paper_of
from ninescore.sheet.tournament_print import (
    BRACKET,
    TOURNAMENT_PAPERS,
    remember_tournament_paper,
    render_tournament,
    tournament_page_layout,
    tournament_paper,
)
from ninescore.ui.dialogs.printing import PrintJob, copies_to_draw, print_job


def paint_tournament(printer: QPrinter, view: BracketView, kind: str) -> None:
    """Draw ``kind`` of ``view`` on ``printer`` (as many times as the copies the printer does not
    make itself, each from a new page)."""
    painter = QPainter()
    if not painter.begin(printer):
        return  # the print system reports its own failure (printer gone, file not writable)
    try:
        for copy in range(copies_to_draw(printer)):
            if copy:
                printer.newPage()
            render_tournament(painter, view, kind)
    finally:
        painter.end()


def day_print_job(view: BracketView, kind: str = BRACKET) -> PrintJob:
    """What the Print buttons print: ``kind`` ("bracket" or "day") of ``view``."""
    return PrintJob(
        paint=lambda printer: paint_tournament(printer, view, kind),
        file_name=f"{tournament_id(view.name) or 'tournament'}-{kind}.pdf",
        document_name=words.print_document_text(kind, view.name),
        title=words.print_title_text(kind),
        preview_title=words.print_preview_title_text(kind),
        papers=TOURNAMENT_PAPERS,
        layout_of=lambda paper: tournament_page_layout(kind, paper),
    )


def print_day(parent: QWidget | None, view: BracketView, kind: str = BRACKET) -> bool:
    """Print ``kind`` ("bracket" or "day") of ``view`` through the preview and the print dialog;
    the paper printed on is offered next time.  Returns whether anything was printed."""
    printer = print_job(parent, day_print_job(view, kind), tournament_paper())
    if printer is None:
        return False
    printed_on = paper_of(printer.pageLayout().pageSize(), TOURNAMENT_PAPERS)
    if printed_on is not None:
        remember_tournament_paper(printed_on)
    return True
