"""Results and standings: the bracket as it stands (what the tables play, called, done), a
tapped match to correct (its result given again, or undone where the engine allows it: where
not, the sentence names the match that blocks it), and the standings."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ninescore.describe import desk_day as words
from ninescore.describe import tournament as tournament_words
from ninescore.scoring.views import Question
from ninescore.sheet.tournament_print import BRACKET, DAY
from ninescore.ui.desk.bracket_view import BracketArea
from ninescore.ui.desk.day_model import DayModel
from ninescore.ui.desk.desk_questions import ResultDialog
from ninescore.ui.widgets.plain_text import plain
from ninescore.ui.widgets.touch_controls import TARGET


class ResultsPage(QWidget):
    def __init__(self, model: DayModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultsPage")
        self.model = model
        self.chosen: int | None = None
        self.bracket = BracketArea(self)
        self.bracket.canvas.box_tapped.connect(self.choose)
        self.match_label = plain(QLabel(self.tr("Tap a match of the bracket to correct it."), self))
        self.match_label.setObjectName("chosenMatch")
        self.match_label.setWordWrap(True)
        self.correct_button = QPushButton(self.tr("Correct the result…"), self)
        self.correct_button.setObjectName("correctResult")
        self.undo_button = QPushButton(self.tr("Undo the result"), self)
        self.undo_button.setObjectName("undoResult")
        self.print_bracket_button = QPushButton(words.print_bracket_text(), self)
        self.print_bracket_button.setObjectName("printBracketButton")
        self.print_day_button = QPushButton(self.tr("Print the results…"), self)
        self.print_day_button.setObjectName("printDayButton")
        self.print_day_button.setToolTip(
            self.tr("The standings and every result of the day, on paper or as a PDF")
        )
        for button in (
            self.correct_button,
            self.undo_button,
            self.print_bracket_button,
            self.print_day_button,
        ):
            button.setMinimumHeight(TARGET)
            button.setAutoDefault(False)
        self.correct_button.clicked.connect(self.correct)
        self.undo_button.clicked.connect(self.undo)
        self.print_bracket_button.clicked.connect(lambda: self.print_pages(BRACKET))
        self.print_day_button.clicked.connect(lambda: self.print_pages(DAY))
        self.standings_label = plain(QLabel(self))
        self.standings_label.setObjectName("standings")
        self.standings_label.setWordWrap(True)
        side = QVBoxLayout()
        side.addWidget(self.match_label)
        side.addWidget(self.correct_button)
        side.addWidget(self.undo_button)
        side.addSpacing(12)
        side.addWidget(self.print_bracket_button)
        side.addWidget(self.print_day_button)
        side.addSpacing(12)
        side.addWidget(self.standings_label)
        side.addStretch(1)
        host = QWidget(self)
        host.setLayout(side)
        host.setFixedWidth(300)
        layout = QHBoxLayout(self)
        layout.addWidget(self.bracket, 1)
        layout.addWidget(host)
        model.changed.connect(self.show_day)
        self.show_day()

    def show_day(self) -> None:
        self.bracket.show_view(self.model.bracket())
        self.bracket.canvas.choose(self.chosen)
        view = self.bracket.presented
        self.print_bracket_button.setEnabled(view is not None)
        self.print_day_button.setEnabled(view is not None)
        if view is None:
            self.standings_label.setText("")
        else:
            rows = [f"{row.place_text:>5}  {row.name}" for row in view.standings]
            lines = [view.standings_title, *rows]
            if view.hot_seat:
                lines.insert(0, view.hot_seat)
            self.standings_label.setText("\n".join(lines))
        self._show_chosen()

    def print_pages(self, kind: str) -> None:
        """The bracket as it stands, or the day's sheet (standings and every result), on paper."""
        from ninescore.ui.desk.day_printing import print_day

        if self.bracket.presented is not None:
            print_day(self, self.bracket.presented, kind)

    def choose(self, match_id: int) -> None:
        self.chosen = match_id
        self._show_chosen()

    def _show_chosen(self) -> None:
        tournament = self.model.tournament
        match = None
        if tournament is not None and self.chosen is not None:
            match = tournament.match(self.chosen)
            self.match_label.setText(tournament_words.match_line(match).strip())
        playable = match is not None and None not in match.players
        self.correct_button.setEnabled(playable)
        self.undo_button.setEnabled(
            match is not None
            and match.result is not None
            and not self.model.from_a_table(match.id)  # the next refresh would take it in again
        )

    def correct(self) -> None:
        tournament = self.model.tournament
        if tournament is None or self.chosen is None:
            return
        given = ResultDialog.ask(self, tournament.match(self.chosen))
        if given is not None:
            self.model.correct(self.chosen, *given)

    def undo(self) -> None:
        from ninescore.ui.dialogs.touch import ConfirmDialog

        tournament = self.model.tournament
        if tournament is None or self.chosen is None:
            return
        line = tournament_words.match_line(tournament.match(self.chosen)).strip()
        question = Question(
            title=self.tr("Undo a result"),
            consequence=words.undo_question_text(self.chosen, line),
            confirm=self.tr("Undo it"),
            go_back=words.keep_it_text(),
        )
        dialog = ConfirmDialog(self, question)
        try:
            if dialog.exec() == ConfirmDialog.DialogCode.Accepted:
                self.model.undo(self.chosen)
        finally:
            dialog.deleteLater()
