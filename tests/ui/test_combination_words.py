"""A frame won on a combination is worded one way everywhere: the banner, the log, the preview,
the history's "How won", the replay and the sheet, in English and in Russian."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ninescore.sheet.content import sheet_content
from ninescore.ui.history.window import HistoryWindow
from ninescore.ui.main_window import MainWindow
from ninescore.ui.wiring import create_main_window

from .flush import flush
from .window_fixtures import pace_commits

WORDS = {
    "en": "the 9 on a combination or carom",
    "ru": "девятка забита комбинацией или карамболем",
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_combination_is_worded_one_way_everywhere(
    qapp: QApplication, data_dir: Path, qtbot: QtBot, lang: str, request: pytest.FixtureRequest
) -> None:
    if lang == "ru":
        request.getfixturevalue("russian")
    words = WORDS[lang]
    window: MainWindow = create_main_window(qapp, data_dir, offer_resume=False)
    pace_commits(window)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    try:
        c = window.controller
        c.new_match(players=("Anna", "Boris"), race_to=(2, 2))
        qtbot.keyClick(window, Qt.Key.Key_2)
        qtbot.keyClick(window, Qt.Key.Key_Return)  # a legal break, the 2 down: Anna again
        qtbot.keyClick(window, Qt.Key.Key_9)  # the 1 first (the default), the 9 down
        assert words in window.shot_panel.preview.text()  # the preview
        qtbot.keyClick(window, Qt.Key.Key_Return)
        flush()
        assert words in window.message_text()  # the banner
        assert words in window.log_view.toPlainText()  # the log (the next frame's line)
        record = c.record
        assert record is not None

        history = HistoryWindow(c.store, window)  # type: ignore[arg-type]
        qtbot.addWidget(history)
        history.show()
        assert history.open_match(record.id)
        frames = history.match_panel.frames
        how = {frames.item(0, column).text() for column in range(frames.columnCount())}
        assert any(cell.startswith(words) for cell in how)  # the history's "How won"
        history.replay_frame(1)
        history.replay.last()
        assert words in history.replay.text_plain()  # the replay's ruling
        captions = history.replay.after_diagram.caption_text()
        assert words in captions  # and under its table

        content = sheet_content(record, detail=True)
        assert content.frames[0].how == words  # the sheet's frame table
        rulings = " ".join(row.ruling for log in content.frame_logs for row in log.rows)
        assert words in rulings  # and its shot-by-shot log
        history.close()
    finally:
        window.controller.close_match()


def test_a_legal_9_hit_first_is_not_a_combination(window_on_data: MainWindow) -> None:
    c = window_on_data.controller
    c.new_match(players=("Anna", "Boris"), race_to=(2, 2))
    c.toggle_pocketed(1)
    c.commit_shot()  # the break pockets the 1
    for ball in range(2, 9):
        c.toggle_pocketed(ball)
    c.commit_shot()  # the 2 first, seven balls down: the 9 is alone on the table
    c.toggle_pocketed(9)  # the 9 hit first (the lowest ball) and pocketed
    assert "the 9 on a legal shot" in window_on_data.shot_panel.preview.text()
    assert "combination" not in window_on_data.shot_panel.preview.text()


@pytest.fixture
def window_on_data(qapp: QApplication, data_dir: Path, qtbot: QtBot) -> MainWindow:
    window = create_main_window(qapp, data_dir, offer_resume=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.controller.close_match()
