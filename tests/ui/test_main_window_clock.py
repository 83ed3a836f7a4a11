"""The shot clock (R14) on the scoring window, on a fake time source: armed by the commit, stopped
by the first mark, paused, warned, asked about at zero, extended; nothing moves under a finger.

Time moves only when a test moves it; the controller's timer is stood in for by its slot
(``update_clock``).  The question's guard and the flash run on Qt timers of their own, which the
tests wait on as conditions, never by sleeping.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from ninescore.rules import PROFILES, ClockPhase, RuleOptions
from ninescore.scoring.views import ClockFace, Question
from ninescore.ui.main_window import MainWindow
from ninescore.ui.scoring.shot_clock_bar import ShotClockBar

from .flush import flush
from .test_controller_clock import FakeTime
from .test_main_window_screens import clipped_texts
from .window_fixtures import saved_actions, shown_window


class Beeps:
    def __init__(self) -> None:
        self.count = 0

    def __call__(self) -> None:
        self.count += 1


@pytest.fixture
def time() -> FakeTime:
    return FakeTime()


def clock_window(app: QApplication, data_dir: Path, qtbot: QtBot, time: FakeTime) -> MainWindow:
    return shown_window(app, data_dir, qtbot, now=time)


@pytest.fixture
def window(data_dir: Path, qtbot: QtBot, time: FakeTime) -> Iterator[MainWindow]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = clock_window(app, data_dir, qtbot, time)
    yield window
    window.controller.close_match()


@pytest.fixture
def beeps(window: MainWindow) -> Beeps:
    beeps = Beeps()
    window.clock_bar.sound = beeps
    window.clock_bar.guard_ms = 150
    return beeps


def wpa_match(window: MainWindow, options: RuleOptions = PROFILES["wpa"]) -> None:
    window.controller.new_match(players=("Ivanov", "Petrov"), race_to=(7, 7), options=options)
    flush()


def break_made(window: MainWindow) -> None:
    """Ivanov pockets the 3 on the break: his first shot after it is armed."""
    window.controller.toggle_pocketed(3)
    window.controller.commit_shot()
    flush()


def armed(window: MainWindow) -> ShotClockBar:
    """A WPA match whose break is made: Ivanov's first shot after it runs on the clock."""
    wpa_match(window)
    break_made(window)
    return window.clock_bar


def tick(window: MainWindow, time: FakeTime, seconds: float) -> None:
    time.advance(seconds)
    window.controller.update_clock()
    flush()


def press(window: MainWindow, qtbot: QtBot, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier):  # type: ignore[no-untyped-def]
    qtbot.keyClick(window, key, modifier)
    flush()


def test_the_commit_of_the_break_arms_the_clock_and_the_first_mark_stops_it(
    window: MainWindow, qtbot: QtBot, time: FakeTime, beeps: Beeps
) -> None:
    wpa_match(window)
    bar = window.clock_bar
    assert bar.isVisible()
    assert (bar.face.text, bar.face.caption) == ("—", "No clock on the break (R14)")
    # Nothing to extend on the break (R14): the extension is disabled, not refused after a tap.
    assert not any(button.isEnabled() for button in bar.extension_buttons)
    assert "[E]" not in bar.extension_buttons[0].text()
    assert not bar.start_button.isEnabled()
    qtbot.mouseClick(window.diagram.ball_button(3), Qt.MouseButton.LeftButton)
    press(window, qtbot, Qt.Key.Key_Return)  # the break, the 3 down: the balls have stopped
    assert (bar.face.text, bar.face.face) == ("60", ClockFace.RUNNING)
    assert bar.face.caption == "60 s: first shot after the break"
    assert bar.start_button.text() == "▮▮ Pause  [P]"
    tick(window, time, 8.2)
    assert bar.face.text == "52"
    qtbot.mouseClick(window.diagram.ball_button(1), Qt.MouseButton.LeftButton)
    assert bar.face.face is ClockFace.STOPPED
    assert bar.face.caption == "Shot taken in 8.2 s"
    tick(window, time, 3.0)  # the balls roll and are marked: not counted
    assert bar.face.text == "52"
    qtbot.mouseClick(window.shot_panel.commit_button, Qt.MouseButton.LeftButton)
    flush()
    assert saved_actions(window)[1]["shot_time"] == 8.2
    assert (bar.face.text, bar.face.caption) == ("35", "35 s a shot")
    assert beeps.count == 0


