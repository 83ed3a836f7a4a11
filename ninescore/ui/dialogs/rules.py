"""Match → Change the rules: the rules of a match made but not yet begun, chosen again.

An operator who made the match and then hears from the desk that the event is on the clock (or
plays no push-outs) fixes it here instead of abandoning the match and making a new one.  The
house rules are set before the first break (RULES.md), so the item is enabled only until an
action is played, and the controller asks the engine again when the change arrives.  The same
form as the new-match dialog's rules (``ui/dialogs/rules_form.py``), and a change made is
remembered for the next match as the new-match dialog remembers its choice.
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
from ninescore.ui.dialogs.new_match import SETTINGS_GROUP
from ninescore.ui.dialogs.rules_form import RulesForm, break_rule_combo
from ninescore.ui.widgets.touch_controls import TARGET, touch_style


class ChangeRulesDialog(QDialog):
    """The rules of the open match, to change before its first break."""

    def __init__(
        self, options: RuleOptions, parent: QWidget | None = None, redo_lost: bool = False
    ) -> None:
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
        if redo_lost:
            # The break undone was played under the rules in force: it cannot be redone under
            # others, and the operator hears so before choosing, not after.
            self.note.setText(
                self.note.text()
                + " "
                + self.tr("What undo took back cannot be redone under other rules.")
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
        # Top to bottom, as the screen reads: the profile first, the break order after the form
        # (it was made first, for the form to take it).
        QWidget.setTabOrder(self.rules.numbers_button, self.break_rule)
        QWidget.setTabOrder(
            self.break_rule, self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        )
        self.rules.profile.setFocus()

    def options(self) -> RuleOptions:
        return self.rules.options()

    def remember(self) -> None:
        """Keep the rules chosen for the next new match (once they are the match's)."""
        settings = QSettings()
        settings.beginGroup(SETTINGS_GROUP)
        settings.setValue("breakRule", self.options().break_rule)
        self.rules.remember(settings)
        settings.endGroup()
        settings.sync()

    @classmethod
    def ask(
        cls, parent: QWidget | None, options: RuleOptions, redo_lost: bool = False
    ) -> ChangeRulesDialog | None:
        """Show the dialog; the dialog accepted (its :meth:`options`), or None when cancelled.
        The caller deletes it (``deleteLater``) once done with it."""
        dialog = cls(options, parent, redo_lost)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            dialog.deleteLater()
            return None
        return dialog
