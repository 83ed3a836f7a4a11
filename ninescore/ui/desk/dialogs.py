"""The desk's dialogs: send a match to a table, choose between two versions of a match, and
this machine's table and sharing."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ninescore.describe import desk as words
from ninescore.describe.bidi import isolated
from ninescore.describe.errors import bidi_control_text, os_error_reason
from ninescore.records.assignments import Assignment, save_assignment
from ninescore.records.machine import (
    MAX_QUIET_MINUTES,
    MachineSettings,
    load_machine,
    save_machine,
)
from ninescore.records.sync import Conflict, Version, copy_device, keep_version
from ninescore.rules import limits
from ninescore.ui.widgets.plain_text import plain, warn
from ninescore.ui.widgets.touch_controls import (
    TARGETS_STYLE,
    Stepper,
    touch_combo,
    touch_style,
)

LAST_ACTIONS = 5
"""How many of each version's last actions the side-by-side choice shows."""


class AssignmentDialog(QDialog):
    """The next match for a table: players, race, event, round, referee."""

    def __init__(self, data_path: Path, tables: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(touch_style() + TARGETS_STYLE)
        self.setWindowTitle(self.tr("Send a match to a table"))
        self.data_path = data_path
        self.table = touch_combo(QComboBox(self))
        self.table.setEditable(True)
        self.table.addItems(tables)
        self.players = (QLineEdit(self), QLineEdit(self))
        for edit in self.players:
            edit.setMaxLength(limits.MAX_NAME_LENGTH)
        self.race = Stepper(self)
        self.race.setRange(limits.MIN_RACE, limits.MAX_RACE)
        self.race.setValue(7)
        self.texts = {key: QLineEdit(self) for key in ("event", "round", "referee")}
        for edit in self.texts.values():
            edit.setMaxLength(limits.MAX_TEXT_LENGTH)
        self.problem = plain(QLabel(self))
        self.problem.setStyleSheet("color: #b71c1c;")
        self.problem.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Send to table:"), self.table)
        self.table.setAccessibleName(self.tr("Send to table"))
        line = self.table.lineEdit()
        if line is not None:
            line.setAccessibleName(self.tr("Send to table"))
        form.addRow(self.tr("First player:"), self.players[0])
        form.addRow(self.tr("Second player:"), self.players[1])
        form.addRow(self.tr("Frames to win:"), self.race)
        form.addRow(self.tr("Event (optional):"), self.texts["event"])
        form.addRow(self.tr("Round (optional):"), self.texts["round"])
        form.addRow(self.tr("Referee:"), self.texts["referee"])
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Send to the table"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addWidget(self.problem)
        column.addWidget(buttons)

    def assignment(self) -> Assignment:
        """The assignment the form describes; ValueError when it is not a match to send."""
        race = self.race.value()
        return Assignment(
            table=self.table.currentText().strip(),
            players=(self.players[0].text().strip(), self.players[1].text().strip()),
            race_to=(race, race),
            event=self.texts["event"].text().strip(),
            round=self.texts["round"].text().strip(),
            referee=self.texts["referee"].text().strip(),
        )

    def accept(self) -> None:
        typed = (*(edit.text() for edit in self.players), *(e.text() for e in self.texts.values()))
        if any(limits.has_bidi_control(text) for text in (*typed, self.table.currentText())):
            self.problem.setText(bidi_control_text())
            return
        try:
            assignment = self.assignment()
        except ValueError:
            self.problem.setText(
                self.tr("Give the table and two different players' names to send a match.")
            )
            return
        try:
            save_assignment(self.data_path, assignment)
        except OSError as error:
            self.problem.setText(
                self.tr("The match cannot be sent: {reason}.").format(
                    reason=error.strerror or error
                )
            )
            return
        super().accept()

    @classmethod
    def ask(cls, parent: QWidget | None, data_path: Path, tables: list[str]) -> bool:
        dialog = cls(data_path, tables, parent)
        try:
            return dialog.exec() == QDialog.DialogCode.Accepted
        finally:
            dialog.deleteLater()


class ConflictDialog(QDialog):
    """Two versions of one match side by side; the person keeps one (the other goes to the
    trash, never deleted)."""

    def __init__(self, data_path: Path, conflict: Conflict, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(touch_style() + TARGETS_STYLE)
        self.setWindowTitle(self.tr("A match changed on two machines"))
        self.data_path = data_path
        self.conflict = conflict
        self.kept: Path | None = None
        intro = plain(QLabel(self))
        intro.setWordWrap(True)
        intro.setText(
            self.tr(
                "This match was scored on two machines at once, and the two versions differ. "
                "Keep the one that is right; the other goes to the trash folder, where it stays."
            )
        )
        grid = QGridLayout()
        self.keep_buttons: list[QPushButton] = []
        for column, (version, where) in enumerate(
            (
                (conflict.original, words.this_file_text()),
                (conflict.copy, words.copy_from_text(copy_device(conflict.copy.path.name))),
            )
        ):
            box = QGroupBox(where, self)
            inside = QVBoxLayout(box)
            text = plain(QLabel(box))
            text.setWordWrap(True)
            text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            text.setText(self._describe(version, where))
            inside.addWidget(text, 1)
            button = QPushButton(self.tr("Keep this version"), box)
            button.setObjectName(f"deskKeep{column}")
            button.setEnabled(version.record is not None)
            button.clicked.connect(lambda _=False, v=version: self.keep(v))
            inside.addWidget(button)
            self.keep_buttons.append(button)
            grid.addWidget(box, 0, column)
        later = QPushButton(self.tr("Decide later"), self)
        later.clicked.connect(self.reject)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(later)
        column_layout = QVBoxLayout(self)
        column_layout.addWidget(intro)
        column_layout.addLayout(grid, 1)
        column_layout.addLayout(row)

    def _describe(self, version: Version, where: str) -> str:
        from ninescore.ui.desk.card import local_time

        record = version.record
        if record is None:
            return words.unreadable_version_text(version.problem)
        lines = [
            words.players_text(*record.players),
            words.score_text(*record.score) + "  " + words.race_text(*record.race_to),
            words.version_text(len(record.actions), local_time(record.updated), where),
        ]
        frames = [
            self.tr("frame {number}: {winner}").format(
                number=number, winner=isolated(record.players[frame.winner])
            )
            for number, frame in enumerate(record.match.frames, start=1)
            if frame.winner is not None
        ]
        # The last actions, where two versions of one match part: what a person compares.
        from ninescore.describe import describe_action

        log = record.match.log
        last = [
            f"{len(log) - len(log[-LAST_ACTIONS:]) + number}. "
            + describe_action(entry.action, entry.player, record.players)
            for number, entry in enumerate(log[-LAST_ACTIONS:], start=1)
        ]
        return "\n".join([*lines, *frames, "", self.tr("Last actions:"), *last])

    def keep(self, version: Version) -> None:
        try:
            keep_version(self.data_path, self.conflict, version.path)
        except OSError as error:
            warn(
                self,
                self.windowTitle(),
                self.tr("The version cannot be kept: {reason}.").format(
                    reason=os_error_reason(error)
                ),
            )
            return
        self.kept = version.path
        self.accept()

    @classmethod
    def ask(cls, parent: QWidget | None, data_path: Path, conflict: Conflict) -> bool:
        dialog = cls(data_path, conflict, parent)
        try:
            return dialog.exec() == QDialog.DialogCode.Accepted
        finally:
            dialog.deleteLater()


class MachineDialog(QDialog):
    """This machine's table, whether its folder is shared through Syncthing, the desk's quiet
    time."""

    def __init__(self, data_path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(touch_style() + TARGETS_STYLE)
        self.setWindowTitle(self.tr("This machine"))
        self.data_path = data_path
        current = load_machine(data_path)
        self.table = QLineEdit(current.table, self)
        self.table.setMaxLength(limits.MAX_TEXT_LENGTH)
        self.table.setPlaceholderText(self.tr("e.g. 3, or TV table"))
        self.sharing = QCheckBox(self.tr("This folder is shared with Syncthing"), self)
        self.sharing.setChecked(current.sharing)
        self.quiet = Stepper(self)
        self.quiet.setRange(1, MAX_QUIET_MINUTES)
        self.quiet.setValue(current.quiet_minutes)
        self.quiet.spin.setSuffix(self.tr(" min"))
        note = plain(QLabel(self))
        note.setWordWrap(True)
        note.setText(
            self.tr(
                "Share this folder with Syncthing: {folder}. Turning sharing on writes the "
                "ignore file (.stignore) that keeps the index, the locks, the trash and this "
                "machine's settings on this machine."
            ).format(folder=data_path)
        )
        self.problem = plain(QLabel(self))
        self.problem.setStyleSheet("color: #b71c1c;")
        self.problem.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Table of this machine:"), self.table)
        form.addRow("", self.sharing)
        form.addRow(self.tr("The desk calls a match quiet after:"), self.quiet)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addWidget(note)
        column.addWidget(self.problem)
        column.addWidget(buttons)
        self.saved: MachineSettings | None = None

    def accept(self) -> None:
        if limits.has_bidi_control(self.table.text()):
            self.problem.setText(bidi_control_text())
            return
        try:
            settings = MachineSettings(
                table=self.table.text().strip(),
                sharing=self.sharing.isChecked(),
                quiet_minutes=self.quiet.value(),
            )
        except ValueError:
            self.problem.setText(self.tr("The table's name has characters that are not allowed."))
            return
        try:
            save_machine(self.data_path, settings)
        except OSError as error:
            self.problem.setText(
                self.tr("The settings cannot be saved in {folder}: {reason}.").format(
                    folder=self.data_path, reason=error.strerror or error
                )
            )
            return
        self.saved = settings
        super().accept()

    @classmethod
    def ask(cls, parent: QWidget | None, data_path: Path) -> MachineSettings | None:
        dialog = cls(data_path, parent)
        try:
            return dialog.saved if dialog.exec() == QDialog.DialogCode.Accepted else None
        finally:
            dialog.deleteLater()
