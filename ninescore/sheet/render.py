"""The match sheet, drawn once on a QPainter: the same pages for the preview, the printer and PDF.

Drawing happens in two passes per match. The first lays the sheet out into pages of drawing
operations (so the number of pages is known before anything is painted: "page 2 of 3"); the second
paints them, adding the footer. Everything is measured with the target device's own font metrics,
in device pixels, inside the paint rectangle the device reports, so the printer's (or the PDF's)
margins are respected whatever its resolution.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPagedPaintDevice,
    QPaintDevice,
    QPainter,
    QPen,
)

from ninescore.describe import Heading, heading
from ninescore.fonts import register_fonts

from .content import FrameLog, FrameRow, SheetContent, TotalsRow, sheet_content

if TYPE_CHECKING:
    from ninescore.records import MatchRecord

INK = QColor("#000000")
GREY = QColor("#555555")
RULE = QColor("#8c8c8c")
LIGHT_RULE = QColor("#c8c8c8")
SHADE = QColor("#f0f0f0")
BAND = QColor("#e2e2e2")
WINNER_FILL = QColor("#e8e8e8")
ALERT = QColor("#a3001b")
WHITE = QColor("#ffffff")

# Font roles and their sizes in points.
FONT_SIZES: dict[str, tuple[float, bool]] = {
    "title": (17.0, True),
    "h2": (11.0, True),
    "label": (7.5, False),
    "value": (9.5, False),
    "name": (14.0, True),
    "name_small": (11.0, True),
    "score": (34.0, True),
    "tag": (8.0, True),
    "status": (10.5, True),
    "head": (7.5, True),
    "cell": (9.0, False),
    "cell_bold": (9.0, True),
    "log": (7.5, False),
    "log_bold": (8.0, True),
    "small": (7.5, False),
    "footer": (7.5, False),
}

WRAP = int(Qt.TextFlag.TextWordWrap)
LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
CENTER = int(Qt.AlignmentFlag.AlignCenter)
TOP_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
LOG = TOP_LEFT | WRAP
TOP_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
H_RIGHT = int(Qt.AlignmentFlag.AlignRight)
H_CENTER = int(Qt.AlignmentFlag.AlignHCenter)
V_CENTER = int(Qt.AlignmentFlag.AlignVCenter)
V_BOTTOM = int(Qt.AlignmentFlag.AlignBottom)


_HYPHEN_BREAK = re.compile(r"[^-]+-*|-+")
FIGURE_SPACE = "\u2007"
NUMBER_SLOT = FIGURE_SPACE * 3
TIME_GAP = "\u2002"  # an en space


# Text widths by (family, resolution) then (role, text). Kept for the whole process: printing a
# day's matches from the history measures the same names and phrases over and over. Bounded, so
# a long-running window cannot grow it without limit.
_ADVANCES: dict[tuple[str, float], dict[tuple[str, str], float]] = {}
_ADVANCES_LIMIT = 50_000


_Fonts = tuple[dict[str, QFont], dict[str, QFontMetricsF], dict[str, tuple[float, float, float]]]
_FONTS: dict[tuple[str, int], _Fonts] = {}


def _fonts(family: str, device: QPaintDevice) -> _Fonts:
    """The fonts of each role, their metrics on ``device`` and (ascent, height, descent).

    Metrics depend only on the font and the device's resolution, so they are made once per
    resolution: the first use of a font's metrics loads the font, which is slow.
    """
    key = (family, device.logicalDpiY())
    found = _FONTS.get(key)
    if found is not None:
        return found
    fonts: dict[str, QFont] = {}
    metrics: dict[str, QFontMetricsF] = {}
    vertical: dict[str, tuple[float, float, float]] = {}
    for role, (size, bold) in FONT_SIZES.items():
        font = QFont(family)
        font.setPointSizeF(size)
        font.setBold(bold)
        if role == "footer":
            # The footer holds the match id, which a reader types or pastes into
            # `ninescore sheet ID`: no ligature may turn its "ff" or "fi" into one glyph.
            font.setStyleStrategy(QFont.StyleStrategy.PreferNoShaping)
        fonts[role] = font
        role_metrics = metrics[role] = QFontMetricsF(font, device)
        vertical[role] = (role_metrics.ascent(), role_metrics.height(), role_metrics.descent())
    found = _FONTS[key] = (fonts, metrics, vertical)
    return found


def _advance_cache(family: str, scale: float) -> dict[tuple[str, str], float]:
    cache = _ADVANCES.setdefault((family, scale), {})
    if len(cache) > _ADVANCES_LIMIT:
        cache.clear()
    return cache


class _Text(NamedTuple):
    """One line of text, already placed: its baseline starts at ``origin``.

    Wrapping and aligning happen once, at layout time, so painting a long sheet costs Qt no
    second layout of every paragraph.
    """

    role: str
    text: str
    color: QColor
    origin: QPointF


class _Line(NamedTuple):
    start: QPointF
    end: QPointF
    pen: QPen


class _Box(NamedTuple):
    rect: QRectF
    fill: QColor | None
    pen_width: float
    pen_color: QColor | None
    ellipse: bool = False


# Laid out first, painted later: a long sheet has thousands of these, hence plain tuples.
Op = _Text | _Line | _Box


@dataclass(frozen=True, slots=True)
class _Column:
    header: str
    weight: float
    align: int
    group: str = ""


class _Layout:
    """Lays one match's sheet out into pages of drawing operations."""

    def __init__(self, device: QPaintDevice, family: str, content: SheetContent) -> None:
        self.content = content
        self.pt = device.logicalDpiY() / 72.0
        self.width = float(device.width())
        self.height = float(device.height())
        self.fonts, self.metrics, self.vertical = _fonts(family, device)
        footer_height = self.metrics["footer"].height() + 12 * self.pt
        self.bottom = self.height - footer_height
        self._advances = _advance_cache(family, self.pt)
        self._wrapped: dict[tuple[str, float, str], list[str]] = {}
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
        key = (role, text)
        width = self._advances.get(key)
        if width is None:
            width = self._advances[key] = self.metrics[role].horizontalAdvance(text)
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
        advance = self.advance(role, text)
        lines = [text]
        if flags & WRAP and advance > width:
            lines = self.wrap(role, width, text)
        ascent, line, descent = self.vertical[role]
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
            self.ops.append(_Text(role, text_line, color, QPointF(left, y)))
            y += line

    def pen(self, width_pt: float, color: QColor) -> QPen:
        """One QPen per width and colour, shared, so painting changes pens only when needed."""
        key = (width_pt, color.rgba())
        pen = self._pens.get(key)
        if pen is None:
            pen = self._pens[key] = QPen(color, width_pt * self.pt)
        return pen

    def hline(self, y: float, x1: float, x2: float, width_pt: float, color: QColor = RULE) -> None:
        self.ops.append(_Line(QPointF(x1, y), QPointF(x2, y), self.pen(width_pt, color)))

    def vline(self, x: float, y1: float, y2: float, width_pt: float, color: QColor = RULE) -> None:
        self.ops.append(_Line(QPointF(x, y1), QPointF(x, y2), self.pen(width_pt, color)))

    def box(
        self,
        rect: QRectF,
        fill: QColor | None,
        pen_pt: float = 0.0,
        pen: QColor | None = None,
    ) -> None:
        self.ops.append(_Box(rect, fill, pen_pt * self.pt, pen))

    # -- pages ------------------------------------------------------------------------------

    def new_page(self) -> None:
        self.ops = []
        self.pages.append(self.ops)
        self.y = 0.0
        if len(self.pages) > 1:
            height = self.line_height("small")
            self.text(QRectF(0, 0, self.width, height), "small", self.content.continued, LEFT, GREY)
            self.y = height + 6 * self.pt
            if self._on_new_page is not None:
                self._on_new_page()

    def ensure(self, height: float) -> None:
        """Start a new page unless ``height`` more fits on this one."""
        if self.y + height > self.bottom and self.y > self._top_of_page():
            self.new_page()

    def _top_of_page(self) -> float:
        return self.line_height("small") + 6 * self.pt if len(self.pages) > 1 else 0.0

    # -- the sheet --------------------------------------------------------------------------

    def lay_out(self, detail: bool) -> list[list[Op]]:
        self.new_page()
        self.title()
        self.header_fields()
        self.scoreboard()
        self.frame_table()
        self.totals()
        self.signatures()
        if detail and self.content.frame_logs:
            self.new_page()
            self.detail_pages()
        return self.pages

    def title(self) -> None:
        height = self.line_height("title")
        self.text(QRectF(0, self.y, self.width, height), "title", self.content.title)
        self.y += height + 3 * self.pt
        self.hline(self.y, 0, self.width, 1.5, INK)
        self.y += 8 * self.pt

    def header_fields(self) -> None:
        gap = 16 * self.pt
        column = (self.width - gap) / 2
        label_width = column * 0.26
        value_width = column - label_width
        fields = self.content.fields
        pairs = [fields[index : index + 2] for index in range(0, len(fields), 2)]
        for pair in pairs:
            heights = [self.text_height("value", value_width, value) for _label, value in pair]
            row = max(heights) + 3 * self.pt
            for index, (label, value) in enumerate(pair):
                # The last field (rule options) may be long: give it the whole width.
                wide = len(pair) == 1
                x = index * (column + gap)
                width = (self.width if wide else column) - label_width
                if wide:
                    row = self.text_height("value", width, value) + 3 * self.pt
                self.text(
                    QRectF(x, self.y, label_width, self.line_height("value")),
                    "label",
                    label.upper(),
                    LEFT,
                    GREY,
                )
                self.text(
                    QRectF(x + label_width, self.y, width, row), "value", value, TOP_LEFT | WRAP
                )
            self.y += row
        self.y += 8 * self.pt

    def scoreboard(self) -> None:
        pt = self.pt
        middle = 26 * pt
        panel_width = (self.width - middle) / 2
        name_height = self.line_height("name")
        digits = max(2, *(len(str(box.score)) for box in self.content.players))
        score_width = self.metrics["score"].horizontalAdvance("0" * digits) + 4 * pt
        badge = 20 * pt
        inner = 10 * pt
        # inner | badge | inner | name | inner | score | inner, mirrored for player B
        name_width = panel_width - score_width - badge - 4 * inner
        role = "name"
        names = [self.fit_lines(role, name_width, box.name, 2) for box in self.content.players]
        if any(line.endswith("…") for name in names for line in name):
            # A long name in a smaller type beats a name cut short on a signed sheet.
            role = "name_small"
            name_height = self.line_height(role)
            names = [self.fit_lines(role, name_width, box.name, 2) for box in self.content.players]
        lines = max(len(name) for name in names)
        name_block = lines * name_height
        race_height = self.line_height("label")
        panel_height = max(self.line_height("score") + 10 * pt, name_block + race_height + 26 * pt)
        top = self.y + 7 * pt  # room for the WINNER tag that sits on the panel's edge
        for index, box in enumerate(self.content.players):
            left_side = index == 0
            x = 0.0 if left_side else panel_width + middle
            panel = QRectF(x, top, panel_width, panel_height)
            if box.is_winner:
                self.box(panel, WINNER_FILL, 2.4, INK)
            else:
                self.box(panel, None, 0.7, RULE)
            # Names on the outside, scores next to the middle: "A Name  7 : 5  Name B".
            if left_side:
                badge_x = x + inner
                name_x = badge_x + badge + inner
                score_x = x + panel_width - inner - score_width
                score_flags = RIGHT
                name_align = int(Qt.AlignmentFlag.AlignLeft)
            else:
                badge_x = x + panel_width - inner - badge
                name_x = x + 2 * inner + score_width
                score_x = x + inner
                score_flags = LEFT
                name_align = int(Qt.AlignmentFlag.AlignRight)
            own_block = len(names[index]) * name_height
            block_top = top + (panel_height - own_block - race_height - 2 * pt) / 2
            badge_rect = QRectF(badge_x, top + (panel_height - badge) / 2, badge, badge)
            self.ops.append(_Box(badge_rect, INK if box.is_winner else None, 1.0 * pt, INK, True))
            self.text(badge_rect, "tag", box.letter, CENTER, WHITE if box.is_winner else INK)
            for number, line in enumerate(names[index]):
                self.text(
                    QRectF(name_x, block_top + number * name_height, name_width, name_height),
                    role,
                    line,
                    name_align | int(Qt.AlignmentFlag.AlignVCenter),
                )
            self.text(
                QRectF(name_x, block_top + own_block + 2 * pt, name_width, race_height),
                "label",
                box.race,
                name_align | int(Qt.AlignmentFlag.AlignVCenter),
                GREY,
            )
            self.text(
                QRectF(score_x, top, score_width, panel_height),
                "score",
                str(box.score),
                score_flags,
            )
            if box.is_winner:
                tag = QCoreApplication.translate("Sheet", "WINNER")
                tag_width = self.metrics["tag"].horizontalAdvance(tag) + 14 * pt
                tag_height = self.line_height("tag") + 4 * pt
                tag_x = x + inner if left_side else x + panel_width - inner - tag_width
                tag_rect = QRectF(tag_x, top - tag_height / 2, tag_width, tag_height)
                self.box(tag_rect, INK)
                self.text(tag_rect, "tag", tag, CENTER, WHITE)
        self.text(QRectF(panel_width, top, middle, panel_height), "score", ":", CENTER, GREY)
        self.y = top + panel_height + 8 * pt
        self.status_line()

    def status_line(self) -> None:
        pt = self.pt
        content = self.content
        if content.status == "finished":
            height = self.text_height("status", self.width, content.status_text)
            self.text(
                QRectF(0, self.y, self.width, height), "status", content.status_text, CENTER | WRAP
            )
            self.y += height + 12 * pt
            return
        pad = 6 * pt
        height = self.text_height("status", self.width - 2 * pad, content.status_text) + 2 * pad
        rect = QRectF(0, self.y, self.width, height)
        self.box(rect, None, 2.2, ALERT)
        self.text(
            rect.adjusted(pad, pad, -pad, -pad), "status", content.status_text, CENTER | WRAP, ALERT
        )
        self.y += height + 12 * pt

    def section_heading(self, text: str) -> None:
        height = self.line_height("h2")
        self.text(QRectF(0, self.y, self.width, height), "h2", text)
        self.y += height + 3 * self.pt

    # -- the frame table --------------------------------------------------------------------

    def frame_columns(self) -> list[_Column]:
        fouls = heading(Heading.FOULS)
        innings = heading(Heading.INNINGS)
        return [
            _Column("#", 4, RIGHT),
            _Column(heading(Heading.BREAKER, narrow=True), 8, CENTER),
            _Column(heading(Heading.WINNER), 25, LEFT),
            _Column(heading(Heading.HOW_WON), 19, LEFT),
            _Column(QCoreApplication.translate("Sheet", "Balls on break"), 9, CENTER),
            _Column(heading(Heading.PUSH_OUTS), 9, CENTER),
            _Column("A", 5, CENTER, fouls),
            _Column("B", 5, CENTER, fouls),
            _Column("A", 5, CENTER, innings),
            _Column("B", 5, CENTER, innings),
            _Column(heading(Heading.DURATION, narrow=True), 9, RIGHT),
        ]

    def _column_x(self, columns: Sequence[_Column]) -> list[tuple[float, float]]:
        total = sum(column.weight for column in columns)
        spans = []
        x = 0.0
        for column in columns:
            width = self.width * column.weight / total
            spans.append((x, width))
            x += width
        return spans

    def table_header(
        self, columns: Sequence[_Column], spans: Sequence[tuple[float, float]]
    ) -> None:
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

    def frame_table(self) -> None:
        pt = self.pt
        pad = 3 * pt
        columns = self.frame_columns()
        spans = self._column_x(columns)
        self.ensure(self.line_height("h2") + 60 * pt)
        self.section_heading(heading(Heading.FRAMES))
        self.table_header(columns, spans)
        self._on_new_page = lambda: self.table_header(columns, spans)
        line = self.line_height("cell")
        for number, row in enumerate(self.content.frames):
            how_width = spans[3][1] - 2 * pad
            height = max(line, self.text_height("cell", how_width, row.how)) + 2 * pad
            self.ensure(height)
            self.frame_row(row, spans, height, shaded=number % 2 == 1)
        self._on_new_page = None
        self.hline(self.y, 0, self.width, 0.9, INK)
        self.y += 14 * pt

    def frame_row(
        self, row: FrameRow, spans: Sequence[tuple[float, float]], height: float, shaded: bool
    ) -> None:
        pad = 3 * self.pt
        top = self.y
        if shaded:
            self.box(QRectF(0, top, self.width, height), SHADE)
        color = INK if row.finished else GREY
        cells = (
            (row.number, "cell", RIGHT),
            (row.breaker, "cell", CENTER),
            (row.winner, "cell_bold", LEFT),
            (row.how, "cell", LEFT | WRAP),
            (row.break_balls, "cell", CENTER),
            (row.push_outs, "cell", CENTER),
            (row.fouls[0], "cell", CENTER),
            (row.fouls[1], "cell", CENTER),
            (row.innings[0], "cell", CENTER),
            (row.innings[1], "cell", CENTER),
            (row.duration, "cell", RIGHT),
        )
        for (text, role, flags), (x, width) in zip(cells, spans, strict=True):
            inner = width - 2 * pad
            shown = text if flags & WRAP else self.elide(role, inner, text)
            self.put(x + pad, top, inner, height, role, shown, flags, color)
        # Separate the per-player pairs so "Fouls A | B" reads as a pair.
        for index in (6, 8, 10):
            self.vline(spans[index][0], top, top + height, 0.3, LIGHT_RULE)
        self.y = top + height

    # -- totals and signatures --------------------------------------------------------------

    def totals(self) -> None:
        content = self.content
        self.totals_table(
            QCoreApplication.translate("Sheet", "Totals"), content.totals_headers, content.totals
        )
        if content.clock_totals:
            self.totals_table(
                content.clock_title,
                content.clock_headers,
                content.clock_totals,
            )

    def totals_table(self, heading: str, headers: Sequence[str], rows: Sequence[TotalsRow]) -> None:
        """A table of each player's numbers: the name, then a centred number per column."""
        pt = self.pt
        pad = 3 * pt
        columns = [_Column(headers[0], 36, LEFT)] + [
            _Column(header, 14, CENTER) for header in headers[1:]
        ]
        spans = self._column_x(columns)
        line = self.line_height("cell")
        row_height = line + 2 * pad
        header_height = (
            max(
                self.text_height("head", width - 2 * pad, column.header)
                for column, (_x, width) in zip(columns, spans, strict=True)
            )
            + 2 * pad
        )
        self.ensure(self.line_height("h2") + 3 * pt + header_height + 2 * row_height)
        self.section_heading(heading)
        self.table_header(columns, spans)
        for index, row in enumerate(rows):
            top = self.y
            if index % 2:
                self.box(QRectF(0, top, self.width, row_height), SHADE)
            x, width = spans[0]
            self.text(
                QRectF(x + pad, top, width - 2 * pad, row_height),
                "cell_bold",
                self.elide("cell_bold", width - 2 * pad, f"{row.letter}   {row.name}"),
                LEFT,
            )
            for value, (x, width) in zip(row.cells, spans[1:], strict=True):
                self.text(QRectF(x, top, width, row_height), "cell", value, CENTER)
            self.y = top + row_height
        self.hline(self.y, 0, self.width, 0.9, INK)
        self.y += 18 * pt

    def signatures(self) -> None:
        pt = self.pt
        gap = 18 * pt
        space = 36 * pt
        note = QCoreApplication.translate(
            "Sheet", "By signing, the players and the referee confirm the result above."
        )
        note_height = self.text_height("small", self.width, note)
        width = (self.width - 2 * gap) / 3
        labels = [self.fit_lines("small", width, text, 2) for text in self.content.signatures]
        label = self.line_height("small") * max(len(lines) for lines in labels)
        self.ensure(note_height + space + label + 6 * pt)
        self.text(QRectF(0, self.y, self.width, note_height), "small", note, LEFT | WRAP, GREY)
        line_y = self.y + note_height + space
        for index, lines in enumerate(labels):
            x = index * (width + gap)
            self.hline(line_y, x, x + width, 0.8, INK)
            for number, text in enumerate(lines):
                line_height = self.line_height("small")
                self.text(
                    QRectF(x, line_y + 2 * pt + number * line_height, width, line_height),
                    "small",
                    text,
                    LEFT,
                )
        self.y = line_y + label + 6 * pt

    # -- the detail pages -------------------------------------------------------------------

    def detail_pages(self) -> None:
        pt = self.pt
        height = self.line_height("title")
        self.text(
            QRectF(0, self.y, self.width, height),
            "title",
            QCoreApplication.translate("Sheet", "Shot-by-shot log"),
        )
        self.y += height + 3 * pt
        self.hline(self.y, 0, self.width, 1.5, INK)
        self.y += 8 * pt
        columns = [
            _Column("#", 4, RIGHT),
            _Column(QCoreApplication.translate("Sheet", "Time"), 10, LEFT),
            _Column(QCoreApplication.translate("Sheet", "Entered"), 33, LEFT),
            _Column(QCoreApplication.translate("Sheet", "Ruling (rule)"), 53, LEFT),
        ]
        if self.content.timed:
            # How long each shot took (R14), between the time of day and what was entered.
            columns.insert(2, _Column(QCoreApplication.translate("Sheet", "Shot"), 7, RIGHT))
        spans = self._column_x(columns)
        # The shot number and its time share one text (digits and figure spaces have the same
        # width, so numbers still line up): one text fewer per row on the longest pages.
        number_width = self.advance("log", NUMBER_SLOT + TIME_GAP)
        joined = spans[0][1] + spans[1][1]
        spans[0] = (0.0, number_width)
        spans[1] = (number_width, joined - number_width)
        # The column heads open each page; every frame then has its heading band.
        self.log_header(columns, spans)
        for log in self.content.frame_logs:
            self.frame_log(log, columns, spans)
        self._on_new_page = None

    def frame_band(self, heading: str) -> float:
        pad = 3 * self.pt
        height = self.text_height("log_bold", self.width - 2 * pad, heading) + 2 * pad
        rect = QRectF(0, self.y, self.width, height)
        self.box(rect, BAND)
        self.text(rect.adjusted(pad, 0, -pad, 0), "log_bold", heading, LEFT | WRAP)
        self.y += height
        return height

    def log_header(self, columns: Sequence[_Column], spans: Sequence[tuple[float, float]]) -> None:
        pad = 2 * self.pt
        height = self.line_height("head") + 2 * pad
        for column, (x, width) in zip(columns, spans, strict=True):
            self.text(
                QRectF(x + pad, self.y, width - 2 * pad, height),
                "head",
                column.header,
                column.align,
                GREY,
            )
        self.y += height
        self.hline(self.y, 0, self.width, 0.6, RULE)
        self.y += 3 * self.pt

    def frame_log(
        self, log: FrameLog, columns: Sequence[_Column], spans: Sequence[tuple[float, float]]
    ) -> None:
        pt = self.pt
        pad = 1.7 * pt
        action_span, ruling_span = spans[-2], spans[-1]
        shot_span = spans[2] if self.content.timed else None
        action_width = action_span[1] - 2 * pad
        ruling_width = ruling_span[1] - 2 * pad
        line = self.line_height("log")
        heights = [
            max(
                line,
                self.text_height("log", action_width, row.action),
                self.text_height("log", ruling_width, row.ruling),
            )
            + 2 * pad
            for row in log.rows
        ]
        band = self.text_height("log_bold", self.width, log.heading) + 8 * pt
        # Never leave a frame's heading alone at the bottom of a page.
        self.ensure(band + (heights[0] if heights else 0))
        self.frame_band(log.heading)
        continued = QCoreApplication.translate("Sheet", "{heading} (continued)").format(
            heading=log.heading
        )

        def repeat_heading() -> None:
            self.log_header(columns, spans)
            self.frame_band(continued)

        self._on_new_page = repeat_heading
        for row, height in zip(log.rows, heights, strict=True):
            self.ensure(height)
            top = self.y
            number = row.number.rjust(len(NUMBER_SLOT), FIGURE_SPACE)
            cells = (
                (f"{number}{TIME_GAP}{row.time}", spans[0][0], spans[0][1] + spans[1][1]),
                (row.action, *action_span),
                (row.ruling, *ruling_span),
            )
            for text, x, width in cells:
                self.put(x + pad, top + pad, width - 2 * pad, height - 2 * pad, "log", text, LOG)
            if shot_span is not None:
                x, width = shot_span
                inner = width - 2 * pad
                self.put(x + pad, top + pad, inner, line, "log", row.shot_time, TOP_RIGHT)
            self.y = top + height
            self.hline(self.y, 0, self.width, 0.3, LIGHT_RULE)
        self._on_new_page = lambda: self.log_header(columns, spans)
        self.y += 6 * pt