def test_the_big_button_and_p_pause_and_start_and_shift_p_resets(
    window: MainWindow, qtbot: QtBot, time: FakeTime
) -> None:
    bar = armed(window)
    tick(window, time, 4.0)
    qtbot.mouseClick(bar.start_button, Qt.MouseButton.LeftButton)
    flush()
    assert (bar.face.face, bar.face.caption) == (ClockFace.PAUSED, "Paused")
    assert bar.start_button.text() == "▶ Start  [P]"
    tick(window, time, 100.0)
    assert bar.face.text == "56"
    press(window, qtbot, Qt.Key.Key_P)
    assert window.controller.clock.phase is ClockPhase.RUNNING
    tick(window, time, 1.0)
    assert bar.face.text == "55"
    press(window, qtbot, Qt.Key.Key_P, Qt.KeyboardModifier.ShiftModifier)
    assert (bar.face.face, bar.face.text) == (ClockFace.READY, "60")
    press(window, qtbot, Qt.Key.Key_T)  # nothing runs: "shot taken" has nothing to stop
    assert window.controller.clock.phase is ClockPhase.READY
    qtbot.mouseClick(bar.start_button, Qt.MouseButton.LeftButton)
    flush()
    tick(window, time, 2.5)
    press(window, qtbot, Qt.Key.Key_T)
    assert bar.face.caption == "Shot taken in 2.5 s"


def test_at_the_warning_the_face_turns_amber_and_sounds_once(
    window: MainWindow, qtbot: QtBot, time: FakeTime, beeps: Beeps
) -> None:
    bar = armed(window)
    running = bar.face.colours()[0].name()
    tick(window, time, 49.0)
    assert beeps.count == 0
    with qtbot.waitSignal(bar.warned):
        tick(window, time, 1.0)
    assert bar.face.face is ClockFace.WARNING
    assert bar.face.colours()[0].name() == "#ff8f00" != running
    assert bar.face.caption == "Time warning (R14)"
    tick(window, time, 1.0)
    tick(window, time, 1.0)
    assert beeps.count == 1  # on the way in only


class Referee:
    """Stands in for the referee answering the window's questions: ``answers`` in turn (None is
    going back), and every question asked kept."""

    def __init__(self, *answers: str | None) -> None:
        self.answers = list(answers)
        self.asked: list[Question] = []

    def __call__(self, question: Question, reason_label: str | None = None) -> str | None:
        self.asked.append(question)
        return self.answers.pop(0) if self.answers else None


