"""What the scoring window asks before it acts: the questions, and the commands that ask them.

Everything that ends a frame or a match asks first, in large buttons, with the consequence in
the engine's words (a stalemate, a concession, abandoning, a foul between shots or a time foul
that loses the frame); so do a time foul the clock has not called, opening read-only a match
scored elsewhere and quitting with actions not saved.
The commands ask through the window's ``confirm`` method, so that a test can answer in its place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QWidget

from ninescore.rules import Code, Concession, LogEntry, Stalemate
from ninescore.scoring.views import Question
from ninescore.ui.widgets import words

if TYPE_CHECKING:
    from ninescore.controller import MatchController


class Asker(Protocol):
    """What a command that asks first needs of the window: its controller, and a way to ask
    (the window's ``confirm``, which tests answer)."""

    @property
    def controller(self) -> MatchController: ...

    def confirm(self, question: Question, reason_label: str | None = None) -> str | None: ...


# -- the questions ----------------------------------------------------------------------------


def confirm(parent: QWidget, question: Question, reason_label: str | None = None) -> str | None:
    """Ask ``question`` in large buttons; the reason typed ("" if none) when the operator goes
    ahead, None when they go back (the default, and Esc)."""
    from ninescore.ui.dialogs.touch import ConfirmDialog

    dialog = ConfirmDialog(parent, question, reason_label)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.reason()
    finally:
        dialog.deleteLater()


def _question(title: str, consequence: str, confirm_text: str) -> Question:
    from ninescore.describe.scoring import go_back_text

    return Question(title, consequence, confirm_text, go_back_text())


def quit_unsaved_question(reason_text: str) -> Question:
    """Quit although the last actions could not be saved?"""
    return _question(
        QCoreApplication.translate("MainWindow", "Not saved"),
        QCoreApplication.translate(
            "MainWindow",
            "The last actions of this match could not be saved: {reason}\n\n"
            "If you quit now they are lost.",
        ).format(reason=reason_text),
        QCoreApplication.translate("MainWindow", "Quit without saving"),
    )


# -- the commands that ask first --------------------------------------------------------------


def foul_between_shots(window: Asker, reason: str) -> None:
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


def _frame_loss_confirmed(window: Asker, entry: LogEntry) -> bool:
    """Asked before a foul recorded at once (no preview, no commit) loses the frame."""
    from ninescore.scoring import presenter

    question = presenter.frame_loss_question(entry, window.controller.names)
    # Going back is the default: an Enter from habit must not lose the frame.
    return window.confirm(question) is not None


def time_foul(window: Asker) -> None:
    """Record a time foul (R14): the referee's call, always a question, going back the default
    (a control never records one by itself).  When the time is up, the window asks this of its
    own, and going back is the referee's "no foul": it is not asked again for this shot.  Before
    that (the referee's own watch, a clock paused by mistake) it says the clock has not run out.
    A time foul that loses the frame (a third foul, R12) says so (the presenter's question,
    which the phones' page asks too)."""
    from ninescore.scoring import presenter

    c = window.controller
    entry = c.preview_shot_clock_foul()
    if entry is None:
        c.shot_clock_foul()  # refused: the engine says why in one sentence
        return
    reading = c.state.clock
    expired = reading is not None and reading.expired
    question = presenter.time_foul_question(entry, c.names, expired)
    if window.confirm(question) is not None:
        c.shot_clock_foul()
    elif expired:
        c.waive_time_foul()


def concede(window: Asker, player: int) -> None:
    """End the frame as a loss for ``player`` (a concession or a ruling), after asking, with a
    reason if the operator gives one."""
    from ninescore.describe.scoring import reason_label
    from ninescore.scoring import presenter

    c = window.controller
    entry = c.preview_action(Concession(player))  # type: ignore[arg-type]
    if entry is None:
        c.concede(player)  # refused: the controller says why, in one sentence
        return
    answer = window.confirm(presenter.concession_question(player, entry, c.state), reason_label())
    if answer is not None:
        c.concede(player, answer)


def stalemate(window: Asker) -> None:
    """Re-rack after a stalemate, after asking: it replays the frame from the break."""
    from ninescore.scoring import presenter

    c = window.controller
    entry = c.preview_action(Stalemate())
    if entry is None:
        c.stalemate()  # refused: the controller says why
        return
    if window.confirm(presenter.stalemate_question(entry, c.state)) is not None:
        c.stalemate()


def take_up(window: Asker) -> None:
    """Score an abandoned match again: only when asked, and only after this question."""
    from ninescore.scoring import presenter

    c = window.controller
    if c.state.abandoned and window.confirm(presenter.take_up_question(c.state)) is not None:
        c.take_up_again()


def abandon(window: Asker) -> None:
    from ninescore.scoring import presenter

    c = window.controller
    if c.can_score and window.confirm(presenter.abandon_question(c.state)) is not None:
        c.abandon()


def open_locked(window: Asker, match_id: str) -> None:
    """The match is being scored in another window: offer to open it read-only here."""
    question = _question(
        QCoreApplication.translate("MainWindow", "Match being scored elsewhere"),
        QCoreApplication.translate(
            "MainWindow",
            "This match is being scored in another ninescore window. Open it read-only here?",
        ),
        words.open_read_only(),
    )
    if window.confirm(question) is not None:
        window.controller.open_read_only(match_id)
