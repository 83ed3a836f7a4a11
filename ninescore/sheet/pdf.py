"""Match sheets as PDF files, drawn by :func:`ninescore.sheet.render.render_sheet`."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize, QPainter, QPdfWriter

from ninescore import __version__
from ninescore.describe.bidi import isolated
from ninescore.records.atomic import write_atomically
from ninescore.records.files import SpecialFileError

from .paper import PAPERS
from .render import render_sheet

if TYPE_CHECKING:
    from ninescore.records import MatchRecord

MARGIN_MM = 15.0
# High enough that lines and text are placed precisely; the PDF itself is vector text either way.
RESOLUTION = 600


class SheetError(Exception):
    """A sheet could not be produced or written; the message is one sentence for the user."""


def page_layout(paper: str = "a4") -> QPageLayout:
    """Portrait ``paper`` ("a4" or "letter") with the sheet's margins."""
    try:
        size = PAPERS[paper.lower()]
    except KeyError:
        raise SheetError(
            QCoreApplication.translate(
                "Sheet", "Unknown paper size “{paper}”: use a4 or letter."
            ).format(paper=paper)
        ) from None
    return QPageLayout(
        QPageSize(size),
        QPageLayout.Orientation.Portrait,
        QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
        QPageLayout.Unit.Millimeter,
    )


def pdf_bytes(
    records: MatchRecord | Sequence[MatchRecord], detail: bool = False, paper: str = "a4"
) -> bytes:
    """The PDF of the sheets of ``records``, in memory."""
    items = [records] if not isinstance(records, Sequence) else list(records)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(RESOLUTION)
    writer.setPageLayout(page_layout(paper))
    writer.setCreator(f"ninescore {__version__}")
    writer.setTitle(_title(items))
    painter = QPainter()
    if not painter.begin(writer):
        raise SheetError(QCoreApplication.translate("Sheet", "The PDF could not be started."))
    try:
        render_sheet(painter, items, detail)
    finally:
        painter.end()
    buffer.close()
    return bytes(data.data())


def _title(records: Sequence[MatchRecord]) -> str:
    if len(records) == 1:
        players = [isolated(name) for name in records[0].players]  # the viewer's title bar
        return QCoreApplication.translate("Sheet", "Match sheet: {a} vs {b}").format(
            a=players[0], b=players[1]
        )
    return QCoreApplication.translate("Sheet", "Match sheets ({n})").format(n=len(records))


def write_pdf(
    records: MatchRecord | Sequence[MatchRecord],
    path: str | os.PathLike[str],
    detail: bool = False,
    paper: str = "a4",
) -> Path:
    """Write the sheets of ``records`` to the PDF file ``path``; return the path.

    The file appears whole or not at all: it is written next to the target and moved over it, so
    a failure never leaves a half-written PDF (or damages a file that was there). Raises
    :class:`SheetError` with one sentence when the file cannot be written.
    """
    return write_pdf_file(path, pdf_bytes(records, detail, paper))


def write_pdf_file(path: str | os.PathLike[str], data: bytes) -> Path:
    """The PDF ``data`` into the file ``path``, whole or not at all (written beside it and
    moved over it); :class:`SheetError` with one sentence when it cannot be.  Every PDF the
    program writes (the match sheet, the tournament's pages) goes through here."""
    target = Path(path)
    if target.is_dir():
        raise SheetError(
            QCoreApplication.translate(
                "Sheet", "{path} is a folder; give a file name for the PDF."
            ).format(path=target)
        )
    try:
        write_atomically(target, data)
    except SpecialFileError:
        # Never a rename over a device, a pipe or a link (see ninescore.records.atomic).
        raise SheetError(
            QCoreApplication.translate(
                "Sheet",
                "{path} is not a regular file (a device, a pipe, a socket or a link); give the "
                "name of a file for the PDF.",
            ).format(path=target)
        ) from None
    except OSError as error:
        raise SheetError(
            QCoreApplication.translate(
                "Sheet", "The PDF cannot be written to {path}: {reason}."
            ).format(path=target, reason=error.strerror or str(error))
        ) from error
    return target
