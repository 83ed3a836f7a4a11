"""Names with markup are shown as typed, never as rich text, in every place that shows them:
the message line, the shot panel's heading, the preview's tooltip, the replay's title, the
history's tooltips and the delete question (real widgets; Qt guesses rich text by itself)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from ninescore.records import MatchRecord, Store
from ninescore.rules import Shot
from ninescore.ui.history.model import Column
from ninescore.ui.history.window import HistoryWindow
from ninescore.ui.main_window import MainWindow
from ninescore.ui.widgets.plain_text import as_rich

from ..live.test_spectator import leave_room
from ..window_fixtures import scoring_window  # noqa: F401

MARKUP = '<img src="file:///etc/hostname"><a href="http://evil.invalid">Ivanov</a>'
MARKUP_TOO = "<b>Petrov</b> & <i>co</i>"


def shown(rich: str) -> str:
    """What Qt displays for a text it takes for rich text."""
    document = QTextDocument()
    document.setHtml(rich)
    return document.toPlainText()


def assert_plain(label: QLabel, *names: str) -> None:
    assert label.textFormat() == Qt.TextFormat.PlainText
    for name in names:
        assert name in label.text()


def test_as_rich_shows_exactly_the_text_and_nothing_else() -> None:
    for text in (MARKUP, MARKUP_TOO, "a < b & c > d", "two\nlines"):
        assert QtGui.Qt.mightBeRichText(as_rich(text))  # so Qt renders it, escaped
        assert shown(as_rich(text)) == text
    assert as_rich("") == ""


def test_a_name_with_markup_is_shown_as_typed_in_the_scoring_window(
    window: MainWindow, qtbot: QtBot
) -> None:
    c = window.controller
    assert c.new_match(players=(MARKUP, MARKUP_TOO), race_to=(3, 3))
    assert_plain(window.message, MARKUP)
    assert_plain(window.shot_panel.heading, MARKUP)
    qtbot.keyClick(window, Qt.Key.Key_Return)  # a break that drives too few balls: a foul
    qtbot.keyClick(window, Qt.Key.Key_S)  # a scratch: the preview names who gets ball in hand
    preview = window.shot_panel.preview
    assert MARKUP in preview.text()
    assert shown(preview.toolTip()) == preview.text()
    # The save bar's sentences name files and folders, which may hold markup too.
    window.save_bar.show_error(f"The folder {MARKUP} is full.")
    assert_plain(window.save_bar.label, MARKUP)


def test_the_replay_title_tooltips_and_the_delete_question_show_names_as_typed(
    data_dir: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = Store(data_dir)
    record = MatchRecord.new(players=(MARKUP, MARKUP_TOO), race_to=1)
    record.append(Shot(pocketed={9}))  # a golden break: MARKUP wins
    store.save(record)
    history = HistoryWindow(store)
    qtbot.addWidget(history)
    assert history.open_match(record.id)
    history.replay_frame(1)
    assert_plain(history.replay.title, MARKUP, MARKUP_TOO)
    model = history.model
    tooltip = model.data(model.index(0, int(Column.PLAYERS)), Qt.ItemDataRole.ToolTipRole)
    assert shown(tooltip) == f"Winner: {MARKUP}"
    asked: list[str] = []

    def question(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    assert history.select_match(record.id)
    history.act_delete.trigger()
    [text] = asked
    assert MARKUP in shown(text) and MARKUP_TOO in shown(text) and "trash" in shown(text)
    history.close()
    store.close()


# -- every label that shows typed text, walked (issue 23) --------------------------------------


def labels_showing_markup(root: QWidget) -> list[str]:
    """Every visible label of ``root`` whose text holds a typed name and that Qt would render
    as rich text (its format is not plain): the ones that would load the <img> file."""
    wrong = []
    for label in root.findChildren(QLabel):
        text = label.text()
        if ("<img" in text or "<b>" in text) and label.textFormat() != Qt.TextFormat.PlainText:
            wrong.append(f"{label.objectName() or type(label).__name__}: {text[:60]}")
    return wrong


def test_every_label_of_every_screen_shows_typed_names_as_plain_text(
    window: MainWindow, qtbot: QtBot, data_dir: Path
) -> None:
    from ninescore.ui.live.spectator import Spectator

    c = window.controller
    assert c.new_match(players=(MARKUP, MARKUP_TOO), race_to=(2, 2), event=MARKUP_TOO)
    screens = Spectator()
    c.state_changed.connect(screens.show_state)
    screens.show_state(c.state)
    leave_room(window)
    spectator = screens.open(window)
    assert spectator is not None
    qtbot.addWidget(spectator)
    seen: list[str] = []
    # The break, a mark (the preview "On commit: …" names who shoots), a foul, a frame won.
    steps = [
        lambda: None,
        lambda: qtbot.keyClick(window, Qt.Key.Key_S),
        lambda: qtbot.keyClick(window, Qt.Key.Key_Return),
        lambda: qtbot.keyClick(window, Qt.Key.Key_9),
        lambda: qtbot.keyClick(window, Qt.Key.Key_Return),
    ]
    for step in steps:
        step()
        for root in (window, spectator):  # the spectator paints its texts: none is a label
            seen.extend(labels_showing_markup(root))
        assert any("<img" in label.text() for label in window.findChildren(QLabel)), (
            "the walk must meet the name"
        )
    assert seen == []
    preview = window.shot_panel.preview
    assert preview.textFormat() == Qt.TextFormat.PlainText
