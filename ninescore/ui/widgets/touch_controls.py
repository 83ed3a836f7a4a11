"""Form controls a finger can use: a number with large − and + buttons, names to tap, and the
finger-sized look of radios, check boxes, lists, combo boxes and scroll bars.

Qt's own spin box has 18×12-pixel arrows and its radios 13-pixel circles; the touch target
rule (every target at least :data:`TARGET` pixels in both directions) is kept in one place,
:mod:`.touch_styles` with the style sheets, for every dialog of the window.
"""

from __future__ import annotations

from collections.abc import Sequence

# ``QtCore.Qt`` is looked up when used, never at import: the first use of Qt's ``Qt``
# namespace makes PySide6 build about 90 Python enum classes (some 15 ms), which the first
# paint (the start screen) does without.
from PySide6 import QtCore
from PySide6.QtCore import Signal
from PySide6.QtGui import QFontMetrics, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QStyledItemDelegate,
    QWidget,
)

# The metric and the styles are touch_styles.py's (no Qt, read before the first paint); the
# dialogs import them from here, with the controls they style.
from .touch_styles import (
    CHOICE_STYLE,
    MENU_STYLE,
    SCROLL_BAR_STYLE,
    SLIDER_STYLE,
    TARGET,
    TARGETS_STYLE,
    touch_style,
)

__all__ = [
    "CHOICE_STYLE",
    "MENU_STYLE",
    "SCROLL_BAR_STYLE",
    "SLIDER_STYLE",
    "TARGET",
    "TARGETS_STYLE",
    "NameChips",
    "Stepper",
    "touch_combo",
    "touch_style",
    "two_lines",
]


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
        self.spin.setAlignment(QtCore.Qt.AlignmentFlag.AlignCenter)
        self.spin.setMinimumSize(64, TARGET)
        self.spin.valueChanged.connect(self.valueChanged)
        self.minus = QPushButton("−", self)
        self.plus = QPushButton("+", self)
        for button, step in ((self.minus, -1), (self.plus, +1)):
            button.setFixedSize(TARGET + 4, TARGET + 4)
            button.setAutoRepeat(True)  # held, it counts on, as a spin box's arrow does
            button.setAutoDefault(False)
            button.setFocusPolicy(QtCore.Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, step=step: self.spin.stepBy(step))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        row.addWidget(self.minus)
        row.addWidget(self.spin)
        row.addWidget(self.plus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def showEvent(self, event: QShowEvent) -> None:
        # Read aloud by the label of its form row (its buddy), the buttons as what they do.
        if not self.accessibleName():
            parent = self.parentWidget()
            labels = parent.findChildren(QLabel) if parent is not None else []
            name = next(
                (label.text() for label in labels if label.buddy() is self and label.text()), ""
            )
            self.set_name(name.replace("&", "").rstrip(": ") or self.tr("Number"))
        super().showEvent(event)

    def set_name(self, name: str) -> None:
        """What a screen reader calls the number and its two buttons."""
        self.setAccessibleName(name)
        self.spin.setAccessibleName(name)
        self.minus.setAccessibleName(self.tr("{name}: one less").format(name=name))
        self.plus.setAccessibleName(self.tr("{name}: one more").format(name=name))

    def value(self) -> int:
        return self.spin.value()

    def setValue(self, value: int) -> None:
        self.spin.setValue(value)

    def setRange(self, least: int, most: int) -> None:
        self.spin.setRange(least, most)


def two_lines(text: str, metrics: QFontMetrics, room: int) -> str:
    """``text`` on one line of ``room`` pixels, else on two broken at the space that leaves the
    longer line shortest, each line shortened with "…" only if it still does not fit."""
    if metrics.horizontalAdvance(text) <= room:
        return text
    words = text.split(" ")
    if len(words) < 2:
        return metrics.elidedText(text, QtCore.Qt.TextElideMode.ElideRight, room)
    splits = [(" ".join(words[:cut]), " ".join(words[cut:])) for cut in range(1, len(words))]
    first, second = min(
        splits,
        key=lambda pair: max(
            metrics.horizontalAdvance(pair[0]), metrics.horizontalAdvance(pair[1])
        ),
    )
    return "\n".join(
        metrics.elidedText(line, QtCore.Qt.TextElideMode.ElideRight, room)
        for line in (first, second)
    )


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
        """A name too long for one line of its button goes on two, broken between its words
        ("Dmitri" over "Olegovich"): only what two lines cannot hold is shortened with "…"
        (the whole name is its tooltip and its accessible name)."""
        for button in self.buttons:
            name = str(button.property("name"))
            metrics = QFontMetrics(button.font())
            room = max(20, button.width() - 14)
            shown = two_lines(name, metrics, room)
            button.setText(shown.replace("&", "&&"))
            button.setAccessibleName(name)

    def show_chosen(self, chosen: Sequence[str]) -> None:
        folded = {name.casefold() for name in chosen if name}
        for button in self.buttons:
            button.setChecked(str(button.property("name")).casefold() in folded)
