"""A screen reader finds every control of every screen by its role and a name it can say
("Ball 3, on the table", "Commit shot"), in both languages, on a 1024×600 tablet: the walk of
``touch_walk.py`` (every screen and dialog), through Qt's accessibility tree.  And the dialogs
work from the keyboard alone."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from ninescore.ui.main_window import MainWindow

from .accessible_names import unnamed_controls
from .flush import flush
from .test_touch_targets import SCREENS, WALK, tablet_environment
from .window_fixtures import scoring_window  # noqa: F401


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_control_of_every_screen_has_a_role_and_a_name(tmp_path: Path, lang: str) -> None:
    env = tablet_environment(tmp_path)
    result = subprocess.run(
        [sys.executable, str(WALK), lang, str(tmp_path / "data"), "accessibility"],
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    found: dict[str, list[str]] = json.loads(result.stdout.strip().splitlines()[-1])
    assert set(found) == SCREENS
    unnamed = {screen: controls for screen, controls in found.items() if controls}
    assert unnamed == {}, "\n".join(
        f"{screen}:\n  " + "\n  ".join(controls) for screen, controls in unnamed.items()
    )


def test_the_walker_finds_a_nameless_control(qtbot: QtBot) -> None:
    root = QWidget()
    qtbot.addWidget(root)
    arrow = QPushButton("◀", root)
    arrow.setObjectName("previous")
    root.show()
    qtbot.waitExposed(root)
    assert unnamed_controls(root) == ["Button 'previous' named '◀'"]
    arrow.setAccessibleName("Previous page")
    assert unnamed_controls(root) == []


def test_a_ball_and_the_commit_are_read_as_a_person_says_them(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.controller.new_match(players=("Anna", "Boris"), race_to=(3, 3))
    flush()
    ball = QAccessible.queryAccessibleInterface(window.diagram.ball_button(3))
    assert ball.role() == QAccessible.Role.Button
    assert ball.text(QAccessible.Text.Name) == "Ball 3, on the table"
    window.controller.toggle_pocketed(3)
    flush()
    assert ball.text(QAccessible.Text.Name) == "Ball 3, pocketed on this shot"
    commit = QAccessible.queryAccessibleInterface(window.shot_panel.commit_button)
    assert commit.text(QAccessible.Text.Name) == "Commit shot"
    assert commit.role() == QAccessible.Role.Button
    qtbot.keyClick(window, Qt.Key.Key_Return)


# -- every dialog from the keyboard alone ----------------------------------------------------


def answered(qtbot: QtBot, keys: Callable[[QWidget], None]) -> Callable[[QWidget], None]:
    """Answer a dialog with ``keys``; whatever goes wrong, the dialog is closed (the test then
    fails on what was seen, instead of waiting on a dialog nobody answers)."""

    def answer(dialog: QWidget) -> None:
        try:
            dialog.activateWindow()  # as the desktop does with a dialog that opens
            qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)
            keys(dialog)
        finally:
            if dialog.isVisible():
                dialog.close()

    return answer


@pytest.mark.qt_log_ignore("This plugin does not support")
def test_a_new_match_from_the_keyboard_alone(
    window: MainWindow, qtbot: QtBot, when_dialog: Callable[..., list]
) -> None:
    from ninescore.ui.dialogs.new_match import NewMatchDialog

    focused: list[str] = []

    def type_it(dialog: QWidget) -> None:
        assert isinstance(dialog, NewMatchDialog)
        focused.append(QApplication.focusWidget().objectName())
        qtbot.keyClicks(QApplication.focusWidget(), "Anna")
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        focused.append(QApplication.focusWidget().objectName())
        qtbot.keyClicks(QApplication.focusWidget(), "Boris")
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # Start, the default

    when_dialog(NewMatchDialog, answered(qtbot, type_it))
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    flush()
    assert focused == ["player0Name", "player1Name"]
    assert window.controller.state.names == ("Anna", "Boris")


@pytest.mark.qt_log_ignore("This plugin does not support")
def test_a_question_answered_from_the_keyboard_alone(
    window: MainWindow, qtbot: QtBot, when_dialog: Callable[..., list]
) -> None:
    from ninescore.ui.dialogs.touch import ConfirmDialog

    window.controller.new_match(players=("Anna", "Boris"), race_to=(3, 3))
    window.controller.toggle_fact("balls_to_rail")
    window.controller.commit_shot()  # a dry break: now a stalemate may be called
    focused: list[object] = []

    def go_back(dialog: QWidget) -> None:
        qtbot.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Escape)

    def confirm(dialog: QWidget) -> None:
        assert isinstance(dialog, ConfirmDialog)
        # Tab reaches the other button, Space presses it: no mouse anywhere.
        focused.append(QApplication.focusWidget())
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        focused.append(QApplication.focusWidget())
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)

    when_dialog(ConfirmDialog, answered(qtbot, go_back))
    window.commands["stalemate"].trigger()
    assert window.controller.record is not None
    assert len(window.controller.record.actions) == 1  # went back: nothing re-racked
    seen = when_dialog(ConfirmDialog, answered(qtbot, confirm))
    window.commands["stalemate"].trigger()
    dialog = seen[0]
    assert focused == [dialog.go_back_button, dialog.confirm_button]  # type: ignore[attr-defined]
    assert type(window.controller.record.actions[-1]).__name__ == "Stalemate"
