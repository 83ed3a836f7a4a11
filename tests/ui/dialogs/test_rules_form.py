"""The event's rules in the new-match dialog: a profile presets them, a change makes them custom,
the clock's numbers are refused when no clock could run them, and the choice is remembered."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from ninescore.rules import PROFILES, RuleOptions, ShotClockRules
from ninescore.ui.dialogs.new_match import SETTINGS_GROUP, NewMatchDialog
from ninescore.ui.dialogs.rules_form import ShotClockDialog


def dialog_with_names(qtbot: QtBot) -> NewMatchDialog:
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    dialog.name_edits[0].setText("Anna")
    dialog.name_edits[1].setText("Boris")
    return dialog


def choose(dialog: NewMatchDialog, profile: str) -> None:
    combo = dialog.rules.profile
    index = combo.findData(profile)
    combo.setCurrentIndex(index)
    combo.activated.emit(index)  # as a click on the item does


def test_a_profile_presets_every_option_and_the_break_order(qtbot: QtBot) -> None:
    dialog = dialog_with_names(qtbot)
    choose(dialog, "seed")
    assert dialog.settings().options == PROFILES["seed"]
    choose(dialog, "wpa")
    assert dialog.settings().options == PROFILES["wpa"]
    assert dialog.break_rule.currentData() == "alternate"  # the dialog's own control follows
    assert dialog.rules.shot_clock.isChecked()
    assert dialog.rules.clock_summary.text().startswith("shot clock (R14): 35 s a shot")
    choose(dialog, "tv")
    assert dialog.settings().options == PROFILES["tv"]
    assert dialog.settings().options.profile == "tv"


def test_changing_one_option_makes_the_rules_custom_and_back(qtbot: QtBot) -> None:
    dialog = dialog_with_names(qtbot)
    choose(dialog, "wpa")
    dialog.rules.push_out.setChecked(False)
    assert dialog.rules.profile.currentData() == "custom"
    options = dialog.settings().options
    assert options.profile == "custom" and options.push_out is False
    assert options.shot_clock == PROFILES["wpa"].shot_clock
    dialog.rules.push_out.setChecked(True)
    assert dialog.rules.profile.currentData() == "wpa"  # equal to a profile: named after it
    dialog.break_rule.setCurrentIndex(dialog.break_rule.findData("winner"))
    assert dialog.rules.profile.currentData() == "custom"
    dialog.rules.shot_clock.setChecked(False)
    assert dialog.settings().options == RuleOptions()
    assert dialog.rules.profile.currentData() == "seed"
    assert dialog.rules.clock_summary.text() == "no shot clock"


def test_the_clocks_numbers_no_clock_could_run_are_refused_in_a_sentence(qtbot: QtBot) -> None:
    rules = PROFILES["wpa"].shot_clock
    assert rules is not None
    numbers = ShotClockDialog(rules)
    qtbot.addWidget(numbers)
    ok = numbers.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled() and numbers.problem.text() == ""
    numbers.spins["warning"].setValue(35)
    assert not ok.isEnabled()
    assert numbers.problem.text() == (
        "The warning must come before the time is up: less than a shot's time."
    )
    numbers.spins["warning"].setValue(5)
    numbers.spins["after_break"].setValue(20)
    assert numbers.problem.text() == "A longer limit cannot be shorter than a shot's time."
    numbers.spins["after_break"].setValue(0)  # "as any shot"
    numbers.spins["extension"].setValue(0)
    assert numbers.problem.text() == "An extension must add some time."
    numbers.spins["extensions_per_frame"].setValue(0)
    assert ok.isEnabled()
    assert numbers.rules() == ShotClockRules(
        seconds=35, warning=5, extension=0, extensions_per_frame=0
    )


def test_custom_numbers_and_the_profile_are_remembered_for_the_next_match(qtbot: QtBot) -> None:
    dialog = dialog_with_names(qtbot)
    custom = ShotClockRules(seconds=40, warning=15, extension=20, extensions_per_frame=2)
    dialog.rules.set_clock(custom)
    dialog.rules.nine_on_break.setCurrentIndex(dialog.rules.nine_on_break.findData("spotted"))
    chosen = dialog.settings().options
    assert chosen.shot_clock == custom and chosen.profile == "custom"
    dialog.accept()
    again = NewMatchDialog()
    qtbot.addWidget(again)
    assert again.settings().options == chosen
    assert again.rules.profile.currentData() == "custom"
    choose(again, "tv")
    again.name_edits[0].setText("Anna")
    again.name_edits[1].setText("Boris")
    again.accept()
    third = NewMatchDialog()
    qtbot.addWidget(third)
    assert third.settings().options == PROFILES["tv"]
    assert third.rules.profile.currentData() == "tv"
    choose(third, "seed")
    third.accept()  # leave the seed's rules remembered for the other tests


def test_a_damaged_remembered_clock_costs_only_itself(qtbot: QtBot) -> None:
    settings = QSettings()
    settings.beginGroup(SETTINGS_GROUP)
    settings.setValue("shotClock", True)
    settings.setValue("shotClock/seconds", "thirty")
    settings.setValue("shotClock/warning", 99)
    settings.endGroup()
    try:
        dialog = dialog_with_names(qtbot)
        options = dialog.settings().options
        assert options.shot_clock == PROFILES["wpa"].shot_clock  # the numbers it had
    finally:
        settings.beginGroup(SETTINGS_GROUP)
        settings.remove("")
        settings.endGroup()


def test_the_clocks_numbers_are_set_by_touch_each_button_a_fingers_size(qtbot: QtBot) -> None:
    from PySide6.QtCore import Qt

    from ..touch_targets import small_targets

    rules = PROFILES["wpa"].shot_clock
    assert rules is not None
    numbers = ShotClockDialog(rules)
    qtbot.addWidget(numbers)
    numbers.show()
    qtbot.waitExposed(numbers)
    assert small_targets(numbers) == []
    qtbot.mouseClick(numbers.spins["seconds"].plus, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(numbers.spins["after_break"].minus, Qt.MouseButton.LeftButton)
    assert numbers.rules() == ShotClockRules(
        seconds=36, warning=10, extension=25, extensions_per_frame=1, after_break=59
    )
