"""Resume a match: the unfinished matches, newest first, with those scored elsewhere marked.

At start-up the window offers this when a match was left in progress (a crash or a quit), so the
operator goes on exactly where scoring stopped.  A match locked by another running ninescore can
only be opened read-only.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ninescore.describe import status_text
from ninescore.describe.dates import date_time_text
from ninescore.records import MatchSummary, NinescoreDataError, Store
from ninescore.ui.widgets import words
from ninescore.ui.widgets.touch_controls import TARGET


@dataclass(frozen=True)
class ResumeChoice:
    match_id: str
    read_only: bool = False


@dataclass(frozen=True)
class ResumableMatch:
    summary: MatchSummary
    locked: bool


def resumable_matches(store: Store, include_abandoned: bool = True) -> list[ResumableMatch]:
    """Matches not finished, newest first, each with whether another window is scoring it."""
    try:
        summaries = store.list()
    except NinescoreDataError:
        return []
    statuses = {"in_progress", "abandoned"} if include_abandoned else {"in_progress"}
    chosen = [s for s in summaries if s.status in statuses]
    chosen.sort(key=lambda s: s.updated, reverse=True)
    return [ResumableMatch(s, store.is_locked(s.id)) for s in chosen]


def describe_match(item: ResumableMatch) -> str:
    """Two lines for a person: the players and score, then when, where and its state."""

    s = item.summary
    when = date_time_text(s.updated)
    race = str(s.race_to[0]) if s.race_to[0] == s.race_to[1] else f"{s.race_to[0]}/{s.race_to[1]}"
    text = QCoreApplication.translate(
        "ResumeDialog", "{a} {sa}–{sb} {b}   (race to {race}, frame {frames})"
    ).format(
        a=s.players[0],
        b=s.players[1],
        sa=s.score[0],
        sb=s.score[1],
        race=race,
        # The frame being played: one more than those won, until the match is over.
        frames=max(1, s.frames, s.score[0] + s.score[1] + (s.status != "finished")),
    )
    details = [when]
    if s.event:
        details.append(s.event)
    if s.round:
        details.append(s.round)
    if s.table:
        details.append(
            QCoreApplication.translate("ResumeDialog", "table {table}").format(table=s.table)
        )
    if s.status == "abandoned":
        details.append(status_text(s.status))
    if item.locked:
        details.append(QCoreApplication.translate("ResumeDialog", "BEING SCORED IN ANOTHER WINDOW"))
    return text + "\n    " + " · ".join(details)


class ResumeDialog(QDialog):
    def __init__(
        self,
        matches: list[ResumableMatch],
        parent: QWidget | None = None,
        at_start: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("resumeDialog")
        self.setWindowTitle(QCoreApplication.translate("ResumeDialog", "Resume a match"))
        self.setMinimumSize(620, 380)
        self._matches = matches
        self._read_only = False

        heading = QLabel(
            QCoreApplication.translate(
                "ResumeDialog", "A match was left unfinished. Go on scoring it where it stopped?"
            )
            if at_start
            else QCoreApplication.translate("ResumeDialog", "Choose the match to go on scoring.")
        )
        heading.setWordWrap(True)
        font = QFont(heading.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        heading.setFont(font)

        self.list = QListWidget(self)
        self.list.setObjectName("matchList")
        self.list.setSpacing(4)
        big = QFont(self.list.font())
        big.setPointSizeF(big.pointSizeF() * 1.2)
        self.list.setFont(big)
        for item in matches:
            widget_item = QListWidgetItem(self.describe(item), self.list)
            widget_item.setData(Qt.ItemDataRole.UserRole, item.summary.id)
            if item.locked:
                widget_item.setForeground(Qt.GlobalColor.darkGray)
        if matches:
            self.list.setCurrentRow(0)
        self.list.currentRowChanged.connect(self._update_buttons)
        self.list.itemDoubleClicked.connect(lambda _item: self._resume())

        self.empty = QLabel(
            QCoreApplication.translate("ResumeDialog", "There is no unfinished match."), self
        )
        self.empty.setVisible(not matches)

        self.buttons = QDialogButtonBox(self)
        self.resume_button = QPushButton(
            QCoreApplication.translate("ResumeDialog", "Resume scoring"), self
        )
        self.resume_button.setObjectName("resumeButton")
        self.read_only_button = QPushButton(words.open_read_only(), self)
        self.read_only_button.setObjectName("readOnlyButton")
        self.later_button = QPushButton(
            QCoreApplication.translate("ResumeDialog", "Not now") if at_start else words.cancel(),
            self,
        )
        for button in (self.resume_button, self.read_only_button, self.later_button):
            button.setMinimumHeight(TARGET)
        self.buttons.addButton(self.resume_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.read_only_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.later_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.resume_button.clicked.connect(self._resume)
        self.read_only_button.clicked.connect(self._open_read_only)
        self.later_button.clicked.connect(self.reject)
        self.resume_button.setDefault(True)

        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.empty)
        layout.addWidget(self.buttons)
        self._update_buttons()

    def describe(self, item: ResumableMatch) -> str:
        return describe_match(item)

    def selected(self) -> ResumableMatch | None:
        row = self.list.currentRow()
        return self._matches[row] if 0 <= row < len(self._matches) else None

    def _update_buttons(self) -> None:
        item = self.selected()
        self.resume_button.setEnabled(item is not None and not item.locked)
        self.read_only_button.setEnabled(item is not None)

    def _resume(self) -> None:
        item = self.selected()
        if item is None or item.locked:
            return
        self._read_only = False
        self.accept()

    def _open_read_only(self) -> None:
        if self.selected() is None:
            return
        self._read_only = True
        self.accept()

    def choice(self) -> ResumeChoice | None:
        item = self.selected()
        if item is None:
            return None
        return ResumeChoice(item.summary.id, self._read_only or item.locked)

    @classmethod
    def ask(
        cls, parent: QWidget | None, store: Store, at_start: bool = False
    ) -> ResumeChoice | None:
        """Show the dialog; the choice, or None when the operator declines."""
        matches = resumable_matches(store, include_abandoned=not at_start)
        if at_start and not matches:
            return None
        dialog = cls(matches, parent, at_start)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            return dialog.choice()
        finally:
            dialog.deleteLater()
