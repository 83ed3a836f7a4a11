"""The screens issue 14 changed, in English and Russian on a 1024×600 tablet: every word whole.

With ``NINESCORE_SCREENSHOTS`` naming a folder each is saved there too (run under Xvfb, whose
screen also shows an open menu over its window):

    NINESCORE_SCREENSHOTS=docs/screenshots xvfb-run -a -s "-screen 0 1280x800x24" \\
        python3 -m pytest tests/ui/test_table_screens.py -p no:cacheprovider
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QMenu, QWidget
from pytestqt.qtbot import QtBot

from ninescore.rules import Concession
from ninescore.scoring import presenter
from ninescore.sheet.paper import default_paper
from ninescore.ui.dialogs import printing
from ninescore.ui.dialogs.new_match import NewMatchDialog
from ninescore.ui.dialogs.sheet import ExportPdfDialog, SheetPreviewDialog
from ninescore.ui.dialogs.touch import ConfirmDialog, FileWrittenDialog, ReasonDialog
from ninescore.ui.history.window import HistoryWindow
from ninescore.ui.main_window import MainWindow
from ninescore.ui.wiring import create_main_window

from .flush import flush
from .test_main_window_screens import ball_in_hand, clipped_texts
from .window_fixtures import pace_commits

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def save(widget: QWidget, name: str, lang: str) -> None:
    folder = os.environ.get("NINESCORE_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        suffix = "-ru" if lang == "ru" else ""
        assert widget.grab().save(str(Path(folder) / f"{name}{suffix}.png"))


def save_with_menu(window: QWidget, menu: QMenu, name: str, lang: str) -> None:
    """The window with ``menu`` open over it, where the screen shows it."""
    folder = os.environ.get("NINESCORE_SCREENSHOTS")
    if folder:
        shot = window.grab()
        painter = QPainter(shot)
        try:
            painter.drawPixmap(window.mapFromGlobal(menu.pos()), menu.grab())
        finally:
            painter.end()
        suffix = "-ru" if lang == "ru" else ""
        assert shot.save(str(Path(folder) / f"{name}{suffix}.png"))


@pytest.fixture(params=["en", "ru"])
def lang(request: pytest.FixtureRequest) -> str:
    if request.param == "ru":
        request.getfixturevalue("russian")
    return str(request.param)


@pytest.fixture
def tablet(lang: str, qapp: QApplication, data_dir: Path, qtbot: QtBot) -> Iterator[MainWindow]:
    window = create_main_window(qapp, data_dir, offer_resume=False)
    pace_commits(window)
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.move(0, 0)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.started)
    yield window
    window.controller.close_match()


def test_the_shot_panel_with_its_end_the_frame_and_foul_menus(
    tablet: MainWindow, qtbot: QtBot, lang: str
) -> None:
    ball_in_hand(tablet.controller)
    tablet.controller.add_foul_reason("double_hit")
    flush()
    assert clipped_texts(tablet) == []
    panel = tablet.shot_panel
    assert panel.foul_button.isChecked() and panel.end_frame_button.isVisible()
    save(tablet, "window-foul-marked-1024x600", lang)
    for menu, button, name in (
        (panel.foul_menu, panel.foul_button, "window-foul-menu"),
        (panel.end_frame_menu, panel.end_frame_button, "window-end-frame-menu"),
    ):
        # Below its button, or above it where the screen ends, as the button itself opens it.
        below = button.mapToGlobal(
            QPoint(button.width() - menu.sizeHint().width(), button.height())
        )
        above = button.mapToGlobal(QPoint(button.width() - menu.sizeHint().width(), 0))
        above.setY(above.y() - menu.sizeHint().height())
        fits = below.y() + menu.sizeHint().height() <= tablet.geometry().bottom()
        menu.popup(below if fits else above)
        qtbot.waitUntil(menu.isVisible)
        flush()
        assert all(menu.actionGeometry(a).height() >= 44 for a in menu.actions() if a.text())
        save_with_menu(tablet, menu, name, lang)
        menu.hide()


def test_the_questions_and_the_dialogs(tablet: MainWindow, qtbot: QtBot, lang: str) -> None:
    c = tablet.controller
    ball_in_hand(c)
    entry = c.preview_action(Concession(1))
    assert entry is not None
    question = presenter.concession_question(1, entry, c.state)
    from ninescore.describe.scoring import reason_label

    record = c.record
    assert record is not None
    dialogs: list[tuple[QWidget, str]] = [
        (ConfirmDialog(tablet, question, reason_label()), "dialog-concession"),
        (ReasonDialog(tablet, "Other foul", "What was the foul?", "OK", "Cancel"), "dialog-reason"),
        (NewMatchDialog(tablet, ["Ivanov", "Petrov", "Sidorov", "Anna"]), "dialog-new-match"),
        (
            ExportPdfDialog(Path.home() / printing.suggested_file_name([record]), "a4", tablet),
            "dialog-export-pdf",
        ),
        (
            FileWrittenDialog(tablet, "Saved", "Saved as /home/desk/sheet.pdf", "Open", "Done"),
            "dialog-file-written",
        ),
    ]
    for dialog, name in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        flush()
        assert clipped_texts(dialog) == [], name
        save(dialog, name, lang)
        dialog.close()
    preview = SheetPreviewDialog(
        printing.sheet_printer(),
        default_paper(),
        lambda printer: printing._paint(printer, [record], False),
        lambda _printer: False,
        tablet,
    )
    qtbot.addWidget(preview)
    preview.resize(1000, 560)
    preview.show()
    qtbot.waitUntil(lambda: preview.preview.pageCount() >= 1)
    flush()
    assert clipped_texts(preview) == []
    save(preview, "print-preview", lang)
    preview.close()


def test_the_history_and_its_replay(tablet: MainWindow, qtbot: QtBot, lang: str) -> None:
    c = tablet.controller
    for players in (("Ivanov", "Petrov"), ("Anna Kowalczyk-Lindqvist", "Boris")):
        c.new_match(players=players, race_to=(2, 2))
        for ball in (3, 9):
            c.toggle_pocketed(ball)
            c.commit_shot()  # the 3 on the break, then the 9 on a combination
        c.toggle_pocketed(9)
        c.commit_shot()
    assert c.store is not None
    history = HistoryWindow(c.store, tablet)
    qtbot.addWidget(history)
    history.resize(1024, 560)
    history.show()
    qtbot.waitExposed(history)
    flush()
    assert clipped_texts(history) == []
    save(history, "history-list", lang)
    summary = history.summaries_shown()[0]
    assert history.open_match(summary.id)
    flush()
    save(history, "history-match", lang)
    history.replay_frame(1)
    history.replay.go_to(1)
    flush()
    assert clipped_texts(history) == []
    save(history, "history-replay", lang)
    history.close()


def test_the_history_at_760_pixels_in_russian_keeps_names_and_headers_whole(
    russian: QApplication, data_dir: Path, qtbot: QtBot
) -> None:
    from ninescore.records import Store
    from ninescore.records.demo import generate
    from ninescore.ui.history.model import Column

    store = Store(data_dir, durable=False)
    generate(store, 12, seed=4242, keep=False)
    try:
        history = HistoryWindow(store)
        qtbot.addWidget(history)
        history.resize(760, 560)
        history.show()
        qtbot.waitExposed(history)
        flush()
        assert history.width() == 760
        table = history.table
        metrics = table.fontMetrics()
        room = table.columnWidth(Column.PLAYERS) - 12
        for row in range(history.proxy.rowCount()):
            text = history.proxy.index(row, Column.PLAYERS).data()
            assert metrics.horizontalAdvance(text) <= room, text
        summary = next(s for s in history.summaries_shown() if s.status == "finished")
        assert history.open_match(summary.id)
        flush()
        numbers = history.match_panel.numbers
        header = numbers.horizontalHeader()
        for column in range(numbers.columnCount()):
            name = numbers.horizontalHeaderItem(column).text()
            # One player's name per column, whole on one line: the numbers are under the
            # frames, not squeezed beside them.
            assert header.fontMetrics().horizontalAdvance(name) < header.sectionSize(column)
        assert clipped_texts(history) == []
        save(history, "history-match-760", "ru")
        history.close()
    finally:
        store.close()
