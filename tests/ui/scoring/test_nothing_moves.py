"""Nothing moves under a finger: a refusal, a change of tap mode and the first paint leave every
ball and button where it was, and the Commit button's words are drawn large from the start."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QStatusBar, QWidget
from pytestqt.qtbot import QtBot

from ninescore.ui.main_window import MainWindow
from ninescore.ui.wiring import create_main_window

from ..flush import flush
from ..window_fixtures import pace_commits, scoring_window  # noqa: F401

SIZES = [(1280, 800), (1024, 600)]


def place(widget: QWidget, window: MainWindow) -> QRect:
    """Where ``widget`` is in the window."""
    return QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())


def places(window: MainWindow) -> dict[str, QRect]:
    panel = window.shot_panel
    widgets = {
        **{f"ball {n}": window.diagram.ball_button(n) for n in (1, 5, 9)},
        "commit": panel.commit_button,
        "scratch": panel.scratch,
        "undo": panel.undo_button,
        "no contact": window.diagram.no_contact_button(),
    }
    return {name: place(widget, window) for name, widget in widgets.items()}


@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "1024x600"])
def test_a_refusal_moves_nothing_and_makes_no_status_bar(
    window: MainWindow, qtbot: QtBot, size: tuple[int, int]
) -> None:
    window.resize(*size)
    window.controller.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    flush()
    before = places(window)
    qtbot.keyClick(window, Qt.Key.Key_U)  # a push-out on the break: refused (R5a)
    qtbot.keyClick(window, Qt.Key.Key_A)  # no push-out to choose about: refused
    flush()
    assert window.message.property("style") == "error"
    assert window.findChildren(QStatusBar) == []
    assert places(window) == before
    qtbot.keyClick(window, Qt.Key.Key_F)  # the first-contact prefix's hint
    flush()
    assert "press the ball's number" in window.message_text()
    assert window.findChildren(QStatusBar) == [] and places(window) == before


@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "1024x600"])
def test_switching_the_tap_mode_moves_no_ball(
    window: MainWindow, qtbot: QtBot, size: tuple[int, int]
) -> None:
    window.resize(*size)
    window.controller.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    flush()
    before = places(window)
    qtbot.mouseClick(window.shot_panel.tap_jump, Qt.MouseButton.LeftButton)
    flush()
    assert window.diagram.mode.value == "jump"
    assert places(window) == before
    qtbot.mouseClick(window.shot_panel.tap_jump, Qt.MouseButton.LeftButton)  # off again
    flush()
    assert places(window) == before


def test_switching_the_tap_mode_moves_no_ball_in_russian(
    russian: QApplication, data_dir: Path, qtbot: QtBot
) -> None:
    window = create_main_window(russian, data_dir, offer_resume=False)
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)
    try:
        window.controller.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
        flush()
        before = places(window)
        qtbot.mouseClick(window.shot_panel.tap_jump, Qt.MouseButton.LeftButton)
        flush()
        assert places(window) == before
    finally:
        window.controller.close_match()


def ink_height(widget: QWidget) -> int:
    """How tall the drawn text of ``widget`` is, in pixels: the rows with dark ink."""
    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    rows = [
        y
        for y in range(4, image.height() - 4)
        if any(QColor(image.pixel(x, y)).lightness() < 90 for x in range(8, image.width() - 8))
    ]
    return rows[-1] - rows[0] + 1 if rows else 0


@pytest.fixture(params=["en", "ru"])
def fresh_window(
    request: pytest.FixtureRequest, qapp: QApplication, data_dir: Path, qtbot: QtBot
) -> Iterator[MainWindow]:
    """A window whose scoring page has never been shown (the first time in a session)."""
    from ninescore import i18n

    if request.param == "ru":
        request.getfixturevalue("russian")
    else:
        i18n.install_translators(qapp, "en")
    window = create_main_window(qapp, data_dir, offer_resume=False)
    pace_commits(window)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.started)
    yield window
    window.controller.close_match()


def test_the_commit_words_are_large_the_first_time_a_match_is_started(
    fresh_window: MainWindow, qtbot: QtBot
) -> None:
    fresh_window.controller.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    flush()
    panel = fresh_window.shot_panel
    # The Commit button's words are drawn 1.4 times the panel's type: clearly taller than the
    # Clear button's beside it (both have a bracketed key, so the same letters' heights).
    assert ink_height(panel.commit_button) >= 1.25 * ink_height(panel.clear_button)


def test_the_commit_words_are_large_the_first_time_a_match_is_resumed(
    fresh_window: MainWindow, qtbot: QtBot, data_dir: Path
) -> None:
    from ninescore.records import MatchRecord, Store

    store = Store(data_dir)
    record = MatchRecord.new(players=("Ivanov", "Petrov"), race_to=(3, 3))
    store.save(record)
    store.close()
    assert fresh_window.open_stored(record.id)
    flush()
    panel = fresh_window.shot_panel
    assert ink_height(panel.commit_button) >= 1.25 * ink_height(panel.clear_button)


def overlapping(window: MainWindow) -> list[str]:
    """Pairs of visible buttons of the shot panel that cover each other."""
    from PySide6.QtWidgets import QAbstractButton

    buttons = [
        button
        for button in window.shot_panel.findChildren(QAbstractButton)
        if button.isVisibleTo(window)
    ]
    found = []
    for index, one in enumerate(buttons):
        for other in buttons[index + 1 :]:
            if place(one, window).intersects(place(other, window)):
                found.append(f"{one.objectName()} / {other.objectName()}")
    return found


@pytest.mark.parametrize("ball_in_hand", [False, True], ids=["push-out allowed", "ball in hand"])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_on_a_tablet_the_fullest_shot_panel_has_room_for_every_button(
    qapp: QApplication,
    data_dir: Path,
    qtbot: QtBot,
    lang: str,
    ball_in_hand: bool,
    request: pytest.FixtureRequest,
) -> None:
    # After a legal break: "Push-out" shows; a foul reason marked: on the Foul button, and the
    # preview's words are a foul's, the longest.
    if lang == "ru":
        request.getfixturevalue("russian")
    window = create_main_window(qapp, data_dir, offer_resume=False)
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)
    try:
        c = window.controller
        c.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
        c.toggle_pocketed(3)
        c.commit_shot()
        if ball_in_hand:
            c.set_fact("scratch", True)
            c.commit_shot()
        c.add_foul_reason("double_hit")
        flush()
        panel = window.shot_panel
        assert panel.push_out.isVisible() != ball_in_hand and panel.foul_button.isChecked()
        assert overlapping(window) == []
        assert panel.height() >= panel.minimumSizeHint().height()
    finally:
        window.controller.close_match()


@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "1024x600"])
def test_a_caption_that_grows_with_the_marks_moves_no_ball(
    window: MainWindow, qtbot: QtBot, size: tuple[int, int]
) -> None:
    """The caption under the balls grows with every mark ("First contact: ball 2 · Pocketed: 1,
    3 and 4 · Jumped: 5 …"): when it wraps, the balls stay (they moved 8 px)."""
    window.resize(*size)
    window.controller.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    flush()
    before = places(window)
    caption = window.findChild(QWidget, "ballDiagramCaption")
    assert caption is not None
    heights = {caption.height()}
    for key in (Qt.Key.Key_1, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_6, Qt.Key.Key_7):
        qtbot.keyClick(window, key)
        flush()
        heights.add(caption.height())
        assert places(window) == before
    qtbot.keyClick(window, Qt.Key.Key_J)
    qtbot.keyClick(window, Qt.Key.Key_5)
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.ShiftModifier)
    flush()
    heights.add(caption.height())
    assert places(window) == before and len(heights) == 1
    assert "Jumped: 5" in window.diagram.caption_text()  # the whole caption, still said
