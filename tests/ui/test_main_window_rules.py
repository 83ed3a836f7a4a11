"""Match → Change the rules: before the first break, through the real dialog; not after it."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox
from pytestqt.qtbot import QtBot

from ninescore.rules import PROFILES
from ninescore.ui.dialogs.new_match import SETTINGS_GROUP, NewMatchDialog
from ninescore.ui.dialogs.rules import ChangeRulesDialog
from ninescore.ui.main_window import MainWindow

from .window_fixtures import saved_file, scoring_window  # noqa: F401

WhenDialog = Callable[[type[QDialog], Callable[[QDialog], None]], list[QDialog]]
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture(autouse=True)
def remembered_choices_kept() -> Iterator[None]:
    """The dialog remembers its choice for the next match: give the other tests theirs back."""
    settings = QSettings()
    settings.beginGroup(SETTINGS_GROUP)
    kept = {key: settings.value(key) for key in settings.allKeys()}
    settings.endGroup()
    yield
    settings.beginGroup(SETTINGS_GROUP)
    settings.remove("")
    for key, value in kept.items():
        settings.setValue(key, value)
    settings.endGroup()
    settings.sync()


def choose_wpa_and_confirm(qtbot: QtBot) -> Callable[[QDialog], None]:
    def answer(dialog: QDialog) -> None:
        assert isinstance(dialog, ChangeRulesDialog)
        combo = dialog.rules.profile
        index = combo.findData("wpa")
        combo.setCurrentIndex(index)
        combo.activated.emit(index)  # as a tap on the item does
        assert dialog.break_rule.currentData() == "alternate"  # the profile sets the order too
        qtbot.mouseClick(dialog.buttons.buttons()[0], LEFT)  # OK

    return answer


def test_rules_changed_before_the_break_are_saved_shown_and_remembered(
    window: MainWindow, qtbot: QtBot, when_dialog: WhenDialog
) -> None:
    assert window.controller.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    command = window.commands["changeRules"]
    assert command.isEnabled() and command in window.menuBar().actions()[0].menu().actions()
    created = saved_file(window)["created"]

    seen = when_dialog(ChangeRulesDialog, choose_wpa_and_confirm(qtbot))
    command.trigger()

    assert len(seen) == 1
    saved = saved_file(window)
    assert saved["options"]["profile"] == "wpa" and saved["created"] == created
    assert saved["options"]["break_rule"] == "alternate"
    assert window.scoreboard.rules.text() == "WPA rules"
    assert "WPA World Standardized Rules" in window.message_text()
    assert window.clock_bar.isVisible()  # the event is on the clock now (R14)
    # The next new match starts from the rules chosen.
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    assert dialog.rules.options() == PROFILES["wpa"]


def test_once_the_break_is_played_the_rules_cannot_be_changed(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert window.controller.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    qtbot.keyClick(window, Qt.Key.Key_Return)  # a dry break (the R3a foul): play has begun

    command = window.commands["changeRules"]
    assert not command.isEnabled()
    asked: list[object] = []
    monkeypatch.setattr(ChangeRulesDialog, "ask", lambda *arguments: asked.append(arguments))
    window.change_rules()  # even when asked directly, no dialog opens
    assert asked == []
    assert saved_file(window)["options"]["profile"] == "seed"
    # Undo the break: the match is again as it was made, and its rules can change.
    window.controller.undo()
    assert command.isEnabled()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_dialog_fits_a_tablet_in_either_language(
    qtbot: QtBot, lang: str, request: pytest.FixtureRequest
) -> None:
    if lang == "ru":
        request.getfixturevalue("russian")
    dialog = ChangeRulesDialog(PROFILES["wpa"])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)

    # A 1024×600 tablet, less the window frame: every row shown whole, nothing squeezed.
    hint = dialog.sizeHint()
    assert hint.width() <= 1024 - 16 and hint.height() <= 600 - 40
    assert dialog.note.text() and dialog.windowTitle()
    assert "WPA" in dialog.rules.profile.currentText()
    folder = os.environ.get("NINESCORE_SCREENSHOTS")
    if folder:
        suffix = "" if lang == "en" else "-ru"
        dialog.grab().save(str(Path(folder) / f"dialog-change-rules{suffix}.png"))


def test_the_dialog_reads_top_to_bottom_from_the_keyboard(qtbot: QtBot) -> None:
    dialog = ChangeRulesDialog(PROFILES["seed"])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.focusWidget() is dialog.rules.profile

    chain = []
    widget = dialog.rules.numbers_button
    for _ in range(3):
        widget = widget.nextInFocusChain()
        while not widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
            widget = widget.nextInFocusChain()
        chain.append(widget)

    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert chain[:2] == [dialog.break_rule, ok]


def test_an_undone_break_is_named_before_the_rules_change_and_redo_is_gone(
    window: MainWindow, qtbot: QtBot, when_dialog: WhenDialog
) -> None:
    assert window.controller.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    qtbot.keyClick(window, Qt.Key.Key_Return)  # the break
    window.controller.undo()
    notes: list[str] = []

    def answer(dialog: QDialog) -> None:
        assert isinstance(dialog, ChangeRulesDialog)
        notes.append(dialog.note.text())
        choose_wpa_and_confirm(qtbot)(dialog)

    when_dialog(ChangeRulesDialog, answer)
    window.commands["changeRules"].trigger()

    assert "cannot be redone under other rules" in notes[0]
    assert not window.commands["redo"].isEnabled()
    assert saved_file(window)["options"]["profile"] == "wpa"


def test_rules_left_as_they_were_are_not_remembered_for_the_next_match(
    window: MainWindow, qtbot: QtBot, when_dialog: WhenDialog
) -> None:
    assert window.controller.new_match(
        players=("Ivanov", "Petrov"), race_to=(3, 3), options=PROFILES["tv"]
    )
    seed = ChangeRulesDialog(PROFILES["seed"])
    qtbot.addWidget(seed)
    seed.remember()  # the next new match would start from the seed's rules

    def confirm_as_it_is(dialog: QDialog) -> None:
        assert isinstance(dialog, ChangeRulesDialog)
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), LEFT)

    seen = when_dialog(ChangeRulesDialog, confirm_as_it_is)
    window.commands["changeRules"].trigger()

    assert len(seen) == 1
    after = NewMatchDialog()
    qtbot.addWidget(after)
    assert after.rules.options() == PROFILES["seed"]  # not the TV format left as it was
    assert saved_file(window)["options"]["profile"] == "tv"
