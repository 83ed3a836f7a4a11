"""Help: the keyboard shortcuts, a summary of the rules with their R-numbers, and About."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ninescore import __version__


def _tr(text: str) -> str:
    return QCoreApplication.translate("Help", text)


def shortcuts() -> list[tuple[str, str]]:
    """Every key of the scoring window, as (keys, what they do); also in the README."""
    return [
        (_tr("1 … 9"), _tr("Ball pocketed on this shot (press again to unmark)")),
        (_tr("Shift+1 … 9, or F then 1 … 9"), _tr("The ball the cue ball hit first")),
        (_tr("0"), _tr("No contact: the cue ball hit no ball")),
        (_tr("J then 1 … 9"), _tr("Ball jumped off the table")),
        (_tr("S"), _tr("Scratch: the cue ball was pocketed")),
        (_tr("C"), _tr("Cue ball off the table")),
        (_tr("N"), _tr("No rail after contact (R8)")),
        (_tr("R"), _tr("On the break: four or more balls reached a rail (R3a)")),
        (_tr("U"), _tr("Declare a push-out (only right after a legal break, R5)")),
        (_tr("X"), _tr("Foul reasons, and a foul between shots")),
        (_tr("Enter"), _tr("Commit the shot (with nothing marked: a legal miss)")),
        (_tr("Esc"), _tr("Clear the marks of this shot")),
        (_tr("A / B"), _tr("After a push-out: shoot / pass the shot back (R5e)")),
        (_tr("Ctrl+Z"), _tr("Undo (unlimited, across frames)")),
        (_tr("Ctrl+Shift+Z or Ctrl+Y"), _tr("Redo")),
        (_tr("Ctrl+N / Ctrl+O"), _tr("New match / resume a match")),
        (_tr("Ctrl+P / Ctrl+E"), _tr("Print the match sheet / export it as PDF")),
        (_tr("Ctrl+H"), _tr("Match history")),
        (_tr("F11"), _tr("Full screen")),
        (_tr("Ctrl++ / Ctrl+- / Ctrl+0"), _tr("Larger / smaller / normal size")),
        (_tr("F1"), _tr("This list")),
        (_tr("Ctrl+Q"), _tr("Quit")),
        (
            _tr("On a focused ball: Space, F, J, arrows"),
            _tr("Pocketed, first contact, jumped, move"),
        ),
    ]


def mouse_gestures() -> list[tuple[str, str]]:
    return [
        (_tr("Tap / click a ball"), _tr("Pocketed on this shot")),
        (
            _tr("Long press, right-click or Ctrl+click"),
            _tr("First contact (the lowest ball is the default)"),
        ),
        (_tr("Shift+click, or “Tap = jumped”"), _tr("Jumped off the table")),
    ]


def rules_summary() -> list[tuple[str, str]]:
    return [
        (
            "R1",
            _tr(
                "Hit the lowest ball first. Any ball pocketed on a legal shot keeps you at "
                "the table. The 9 pocketed on a legal shot wins the frame, even on a combination."
            ),
        ),
        ("R2", _tr("Diamond rack, the 1 at the apex, the 9 in the centre.")),
        (
            "R3",
            _tr(
                "The break must hit the 1 first and pocket a ball or drive four balls to a "
                "rail; otherwise foul, ball in hand. The 9 on a legal break wins."
            ),
        ),
        ("R4", _tr("The shot after the break may be a push-out.")),
        (
            "R5",
            _tr(
                "Push-out: declared, only right after a legal break; the opponent then "
                "shoots or passes the shot back."
            ),
        ),
        (
            "R6",
            _tr(
                "A foul ends the inning; balls stay down except the 9, which is spotted; "
                "the opponent has ball in hand."
            ),
        ),
        ("R7", _tr("Foul if the cue ball first hits a ball other than the lowest, or nothing.")),
        ("R8", _tr("Foul if nothing is pocketed and no ball reaches a rail after contact.")),
        ("R9", _tr("Ball in hand: the cue ball may be placed anywhere.")),
        ("R10", _tr("A ball off the table is a foul; object balls are not spotted, except the 9.")),
        (
            "R11",
            _tr(
                "Moving an obstructing ball on a jump or massé, touching a ball, a double "
                "hit or no foot on the floor: the operator records the foul."
            ),
        ),
        ("R12", _tr("Three fouls in a row lose the frame; a warning is given after the second.")),
        ("R13", _tr("The frame ends when the 9 is pocketed legally or a player loses it.")),
    ]


def _table(rows: list[tuple[str, str]]) -> str:
    cells = "".join(
        f"<tr><td style='padding:4px 16px 4px 0'><b>{html.escape(key)}</b></td>"
        f"<td style='padding:4px 0'>{html.escape(text)}</td></tr>"
        for key, text in rows
    )
    return f"<table>{cells}</table>"


def shortcuts_html() -> str:
    return (
        f"<h2>{html.escape(_tr('Keyboard'))}</h2>{_table(shortcuts())}"
        f"<h2>{html.escape(_tr('Touch and mouse'))}</h2>{_table(mouse_gestures())}"
    )


def rules_html() -> str:
    intro = _tr("Nine-ball as ninescore scores it. Every decision in the log cites its rule.")
    return f"<p>{html.escape(intro)}</p>{_table(rules_summary())}"


class HelpDialog(QDialog):
    def __init__(self, title: str, body_html: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(720, 620)
        self.browser = QTextBrowser(self)
        self.browser.setHtml(body_html)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Close).setMinimumHeight(44)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)


def show_shortcuts(parent: QWidget | None) -> None:
    HelpDialog(_tr("Keyboard shortcuts"), shortcuts_html(), parent).exec()


def show_rules(parent: QWidget | None) -> None:
    HelpDialog(_tr("Rules summary"), rules_html(), parent).exec()


def show_about(parent: QWidget | None) -> None:
    QMessageBox.about(
        parent,
        _tr("About ninescore"),
        _tr(
            "ninescore {version}\n\nA table-side scorekeeper for nine-ball pool: every shot, "
            "every rule, every match saved."
        ).format(version=__version__),
    )
