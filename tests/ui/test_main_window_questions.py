"""What the window asks before it acts, answered through the real dialogs; undo and the marks;
"Tap = jumped" for one tap."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from ninescore.scoring.state import TapMode
from ninescore.ui.dialogs.touch import ConfirmDialog, ReasonDialog
from ninescore.ui.main_window import MainWindow

from .flush import flush
from .window_fixtures import saved_actions, scoring_window, shown_balls  # noqa: F401

WhenDialog = Callable[[type[QDialog], Callable[[QDialog], None]], list[QDialog]]
LEFT = Qt.MouseButton.LeftButton


def after_the_break(window: MainWindow, qtbot: QtBot) -> None:
    assert window.controller.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    qtbot.keyClick(window, Qt.Key.Key_Return)  # a dry break (the R3a foul): Petrov's turn


def test_a_stalemate_asks_first_and_enter_goes_back(
    window: MainWindow, qtbot: QtBot, when_dialog: WhenDialog
) -> None:
    after_the_break(window, qtbot)
    seen = when_dialog(ConfirmDialog, lambda dialog: qtbot.keyClick(dialog, Qt.Key.Key_Return))
    window.commands["stalemate"].trigger()
    assert len(seen) == 1
    dialog = seen[0]
    assert isinstance(dialog, ConfirmDialog)
    assert "played again from the break" in dialog.consequence.text()
    assert dialog.go_back_button.isDefault()
    assert [a["type"] for a in saved_actions(window)] == ["shot"]  # nothing re-racked
    # Asked again, and this time the operator taps "Re-rack".
    when_dialog(ConfirmDialog, lambda d: qtbot.mouseClick(d.confirm_button, LEFT))  # type: ignore[attr-defined]
    window.commands["stalemate"].trigger()
    assert saved_actions(window)[-1]["type"] == "stalemate"


def test_a_concession_from_the_screen_asks_with_the_score_it_leaves(
    window: MainWindow, qtbot: QtBot, when_dialog: WhenDialog
) -> None:
    # Reachable by touch from the scoring screen itself: the "End the frame" button.
    after_the_break(window, qtbot)
    panel = window.shot_panel
    assert panel.end_frame_button.isVisible()
    assert panel.end_frame_button.height() >= 44

    def answer(dialog: QDialog) -> None:
        assert isinstance(dialog, ConfirmDialog) and dialog.reason_edit is not None
        qtbot.keyClicks(dialog.reason_edit, "injured")
        qtbot.mouseClick(dialog.confirm_button, LEFT)

    seen = when_dialog(ConfirmDialog, answer)
    concede = next(a for a in panel.end_frame_menu.actions() if a.objectName() == "concede1")
    concede.trigger()
    assert seen and "Score then: Ivanov 1–0 Petrov." in seen[0].consequence.text()  # type: ignore[attr-defined]
    last = saved_actions(window)[-1]
    assert last["type"] == "concession" and last["player"] == 1 and last["reason"] == "injured"


def test_the_end_the_frame_menu_holds_every_frame_ending_action(
    window: MainWindow, qtbot: QtBot
) -> None:
    after_the_break(window, qtbot)
    menu = window.shot_panel.end_frame_menu
    names = [action.objectName() for action in menu.actions() if action.objectName()]
    assert names == ["concede0", "concede1", "stalemate", "abandon"]
    assert all(action.isEnabled() for action in menu.actions())
    texts = [action.text() for action in menu.actions() if action.objectName()]
    assert texts[0].startswith("Ivanov loses the frame")


def test_other_foul_cannot_be_confirmed_without_a_reason(
    window: MainWindow, qtbot: QtBot, when_dialog: WhenDialog
) -> None:
    after_the_break(window, qtbot)
    panel = window.shot_panel
    steps: list[str] = []

    def answer(dialog: QDialog) -> None:
        assert isinstance(dialog, ReasonDialog)
        assert not dialog.ok_button.isEnabled()
        qtbot.keyClick(dialog.edit, Qt.Key.Key_Return)  # Enter in the empty field: still open
        assert dialog.isVisible()
        qtbot.keyClicks(dialog.edit, "   ")
        assert not dialog.ok_button.isEnabled()  # spaces are no reason
        qtbot.keyClicks(dialog.edit, "coached from the rail")
        assert dialog.ok_button.isEnabled()
        steps.append("typed")
        qtbot.mouseClick(dialog.ok_button, LEFT)

    when_dialog(ReasonDialog, answer)
    panel.other_foul_action.trigger()
    assert steps == ["typed"]
    assert window.controller.draft.fouls == ("coached from the rail",)


def test_undo_with_balls_marked_clears_the_marks_first_and_says_so(
    window: MainWindow, qtbot: QtBot
) -> None:
    c = window.controller
    assert c.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    qtbot.keyClick(window, Qt.Key.Key_9)
    qtbot.keyClick(window, Qt.Key.Key_Return)  # golden break: frame 1 to Ivanov
    qtbot.keyClick(window, Qt.Key.Key_3)
    assert shown_balls(window).pocketed == {3}
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert shown_balls(window).pocketed == frozenset()
    assert c.state.score == (1, 0)  # the finished frame was not reopened
    assert "marks of this shot are cleared" in window.message_text()
    assert len(saved_actions(window)) == 1
    qtbot.mouseClick(window.shot_panel.undo_button, LEFT)  # now it undoes
    assert c.state.score == (0, 0) and saved_actions(window) == []


def test_tap_equals_jumped_is_for_one_tap(window: MainWindow, qtbot: QtBot) -> None:
    c = window.controller
    assert c.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    panel = window.shot_panel
    qtbot.mouseClick(panel.tap_jump, LEFT)
    assert panel.tap_jump.isChecked()
    qtbot.mouseClick(window.diagram.ball_button(4), LEFT)
    assert shown_balls(window).jumped == {4}
    assert c.state.tap_mode is TapMode.POCKET and not panel.tap_jump.isChecked()
    qtbot.mouseClick(window.diagram.ball_button(5), LEFT)
    assert shown_balls(window).pocketed == {5}  # the next tap is a pocketed ball again
    # Chosen and not used: Clear, a commit and the next player all set it back.
    for end in (
        lambda: qtbot.mouseClick(panel.clear_button, LEFT),
        lambda: qtbot.keyClick(window, Qt.Key.Key_Return),
    ):
        qtbot.mouseClick(panel.tap_jump, LEFT)
        assert c.state.tap_mode is TapMode.JUMP
        end()
        flush()
        assert c.state.tap_mode is TapMode.POCKET and not panel.tap_jump.isChecked()
