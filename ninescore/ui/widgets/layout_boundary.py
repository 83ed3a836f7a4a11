"""A widget that keeps layout work inside it unless its outside size really changed.

Qt relays out every ancestor whenever any label's text changes: ``QLabel.setText`` calls
``updateGeometry``, which invalidates the parent's layout, whose activation calls
``updateGeometry`` on the parent, and so on up to the main window, whose layout (and the
stacked pages' height-for-width) is then recomputed.  On the scoring page that cascade cost
about 0.5 ms for every changed label, which is most of what a committed shot costs apart from
the save.  A :class:`LayoutBoundary` holds one content widget without a layout of its own, so
the cascade stops at it: it passes a layout request on to its own parent only when the
content's least or greatest size (or its size policy) has changed.

It is meant for content that fills whatever room the outside gives it, such as a page of a
stacked widget that fills the window: the outside then needs to know only the content's least
and greatest size.  Its preferred size (``sizeHint``) is passed on when asked, but a change of it
alone does not make the outside lay out again, and it has no height-for-width of its own.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QWidget

_LAYOUT_REQUEST = QEvent.Type.LayoutRequest

Hints = tuple[QSize, QSize, QSize, object]


class LayoutBoundary(QWidget):
    """Shows ``content`` filling the whole boundary; the outer layout sees the content's hints."""

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.content = content
        content.setParent(self)
        self._hints = self._content_hints()
        self._follow_limits()

    def _follow_limits(self) -> None:
        self.setSizePolicy(self.content.sizePolicy())
        self.setMaximumSize(self.content.maximumSize())

    def _content_hints(self) -> Hints:
        content = self.content
        return (
            content.minimumSizeHint(),
            content.minimumSize(),
            content.maximumSize(),
            content.sizePolicy(),
        )

    def sizeHint(self) -> QSize:
        return self.content.sizeHint()

    def minimumSizeHint(self) -> QSize:
        content = self.content
        return content.minimumSizeHint().expandedTo(content.minimumSize())

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.content.setGeometry(0, 0, event.size().width(), event.size().height())
        super().resizeEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == _LAYOUT_REQUEST:
            hints = self._content_hints()
            if hints != self._hints:
                self._hints = hints
                self._follow_limits()
                self.updateGeometry()
            return True
        return super().event(event)
