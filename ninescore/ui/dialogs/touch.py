"""The window's small dialogs, sized for a finger: a question before an action that ends a frame,
a reason that must be given, and a file that was written.

Qt's stock message and input boxes have 24-pixel buttons, take Enter for "Yes" and let OK
through with an empty reason.  These have buttons at least :data:`BIG` pixels tall, say the
consequence in words, make "go back" the default (an Enter from habit changes nothing) and
close on Esc.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ninescore.rules.limits import MAX_REASON_LENGTH
from ninescore.scoring.views import Question
from ninescore.ui.widgets.plain_text import plain
from ninescore.ui.widgets.touch_controls import TARGET

BIG = 64
"""A dialog's buttons: large enough to hit without looking twice."""

_DANGER_STYLE = (
    "QPushButton { background: #c62828; color: white; font-weight: bold; border-radius: 6px;"
    " padding: 6px 18px; } QPushButton:focus { border: 3px solid #ff8f00; }"
)


def big_button(text: str, parent: QWidget, name: str) -> QPushButton:
    button = QPushButton(text, parent)
    button.setObjectName(name)
    button.setMinimumHeight(BIG)
    button.setMinimumWidth(160)
    button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    return button


def _larger(widget: QWidget, factor: float, bold: bool = False) -> None:
    font = QFont(widget.font())
    font.setPointSizeF(font.pointSizeF() * factor)
    font.setBold(bold)
    widget.setFont(font)


class ConfirmDialog(QDialog):
    """Asks a :class:`~ninescore.scoring.views.Question`; ``exec()`` is Accepted when the
    operator chose to go ahead.  With ``reason_label``, an optional reason can be typed."""

    def __init__(
        self,
        parent: QWidget | None,
        question: Question,
        reason_label: str | None = None,
        danger: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("confirmDialog")
        self.setWindowTitle(question.title)
        self.setMinimumWidth(480)
        self.title = plain(QLabel(question.title, self))
        self.title.setObjectName("confirmTitle")
        self.title.setWordWrap(True)
        _larger(self.title, 1.4, bold=True)
        self.consequence = QLabel(question.consequence, self)
        self.consequence.setObjectName("confirmConsequence")
        self.consequence.setWordWrap(True)
        self.consequence.setTextFormat(Qt.TextFormat.PlainText)
        _larger(self.consequence, 1.2)
        self.reason_edit: QLineEdit | None = None
        layout = QVBoxLayout(self)
        layout.setSpacing(14)
        layout.addWidget(self.title)
        layout.addWidget(self.consequence)
        if reason_label is not None:
            label = plain(QLabel(reason_label, self))
            edit = self.reason_edit = QLineEdit(self)
            edit.setObjectName("confirmReason")
            edit.setMinimumHeight(TARGET)
            edit.setMaxLength(MAX_REASON_LENGTH)
            label.setBuddy(edit)
            layout.addWidget(label)
            layout.addWidget(edit)
        self.go_back_button = big_button(question.go_back, self, "goBackButton")
        self.confirm_button = big_button(question.confirm, self, "confirmButton")
        if danger:
            self.confirm_button.setStyleSheet(_DANGER_STYLE)
        # Going back is the default: Enter from habit must not end a frame.
        self.go_back_button.setDefault(True)
        self.confirm_button.setAutoDefault(False)
        self.go_back_button.clicked.connect(self.reject)
        self.confirm_button.clicked.connect(self.accept)
        buttons = QHBoxLayout()
        buttons.setSpacing(16)
        buttons.addWidget(self.go_back_button)
        buttons.addWidget(self.confirm_button)
        layout.addSpacing(8)
        layout.addLayout(buttons)
        self.go_back_button.setFocus()

    def reason(self) -> str:
        return self.reason_edit.text().strip() if self.reason_edit is not None else ""


class ReasonDialog(QDialog):
    """Asks for a reason that must be given (an "other" foul): OK only once one is typed."""

    def __init__(self, parent: QWidget | None, title: str, label: str, ok: str, cancel: str):
        super().__init__(parent)
        self.setObjectName("reasonDialog")
        self.setWindowTitle(title)
        self.setMinimumWidth(460)
        prompt = plain(QLabel(label, self))
        prompt.setWordWrap(True)
        _larger(prompt, 1.2)
        self.edit = QLineEdit(self)
        self.edit.setObjectName("reasonEdit")
        self.edit.setMinimumHeight(TARGET)
        self.edit.setMaxLength(MAX_REASON_LENGTH)
        prompt.setBuddy(self.edit)
        self.cancel_button = big_button(cancel, self, "cancelButton")
        self.ok_button = big_button(ok, self, "okButton")
        self.ok_button.setDefault(True)
        self.cancel_button.setAutoDefault(False)
        self.cancel_button.clicked.connect(self.reject)
        self.ok_button.clicked.connect(self.accept)
        self.edit.textChanged.connect(self._update_ok)
        buttons = QHBoxLayout()
        buttons.setSpacing(16)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.ok_button)
        layout = QVBoxLayout(self)
        layout.setSpacing(14)
        layout.addWidget(prompt)
        layout.addWidget(self.edit)
        layout.addLayout(buttons)
        self._update_ok()

    def _update_ok(self) -> None:
        self.ok_button.setEnabled(bool(self.edit.text().strip()))

    def accept(self) -> None:
        if self.edit.text().strip():  # Enter in an empty field is not an answer either
            super().accept()

    def reason(self) -> str:
        return self.edit.text().strip()


class FileWrittenDialog(QDialog):
    """Says where a file went, and offers to open its folder."""

    def __init__(self, parent: QWidget | None, title: str, text: str, open_text: str, done: str):
        super().__init__(parent)
        self.setObjectName("fileWrittenDialog")
        self.setWindowTitle(title)
        self.setMinimumWidth(480)
        self.text = QLabel(text, self)
        self.text.setObjectName("fileWrittenText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        _larger(self.text, 1.2)
        self.open_button = big_button(open_text, self, "openFolderButton")
        self.done_button = big_button(done, self, "doneButton")
        self.done_button.setDefault(True)
        self.open_button.setAutoDefault(False)
        self.open_button.clicked.connect(self.accept)
        self.done_button.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.setSpacing(16)
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.done_button)
        layout = QVBoxLayout(self)
        layout.setSpacing(14)
        layout.addWidget(self.text)
        layout.addLayout(buttons)
