"""What the scoring window asks before it acts: the questions, and the commands that ask them.

A foul between shots (or a time foul) that would lose the frame, a time foul the clock has not
called, a concession's reason, abandoning a match,
opening read-only a match scored elsewhere, quitting with actions not saved.  The commands ask
through the window's ``ask_*`` methods, so that a test can answer in their place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QInputDialog, QMessageBox, QWidget

from ninescore.rules import Code, LogEntry
from ninescore.ui.plain_text import as_rich, plain

if TYPE_CHECKING:
    from ninescore.ui.main_window import MainWindow


# -- the questions ----------------------------------------------------------------------------


def yes_no(parent: QWidget, title: str, question: str, default_yes: bool = True) -> bool:
    buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    default = QMessageBox.StandardButton.Yes if default_yes else QMessageBox.StandardButton.No
    answer = QMessageBox.question(parent, title, as_rich(question), buttons, default)
    return answer == QMessageBox.StandardButton.Yes


def text(parent: QWidget, title: str, label: str) -> str | None:
    answer, accepted = QInputDialog.getText(parent, title, label)
    return answer.strip() if accepted else None


def quit_unsaved(parent: QWidget, reason: str) -> bool:
    """Quit although the last actions could not be saved?"""
    box = plain(QMessageBox(parent))
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("MainWindow", "Not saved"))
    box.setText(
        QCoreApplication.translate(
            "MainWindow",
            "The last actions of this match could not be saved: {reason}\n\n"
            "If you quit now they are lost.",
        ).format(reason=reason)
    )
    quit_button = box.addButton(
        QCoreApplication.translate("MainWindow", "Quit without saving"),
        QMessageBox.ButtonRole.DestructiveRole,
    )
    box.addButton(
        QCoreApplication.translate("MainWindow", "Keep scoring"), QMessageBox.ButtonRole.RejectRole
    )
    box.exec()
    return box.clickedButton() is quit_button


# -- the commands that ask first --------------------------------------------------------------


def foul_between_shots(window: MainWindow, reason: str) -> None:
    """Record a foul without a shot; one that loses the frame is asked about first, since it is
    recorded at once, without a preview and a commit."""
    c = window.controller
    entry = c.preview_foul_between_shots(reason)
    if (
        entry is not None
        and Code.FRAME_WON in entry.codes
        and not _frame_loss_confirmed(window, entry)
    ):
        return
    c.foul_between_shots(reason)


def _frame_loss_confirmed(window: MainWindow, entry: LogEntry) -> bool:
    """Asked before a foul recorded at once (no preview, no commit) loses the frame."""
    from ninescore.describe import describe_frame_won

    outcome = describe_frame_won(entry, window.controller.names) or ""
    question = QCoreApplication.translate("MainWindow", "{outcome}\n\nRecord this foul?")
    # No is the default: an Enter from habit must not lose the frame.
    return window.ask_yes_no(
        QCoreApplication.translate("MainWindow", "This foul loses the frame"),
        question.format(outcome=outcome),
        default_yes=False,
    )


def time_foul(window: MainWindow) -> None:
    """Record a time foul (R14): the referee's call.  When the clock has run out, the call is
    the answer to the window's "Time foul?" and is recorded at once; otherwise (the referee's own
    watch, a clock paused by mistake) the window asks first.  A time foul that loses the frame
    (a third foul, R12) is always asked about, with No as the default."""
    c = window.controller
    entry = c.preview_shot_clock_foul()
    if entry is None:
        c.shot_clock_foul()  # refused: the engine says why in one sentence
        return
    from ninescore.describe import player_name

    if Code.FRAME_WON in entry.codes:
        if not _frame_loss_confirmed(window, entry):
            return
    else:
        reading = c.state.clock
        if reading is None or not reading.expired:
            rule = next(
                (event.rule for event in entry.events if event.code is Code.FOUL_SHOT_CLOCK), ""
            )
            from ninescore.describe import cite

            if not window.ask_yes_no(
                QCoreApplication.translate("MainWindow", "Time foul"),
                QCoreApplication.translate(
                    "MainWindow",
                    "The shot clock has not run out. Record a time foul by {name} anyway ({rule})?",
                ).format(name=player_name(c.names, entry.player), rule=cite(rule)),
                default_yes=False,
            ):
                return
    c.shot_clock_foul()


def concede(window: MainWindow, player: int) -> None:
    """End the frame as a loss for ``player``, with a reason if the operator gives one."""
    reason = window.ask_text(
        QCoreApplication.translate("MainWindow", "End the frame"),
        QCoreApplication.translate(
            "MainWindow", "{name} loses this frame. Reason (optional):"
        ).format(name=window.controller.names[player]),
    )
    if reason is not None:
        window.controller.concede(player, reason)


def abandon(window: MainWindow) -> None:
    if window.ask_yes_no(
        QCoreApplication.translate("MainWindow", "Abandon the match"),
        QCoreApplication.translate(
            "MainWindow",
            "Mark this match as abandoned? It stays saved and can be resumed or reviewed later.",
        ),
    ):
        window.controller.abandon()


def open_locked(window: MainWindow, match_id: str) -> None:
    """The match is being scored in another window: offer to open it read-only here."""
    if window.ask_yes_no(
        QCoreApplication.translate("MainWindow", "Match being scored elsewhere"),
        QCoreApplication.translate(
            "MainWindow",
            "This match is being scored in another ninescore window. Open it read-only here?",
        ),
    ):
        window.controller.open_read_only(match_id)
