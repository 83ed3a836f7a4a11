"""The start screen: what the window shows when no match is open."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QFont, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from ninescore.scoring.keys import command_named
from ninescore.ui.widgets import words

if TYPE_CHECKING:
    from ninescore.records import Store


def _centred(widget: QWidget) -> QHBoxLayout:
    # Centred by stretches, not by an alignment flag: the first use of Qt's ``Qt`` namespace makes
    # PySide6 build about 120 Python enum classes (some 17 ms) that the first paint can do without.
    row = QHBoxLayout()
    row.addStretch(1)
    row.addWidget(widget)
    row.addStretch(1)
    return row


@dataclass(frozen=True)
class WaitingMatch:
    """An unfinished match as the start screen offers it."""

    match_id: str
    text: str
    locked: bool


START_LISTED = 4
"""How many unfinished matches the start screen lists; the rest are under "More…"."""


class StartScreen(QWidget):
    """What the window shows when no match is open: start one, look back, or go on with one.

    No scoreboard and no balls: a fake "0 race to 7" between nobody would mislead.  Built from
    plain widgets and fonts (no style sheets), because it is all the first paint draws.
    """

    resume_requested = Signal(str, bool)
    """(match id, read-only): the operator tapped an unfinished match."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        self.title = QLabel(self.tr("ninescore"), self)
        self.title.setObjectName("startTitle")
        self.subtitle = QLabel(self.tr("Nine-ball scoring, shot by shot"), self)
        self.new_button = self._button(words.new_match(), "startNewMatch", "new")
        self.history_button = self._button(self.tr("History…"), "startHistory", "history")
        self.notice = QLabel(self)
        self.notice.setObjectName("startNotice")
        self.notice.setWordWrap(True)
        self.notice.hide()
        self.notice_timer = QTimer(self)
        """Ends the notice."""
        self.notice_timer.setSingleShot(True)
        self.notice_timer.timeout.connect(self.clear_notice)
        self.waiting_heading = QLabel(self.tr("Unfinished — tap to go on scoring:"), self)
        self.waiting_heading.hide()
        self.waiting_buttons: list[QPushButton] = []
        self.more_button = self._button(
            self.tr("All unfinished matches…"), "startMoreMatches", "resume"
        )
        self.more_button.hide()
        self._waiting: tuple[WaitingMatch, ...] = ()

        self.waiting_column = QVBoxLayout()
        self.waiting_column.setSpacing(8)
        self.waiting_column.addWidget(self.waiting_heading)

        buttons = QHBoxLayout()
        buttons.setSpacing(16)
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.history_button)

        column = QVBoxLayout()
        column.setSpacing(12)
        column.addStretch(2)
        column.addLayout(_centred(self.title))
        column.addLayout(_centred(self.subtitle))
        column.addSpacing(24)
        column.addLayout(buttons)
        column.addWidget(self.notice)
        column.addSpacing(16)
        column.addLayout(self.waiting_column)
        column.addWidget(self.more_button)
        column.addStretch(3)

        # A centred column of readable width, whatever the window's width.
        row = QHBoxLayout(self)
        row.addStretch(1)
        row.addLayout(column, 6)
        row.addStretch(1)

    def _button(self, text: str, name: str, command: str) -> QPushButton:
        """A big button; its tooltip names the key of the same ``command`` in the key map."""
        button = QPushButton(text, self)
        button.setObjectName(name)
        key = QKeySequence(command_named(command).sequences[0])
        button.setToolTip(key.toString(QKeySequence.SequenceFormat.NativeText))
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        return button

    @property
    def waiting(self) -> tuple[WaitingMatch, ...]:
        return self._waiting

    def set_waiting(self, matches: Sequence[WaitingMatch], more: bool) -> None:
        """List ``matches`` as buttons (a locked one opens read-only); ``more``: others exist."""
        matches = tuple(matches)
        if matches != self._waiting:
            self._waiting = matches
            for button in self.waiting_buttons:
                self.waiting_column.removeWidget(button)
                button.deleteLater()
            self.waiting_buttons = []
            for index, match in enumerate(matches):
                text = match.text
                if match.locked:
                    text += "\n" + self.tr("Being scored in another window: opens read-only")
                button = QPushButton(text, self)
                button.setObjectName(f"startResume{index}")
                button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
                button.setProperty("match_id", match.match_id)
                button.clicked.connect(
                    partial(self.resume_requested.emit, match.match_id, match.locked)
                )
                self.waiting_buttons.append(button)
                self.waiting_column.addWidget(button)
            self.apply_scale(self._scale)
        self.waiting_heading.setVisible(bool(matches))
        self.more_button.setVisible(more)

    def show_notice(self, text: str, milliseconds: int) -> None:
        """News while no match is open (a refusal, the language chosen), for a while."""
        if text and self.notice.text() != text:
            from PySide6.QtCore import Qt

            self.notice.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.notice.setText(text)
        self.notice.setVisible(bool(text))
        self.notice_timer.start(milliseconds)

    def clear_notice(self) -> None:
        self.notice_timer.stop()
        self.notice.hide()

    _scale = 1.0

    def apply_scale(self, scale: float) -> None:
        """Text sized for reading from a few metres, times ``scale`` (View → Larger, 4K)."""
        self._scale = scale
        base = QFont().pointSizeF()
        for widget, factor, bold in (
            (self.title, 3.2, True),
            (self.subtitle, 1.4, False),
            (self.new_button, 2.0, True),
            (self.history_button, 2.0, True),
            (self.notice, 1.4, True),
            (self.waiting_heading, 1.3, True),
            (self.more_button, 1.2, False),
            *((button, 1.3, False) for button in self.waiting_buttons),
        ):
            font = QFont(widget.font())
            font.setBold(bold)
            font.setPointSizeF(base * factor * scale)
            if font != widget.font():
                widget.setFont(font)
        line = int(QFont(self.new_button.font()).pointSizeF() * 1.33)
        for button in (self.new_button, self.history_button):
            button.setMinimumHeight(max(72, int(line * 2.6)))
        for button in (self.more_button, *self.waiting_buttons):
            button.setMinimumHeight(max(56, int(base * scale * 1.3 * 1.33 * 3.4)))


def waiting_matches(store: Store) -> tuple[list[WaitingMatch], bool]:
    """The unfinished matches for the start screen, newest first, and whether more exist."""
    from ninescore.ui.dialogs.resume import describe_match, resumable_matches

    matches = resumable_matches(store)
    in_progress = [m for m in matches if m.summary.status == "in_progress"]
    listed = [
        WaitingMatch(m.summary.id, describe_match(m).replace("\n    ", "\n"), m.locked)
        for m in in_progress[:START_LISTED]
    ]
    return listed, len(matches) > len(listed)
