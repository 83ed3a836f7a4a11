"""Form controls a finger can use: a number with large − and + buttons, names to tap, and the
finger-sized look of radios, check boxes, lists, combo boxes and scroll bars.

Qt's own spin box has 18×12-pixel arrows and its radios 13-pixel circles; the touch target
rule (every target at least :data:`TARGET` pixels in both directions) is kept here, in one place,
for every dialog of the window.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

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

TARGET = 44
"""The smallest touch target, in pixels, in both directions."""

SCROLL_BAR_STYLE = f"""
QScrollBar:vertical {{ background: #eceff1; width: {TARGET}px; margin: 0; border: none; }}
QScrollBar:horizontal {{ background: #eceff1; height: {TARGET}px; margin: 0; border: none; }}
QScrollBar::handle:vertical {{
    background: #90a4ae; min-height: {TARGET}px; border-radius: 6px;
    border-left: 14px solid transparent; border-right: 14px solid transparent;
    background-clip: padding;
}}
QScrollBar::handle:horizontal {{
    background: #90a4ae; min-width: {TARGET}px; border-radius: 6px;
    border-top: 14px solid transparent; border-bottom: 14px solid transparent;
    background-clip: padding;
}}
QScrollBar::handle:hover, QScrollBar::handle:pressed {{ background: #607d8b; }}
QScrollBar::add-line, QScrollBar::sub-line {{
    width: 0; height: 0; border: none; background: none;
}}
QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
"""
"""Scroll bars a finger can hold: 44 px across, the handle 44 px long at least, drawn slim (its
transparent borders are part of what a finger hits), no arrows (the bar pages, the handle
drags).  Flat, too: the default bar's gradients cost a shot's repaint half a millisecond."""

_FIELD_STYLE = f"""
QRadioButton, QCheckBox {{ min-height: {TARGET}px; spacing: 10px; }}
QRadioButton::indicator, QCheckBox::indicator {{ width: 26px; height: 26px; }}
QLineEdit, QAbstractSpinBox {{ min-height: {TARGET - 4}px; }}
QComboBox QAbstractItemView::item {{ min-height: {TARGET}px; }}
QComboBox, QDateTimeEdit {{
    min-height: {TARGET - 2}px; border: 1px solid #90a4ae; border-radius: 4px;
    padding: 0 8px; background: palette(base);
}}
QComboBox:focus, QDateTimeEdit:focus {{ border: 2px solid #1565c0; }}
QComboBox:disabled, QDateTimeEdit:disabled {{ color: #90a4ae; background: #eceff1; }}
QComboBox::drop-down, QDateTimeEdit::drop-down {{
    width: {TARGET}px; subcontrol-origin: border; subcontrol-position: top right;
    border-left: 1px solid #cfd8dc;
}}
QComboBox::down-arrow, QDateTimeEdit::down-arrow {{ image: url(ARROW); width: 16px; height: 10px; }}
"""


@cache
def touch_style() -> str:
    """The style sheet of a dialog or window whose controls are all touch targets: radios and
    check boxes as tall as a finger with indicators that can be seen, fields 44 px, combo boxes
    and date fields with a drop-down a finger wide (and their lists' rows 44 px), scroll bars a
    finger wide.  (Made on first use: its arrow is a file of ``resources/controls``.)"""
    from ninescore import resources

    arrow = resources.path("controls", "arrow-down.png")
    return _FIELD_STYLE.replace("ARROW", arrow) + SCROLL_BAR_STYLE


TARGETS_STYLE = f"""
QToolBar QToolButton {{ min-height: {TARGET}px; padding: 0 8px; }}
QToolBar QToolButton#qt_toolbar_ext_button {{ min-width: {TARGET}px; }}
QPushButton {{ min-height: {TARGET - 8}px; padding: 3px 12px; }}
QLineEdit {{ min-height: {TARGET - 2}px; }}
QComboBox {{ min-height: {TARGET}px; }}
"""
"""A window's tool bar, push buttons and fields a finger's size, whatever the size their code
asks for (with :func:`touch_style` for the rest)."""


MENU_STYLE = """
QMenuBar::item { padding: 15px 14px; }
QMenu { padding: 4px; }
QMenu::item { padding: 12px 32px 12px 36px; min-height: 20px; }
QMenu::item:selected { background: #1565c0; color: white; }
QMenu::item:disabled { color: #9e9e9e; }
QMenu::indicator { width: 18px; height: 18px; left: 10px; }
QMenu::separator { height: 1px; background: #cfd8dc; margin: 6px 8px; }
"""
"""The menu bar and its menus: every item at least 44 px tall."""


SLIDER_STYLE = f"""
QSlider::groove:horizontal {{ height: 8px; background: #cfd8dc; border-radius: 4px; }}
QSlider::sub-page:horizontal {{ background: #90caf9; border-radius: 4px; }}
QSlider::handle:horizontal {{
    width: {TARGET}px; height: {TARGET}px; margin: -{(TARGET - 8) // 2}px 0;
    border-radius: {TARGET // 2}px; background: #1565c0; border: 3px solid #0d2f6e;
}}
QSlider::handle:horizontal:disabled {{ background: #b0bec5; border-color: #90a4ae; }}
"""
"""A slider whose handle is a finger's size (Qt's own is 12 px wide)."""


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


CHOICE_STYLE = (
    "QPushButton:checked { background: #1565c0; color: white; font-weight: bold;"
    " border: 3px solid #0d2f6e; border-radius: 6px; }"
)
"""One of a few large choices (a paper, a printer, what a file holds), chosen: filled blue."""


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
