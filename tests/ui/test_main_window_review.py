"""What a fresh-eyes operator review of the scoring window found (issue 5), each as a scenario."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ninescore.ui.dialogs import help as help_dialogs
from ninescore.ui.dialogs import printing
from ninescore.ui.main_window import MainWindow

from .flush import flush
from .window_fixtures import saved_actions, scoring_window, shown_balls  # noqa: F401


def key(qtbot: QtBot, window: MainWindow, *keys: Qt.Key) -> None:
    for k in keys:
        qtbot.keyClick(window, k)


def test_a_break_with_nothing_marked_is_previewed_and_saved_as_the_r3a_foul(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.controller.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    panel = window.shot_panel
    assert not panel.break_rails.isChecked()
    assert panel.preview.text().startswith("On commit: Foul — nothing pocketed on the break")
    assert "(R3a)" in panel.preview.text()
    key(qtbot, window, Qt.Key.Key_Return)
    assert saved_actions(window)[-1].get("balls_to_rail", 0) == 0
    assert "4 balls to a rail" not in window.log_view.toPlainText()
    assert "Petrov has ball in hand" in window.log_view.toPlainText()


def test_no_rail_is_disabled_with_a_reason_while_a_ball_is_marked_pocketed(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.controller.new_match(players=("A", "B"), race_to=(3, 3))
    key(qtbot, window, Qt.Key.Key_2, Qt.Key.Key_Return)  # the break pockets the 2
    panel = window.shot_panel
    key(qtbot, window, Qt.Key.Key_N)
    assert panel.no_rail.isEnabled() and panel.no_rail.isChecked()
    key(qtbot, window, Qt.Key.Key_1)
    assert not panel.no_rail.isEnabled() and not panel.no_rail.isChecked()
    assert "pocketed" in panel.no_rail.toolTip() and "R8" in panel.no_rail.toolTip()
    key(qtbot, window, Qt.Key.Key_N)  # refused aloud, not silently ignored
    assert window.message.property("style") == "error" and "R8" in window.message_text()
    key(qtbot, window, Qt.Key.Key_1)  # unmarked: R8 applies again
    assert panel.no_rail.isEnabled() and "R8" in panel.no_rail.toolTip()


def test_four_rails_is_disabled_when_the_break_pockets_a_ball(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.controller.new_match(players=("A", "B"), race_to=(3, 3))
    panel = window.shot_panel
    key(qtbot, window, Qt.Key.Key_R)
    assert panel.break_rails.isChecked()
    key(qtbot, window, Qt.Key.Key_5)
    assert not panel.break_rails.isEnabled() and not panel.break_rails.isChecked()
    assert "R3a" in panel.break_rails.toolTip()


def test_a_checked_toggle_is_filled_bold_and_ticked(window: MainWindow, qtbot: QtBot) -> None:
    window.controller.new_match(players=("A", "B"), race_to=(3, 3))
    key(qtbot, window, Qt.Key.Key_2, Qt.Key.Key_Return)
    scratch = window.shot_panel.scratch
    unchecked = scratch.grab().toImage()
    assert not scratch.text().startswith("✓") and not scratch.font().bold()
    key(qtbot, window, Qt.Key.Key_S)
    assert scratch.text().startswith("✓ ") and scratch.font().bold()
    checked = scratch.grab().toImage()
    centre = (checked.width() // 8, checked.height() // 2)
    # Filled: the background changes from near-white to a strong blue.
    before, after = unchecked.pixelColor(*centre), checked.pixelColor(*centre)
    assert before.lightness() > 200 and after.blue() > 150 and after.red() < 60


def test_the_three_foul_banner_names_the_loser_the_rule_and_the_next_prompt(
    window: MainWindow, qtbot: QtBot
) -> None:
    c = window.controller
    c.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    key(qtbot, window, Qt.Key.Key_R, Qt.Key.Key_Return)  # legal dry break
    for _ in range(3):
        key(qtbot, window, Qt.Key.Key_S, Qt.Key.Key_Return)  # Petrov scratches
        if c.match is not None and c.match.score == (0, 0):
            key(qtbot, window, Qt.Key.Key_Return)  # Ivanov misses
    text = window.message_text()
    assert "Petrov loses the frame: three fouls in a row. (R12) Ivanov wins it." in text
    # The next prompt shows with the banner, not after it.
    assert "Ivanov breaks" in text.splitlines()[-1]
    # A few seconds later the banner goes by itself, and the prompt alone is left.
    with qtbot.waitSignal(window.message.news_timer.timeout, timeout=5000):
        pass
    assert window.message_text() == text.splitlines()[-1]


def test_the_match_won_banner_puts_the_winners_score_first(
    window: MainWindow, qtbot: QtBot
) -> None:
    c = window.controller
    c.new_match(players=("Ann", "Bob"), race_to=(2, 2), first_breaker=1)
    key(qtbot, window, Qt.Key.Key_9, Qt.Key.Key_Return)  # Bob: golden break
    key(qtbot, window, Qt.Key.Key_9, Qt.Key.Key_Return)  # Bob again: the match
    text = window.message_text()
    assert text.startswith("Bob wins the match 2–0.")
    assert "0–2" not in text and "(R3d)" in text
    assert window.shot_panel.heading.text() == "Bob wins the match 2–0."


def test_a_combination_is_told_by_describe_not_decided_by_the_window(
    window: MainWindow, qtbot: QtBot
) -> None:
    import inspect

    from ninescore.ui import main_window

    assert "combination" not in inspect.getsource(main_window)
    c = window.controller
    c.new_match(players=("A", "B"), race_to=(3, 3))
    key(qtbot, window, Qt.Key.Key_2, Qt.Key.Key_Return)
    key(qtbot, window, Qt.Key.Key_9, Qt.Key.Key_Return)  # the 1 first, the 9 down
    assert "the 9 on a combination or carom. (R1)" in window.message_text()


def test_the_match_over_panel_offers_print_and_pdf(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[tuple[str, object]] = []
    monkeypatch.setattr(
        printing, "print_sheet", lambda parent, record: calls.append(("print", record))
    )
    monkeypatch.setattr(
        printing, "export_pdf", lambda parent, record: calls.append(("pdf", record))
    )
    c = window.controller
    c.new_match(players=("A", "B"), race_to=(1, 1))
    panel = window.shot_panel
    assert not panel.print_button.isVisibleTo(panel)
    key(qtbot, window, Qt.Key.Key_9, Qt.Key.Key_Return)
    assert panel.print_button.isVisibleTo(panel) and panel.pdf_button.isVisibleTo(panel)
    assert panel.print_button.height() >= 72
    qtbot.mouseClick(panel.print_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.pdf_button, Qt.MouseButton.LeftButton)
    assert [kind for kind, _ in calls] == ["print", "pdf"]
    assert all(record is c.record for _, record in calls)


def test_on_a_1024x600_tablet_the_log_has_room_and_shows_the_latest_entry_whole(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.resize(1024, 600)
    c = window.controller
    c.new_match(players=("Ivanov", "Petrov"), race_to=(7, 7))
    key(qtbot, window, Qt.Key.Key_3, Qt.Key.Key_Return)
    for ball in (1, 2):
        key(qtbot, window, Qt.Key(int(Qt.Key.Key_0.value) + ball), Qt.Key.Key_Return)
    for _ in range(4):
        key(qtbot, window, Qt.Key.Key_Return)  # misses: the log grows past its height
        flush()
        assert window.log_view.latest_entry_fully_visible()
    assert window.log_view.height() >= 120
    window.resize(1280, 800)
    flush()
    window.resize(1024, 600)
    flush()
    assert window.log_view.latest_entry_fully_visible()


def test_a_1080p_window_has_larger_controls_than_a_laptop_one(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.controller.new_match(players=("A", "B"), race_to=(3, 3))
    window.resize(1280, 800)
    flush()
    panel = window.shot_panel
    laptop = (panel.scratch.height(), panel.commit_button.height(), panel.scratch.font())
    window.resize(1920, 1080)
    flush()
    assert panel.scratch.height() >= laptop[0] + 12
    assert panel.commit_button.height() > laptop[1]
    assert panel.scratch.font().pointSizeF() > laptop[2].pointSizeF()
    window.resize(1024, 600)
    flush()
    assert panel.scratch.height() >= 44


def test_help_dialogs_fit_a_600_pixel_screen(qtbot: QtBot) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    free = app.primaryScreen().availableGeometry()
    dialog = help_dialogs.HelpDialog("Keys", help_dialogs.shortcuts_html())
    qtbot.addWidget(dialog)
    assert dialog.width() <= free.width() and dialog.height() <= free.height() - 40
    assert dialog.height() <= 620 and dialog.width() <= 720
    assert "Starts off" in help_dialogs.shortcuts_html()


def test_a_refusal_goes_by_itself_and_leaves_the_prompt(window: MainWindow, qtbot: QtBot) -> None:
    window.controller.new_match(players=("A", "B"), race_to=(3, 3))
    prompt = window.message_text()
    strip = window.message
    strip.durations = (strip.durations[0], 150)  # the timer's own run, only shorter
    key(qtbot, window, Qt.Key.Key_U)  # a push-out on the break: refused
    assert window.message.property("style") == "error" and "R5a" in window.message_text()
    with qtbot.waitSignal(strip.news_timer.timeout, timeout=2000):
        pass
    assert window.message_text() == prompt and window.message.property("style") == "prompt"


def test_f_waits_for_the_balls_number_and_then_lapses(window: MainWindow, qtbot: QtBot) -> None:
    window.controller.new_match(players=("A", "B"), race_to=(3, 3))
    key(qtbot, window, Qt.Key.Key_R, Qt.Key.Key_Return)  # a legal dry break
    window.prefix.timer.setInterval(150)
    key(qtbot, window, Qt.Key.Key_F)
    assert "press the ball's number" in window.message_text()
    with qtbot.waitSignal(window.prefix.ended, timeout=2000):
        pass  # the prefix's own timer ends it
    key(qtbot, window, Qt.Key.Key_4)  # now a plain 4: pocketed, not the first contact
    assert shown_balls(window).pocketed == {4} and shown_balls(window).first_contact_is_default
    assert "press the ball's number" not in window.message_text()
