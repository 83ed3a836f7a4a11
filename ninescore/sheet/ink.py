"""The tournament pages' pen: text and lines placed in millimetres-free device pixels on the
painter's page, fonts by point size measured on the device itself (so a PDF at 600 dpi and a
printer at 300 place the same words alike).  The bundled DejaVu Sans prints Cyrillic names on
every desk (:mod:`ninescore.fonts`)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPaintDevice, QPainter, QPen

from ninescore.fonts import register_fonts

from .style import CENTER, GREY, INK, LEFT, LIGHT_RULE, RULE

SHADE = QColor("#ececec")
"""A bracket's box is shaded a little darker than a sheet's row: boxes stand alone on a page."""
FOOTER_PT = 7.0


class Ink:
    """Drawing on one page of ``device`` through ``painter``."""

    def __init__(self, painter: QPainter, device: QPaintDevice) -> None:
        self.painter = painter
        self.device = device
        self.family = register_fonts()
        self.width = float(device.width())
        self.height = float(device.height())
        self.dpi = float(device.logicalDpiY())
        self.pt = self.dpi / 72.0
        """Device pixels in a point."""
        self._fonts: dict[tuple[float, bool], tuple[QFont, QFontMetricsF]] = {}
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)

    def mm(self, millimetres: float) -> float:
        return millimetres * self.dpi / 25.4

    def font(self, size_pt: float, bold: bool = False) -> tuple[QFont, QFontMetricsF]:
        key = (round(size_pt, 2), bold)
        found = self._fonts.get(key)
        if found is None:
            font = QFont(self.family)
            font.setPointSizeF(key[0])
            font.setBold(bold)
            # No "ﬁ" for "fi": the words of a printed bracket are searched and copied from its
            # PDF ("final", a player's name); the other shaping a script needs is kept.
            font.setFeature(QFont.Tag("liga"), 0)
            found = self._fonts[key] = (font, QFontMetricsF(font, self.device))
        return found

    def line_height(self, size_pt: float, bold: bool = False) -> float:
        return self.font(size_pt, bold)[1].height()

    def text_width(self, text: str, size_pt: float, bold: bool = False) -> float:
        return self.font(size_pt, bold)[1].horizontalAdvance(text)

    def text(
        self,
        rect: QRectF,
        text: str,
        size_pt: float,
        *,
        bold: bool = False,
        align: int = LEFT,
        color: QColor = INK,
    ) -> None:
        """``text`` in ``rect``, cut short with an ellipsis where it does not fit."""
        if not text or rect.width() <= 0:
            return
        font, metrics = self.font(size_pt, bold)
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
        self.painter.setFont(font)
        self.painter.setPen(color)
        self.painter.drawText(rect, align, shown)

    def line(
        self, x1: float, y1: float, x2: float, y2: float, width_pt: float, color: QColor = RULE
    ) -> None:
        self.painter.setPen(QPen(color, width_pt * self.pt))
        self.painter.drawLine(QPointF(x1, y1), QPointF(x2, y2))

    def rect(
        self, rect: QRectF, width_pt: float, color: QColor = INK, fill: QColor | None = None
    ) -> None:
        self.painter.setBrush(QBrush(fill) if fill is not None else Qt.BrushStyle.NoBrush)
        if width_pt:
            self.painter.setPen(QPen(color, width_pt * self.pt))
        else:
            self.painter.setPen(Qt.PenStyle.NoPen)
        self.painter.drawRect(rect)
        self.painter.setBrush(Qt.BrushStyle.NoBrush)

    def footer_height(self) -> float:
        return self.line_height(FOOTER_PT) + 2 * self.pt

    def footer(self, text: str) -> None:
        height = self.line_height(FOOTER_PT)
        top = self.height - height
        self.line(0, top - 2 * self.pt, self.width, top - 2 * self.pt, 0.5, LIGHT_RULE)
        self.text(QRectF(0, top, self.width, height), text, FOOTER_PT, align=CENTER, color=GREY)
