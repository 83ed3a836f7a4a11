"""The ways entrants come in, by touch: a CSV or text file chosen from a folder's list, names
pasted (one a line, or a spreadsheet's rows), the players already stored to tap; and one
entrant's fields to edit.  Each dialog only gathers: :class:`~.day_model.DayModel` reads and
checks what it gathered."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ninescore.tournament import Entrant
from ninescore.ui.dialogs.touch import big_button
from ninescore.ui.dialogs.touch_files import choose_folder
from ninescore.ui.widgets import words
from ninescore.ui.widgets.touch_controls import TARGET, TARGETS_STYLE, NameChips, touch_style

LIST_SUFFIXES = (".csv", ".txt", ".tsv")
MAX_FILES_LISTED = 400


def _buttons(dialog: QDialog, ok_text: str, ok_name: str) -> QHBoxLayout:
    cancel = big_button(words.cancel(), dialog, "cancelButton")
    cancel.setAutoDefault(False)
    cancel.clicked.connect(dialog.reject)
    ok = big_button(ok_text, dialog, ok_name)
    ok.setDefault(True)
    ok.clicked.connect(dialog.accept)
    row = QHBoxLayout()
    row.setSpacing(16)
    row.addWidget(cancel)
    row.addWidget(ok)
    return row


class ListFileDialog(QDialog):
    """A list of entrants to import: the CSV and text files of a folder as large rows."""

    def __init__(self, start: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("entrantsFileDialog")
        self.setWindowTitle(self.tr("Import a list of entrants"))
        self.setStyleSheet(touch_style() + TARGETS_STYLE)
        self.setMinimumSize(560, 420)
        self.chosen: Path | None = None
        self.folder = start
        self.where = QLabel(self)
        self.where.setObjectName("entrantsFolder")
        self.where.setWordWrap(True)
        self.where.setTextFormat(Qt.TextFormat.PlainText)
        other = big_button(self.tr("Another folder…"), self, "otherFolderButton")
        other.setAutoDefault(False)
        other.clicked.connect(self._other_folder)
        self.rows = QListWidget(self)
        self.rows.setObjectName("entrantsFiles")
        self.rows.setAccessibleName(self.tr("Lists of entrants in this folder"))
        self.rows.itemClicked.connect(self._choose)
        self.rows.itemActivated.connect(self._choose)
        self.empty = QLabel(self.tr("No CSV or text file in this folder."), self)
        top = QHBoxLayout()
        top.addWidget(self.where, 1)
        top.addWidget(other)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.rows, 1)
        layout.addWidget(self.empty)
        cancel = big_button(words.cancel(), self, "cancelButton")
        cancel.clicked.connect(self.reject)
        layout.addWidget(cancel)
        self.show_folder(start)

    def show_folder(self, folder: Path) -> None:
        self.folder = folder
        self.where.setText(str(folder))
        self.rows.clear()
        try:
            found = sorted(
                (
                    entry
                    for entry in folder.iterdir()
                    if entry.suffix.casefold() in LIST_SUFFIXES and entry.is_file()
                ),
                key=lambda path: path.name.casefold(),
            )[:MAX_FILES_LISTED]
        except OSError:
            found = []
        for path in found:
            item = QListWidgetItem(path.name, self.rows)
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            item.setSizeHint(QSize(0, TARGET + 4))
        self.empty.setVisible(not found)

    def _other_folder(self) -> None:
        folder = choose_folder(self.folder, self)
        if folder is not None:
            self.show_folder(folder)

    def _choose(self, item: QListWidgetItem) -> None:
        self.chosen = Path(str(item.data(Qt.ItemDataRole.UserRole)))
        self.accept()

    @classmethod
    def ask(cls, parent: QWidget, start: Path) -> Path | None:
        dialog = cls(start, parent)
        try:
            return dialog.chosen if dialog.exec() == QDialog.DialogCode.Accepted else None
        finally:
            dialog.deleteLater()


class PasteDialog(QDialog):
    """Names pasted or typed, one a line; or a spreadsheet's rows with a heading row."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pasteEntrantsDialog")
        self.setWindowTitle(self.tr("Paste the entrants"))
        self.setStyleSheet(touch_style() + TARGETS_STYLE)
        self.setMinimumSize(520, 380)
        hint = QLabel(
            self.tr(
                "One name a line, or rows copied from a spreadsheet with a heading row "
                "(Name, Club, Rating, Seed)."
            ),
            self,
        )
        hint.setWordWrap(True)
        self.text = QPlainTextEdit(self)
        self.text.setObjectName("pastedNames")
        hint.setBuddy(self.text)  # what a screen reader calls the field
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addWidget(self.text, 1)
        layout.addLayout(_buttons(self, self.tr("Add them"), "addPastedButton"))

    @classmethod
    def ask(cls, parent: QWidget) -> str | None:
        dialog = cls(parent)
        try:
            accepted = dialog.exec() == QDialog.DialogCode.Accepted
            return dialog.text.toPlainText() if accepted else None
        finally:
            dialog.deleteLater()


class StoredPlayersDialog(QDialog):
    """The players of the matches in the folder, to tap (each tap chooses or unchooses)."""

    def __init__(self, names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("storedPlayersDialog")
        self.setWindowTitle(self.tr("Players already stored"))
        self.setStyleSheet(touch_style() + TARGETS_STYLE)
        self.setMinimumSize(620, 420)
        self.chosen: list[str] = []
        self.chips = NameChips(self, columns=4)
        self.chips.setObjectName("storedPlayers")
        self.chips.set_names(names)
        self.chips.tapped.connect(self._tap)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.chips)
        empty = QLabel(self.tr("No player is stored in this folder yet."), self)
        empty.setVisible(not names)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Tap the players who enter:"), self))
        layout.addWidget(scroll, 1)
        layout.addWidget(empty)
        layout.addLayout(_buttons(self, self.tr("Add the chosen"), "addChosenButton"))

    def _tap(self, name: str) -> None:
        if name in self.chosen:
            self.chosen.remove(name)
        else:
            self.chosen.append(name)
        self.chips.show_chosen(self.chosen)

    @classmethod
    def ask(cls, parent: QWidget, names: list[str]) -> list[str]:
        dialog = cls(names, parent)
        try:
            return dialog.chosen if dialog.exec() == QDialog.DialogCode.Accepted else []
        finally:
            dialog.deleteLater()


class EntrantDialog(QDialog):
    """One entrant's name, club and rating."""

    def __init__(self, entrant: Entrant, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("entrantDialog")
        self.setWindowTitle(self.tr("Entrant"))
        self.setStyleSheet(touch_style() + TARGETS_STYLE)
        self.setMinimumWidth(480)
        self.name = QLineEdit(entrant.name, self)
        self.name.setObjectName("entrantName")
        self.club = QLineEdit(entrant.club, self)
        self.club.setObjectName("entrantClub")
        rating = "" if entrant.rating is None else f"{entrant.rating:g}"
        self.rating = QLineEdit(rating, self)
        self.rating.setObjectName("entrantRating")
        form = QFormLayout()
        form.addRow(self.tr("Name:"), self.name)
        form.addRow(self.tr("Club:"), self.club)
        form.addRow(self.tr("Rating:"), self.rating)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(_buttons(self, self.tr("Keep"), "keepEntrantButton"))

    @classmethod
    def ask(cls, parent: QWidget, entrant: Entrant) -> tuple[str, str, str] | None:
        dialog = cls(entrant, parent)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            return dialog.name.text(), dialog.club.text(), dialog.rating.text()
        finally:
            dialog.deleteLater()
