"""The rules of the event in the new-match dialog: a profile, every house rule, the shot clock.

A profile (the seed's rules, WPA, the television format) presets every option; changing any
option afterwards makes the rules "Custom" (a set of options is named after the profile it equals,
``RuleOptions.profile``, so the two cannot disagree).  The break order is the dialog's "Later
frames" control, beside the race: the form sets it with a profile and reads it back.  The shot
clock's numbers (R14) are set in a small dialog of their own, since a profile sets them and few
events change them.  Every choice is remembered for the next match; the rules are fixed once the
match exists (its record keeps them).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ninescore.describe import Heading, cite, heading, profile_text, shot_clock_text
from ninescore.rules import PROFILE_NAMES, PROFILES, RuleOptions, RulesError, ShotClockRules
from ninescore.rules.citations import option_rule
from ninescore.rules.options import BREAK_RULES, NINE_ON_BREAK_CHOICES, SECONDS_RANGE
from ninescore.ui.widgets.touch_controls import TARGET, Stepper, touch_combo

DEFAULT_CLOCK = PROFILES["wpa"].shot_clock
"""The numbers offered when a clock is switched on without a profile: WPA Regulation 20's."""

_NUMBERS = (
    "seconds",
    "warning",
    "extension",
    "extensions_per_frame",
    "after_break",
    "after_push_out",
)


def break_rule_combo(parent: QWidget) -> QComboBox:
    """Who breaks the later frames (the first breaker is chosen apart): the form's break order."""
    combo = touch_combo(QComboBox(parent))
    combo.setObjectName("breakRule")
    for text, rule in (
        (QCoreApplication.translate("NewMatchDialog", "Winner breaks"), "winner"),
        (QCoreApplication.translate("NewMatchDialog", "Alternate breaks"), "alternate"),
        (QCoreApplication.translate("NewMatchDialog", "Loser breaks"), "loser"),
    ):
        combo.addItem(text, rule)
    return combo


def _spin(parent: QWidget, name: str, low: int, high: int) -> Stepper:
    # A stepper, not a spin box: its − and + are a finger's size, a spin box's arrows are not.
    stepper = Stepper(parent)
    stepper.setObjectName(name)
    stepper.setRange(low, high)
    stepper.spin.setMinimumWidth(110)  # room for "as any shot"
    return stepper


