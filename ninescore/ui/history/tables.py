"""The history's tables and its look: statistics to read (no selection, no clickable headers)
and the helpers that fill them, the match list's column widths and the widths below which it
leaves columns out, the window's touch style, its scrolling panels and date filters."""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDateEdit,
    QHeaderView,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from ninescore.ui.history.model import Column
from ninescore.ui.widgets.touch_controls import TARGET


def cell(text: object, align_right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(str(text))
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if align_right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


_BREAKS = re.compile(r"\s+|(?<=-)")


class _NumbersTable(QTableWidget):
    """A table of numbers whose row labels keep at most half its width: long Russian labels
    left the players' columns a dozen pixels wide ("Clara Smirnov" read "lar irn") and the
    table scrolling sideways on a 1024×600 tablet."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.keep_room_for_columns()
        super().resizeEvent(event)

    def keep_room_for_columns(self) -> None:
        """Leave every column room for the longest word of its heading (a name, whole)."""
        header = self.horizontalHeader()
        metrics = header.fontMetrics()
        padding = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
        columns = 0
        for index in range(self.columnCount()):
            item = self.horizontalHeaderItem(index)
            # A line may break after a space or a hyphen ("Kowalczyk-" / "Lindqvist").
            words = _BREAKS.split(item.text()) if item is not None else []
            widest = max((metrics.horizontalAdvance(word) for word in words), default=0)
            columns += widest + 2 * padding + 6
        scroll = self.verticalScrollBar().sizeHint().width()
        room = self.width() - 2 * self.frameWidth() - scroll - columns
        limit = max(80, min(self.width() // 2, room))
        labels = self.verticalHeader()
        if labels.maximumWidth() != limit:
            labels.setMaximumWidth(limit)


def numbers_table(parent: QWidget) -> QTableWidget:
    table = _NumbersTable(parent)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    # Long names ("Фёдоров, head-to-head") wrap onto a second line instead of being cut off.
    header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
    header.setTextElideMode(Qt.TextElideMode.ElideNone)
    header.sectionResized.connect(lambda *_sizes: fit_header_height(table))
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    # A row label cut short by the columns' room says so, and shows whole in its tip.
    table.verticalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
    # Numbers to read, nothing to tap: no clickable headers, no corner button.
    header.setSectionsClickable(False)
    table.verticalHeader().setSectionsClickable(False)
    table.setCornerButtonEnabled(False)
    table.setAlternatingRowColors(True)
    return table


def fit_header_height(table: QTableWidget) -> None:
    """Make the column headers tall enough for their wrapped text (Qt does not by itself)."""
    header = table.horizontalHeader()
    metrics = header.fontMetrics()
    # The style's padding round a header label, and room for the sort arrow and frame.
    padding = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    lines = metrics.height() + 2 * padding + 2
    needed = lines
    for column in range(table.columnCount()):
        item = table.horizontalHeaderItem(column)
        if item is None or not item.text():
            continue
        # The style draws the label a few pixels inside its margins too: wrapping here at the
        # full width counted a line too few, and a long name's heading lost its first line.
        width = max(1, header.sectionSize(column) - 2 * padding - 8)
        box = metrics.boundingRect(
            QRect(0, 0, width, 10_000),
            int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
            item.text(),
        )
        needed = max(needed, box.height() + 2 * padding + 2)
    if header.minimumHeight() != needed:
        header.setMinimumHeight(needed)


def fill_numbers(
    table: QTableWidget, headers: Sequence[str], rows: Sequence[tuple[str, Sequence[object]]]
) -> None:
    table.clear()
    table.setColumnCount(len(headers))
    table.setRowCount(len(rows))
    table.setHorizontalHeaderLabels(list(headers))
    table.setVerticalHeaderLabels([label for label, _ in rows])
    for row, (label, _values) in enumerate(rows):
        item = table.verticalHeaderItem(row)
        if item is not None:
            item.setToolTip(label)
    for row, (_label, values) in enumerate(rows):
        for column, value in enumerate(values):
            table.setItem(row, column, cell(value, align_right=True))
    if isinstance(table, _NumbersTable):
        table.keep_room_for_columns()
    fit_header_height(table)


def column_widths(metrics: QFontMetrics) -> dict[Column, int]:
    """The match list's column widths, from the font and not from the contents: measuring ten
    thousand rows would take seconds."""
    return {
        Column.DATE: metrics.horizontalAdvance("2000-00-00 00:00") + 24,
        Column.EVENT: metrics.horizontalAdvance("M") * 12,
        Column.ROUND: metrics.horizontalAdvance("M") * 8,
        Column.TABLE: metrics.horizontalAdvance("Table") + 24,
        Column.PLAYERS: metrics.horizontalAdvance("M") * 22,
        Column.SCORE: metrics.horizontalAdvance("10–10 (race to 10/10)") + 16,
        Column.STATUS: metrics.horizontalAdvance("in progress") + 24,
    }


NARROW = 900
"""Narrower than this, the list leaves out the round and the table (the match panel shows
them), so that the players' names keep their room."""
NARROWER = 800
"""Narrower than this (the history beside a scoring window), the event too."""

HISTORY_STYLE = f"""
QToolBar QToolButton {{ min-height: {TARGET}px; padding: 0 8px; }}
QTabBar::tab {{ min-height: {TARGET}px; min-width: 88px; padding: 0 14px; }}
QListView::item {{ min-height: {TARGET}px; }}
QHeaderView::section {{ min-height: {TARGET - 12}px; padding: 0 6px; }}
QToolBar QToolButton#qt_toolbar_ext_button {{ min-width: {TARGET}px; }}
"""
"""Every target of the history a finger's size: the toolbar, the tabs, the rows, the fields
and their drop-downs, the scroll bars."""


def edit_date(edit: QDateEdit) -> date | None:
    if edit.date() == edit.minimumDate():
        return None
    value = edit.date()
    return date(value.year(), value.month(), value.day())
