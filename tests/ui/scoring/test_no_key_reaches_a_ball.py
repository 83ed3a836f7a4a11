"""No key of the window's key map ever reaches a ball of the diagram, whatever the state: the
diagram's keyboard highlight keeps only Space, the Menu key and the arrows, none of them a
command.  (P, the shot clock's, used to mark the highlighted ball pocketed and stop the clock,
and the next Enter recorded "pocketed 1".)"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ninescore.rules import PROFILES, ClockPhase
from ninescore.scoring.keys import COMMANDS
from ninescore.ui.main_window import MainWindow
from ninescore.ui.scoring.ball_button import BallButton

from ..flush import flush
from ..test_controller_clock import FakeTime
from ..window_fixtures import saved_actions, shown_window


@pytest.fixture
def time() -> FakeTime:
    return FakeTime()


@pytest.fixture
def window(data_dir: Path, qtbot: QtBot, time: FakeTime) -> Iterator[MainWindow]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = shown_window(app, data_dir, qtbot, now=time)
    window.clock_bar.guard_ms = 3_600_000  # the time-foul question is not this test's
    yield window
    window.controller.close_match()


def before_the_break(window: MainWindow) -> None:
    window.controller.new_match(players=("Ivanov", "Petrov"), race_to=(5, 5))


def after_a_made_break(window: MainWindow) -> None:
    before_the_break(window)
    window.controller.toggle_pocketed(1)
    window.controller.commit_shot()


def push_out_to_answer(window: MainWindow) -> None:
    after_a_made_break(window)
    window.controller.set_fact("push_out", True)
    window.controller.commit_shot()


def on_the_clock(window: MainWindow) -> None:
    window.controller.new_match(
        players=("Ivanov", "Petrov"), race_to=(5, 5), options=PROFILES["wpa"]
    )
    window.controller.toggle_pocketed(1)
    window.controller.commit_shot()


def with_marks(window: MainWindow) -> None:
    after_a_made_break(window)
    window.controller.toggle_pocketed(4)
    window.controller.set_first_contact(2)


def match_over(window: MainWindow) -> None:
    window.controller.new_match(players=("Ivanov", "Petrov"), race_to=(1, 1))
    window.controller.toggle_pocketed(9)
    window.controller.commit_shot()


STATES: dict[str, Callable[[MainWindow], None]] = {
    "before the break": before_the_break,
    "after a made break": after_a_made_break,
    "push-out to answer": push_out_to_answer,
    "on the clock": on_the_clock,
    "marks on the shot": with_marks,
    "match over": match_over,
}


def key_events(sequence: str) -> tuple[QKeyEvent, QKeyEvent]:
    """The ShortcutOverride and the KeyPress that typing ``sequence`` sends the focused widget."""
    combination = QKeySequence(sequence)[0]
    key, modifiers = combination.key(), combination.keyboardModifiers()
    text = QKeySequence(key).toString() if modifiers == Qt.KeyboardModifier.NoModifier else ""
    if len(text) != 1:
        text = ""
    return (
        QKeyEvent(QEvent.Type.ShortcutOverride, key, modifiers, text.lower()),
        QKeyEvent(QEvent.Type.KeyPress, key, modifiers, text.lower()),
    )


EVERY_SEQUENCE = sorted({sequence for command in COMMANDS for sequence in command.sequences})


class Requests:
    def __init__(self, balls: list[BallButton]) -> None:
        self.seen: list[tuple[str, int]] = []
        for ball in balls:
            for name in (
                "pocket_toggle_requested",
                "first_contact_requested",
                "jump_toggle_requested",
            ):
                signal = getattr(ball, name, None)
                if signal is not None:
                    signal.connect(lambda number, name=name: self.seen.append((name, number)))


@pytest.mark.parametrize("state", list(STATES))
def test_no_key_of_the_map_reaches_a_focused_ball(
    window: MainWindow, qtbot: QtBot, state: str
) -> None:
    STATES[state](window)
    flush()
    balls = [window.diagram.ball_button(number) for number in range(1, 10)]
    requests = Requests(balls)
    assert len(EVERY_SEQUENCE) > 30
    for ball in balls:
        for sequence in EVERY_SEQUENCE:
            override, press = key_events(sequence)
            # As QApplication delivers them: ignored until a handler takes them.
            override.setAccepted(False)
            press.setAccepted(False)
            ball.event(override)
            ball.event(press)
            assert not override.isAccepted(), (state, ball.number, sequence)
            assert not press.isAccepted(), (state, ball.number, sequence)
    assert requests.seen == []


def test_p_on_a_highlighted_ball_starts_the_clock_and_marks_nothing(
    window: MainWindow, qtbot: QtBot, time: FakeTime
) -> None:
    on_the_clock(window)
    flush()
    c = window.controller
    c.pause_clock()
    flush()
    ball = window.diagram.ball_button(2)
    ball.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(ball.hasFocus)

    qtbot.keyClick(ball, Qt.Key.Key_P)  # as a person types it: to the focused ball first
    flush()
    assert c.clock.phase is ClockPhase.RUNNING
    assert c.draft.pocketed == frozenset()
    qtbot.keyClick(ball, Qt.Key.Key_P)
    flush()
    assert c.clock.phase is ClockPhase.PAUSED
    qtbot.keyClick(ball, Qt.Key.Key_Return)
    flush()
    assert saved_actions(window)[-1].get("pocketed", []) == []  # a miss, not "pocketed 2"


def test_space_on_a_highlighted_ball_still_marks_it(window: MainWindow, qtbot: QtBot) -> None:
    after_a_made_break(window)
    flush()
    ball = window.diagram.ball_button(5)
    ball.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(ball.hasFocus)
    qtbot.keyClick(ball, Qt.Key.Key_Space)
    flush()
    assert window.controller.draft.pocketed == frozenset({5})
