"""An abandoned match is closed; a window that lost its lock looks read-only, as it says; the
match this window has open is just shown again when it is opened again.  From the operator's
side: the real window, its menus, the real question dialog, the keys."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from ninescore.scoring.views import PanelMode, Question
from ninescore.ui.dialogs.touch import ConfirmDialog
from ninescore.ui.main_window import MainWindow

from .flush import flush
from .test_two_windows import Scorer
from .window_fixtures import saved_actions, saved_file, scoring_window  # noqa: F401

WhenDialog = Callable[[type[QDialog], Callable[[QDialog], None]], list[QDialog]]
LEFT = Qt.MouseButton.LeftButton


def two_shots(window: MainWindow, qtbot: QtBot) -> None:
    assert window.controller.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    qtbot.keyClick(window, Qt.Key.Key_1)
    qtbot.keyClick(window, Qt.Key.Key_Return)  # the break, the 1 down
    qtbot.keyClick(window, Qt.Key.Key_Return)  # a miss
    flush()
    assert len(saved_actions(window)) == 2


def active(window: MainWindow, qtbot: QtBot) -> None:
    """The window active again after a dialog closed, as the desktop makes it."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    flush()


def abandon(window: MainWindow, qtbot: QtBot, when_dialog: WhenDialog) -> list[str]:
    """Abandon from the "End the frame" menu, confirmed in its dialog: the words it said."""
    said: list[str] = []

    def answer(dialog: QDialog) -> None:
        assert isinstance(dialog, ConfirmDialog)
        said.append(dialog.consequence.text())
        qtbot.mouseClick(dialog.confirm_button, LEFT)

    when_dialog(ConfirmDialog, answer)
    menu = window.shot_panel.end_frame_menu
    next(a for a in menu.actions() if a.objectName() == "abandon").trigger()
    active(window, qtbot)
    return said


def test_abandon_closes_the_match_and_the_next_enter_records_nothing(
    window: MainWindow, qtbot: QtBot, when_dialog: WhenDialog
) -> None:
    two_shots(window, qtbot)
    seen = abandon(window, qtbot, when_dialog)

    assert len(seen) == 1 and "marked abandoned" in seen[0]
    assert saved_file(window)["status"] == "abandoned"
    panel = window.shot_panel
    assert panel.view.mode is PanelMode.ABANDONED
    assert "abandoned" in panel.idle_text.text() and panel.take_up_button.isVisible()
    assert window.windowTitle().endswith("(read-only)")
    assert not window.commands["commit"].isEnabled() and not window.commands["abandon"].isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_3)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    flush()
    assert len(saved_actions(window)) == 2  # no shot recorded
    assert saved_file(window)["status"] == "abandoned"  # not silently back to "in progress"
    assert window.controller.draft.pocketed == frozenset()
    # The lock is given back: another window may open the match at once.
    store = window.controller.store
    assert store is not None
    match_id = window.controller.state.match_id
    assert not (store.matches_path / f".{match_id}.json.lock").exists()


def test_only_an_explicit_take_it_up_again_with_its_question_reopens_it(
    window: MainWindow, qtbot: QtBot, when_dialog: WhenDialog
) -> None:
    two_shots(window, qtbot)
    abandon(window, qtbot, when_dialog)
    panel = window.shot_panel
    # Going back (the default, Enter) leaves it closed.
    titles: list[str] = []

    def go_back(dialog: QDialog) -> None:
        titles.append(dialog.windowTitle())
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    when_dialog(ConfirmDialog, go_back)
    qtbot.mouseClick(panel.take_up_button, LEFT)
    active(window, qtbot)
    assert titles == ["Take the match up again?"]
    assert saved_file(window)["status"] == "abandoned" and panel.view.mode is PanelMode.ABANDONED
    # Taken up again from the Match menu: scored where it stopped.
    when_dialog(ConfirmDialog, lambda d: qtbot.mouseClick(d.confirm_button, LEFT))  # type: ignore[attr-defined]
    assert window.commands["takeUp"].isEnabled()
    window.commands["takeUp"].trigger()
    active(window, qtbot)
    assert saved_file(window)["status"] == "in_progress"
    assert panel.view.mode is PanelMode.SHOT and not window.commands["takeUp"].isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Return)
    flush()
    assert len(saved_actions(window)) == 3


