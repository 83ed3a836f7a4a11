"""What the desk is asked before it decides a match: who is absent from a late call (a
forfeit is never given by itself), and a result to correct (the winner and the racks, or a
forfeit).  Large buttons; going back is the default, as in every question of the window."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ninescore.describe import desk_day as words
from ninescore.describe.scoring import go_back_text
from ninescore.rules import limits
from ninescore.tournament import Match
from ninescore.ui.dialogs.touch import big_button
from ninescore.ui.widgets.plain_text import plain
from ninescore.ui.widgets.touch_controls import CHOICE_STYLE, TARGETS_STYLE, Stepper, touch_style


class ForfeitDialog(QDialog):
    """ "Who is not there?": one button per player, and "No, wait"."""

    def __init__(
        self, parent: QWidget | None, match_id: int, table: str, players: tuple[str, str], late: int
    ) -> None:
        super().__init__(parent)
        self.setObjectName("forfeitDialog")
        self.setWindowTitle(self.tr("A forfeit?"))
        self.setStyleSheet(touch_style() + TARGETS_STYLE)
        self.setMinimumWidth(520)
        self.absent: str | None = None
        question = plain(QLabel(words.forfeit_question_text(match_id, table, late), self))
        question.setObjectName("forfeitQuestion")
        question.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setSpacing(14)
        layout.addWidget(question)
        self.wait_button = big_button(self.tr("No, wait"), self, "waitButton")
        self.wait_button.setDefault(True)
        self.wait_button.clicked.connect(self.reject)
        self.player_buttons = []
        row = QHBoxLayout()
        row.setSpacing(16)
        for index, name in enumerate(players):
            button = big_button(words.forfeit_button_text(name), self, f"absent{index}")
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, name=name: self._absent(name))
            self.player_buttons.append(button)
            row.addWidget(button)
        layout.addLayout(row)
        layout.addWidget(self.wait_button)

    def _absent(self, name: str) -> None:
        self.absent = name
        self.accept()

    @classmethod
    def ask(
        cls, parent: QWidget, match_id: int, table: str, players: tuple[str, str], late: int
    ) -> str | None:
        dialog = cls(parent, match_id, table, players, late)
        try:
            return dialog.absent if dialog.exec() == QDialog.DialogCode.Accepted else None
        finally:
            dialog.deleteLater()


class ResultDialog(QDialog):
    """A match's result given or corrected by the desk: the winner, each player's racks, or a
    forfeit; the engine checks it (the race) when it is kept."""

    def __init__(self, parent: QWidget | None, match: Match) -> None:
        super().__init__(parent)
        self.setObjectName("resultDialog")
        self.setWindowTitle(self.tr("Correct the result"))
        self.setStyleSheet(touch_style() + TARGETS_STYLE + CHOICE_STYLE)
        self.setMinimumWidth(560)
        first, second = (name or "" for name in match.players)
        self.players = (first, second)
        heading = plain(QLabel(words.correct_heading_text(match.id, first, second), self))
        heading.setWordWrap(True)
        self.winner_buttons: list[QPushButton] = []
        group = QButtonGroup(self)
        row = QHBoxLayout()
        for index, name in enumerate(self.players):
            button = big_button(words.wins_text(name), self, f"winner{index}")
            button.setCheckable(True)
            button.setAutoDefault(False)
            group.addButton(button)
            row.addWidget(button)
            self.winner_buttons.append(button)
        self.racks: list[Stepper] = []
        form = QFormLayout()
        result = match.result
        for index, name in enumerate(self.players):
            stepper = Stepper(self)
            stepper.setObjectName(f"racks{index}")
            stepper.setRange(0, limits.MAX_RACE)
            if result is not None and result.score is not None:
                stepper.setValue(result.score[index])
            form.addRow(self.tr("Racks of {name}:").format(name=name), stepper)
            self.racks.append(stepper)
        if result is not None:
            self.winner_buttons[self.players.index(result.winner)].setChecked(True)
        self.forfeit_button = QPushButton(self.tr("A forfeit: no racks"), self)
        self.forfeit_button.setObjectName("forfeitResult")
        self.forfeit_button.setCheckable(True)
        self.forfeit_button.setChecked(result is not None and result.forfeit)
        self.forfeit_button.setAutoDefault(False)
        self.forfeit_button.toggled.connect(self._forfeit_toggled)
        cancel = big_button(go_back_text(), self, "cancelButton")
        cancel.setDefault(True)
        cancel.clicked.connect(self.reject)
        keep = big_button(self.tr("Keep this result"), self, "keepResultButton")
        keep.setAutoDefault(False)
        keep.clicked.connect(self._keep)
        buttons = QHBoxLayout()
        buttons.setSpacing(16)
        buttons.addWidget(cancel)
        buttons.addWidget(keep)
        layout = QVBoxLayout(self)
        layout.setSpacing(12)
        layout.addWidget(heading)
        layout.addLayout(row)
        layout.addLayout(form)
        layout.addWidget(self.forfeit_button)
        layout.addLayout(buttons)
        self._forfeit_toggled(self.forfeit_button.isChecked())

    def _forfeit_toggled(self, on: bool) -> None:
        for stepper in self.racks:
            stepper.setEnabled(not on)

    def _keep(self) -> None:
        if any(button.isChecked() for button in self.winner_buttons):
            self.accept()

    def chosen_result(self) -> tuple[str, tuple[int, int] | None]:
        index = next(i for i, b in enumerate(self.winner_buttons) if b.isChecked())
        if self.forfeit_button.isChecked():
            return self.players[index], None
        return self.players[index], (self.racks[0].value(), self.racks[1].value())

    @classmethod
    def ask(cls, parent: QWidget, match: Match) -> tuple[str, tuple[int, int] | None] | None:
        dialog = cls(parent, match)
        try:
            return dialog.chosen_result() if dialog.exec() == QDialog.DialogCode.Accepted else None
        finally:
            dialog.deleteLater()