def test_at_zero_it_flashes_and_asks_and_no_records_nothing(
    window: MainWindow,
    qtbot: QtBot,
    time: FakeTime,
    beeps: Beeps,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    referee = Referee(None)  # "no foul"
    monkeypatch.setattr(window, "confirm", referee)
    bar = armed(window)
    tick(window, time, 50.0)
    with qtbot.waitSignal(bar.expired):
        tick(window, time, 10.0)
    assert bar.face.face is ClockFace.EXPIRED and bar.asking
    assert bar.face.caption == "Time foul? (R14)"
    assert beeps.count == 2  # the warning, and the time up
    assert bar.flash_timer.isActive()
    assert referee.asked == []  # not at once: a tap on its way lands first
    qtbot.waitUntil(lambda: len(referee.asked) == 1, timeout=3000)
    question = referee.asked[0]
    assert question.consequence == (
        "Time ran out on the shot clock. Record a time foul by Ivanov (R14): ball in hand for "
        "the opponent?"
    )
    assert (question.confirm, question.go_back) == ("Record this foul", "No, go back")
    flush()
    assert not bar.asking and not bar.flash_timer.isActive() and not bar.face.flash_on
    assert bar.face.face is ClockFace.EXPIRED  # still out of time, not asked again
    tick(window, time, 30.0)  # the program never calls the foul by itself
    assert len(referee.asked) == 1
    assert len(saved_actions(window)) == 1


def test_the_referees_yes_records_the_time_foul(
    window: MainWindow,
    qtbot: QtBot,
    time: FakeTime,
    beeps: Beeps,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    referee = Referee("")  # "record this foul"
    monkeypatch.setattr(window, "confirm", referee)
    bar = armed(window)
    tick(window, time, 61.0)
    qtbot.waitUntil(lambda: saved_actions(window)[-1]["type"] == "shot_clock_foul", timeout=3000)
    flush()
    assert "Foul — time ran out on the shot clock." in window.log_view.toPlainText()
    state = window.controller.state
    assert state.frame is not None and state.frame.ball_in_hand and state.to_shoot == 1
    assert not bar.asking and bar.face.text == "35"


def test_at_zero_reset_is_still_reset_and_shot_taken_still_shot_taken(
    window: MainWindow,
    qtbot: QtBot,
    time: FakeTime,
    beeps: Beeps,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """R14: the referee confirms a time foul.  A tap where Reset was, the moment the time runs
    out, resets the clock: no control becomes "Time foul" under the finger."""
    referee = Referee()
    monkeypatch.setattr(window, "confirm", referee)
    bar = armed(window)
    bar.guard_ms = 3_600_000  # the window's question is not the subject here
    places_before = (bar.reset_button.geometry(), bar.shot_taken_button.geometry())
    texts_before = (bar.reset_button.text(), bar.shot_taken_button.text())
    with qtbot.waitSignal(bar.expired):
        tick(window, time, 61.0)
    assert bar.asking
    assert (bar.reset_button.text(), bar.shot_taken_button.text()) == texts_before
    assert (bar.reset_button.geometry(), bar.shot_taken_button.geometry()) == places_before
    assert bar.reset_button.isVisible() and bar.reset_button.isEnabled()
    qtbot.mouseClick(bar.reset_button, Qt.MouseButton.LeftButton)
    flush()
    assert len(saved_actions(window)) == 1  # the break only: no time foul recorded
    assert (bar.face.face, bar.face.text) == (ClockFace.READY, "60")
    press(window, qtbot, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert len(referee.asked) == 1 and len(saved_actions(window)) == 1  # asked, going back


def test_ctrl_t_before_zero_asks_first_and_no_keeps_the_match_as_it_was(
    window: MainWindow, qtbot: QtBot, time: FakeTime, monkeypatch: pytest.MonkeyPatch
) -> None:
    wpa_match(window)
    break_made(window)
    questions: list[str] = []

    def answer(question: Question, reason_label: str | None = None) -> str | None:
        questions.append(question.consequence)
        assert question.confirm == "Record this foul" and reason_label is None
        return "" if len(questions) > 1 else None  # first time: go back

    monkeypatch.setattr(window, "confirm", answer)
    tick(window, time, 20.0)
    press(window, qtbot, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert questions == [
        "The shot clock has not run out. Record a time foul by Ivanov anyway (R14)?"
    ]
    assert len(saved_actions(window)) == 1
    press(window, qtbot, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert saved_actions(window)[-1]["type"] == "shot_clock_foul"


def test_an_extension_is_one_tap_shown_as_used_and_refused_in_a_sentence(
    window: MainWindow, qtbot: QtBot, time: FakeTime
) -> None:
    bar = armed(window)
    mine, theirs = bar.extension_buttons
    assert mine.isEnabled() and not theirs.isEnabled()  # only the player at the table's
    assert mine.text() == "Extension +25 s (1 left)  [E]"
    tick(window, time, 52.0)
    assert bar.face.face is ClockFace.WARNING
    qtbot.mouseClick(mine, Qt.MouseButton.LeftButton)
    flush()
    assert (bar.face.text, bar.face.face) == ("33", ClockFace.RUNNING)
    assert bar.face.caption == "85 s with the extension"
    assert mine.text().startswith("✓ Extension used: +25 s")
    assert mine.property("role") == "used"
    press(window, qtbot, Qt.Key.Key_E)  # the key: refused, in the engine's words
    assert window.message_text() == (
        "No extension is left for the player at the table in this frame (R14)."
    )
    assert saved_actions(window)[-1]["type"] == "use_extension"
    assert len(saved_actions(window)) == 2


def test_an_event_without_a_clock_shows_none_and_its_commands_are_off(
    window: MainWindow, qtbot: QtBot
) -> None:
    wpa_match(window, RuleOptions())
    assert not window.clock_bar.isVisible()
    for name in ("clockStartPause", "clockReset", "shotTaken", "extension", "timeFoul"):
        assert not window.commands[name].isEnabled(), name
    wpa_match(window)
    for name in ("clockStartPause", "clockReset", "shotTaken", "extension"):
        assert window.commands[name].isEnabled(), name
    assert not window.commands["timeFoul"].isEnabled()  # not before the break (R13)
    assert window.scoreboard.rules.text() == "WPA rules"


def places(window: MainWindow) -> dict[str, QRect]:
    """Where everything a finger may be on is: the balls, the shot panel, the clock's parts."""
    found = {f"ball{ball}": window.diagram.ball_button(ball).geometry() for ball in range(1, 10)}
    found["panel"] = window.shot_panel.geometry()
    found["commit"] = window.shot_panel.commit_button.geometry()
    bar = window.clock_bar
    found["bar"] = bar.geometry()
    for widget in (bar.face, bar.controls, bar.start_button, *bar.extension_buttons):
        found[widget.objectName()] = widget.geometry()
    # Reset and Shot taken, in every state: the time-foul question is never a button.
    first, second = bar.reset_button, bar.shot_taken_button
    assert first.isVisible() and second.isVisible()
    found["control 1"], found["control 2"] = first.geometry(), second.geometry()
    return found


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600), (800, 1100)], ids=str)
def test_nothing_moves_under_a_finger_as_the_clock_arms_warns_expires_and_extends(
    window: MainWindow, qtbot: QtBot, time: FakeTime, beeps: Beeps, size: tuple[int, int]
) -> None:
    window.resize(*size)
    wpa_match(window)
    c = window.controller
    c.toggle_pocketed(3)
    c.commit_shot()
    c.commit_shot()  # Ivanov misses: Petrov's ordinary shot, his clock running
    flush()
    seen = [("running", places(window))]
    tick(window, time, 26.0)
    seen.append(("warning", places(window)))
    window.clock_bar.guard_ms = 3_600_000  # the question's dialog is another test's
    tick(window, time, 10.0)
    assert window.clock_bar.asking
    seen.append(("expired", places(window)))
    c.pause_clock()
    flush()
    seen.append(("paused", places(window)))
    c.start_clock()
    c.use_extension()
    flush()
    seen.append(("extended", places(window)))
    c.toggle_pocketed(2)
    flush()
    seen.append(("stopped", places(window)))
    first = seen[0][1]
    for name, where in seen[1:]:
        moved = {key: (first[key], rect) for key, rect in where.items() if first.get(key) != rect}
        assert moved == {}, name
    assert window.clock_bar.column == (size == (1024, 600))


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)], ids=str)
def test_every_control_of_the_clock_is_finger_sized_and_its_words_whole(
    data_dir: Path,
    qtbot: QtBot,
    time: FakeTime,
    lang: str,
    size: tuple[int, int],
    request: pytest.FixtureRequest,
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    if lang == "ru":
        request.getfixturevalue("russian")
    window = clock_window(app, data_dir, qtbot, time)
    try:
        window.resize(*size)
        window.clock_bar.guard_ms = 3_600_000  # the question's dialog is tested above
        wpa_match(window)
        c = window.controller
        c.toggle_pocketed(3)
        c.commit_shot()
        flush()
        bar = window.clock_bar
        for moment in ("running", "warning", "expired", "extended"):
            if moment == "warning":
                tick(window, time, 50.0)
                assert bar.face.face is ClockFace.WARNING
            if moment == "expired":
                tick(window, time, 11.0)
                assert bar.asking
            if moment == "extended":
                c.use_extension()
                flush()
            shown: list[QWidget] = [b for b in bar.buttons() if b.isVisible()]
            assert len(shown) == 5, moment
            for button in shown:
                assert button.height() >= 44 and button.width() >= 44, button.objectName()
                assert button.fits(), (moment, button.objectName(), button.text())
            assert bar.face.caption_fits(), (moment, bar.face.caption)
            assert clipped_texts(window) == []
    finally:
        window.controller.close_match()


# -- screenshots ---------------------------------------------------------------------------------

MOMENTS = {"running": 7.0, "warning": 27.0, "expired": 36.5}
"""Seconds after Petrov's shot was armed (35 s a shot, the warning at 10 s)."""


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("moment", list(MOMENTS))
def test_the_clock_at_normal_warning_and_expired_in_both_languages(
    data_dir: Path,
    qtbot: QtBot,
    time: FakeTime,
    lang: str,
    moment: str,
    request: pytest.FixtureRequest,
) -> None:
    """Saves ``window-clock-<moment>[-ru].png`` (and a 1024×600 one) when NINESCORE_SCREENSHOTS
    names a folder; in any case the scene is checked as a person would look at it."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    if lang == "ru":
        request.getfixturevalue("russian")
    window = clock_window(app, data_dir, qtbot, time)
    try:
        window.clock_bar.sound = Beeps()
        window.clock_bar.guard_ms = 3_600_000  # the question's dialog is tested above
        window.controller.new_match(
            players=("Ivanov", "Petrov"), race_to=(7, 7), options=PROFILES["wpa"], event="Open"
        )
        c = window.controller
        c.toggle_pocketed(3)
        c.commit_shot()
        c.use_extension()
        c.commit_shot()  # Ivanov, on his extension, misses: Petrov to shoot, 35 s
        flush()
        tick(window, time, MOMENTS[moment])
        bar = window.clock_bar
        expected = {
            "running": ClockFace.RUNNING,
            "warning": ClockFace.WARNING,
            "expired": ClockFace.EXPIRED,
        }[moment]
        assert bar.face.face is expected
        assert bar.asking == (moment == "expired")
        if moment == "expired":
            bar.flash_timer.stop()  # the bright half of the flash, for the picture
            bar.face.flash_on = False
        flush()
        assert clipped_texts(window) == []
        folder = os.environ.get("NINESCORE_SCREENSHOTS")
        suffix = "" if lang == "en" else "-ru"
        if folder:
            assert window.grab().save(str(Path(folder) / f"window-clock-{moment}{suffix}.png"))
        window.resize(1024, 600)
        flush()
        assert bar.column
        assert clipped_texts(window) == []
        if folder:
            name = f"window-clock-{moment}{suffix}-1024x600.png"
            assert window.grab().save(str(Path(folder) / name))
    finally:
        window.controller.close_match()


@pytest.mark.parametrize("clear", ["Esc", "Undo", "the tap again"])
def test_clearing_the_marks_lets_the_clock_go_on(
    window: MainWindow, qtbot: QtBot, time: FakeTime, clear: str
) -> None:
    """A mark stops the clock ("Shot taken in 1.6 s"); clearing it (Esc, the first Undo, or a
    tap on the ball again) means the player is still shooting: the clock goes on, counting the
    time since, as if it had never stopped."""
    bar = armed(window)
    tick(window, time, 1.6)
    qtbot.mouseClick(window.diagram.ball_button(4), Qt.MouseButton.LeftButton)
    flush()
    assert (bar.face.face, bar.face.caption) == (ClockFace.STOPPED, "Shot taken in 1.6 s")
    tick(window, time, 2.0)
    if clear == "Esc":
        press(window, qtbot, Qt.Key.Key_Escape)
    elif clear == "Undo":
        press(window, qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    else:
        qtbot.mouseClick(window.diagram.ball_button(4), Qt.MouseButton.LeftButton)
        flush()
    assert window.controller.draft.is_empty
    assert window.controller.clock.phase is ClockPhase.RUNNING
    assert bar.face.face is ClockFace.RUNNING and bar.face.text == "57"  # 60 − 3.6 s
    tick(window, time, 1.0)
    assert bar.face.text == "56"
    assert len(saved_actions(window)) == 1  # Undo took nothing back


def test_shot_taken_stays_taken_when_the_marks_are_cleared(
    window: MainWindow, qtbot: QtBot, time: FakeTime
) -> None:
    bar = armed(window)
    tick(window, time, 2.0)
    press(window, qtbot, Qt.Key.Key_T)  # the operator's own "Shot taken"
    qtbot.mouseClick(window.diagram.ball_button(4), Qt.MouseButton.LeftButton)
    press(window, qtbot, Qt.Key.Key_Escape)
    assert bar.face.face is ClockFace.STOPPED and bar.face.caption == "Shot taken in 2.0 s"
