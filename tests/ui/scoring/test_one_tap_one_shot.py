"""One tap is one shot: a double click, a bounce, Enter held and input during a commit are one.

Every commit of the window goes through its ``CommitGuard`` (``ui/scoring/input_guard.py``).
These tests drive it with real QTest mouse and key events; the guard's clock is a ``ManualClock``
that moves only when the test says (or the real monotonic clock, for a real double click).
"""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from ninescore.ui.main_window import MainWindow

from ..flush import flush
from ..window_fixtures import ManualClock, saved_actions, scoring_window, shown_balls  # noqa: F401

NONE = Qt.KeyboardModifier.NoModifier
LEFT = Qt.MouseButton.LeftButton


def double_click(widget: QWidget) -> None:
    """A double click as the window system delivers it: press, release, then press, double
    click and release.  (QTest's own mouseDClick sends the double click event alone, which no
    button takes for a click.)"""
    centre = widget.rect().center()
    QTest.mousePress(widget, LEFT, NONE, centre)
    QTest.mouseRelease(widget, LEFT, NONE, centre)
    QTest.mousePress(widget, LEFT, NONE, centre)
    QTest.mouseDClick(widget, LEFT, NONE, centre)
    QTest.mouseRelease(widget, LEFT, NONE, centre)


def still_clock(window: MainWindow) -> ManualClock:
    clock = ManualClock(step=0.0)
    window.input_guard.now = clock
    return clock


def legal_break_marked(window: MainWindow, qtbot: QtBot) -> None:
    """A new match; the break marked "4+ balls to a rail" by a click on the toggle."""
    assert window.controller.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    qtbot.mouseClick(window.shot_panel.break_rails, LEFT)
    assert window.shot_panel.break_rails.isChecked()


def test_a_double_click_on_commit_records_one_shot(window: MainWindow, qtbot: QtBot) -> None:
    # The play test's case: a legal break, then a double click on Commit.  The second click
    # made a phantom miss for Petrov that used up his push-out (R5a).
    still_clock(window)
    legal_break_marked(window, qtbot)
    double_click(window.shot_panel.commit_button)
    flush()
    actions = saved_actions(window)
    assert len(actions) == 1 and actions[0]["balls_to_rail"] >= 4
    state = window.controller.state
    assert state.frame is not None and state.frame.to_shoot == 1
    assert state.frame.push_out_allowed  # Petrov's push-out is still his


