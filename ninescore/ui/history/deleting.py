"""Deleting matches from the history: moved to the trash folder after a question, never erased."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from ninescore.describe.dates import date_text
from ninescore.records.errors import NinescoreDataError
from ninescore.ui.history.model import players_text
from ninescore.ui.widgets.plain_text import as_rich

if TYPE_CHECKING:
    from ninescore.ui.history.window import HistoryWindow


def trash_selected(window: HistoryWindow) -> None:
    """Move the matches selected in ``window`` to the trash folder, after asking (in the
    window's words: its translation context)."""
    selected = window.selected_summaries()
    if not selected:
        return
    if len(selected) == 1:
        question = QCoreApplication.translate(
            "HistoryWindow",
            "Move the match {players} of {date} to the trash folder?\n\n"
            "It is not erased: it can be copied back from {folder}.",
        ).format(
            players=players_text(selected[0]),
            date=date_text(selected[0].created),
            folder=window.store.trash_path,
        )
    else:
        count = len(selected)
        question = QCoreApplication.translate(
            "HistoryWindow",
            "Move %n match(es) to the trash folder?\n\n"
            "They are not erased: they can be copied back from {folder}.",
            None,
            count,
        ).format(folder=window.store.trash_path)
    answer = QMessageBox.question(
        window,
        QCoreApplication.translate("HistoryWindow", "Delete match"),
        as_rich(question),  # the players' names: see plain_text
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    if answer != QMessageBox.StandardButton.Yes:
        return
    problems: list[str] = []
    for summary in selected:
        try:
            window.store.delete(summary.id)
        except NinescoreDataError as error:
            problems.append(window._describe(error))
        window._records.pop(summary.id, None)
    window.refresh()
    if problems:
        heading = QCoreApplication.translate("HistoryWindow", "Delete match")
        window.warn(heading, "\n".join(problems))
