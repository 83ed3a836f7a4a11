"""One table on the desk: a card with its match, its status and its waiting sheet.

The card shows a :class:`~ninescore.desk.TableCard` and nothing else; it owns no timer and
reads no file.  A tap anywhere on it asks for the match (the desk opens it in the history
browser); its buttons print the sheet or mark it printed.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, SignalInstance
from PySide6.QtGui import QFont, QMouseEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ninescore.describe import desk as words
from ninescore.describe.dates import time_text
from ninescore.desk import TableCard
from ninescore.ui.widgets.plain_text import plain

CARD_WIDTH = 300
STATE_COLOURS = {
    "playing": "#2e7d32",
    "quiet": "#ef6c00",
    "finished": "#1565c0",
    "abandoned": "#6d4c41",
    "free": "#607d8b",
}


def local_time(moment: object) -> str:
    """A time of today as this machine's region writes it (14:05)."""
    from datetime import datetime

    assert isinstance(moment, datetime)
    return time_text(moment)


class DeskCard(QFrame):
    """A table's card."""

    tapped = Signal(str)
    """(match id): the operator tapped the card of a table with a match."""
    print_requested = Signal(str)
    printed_marked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deskCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumWidth(CARD_WIDTH)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.card: TableCard | None = None
        self.title = self._label("deskCardTitle", bold=True, scale=1.3)
        self.status = self._label("deskCardStatus", bold=True)
        self.status.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.heading = self._label("deskCardHeading")
        self.players = self._label("deskCardPlayers", bold=True, scale=1.15)
        self.score = self._label("deskCardScore", bold=True, scale=1.6)
        self.score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.detail = self._label("deskCardDetail")
        self.at_table = self._label("deskCardAtTable")
        self.warning = self._label("deskCardWarning")
        self.warning.setStyleSheet("color: #b71c1c;")
        self.updated = self._label("deskCardUpdated")
        self.updated.setStyleSheet("color: palette(mid);")
        self.waiting = self._label("deskCardWaiting")
        self.waiting.setStyleSheet("color: #6a1b9a;")
        self.print_button = QPushButton(self.tr("Print sheet"), self)
        self.print_button.setObjectName("deskCardPrint")
        self.mark_button = QPushButton(self.tr("Mark printed"), self)
        self.mark_button.setObjectName("deskCardMark")
        self.print_button.clicked.connect(lambda: self._emit(self.print_requested))
        self.mark_button.clicked.connect(lambda: self._emit(self.printed_marked))

        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.status)
        middle = QHBoxLayout()
        middle.addWidget(self.players, 1)
        middle.addWidget(self.score)
        buttons = QHBoxLayout()
        buttons.addWidget(self.print_button)
        buttons.addWidget(self.mark_button)
        buttons.addStretch(1)
        column = QVBoxLayout(self)
        column.setSpacing(4)
        column.addLayout(top)
        column.addWidget(self.heading)
        column.addLayout(middle)
        column.addWidget(self.detail)
        column.addWidget(self.at_table)
        column.addWidget(self.warning)
        column.addWidget(self.waiting)
        column.addWidget(self.updated)
        column.addLayout(buttons)

    def _label(self, name: str, bold: bool = False, scale: float = 1.0) -> QLabel:
        label = plain(QLabel(self))
        label.setObjectName(name)
        label.setWordWrap(True)
        if bold or scale != 1.0:
            font = QFont(label.font())
            font.setBold(bold)
            if scale != 1.0:
                font.setPointSizeF(font.pointSizeF() * scale)
            label.setFont(font)
        return label

    def _emit(self, signal: SignalInstance) -> None:
        if self.card is not None and self.card.match is not None:
            signal.emit(self.card.match.id)

    def show_card(self, card: TableCard) -> None:
        """Show ``card`` (the same card again changes nothing on the screen)."""
        if card == self.card:
            return
        self.card = card
        self.title.setText(card.title)
        self.status.setText(card.status_text)
        colour = STATE_COLOURS.get(card.state, "#607d8b")
        self.status.setStyleSheet(f"color: {colour};")
        self.setStyleSheet(
            f"QFrame#deskCard {{ border: 2px solid {colour}; border-radius: 6px; }}"
            # Two buttons side by side in a card's width: less padding than the window's.
            " QPushButton { padding: 3px 6px; }"
        )
        match = card.match
        waiting = "\n".join(
            words.waiting_assignment_text(a.players[0], a.players[1], a.race_to)
            for a in card.waiting
        )
        self.waiting.setText(waiting)
        self.waiting.setVisible(bool(waiting))
        if match is None:
            for label in (self.heading, self.players, self.score, self.detail, self.at_table):
                label.setText("")
                label.hide()
            self.warning.hide()
            self.updated.setText("")
            self.print_button.hide()
            self.mark_button.hide()
            return
        self.heading.setText("  ·  ".join(p for p in (match.event, match.round) if p.strip()))
        self.heading.setVisible(bool(self.heading.text()))
        for label in (self.players, self.score, self.detail):
            label.show()
        self.players.setText(words.players_text(*match.players))
        self.score.setText(words.score_text(*match.score))
        number = match.frame_number  # a plain name: lupdate reads no other count
        frame = (
            self.tr("frame %n", None, number) if match.status == "in_progress" and number else ""
        )
        self.detail.setText(", ".join(t for t in (words.race_text(*match.race_to), frame) if t))
        at_table = (
            words.at_table_text(match.players[match.to_shoot]) if match.to_shoot is not None else ""
        )
        self.at_table.setText(at_table)
        self.at_table.setVisible(bool(at_table))
        self.warning.setText(match.warning)
        self.warning.setVisible(bool(match.warning))
        sheet = ""
        if match.status == "finished":
            sheet = words.sheet_printed_text() if card.printed else words.sheet_waiting_text()
        self.updated.setText(
            "  ·  ".join(t for t in (words.updated_text(local_time(match.updated)), sheet) if t)
        )
        waiting_sheet = match.status == "finished" and not card.printed
        self.print_button.setVisible(match.status == "finished")
        self.mark_button.setVisible(waiting_sheet)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._emit(self.tapped)
        super().mouseReleaseEvent(event)