# --- painting ----------------------------------------------------------------------------------


def _paint_page(painter: QPainter, layout: _Layout, ops: Sequence[Op], footer: str) -> None:
    fonts = layout.fonts
    current_role = ""
    # The pen last set: a text colour or a line's QPen. Setting either costs, so only on change.
    current_pen: QColor | QPen | None = None
    for op in ops:
        if isinstance(op, _Text):
            if op.role != current_role:
                painter.setFont(fonts[op.role])
                current_role = op.role
            if op.color is not current_pen:
                painter.setPen(op.color)
                current_pen = op.color
            painter.drawText(op.origin, op.text)
        elif isinstance(op, _Line):
            if op.pen is not current_pen:
                painter.setPen(op.pen)
                current_pen = op.pen
            painter.drawLine(op.start, op.end)
        else:
            painter.setBrush(QBrush(op.fill) if op.fill is not None else Qt.BrushStyle.NoBrush)
            if op.pen_color is not None and op.pen_width:
                painter.setPen(QPen(op.pen_color, op.pen_width))
            else:
                painter.setPen(Qt.PenStyle.NoPen)
            current_pen = None
            if op.ellipse:
                painter.drawEllipse(op.rect)
            else:
                painter.drawRect(op.rect)
            painter.setBrush(Qt.BrushStyle.NoBrush)
    pt = layout.pt
    footer_height = layout.line_height("footer")
    top = layout.height - footer_height
    painter.setPen(QPen(LIGHT_RULE, 0.5 * pt))
    painter.drawLine(QPointF(0, top - 4 * pt), QPointF(layout.width, top - 4 * pt))
    painter.setFont(fonts["footer"])
    painter.setPen(GREY)
    painter.drawText(QRectF(0, top, layout.width, footer_height), CENTER, footer)


def lay_out(
    device: QPaintDevice, record: MatchRecord, detail: bool = False
) -> tuple[_Layout, list[list[Op]]]:
    """The pages of ``record``'s sheet for ``device``, as drawing operations (not painted)."""
    family = register_fonts()
    layout = _Layout(device, family, sheet_content(record, detail))
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
    drawn = 0
    for record in items:
        layout, pages = lay_out(device, record, detail)
        for number, ops in enumerate(pages, start=1):
            if drawn and isinstance(device, QPagedPaintDevice):
                device.newPage()
            footer = layout.content.footer.format(page=number, pages=len(pages))
            _paint_page(painter, layout, ops, footer)
            drawn += 1
    return drawn


def page_texts(pages: Sequence[Sequence[Op]]) -> list[str]:
    """Every text drawn on ``pages``, in order (for the benchmark's plain-text baseline)."""
    return [op.text for page in pages for op in page if isinstance(op, _Text)]
