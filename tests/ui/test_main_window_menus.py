"""The menus: printing and history wired when present, language, help, ending a frame."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ninescore import rules
from ninescore.rules import Code
from ninescore.scoring.keys import sequences_shown
from ninescore.scoring.views import Question
from ninescore.ui.dialogs import help as help_dialogs
from ninescore.ui.dialogs import printing
from ninescore.ui.main_window import MainWindow

from .window_fixtures import saved_actions, scoring_window  # noqa: F401


def test_print_and_export_call_the_sheet_module(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert not window.commands["print"].isEnabled()  # no match yet
    window.controller.new_match(players=("A", "B"), race_to=(3, 3))
    assert window.commands["print"].isEnabled() and window.commands["pdf"].isEnabled()
    calls: list[tuple[str, object]] = []
    monkeypatch.setattr(
        printing, "print_sheet", lambda parent, record: calls.append(("print", record))
    )
    monkeypatch.setattr(
        printing, "export_pdf", lambda parent, record: calls.append(("pdf", record))
    )
    window.commands["print"].trigger()
    window.commands["pdf"].trigger()
    assert [kind for kind, _ in calls] == ["print", "pdf"]
    assert all(record is window.controller.record for _, record in calls)


# The offscreen platform cannot raise windows or propagate size hints, and says so.
@pytest.mark.qt_log_ignore("This plugin does not support")
def test_history_opens_and_can_resume_a_match(window: MainWindow, qtbot: QtBot) -> None:
    c = window.controller
    c.new_match(players=("A", "B"), race_to=(3, 3))
    assert c.record is not None
    first = c.record.id
    qtbot.keyClick(window, Qt.Key.Key_Return)
    c.new_match(players=("C", "D"), race_to=(3, 3))
    window.show_history()
    history = window.history_window
    assert history is not None and history.isVisible()
    qtbot.addWidget(history)
    history.resume_requested.emit(first)  # type: ignore[attr-defined]
    assert c.record is not None and c.record.id == first
    assert c.match is not None and len(c.match.frame.log) == 1
    history.close()


def test_language_choice_is_saved_and_takes_effect_at_next_start(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ninescore import i18n

    saved: list[str | None] = []
    monkeypatch.setattr(i18n, "set_saved_language", saved.append)
    window.set_language("ru")
    assert saved == ["ru"]
    assert "next time" in window.message_text()
    checked = [a.objectName() for a in window.language_menu.actions() if a.isChecked()]
    assert checked == ["language_ru"]


def test_help_lists_every_scoring_key_and_every_rule() -> None:
    # Each row's keys read as key sequences, exactly: "S" is not found in "Shift+1".
    keys = {key for row, _ in help_dialogs.shortcuts() for key in sequences_shown(row)}
    for expected in ("1", "9", "Shift+1", "0", "S", "C", "N", "R", "U", "X", "Enter", "Esc"):
        assert expected in keys
    # Every numbered rule the engine cites has its line in the summary, in the rules' order,
    # R1 to R14 first; the house rules (cited by their option) after them.
    cited = {int(n) for n in re.findall(r'"R(\d+)[a-e]?(?:/ruling)?"', engine_source())}
    summary = [rule for rule, _ in help_dialogs.rules_summary()]
    assert summary[:14] == [f"R{n}" for n in range(1, 15)]
    numbered = [rule for rule in summary if re.fullmatch(r"R\d+", rule)]
    numbers = [int(rule.removeprefix("R")) for rule in numbered]
    assert cited and cited <= set(numbers), sorted(cited - set(numbers))
    assert numbers == sorted(numbers) and len(set(numbers)) == len(numbers)
    assert all(rule.startswith("option:") for rule in summary[len(numbered) :])
    assert "R12" in help_dialogs.rules_html() and "Ctrl+Z" in help_dialogs.shortcuts_html()


def engine_source() -> str:
    """The rules engine's code, where every rule it applies is cited."""
    package = Path(rules.__file__).parent
    return "".join(path.read_text(encoding="utf-8") for path in sorted(package.glob("*.py")))


