"""The replay draws a ball that jumped off the table earlier in the frame as jumped, with its
own name, not as a pocketed one."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import QRect, Qt
from pytestqt.qtbot import QtBot

from ninescore.records import MatchRecord, Store
from ninescore.rules import Shot
from ninescore.ui.history import export as history_export
from ninescore.ui.history.window import HistoryWindow

from .test_history import store  # noqa: F401

TABLET = QRect(0, 0, 1024, 600)


def test_the_replay_tells_a_jumped_ball_from_a_pocketed_one(
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    store: Store,  # noqa: F811
) -> None:
    record = MatchRecord.new(
        players=("Anna", "Boris"), race_to=3, created=datetime.now(UTC) - timedelta(days=1)
    )
    for shot in (
        Shot(pocketed={3}, balls_to_rail=5),  # the 3 on the break
        Shot(first_contact=1, jumped={5}),  # the 5 jumps off: a foul
        Shot(first_contact=1),  # Boris, ball in hand, misses
    ):
        record.append(shot)
    store.save(record)
    # A 1024×600 tablet: what the window's placement asks for the free area.
    monkeypatch.setattr(history_export, "free_area", lambda window, parent: TABLET)
    window = HistoryWindow(store)
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    assert window.open_match(record.id)
    window.replay_frame(1)
    replay = window.replay
    keys = replay.shots
    qtbot.waitUntil(keys.hasFocus, timeout=2000)
    qtbot.keyClick(keys, Qt.Key.Key_Right)
    qtbot.keyClick(keys, Qt.Key.Key_Right)
    assert replay.step == 2
    for diagram in (replay.before_diagram, replay.after_diagram):
        assert diagram.ball_button(3).accessibleName() == "Ball 3, off the table"
        assert diagram.ball_button(5).accessibleName() == "Ball 5, jumped off the table"
    # On the shot the 5 jumped, "after" already shows it as gone by a jump.
    qtbot.keyClick(keys, Qt.Key.Key_Left)
    assert replay.step == 1
    after = replay.after_diagram.ball_button(5)
    assert after.accessibleName() == "Ball 5, jumped off the table"
