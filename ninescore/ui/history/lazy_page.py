"""A tab's page whose panel is made when the tab is first shown, or the panel first asked for.

Opening the history shows the list; the match, replay and players panels are a tap away, and
making them (their tables, diagrams and choices, polished by the style sheet) was a sixth of
the opening on 10,000 matches.  So a panel is made when it is first wanted."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

Panel = TypeVar("Panel", bound=QWidget)


class LazyPage(QScrollArea, Generic[Panel]):
    """A scrolling page (on a short screen a panel scrolls rather than being squeezed) holding
    the panel ``make`` makes, once, when the page is first shown or :meth:`panel` first asked."""

    def __init__(self, name: str, make: Callable[[], Panel], parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName(name + "Scroll")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self._make = make
        self._panel: Panel | None = None

    @property
    def made(self) -> bool:
        """Whether the panel exists yet."""
        return self._panel is not None

    def panel(self) -> Panel:
        if self._panel is None:
            self._panel = self._make()
            self.setWidget(self._panel)
        return self._panel

    def showEvent(self, event: QShowEvent) -> None:
        self.panel()
        super().showEvent(event)
