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
from ninescore.scoring.keys import GESTURES, ROWS, row_keys, row_words
from ninescore.ui.widgets.touch_controls import TARGET


def shortcuts() -> list[tuple[str, str]]:
    """Every key of the scoring window, as (keys, what they do): the key map's rows."""
    return [(row_keys(row, key_words), row_words(row, key_words, cite)) for row in ROWS]


def mouse_gestures() -> list[tuple[str, str]]:
    return [(key_words(gesture), key_words(words)) for gesture, words in GESTURES]


def rules_summary() -> list[tuple[str, str]]:
    return [
        (
            cite("R1"),
            QCoreApplication.translate(
                "Help",
                "Hit the lowest ball first. Any ball pocketed on a legal shot keeps you at "
                "the table. The 9 pocketed on a legal shot wins the frame, even on a combination.",
            ),
        ),
        (
            cite("R2"),
            QCoreApplication.translate(
                "Help", "Diamond rack, the 1 at the apex, the 9 in the centre."
            ),
        ),
        (
            cite("R3"),
            QCoreApplication.translate(
                "Help",
                "The break must hit the 1 first and pocket a ball or drive four balls to a "
                "rail; otherwise foul, ball in hand. The 9 on a legal break wins.",
            ),
        ),
        (
            cite("R4"),
            QCoreApplication.translate("Help", "The shot after the break may be a push-out."),
        ),
        (
            cite("R5"),
            QCoreApplication.translate(
                "Help",
                "Push-out: declared, only right after a legal break; the opponent then "
                "shoots or passes the shot back.",
            ),
        ),
        (
            cite("R6"),
            QCoreApplication.translate(
                "Help",
                "A foul ends the inning; balls stay down except the 9, which is spotted; "
                "the opponent has ball in hand.",
            ),
        ),
        (
            cite("R7"),
            QCoreApplication.translate(
                "Help", "Foul if the cue ball first hits a ball other than the lowest, or nothing."
            ),
        ),
        (
            cite("R8"),
            QCoreApplication.translate(
                "Help", "Foul if nothing is pocketed and no ball reaches a rail after contact."
            ),
        ),
        (
            cite("R9"),
            QCoreApplication.translate(
                "Help", "Ball in hand: the cue ball may be placed anywhere."
            ),
        ),
        (
            cite("R10"),
            QCoreApplication.translate(
                "Help",
                "A ball off the table is a foul; object balls are not spotted, except the 9.",
            ),
        ),
        (
            cite("R11"),
            QCoreApplication.translate(
                "Help",
                "Moving an obstructing ball on a jump or massé, touching a ball, a double "
                "hit or no foot on the floor: the operator records the foul.",
            ),
        ),
        (
            cite("R12"),
            QCoreApplication.translate(
                "Help", "Three fouls in a row lose the frame; a warning is given after the second."
            ),
        ),
        (
            cite("R13"),
            QCoreApplication.translate(
                "Help", "The frame ends when the 9 is pocketed legally or a player loses it."
            ),
        ),
        (
            cite("R14"),
            QCoreApplication.translate(
                "Help",
                "On the shot clock (when the event has one): the time runs from when the balls "
                "stop to the stroke; a warning, an extension per player per frame; out of time "
                "is a foul, which the referee confirms.",
            ),
        ),
    ]


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


def rules_html() -> str:
    intro = QCoreApplication.translate(
        "Help", "Nine-ball as ninescore scores it. Every decision in the log cites its rule."
    )
    return f"<p>{html.escape(intro)}</p>{_table(rules_summary())}"


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


def show_rules(parent: QWidget | None) -> None:
    HelpDialog(QCoreApplication.translate("Help", "Rules summary"), rules_html(), parent).exec()


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