def test_an_abandoned_match_resumed_opens_read_only(
    window: MainWindow, qtbot: QtBot, when_dialog: WhenDialog
) -> None:
    two_shots(window, qtbot)
    match_id = window.controller.state.match_id
    abandon(window, qtbot, when_dialog)
    window.controller.new_match(players=("Orlova", "Belova"), race_to=(3, 3))
    flush()

    assert window.open_stored(match_id)
    flush()
    assert window.shot_panel.view.mode is PanelMode.ABANDONED
    qtbot.keyClick(window, Qt.Key.Key_Return)
    flush()
    assert "abandoned" in window.message_text()
    assert saved_file(window)["status"] == "abandoned" and len(saved_actions(window)) == 2


def test_a_window_that_lost_its_lock_shows_read_only_as_it_says(
    window: MainWindow, qtbot: QtBot, data_dir: Path
) -> None:
    two_shots(window, qtbot)
    c = window.controller
    match_id = c.state.match_id
    assert c.store is not None
    (c.store.matches_path / f".{match_id}.json.lock").unlink()  # removed by hand, say
    with Scorer(data_dir) as other:  # another window, in a process of its own, takes it
        assert other.send(f"resume {match_id}")["ok"] is True
        c.keep_lock_alive()  # the heartbeat finds out
        flush()
        said = window.save_bar.label.text()
        assert f"process {other.pid}" in said and "shown read-only" in said, said
        assert "Scoring goes on" not in said and not window.save_bar.retry_button.isVisible()
        assert window.windowTitle().endswith("(read-only)")
        assert window.shot_panel.view.mode is PanelMode.READ_ONLY
        assert not window.commands["commit"].isEnabled()
        qtbot.keyClick(window, Qt.Key.Key_Return)  # not "nothing": it says why
        flush()
        assert "read-only" in window.message_text()
        assert "ok" in other.send("shot")  # the other window scores on, undisturbed


def test_opening_the_match_this_window_has_open_just_shows_it(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    two_shots(window, qtbot)
    match_id = window.controller.state.match_id
    asked: list[Question] = []
    monkeypatch.setattr(window, "confirm", lambda question, *_: asked.append(question))

    assert window.open_stored(match_id)
    flush()
    assert asked == []  # not "being scored in another ninescore window"
    assert window.shot_panel.view.mode is PanelMode.SHOT
    qtbot.keyClick(window, Qt.Key.Key_Return)
    flush()
    assert len(saved_actions(window)) == 3


# -- a refused key says why and changes nothing (issue 24, item 4) ------------------------------


@pytest.mark.qt_log_ignore("This plugin does not support")  # a menu's raise() and grab, offscreen
def test_x_0_2_before_the_break_says_why_and_marks_nothing(
    window: MainWindow, qtbot: QtBot
) -> None:
    assert window.controller.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    flush()
    before = window.controller.draft
    menu = window.shot_panel.foul_menu

    def in_the_menu() -> None:
        qtbot.waitUntil(menu.isVisible)
        qtbot.keyClick(menu, Qt.Key.Key_0)  # "Foul between shots": refused before the break

    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, in_the_menu)
    qtbot.keyClick(window, Qt.Key.Key_X)  # the foul menu opens (and waits in its own loop)
    flush()
    assert not menu.isVisible()
    said = window.message_text()
    assert "record a foul on the break as a shot (R13)" in said, said
    qtbot.keyClick(window, Qt.Key.Key_2)  # meant for the refused command: nothing
    flush()
    assert window.controller.draft == before  # no "ball touched", no ball 2
    assert saved_actions(window) == []


@pytest.mark.parametrize(
    ("key", "words"),
    [
        (Qt.Key.Key_Z, "nothing to undo"),  # Ctrl+Z before anything was played
        (Qt.Key.Key_T, "after the break"),  # Ctrl+T: a time foul before the break (R13)
    ],
)
def test_a_disabled_command_s_key_says_why(
    window: MainWindow, qtbot: QtBot, key: Qt.Key, words: str
) -> None:
    from ninescore.rules import PROFILES

    window.controller.new_match(
        players=("Ivanov", "Petrov"), race_to=(3, 3), options=PROFILES["wpa"]
    )
    flush()
    qtbot.keyClick(window, key, Qt.KeyboardModifier.ControlModifier)
    flush()
    assert words in window.message_text().lower()
    assert saved_actions(window) == []


def test_enter_on_a_finished_match_says_it_is_over(window: MainWindow, qtbot: QtBot) -> None:
    window.controller.new_match(players=("Ivanov", "Petrov"), race_to=(1, 1))
    qtbot.keyClick(window, Qt.Key.Key_9)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    flush()
    assert len(saved_actions(window)) == 1
    qtbot.keyClick(window, Qt.Key.Key_S)  # scratch: no shot to mark on a match that is over
    flush()
    assert "The match is over" in window.message_text()
    assert len(saved_actions(window)) == 1
