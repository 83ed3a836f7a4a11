"""How many inputs each kind of shot takes, by keyboard and by touch: played through the real
window with QTest events and counted, and the README's table is this test's table.

Each row is played twice from the same position, once by keys and once by taps, and the action
saved to the match file is checked, so a count can only be right if the shot really was
recorded.  Menus and dialogs run their own event loops: the inputs are queued and each is sent
when what it goes to is on the screen.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QWidget
from pytestqt.qtbot import QtBot

from ninescore.controller import MatchController
from ninescore.scoring.facts import FACT_SPECS
from ninescore.scoring.keys import COMMANDS, command_named
from ninescore.scoring.keys import ROWS as KEY_ROWS
from ninescore.ui.main_window import MainWindow

from .window_fixtures import saved_actions, scoring_window, shown_balls  # noqa: F401

# The offscreen platform cannot raise a menu or grab the keyboard for it, and says so.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

README = Path(__file__).resolve().parents[2] / "README.md"
LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


class Inputs:
    """Inputs sent one by one, each when its target is up (inside a menu's or dialog's own
    event loop if need be), and counted."""

    def __init__(self, qtbot: QtBot, window: MainWindow) -> None:
        self.qtbot = qtbot
        self.window = window
        self.steps: list[tuple[Callable[[], QWidget | None], Callable[[QWidget], None]]] = []
        self.sent = 0
        self._timer = QTimer()
        self._timer.setInterval(5)
        self._timer.timeout.connect(self._next)

    # -- what a person does -------------------------------------------------------------------

    def key(self, key: Qt.Key, modifier: Qt.KeyboardModifier = NONE) -> Inputs:
        self.steps.append((self._window, lambda w: QTest.keyClick(w, key, modifier)))
        return self

    def tap(self, widget: Callable[[], QWidget], button: Qt.MouseButton = LEFT) -> Inputs:
        def click(_window: QWidget) -> None:
            target = widget()
            QTest.mouseClick(target, button, NONE, target.rect().center())

        self.steps.append((self._window, click))
        return self

    def menu_key(self, menu: Callable[[], QMenu], key: Qt.Key) -> Inputs:
        self.steps.append((lambda: _shown(menu()), lambda m: QTest.keyClick(m, key)))
        return self

    def menu_tap(self, menu: Callable[[], QMenu], item: int) -> Inputs:
        def click(shown: QWidget) -> None:
            assert isinstance(shown, QMenu)
            actions = [action for action in shown.actions() if not action.isSeparator()]
            where = shown.actionGeometry(actions[item]).center()
            QTest.mouseClick(shown, LEFT, NONE, where)

        self.steps.append((lambda: _shown(menu()), click))
        return self

    # -- running them -------------------------------------------------------------------------

    def play(self) -> int:
        """Send every input; the number sent."""
        self._timer.start()
        self.qtbot.waitUntil(lambda: not self.steps and not self._busy, timeout=10_000)
        self._timer.stop()
        return self.sent

    _busy = False

    def _window(self) -> QWidget | None:
        # The window takes input when no menu or dialog is up.
        if QApplication.activePopupWidget() is not None:
            return None
        if QApplication.activeModalWidget() is not None:
            return None
        return self.window

    def _next(self) -> None:
        if not self.steps or self._busy:
            return
        ready, act = self.steps[0]
        target = ready()
        if target is None:
            return
        self.steps.pop(0)
        self.sent += 1
        self._busy = True
        try:
            act(target)  # may open a menu and run its loop: this timer goes on inside it
        finally:
            self._busy = False


def _shown(menu: QMenu) -> QMenu | None:
    return menu if menu.isVisible() and QApplication.activePopupWidget() is menu else None


@dataclass(frozen=True)
class Row:
    """A kind of shot: how to get to it, how to play it by keys and by touch, what is saved."""

    name: str
    setup: Callable[[MatchController], None]
    keys: Callable[[Inputs, MainWindow], Inputs]
    taps: Callable[[Inputs, MainWindow], Inputs]
    saved: Callable[[dict], bool]
    keys_text: str
    """The keys, as the README names them."""


def after_break(c: MatchController) -> None:
    c.toggle_pocketed(1)
    c.commit_shot()  # a legal break that pockets the 1; the breaker plays on


def pushed_out(c: MatchController) -> None:
    after_break(c)
    c.set_fact("push_out", True)
    c.commit_shot()


def nothing(c: MatchController) -> None:
    pass


def digit(ball: int) -> Qt.Key:
    return Qt.Key(int(Qt.Key.Key_0.value) + ball)


def panel(window: MainWindow) -> Callable[[str], Callable[[], QWidget]]:
    return lambda name: lambda: getattr(window.shot_panel, name)


def ball(window: MainWindow, number: int) -> Callable[[], QWidget]:
    return lambda: window.diagram.ball_button(number)


ROWS: tuple[Row, ...] = (
    Row(
        "A miss (nothing pocketed)",
        after_break,
        lambda i, w: i.key(Qt.Key.Key_Return),
        lambda i, w: i.tap(panel(w)("commit_button")),
        lambda a: a["type"] == "shot" and a["pocketed"] == [],
        "Enter",
    ),
    Row(
        "A ball pocketed",
        after_break,
        lambda i, w: i.key(Qt.Key.Key_7).key(Qt.Key.Key_Return),
        lambda i, w: i.tap(ball(w, 7)).tap(panel(w)("commit_button")),
        lambda a: a["pocketed"] == [7],
        "7, Enter",
    ),
    Row(
        "A scratch",
        after_break,
        lambda i, w: i.key(Qt.Key.Key_S).key(Qt.Key.Key_Return),
        lambda i, w: i.tap(panel(w)("scratch")).tap(panel(w)("commit_button")),
        lambda a: a.get("scratch") is True,
        "S, Enter",
    ),
    Row(
        "The wrong ball hit first",
        after_break,
        lambda i, w: i.key(Qt.Key.Key_NumberSign, Qt.KeyboardModifier.ShiftModifier).key(
            Qt.Key.Key_Return
        ),
        lambda i, w: i.tap(ball(w, 3), Qt.MouseButton.RightButton).tap(panel(w)("commit_button")),
        lambda a: a.get("first_contact") == 3,
        "Shift+3, Enter",
    ),
    Row(
        "A ball jumped off the table",
        after_break,
        lambda i, w: i.key(Qt.Key.Key_J).key(Qt.Key.Key_5).key(Qt.Key.Key_Return),
        lambda i, w: i.tap(panel(w)("tap_jump")).tap(ball(w, 5)).tap(panel(w)("commit_button")),
        lambda a: a.get("jumped") == [5],
        "J, 5, Enter",
    ),
    Row(
        "A dry legal break (4+ balls to a rail)",
        nothing,
        lambda i, w: i.key(Qt.Key.Key_R).key(Qt.Key.Key_Return),
        lambda i, w: i.tap(panel(w)("break_rails")).tap(panel(w)("commit_button")),
        lambda a: a.get("balls_to_rail", 0) >= 4 and a["pocketed"] == [],
        "R, Enter",
    ),
    Row(
        "The 9 on the break",
        nothing,
        lambda i, w: i.key(Qt.Key.Key_9).key(Qt.Key.Key_Return),
        lambda i, w: i.tap(ball(w, 9)).tap(panel(w)("commit_button")),
        lambda a: a["pocketed"] == [9],
        "9, Enter",
    ),
    Row(
        "A push-out",
        after_break,
        lambda i, w: i.key(Qt.Key.Key_U).key(Qt.Key.Key_Return),
        lambda i, w: i.tap(panel(w)("push_out")).tap(panel(w)("commit_button")),
        lambda a: a.get("push_out") is True,
        "U, Enter",
    ),
    Row(
        "After a push-out: shoot or pass back",
        pushed_out,
        lambda i, w: i.key(Qt.Key.Key_B),
        lambda i, w: i.tap(panel(w)("pass_button")),
        lambda a: a["type"] == "pass_push_out",
        "A or B",
    ),
    Row(
        "A foul with a reason (double hit)",
        after_break,
        lambda i, w: (
            i.key(Qt.Key.Key_X)
            .menu_key(lambda: w.shot_panel.foul_menu, Qt.Key.Key_3)
            .key(Qt.Key.Key_Return)
        ),
        lambda i, w: (
            i.tap(panel(w)("foul_button"))
            .menu_tap(lambda: w.shot_panel.foul_menu, 2)
            .tap(panel(w)("commit_button"))
        ),
        lambda a: a.get("fouls") == ["double_hit"],
        "X, 3, Enter",
    ),
    Row(
        "A foul between shots (ball touched)",
        after_break,
        lambda i, w: (
            i.key(Qt.Key.Key_X)
            .menu_key(lambda: w.shot_panel.foul_menu, Qt.Key.Key_0)
            .menu_key(lambda: w.shot_panel.between_menu, Qt.Key.Key_2)
        ),
        lambda i, w: (
            i.tap(panel(w)("foul_button"))
            .menu_tap(lambda: w.shot_panel.foul_menu, 5)
            .menu_tap(lambda: w.shot_panel.between_menu, 1)
        ),
        lambda a: a["type"] == "foul_between_shots" and a["reason"] == "ball_touched",
        "X, 0, 2",
    ),
)


def play(window: MainWindow, qtbot: QtBot, row: Row, by_keys: bool) -> int:
    c = window.controller
    assert c.new_match(players=("Ivanov", "Petrov"), race_to=(5, 5))
    row.setup(c)
    before = len(saved_actions(window))
    inputs = Inputs(qtbot, window)
    sent = (row.keys if by_keys else row.taps)(inputs, window).play()
    actions = saved_actions(window)
    assert len(actions) == before + 1, (row.name, by_keys, actions[before:])
    assert row.saved(actions[-1]), (row.name, by_keys, actions[-1])
    return sent


def table(counts: dict[str, tuple[int, int]]) -> str:
    lines = ["| Shot | Keys | Inputs by keyboard | Taps or clicks |", "| --- | --- | --- | --- |"]
    for row in ROWS:
        keys, taps = counts[row.name]
        shown = ", ".join(f"`{part}`" for part in row.keys_text.split(", "))
        shown = shown.replace("`A or B`", "`A` or `B`")
        lines.append(f"| {row.name} | {shown} | {keys} | {taps} |")
    return "\n".join(lines) + "\n"


def readme_table() -> str:
    found = re.search(r"<!-- inputs:[^>]*-->\n(.*?)<!-- /inputs -->", README.read_text(), re.S)
    assert found, "README.md has no <!-- inputs: … --> table"
    return found.group(1)


def test_every_kind_of_shot_takes_the_inputs_the_readme_says(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    counts: dict[str, tuple[int, int]] = {}
    for row in ROWS:
        counts[row.name] = (play(window, qtbot, row, True), play(window, qtbot, row, False))
    made = table(counts)
    # Any foul with a reason is at most three keys (the play test found four to ten).
    for name in ("A foul with a reason (double hit)", "A foul between shots (ball touched)"):
        assert counts[name][0] <= 3, (name, counts[name])
    assert readme_table() == made, "README.md's input table should be:\n" + made


@pytest.mark.parametrize("row", ROWS, ids=[row.name for row in ROWS])
def test_the_keys_named_are_the_keys_pressed(row: Row) -> None:
    # The README's "Keys" column is written here by hand: it must name as many inputs as the
    # keyboard path sends ("A or B" is one of two).
    inputs = Inputs.__new__(Inputs)
    inputs.steps = []
    row.keys(inputs, None)  # type: ignore[arg-type]
    named = len(row.keys_text.replace(" or ", ", ").split(", "))
    assert len(inputs.steps) == (1 if " or " in row.keys_text else named)


def test_the_counter_counts_what_reaches_the_window(window: MainWindow, qtbot: QtBot) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    c = window.controller
    assert c.new_match(players=("A", "B"), race_to=(3, 3))
    changes: list[object] = []
    c.draft_changed.connect(changes.append)
    # 7 on, 8 on, 7 off: only each key arriving exactly once leaves the 8 alone marked.
    sent = Inputs(qtbot, window).key(Qt.Key.Key_7).key(Qt.Key.Key_8).key(Qt.Key.Key_7).play()
    assert shown_balls(window).pocketed == {8}
    assert sent == len(changes), (sent, len(changes))


def map_keys() -> set[str]:
    """Every key the key map binds, and the keys its Help rows say are read elsewhere (a
    shifted digit, a digit in the foul menu or after F or J)."""
    bound = {sequence for command in COMMANDS for sequence in command.sequences}
    return bound | {key for row in KEY_ROWS for key in row.elsewhere}


@pytest.mark.parametrize("row", ROWS, ids=[row.name for row in ROWS])
def test_each_key_a_row_names_is_one_key_of_the_map(row: Row) -> None:
    # One key per thing the shot must say: each part is a single key of the map (no chord of
    # two, no key the window does not have), so the keyboard count is the least there is.
    parts = row.keys_text.replace(" or ", ", ").split(", ")
    assert parts and all(part in map_keys() for part in parts), parts
    # Each fact is one key of its own, and the commit one more.
    assert all(len(command_named(spec.command).sequences) == 1 for spec in FACT_SPECS.values())
