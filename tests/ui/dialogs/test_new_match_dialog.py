"""The New match dialog: refuses bad input, tosses the coin, remembers the last choices."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox
from pytestqt.qtbot import QtBot

from ninescore.records import MatchRecord, Store
from ninescore.ui.dialogs.new_match import NewMatchDialog, known_player_names


def ok_enabled(dialog: NewMatchDialog) -> bool:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def fill(dialog: NewMatchDialog, a: str, b: str) -> None:
    dialog.name_edits[0].setText(a)
    dialog.name_edits[1].setText(b)


def test_empty_and_duplicate_names_are_refused(qtbot: QtBot) -> None:
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    fill(dialog, "", "")
    assert not ok_enabled(dialog) and "both players" in dialog.problem.text()
    fill(dialog, "Ivanov", "  ivanov ")
    assert not ok_enabled(dialog) and "different names" in dialog.problem.text()
    fill(dialog, "Ivanov", "Petrov")
    assert ok_enabled(dialog) and dialog.problem.text() == ""


def test_a_race_below_one_is_refused(qtbot: QtBot) -> None:
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    fill(dialog, "A", "B")
    dialog.race_spins[0].setValue(0)
    assert not ok_enabled(dialog) and "at least 1" in dialog.problem.text()
    dialog.accept()  # refused even if forced
    assert dialog.result() == 0


def test_handicap_race_and_options_come_back_as_settings(qtbot: QtBot) -> None:
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    fill(dialog, "Anna", "Boris")
    dialog.race_spins[0].setValue(7)
    assert not dialog.race_spins[1].isVisibleTo(dialog)
    dialog.handicap.setChecked(True)
    dialog.race_spins[1].setValue(4)
    dialog.break_rule.setCurrentIndex(dialog.break_rule.findData("alternate"))
    dialog.three_fouls.setChecked(False)
    dialog.breaker_buttons[1].setChecked(True)
    dialog.text_edits["event"].setText("City Open")
    settings = dialog.settings()
    assert settings.players == ("Anna", "Boris")
    assert settings.race_to == (7, 4)
    assert settings.first_breaker == 1
    assert settings.options.break_rule == "alternate"
    assert settings.options.three_foul_rule is False
    assert settings.event == "City Open"


def test_coin_toss_picks_and_says_who_breaks(qtbot: QtBot) -> None:
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    fill(dialog, "Anna", "Boris")
    seen = {dialog.toss_coin(random.Random(seed)) for seed in range(20)}
    assert seen == {0, 1}
    player = dialog.toss_coin(random.Random(1))
    assert dialog.settings().first_breaker == player
    assert ("Anna", "Boris")[player] in dialog.coin_result.text()


def test_the_last_choices_are_remembered_and_what_is_carried_over_says_so(
    qtbot: QtBot,
) -> None:
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    fill(dialog, "Anna", "Boris")
    dialog.race_spins[0].setValue(9)
    dialog.text_edits["table"].setText("4")
    dialog.text_edits["round"].setText("Last 16")
    dialog.text_edits["referee"].setText("Olga")
    dialog.nine_on_break.setCurrentIndex(dialog.nine_on_break.findData("spotted"))
    dialog.accept()
    again = NewMatchDialog()
    qtbot.addWidget(again)
    again.show()
    settings = again.settings()
    assert settings.race_to == (9, 9)
    assert settings.options.nine_on_break == "spotted"
    # The players and the round were the last match's: not filled in again.
    assert settings.players == ("", "") and settings.round == ""
    # The table and the referee are carried over, and the dialog says so.
    assert settings.table == "4" and settings.referee == "Olga"
    assert again.carried_label.isVisible()
    assert (
        again.carried_label.text()
        == "From the last match: table, referee. Check them, or clear them."
    )
    # Edited, a field is no longer "carried"; "Clear them" empties the rest.
    qtbot.keyClicks(again.text_edits["table"], "5")
    assert "table" not in again.carried_label.text()
    qtbot.mouseClick(again.clear_carried_button, Qt.MouseButton.LeftButton)
    assert again.settings().referee == "" and again.settings().table == "45"
    assert not again.carried_label.isVisible()


def test_a_match_starts_by_touch_alone_with_stored_players(qtbot: QtBot) -> None:
    dialog = NewMatchDialog(known_names=["Ivanov", "Petrov", "Sidorov"])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    chips = {str(button.property("name")): button for button in dialog.known_names.buttons}
    left = Qt.MouseButton.LeftButton
    qtbot.mouseClick(chips["Sidorov"], left)
    qtbot.mouseClick(chips["Ivanov"], left)
    assert dialog.settings().players == ("Sidorov", "Ivanov")
    assert chips["Sidorov"].isChecked() and chips["Ivanov"].isChecked()
    qtbot.mouseClick(chips["Sidorov"], left)  # a second tap takes the name out
    assert dialog.settings().players == ("", "Ivanov")
    qtbot.mouseClick(chips["Petrov"], left)
    assert dialog.settings().players == ("Petrov", "Ivanov")
    race = dialog.race_spins[0].value()  # the last match's (remembered)
    qtbot.mouseClick(dialog.race_spins[0].plus, left)
    qtbot.mouseClick(dialog.race_spins[0].plus, left)
    qtbot.mouseClick(dialog.race_spins[0].minus, left)
    assert dialog.settings().race_to == (race + 1, race + 1)
    qtbot.mouseClick(dialog.breaker_buttons[1], left)
    assert dialog.settings().first_breaker == 1
    start = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(start, left)
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_names_already_stored_are_offered(data_dir: Path, qtbot: QtBot) -> None:
    store = Store(data_dir)
    try:
        store.save(MatchRecord.new(players=("Ivanov", "Petrov")))
        store.save(MatchRecord.new(players=("Petrov", "Sidorov")))
        names = known_player_names(store)
    finally:
        store.close()
    assert sorted(names) == ["Ivanov", "Petrov", "Sidorov"]
    dialog = NewMatchDialog(known_names=names)
    qtbot.addWidget(dialog)
    completer = dialog.name_edits[0].completer()
    completer.setCompletionPrefix("sid")
    assert completer.currentCompletion() == "Sidorov"


def test_on_a_600_pixel_tablet_the_form_fits_in_two_columns(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    import os

    from ninescore.ui.dialogs import new_match as new_match_dialog

    monkeypatch.setattr(new_match_dialog, "SHORT_SCREEN", 0)  # every screen is tall
    tall = NewMatchDialog()
    qtbot.addWidget(tall)
    monkeypatch.setattr(new_match_dialog, "SHORT_SCREEN", 100_000)  # every screen is short
    short = NewMatchDialog()
    qtbot.addWidget(short)
    for dialog in (tall, short):
        fill(dialog, "Alexei Ivanov", "Dmitri Petrov")
        dialog.text_edits["event"].setText("City Open 2026")
        dialog.text_edits["round"].setText("Last 16")
        dialog.text_edits["table"].setText("3")
    assert tall.sizeHint().height() > 600  # one column: too tall for a 1024×600 tablet
    assert short.sizeHint().height() <= 560
    # Side by side the columns would like more width than a tablet has; what they need fits
    # (the dialog takes the room the screen leaves it, and its long rows wrap).
    least = short.minimumSizeHint()
    assert least.width() <= 1024 - 16 and least.height() <= 600 - 72
    folder = os.environ.get("NINESCORE_SCREENSHOTS")
    if folder:
        for dialog, name in ((tall, "new-match.png"), (short, "window-new-match-1024x600.png")):
            dialog.resize(dialog.sizeHint())
            dialog.show()
            qtbot.waitExposed(dialog)
            assert dialog.grab().save(str(Path(folder) / name))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_on_a_1024x600_tablet_no_label_is_cut_off_in_english_or_russian(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    import os

    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QApplication, QLabel

    from ninescore import i18n
    from ninescore.ui.dialogs import new_match as new_match_dialog

    from ..test_main_window_screens import clipped_texts

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    tablet = QRect(0, 0, 1024, 600 - 32)  # less a panel
    room = (1024 - 16, 600 - 72)  # what the tablet's screen leaves the dialog
    monkeypatch.setattr(new_match_dialog.NewMatchDialog, "screen_room", lambda self: room)
    if lang == "ru":
        i18n.install_translators(app, "ru")
    try:
        dialog = NewMatchDialog()
        qtbot.addWidget(dialog)
        fill(dialog, "Alexei Ivanov", "Dmitri Petrov")
        dialog.show()
        qtbot.waitExposed(dialog)
        # The form itself can be that small: its least size fits the room (a size the dialog
        # merely set to the room would say nothing), and at the size shown nothing is cut.
        least = dialog.minimumSizeHint()
        assert least.width() <= room[0] and least.height() <= room[1]
        assert dialog.width() <= tablet.width() - 16 and dialog.height() <= tablet.height() - 40
        # Every label and button shows its whole text (a wrapped label may use several lines).
        assert clipped_texts(dialog) == []
        for label in dialog.findChildren(QLabel):
            if label.isVisibleTo(dialog) and label.text():
                assert label.height() >= label.heightForWidth(label.width()) - 1 or not (
                    label.wordWrap()
                ), label.text()
        folder = os.environ.get("NINESCORE_SCREENSHOTS")
        if folder:
            name = f"window-new-match{'' if lang == 'en' else '-ru'}-1024x600.png"
            assert dialog.grab().save(str(Path(folder) / name))
    finally:
        if lang == "ru":
            i18n.remove_translators()
