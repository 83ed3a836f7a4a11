"""The history browser's match table: a model over the storage index, and its filter.

The model holds :class:`~ninescore.records.MatchSummary` values from ``Store.list()`` (the SQLite
index), never loaded matches, so ten thousand rows cost one index read. Sorting is done by the
model on plain Python keys (one ``list.sort``), not by the proxy comparing cells through Qt,
which would cross into Python for every comparison; the proxy only filters.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date, datetime
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QColor

from ninescore.describe import (
    Heading,
    heading,
    pairing_text,
    race_text,
    status_text,
    winner_text,
)
from ninescore.describe import score_text as describe_score
from ninescore.describe.dates import date_time_text
from ninescore.records import MatchSummary
from ninescore.ui.widgets.plain_text import as_rich

__all__ = ["Column", "MatchFilterProxy", "MatchTableModel", "score_text", "status_text"]

ModelIndex = QModelIndex | QPersistentModelIndex

SUMMARY_ROLE = Qt.ItemDataRole.UserRole + 1
"""The row's :class:`MatchSummary`, from any column."""


class Column(IntEnum):
    DATE = 0
    EVENT = 1
    ROUND = 2
    TABLE = 3
    PLAYERS = 4
    SCORE = 5
    STATUS = 6


def column_titles() -> list[str]:
    return [
        heading(Heading.DATE),
        heading(Heading.EVENT),
        heading(Heading.ROUND),
        heading(Heading.TABLE),
        heading(Heading.PLAYERS),
        heading(Heading.SCORE),
        heading(Heading.STATUS),
    ]


def local_day(moment: datetime) -> date:
    """The calendar day of ``moment`` on this computer (how the date column and filter read)."""
    return moment.astimezone().date()


def players_text(summary: MatchSummary) -> str:
    return pairing_text(summary.players)


def score_text(score: tuple[int, int], race_to: tuple[int, int]) -> str:
    """``5–3 (race to 7)``."""
    return QCoreApplication.translate("History", "{score} ({race})").format(
        score=describe_score(score), race=race_text(race_to)
    )


def _natural(text: str) -> tuple[int, int | str]:
    """Tables "2" before "10"; names by their casefold."""
    stripped = text.strip()
    if stripped.isdigit():
        return (0, int(stripped))
    return (1 if stripped else 2, stripped.casefold())


_SORT_KEYS: dict[Column, Callable[[MatchSummary], Any]] = {
    Column.DATE: lambda s: s.created,
    Column.EVENT: lambda s: (s.event == "", s.event.casefold(), s.created),
    Column.ROUND: lambda s: (_natural(s.round), s.created),
    Column.TABLE: lambda s: (_natural(s.table), s.created),
    Column.PLAYERS: lambda s: (s.players[0].casefold(), s.players[1].casefold(), s.created),
    Column.SCORE: lambda s: (max(s.score), s.score, s.created),
    Column.STATUS: lambda s: (s.status, s.created),
}

_UNFINISHED_COLOUR = QColor("#1565c0")
_ABANDONED_COLOUR = QColor("#8d6e63")


