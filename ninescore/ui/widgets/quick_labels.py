"""Word-wrapped labels whose text changes on every shot, without Qt re-measuring it each time.

A word-wrapped ``QLabel`` lays its text out three times whenever the text changes (for its size
hint, its least size and its height at the given width), and every layout above it asks again.
On the shot panel that was about 0.7 ms of each committed shot.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPointF, QSize, Qt
from PySide6.QtGui import (
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QPalette,
    QTextLayout,
    QTextLine,
    QTextOption,
)
from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:
    # Only for the annotations: the scoring window's message strip, one of these, is made
    # before the first paint, and the first use of Qt's namespace costs that paint some 17 ms.
    from PySide6.QtCore import Qt

_CACHE_LIMIT = 256

_CITATION = re.compile(r"\([^()]*\)")
"""A rule's citation, "(R7)" or "(п.\u00a06, п.\u00a012)": shown whole or not at all."""
_UNIT = re.compile(r"\([^()]*\)|\S+")
"""What an ellipsis may end after: a citation, or a word."""


def _unbroken_citations(text: str) -> str:
    """``text`` with no line break possible inside a citation (a space in it made unbreakable)."""
    return _CITATION.sub(lambda match: match.group().replace(" ", "\u00a0"), text)


def _elided_whole(rest: str, width: float, metrics: QFontMetricsF) -> str:
    """As much of ``rest`` as fits ``width`` with "…" after it, ending after a whole word or
    citation: a ruling cut at "(п. …" named no rule at all."""
    shown = ""
    for unit in _UNIT.finditer(rest):
        candidate = rest[: unit.end()].rstrip() + "…"
        if metrics.horizontalAdvance(candidate) > width:
            break
        shown = candidate
    if shown:
        return shown
    first = _UNIT.search(rest)
    if first is not None and _CITATION.fullmatch(first.group()):
        return "…"
    # One word wider than the line: only then is a word cut.
    from PySide6.QtCore import Qt

    return metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width)


_RESTYLED = (QEvent.Type.FontChange, QEvent.Type.StyleChange, QEvent.Type.ContentsRectChange)


class RememberingLabel(QLabel):
    """A ``QLabel`` that remembers its size hints for each text it has shown.

    The hints are exactly ``QLabel``'s own; they are measured once per text (and width), and
    forgotten when the font, style or margins change.  Headings repeat ("Ivanov to shoot"), so
    after the first few shots of a match they are never measured again.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # (text, what): what is a width for heightForWidth, or one of the two keys below.
        self._sizes: dict[tuple[str, int], QSize] = {}
        self._heights: dict[tuple[str, int], int] = {}

    _SIZE_HINT, _LEAST_SIZE_HINT = -1, -2

    def _size(self, what: int, measure: Callable[[], QSize]) -> QSize:
        key = (self.text(), what)
        size = self._sizes.get(key)
        if size is None:
            if len(self._sizes) >= _CACHE_LIMIT:
                self._sizes.clear()
            size = self._sizes[key] = measure()
        return QSize(size)

    def sizeHint(self) -> QSize:
        return self._size(self._SIZE_HINT, super().sizeHint)

    def minimumSizeHint(self) -> QSize:
        return self._size(self._LEAST_SIZE_HINT, super().minimumSizeHint)

    def heightForWidth(self, width: int) -> int:
        key = (self.text(), width)
        height = self._heights.get(key)
        if height is None:
            if len(self._heights) >= _CACHE_LIMIT:
                self._heights.clear()
            height = self._heights[key] = super().heightForWidth(width)
        return height

    def _forget(self) -> None:
        self._sizes.clear()
        self._heights.clear()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in _RESTYLED:
            self._forget()
        super().changeEvent(event)

    # What else changes the measurements, and sends no event of its own.
    def setWordWrap(self, on: bool) -> None:
        self._forget()
        super().setWordWrap(on)

    def setIndent(self, indent: int) -> None:
        self._forget()
        super().setIndent(indent)

    def setMargin(self, margin: int) -> None:
        self._forget()
        super().setMargin(margin)

    def setTextFormat(self, text_format: Qt.TextFormat) -> None:
        self._forget()
        super().setTextFormat(text_format)


class FillingLabel(QLabel):
    """A word-wrapped label that takes whatever room its layout gives it (a stretch item).

    Its size hints depend on its font only, not on its text, so a new text repaints the label
    and relays out nothing.  Meant for text that changes all the time in a place with room for
    several lines, such as the preview of the ruling under the shot facts.
    """

    def __init__(self, lines: int, least_height: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._lines = lines
        self._least_height = least_height
        self.setWordWrap(True)
        # Its sentences name the players as they were typed: a name with markup is shown as
        # such, never rendered (an <img src=…> would load a local file).
        self.setTextFormat(Qt.TextFormat.PlainText)

    def sizeHint(self) -> QSize:
        metrics = self.fontMetrics()
        margins = self.contentsMargins()
        return QSize(
            metrics.averageCharWidth() * 30 + margins.left() + margins.right(),
            max(
                self._least_height,
                metrics.lineSpacing() * self._lines + margins.top() + margins.bottom(),
            ),
        )

    def minimumSizeHint(self) -> QSize:
        margins = self.contentsMargins()
        return QSize(
            self.fontMetrics().averageCharWidth() * 12 + margins.left() + margins.right(),
            self._least_height,
        )

    def hasHeightForWidth(self) -> bool:
        return False

    def visible_lines(self) -> list[tuple[str, float]]:
        """The lines painted, each with its baseline from the top of the text: whole lines
        only, and when the text does not fit, the last of them ends in "…"."""
        rect = self.contentsRect()
        text = _unbroken_citations(self.text())
        if not text or rect.isEmpty():
            return []
        layout = QTextLayout(text, self.font())
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        layout.setTextOption(option)
        lines: list[QTextLine] = []
        top = 0.0
        cut = False
        layout.beginLayout()
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(rect.width())
            if lines and top + line.height() > rect.height():
                cut = True
                break
            line.setPosition(QPointF(0, top))
            top += line.height()
            lines.append(line)
        layout.endLayout()
        shown = [
            (text[line.textStart() : line.textStart() + line.textLength()].rstrip(), line)
            for line in lines
        ]
        if cut:
            last = lines[-1]
            rest = text[last.textStart() :].replace("\n", " ")
            elided = _elided_whole(rest, float(rect.width()), QFontMetricsF(self.font()))
            shown[-1] = (elided, last)
        return [(words, line.y() + line.ascent()) for words, line in shown]

    @property
    def is_cut(self) -> bool:
        """The whole text does not fit: its last shown line ends in "…"."""
        lines = self.visible_lines()
        return bool(lines) and lines[-1][0].endswith("…") and not self.text().endswith("…")

    def paintEvent(self, event: QPaintEvent) -> None:
        # Whole lines only: when the room is short (a tablet, a long Russian sentence, a large
        # zoom), the last line that fits ends in "…" instead of being cut through.
        lines = self.visible_lines()
        if not lines:
            return
        origin = QPointF(self.contentsRect().topLeft())
        painter = QPainter(self)
        try:
            painter.setFont(self.font())
            painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
            for words, baseline in lines:
                painter.drawText(origin + QPointF(0, baseline), words)
        finally:
            painter.end()
