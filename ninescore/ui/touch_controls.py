"""Form controls a finger can use: a number with large − and + buttons, names to tap, and the
finger-sized look of radios, check boxes, lists, combo boxes and scroll bars.

Qt's own spin box has 18×12-pixel arrows and its radios 13-pixel circles; the touch target
rule (every target at least :data:`TARGET` pixels in both directions) is kept here, in one place,
for every dialog of the window.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QStyledItemDelegate,
    QWidget,
)

TARGET = 44
"""The smallest touch target, in pixels, in both directions."""

TOUCH_STYLE = f"""
QRadioButton, QCheckBox {{ min-height: {TARGET}px; spacing: 10px; }}
QRadioButton::indicator, QCheckBox::indicator {{ width: 26px; height: 26px; }}
QLineEdit, QComboBox, QAbstractSpinBox, QDateEdit {{ min-height: {TARGET - 4}px; }}
QComboBox QAbstractItemView::item {{ min-height: {TARGET}px; }}
QScrollBar:vertical {{ width: {TARGET}px; }}
QScrollBar:horizontal {{ height: {TARGET}px; }}
QScrollBar::handle:vertical {{ min-height: {TARGET}px; }}
QScrollBar::handle:horizontal {{ min-width: {TARGET}px; }}
"""
"""A style sheet for a dialog or window whose controls are all touch targets: radios and check
boxes as tall as a finger with indicators that can be seen, fields and combo boxes (and their
lists) 44 px tall, scroll bars a finger wide."""


def touch_combo(combo: QComboBox) -> QComboBox:
    """A combo box whose list rows are 44 px: a styled delegate, which reads the style sheet."""
    combo.setItemDelegate(QStyledItemDelegate(combo))
    combo.setMinimumHeight(TARGET)
    return combo


class Stepper(QWidget):
    """A whole number with a − and a + button, each 44 px square; the number can be typed too.

    The same API as the ``QSpinBox`` it wraps (``value``, ``setValue``, ``setRange``,
    ``valueChanged``), which has no arrows of its own.
    """

    valueChanged = Signal(int)  # Qt's name: a Stepper stands in for a QSpinBox

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spin = QSpinBox(self)
        self.spin.setButtonSymbols(QAbstractSpinBox.ButtonSymbols.NoButtons)
        self.spin.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.spin.setMinimumSize(64, TARGET)
        self.spin.valueChanged.connect(self.valueChanged)
        self.minus = QPushButton("−", self)
        self.plus = QPushButton("+", self)
        for button, step in ((self.minus, -1), (self.plus, +1)):
            button.setFixedSize(TARGET + 4, TARGET + 4)
            button.setAutoRepeat(True)  # held, it counts on, as a spin box's arrow does
            button.setAutoDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, step=step: self.spin.stepBy(step))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        row.addWidget(self.minus)
        row.addWidget(self.spin)
        row.addWidget(self.plus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def value(self) -> int:
        return self.spin.value()

    def setValue(self, value: int) -> None:
        self.spin.setValue(value)

    def setRange(self, least: int, most: int) -> None:
        self.spin.setRange(least, most)


class NameChips(QWidget):
    """Names to tap: each a checkable button, checked while the name is one of the players."""

    tapped = Signal(str)

    def __init__(self, parent: QWidget | None = None, columns: int = 4) -> None:
        super().__init__(parent)
        self.columns = columns
        self.setStyleSheet(
            "QPushButton:checked { background: #1565c0; color: white; font-weight: bold;"
            " border: 2px solid #0d2f6e; border-radius: 6px; }"
        )
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setSpacing(6)
        self.buttons: list[QPushButton] = []

    def set_names(self, names: Sequence[str]) -> None:
        for button in self.buttons:
            self._grid.removeWidget(button)
            button.deleteLater()
        self.buttons = []
        for index, name in enumerate(names):
            button = QPushButton(name.replace("&", "&&"), self)  # a name's & is no shortcut
            button.setObjectName(f"knownName{index}")
            button.setProperty("name", name)
            button.setCheckable(True)
            button.setMinimumHeight(TARGET)
            button.setAutoDefault(False)
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            button.setToolTip(name)
            button.clicked.connect(lambda _=False, name=name: self.tapped.emit(name))
            self._grid.addWidget(button, index // self.columns, index % self.columns)
            self.buttons.append(button)
        self.setVisible(bool(names))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        """A long name shortened with "…" to its button (the whole name is its tooltip)."""
        for button in self.buttons:
            name = str(button.property("name"))
            metrics = QFontMetrics(button.font())
            room = max(20, button.width() - 14)
            shown = metrics.elidedText(name, Qt.TextElideMode.ElideRight, room)
            button.setText(shown.replace("&", "&&"))

    def show_chosen(self, chosen: Sequence[str]) -> None:
        folded = {name.casefold() for name in chosen if name}
        for button in self.buttons:
            button.setChecked(str(button.property("name")).casefold() in folded)
