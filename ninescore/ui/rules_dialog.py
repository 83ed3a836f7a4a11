"""Match → Change the rules: the rules of a match made but not yet begun, chosen again.

An operator who made the match and then hears from the desk that the event is on the clock (or
plays no push-outs) fixes it here instead of abandoning the match and making a new one.  The
house rules are set before the first break (RULES.md), so the item is enabled only until an
action is played, and the controller asks the engine again when the change arrives.  The same
form as the new-match dialog's rules (``ui/rules_form.py``), and the choice is remembered for
the next match as the new-match dialog remembers it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ninescore.rules import RuleOptions
from ninescore.ui.new_match_dialog import SETTINGS_GROUP
from ninescore.ui.rules_form import RulesForm, break_rule_combo
from ninescore.ui.touch_controls import TARGET, touch_style


class ChangeRulesDialog(QDialog):
    """The rules of the open match, to change before its first break."""

    def __init__(self, options: RuleOptions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("changeRulesDialog")
        self.setWindowTitle(self.tr("The rules of this match"))
        self.setStyleSheet(touch_style())
        self.note = QLabel(
            self.tr(
                "The rules can be changed until the first break is played; from then on they "
                "are fixed, and the match sheet prints them."
            ),
            self,
        )
        self.note.setObjectName("changeRulesNote")
        self.note.setWordWrap(True)
        self.break_rule = break_rule_combo(self)
        self.rules = RulesForm(self.break_rule, self)
        self.rules.set_options(options)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        for button in self.buttons.buttons():
            button.setMinimumHeight(TARGET)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        order = QFormLayout()
        order.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        # The new-match dialog's words for the same control: one text, one translation.
        order.addRow(QCoreApplication.translate("NewMatchDialog", "Later frames:"), self.break_rule)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.rules)  # the profile first: it sets the break order too
        layout.addLayout(order)
        layout.addWidget(self.buttons)

    def options(self) -> RuleOptions:
        return self.rules.options()

    def accept(self) -> None:
        settings = QSettings()
        settings.beginGroup(SETTINGS_GROUP)
        settings.setValue("breakRule", self.options().break_rule)
        self.rules.remember(settings)
        settings.endGroup()
        settings.sync()
        super().accept()

    @classmethod
    def ask(cls, parent: QWidget | None, options: RuleOptions) -> RuleOptions | None:
        """Show the dialog; the rules chosen, or None when cancelled."""
        dialog = cls(options, parent)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            return dialog.options()
        finally:
            dialog.deleteLater()
