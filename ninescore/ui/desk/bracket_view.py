"""The bracket on the desk's screen, drawn from the one presenter
(:func:`ninescore.describe.bracket.bracket_view`): each section (a side, the final, a group) a
row of rounds, each round a column of match boxes, a line from each box to the match its winner
plays next.  The words are the presenter's; this decides only where they go.  A tapped box is
:attr:`BracketCanvas.box_tapped` (the results page corrects that match)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QScrollArea, QWidget

from ninescore.describe.bracket import Box, BoxState, BracketView, TableProgress, bracket_view
from ninescore.describe.desk_day import group_row_text
from ninescore.tournament import Tournament

BOX_WIDTH = 210
BOX_HEIGHT = 66
"""Three lines of text: the number and state, then each player (at least 44 px to tap)."""
COLUMN_GAP = 34
ROW_GAP = 10
TITLE_HEIGHT = 30
MARGIN = 12

FILL = {
    BoxState.WAITING: QColor("#eceff1"),
    BoxState.READY: QColor("#ffffff"),
    BoxState.CALLED: QColor("#fff3c4"),
    BoxState.PLAYING: QColor("#d6e9ff"),
    BoxState.DONE: QColor("#e3f2e1"),
}
EDGE = {
    BoxState.WAITING: QColor("#b0bec5"),
    BoxState.READY: QColor("#546e7a"),
    BoxState.CALLED: QColor("#c77c02"),
    BoxState.PLAYING: QColor("#1565c0"),
    BoxState.DONE: QColor("#2e7d32"),
}


class BracketCanvas(QWidget):
    """The boxes and lines of a :class:`BracketView` at their places."""

    box_tapped = Signal(int)
    """A box was tapped: its match number."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bracketCanvas")
        self.view: BracketView | None = None
        self.places: dict[int, QRectF] = {}
        self.titles: list[tuple[QPointF, str, bool]] = []
        """Where each title goes, its words, and whether it is a section's (bold)."""
        self.chosen: int | None = None
        self._size = QSize(0, 0)

    def show_view(self, view: BracketView | None) -> None:
        self.view = view
        self._lay_out()
        self.updateGeometry()
        self.update()

    def _lay_out(self) -> None:
        self.places = {}
        self.titles = []
        width = height = 0.0
        top = float(MARGIN)
        for section in self.view.sections if self.view is not None else ():
            self.titles.append((QPointF(MARGIN, top + TITLE_HEIGHT - 10), section.title, True))
            top += TITLE_HEIGHT
            most = max((len(column.boxes) for column in section.columns), default=0)
            room = most * (BOX_HEIGHT + ROW_GAP)
            for index, column in enumerate(section.columns):
                left = MARGIN + index * (BOX_WIDTH + COLUMN_GAP)
                self.titles.append((QPointF(left, top + 12), column.title, False))
                step = room / max(1, len(column.boxes))
                for row, box in enumerate(column.boxes):
                    y = top + 18 + row * step + (step - BOX_HEIGHT - ROW_GAP) / 2
                    self.places[box.match_id] = QRectF(left, y, BOX_WIDTH, BOX_HEIGHT)
                width = max(width, left + BOX_WIDTH + MARGIN)
            top += 18 + room + ROW_GAP
            if section.table:
                top += (len(section.table) + 1) * 22
            height = top
        self._size = QSize(int(width), int(height + MARGIN))
        self.setMinimumSize(self._size)

    def sizeHint(self) -> QSize:
        return self._size

    def mousePressEvent(self, event: QMouseEvent) -> None:
        point = event.position()
        for match_id, rect in self.places.items():
            if rect.contains(point):
                self.chosen = match_id
                self.update()
                self.box_tapped.emit(match_id)
                return
        super().mousePressEvent(event)

    def choose(self, match_id: int | None) -> None:
        self.chosen = match_id
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.view is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#fafafa"))
        bold = QFont(self.font())
        bold.setBold(True)
        small = QFont(self.font())
        small.setPointSizeF(max(7.0, self.font().pointSizeF() * 0.85))
        painter.setPen(QColor("#37474f"))
        for point, title, heading in self.titles:
            painter.setFont(bold if heading else small)
            painter.drawText(point, title)
        painter.setPen(QPen(QColor("#90a4ae"), 1.5))
        for section in self.view.sections:
            for column in section.columns:
                for box in column.boxes:
                    self._line(painter, box)
        for section in self.view.sections:
            for column in section.columns:
                for box in column.boxes:
                    self._box(painter, box, bold, small)
            if section.table:
                self._table(painter, section, small)
        painter.end()

    def _line(self, painter: QPainter, box: Box) -> None:
        start = self.places.get(box.match_id)
        end = self.places.get(box.winner_to) if box.winner_to is not None else None
        if start is None or end is None or end.left() <= start.right():
            return
        middle = (start.right() + end.left()) / 2
        a = QPointF(start.right(), start.center().y())
        b = QPointF(end.left(), end.center().y())
        painter.drawPolyline([a, QPointF(middle, a.y()), QPointF(middle, b.y()), b])

    def _box(self, painter: QPainter, box: Box, bold: QFont, small: QFont) -> None:
        rect = self.places[box.match_id]
        edge = QColor("#0d47a1") if box.match_id == self.chosen else EDGE[box.state]
        painter.setPen(QPen(edge, 3 if box.match_id == self.chosen else 1.5))
        painter.setBrush(FILL[box.state])
        painter.drawRoundedRect(rect, 6, 6)
        inner = rect.adjusted(8, 3, -8, -3)
        painter.setFont(small)
        metrics = QFontMetrics(small)
        line = inner.height() / 3
        painter.setPen(QColor("#455a64"))
        head = f"{box.number}  {box.status}"
        painter.drawText(
            QRectF(inner.left(), inner.top(), inner.width(), line),
            Qt.AlignmentFlag.AlignVCenter,
            metrics.elidedText(head, Qt.TextElideMode.ElideRight, int(inner.width())),
        )
        for index, player in enumerate(box.players):
            row = QRectF(inner.left(), inner.top() + line * (index + 1), inner.width(), line)
            font = bold if player.won else self.font()
            painter.setFont(font)
            painter.setPen(QColor("#212121") if player.known else QColor("#78909c"))
            racks = "" if player.racks is None else str(player.racks)
            mark = " ★" if player.hot_seat else ""
            name = f"{player.seed}. {player.text}" if player.seed else player.text
            room = int(row.width() - QFontMetrics(font).horizontalAdvance(racks + "  00"))
            painter.drawText(
                row,
                Qt.AlignmentFlag.AlignVCenter,
                QFontMetrics(font).elidedText(name + mark, Qt.TextElideMode.ElideRight, room),
            )
            painter.drawText(
                row, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, racks
            )

    def _table(self, painter: QPainter, section: object, small: QFont) -> None:
        from ninescore.describe.bracket import Section

        assert isinstance(section, Section)
        lowest = max(
            (self.places[b.match_id].bottom() for c in section.columns for b in c.boxes),
            default=0.0,
        )
        painter.setFont(small)
        painter.setPen(QColor("#263238"))
        y = lowest + ROW_GAP + 18
        for row in section.table:
            racks = (row.racks_won, row.racks_lost)
            text = group_row_text(row.place, row.name, row.won, row.lost, racks)
            painter.drawText(QPointF(MARGIN, y), text)
            y += 22


class BracketArea(QScrollArea):
    """The canvas in a scroll area (a bracket of 64 is far wider than a screen)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bracketView")
        self.canvas = BracketCanvas(self)
        self.setWidget(self.canvas)
        self.setWidgetResizable(False)
        self.presented: BracketView | None = None

    def show_tournament(
        self, tournament: Tournament | None, progress: Mapping[int, TableProgress] | None = None
    ) -> None:
        self.show_view(bracket_view(tournament, progress) if tournament is not None else None)

    def show_view(self, view: BracketView | None) -> None:
        """A view already made (the day's pages share one per change)."""
        self.presented = view
        self.canvas.show_view(view)
        self.canvas.adjustSize()
