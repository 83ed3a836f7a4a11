"""The match sheet, drawn once on a QPainter: the same pages for the preview, the printer and PDF.

Drawing happens in two passes per match. The first lays the sheet out into pages of drawing
operations (so the number of pages is known before anything is painted: "page 2 of 3"); the second
paints them, adding the footer. Everything is measured with the target device's own font metrics,
in device pixels, inside the paint rectangle the device reports, so the printer's (or the PDF's)
margins are respected whatever its resolution.

The layout is :mod:`.match_layout` (on :mod:`.page_layout`'s pages of :mod:`.ops`, in the look
of :mod:`.style`); here the pages are painted.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPagedPaintDevice,
    QPaintDevice,
    QPaintEngine,
    QPainter,
    QPen,
)

from ninescore.fonts import register_fonts

from .content import sheet_content
from .match_layout import SheetLayout
from .ops import Line, Op, Text
from .page_layout import PageLayout
from .shaping import Shape, shape, shape_cache
from .style import CENTER, FONT_SIZES, GREY, LIGHT_RULE

if TYPE_CHECKING:
    from ninescore.records import MatchRecord


def _paint_page(
    painter: QPainter,
    layout: PageLayout,
    ops: Sequence[Op],
    footer: str,
    shapes: dict[str, dict[str, Shape]] | None,
) -> None:
    """Paint one page's ``ops``, then its footer.

    With ``shapes`` (a PDF), texts are drawn from their glyph runs, shaped once (:mod:`.shaping`);
    without (the preview, which records what it is given for the screen), by ``drawText``.
    """
    fonts = layout.fonts
    device = painter.device()
    draw_text = painter.drawText
    draw_run = painter.drawGlyphRun
    set_pen = painter.setPen
    current_role = ""
    # The pen last set: a text colour or a line's QPen. Setting either costs, so only on change.
    current_pen: QColor | QPen | None = None
    for op in ops:
        if isinstance(op, Text):
            role, text, color, origin = op
            if color is not current_pen:
                set_pen(color)
                current_pen = color
            if shapes is not None:
                role_shapes = shapes[role]
                runs = role_shapes.get(text)
                if runs is None:
                    runs = role_shapes[text] = shape(text, fonts[role], device)
                if runs:
                    for run in runs:
                        draw_run(origin, run)
                    continue
            if role != current_role:
                painter.setFont(fonts[role])
                current_role = role
            draw_text(origin, text)
        elif isinstance(op, Line):
            if op.pen is not current_pen:
                set_pen(op.pen)
                current_pen = op.pen
            painter.drawLine(op.start, op.end)
        else:
            painter.setBrush(QBrush(op.fill) if op.fill is not None else Qt.BrushStyle.NoBrush)
            if op.pen_color is not None and op.pen_width:
                set_pen(QPen(op.pen_color, op.pen_width))
            else:
                set_pen(Qt.PenStyle.NoPen)
            current_pen = None
            if op.ellipse:
                painter.drawEllipse(op.rect)
            else:
                painter.drawRect(op.rect)
            painter.setBrush(Qt.BrushStyle.NoBrush)
    pt = layout.pt
    footer_height = layout.line_height("footer")
    top = layout.height - footer_height
    set_pen(QPen(LIGHT_RULE, 0.5 * pt))
    painter.drawLine(QPointF(0, top - 4 * pt), QPointF(layout.width, top - 4 * pt))
    painter.setFont(fonts["footer"])
    set_pen(GREY)
    draw_text(QRectF(0, top, layout.width, footer_height), CENTER, footer)


def _shapes_for(painter: QPainter, device: QPaintDevice) -> dict[str, dict[str, Shape]] | None:
    """The shapes to paint texts from, or None where texts are better drawn by ``drawText``.

    Only a PDF engine (a PDF file, a printer) writes glyph runs as it writes texts; the print
    preview's engine records them for the screen as outlines, so it gets the texts.
    """
    engine = painter.paintEngine()
    if engine is None or engine.type() != QPaintEngine.Type.Pdf:
        return None
    if painter.layoutDirection() == Qt.LayoutDirection.RightToLeft:
        return None  # a right-to-left program's painter: not shaped here (.shaping)
    return shape_cache(register_fonts(), device.logicalDpiY(), list(FONT_SIZES))


def lay_out(
    device: QPaintDevice, record: MatchRecord, detail: bool = False
) -> tuple[SheetLayout, list[list[Op]]]:
    """The pages of ``record``'s sheet for ``device``, as drawing operations (not painted)."""
    family = register_fonts()
    layout = SheetLayout(device, family, sheet_content(record, detail))
    return layout, layout.lay_out(detail)


def render_sheet(
    painter: QPainter,
    records: MatchRecord | Sequence[MatchRecord],
    detail: bool = False,
) -> int:
    """Draw the sheets of ``records`` with ``painter`` (already active), each from a new page.

    The painter's device must be a QPagedPaintDevice (QPrinter, QPdfWriter) for more than one
    page. Pages are numbered per match ("page 2 of 3"), since each match's sheet is signed and
    filed on its own. Returns the number of pages drawn.
    """
    device = painter.device()
    if device is None:
        raise ValueError("the painter is not active on a device")
    items = [records] if not isinstance(records, Sequence) else list(records)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    shapes = _shapes_for(painter, device)
    drawn = 0
    for record in items:
        layout, pages = lay_out(device, record, detail)
        for number, ops in enumerate(pages, start=1):
            if drawn and isinstance(device, QPagedPaintDevice):
                device.newPage()
            footer = layout.content.footer.format(page=number, pages=len(pages))
            _paint_page(painter, layout, ops, footer, shapes)
            drawn += 1
    return drawn


def page_texts(pages: Sequence[Sequence[Op]]) -> list[str]:
    """Every text drawn on ``pages``, in order (for the benchmark's plain-text baseline)."""
    return [op.text for page in pages for op in page if isinstance(op, Text)]
