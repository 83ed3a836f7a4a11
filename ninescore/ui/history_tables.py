"""The history's tables: statistics to read (no selection, no clickable headers) and the
helpers that fill them, and the fixed column widths of the match list."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from ninescore.ui.history_model import Column


def cell(text: object, align_right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(str(text))
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if align_right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def numbers_table(parent: QWidget) -> QTableWidget:
    table = QTableWidget(parent)
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
        width = max(1, header.sectionSize(column) - 2 * padding)
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
    for row, (_label, values) in enumerate(rows):
        for column, value in enumerate(values):
            table.setItem(row, column, cell(value, align_right=True))
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
