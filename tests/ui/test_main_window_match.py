"""A whole match scored through the real window, by clicks and keys, checking screen and file.

Frame 1: golden break.  Frame 2: break, push-out passed back, run-out.  Frame 3: fouls with ball
in hand, the two-foul warning, a three-foul loss.  Frame 4: won on a combination, then undone and
redone across the frame boundary.  Frame 5: the match is won.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QTextDocument, QTextFormat
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from ninescore.scoring.views import Question
from ninescore.ui.main_window import MainWindow
from ninescore.ui.scoring.scoreboard import Badge

from .flush import flush
from .window_fixtures import saved_actions, saved_file, scoring_window, shown_balls  # noqa: F401


def click_ball(qtbot: QtBot, window: MainWindow, ball: int) -> None:
    qtbot.mouseClick(window.diagram.ball_button(ball), Qt.MouseButton.LeftButton)


def right_click_ball(qtbot: QtBot, window: MainWindow, ball: int) -> None:
    qtbot.mouseClick(window.diagram.ball_button(ball), Qt.MouseButton.RightButton)


def commit_click(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.mouseClick(window.shot_panel.commit_button, Qt.MouseButton.LeftButton)


def key(qtbot: QtBot, window: MainWindow, *keys: Qt.Key, shift: bool = False) -> None:
    modifier = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
    for k in keys:
        qtbot.keyClick(window, k, modifier)


def badges(window: MainWindow, player: int) -> set[Badge]:
    panel = window.scoreboard.panels[player]
    return {badge for badge, label in panel.badge_labels.items() if not label.isHidden()}


def score_shown(window: MainWindow) -> tuple[str, str]:
    panels = window.scoreboard.panels
    return panels[0].score.text(), panels[1].score.text()


def at_table(window: MainWindow) -> int | None:
    for side, panel in enumerate(window.scoreboard.panels):
        if panel.property("active"):
            return side
    return None


def test_a_whole_match_by_clicks_and_keys(window: MainWindow, qtbot: QtBot) -> None:
    c = window.controller
    assert c.new_match(players=("Ivanov", "Petrov"), race_to=(5, 5))
    assert at_table(window) == 0
    assert Badge.BREAK in badges(window, 0)
    assert "Ivanov" in window.shot_panel.heading.text()
    assert saved_file(window)["frames"] == []

    # Frame 1: golden break, by click and click.
    click_ball(qtbot, window, 9)
    assert shown_balls(window).pocketed == {9}
    commit_click(qtbot, window)
    assert score_shown(window) == ("1", "0")
    assert "9 on the break" in window.message_text()
    assert saved_file(window)["score"] == [1, 0]
    assert saved_actions(window)[-1]["pocketed"] == [9]

    # Frame 2: the winner breaks and pockets the 1; may push out.
    assert at_table(window) == 0 and Badge.BREAK in badges(window, 0)
    key(qtbot, window, Qt.Key.Key_1, Qt.Key.Key_Return)
    assert Badge.PUSH_OUT_AVAILABLE in badges(window, 0)
    assert window.shot_panel.push_out.isVisibleTo(window.shot_panel)
    key(qtbot, window, Qt.Key.Key_U)
    assert window.shot_panel.push_out.isChecked()
    key(qtbot, window, Qt.Key.Key_Return)
    # Petrov chooses: the two big buttons.
    assert window.shot_panel.pages.currentIndex() == 1
    assert at_table(window) == 1 and Badge.PUSH_OUT_CHOICE in badges(window, 1)
    assert saved_actions(window)[-1].get("push_out") is True
    qtbot.mouseClick(window.shot_panel.pass_button, Qt.MouseButton.LeftButton)
    assert saved_actions(window)[-1]["type"] == "pass_push_out"
    assert at_table(window) == 0
    assert not window.shot_panel.push_out.isVisibleTo(window.shot_panel)
    # The run-out: 2 to 9, one ball and Enter each.
    for ball in range(2, 10):
        key(qtbot, window, Qt.Key(int(Qt.Key.Key_0.value) + ball), Qt.Key.Key_Return)
    assert score_shown(window) == ("2", "0")
    assert saved_file(window)["score"] == [2, 0]
    assert saved_file(window)["frames"][1]["winner"] == 0

    # Frame 3: a dry legal break (R: four balls to a rail, Enter), then Petrov scratches.
    key(qtbot, window, Qt.Key.Key_R)
    assert window.shot_panel.break_rails.isChecked()
    assert window.shot_panel.break_rails.text().startswith("✓")
    key(qtbot, window, Qt.Key.Key_Return)
    assert at_table(window) == 1 and Badge.PUSH_OUT_AVAILABLE in badges(window, 1)
    key(qtbot, window, Qt.Key.Key_S)
    assert "foul" in window.shot_panel.commit_button.text().lower()
    key(qtbot, window, Qt.Key.Key_Return)
    assert at_table(window) == 0 and Badge.BALL_IN_HAND in badges(window, 0)
    assert saved_actions(window)[-1]["scratch"] is True
    # Ivanov misses (one input); Petrov hits the 3 first (Shift+3): second foul.
    key(qtbot, window, Qt.Key.Key_Return)
    assert at_table(window) == 1 and Badge.BALL_IN_HAND not in badges(window, 1)
    key(qtbot, window, Qt.Key.Key_NumberSign, shift=True)
    assert shown_balls(window).first_contact == 3
    assert window.diagram.view.fouled
    key(qtbot, window, Qt.Key.Key_Return)
    assert "fouls in a row: 2" in window.scoreboard.panels[1].detail.text()
    # Ivanov misses; Petrov comes back to the table with the warning shown.
    key(qtbot, window, Qt.Key.Key_Return)
    assert at_table(window) == 1
    assert Badge.WARNING in badges(window, 1)
    assert "WARNING" in window.message_text() and "Petrov" in window.message_text()
    assert "WARNING" in window.log_view.toPlainText()
    # The third foul (no contact: 0) loses the frame.
    key(qtbot, window, Qt.Key.Key_0)
    assert shown_balls(window).first_contact is None
    key(qtbot, window, Qt.Key.Key_Return)
    assert score_shown(window) == ("3", "0")
    assert "three fouls" in window.message_text()
    assert saved_file(window)["frames"][2]["win_reason"] == "three_fouls"

    # Frame 4: Ivanov breaks (winner breaks) pocketing the 2, then the 9 on a combination
    # (first contact stays the default, the 1).
    click_ball(qtbot, window, 2)
    key(qtbot, window, Qt.Key.Key_Return)
    click_ball(qtbot, window, 9)
    assert shown_balls(window).first_contact == 1
    assert shown_balls(window).first_contact_is_default
    commit_click(qtbot, window)
    assert score_shown(window) == ("4", "0")
    assert "combination" in window.message_text()
    assert len(saved_file(window)["frames"]) == 4

    # Undo crosses back into frame 4 and reopens it; redo wins it again.
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert score_shown(window) == ("3", "0")
    assert window.scoreboard.centre.text().endswith("4")
    assert 2 not in shown_balls(window).on_table and 9 in shown_balls(window).on_table
    assert saved_file(window)["score"] == [3, 0]
    assert saved_file(window)["frames"][3]["winner"] is None
    qtbot.keyClick(
        window,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert score_shown(window) == ("4", "0")
    assert saved_file(window)["score"] == [4, 0]
    assert not window.commands["redo"].isEnabled()

    # Frame 5: golden break by keys wins the match.
    key(qtbot, window, Qt.Key.Key_9, Qt.Key.Key_Return)
    assert score_shown(window) == ("5", "0")
    assert Badge.WINNER in badges(window, 0)
    assert "wins the match" in window.message_text()
    assert window.shot_panel.pages.currentIndex() == 2
    assert saved_file(window)["status"] == "finished"
    assert saved_file(window)["winner"] == 0
    # Nothing scores after the match: keys are off, the diagram is inert.
    assert not window.diagram.view.interactive
    count = len(saved_actions(window))
    key(qtbot, window, Qt.Key.Key_Return)
    assert len(saved_actions(window)) == count
    assert "Ivanov 5–0 Petrov" in window.windowTitle()


def test_first_contact_by_right_click_and_by_f_then_digit(window: MainWindow, qtbot: QtBot) -> None:
    window.controller.new_match(players=("A", "B"), race_to=(3, 3))
    key(qtbot, window, Qt.Key.Key_R, Qt.Key.Key_Return)  # dry legal break
    right_click_ball(qtbot, window, 4)
    assert shown_balls(window).first_contact == 4
    assert not shown_balls(window).first_contact_is_default
    key(qtbot, window, Qt.Key.Key_F, Qt.Key.Key_6)
    assert shown_balls(window).first_contact == 6
    assert shown_balls(window).pocketed == frozenset()
    key(qtbot, window, Qt.Key.Key_J, Qt.Key.Key_5)
    assert shown_balls(window).jumped == {5}
    key(qtbot, window, Qt.Key.Key_Escape)
    assert shown_balls(window).jumped == frozenset()
    assert shown_balls(window).first_contact_is_default


def test_refused_input_shows_one_sentence_and_keeps_the_marks(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.controller.new_match(players=("A", "B"), race_to=(3, 3))
    key(qtbot, window, Qt.Key.Key_U)  # push-out on the break: not allowed
    assert "R5a" in window.message_text()
    assert window.message.property("style") == "error"
    key(qtbot, window, Qt.Key.Key_3)
    key(qtbot, window, Qt.Key.Key_B)  # pass back with no push-out waiting
    assert "No push-out" in window.message_text()
    assert shown_balls(window).pocketed == {3}


def test_facts_that_cannot_apply_are_hidden(window: MainWindow, qtbot: QtBot) -> None:
    panel = window.shot_panel
    window.controller.new_match(players=("A", "B"), race_to=(3, 3))
    assert panel.break_rails.isVisibleTo(panel) and not panel.break_rails.isChecked()
    assert not panel.push_out.isVisibleTo(panel)
    assert not panel.no_rail.isVisibleTo(panel)
    key(qtbot, window, Qt.Key.Key_R, Qt.Key.Key_Return)
    assert not panel.break_rails.isVisibleTo(panel)
    assert panel.push_out.isVisibleTo(panel) and panel.no_rail.isVisibleTo(panel)
    key(qtbot, window, Qt.Key.Key_Return)
    assert not panel.push_out.isVisibleTo(panel)


def test_every_target_is_at_least_44_pixels(window: MainWindow, qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QAbstractButton

    window.controller.new_match(players=("A", "B"), race_to=(3, 3))
    window.resize(1024, 600)
    flush()
    for button in window.centralWidget().findChildren(QAbstractButton):
        if button.isVisible():
            assert button.height() >= 44, button.objectName() or button.text()
    labels = [w for w in window.scoreboard.findChildren(QLabel) if w.objectName() == "nameLabel"]
    assert all(label.font().pixelSize() >= 18 for label in labels)


def test_the_log_appended_shot_by_shot_reads_as_a_rebuilt_one(
    window: MainWindow, qtbot: QtBot
) -> None:
    c = window.controller
    c.new_match(players=("A", "B"), race_to=(3, 3))
    for keys in ((Qt.Key.Key_2,), (), (Qt.Key.Key_S,), (Qt.Key.Key_3,), ()):
        key(qtbot, window, *keys, Qt.Key.Key_Return)
    appended = window.log_view.toPlainText()
    appended_look = _document_look(window.log_view.document())
    window.log_view.rebuild(c.state)
    assert window.log_view.toPlainText() == appended
    assert appended.count("\n5. ") == 1 and "Foul — cue ball pocketed. (R6)" in appended
    # Not only the words: the same paragraphs, margins, bold runs and colours.
    rebuilt_look = _document_look(window.log_view.document())
    assert appended_look == rebuilt_look
    foul_runs = [run for block in rebuilt_look for run in block[2] if run[2] == "#c62828"]
    assert any("cue ball pocketed" in run[0] for run in foul_runs)


def _document_look(document: QTextDocument) -> list[tuple[str, tuple[float, float], list[Run]]]:
    """Each paragraph's text and margins, and its runs as (text, bold, colour) merged by look."""
    look = []
    block = document.begin()
    while block.isValid():
        runs: list[Run] = []
        iterator = block.begin()
        while not iterator.atEnd():
            fragment = iterator.fragment()
            char_format = fragment.charFormat()
            bold = char_format.fontWeight() >= QFont.Weight.Bold.value
            colour = (
                char_format.foreground().color().name()
                if char_format.hasProperty(QTextFormat.Property.ForegroundBrush)
                else ""
            )
            if runs and runs[-1][1:] == (bold, colour):
                runs[-1] = (runs[-1][0] + fragment.text(), bold, colour)
            else:
                runs.append((fragment.text(), bold, colour))
            iterator += 1
        margins = (block.blockFormat().topMargin(), block.blockFormat().bottomMargin())
        look.append((block.text(), margins, runs))
        block = block.next()
    return look