@pytest.mark.qt_log_ignore("This plugin does not support")
def test_help_rules_summary_says_the_rules_of_the_match_open(
    window: MainWindow, qtbot: QtBot, when_dialog: Callable[..., list]
) -> None:
    """Help → Rules summary of a match with the 9 on the break spotted and the three-foul rule
    off: made from those options, it says neither "the 9 on a legal break wins" nor that three
    fouls lose."""
    from ninescore.rules import RuleOptions
    from ninescore.ui.dialogs.help import HelpDialog

    window.controller.new_match(
        players=("Anna", "Boris"),
        race_to=(3, 3),
        options=RuleOptions(nine_on_break="spotted", three_foul_rule=False),
    )
    shown: list[str] = []

    def read(dialog: HelpDialog) -> None:
        shown.append(dialog.browser.toPlainText())
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    when_dialog(HelpDialog, read)
    window.commands["rules"].trigger()
    (text,) = shown
    assert "The 9 on a legal break wins" not in text
    assert "spotted and the breaker shoots again (option:nine_on_break)" in text
    assert "Three fouls in a row lose the frame" not in text
    assert "three-foul rule is off" in text
    assert "without a shot clock" in text


def test_concession_and_stalemate_from_the_match_menu(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    c = window.controller
    c.new_match(players=("A", "B"), race_to=(3, 3))
    assert not window.commands["stalemate"].isEnabled()  # nothing to re-rack before the break
    qtbot.keyClick(window, Qt.Key.Key_Return)
    asked: list[Question] = []
    answers = iter([None, "", "left the table"])

    def confirm(question: Question, reason_label: str | None = None) -> str | None:
        asked.append(question)
        return next(answers)

    monkeypatch.setattr(window, "confirm", confirm)
    window.commands["stalemate"].trigger()  # asked, and the operator goes back
    assert saved_actions(window)[-1]["type"] == "shot"
    window.commands["stalemate"].trigger()
    assert saved_actions(window)[-1]["type"] == "stalemate"
    assert asked[0].title == "Stalemate: re-rack?"
    assert asked[0].consequence == (
        "Frame 1 is played again from the break: A breaks. Nobody wins it; the score stays 0–0."
    )
    qtbot.keyClick(window, Qt.Key.Key_Return)
    window.commands["concede1"].trigger()
    assert asked[2].title == "B loses the frame?"
    assert "A wins it" in asked[2].consequence and "Score then: A 1–0 B." in asked[2].consequence
    assert saved_actions(window)[-1] == {
        "type": "concession",
        "time": saved_actions(window)[-1]["time"],
        "player": 1,
        "reason": "left the table",
    }
    assert window.scoreboard.panels[0].score.text() == "1"
    assert c.match is not None and c.match.frames[0].log[-1].find(Code.FRAME_WON) is not None


def test_foul_reasons_from_the_foul_menu(window: MainWindow, qtbot: QtBot) -> None:
    c = window.controller
    c.new_match(players=("A", "B"), race_to=(3, 3))
    qtbot.keyClick(window, Qt.Key.Key_Return)
    panel = window.shot_panel
    panel.reason_actions["double_hit"].trigger()
    assert "double hit" in panel.foul_button.toolTip() and panel.foul_button.isChecked()
    assert panel.foul_button.text().startswith("✓ Double hit")
    assert "foul" in panel.commit_button.text().lower()
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert saved_actions(window)[-1]["fouls"] == ["double_hit"]
    assert window.scoreboard.panels[0].property("active")  # B fouled: A has ball in hand
    panel.ask_reason_text = lambda: "coached from the rail"  # type: ignore[method-assign]
    panel.foul_menu.actions()[len(panel.reason_actions)].trigger()  # "Other foul…"
    assert c.draft.fouls == ("coached from the rail",)
    between = panel.between_menu.actions()[0]
    between.trigger()
    assert saved_actions(window)[-1]["type"] == "foul_between_shots"
