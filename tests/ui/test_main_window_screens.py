"""The window in each situation an operator meets, at tablet and laptop sizes: nothing clipped.

Each scenario also saves a screenshot when ``NINESCORE_SCREENSHOTS`` names a folder, which is how
``docs/screenshots/window-*.png`` and ``scoring-window.png`` are made (under Xvfb, for real fonts):

    NINESCORE_SCREENSHOTS=docs/screenshots xvfb-run -a -s "-screen 0 1280x800x24" \\
        python -m pytest tests/ui/test_main_window_screens.py -p no:cacheprovider
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from ninescore.controller import MatchController
from ninescore.rules import RuleOptions
from ninescore.ui.main_window import MainWindow
from ninescore.ui.scoring.zoom import ZOOM_STEPS
from ninescore.ui.wiring import create_main_window

from .flush import flush
from .window_fixtures import scoring_window  # noqa: F401

SIZES = ((1280, 800), (1024, 600))


def mid_frame(c: MatchController) -> None:
    """Ivanov leads 3–2 in a race to 7; frame 6, Petrov has made the 1 and 2 and is on the 3."""
    c.new_match(
        players=("Ivanov", "Petrov"),
        race_to=(7, 7),
        options=RuleOptions(break_rule="alternate"),
        event="Club night",
    )
    for _ in range(5):
        c.toggle_pocketed(9)
        c.commit_shot()  # golden break for the breaker; the players take turns to break
    c.toggle_pocketed(4)
    c.commit_shot()  # a ball on the break
    c.commit_shot()  # miss: the other player comes to the table
    for ball in (1, 2):
        c.toggle_pocketed(ball)
        c.commit_shot()


def ball_in_hand(c: MatchController) -> None:
    c.new_match(players=("Ivanov", "Petrov"), race_to=(7, 7))
    c.toggle_pocketed(3)
    c.commit_shot()
    c.set_fact("scratch", True)
    c.commit_shot()


def push_out_choice(c: MatchController) -> None:
    c.new_match(players=("Ivanov", "Petrov"), race_to=(7, 7))
    c.set_fact("balls_to_rail", True)
    c.commit_shot()  # a legal break, nothing down: Petrov may push out
    c.set_fact("push_out", True)
    c.commit_shot()


def warning(c: MatchController) -> None:
    c.new_match(players=("Ivanov", "Petrov"), race_to=(7, 7))
    c.set_fact("balls_to_rail", True)
    c.commit_shot()  # a legal break, nothing down
    c.set_fact("scratch", True)
    c.commit_shot()  # Petrov fouls
    c.commit_shot()  # Ivanov misses
    c.set_fact("scratch", True)
    c.commit_shot()  # Petrov fouls again: on his next visit he is on two fouls
    c.commit_shot()  # Ivanov misses


def match_won(c: MatchController) -> None:
    c.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    for _ in range(3):
        c.toggle_pocketed(9)
        c.commit_shot()


SCENARIOS: dict[str, Callable[[MatchController], None]] = {
    "mid-frame": mid_frame,
    "ball-in-hand": ball_in_hand,
    "push-out": push_out_choice,
    "warning": warning,
    "match-won": match_won,
}


def clipped_texts(window: QWidget) -> list[str]:
    """Visible labels and buttons whose one-line text is wider than the widget shows."""
    clipped = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window) or widget.width() <= 1:
            continue
        if (isinstance(widget, QLabel) and not widget.wordWrap()) or isinstance(
            widget, QAbstractButton
        ):
            text = widget.text()
        else:
            continue
        # A mnemonic's & is not drawn ("&Find:" shows "Find:"); a doubled one is.
        text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
        lines = [line for line in text.split("\n") if line.strip()]
        if not lines or widget.sizePolicy().horizontalPolicy().name == "Ignored":
            continue
        metrics = widget.fontMetrics()
        needed = max(metrics.horizontalAdvance(line) for line in lines)
        if needed > widget.contentsRect().width() + 2:
            clipped.append(f"{widget.objectName() or type(widget).__name__}: {text!r}")
    return clipped


def save_screenshot(window: QWidget, name: str) -> None:
    folder = os.environ.get("NINESCORE_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        assert window.grab().save(str(Path(folder) / name))


@pytest.mark.parametrize("name", list(SCENARIOS))
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_each_situation_fits_the_window_without_clipped_text(
    window: MainWindow, qtbot: QtBot, name: str, size: tuple[int, int]
) -> None:
    SCENARIOS[name](window.controller)
    window.resize(*size)
    flush()
    assert window.controller.match is not None
    assert window.pages.currentWidget() is not window.start_screen
    assert clipped_texts(window) == []
    suffix = "" if size == (1280, 800) else f"-{size[0]}x{size[1]}"
    save_screenshot(window, f"window-{name}{suffix}.png")
    if name == "mid-frame" and size == (1280, 800):
        save_screenshot(window, "scoring-window.png")


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_start_screen_fits_the_window(
    window: MainWindow, qtbot: QtBot, size: tuple[int, int]
) -> None:
    window.resize(*size)
    flush()
    assert window.start_screen.new_button.isVisible()
    assert clipped_texts(window) == []
    suffix = "" if size == (1280, 800) else f"-{size[0]}x{size[1]}"
    save_screenshot(window, f"window-start{suffix}.png")


def test_the_start_screen_with_unfinished_matches_fits_the_window(
    data_dir: Path, qtbot: QtBot
) -> None:
    from PySide6.QtWidgets import QApplication

    from ninescore.ui.wiring import create_main_window

    from .test_main_window_start import store_match

    for players in (("Ivanov", "Petrov"), ("Anna Kowalczyk-Lindqvist", "Boris")):
        store_match(data_dir, players, finished=False)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = create_main_window(app, data_dir, offer_resume=False)
    qtbot.addWidget(window)
    try:
        for size in SIZES:
            window.resize(*size)
            window.show()
            qtbot.waitUntil(lambda: len(window.start_screen.waiting_buttons) == 2, timeout=3000)
            flush()
            assert clipped_texts(window) == []
            suffix = "" if size == (1280, 800) else f"-{size[0]}x{size[1]}"
            save_screenshot(window, f"window-start-resume{suffix}.png")
    finally:
        window.controller.close_store()


def foul_on_the_shot(c: MatchController) -> None:
    """Ball in hand, then a shot marked as a foul (wrong ball first, no rail): the longest
    preview and the "Commit foul" button."""
    ball_in_hand(c)
    c.set_first_contact(5)
    c.set_fact("no_rail", True)


@pytest.fixture
def russian_tablet(russian: QApplication, data_dir: Path, qtbot: QtBot) -> Iterator[MainWindow]:
    """The scoring window in Russian on a 1024×600 tablet."""
    window = create_main_window(russian, data_dir, offer_resume=False)
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.controller.close_match()


@pytest.mark.parametrize("name", ["ball-in-hand", "push-out", "warning", "match-won"])
def test_each_situation_fits_a_tablet_in_russian(
    russian_tablet: MainWindow, qtbot: QtBot, name: str
) -> None:
    SCENARIOS[name](russian_tablet.controller)
    flush()
    assert clipped_texts(russian_tablet) == []


def test_a_foul_to_commit_fits_a_tablet_in_russian(
    russian_tablet: MainWindow, qtbot: QtBot
) -> None:
    foul_on_the_shot(russian_tablet.controller)
    flush()
    button = russian_tablet.shot_panel.commit_button
    assert button.text() == "Записать нарушение  [Enter]"
    assert clipped_texts(russian_tablet) == []


def test_larger_stops_where_the_tablet_has_no_more_room_and_says_so(
    window: MainWindow, qtbot: QtBot
) -> None:
    foul_on_the_shot(window.controller)
    window.resize(1024, 600)
    flush()
    try:
        for _ in range(len(ZOOM_STEPS)):
            window.zoom(+1)
        flush()
        largest = window.shot_panel.font().pointSizeF()
        assert window.message_text() == "The text is as large as this window has room for."
        assert window.zoom_factor < ZOOM_STEPS[-1]  # a zoom that is not shown is not kept
        assert clipped_texts(window) == []
        window.zoom(-1)  # one step smaller is one step smaller at once
        flush()
        assert window.shot_panel.font().pointSizeF() < largest
        assert "as large as" not in window.message_text()
    finally:
        window.zoom(0)  # the zoom is remembered: leave it as the other tests expect it


@pytest.mark.parametrize("size", [(1280, 800), (800, 1100)], ids=["1280x800", "800x1100"])
def test_larger_all_the_way_keeps_every_word_whole_in_russian(
    russian: QApplication, data_dir: Path, qtbot: QtBot, size: tuple[int, int]
) -> None:
    window = create_main_window(russian, data_dir, offer_resume=False)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    foul_on_the_shot(window.controller)
    normal = window.shot_panel.font().pointSizeF()
    try:
        for _ in range(len(ZOOM_STEPS)):
            window.zoom(+1)
        flush()
        assert window.shot_panel.font().pointSizeF() > normal  # larger did something
        assert clipped_texts(window) == []
    finally:
        window.zoom(0)
        window.controller.close_match()


def test_a_preview_too_long_for_its_room_ends_in_an_ellipsis_on_a_whole_line(
    window: MainWindow, qtbot: QtBot
) -> None:
    foul_on_the_shot(window.controller)
    window.resize(1024, 600)
    flush()
    preview = window.shot_panel.preview
    preview.setText("On commit: Ivanov missed: nothing pocketed. (R1)")
    flush()
    assert not preview.is_cut
    preview.setText(preview.text() + " Very long." * 40)
    flush()
    assert preview.is_cut
    lines = preview.visible_lines()
    metrics = preview.fontMetrics()
    assert lines[-1][0].endswith("…")
    assert all(
        metrics.horizontalAdvance(words) <= preview.contentsRect().width() for words, _ in lines
    )
    # Whole lines: the last one's descent still lies inside the label.
    assert lines[-1][1] + metrics.descent() <= preview.contentsRect().height() + 1
    assert not preview.grab().toImage().isNull()


def test_the_foul_menu_rows_are_finger_sized(window: MainWindow) -> None:
    window.controller.new_match(players=("Ivanov", "Petrov"), race_to=(7, 7))
    menu = window.shot_panel.foul_menu
    menu.ensurePolished()
    menu.adjustSize()
    rows = [action for action in menu.actions() if not action.isSeparator()]
    assert rows and all(menu.actionGeometry(action).height() >= 44 for action in rows)
    assert all(action.text()[:1].isupper() for action in rows)


def test_upright_the_push_out_row_keeps_its_room_when_hidden(
    window: MainWindow, qtbot: QtBot
) -> None:
    c = window.controller
    window.resize(800, 1100)
    c.new_match(players=("Ivanov", "Petrov"), race_to=(7, 7))
    c.toggle_pocketed(3)
    c.commit_shot()
    flush()
    panel = window.shot_panel
    assert panel.push_out.isVisible()
    balls_before = window.diagram.ball_button(1).geometry()
    panel_before = panel.geometry()
    c.commit_shot()  # the push-out chance is gone
    flush()
    assert not panel.push_out.isVisible()
    assert window.diagram.ball_button(1).geometry() == balls_before
    assert panel.geometry() == panel_before


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_banner_coming_and_going_moves_nothing_under_the_finger(
    window: MainWindow, qtbot: QtBot, size: tuple[int, int]
) -> None:
    c = window.controller
    window.resize(*size)
    c.new_match(players=("Ivanov", "Petrov"), race_to=(7, 7))
    c.toggle_pocketed(9)
    c.commit_shot()  # 9 on the break: the frame-won banner, with the next prompt under it
    flush()
    assert "wins the frame" in window.message_text()
    during = (window.diagram.ball_button(1).geometry(), window.shot_panel.geometry())
    strip = window.message.height()
    window.message.clear_news()
    flush()
    assert "wins the frame" not in window.message_text()
    assert (window.diagram.ball_button(1).geometry(), window.shot_panel.geometry()) == during
    assert window.message.height() == strip
    assert clipped_texts(window) == []


def test_the_balls_stay_put_through_a_push_out_choice(window: MainWindow, qtbot: QtBot) -> None:
    c = window.controller
    c.new_match(players=("Ivanov", "Petrov"), race_to=(7, 7))
    c.set_fact("balls_to_rail", True)
    c.commit_shot()  # a legal dry break: Petrov may push out
    flush()
    ball = window.diagram.ball_button(1)
    before = ball.geometry()
    c.set_fact("push_out", True)
    c.commit_shot()  # Ivanov chooses: the diagram is not tappable, its hint is hidden
    flush()
    assert c.match is not None and c.match.frame.push_out_pending
    assert ball.geometry() == before
    c.pass_push_out()
    flush()
    assert ball.geometry() == before
