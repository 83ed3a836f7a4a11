"""The red bar that stays while any action is only in memory (the last save failed)."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from ninescore.ui.widgets.plain_text import plain
from ninescore.ui.widgets.touch_styles import TARGET


class SaveErrorBar(QFrame):
    """A red bar that stays while any action is only in memory."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("saveErrorBar")
        self.label = QLabel(self)  # plain text once it shows a sentence (see show_error)
        self.label.setWordWrap(True)
        font = QFont(self.label.font())
        font.setBold(True)
        self.label.setFont(font)
        self.retry_button = QPushButton(self.tr("Retry now"), self)
        self.retry_button.setObjectName("retrySaveButton")
        self.retry_button.setMinimumHeight(TARGET)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.retry_button)
        self.hide()

    def show_error(self, sentence: str, stopped: bool = False) -> None:
        """``stopped``: another window took the match, this one shows it read-only now (its
        shots are kept beside the match, as ``sentence`` says): nothing is retried."""
        if not self.styleSheet():
            # Styled when first needed: a style sheet at start-up would cost the first paint.
            self.setStyleSheet(
                "#saveErrorBar { background: #b71c1c; } #saveErrorBar QLabel { color: white; }"
            )
        if stopped:
            text = self.tr(
                "{reason} This window stopped scoring the match: it is shown read-only."
            ).format(reason=sentence)
        else:
            text = self.tr(
                "NOT SAVED — {reason} Scoring goes on; every shot is kept in memory and saving is "
                "retried every few seconds."
            ).format(reason=sentence)
        # Sentences with file and folder names: plain text, set here rather than at start-up,
        # where its enum would be the first paint's only use of Qt's ``Qt`` namespace.
        plain(self.label).setText(text)
        self.retry_button.setVisible(not stopped)
        self.show()