Run = tuple[str, bool, str]


def test_f_and_j_then_a_digit_mean_the_same_when_a_ball_has_the_focus(
    window: MainWindow, qtbot: QtBot
) -> None:
    c = window.controller
    c.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    ball = window.diagram.ball_button(1)
    ball.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is ball)
    # What a keyboard does: each key goes to the widget with the focus, here ball 1.
    for k in (Qt.Key.Key_J, Qt.Key.Key_5, Qt.Key.Key_F, Qt.Key.Key_3):
        focused = QApplication.focusWidget()
        assert focused is not None
        qtbot.keyClick(focused, k)
    draft = c.draft
    assert draft.jumped == frozenset({5})
    assert draft.pocketed == frozenset()
    assert (draft.first_contact, draft.first_contact_chosen) == (3, True)
    qtbot.keyClick(ball, Qt.Key.Key_Space)  # the focused ball's own key: ball 1 pocketed
    assert c.draft.pocketed == frozenset({1})


def test_a_third_foul_between_shots_is_asked_about_before_it_loses_the_frame(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    c = window.controller
    c.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    c.toggle_pocketed(2)
    c.commit_shot()
    for _ in range(2):  # Ivanov fouls twice, Petrov misses after each
        c.set_fact("scratch", True)
        c.commit_shot()
        c.commit_shot()
    assert Badge.WARNING in badges(window, 0)
    questions: list[str] = []
    answers = iter([None, ""])

    def ask(question: Question, reason_label: str | None = None) -> str | None:
        questions.append(f"{question.title}: {question.consequence}")
        return next(answers)

    monkeypatch.setattr(window, "confirm", ask)
    window.shot_panel.foul_between_shots_requested.emit("ball touched")
    assert len(questions) == 1 and "three fouls in a row" in questions[0]
    assert "Petrov wins it" in questions[0]
    assert score_shown(window) == ("0", "0")  # declined: nothing recorded
    assert c.match is not None and len(c.match.frame.log) == 5
    window.shot_panel.foul_between_shots_requested.emit("ball touched")
    assert score_shown(window) == ("0", "1")
    assert len(questions) == 2


def test_a_first_foul_between_shots_is_recorded_without_a_question(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    c = window.controller
    c.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    c.toggle_pocketed(2)
    c.commit_shot()
    monkeypatch.setattr(window, "confirm", lambda question, *_: pytest.fail(question.title))
    window.shot_panel.foul_between_shots_requested.emit("ball touched")
    assert c.match is not None and c.match.frame.log[-1].is_foul


def test_the_preview_of_a_third_foul_leads_with_the_lost_frame(window: MainWindow) -> None:
    c = window.controller
    c.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    c.toggle_pocketed(2)
    c.commit_shot()
    for _ in range(2):
        c.set_fact("scratch", True)
        c.commit_shot()
        c.commit_shot()
    c.toggle_pocketed(9)
    c.set_fact("scratch", True)
    panel = window.shot_panel
    preview = panel.preview.text()
    assert preview.startswith("On commit: Petrov wins the frame: three fouls.")
    assert "The 9 is spotted." in preview and "cue ball pocketed" in preview
    assert panel.commit_button.text() == "Commit — ends the frame  [Enter]"
    assert "#e65100" in panel.preview.styleSheet()


def test_an_undo_says_what_it_took_back_and_that_a_frame_reopened(
    window: MainWindow, qtbot: QtBot
) -> None:
    c = window.controller
    c.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    c.toggle_pocketed(9)
    c.commit_shot()  # 9 on the break: 1–0, frame 2
    assert score_shown(window) == ("1", "0")
    c.undo()
    assert score_shown(window) == ("0", "0")
    message = window.message_text()
    assert message.startswith("Undone: Ivanov: hit the 1 first, pocketed 9.")
    assert "Frame 1 is open again." in message
    assert "Ivanov breaks" in message  # and what to do now, under it
    c.toggle_pocketed(3)
    c.commit_shot()
    c.undo()
    assert window.message_text().startswith("Undone: Ivanov: hit the 1 first, pocketed 3.")
    assert "open again" not in window.message_text()


def test_an_undo_notice_keeps_the_two_foul_warning_red(window: MainWindow) -> None:
    c = window.controller
    c.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    c.set_fact("balls_to_rail", True)
    c.commit_shot()  # a legal dry break
    for _ in range(2):  # Petrov fouls, Ivanov misses: Petrov comes back on two fouls
        c.set_fact("scratch", True)
        c.commit_shot()
        c.commit_shot()
    assert window.message.property("style") == "warning"
    c.toggle_pocketed(1)
    c.commit_shot()  # Petrov pots the 1: the warning stays while he is at the table
    c.undo()
    assert window.message_text().startswith("Undone: Petrov")
    assert "WARNING (R12)" in window.message_text()
    assert window.message.property("style") == "warning"
