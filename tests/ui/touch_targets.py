"""What a finger can touch on a screen, and which of those targets are under 44 px.

``small_targets(root)`` walks every visible widget of ``root`` (a window, a dialog, an open
menu) and names each touch target smaller than :data:`TARGET` pixels in either direction: a
button, a field, a combo box and its arrow, a spin box's arrows, a slider's handle, a scroll
bar and its handle, a tab, a row of a list or table one taps, a clickable header, a splitter's
handle, a menu's item, a menu bar's item.  What only shows (a label, a statistics table with no
selection) is not a target.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QDateTimeEdit,
    QHeaderView,
    QLineEdit,
    QMenu,
    QMenuBar,
    QScrollBar,
    QSlider,
    QSplitterHandle,
    QStyle,
    QStyleOptionComboBox,
    QStyleOptionSlider,
    QStyleOptionSpinBox,
    QTabBar,
    QTableView,
    QWidget,
)

from ninescore.ui.widgets.touch_controls import TARGET


def _name(widget: QWidget) -> str:
    text = ""
    if isinstance(widget, QAbstractButton):
        text = widget.text() or widget.toolTip()
    elif isinstance(widget, QLineEdit):
        text = widget.placeholderText() or widget.text()
    text = text.replace("\n", " ")[:40]
    label = widget.objectName() or type(widget).__name__
    return f"{type(widget).__name__} {label!r}" + (f" “{text}”" if text else "")


def _small(rect: QRect) -> bool:
    return rect.width() < TARGET or rect.height() < TARGET


def _size(rect: QRect) -> str:
    return f"{rect.width()}×{rect.height()}"


def _slider_option(slider: QAbstractSlider) -> QStyleOptionSlider:
    option = QStyleOptionSlider()
    option.initFrom(slider)
    option.orientation = slider.orientation()
    option.minimum = slider.minimum()
    option.maximum = slider.maximum()
    option.sliderPosition = slider.sliderPosition()
    option.sliderValue = slider.value()
    option.singleStep = slider.singleStep()
    option.pageStep = slider.pageStep()
    option.upsideDown = slider.invertedAppearance()
    option.subControls = QStyle.SubControl.SC_All
    if slider.orientation() == Qt.Orientation.Horizontal:
        # As QAbstractSlider's own initStyleOption says it (a style sheet's ":horizontal").
        option.state |= QStyle.StateFlag.State_Horizontal
    return option


def _targets(widget: QWidget) -> list[tuple[str, QRect]]:
    """(what, rectangle) of each touch target ``widget`` is or holds."""
    style = widget.style()
    found: list[tuple[str, QRect]] = []
    if isinstance(widget, QSplitterHandle):
        return [("handle", widget.rect())]
    parent = widget.parentWidget()
    if isinstance(widget, QLineEdit) and isinstance(parent, QAbstractSpinBox):
        return []  # a spin box's own field: the spin box is the target
    if (
        isinstance(parent, QTableView)
        and isinstance(widget, QAbstractButton)
        and not parent.isCornerButtonEnabled()
    ):
        return []  # a table's corner button that does nothing
    if isinstance(widget, QAbstractButton | QLineEdit | QComboBox | QAbstractSpinBox):
        found.append(("", widget.rect()))
    if isinstance(widget, QDateTimeEdit) and widget.calendarPopup():
        option = QStyleOptionComboBox()
        option.initFrom(widget)
        option.editable = True
        option.subControls = QStyle.SubControl.SC_All
        arrow = style.subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxArrow, widget
        )
        found.append(("calendar arrow", arrow))
    elif (
        isinstance(widget, QAbstractSpinBox)
        and widget.buttonSymbols() != QAbstractSpinBox.ButtonSymbols.NoButtons
    ):
        option = QStyleOptionSpinBox()
        option.initFrom(widget)
        option.buttonSymbols = widget.buttonSymbols()
        option.subControls = QStyle.SubControl.SC_All
        for part, name in (
            (QStyle.SubControl.SC_SpinBoxUp, "up arrow"),
            (QStyle.SubControl.SC_SpinBoxDown, "down arrow"),
        ):
            found.append(
                (
                    name,
                    style.subControlRect(QStyle.ComplexControl.CC_SpinBox, option, part, widget),
                )
            )
    if isinstance(widget, QComboBox):
        option = QStyleOptionComboBox()
        option.initFrom(widget)
        option.editable = widget.isEditable()
        option.subControls = QStyle.SubControl.SC_All
        arrow = style.subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxArrow, widget
        )
        # The whole box opens the list; its arrow is only drawn, unless the box is editable.
        if widget.isEditable():
            found.append(("arrow", arrow))
    if isinstance(widget, QSlider):
        option = _slider_option(widget)
        found.append(("", widget.rect()))
        handle = style.subControlRect(
            QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderHandle, widget
        )
        found.append(("handle", handle))
    if isinstance(widget, QScrollBar):
        option = _slider_option(widget)
        vertical = widget.orientation() == Qt.Orientation.Vertical
        across = widget.width() if vertical else widget.height()
        found.append(("bar", QRect(0, 0, across, max(across, TARGET))))
        for part, name in (
            (QStyle.SubControl.SC_ScrollBarSlider, "handle"),
            (QStyle.SubControl.SC_ScrollBarAddLine, "arrow"),
            (QStyle.SubControl.SC_ScrollBarSubLine, "arrow"),
        ):
            rect = style.subControlRect(QStyle.ComplexControl.CC_ScrollBar, option, part, widget)
            if rect.width() > 0 and rect.height() > 0:
                found.append((name, rect))
    if isinstance(widget, QTabBar):
        for index in range(widget.count()):
            found.append((f"tab “{widget.tabText(index)}”", widget.tabRect(index)))
    if isinstance(widget, QHeaderView) and widget.sectionsClickable() and widget.isVisible():
        for index in range(widget.count()):
            if widget.isSectionHidden(index):
                continue
            size = widget.sectionSize(index)
            if widget.orientation() == Qt.Orientation.Horizontal:
                rect = QRect(0, 0, size, widget.height())
            else:
                rect = QRect(0, 0, widget.width(), size)
            found.append((f"header section {index}", rect))
    if isinstance(widget, QAbstractItemView) and (
        widget.selectionMode() != QAbstractItemView.SelectionMode.NoSelection
    ):
        model = widget.model()
        if model is not None:
            viewport = widget.viewport().rect()
            for row in range(min(model.rowCount(), 200)):
                rect = widget.visualRect(model.index(row, 0))
                if not rect.intersects(viewport):
                    continue
                if isinstance(widget, QTableView):
                    rect = QRect(0, rect.y(), TARGET, widget.rowHeight(row))
                else:
                    rect = QRect(0, rect.y(), max(rect.width(), TARGET), rect.height())
                found.append((f"row {row}", rect))
            if isinstance(widget, QTableView):
                for column in range(model.columnCount()):
                    width = widget.columnWidth(column)
                    if not widget.isColumnHidden(column) and width < TARGET:
                        found.append((f"column {column}", QRect(0, 0, width, TARGET)))
    if isinstance(widget, QMenu) and widget.isVisible():
        for action in widget.actions():
            if action.isVisible() and not action.isSeparator():
                found.append((f"item “{action.text()}”", widget.actionGeometry(action)))
    if isinstance(widget, QMenuBar) and widget.isVisible():
        for action in widget.actions():
            if action.isVisible():
                found.append((f"menu “{action.text()}”", widget.actionGeometry(action)))
    return found


def small_targets(root: QWidget) -> list[str]:
    """Every touch target of ``root`` (and the widgets in it) under 44 px either way."""
    problems: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible() or widget.window() is not root.window():
            continue
        for part, rect in _targets(widget):
            if _small(rect):
                where = f" {part}" if part else ""
                problems.append(f"{_name(widget)}{where}: {_size(rect)}")
    return sorted(set(problems))