class MatchTableModel(QAbstractTableModel):
    """Stored matches as rows; newest first until the user sorts by another column."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[MatchSummary] = []
        self._search: list[str] | None = None
        self._titles = column_titles()
        self._sort_column = Column.DATE
        self._sort_order = Qt.SortOrder.DescendingOrder

    # -- data in ------------------------------------------------------------------------------

    def set_summaries(self, summaries: Sequence[MatchSummary]) -> None:
        """Replace every row (after a refresh); the current sort order is kept."""
        self.beginResetModel()
        self._rows = list(summaries)
        self._sort_rows()
        self.endResetModel()

    def summaries(self) -> list[MatchSummary]:
        return list(self._rows)

    def summary(self, row: int) -> MatchSummary:
        return self._rows[row]

    def search_text(self, row: int) -> str:
        """Players and event of ``row`` in one casefolded string, for filtering as you type."""
        if self._search is None:
            # Built on the first search, not on opening: most openings never search.
            self._search = [
                f"{s.players[0]}\n{s.players[1]}\n{s.event}".casefold() for s in self._rows
            ]
        return self._search[row]

    def row_of(self, match_id: str) -> int:
        for row, summary in enumerate(self._rows):
            if summary.id == match_id:
                return row
        return -1

    def _sort_rows(self) -> None:
        key = _SORT_KEYS[self._sort_column]
        reverse = self._sort_order == Qt.SortOrder.DescendingOrder
        self._rows.sort(key=key, reverse=reverse)
        self._search = None

    # -- QAbstractTableModel --------------------------------------------------------------------

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(Column)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self._titles[section]
        return None

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        summary = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == Column.DATE:
                return date_time_text(summary.created)
            if column == Column.EVENT:
                return summary.event
            if column == Column.ROUND:
                return summary.round
            if column == Column.TABLE:
                return summary.table
            if column == Column.PLAYERS:
                return players_text(summary)
            if column == Column.SCORE:
                return score_text(summary.score, summary.race_to)
            return status_text(summary.status)
        if role == SUMMARY_ROLE:
            return summary
        if role == Qt.ItemDataRole.ForegroundRole and column == Column.STATUS:
            if summary.status == "in_progress":
                return _UNFINISHED_COLOUR
            if summary.status == "abandoned":
                return _ABANDONED_COLOUR
        if (
            role == Qt.ItemDataRole.ToolTipRole
            and column == Column.PLAYERS
            and summary.winner is not None
        ):
            return as_rich(
                winner_text(summary.players[summary.winner])
            )  # a tooltip: Qt would take a name in <…> for markup
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (Column.TABLE, Column.SCORE):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if column < 0 or column >= len(Column):
            return
        self.layoutAboutToBeChanged.emit()
        self._sort_column = Column(column)
        self._sort_order = order
        self._sort_rows()
        self.layoutChanged.emit()


class MatchFilterProxy(QSortFilterProxyModel):
    """Filters rows by text (player or event), a date range and a status; never sorts itself.

    Sorting is forwarded to :meth:`MatchTableModel.sort`, which sorts in Python in one call.
    """

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._words: list[str] = []
        self._since: date | None = None
        self._until: date | None = None
        self._status: str | None = None

    def set_text(self, text: str) -> None:
        words = text.casefold().split()
        if words != self._words:
            self.beginFilterChange()
            self._words = words
            self._rows_filter_changed()

    def set_dates(self, since: date | None, until: date | None) -> None:
        if (since, until) != (self._since, self._until):
            self.beginFilterChange()
            self._since, self._until = since, until
            self._rows_filter_changed()

    def set_status(self, status: str | None) -> None:
        if status != self._status:
            self.beginFilterChange()
            self._status = status
            self._rows_filter_changed()

    def _rows_filter_changed(self) -> None:
        # Rows only: the columns never change, so Qt need not re-check them.
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def is_filtering(self) -> bool:
        return (
            bool(self._words)
            or self._since is not None
            or self._until is not None
            or (self._status is not None)
        )

    def filterAcceptsRow(self, source_row: int, source_parent: ModelIndex) -> bool:
        model = self.sourceModel()
        if not isinstance(model, MatchTableModel):
            return True
        if self._words:
            haystack = model.search_text(source_row)
            if not all(word in haystack for word in self._words):
                return False
        if self._status is not None or self._since is not None or self._until is not None:
            summary = model.summary(source_row)
            if self._status is not None and summary.status != self._status:
                return False
            if self._since is not None or self._until is not None:
                day = local_day(summary.created)
                if self._since is not None and day < self._since:
                    return False
                if self._until is not None and day > self._until:
                    return False
        return True

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        model = self.sourceModel()
        if isinstance(model, MatchTableModel):
            model.sort(column, order)
