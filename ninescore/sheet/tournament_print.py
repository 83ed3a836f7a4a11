"""A tournament on paper: the bracket (one landscape page per side) and the end of the day's sheet
(final standings and every result, portrait), drawn on a QPainter for the printer and PDF.

What each page says comes from the one presenter of a tournament,
:func:`ninescore.describe.bracket.bracket_view`: this module and its two drawers
(:mod:`.bracket_pages`, :mod:`.day_pages`) only place its boxes, lines and rows on the paper.
QtGui only, like the match sheet: the desk window's Print buttons
(:mod:`ninescore.ui.desk.day_printing`) draw with :func:`render_tournament` on the printer the
preview and print dialog set up with :func:`tournament_page_layout`; :func:`print_tournament`
does both on any paged device; ``ninescore tournament print`` writes a PDF through
:func:`write_tournament_pdf`.
"""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QMarginsF, QSettings
from PySide6.QtGui import QPagedPaintDevice, QPageLayout, QPageSize, QPainter, QPdfWriter

from ninescore import __version__
from ninescore.describe.bracket import BracketView
from ninescore.describe.dates import date_time_text

from .ink import Ink
from .pdf import RESOLUTION, SheetError, write_pdf_file

BRACKET = "bracket"
DAY = "day"
KINDS = (BRACKET, DAY)
"""What is printed: the bracket, or the end of the day's sheet."""

TOURNAMENT_PAPERS: dict[str, QPageSize.PageSizeId] = {
    "a3": QPageSize.PageSizeId.A3,
    "a4": QPageSize.PageSizeId.A4,
    "letter": QPageSize.PageSizeId.Letter,
}
"""A bracket of 64 reads best on A3 (the wall by the desk); A4 and Letter hold it too."""
MARGIN_MM = 10.0

PAPER_SETTING = "tournament/paper"
"""The paper a tournament was last printed on from the desk window: its own, not the match
sheet's (a club that prints its brackets on A3 keeps its match sheets on A4)."""


def tournament_paper() -> str:
    """The paper a tournament's pages are offered on (the desk window's Print buttons) and
    printed on by ``ninescore tournament print`` without ``--paper``: the one the desk last
    printed a tournament on, else the match sheet's (the desk's choice, else the region's)."""
    from .paper import SETTINGS_FILE, default_paper

    saved = QSettings(*SETTINGS_FILE).value(PAPER_SETTING)
    return saved if isinstance(saved, str) and saved in TOURNAMENT_PAPERS else default_paper()


def remember_tournament_paper(paper: str) -> None:
    """The desk printed a tournament on ``paper``: offer it next time."""
    from .paper import SETTINGS_FILE

    settings = QSettings(*SETTINGS_FILE)
    settings.setValue(PAPER_SETTING, paper_name(paper))
    settings.sync()


def paper_name(paper: str) -> str:
    """``paper`` as :data:`TOURNAMENT_PAPERS` names it ("A4" is "a4"); SheetError if none."""
    name = paper.strip().lower()
    if name not in TOURNAMENT_PAPERS:
        raise SheetError(
            QCoreApplication.translate(
                "TournamentSheet", "Unknown paper size “{paper}”: use a3, a4 or letter."
            ).format(paper=paper)
        )
    return name


def tournament_page_layout(kind: str, paper: str = "a4") -> QPageLayout:
    """The page of ``kind``: the bracket lies landscape (rounds side by side), the day's sheet
    stands portrait (a list)."""
    orientation = (
        QPageLayout.Orientation.Landscape if kind == BRACKET else QPageLayout.Orientation.Portrait
    )
    return QPageLayout(
        QPageSize(TOURNAMENT_PAPERS[paper_name(paper)]),
        orientation,
        QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
        QPageLayout.Unit.Millimeter,
    )


def render_tournament(
    painter: QPainter, view: BracketView, kind: str = BRACKET, printed: datetime | None = None
) -> int:
    """Draw ``kind`` of ``view`` with ``painter`` (active on a printer or a PDF whose page
    layout is :func:`tournament_page_layout`'s); returns the pages drawn."""
    from .bracket_pages import bracket_pages
    from .day_pages import day_pages

    device = painter.device()
    if device is None:
        raise ValueError("the painter is not active on a device")
    if kind not in KINDS:
        raise ValueError(f"unknown kind {kind!r}; expected one of {KINDS}")
    ink = Ink(painter, device)
    pages = bracket_pages(ink, view) if kind == BRACKET else day_pages(ink, view)
    footer = QCoreApplication.translate("TournamentSheet", "{name} · printed {when}").format(
        name=view.name, when=date_time_text(printed or datetime.now().astimezone())
    )
    for number, page in enumerate(pages, start=1):
        if number > 1 and isinstance(device, QPagedPaintDevice):
            device.newPage()
        page(ink)
        ink.footer(
            QCoreApplication.translate(
                "TournamentSheet", "{footer} · page {page} of {pages}"
            ).format(footer=footer, page=number, pages=len(pages))
        )
    return len(pages)


def print_tournament(
    device: QPagedPaintDevice,
    view: BracketView,
    kind: str = BRACKET,
    paper: str = "a4",
    printed: datetime | None = None,
) -> int:
    """Print ``kind`` of ``view`` on ``device`` (the desk window's QPrinter, or any paged
    device): its page set to ``paper`` the way ``kind`` lies, then drawn; returns the pages.
    SheetError with one sentence when the device cannot be painted on (a printer gone)."""
    device.setPageLayout(tournament_page_layout(kind, paper))
    painter = QPainter()
    if not painter.begin(device):
        raise SheetError(
            QCoreApplication.translate("TournamentSheet", "The printer could not be started.")
        )
    try:
        return render_tournament(painter, view, kind, printed)
    finally:
        painter.end()


def tournament_pdf_bytes(
    view: BracketView, kind: str = BRACKET, paper: str = "a4", printed: datetime | None = None
) -> bytes:
    """The PDF of ``kind`` of ``view``, in memory."""
    layout = tournament_page_layout(kind, paper)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(RESOLUTION)
    writer.setPageLayout(layout)
    writer.setCreator(f"ninescore {__version__}")
    writer.setTitle(_title(view, kind))
    painter = QPainter()
    if not painter.begin(writer):
        raise SheetError(QCoreApplication.translate("Sheet", "The PDF could not be started."))
    try:
        render_tournament(painter, view, kind, printed)
    finally:
        painter.end()
    buffer.close()
    return bytes(data.data())


def _title(view: BracketView, kind: str) -> str:
    if kind == BRACKET:
        text = QCoreApplication.translate("TournamentSheet", "Bracket: {name}")
    else:
        text = QCoreApplication.translate("TournamentSheet", "Results of the day: {name}")
    return text.format(name=view.name)


def write_tournament_pdf(
    view: BracketView,
    path: str | os.PathLike[str],
    kind: str = BRACKET,
    paper: str = "a4",
    printed: datetime | None = None,
) -> Path:
    """Write ``kind`` of ``view`` to the PDF file ``path``, whole or not at all; SheetError
    with one sentence when it cannot be."""
    return write_pdf_file(path, tournament_pdf_bytes(view, kind, paper, printed))


__all__ = [
    "BRACKET",
    "DAY",
    "KINDS",
    "TOURNAMENT_PAPERS",
    "paper_name",
    "print_tournament",
    "remember_tournament_paper",
    "render_tournament",
    "tournament_page_layout",
    "tournament_paper",
    "tournament_pdf_bytes",
    "write_tournament_pdf",
]
