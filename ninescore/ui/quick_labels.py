"""Word-wrapped labels whose text changes on every shot, without Qt re-measuring it each time.

A word-wrapped ``QLabel`` lays its text out three times whenever the text changes (for its size
hint, its least size and its height at the given width), and every layout above it asks again.
On the shot panel that was about 0.7 ms of each committed shot.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QLabel, QWidget

_CACHE_LIMIT = 256
_RESTYLED = (QEvent.Type.FontChange, QEvent.Type.StyleChange, QEvent.Type.ContentsRectChange)


class RememberingLabel(QLabel):
    """A ``QLabel`` that remembers its size hints for each text it has shown.

    The hints are exactly ``QLabel``'s own; they are measured once per text (and width), and
    forgotten when the font, style or margins change.  Headings repeat ("Ivanov to shoot"), so
    after the first few shots of a match they are never measured again.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._hints: dict[tuple[str, int], QSize | int] = {}

    def _remember(self, key: tuple[str, int], measured: QSize | int) -> QSize | int:
        if len(self._hints) >= _CACHE_LIMIT:
            self._hints.clear()
        self._hints[key] = measured
        return measured

    def sizeHint(self) -> QSize:
        key = (self.text(), -1)
        hint = self._hints.get(key)
        if hint is None:
            hint = self._remember(key, super().sizeHint())
        assert isinstance(hint, QSize)
        return QSize(hint)

    def minimumSizeHint(self) -> QSize:
        key = (self.text(), -2)
        hint = self._hints.get(key)
        if hint is None:
            hint = self._remember(key, super().minimumSizeHint())
        assert isinstance(hint, QSize)
        return QSize(hint)

    def heightForWidth(self, width: int) -> int:
        key = (self.text(), width)
        height = self._hints.get(key)
        if height is None:
            height = self._remember(key, super().heightForWidth(width))
        assert isinstance(height, int)
        return height

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in _RESTYLED:
            self._hints.clear()
        super().changeEvent(event)

    # What else changes the measurements, and sends no event of its own.
    def setWordWrap(self, on: bool) -> None:
        self._hints.clear()
        super().setWordWrap(on)

    def setIndent(self, indent: int) -> None:
        self._hints.clear()
        super().setIndent(indent)

    def setMargin(self, margin: int) -> None:
        self._hints.clear()
        super().setMargin(margin)

    def setTextFormat(self, text_format: Qt.TextFormat) -> None:
        self._hints.clear()
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