class ShotClockDialog(QDialog):
    """The shot clock's numbers (R14), in whole seconds; refuses numbers no clock can run."""

    def __init__(self, rules: ShotClockRules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shotClockDialog")
        self.setWindowTitle(
            self.tr("The shot clock's numbers ({rule})").format(
                rule=cite(option_rule("shot_clock"))
            )
        )
        low, high = SECONDS_RANGE
        self.spins = {
            "seconds": _spin(self, "clockSeconds", low, high),
            "warning": _spin(self, "clockWarning", 0, high),
            "extension": _spin(self, "clockExtension", 0, high),
            "extensions_per_frame": _spin(self, "clockExtensions", 0, 9),
            "after_break": _spin(self, "clockAfterBreak", 0, high),
            "after_push_out": _spin(self, "clockAfterPushOut", 0, high),
        }
        for name in ("seconds", "warning", "extension", "after_break", "after_push_out"):
            self.spins[name].spin.setSuffix(self.tr(" s"))
        self.spins["warning"].spin.setSpecialValueText(self.tr("off"))
        self.spins["extension"].spin.setSpecialValueText(self.tr("not given"))
        self.spins["after_break"].spin.setSpecialValueText(self.tr("as any shot"))
        self.spins["after_push_out"].spin.setSpecialValueText(self.tr("as any shot"))
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(self.tr("Time for a shot:"), self.spins["seconds"])
        form.addRow(self.tr("Warning when this much is left:"), self.spins["warning"])
        form.addRow(self.tr("An extension adds:"), self.spins["extension"])
        form.addRow(self.tr("Extensions per player per frame:"), self.spins["extensions_per_frame"])
        form.addRow(self.tr("First shot after the break:"), self.spins["after_break"])
        form.addRow(self.tr("Shot after a push-out:"), self.spins["after_push_out"])
        self.problem = QLabel(self)
        self.problem.setObjectName("clockProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #c62828; font-weight: bold;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        for button in self.buttons.buttons():
            button.setMinimumHeight(TARGET)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.set_rules(rules)
        for spin in self.spins.values():
            spin.valueChanged.connect(self._validate)
        self._validate()

    def set_rules(self, rules: ShotClockRules) -> None:
        for name, value in rules.values().items():
            self.spins[name].setValue(value or 0)

    def problem_text(self) -> str:
        """Why these numbers make no clock, in one sentence ("" when they make one)."""
        value = {name: spin.value() for name, spin in self.spins.items()}
        if value["warning"] >= value["seconds"]:
            return self.tr("The warning must come before the time is up: less than a shot's time.")
        if value["extensions_per_frame"] and not value["extension"]:
            return self.tr("An extension must add some time.")
        for name in ("after_break", "after_push_out"):
            if value[name] and value[name] < value["seconds"]:
                return self.tr("A longer limit cannot be shorter than a shot's time.")
        return ""

    def rules(self) -> ShotClockRules:
        """The numbers as a clock (call only when :meth:`problem_text` is empty)."""
        value = {name: spin.value() for name, spin in self.spins.items()}
        return ShotClockRules(
            seconds=value["seconds"],
            warning=value["warning"],
            extension=value["extension"],
            extensions_per_frame=value["extensions_per_frame"],
            after_break=value["after_break"] or None,
            after_push_out=value["after_push_out"] or None,
        )

    def _validate(self) -> None:
        problem = self.problem_text()
        self.problem.setText(problem)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    def accept(self) -> None:
        if not self.problem_text():
            super().accept()


class _SteadyLabel(QLabel):
    """A word-wrapped label whose height is that of ``lines`` lines whatever its text: the
    clock's summary ("no shot clock" is one line, a clock's numbers three) must not push the
    fields below it down when the clock is ticked or WPA chosen.  Squeezed (a full tablet), it
    may shrink to one line."""

    def __init__(self, lines: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._lines = lines
        self.setWordWrap(True)

    def hasHeightForWidth(self) -> bool:
        return False  # the height is the lines', not the text's

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        margins = self.contentsMargins()
        lines = self.fontMetrics().lineSpacing() * self._lines
        return QSize(hint.width(), lines + margins.top() + margins.bottom())

    def minimumSizeHint(self) -> QSize:
        margins = self.contentsMargins()
        line = self.fontMetrics().lineSpacing()
        return QSize(
            self.fontMetrics().averageCharWidth() * 12, line + margins.top() + margins.bottom()
        )


class RulesForm(QGroupBox):
    """The rules group of the new-match dialog."""

    changed = Signal()
    """Some option changed (the profile shown follows)."""

    def __init__(self, break_rule: QComboBox, parent: QWidget | None = None) -> None:
        super().__init__(heading(Heading.RULES), parent)
        self.setObjectName("rulesForm")
        self._break_rule = break_rule
        self._clock: ShotClockRules | None = None
        self._clock_numbers: ShotClockRules = DEFAULT_CLOCK or ShotClockRules()
        """The numbers of the clock, kept while it is switched off, for switching it on."""

        self.profile = touch_combo(QComboBox(self))
        self.profile.setObjectName("profile")
        self.profile.setMinimumHeight(TARGET)
        for name in PROFILE_NAMES:
            self.profile.addItem(profile_text(name), name)
        self.three_fouls = QCheckBox(
            self.tr("Three fouls in a row lose the frame ({rule})").format(
                rule=cite(option_rule("three_foul_rule"))
            ),
            self,
        )
        self.three_fouls.setObjectName("threeFouls")
        self.nine_on_break = touch_combo(QComboBox(self))
        self.nine_on_break.setObjectName("nineOnBreak")
        self.nine_on_break.setMinimumHeight(TARGET)
        self.nine_on_break.addItem(
            self.tr("wins the frame ({rule})").format(rule=cite(option_rule("nine_on_break"))),
            "wins",
        )
        self.nine_on_break.addItem(self.tr("is spotted, the breaker continues"), "spotted")
        self.push_out = QCheckBox(
            self.tr("Push-outs are played ({rule})").format(rule=cite(option_rule("push_out"))),
            self,
        )
        self.push_out.setObjectName("pushOut")
        self.shot_clock = QCheckBox(
            self.tr("Shot clock ({rule})").format(rule=cite(option_rule("shot_clock"))), self
        )
        self.shot_clock.setObjectName("shotClock")
        self.numbers_button = QPushButton(self.tr("Its numbers…"), self)
        self.numbers_button.setObjectName("clockNumbers")
        self.numbers_button.setMinimumHeight(TARGET)
        self.clock_summary = _SteadyLabel(3, self)
        self.clock_summary.setObjectName("clockSummary")
        self.clock_summary.setWordWrap(True)
        self.clock_summary.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

        form = QFormLayout(self)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(self.tr("Profile:"), self.profile)
        form.addRow(self.three_fouls)
        form.addRow(self.tr("The 9 on a legal break:"), self.nine_on_break)
        form.addRow(self.push_out)
        clock_row = QHBoxLayout()
        clock_row.addWidget(self.shot_clock, 1)
        clock_row.addWidget(self.numbers_button)
        form.addRow(clock_row)
        form.addRow(self.clock_summary)

        self.set_options(RuleOptions())
        self.profile.activated.connect(self._profile_chosen)
        self.three_fouls.toggled.connect(self._changed)
        self.nine_on_break.currentIndexChanged.connect(self._changed)
        self.push_out.toggled.connect(self._changed)
        self.shot_clock.toggled.connect(self._clock_toggled)
        self.numbers_button.clicked.connect(self.edit_numbers)
        break_rule.currentIndexChanged.connect(self._changed)

    # -- the options ----------------------------------------------------------------------------

    def options(self) -> RuleOptions:
        return RuleOptions(
            break_rule=self._break_rule.currentData(),
            three_foul_rule=self.three_fouls.isChecked(),
            nine_on_break=self.nine_on_break.currentData(),
            push_out=self.push_out.isChecked(),
            shot_clock=self._clock,
        )

    def set_options(self, options: RuleOptions) -> None:
        """Show ``options`` in every control (a profile chosen, the remembered choices)."""
        controls = (self._break_rule, self.three_fouls, self.nine_on_break, self.push_out)
        for control in (*controls, self.shot_clock):
            control.blockSignals(True)
        try:
            self._break_rule.setCurrentIndex(max(0, self._break_rule.findData(options.break_rule)))
            self.three_fouls.setChecked(options.three_foul_rule)
            index = self.nine_on_break.findData(options.nine_on_break)
            self.nine_on_break.setCurrentIndex(max(0, index))
            self.push_out.setChecked(options.push_out)
            self.shot_clock.setChecked(options.shot_clock is not None)
        finally:
            for control in (*controls, self.shot_clock):
                control.blockSignals(False)
        self._clock = options.shot_clock
        if options.shot_clock is not None:
            self._clock_numbers = options.shot_clock
        self._changed()

    def set_clock(self, rules: ShotClockRules | None) -> None:
        self.set_options(_with_clock(self.options(), rules))

    def edit_numbers(self) -> None:
        """The clock's numbers, in their own dialog; switched on when they are accepted."""
        dialog = ShotClockDialog(self._clock or self._clock_numbers, self)
        try:
            if dialog.exec() == QDialog.DialogCode.Accepted:
                self.set_clock(dialog.rules())
        finally:
            dialog.deleteLater()

    def _profile_chosen(self, index: int) -> None:
        name = self.profile.itemData(index)
        if name in PROFILES:
            self.set_options(PROFILES[name])
        # "Custom": the options stay as they are, to be changed one by one.

    def _clock_toggled(self, on: bool) -> None:
        self.set_clock(self._clock_numbers if on else None)

    def _changed(self) -> None:
        options = self.options()
        index = self.profile.findData(options.profile)
        if index != self.profile.currentIndex() and not (
            options.profile == "custom" and self.profile.currentData() == "custom"
        ):
            self.profile.setCurrentIndex(index)
        self.numbers_button.setEnabled(True)
        self.clock_summary.setText(shot_clock_text(options.shot_clock))
        self.changed.emit()

    # -- remembering ---------------------------------------------------------------------------

    def remember(self, settings: QSettings) -> None:
        """Into the dialog's settings group (the break order is the dialog's own)."""
        options = self.options()
        settings.setValue("threeFouls", options.three_foul_rule)
        settings.setValue("nineOnBreak", options.nine_on_break)
        settings.setValue("pushOut", options.push_out)
        clock = options.shot_clock
        settings.setValue("shotClock", clock is not None)
        for name, value in (clock or self._clock_numbers).values().items():
            settings.setValue(f"shotClock/{name}", 0 if value is None else value)

    def restore(self, settings: QSettings, break_rule: str) -> None:
        """The remembered choices; a damaged or impossible one costs only itself."""

        def flag(key: str, default: bool) -> bool:
            return str(settings.value(key, "true" if default else "false")).lower() == "true"

        numbers = self._clock_numbers
        try:
            values = {
                name: int(str(settings.value(f"shotClock/{name}", value or 0)))
                for name, value in numbers.values().items()
            }
            numbers_given: dict[str, Any] = {
                name: (values[name] or None) if name.startswith("after_") else values[name]
                for name in _NUMBERS
            }
            numbers = ShotClockRules(**numbers_given)
        except (TypeError, ValueError, RulesError):
            pass  # a damaged number: the clock keeps the numbers it had
        self._clock_numbers = numbers
        nine = str(settings.value("nineOnBreak", "wins"))
        choices: dict[str, Any] = {
            "break_rule": break_rule if break_rule in BREAK_RULES else "winner",
            "three_foul_rule": flag("threeFouls", True),
            "nine_on_break": nine if nine in NINE_ON_BREAK_CHOICES else "wins",
            "push_out": flag("pushOut", True),
            "shot_clock": numbers if flag("shotClock", False) else None,
        }
        self.set_options(RuleOptions(**choices))


def _with_clock(options: RuleOptions, rules: ShotClockRules | None) -> RuleOptions:
    return replace(options, shot_clock=rules)
