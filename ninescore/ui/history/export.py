"""The history's exports and its place on the screen: CSV files of the numbers, and where the
history window opens beside the scoring window."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRect, QSettings, QSize, QStandardPaths, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from ninescore.describe import rows_written_text
from ninescore.i18n import SETTINGS_APPLICATION, SETTINGS_ORGANIZATION
from ninescore.ui.dialogs.touch_files import ask_save, could_not_write

if TYPE_CHECKING:
    from ninescore.ui.history.window import HistoryWindow

PREFERRED_SIZE = (1200, 820)
"""The history window's size where the screen has room; a smaller screen gives what it has."""
FRAME_ALLOWANCE = (16, 40)
"""Room left for the window manager's borders and title bar before the real ones are known."""
LAST_FOLDER_SETTING = "history/last_csv_folder"


def _csv_folder() -> Path:
    """The folder a CSV was saved in last, else the documents folder."""
    saved = QSettings(SETTINGS_ORGANIZATION, SETTINGS_APPLICATION).value(LAST_FOLDER_SETTING)
    if isinstance(saved, str) and saved and Path(saved).is_dir():
        return Path(saved)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents) if documents and Path(documents).is_dir() else Path.home()


def _remember_folder(target: Path) -> None:
    QSettings(SETTINGS_ORGANIZATION, SETTINGS_APPLICATION).setValue(
        LAST_FOLDER_SETTING, str(target.parent)
    )


def export_matches(window: HistoryWindow) -> None:
    """Selected matches (or, with none selected, every match shown) as a CSV file."""
    from ninescore.stats import write_frames_csv, write_matches_csv

    summaries = window.selected_summaries() or window.summaries_shown()
    if not summaries:
        return
    chosen = ask_save(
        window,
        QCoreApplication.translate("HistoryWindow", "Export statistics as CSV"),
        _csv_folder(),
        QCoreApplication.translate("HistoryWindow", "matches.csv"),
        ".csv",
        (
            QCoreApplication.translate("HistoryWindow", "One row per match"),
            QCoreApplication.translate("HistoryWindow", "One row per frame"),
        ),
    )
    if chosen is None:
        return
    target, which = chosen
    # Oldest first, as the command line writes them.
    ordered = sorted(summaries, key=lambda summary: (summary.created, summary.id))
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        records = [record for record in map(window.load_quietly, ordered) if record]
        writer = write_frames_csv if which == 1 else write_matches_csv
        rows = writer(target, records)
    except OSError as error:
        QApplication.restoreOverrideCursor()
        window.warn(
            QCoreApplication.translate("HistoryWindow", "Export statistics as CSV"),
            could_not_write(target, error),
        )
        return
    QApplication.restoreOverrideCursor()
    _remember_folder(target)
    window.statusBar().showMessage(rows_written_text(rows, target), 8000)


def export_players(window: HistoryWindow) -> None:
    from ninescore.stats import write_players_csv

    result = window.players.result
    if result is None:
        return
    chosen = ask_save(
        window,
        QCoreApplication.translate("HistoryWindow", "Export player statistics as CSV"),
        _csv_folder(),
        QCoreApplication.translate("HistoryWindow", "player.csv"),
        ".csv",
    )
    if chosen is None:
        return
    target = chosen[0]
    h2h = window.players.head_to_head_result
    rows = [result] if h2h is None else [result, h2h.a_stats, h2h.b_stats]
    try:
        write_players_csv(target, rows)
    except OSError as error:
        window.warn(
            QCoreApplication.translate("HistoryWindow", "Export player statistics as CSV"),
            could_not_write(target, error),
        )
        return
    _remember_folder(target)
    window.statusBar().showMessage(
        QCoreApplication.translate("HistoryWindow", "Saved {file}.").format(file=target), 8000
    )


LEAST_BESIDE = 760
"""The least width the history is opened in beside the scoring window (it lays itself out for
it: the list leaves out the round and the table, a match's numbers go under its frames)."""


def place_beside(
    free: QRect, ours: QRect, wanted: QSize, least: int = LEAST_BESIDE
) -> QRect | None:
    """Where the history goes beside the scoring window ``ours`` on the screen's free area
    ``free``: to its right, else to its left, as wide as ``wanted`` or the room there; None when
    neither side has ``least`` pixels.  It never covers the scoring window: at start-up the
    start screen is what the operator needs, and History is one tap on it.
    """
    height = min(wanted.height(), free.height())
    right_room = free.right() - ours.right()
    left_room = ours.left() - free.left()
    if right_room >= least:
        width = min(wanted.width(), right_room)
        x = ours.right() + 1
    elif left_room >= least:
        width = min(wanted.width(), left_room)
        x = ours.left() - width
    else:
        return None
    y = max(free.top(), min(ours.top(), free.bottom() - height + 1))
    return QRect(x, y, width, height)


def room_beside(scoring: QWidget) -> QRect | None:
    """Where the history would open beside ``scoring`` (None: there is no room beside it)."""
    screen = scoring.screen()
    if screen is None:
        return None
    return place_beside(screen.availableGeometry(), scoring.frameGeometry(), QSize(*PREFERRED_SIZE))


def show_beside(history: QWidget, scoring: QWidget, where: QRect) -> None:
    """Show ``history`` at ``where`` (see :func:`room_beside`), leaving the keyboard with
    ``scoring`` (the start-up case: Ctrl+N still starts a match at once)."""
    history.resize(where.size())
    history.move(where.topLeft())
    history.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, True)
    history.show()
    history.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, False)
    scoring.activateWindow()


def fit_to_screen(window: HistoryWindow, parent: QWidget | None) -> None:
    """Take the preferred size where the screen has room, else the screen's free area."""
    free = free_area(window, parent)
    width, height = PREFERRED_SIZE
    if free is not None:
        width = min(width, free.width() - FRAME_ALLOWANCE[0])
        height = min(height, free.height() - FRAME_ALLOWANCE[1])
        window.move(
            free.left() + max(0, (free.width() - width) // 2),
            free.top() + max(0, (free.height() - height) // 2),
        )
    window.resize(width, height)


def free_area(window: QWidget, parent: QWidget | None) -> QRect | None:
    """The free part of the screen ``parent`` (else ``window``) is on, without the panels."""
    screen = parent.screen() if parent is not None else None
    if screen is None:
        screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else None


def keep_on_screen(window: QWidget) -> None:
    if window.isMaximized() or window.isFullScreen():
        return
    free = free_area(window, window.parentWidget())
    if free is None:
        return
    frame = window.frameGeometry()
    extra_width = frame.width() - window.width()
    extra_height = frame.height() - window.height()
    width = min(window.width(), free.width() - extra_width)
    height = min(window.height(), free.height() - extra_height)
    if (width, height) != (window.width(), window.height()):
        window.resize(width, height)
    left = max(free.left(), min(frame.left(), free.right() + 1 - width - extra_width))
    top = max(free.top(), min(frame.top(), free.bottom() + 1 - height - extra_height))
    if (left, top) != (frame.left(), frame.top()):
        window.move(left, top)
