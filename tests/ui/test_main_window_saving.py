"""Never losing anything: the error bar, retrying, quitting with unsaved actions, locks."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ninescore.records import Store
from ninescore.records import locks as record_locks
from ninescore.ui.dialogs.new_match import NewMatchDialog, NewMatchSettings
from ninescore.ui.dialogs.resume import ResumeChoice, ResumeDialog
from ninescore.ui.main_window import MainWindow

from .flush import flush
from .window_fixtures import saved_actions, scoring_window  # noqa: F401


def fail_saves(monkeypatch: pytest.MonkeyPatch) -> None:
    def read_only(*args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", read_only)


def test_a_failing_save_shows_the_bar_and_loses_nothing(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    c = window.controller
    c.new_match(players=("A", "B"), race_to=(3, 3))
    qtbot.keyClick(window, Qt.Key.Key_Return)  # saved
    assert window.save_bar.isHidden()
    real_replace = os.replace
    fail_saves(monkeypatch)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    qtbot.keyClick(window, Qt.Key.Key_S)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert window.save_bar.isVisible()
    assert "read-only" in window.save_bar.label.text()
    assert window.windowTitle().startswith("*")
    assert c.match is not None and len(c.match.frame.log) == 3  # scoring went on
    assert len(saved_actions(window)) == 1
    # The bar stays while saving keeps failing.
    qtbot.mouseClick(window.save_bar.retry_button, Qt.MouseButton.LeftButton)
    assert window.save_bar.isVisible()
    monkeypatch.setattr(os, "replace", real_replace)
    qtbot.mouseClick(window.save_bar.retry_button, Qt.MouseButton.LeftButton)
    assert window.save_bar.isHidden()
    assert not window.windowTitle().startswith("*")
    actions = saved_actions(window)
    assert len(actions) == 3 and actions[-1]["scratch"] is True


def test_quitting_with_unsaved_actions_asks_first(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.controller.new_match(players=("A", "B"), race_to=(3, 3))
    fail_saves(monkeypatch)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    asked: list[bool] = []

    def keep_scoring() -> bool:
        asked.append(True)
        return False

    monkeypatch.setattr(window, "ask_quit_unsaved", keep_scoring)
    assert not window.close()
    assert asked and window.isVisible()
    monkeypatch.setattr(window, "ask_quit_unsaved", lambda: True)
    assert window.close()


def test_quitting_when_all_is_saved_does_not_ask(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.controller.new_match(players=("A", "B"), race_to=(3, 3))
    qtbot.keyClick(window, Qt.Key.Key_Return)
    monkeypatch.setattr(window, "ask_quit_unsaved", lambda: pytest.fail("asked"))
    record = window.controller.record
    assert record is not None and window.controller.store is not None
    lock = window.controller.store.path_of(record.id).with_name(f".{record.id}.json.lock")
    assert lock.exists()
    assert window.close()
    assert not lock.exists()  # released for the next ninescore


def test_a_match_scored_elsewhere_opens_read_only(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, data_dir: Path
) -> None:
    store = Store(data_dir)
    from ninescore.records import MatchRecord
    from ninescore.rules import Shot

    record = MatchRecord.new(players=("X", "Y"), race_to=(3, 3))
    record.append(Shot(pocketed={2}))
    store.save(record)
    store.close()
    lock_path = data_dir / "matches" / f".{record.id}.json.lock"
    lock_path.write_text(
        json.dumps(
            {
                "pid": os.getppid(),
                "host": record_locks.this_host(),
                "since": "2026-01-01T00:00:00+00:00",
            }
        )
    )
    monkeypatch.setattr(
        ResumeDialog, "ask", lambda parent, store, at_start=False: ResumeChoice(record.id)
    )
    monkeypatch.setattr(window, "confirm", lambda question, reason_label=None: "")
    window.resume_match()
    c = window.controller
    assert c.read_only and c.record is not None and c.record.id == record.id
    assert "read-only" in window.windowTitle()
    assert not window.diagram.view.interactive
    assert window.shot_panel.pages.currentIndex() == 2
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert c.match is not None and len(c.match.frame.log) == 1


def test_new_match_from_the_menu_uses_the_dialog(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = NewMatchSettings(players=("Anna", "Boris"), race_to=(5, 3), first_breaker=1)
    monkeypatch.setattr(NewMatchDialog, "ask", lambda parent, store, offers=None: settings)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    c = window.controller
    assert c.record is not None and c.record.players == ("Anna", "Boris")
    assert c.record.race_to == (5, 3)
    assert window.scoreboard.panels[1].property("active")
    assert "race to 3" in window.scoreboard.panels[1].detail.text()


def test_the_window_reflows_from_tablet_to_4k(window: MainWindow, qtbot: QtBot) -> None:
    window.controller.new_match(players=("A", "B"), race_to=(3, 3))
    sizes = {}
    for width, height in ((1024, 600), (3840, 2160), (800, 1280)):
        window.resize(width, height)
        flush()
        sizes[(width, height)] = (
            window.scoreboard.height(),
            window.diagram.ball_button(1).width(),
            window.body.direction(),
        )
    assert sizes[(3840, 2160)][0] > sizes[(1024, 600)][0]
    assert sizes[(3840, 2160)][1] > sizes[(1024, 600)][1] >= 44
    assert sizes[(800, 1280)][2] != sizes[(1024, 600)][2]  # upright: panel under the balls


def test_larger_and_smaller_change_the_text_size(window: MainWindow, qtbot: QtBot) -> None:
    window.controller.new_match(players=("A", "B"), race_to=(3, 3))
    before = window.shot_panel.font().pointSizeF()
    qtbot.keyClick(window, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert window.shot_panel.font().pointSizeF() > before
    qtbot.keyClick(window, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert window.shot_panel.font().pointSizeF() == pytest.approx(before)


def test_an_unusable_data_folder_is_said_plainly_and_scoring_stays_in_memory(
    tmp_path: Path, qtbot: QtBot
) -> None:
    from PySide6.QtWidgets import QApplication

    from ninescore.ui.wiring import create_main_window

    not_a_folder = tmp_path / "matches-here"
    not_a_folder.write_text("a file where the data folder should be")
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = create_main_window(app, not_a_folder, offer_resume=False)
    qtbot.addWidget(window)
    window.ask_quit_unsaved = lambda: True  # type: ignore[method-assign]  # closed at teardown
    window.show()
    qtbot.waitUntil(window.save_bar.isVisible, timeout=2000)
    assert "cannot be created or used" in window.save_bar.label.text()
    window.controller.new_match(players=("A", "B"), race_to=(3, 3))
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert window.controller.has_unsaved_actions and window.save_bar.isVisible()
    assert window.controller.match is not None and len(window.controller.match.frame.log) == 1
    assert not_a_folder.read_text() == "a file where the data folder should be"
