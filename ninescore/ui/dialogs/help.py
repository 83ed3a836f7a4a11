"""Help: the keyboard shortcuts, a summary of the rules with their R-numbers, and About."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ninescore import __version__
from ninescore.describe import cite, key_words
from ninescore.describe import rules_summary as describe_rules_summary
from ninescore.rules import RuleOptions
from ninescore.scoring.keys import GESTURES, ROWS, row_keys, row_words
from ninescore.ui.widgets.touch_controls import TARGET


def shortcuts() -> list[tuple[str, str]]:
    """Every key of the scoring window, as (keys, what they do): the key map's rows."""
    return [(row_keys(row, key_words), row_words(row, key_words, cite)) for row in ROWS]


def mouse_gestures() -> list[tuple[str, str]]:
    return [(key_words(gesture), key_words(words)) for gesture, words in GESTURES]


def rules_summary(options: RuleOptions | None = None) -> list[tuple[str, str]]:
    """The rules as the match open plays them (the seed's with none open), made from its
    options by :func:`ninescore.describe.rules_summary`: never restated by hand."""
    return describe_rules_summary(options if options is not None else RuleOptions())


def _table(rows: list[tuple[str, str]]) -> str:
    cells = "".join(
        f"<tr><td style='padding:4px 16px 4px 0'><b>{html.escape(key)}</b></td>"
        f"<td style='padding:4px 0'>{html.escape(text)}</td></tr>"
        for key, text in rows
    )
    return f"<table>{cells}</table>"


def shortcuts_html() -> str:
    keyboard = html.escape(QCoreApplication.translate("Help", "Keyboard"))
    touch = html.escape(QCoreApplication.translate("Help", "Touch and mouse"))
    return f"<h2>{keyboard}</h2>{_table(shortcuts())}<h2>{touch}</h2>{_table(mouse_gestures())}"


def rules_html(options: RuleOptions | None = None) -> str:
    intro = QCoreApplication.translate(
        "Help", "Nine-ball as ninescore scores it. Every decision in the log cites its rule."
    )
    return f"<p>{html.escape(intro)}</p>{_table(rules_summary(options))}"


PREFERRED_SIZE = QSize(720, 620)


def fitted_size(widget: QWidget) -> QSize:
    """The help dialogs' size: 720×620 where the screen has room, else what fits on it (a
    1024×600 tablet), leaving space for the window frame."""
    screen = widget.screen()
    if screen is None:
        return PREFERRED_SIZE
    free = screen.availableGeometry()
    return QSize(
        min(PREFERRED_SIZE.width(), int(free.width() * 0.9)),
        min(PREFERRED_SIZE.height(), int(free.height() * 0.88)),
    )


class HelpDialog(QDialog):
    def __init__(self, title: str, body_html: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(fitted_size(parent if parent is not None else self))
        self.browser = QTextBrowser(self)
        self.browser.setHtml(body_html)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Close).setMinimumHeight(TARGET)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)


def show_shortcuts(parent: QWidget | None) -> None:
    HelpDialog(
        QCoreApplication.translate("Help", "Keyboard shortcuts"), shortcuts_html(), parent
    ).exec()


def show_rules(parent: QWidget | None, options: RuleOptions | None = None) -> None:
    """The rules summary of the match open (its ``options``), else the seed's."""
    HelpDialog(
        QCoreApplication.translate("Help", "Rules summary"), rules_html(options), parent
    ).exec()


def show_about(parent: QWidget | None) -> None:
    QMessageBox.about(
        parent,
        QCoreApplication.translate("Help", "About ninescore"),
        QCoreApplication.translate(
            "Help",
            "ninescore {version}\n\nA table-side scorekeeper for nine-ball pool: every shot, "
            "every rule, every match saved.",
        ).format(version=__version__),
    )