def test_a_real_double_click_is_one_commit_on_the_real_clock(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.input_guard.now = time.monotonic
    legal_break_marked(window, qtbot)
    double_click(window.shot_panel.commit_button)
    assert len(saved_actions(window)) == 1


def test_a_second_tap_half_a_second_later_is_the_next_shot(
    window: MainWindow, qtbot: QtBot
) -> None:
    clock = still_clock(window)
    legal_break_marked(window, qtbot)
    button = window.shot_panel.commit_button
    qtbot.mouseClick(button, LEFT)
    clock.advance(0.45)
    qtbot.mouseClick(button, LEFT)
    assert len(saved_actions(window)) == 1
    clock.advance(0.1)  # now 0.55 s after the commit: a shot of its own
    qtbot.mouseClick(button, LEFT)
    assert len(saved_actions(window)) == 2


def test_enter_held_down_is_one_commit(window: MainWindow, qtbot: QtBot) -> None:
    # Auto-repeat is refused by the key itself: even with the clock a second on between the
    # repeats (no debounce could catch them), a held Enter commits once.
    clock = still_clock(window)
    legal_break_marked(window, qtbot)
    QTest.simulateEvent(window, True, int(Qt.Key.Key_Return.value), NONE, "\r", False)
    for _ in range(5):
        clock.advance(1.0)
        QTest.simulateEvent(window, True, int(Qt.Key.Key_Return.value), NONE, "\r", True)
    QTest.simulateEvent(window, False, int(Qt.Key.Key_Return.value), NONE, "\r", False)
    flush()
    assert len(saved_actions(window)) == 1
    # The next press of Enter, released and pressed again a second later, is the next shot.
    clock.advance(1.0)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert len(saved_actions(window)) == 2


def test_two_quick_presses_of_enter_are_one_commit(window: MainWindow, qtbot: QtBot) -> None:
    clock = still_clock(window)
    legal_break_marked(window, qtbot)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    clock.advance(0.2)
    qtbot.keyClick(window, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    assert len(saved_actions(window)) == 1


def test_a_held_digit_marks_its_ball_once(window: MainWindow, qtbot: QtBot) -> None:
    assert window.controller.new_match(players=("A", "B"), race_to=(3, 3))
    QTest.simulateEvent(window, True, int(Qt.Key.Key_7.value), NONE, "7", False)
    for _ in range(4):
        QTest.simulateEvent(window, True, int(Qt.Key.Key_7.value), NONE, "7", True)
    QTest.simulateEvent(window, False, int(Qt.Key.Key_7.value), NONE, "7", False)
    assert shown_balls(window).pocketed == {7}


def pushed_out(window: MainWindow, qtbot: QtBot) -> None:
    """Ivanov breaks and pockets the 1, then pushes out: Petrov chooses."""
    c = window.controller
    assert c.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    c.toggle_pocketed(1)
    c.commit_shot()
    c.set_fact("push_out", True)
    c.commit_shot()
    assert window.shot_panel.pages.currentIndex() == 1


def test_a_double_tap_on_a_push_out_choice_is_one_choice(window: MainWindow, qtbot: QtBot) -> None:
    still_clock(window)
    pushed_out(window, qtbot)
    double_click(window.shot_panel.pass_button)
    flush()
    kinds = [action.get("type") for action in saved_actions(window)]
    assert kinds.count("pass_push_out") == 1
    # Passed back: Ivanov is at the table, and nothing else was recorded for him.
    assert len(kinds) == 3
    assert window.controller.state.to_shoot == 0


def test_the_bounce_of_a_tap_on_shoot_marks_nothing_where_it_lands(
    window: MainWindow, qtbot: QtBot
) -> None:
    # "Shoot" goes, and the next shot's toggles take its place: the second tap of a bounce
    # lands on one of them.  It must mark nothing.
    clock = still_clock(window)
    pushed_out(window, qtbot)
    shoot = window.shot_panel.shoot_button
    spot = shoot.mapTo(window, shoot.rect().center())
    qtbot.mouseClick(shoot, LEFT)
    assert window.shot_panel.pages.currentIndex() == 0
    under = window.childAt(spot)
    assert under is not None
    clock.advance(0.1)
    qtbot.mouseClick(under, LEFT, pos=under.mapFrom(window, spot))
    flush()
    assert window.controller.draft.is_empty
    assert [action.get("type") for action in saved_actions(window)][-1] == "accept_push_out"
    # Half a second on, a tap there is a tap again.
    clock.advance(0.5)
    before = window.controller.draft
    for target in (window.shot_panel.scratch, window.diagram.ball_button(4)):
        qtbot.mouseClick(target, LEFT)
    assert window.controller.draft != before


def test_shoot_by_key_then_enter_at_once_is_not_a_shot(window: MainWindow, qtbot: QtBot) -> None:
    clock = still_clock(window)
    pushed_out(window, qtbot)
    qtbot.keyClick(window, Qt.Key.Key_A)
    clock.advance(0.1)
    qtbot.keyClick(window, Qt.Key.Key_Return)  # the same finger, a tenth of a second later
    kinds = [action.get("type") for action in saved_actions(window)]
    assert kinds[-1] == "accept_push_out" and len(kinds) == 3


def post_click(widget: QWidget) -> None:
    """A press and release on ``widget`` that the system queued (delivered later)."""
    centre = QPointF(widget.rect().center())
    for kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease):
        buttons = LEFT if kind is QEvent.Type.MouseButtonPress else Qt.MouseButton.NoButton
        event = QMouseEvent(kind, centre, widget.mapToGlobal(centre), LEFT, buttons, NONE)
        QCoreApplication.postEvent(widget, event)


def test_input_that_arrives_while_a_commit_is_processed_is_ignored(
    window: MainWindow, qtbot: QtBot
) -> None:
    # While the shot is applied and saved (a slow disk), the operator taps the 5 and Commit
    # again: the taps wait in the queue.  They are dropped, not applied to the next shot.
    clock = still_clock(window)
    legal_break_marked(window, qtbot)
    c = window.controller
    ignored: list[str] = []
    window.input_guard.ignored.connect(ignored.append)

    def taps_during_the_commit() -> None:
        post_click(window.diagram.ball_button(5))
        post_click(window.shot_panel.commit_button)
        clock.advance(2.0)  # the save took two seconds

    c.action_applied.connect(taps_during_the_commit)
    qtbot.mouseClick(window.shot_panel.commit_button, LEFT)
    c.action_applied.disconnect(taps_during_the_commit)
    flush()
    assert len(saved_actions(window)) == 1
    assert shown_balls(window).pocketed == frozenset()  # the 5 was not marked for Petrov
    assert "busy" in ignored
    # Half a second after the commit a tap counts again.
    clock.advance(0.5)
    qtbot.mouseClick(window.diagram.ball_button(5), LEFT)
    assert shown_balls(window).pocketed == {5}


def test_undo_pressed_twice_quickly_undoes_twice(window: MainWindow, qtbot: QtBot) -> None:
    # Undo and Redo are not commits: pressing them again is meant.
    c = window.controller
    assert c.new_match(players=("A", "B"), race_to=(3, 3))
    for _ in range(3):
        qtbot.keyClick(window, Qt.Key.Key_Return)
    assert len(saved_actions(window)) == 3
    still_clock(window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(saved_actions(window)) == 1
    # Held, it goes on undoing.
    QTest.simulateEvent(
        window, True, int(Qt.Key.Key_Z.value), Qt.KeyboardModifier.ControlModifier, "", True
    )
    assert saved_actions(window) == []
