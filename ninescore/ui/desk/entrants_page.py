"""The entrants before the draw: the tournament's name, the list in seeding order (dragged, or
moved up and down by a tap), imported from a file, pasted or tapped from the players stored,
edited and removed; and the check-in, one tap per player.  After the draw the list is the
tournament's and only check-in changes (a latecomer)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ninescore.describe import desk_day as words
from ninescore.describe.scoring import go_back_text
from ninescore.ui.desk.day_model import DayModel
from ninescore.ui.desk.entrant_dialogs import (
    EntrantDialog,
    ListFileDialog,
    PasteDialog,
    StoredPlayersDialog,
)
from ninescore.ui.widgets.plain_text import as_rich, plain
from ninescore.ui.widgets.touch_controls import TARGET

CHECKED_STYLE = (
    "QPushButton:checked { background: #2e7d32; color: white; font-weight: bold;"
    " border: 2px solid #1b5e20; border-radius: 6px; }"
)


def _button(text: str, parent: QWidget, name: str) -> QPushButton:
    button = QPushButton(text, parent)
    button.setObjectName(name)
    button.setMinimumHeight(TARGET)
    button.setAutoDefault(False)
    return button


class EntrantsPage(QWidget):
    """The draft of entrants: its name, its order, where its names come from."""

    def __init__(self, model: DayModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("entrantsPage")
        self.model = model
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("tournamentName")
        self.name_edit.setPlaceholderText(self.tr("The tournament's name, such as Club Open"))
        self.name_edit.editingFinished.connect(lambda: model.set_name(self.name_edit.text()))
        self.import_button = _button(self.tr("Import a file…"), self, "importEntrants")
        self.paste_button = _button(self.tr("Paste names…"), self, "pasteEntrants")
        self.stored_button = _button(self.tr("Stored players…"), self, "storedEntrants")
        self.import_button.clicked.connect(self.import_file)
        self.paste_button.clicked.connect(self.paste)
        self.stored_button.clicked.connect(self.add_stored)
        top = QHBoxLayout()
        name_label = QLabel(self.tr("Tournament:"), self)
        name_label.setBuddy(self.name_edit)  # what a screen reader calls the field
        top.addWidget(name_label)
        top.addWidget(self.name_edit, 1)
        self.new_button = _button(self.tr("A new tournament…"), self, "newTournament")
        self.new_button.clicked.connect(self.new_tournament)
        sources = QHBoxLayout()
        for button in (self.import_button, self.paste_button, self.stored_button):
            sources.addWidget(button)
        sources.addStretch(1)
        sources.addWidget(self.new_button)

        self.rows = QListWidget(self)
        self.rows.setObjectName("seedingList")
        self.rows.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.rows.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.rows.setAccessibleName(self.tr("Entrants in seeding order"))
        self.rows.model().rowsMoved.connect(self._dragged)
        self.rows.currentRowChanged.connect(self._selected)
        self.hint = plain(QLabel(words.seeding_hint_text(), self))
        self.hint.setWordWrap(True)
        self.up_button = _button(self.tr("Move up"), self, "moveUp")
        self.down_button = _button(self.tr("Move down"), self, "moveDown")
        self.edit_button = _button(self.tr("Edit…"), self, "editEntrant")
        self.remove_button = _button(self.tr("Remove"), self, "removeEntrant")
        self.up_button.clicked.connect(lambda: self._step(-1))
        self.down_button.clicked.connect(lambda: self._step(+1))
        self.edit_button.clicked.connect(self.edit)
        self.remove_button.clicked.connect(self.remove)
        side = QVBoxLayout()
        for button in (self.up_button, self.down_button, self.edit_button, self.remove_button):
            side.addWidget(button)
        side.addWidget(self.hint)
        side.addStretch(1)
        middle = QHBoxLayout()
        middle.addWidget(self.rows, 3)
        middle.addLayout(side, 1)
        self.count_label = plain(QLabel(self))
        self.count_label.setObjectName("entrantsCount")
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(sources)
        layout.addLayout(middle, 1)
        layout.addWidget(self.count_label)
        model.changed.connect(self.show_day)
        self.show_day()

    def show_day(self) -> None:
        model = self.model
        drawn = model.tournament is not None
        entrants = model.tournament.entrants if model.tournament else tuple(model.day.entrants)
        if not self.name_edit.hasFocus():
            self.name_edit.setText(model.day.name)
        self.name_edit.setReadOnly(drawn)
        current = self._current_name()
        self.rows.blockSignals(True)
        self.rows.clear()
        for seed, entrant in enumerate(entrants, 1):
            text = f"{seed}.  {entrant.name}"
            if entrant.club:
                text += f"  ·  {entrant.club}"
            if entrant.rating is not None:
                text += f"  ·  {entrant.rating:g}"
            if entrant.checked_in:
                text += "  ✓"
            item = QListWidgetItem(text, self.rows)
            item.setData(Qt.ItemDataRole.UserRole, entrant.name)
            item.setSizeHint(QSize(0, TARGET + 4))
            if entrant.name == current:
                self.rows.setCurrentItem(item)
        self.rows.blockSignals(False)
        self.rows.setDragDropMode(
            QAbstractItemView.DragDropMode.NoDragDrop
            if drawn
            else QAbstractItemView.DragDropMode.InternalMove
        )
        for button in (
            self.import_button,
            self.paste_button,
            self.stored_button,
            self.up_button,
            self.down_button,
            self.edit_button,
            self.remove_button,
        ):
            button.setEnabled(not drawn)
        self.new_button.setVisible(drawn)
        self._selected()
        present = sum(entrant.checked_in for entrant in entrants)
        self.count_label.setText(words.checked_in_count_text(present, len(entrants)))

    def _current_name(self) -> str | None:
        item = self.rows.currentItem()
        return None if item is None else str(item.data(Qt.ItemDataRole.UserRole))

    def _selected(self) -> None:
        chosen = self._current_name() is not None and self.model.tournament is None
        for button in (self.up_button, self.down_button, self.edit_button, self.remove_button):
            button.setEnabled(chosen)

    def _dragged(self) -> None:
        names = [
            str(self.rows.item(row).data(Qt.ItemDataRole.UserRole))
            for row in range(self.rows.count())
        ]
        # After the drop is done with the list: the new order rebuilds it.
        QTimer.singleShot(0, lambda: self.model.reorder(names))

    def _step(self, by: int) -> None:
        name = self._current_name()
        if name is not None:
            self.model.move(name, max(0, self.rows.currentRow() + by))

    # -- where the names come from ------------------------------------------------------------

    def import_file(self) -> None:
        path = ListFileDialog.ask(self, Path.home())
        if path is not None:
            self.model.add_file(path)

    def paste(self) -> None:
        text = PasteDialog.ask(self)
        if text is not None and text.strip():
            self.model.add_text(text)

    def add_stored(self) -> None:
        self.model.folder.refresh()
        names = sorted(
            {player for match in self.model.folder.matches for player in match.players},
            key=str.casefold,
        )
        entered = {entrant.name.casefold() for entrant in self.model.day.entrants}
        chosen = StoredPlayersDialog.ask(self, [n for n in names if n.casefold() not in entered])
        if chosen:
            self.model.add_names(chosen)

    def edit(self) -> None:
        name = self._current_name()
        if name is None:
            return
        entrant = next(e for e in self.model.day.entrants if e.name == name)
        fields = EntrantDialog.ask(self, entrant)
        if fields is not None:
            self.model.edit(name, *fields)

    def new_tournament(self) -> None:
        """After a question: the desk is done with the tournament run (its file stays)."""
        from ninescore.scoring.views import Question
        from ninescore.ui.dialogs.touch import ConfirmDialog

        question = Question(
            title=self.tr("A new tournament"),
            consequence=words.new_tournament_question_text(self.model.day.name),
            confirm=self.tr("Begin a new one"),
            go_back=go_back_text(),
        )
        dialog = ConfirmDialog(self, question, danger=False)
        try:
            if dialog.exec() == ConfirmDialog.DialogCode.Accepted:
                self.model.finish_day()
        finally:
            dialog.deleteLater()

    def remove(self) -> None:
        name = self._current_name()
        if name is not None:
            self.model.remove(name)


class CheckInPage(QWidget):
    """Every entrant a large button: a tap checks the player in, a second tap takes it back."""

    def __init__(self, model: DayModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("checkInPage")
        self.model = model
        self.hint = plain(QLabel(words.check_in_hint_text(), self))
        self.hint.setWordWrap(True)
        self.count_label = plain(QLabel(self))
        self.count_label.setObjectName("checkInCount")
        self.host = QWidget(self)
        self.host.setStyleSheet(CHECKED_STYLE)
        self.grid = QGridLayout(self.host)
        self.grid.setSpacing(6)
        self.grid.setAlignment(Qt.AlignmentFlag.AlignTop)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.host)
        self.buttons: dict[str, QPushButton] = {}
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.count_label)
        model.changed.connect(self.show_day)
        self.show_day()

    def show_day(self) -> None:
        model = self.model
        entrants = model.tournament.entrants if model.tournament else tuple(model.day.entrants)
        names = [entrant.name for entrant in entrants]
        if list(self.buttons) != names:
            for button in self.buttons.values():
                self.grid.removeWidget(button)
                button.setParent(None)  # gone now, not at the next turn of the loop
                button.deleteLater()
            self.buttons = {}
            columns = 4
            for index, name in enumerate(names):
                button = _button(name.replace("&", "&&"), self.host, f"checkIn{index}")
                button.setCheckable(True)
                button.setToolTip(as_rich(name))  # Qt guesses a tip's format
                button.clicked.connect(lambda on, name=name: self.model.check_in(name, on))
                self.grid.addWidget(button, index // columns, index % columns)
                button.show()  # now: a layout shows a new child only at the next turn
                self.buttons[name] = button
        for entrant in entrants:
            button = self.buttons[entrant.name]
            button.setChecked(entrant.checked_in)
            shown = f"✓ {entrant.name}" if entrant.checked_in else entrant.name
            button.setText(shown.replace("&", "&&"))
        present = sum(entrant.checked_in for entrant in entrants)
        self.count_label.setText(words.checked_in_count_text(present, len(entrants)))
