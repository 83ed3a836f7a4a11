"""Pages of drawing operations, laid out with the target device's own font metrics.

A :class:`PageLayout` measures, wraps and places texts, lines and boxes in device pixels inside
the paint rectangle the device reports, and starts a new page when the next piece does not fit
(saying on it that the sheet continues). What a sheet puts on its pages is
:class:`~ninescore.sheet.match_layout.SheetLayout`'s.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPaintDevice, QPen

from .ops import Box, Line, Op, Text
from .style import (
    BAND,
    CENTER,
    GREY,
    H_CENTER,
    H_RIGHT,
    INK,
    LEFT,
    RULE,
    V_BOTTOM,
    V_CENTER,
    WRAP,
    advance_cache,
    role_fonts,
    wrap_cache,
)

_HYPHEN_BREAK = re.compile(r"[^-]+-*|-+")
# A sheet makes thousands of texts: tuple.__new__ skips the named tuple's Python-level __new__.
_new_text = tuple.__new__


def on_grid(value: float) -> float:
    """``value`` cut to a whole 1/64 of a pixel, as Qt places text (its fixed point, truncated).

    A text's origin on this grid is drawn exactly where Qt would draw it anyway, and its shaped
    glyphs' positions (:mod:`.shaping`), also on it, then add to it without rounding.
    """
    return int(value * 64) / 64


@dataclass(frozen=True, slots=True)
class Column:
    """A column of a table: its heading, its share of the width, its alignment, and the heading
    it shares with its neighbours (``group``: "Fouls" over "A" and "B")."""

    header: str
    weight: float
    align: int
    group: str = ""


class PageLayout:
    """Lays drawing operations out into pages for one device."""

    def __init__(self, device: QPaintDevice, family: str, continued: str) -> None:
        self.continued = continued
        """What a page after the first says at its top."""
        self.pt = device.logicalDpiY() / 72.0
        self.width = float(device.width())
        self.height = float(device.height())
        self.fonts, self.metrics, self.vertical = role_fonts(family, device)
        footer_height = self.metrics["footer"].height() + 12 * self.pt
        self.bottom = self.height - footer_height
        self._advances = advance_cache(family, self.pt)
        self._wrapped = wrap_cache(family, self.pt)
        self._pens: dict[tuple[float, int], QPen] = {}
        self.pages: list[list[Op]] = []
        self.ops: list[Op] = []
        self.y = 0.0
        self._on_new_page: Callable[[], None] | None = None

    # -- primitives -------------------------------------------------------------------------

    def line_height(self, role: str) -> float:
        return self.vertical[role][1]

    def text_height(self, role: str, width: float, text: str) -> float:
        """The height of ``text`` wrapped into ``width``."""
        line = self.vertical[role][1]
        if not text or self.advance(role, text) <= width:
            return line
        return line * len(self.wrap(role, width, text))

    def wrap(self, role: str, width: float, text: str) -> list[str]:
        """``text`` broken at spaces into lines no wider than ``width``.

        Done here rather than by Qt at paint time because the words of a sheet repeat endlessly
        (names, "pocketed", "(R1)"), so their cached widths make wrapping nearly free, and each
        line can then be placed and drawn without Qt laying the paragraph out again. A word
        wider than the whole line is cut short with an ellipsis.
        """
        key = (role, width, text)
        cached = self._wrapped.get(key)
        if cached is not None:
            return cached
        space = self.advance(role, " ")
        lines: list[str] = []
        current = ""
        used = 0.0
        for word in text.split():
            # Like Qt, a hyphenated word may break after its hyphens ("Push-" / "outs").
            pieces = _HYPHEN_BREAK.findall(word) if "-" in word[:-1] else [word]
            for index, piece in enumerate(pieces):
                gap = space if current and index == 0 else 0.0
                piece_width = self.advance(role, piece)
                if current and used + gap + piece_width > width:
                    lines.append(current)
                    current, used, gap = "", 0.0, 0.0
                if not current and piece_width > width:
                    piece = self.elide(role, width, piece)
                    piece_width = width
                current += (" " if gap else "") + piece
                used += gap + piece_width
        if current:
            lines.append(current)
        self._wrapped[key] = lines
        return lines

    def advance(self, role: str, text: str) -> float:
        """The width of one line of ``text``; cached, since tables repeat the same few texts."""
        widths = self._advances[role]
        width = widths.get(text)
        if width is None:
            width = widths[text] = self.metrics[role].horizontalAdvance(text)
        return width

    def elide(self, role: str, width: float, text: str) -> str:
        if self.advance(role, text) <= width:
            return text
        return self.metrics[role].elidedText(text, Qt.TextElideMode.ElideRight, max(width, 1.0))

    def fit_lines(self, role: str, width: float, text: str, max_lines: int) -> list[str]:
        """``text`` broken at spaces into at most ``max_lines`` lines, the last one elided.

        Names are never broken inside a word (nor at a hyphen, as Qt's wrapping would), and a
        name too long for the space keeps its beginning, which is what identifies a player.
        """
        metrics = self.metrics[role]
        words = text.split()
        lines: list[str] = []
        while words and len(lines) < max_lines - 1:
            line = words.pop(0)
            while words and metrics.horizontalAdvance(f"{line} {words[0]}") <= width:
                line = f"{line} {words.pop(0)}"
            if metrics.horizontalAdvance(line) > width:
                line = self.elide(role, width, line)
            lines.append(line)
        if words:
            lines.append(self.elide(role, width, " ".join(words)))
        return lines or [""]

    def text(
        self,
        rect: QRectF,
        role: str,
        text: str,
        flags: int = LEFT,
        color: QColor = INK,
    ) -> None:
        self.put(rect.x(), rect.y(), rect.width(), rect.height(), role, text, flags, color)

    def put(
        self,
        x: float,
        y: float,
        width: float,
        height: float,
        role: str,
        text: str,
        flags: int = LEFT,
        color: QColor = INK,
    ) -> None:
        """Text in the box (x, y, width, height), aligned by ``flags``: :meth:`text` in floats,
        for the long tables, where every QRectF saved counts."""
        if not text:
            return
        advance = self._advances[role].get(text)
        if advance is None:
            advance = self.advance(role, text)
        ascent, line, descent = self.vertical[role]
        if not (flags & WRAP and advance > width):
            # One line, as nearly every text of a sheet is: placed without the loop below.
            if flags & V_CENTER:
                y += (height - line) / 2 + ascent
            elif flags & V_BOTTOM:
                y += height - descent
            else:
                y += ascent
            if flags & H_RIGHT:
                x += width - advance
            elif flags & H_CENTER:
                x += (width - advance) / 2
            origin = QPointF(int(x * 64) / 64, int(y * 64) / 64)  # on_grid, inlined
            self.ops.append(_new_text(Text, (role, text, color, origin)))
            return
        lines = self.wrap(role, width, text)
        block = line * len(lines)
        if flags & V_CENTER:
            y += (height - block) / 2 + ascent
        elif flags & V_BOTTOM:
            y += height - block + line - descent
        else:
            y += ascent
        for text_line in lines:
            if len(lines) > 1:
                advance = self.advance(role, text_line)
            left = x
            if flags & H_RIGHT:
                left += width - advance
            elif flags & H_CENTER:
                left += (width - advance) / 2
            self.ops.append(
                _new_text(Text, (role, text_line, color, QPointF(on_grid(left), on_grid(y))))
            )
            y += line

    def log_lines(self, width: float, text: str) -> list[str]:
        """The lines ``text`` takes in the log's type and ``width``, as :meth:`put` with
        ``WRAP`` would draw them (none for no text)."""
        if not text:
            return []
        if self.advance("log", text) <= width:
            return [text]
        return self.wrap("log", width, text)

    def place_lines(
        self, x: float, baseline: float, role: str, lines: list[str], step: float
    ) -> None:
        """``lines`` in ink from the top left, the first one's baseline at ``baseline``, as
        :meth:`put` with ``TOP_LEFT`` places them."""
        ops = self.ops
        left = int(x * 64) / 64  # on_grid, inlined: a sheet places a thousand of these
        for text in lines:
            origin = QPointF(left, int(baseline * 64) / 64)
            ops.append(_new_text(Text, (role, text, INK, origin)))
            baseline += step

    def pen(self, width_pt: float, color: QColor) -> QPen:
        """One QPen per width and colour, shared, so painting changes pens only when needed."""
        key = (width_pt, color.rgba())
        pen = self._pens.get(key)
        if pen is None:
            pen = self._pens[key] = QPen(color, width_pt * self.pt)
        return pen

    def hline(self, y: float, x1: float, x2: float, width_pt: float, color: QColor = RULE) -> None:
        self.ops.append(Line(QPointF(x1, y), QPointF(x2, y), self.pen(width_pt, color)))

    def vline(self, x: float, y1: float, y2: float, width_pt: float, color: QColor = RULE) -> None:
        self.ops.append(Line(QPointF(x, y1), QPointF(x, y2), self.pen(width_pt, color)))

    def box(
        self,
        rect: QRectF,
        fill: QColor | None,
        pen_pt: float = 0.0,
        pen: QColor | None = None,
    ) -> None:
        self.ops.append(Box(rect, fill, pen_pt * self.pt, pen))

    # -- pages ------------------------------------------------------------------------------

    def new_page(self) -> None:
        self.ops = []
        self.pages.append(self.ops)
        self.y = 0.0
        if len(self.pages) > 1:
            height = self.line_height("small")
            self.text(QRectF(0, 0, self.width, height), "small", self.continued, LEFT, GREY)
            self.y = height + 6 * self.pt
            if self._on_new_page is not None:
                self._on_new_page()

    def ensure(self, height: float) -> None:
        """Start a new page unless ``height`` more fits on this one."""
        if self.y + height > self.bottom and self.y > self._top_of_page():
            self.new_page()

    def _top_of_page(self) -> float:
        return self.line_height("small") + 6 * self.pt if len(self.pages) > 1 else 0.0

    # -- tables -----------------------------------------------------------------------------

    def section_heading(self, text: str) -> None:
        height = self.line_height("h2")
        self.text(QRectF(0, self.y, self.width, height), "h2", text)
        self.y += height + 3 * self.pt

    def _column_x(self, columns: Sequence[Column]) -> list[tuple[float, float]]:
        total = sum(column.weight for column in columns)
        spans = []
        x = 0.0
        for column in columns:
            width = self.width * column.weight / total
            spans.append((x, width))
            x += width
        return spans

    def table_header(self, columns: Sequence[Column], spans: Sequence[tuple[float, float]]) -> None:
        pt = self.pt
        pad = 3 * pt
        line = self.line_height("head")
        single = max(
            self.text_height("head", width - 2 * pad, column.header)
            for column, (_x, width) in zip(columns, spans, strict=True)
            if not column.group
        )
        grouped = any(column.group for column in columns)
        height = max(single, 2 * line + 2 * pt if grouped else 0) + 2 * pad
        top = self.y
        self.box(QRectF(0, top, self.width, height), BAND)
        index = 0
        while index < len(columns):
            column = columns[index]
            x, width = spans[index]
            if not column.group:
                self.text(
                    QRectF(x + pad, top, width - 2 * pad, height),
                    "head",
                    column.header,
                    (column.align & ~int(Qt.AlignmentFlag.AlignVertical_Mask))
                    | int(Qt.AlignmentFlag.AlignVCenter)
                    | WRAP,
                )
                index += 1
                continue
            members = [index]
            while members[-1] + 1 < len(columns) and columns[members[-1] + 1].group == column.group:
                members.append(members[-1] + 1)
            group_x = spans[members[0]][0]
            group_width = sum(spans[i][1] for i in members)
            half = height / 2
            self.text(
                QRectF(group_x, top + pad / 2, group_width, half - pad / 2),
                "head",
                column.group,
                CENTER,
            )
            self.hline(top + half, group_x + pad, group_x + group_width - pad, 0.4, RULE)
            for i in members:
                mx, mwidth = spans[i]
                self.text(
                    QRectF(mx, top + half, mwidth, half - pad / 2),
                    "head",
                    columns[i].header,
                    CENTER,
                )
            index = members[-1] + 1
        self.hline(top + height, 0, self.width, 0.9, INK)
        self.y = top + height
