"""The history browser: every stored match, a match's frames and numbers, replay, player numbers.

``HistoryWindow(store, parent)`` lists the matches from the storage index (``Store.list()``), so
it opens at once on ten thousand matches; a match file is read only when the match is opened.
It watches the matches folder and refreshes itself when files are added, changed or removed.

Read-only by design: nothing here writes a match file. The two ways out are "Resume", which only
emits :attr:`HistoryWindow.resume_requested` with the match id (the scoring window's wiring
opens it), and "Delete", which after a confirmation asks the store to move the file to the trash.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QEvent,
    QFileSystemWatcher,
    QItemSelectionModel,
    QModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QTableView,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from ninescore.describe import describe_error
from ninescore.records.errors import NinescoreDataError
from ninescore.records.record import MatchRecord
from ninescore.records.summary import MatchSummary
from ninescore.ui.history import export as history_export
from ninescore.ui.history.deleting import trash_selected
from ninescore.ui.history.lazy_page import LazyPage
from ninescore.ui.history.model import Column, MatchFilterProxy, MatchTableModel
from ninescore.ui.history.panels import MatchPanel, PlayerPanel
from ninescore.ui.history.replay import ReplayPanel
from ninescore.ui.history.tables import (
    HISTORY_STYLE,
    NARROW,
    NARROWER,
    column_widths,
    edit_date,
)
from ninescore.ui.widgets import words
from ninescore.ui.widgets.plain_text import as_rich
from ninescore.ui.widgets.touch_controls import TARGET, touch_style

if TYPE_CHECKING:
    from ninescore.records.store import Store

log = logging.getLogger(__name__)

REFRESH_DELAY_MS = 400
"""Wait this long after the last change in the folder: a save is a write and a rename."""

_CACHED_RECORDS = 64

LIST_ROWS_KEPT = 4
"""The match list never shrinks below this many rows, on any screen."""


class HistoryWindow(QMainWindow):
    """The stored matches of ``store``: browse, open, replay, numbers; resume, print, delete."""

    resume_requested = Signal(str)
    """The user asked to go on scoring this match (its id); the scoring window opens it."""

    refreshed = Signal()
    """The list was read again from the store (after a change in the folder, or Refresh)."""

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyWindow")
        self.setStyleSheet(touch_style() + HISTORY_STYLE)
        self.store = store
        self._records: OrderedDict[str, tuple[MatchSummary, MatchRecord]] = OrderedDict()
        self._opened: MatchSummary | None = None

        self.model = MatchTableModel(self)
        self.proxy = MatchFilterProxy(self)
        self.proxy.setSourceModel(self.model)

        self.table = QTableView(self)
        self.table.setObjectName("historyTable")
        self.table.setModel(self.proxy)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.setSortingEnabled(True)
        self.table.setTabKeyNavigation(False)
        vertical = self.table.verticalHeader()
        vertical.hide()
        # Fixed row heights: with ResizeToContents Qt would measure all ten thousand rows.
        vertical.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        vertical.setDefaultSectionSize(max(TARGET, self.fontMetrics().height() + 10))
        self.table.setMinimumHeight(
            (LIST_ROWS_KEPT + 1) * vertical.defaultSectionSize() + 2 * self.table.frameWidth()
        )
        header = self.table.horizontalHeader()
        header.setMinimumHeight(TARGET)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        # Stretch mode divides the free width; unlike ResizeToContents it never reads the rows.
        header.setSectionResizeMode(Column.PLAYERS, QHeaderView.ResizeMode.Stretch)
        header.setSortIndicator(Column.DATE, Qt.SortOrder.DescendingOrder)
        header.setSortIndicatorShown(True)
        self._set_column_widths()
        self.table.activated.connect(self._open_index)
        self.table.doubleClicked.connect(self._open_index)

        self.search = QLineEdit(self)
        self.search.setObjectName("historySearch")
        self.search.textChanged.connect(self._on_search)
        # Its own button, a finger's size (the line edit's built-in one is 16 px).
        self.clear_search_button = QPushButton("✕", self)
        self.clear_search_button.setObjectName("clearSearch")
        self.clear_search_button.setFixedSize(TARGET, TARGET)
        self.clear_search_button.clicked.connect(self.search.clear)
        self.clear_search_button.setAccessibleName(self.tr("Clear the search"))
        self.search.setAccessibleName(self.tr("Search: player or event"))
        self.since = QDateEdit(self)
        self.until = QDateEdit(self)
        self.since.setAccessibleName(words.since_date_name())
        self.until.setAccessibleName(words.until_date_name())
        for edit in (self.since, self.until):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
            edit.setMinimumDate(QDate(2000, 1, 1))
            edit.setDate(edit.minimumDate())
            edit.dateChanged.connect(self._on_dates)
        self.status_filter = QComboBox(self)
        self.status_filter.setObjectName("historyStatus")
        self.status_filter.currentIndexChanged.connect(self._on_status)
        self.count_label = QLabel(self)
        self.count_label.setObjectName("historyCount")

        self._search_label = QLabel(self)
        self._search_label.setBuddy(self.search)
        self._dates_label = QLabel(self)
        self._dates_label.setBuddy(self.since)
        self._status_label = QLabel(self)
        self._status_label.setBuddy(self.status_filter)
        filters = QHBoxLayout()
        filters.addWidget(self._search_label)
        filters.addWidget(self.search, 3)
        filters.addWidget(self.clear_search_button)
        filters.addWidget(self._dates_label)
        filters.addWidget(self.since)
        filters.addWidget(QLabel("–", self))
        filters.addWidget(self.until)
        filters.addWidget(self._status_label)
        filters.addWidget(self.status_filter)

        list_box = QWidget(self)
        list_layout = QVBoxLayout(list_box)
        list_layout.setContentsMargins(6, 6, 6, 0)
        list_layout.addLayout(filters)
        list_layout.addWidget(self.table, 1)
        list_layout.addWidget(self.count_label)
        self.list_page = list_box

        # The list and each panel are tabs of their own: with every target a finger's size, a
        # 600-pixel screen has no room for the list above a panel (the list is one tap away).
        # Each panel is made when first wanted (see lazy_page).
        self._match_page = LazyPage("historyMatch", self._make_match_panel, self)
        self._replay_page = LazyPage("historyReplay", lambda: ReplayPanel(self), self)
        self._players_page = LazyPage("historyPlayer", self._make_players_panel, self)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("historyTabs")
        self._pages: list[QWidget] = [
            list_box,
            self._match_page,
            self._replay_page,
            self._players_page,
        ]
        for page in self._pages:
            self.tabs.addTab(page, "")
        # The players' names and events are gathered only when the tab is first looked at.
        self._players_stale = True
        self.tabs.currentChanged.connect(lambda _index: self._feed_players())

        self.setCentralWidget(self.tabs)

        self._make_actions()
        self.table.selectionModel().selectionChanged.connect(self._update_actions)

        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(REFRESH_DELAY_MS)
        self._refresh_timer.timeout.connect(self.refresh)
        self.watcher = QFileSystemWatcher(self)
        matches_folder = str(store.matches_path)
        if not self.watcher.addPath(matches_folder):
            log.warning("cannot watch %s for new matches", matches_folder)
        self.watcher.directoryChanged.connect(self._folder_changed)

        self._retranslate()
        history_export.fit_to_screen(self, parent)
        self.refresh()
        self._update_actions()

    # -- public API ---------------------------------------------------------------------------

    def summaries_shown(self) -> list[MatchSummary]:
        """The matches in the table as it is filtered and sorted now, top to bottom."""
        return [
            self.model.summary(self.proxy.mapToSource(self.proxy.index(row, 0)).row())
            for row in range(self.proxy.rowCount())
        ]

    def selected_summaries(self) -> list[MatchSummary]:
        rows = sorted(index.row() for index in self.table.selectionModel().selectedRows())
        return [
            self.model.summary(self.proxy.mapToSource(self.proxy.index(r, 0)).row()) for r in rows
        ]

    @property
    def match_panel(self) -> MatchPanel:
        return self._match_page.panel()

    @property
    def replay(self) -> ReplayPanel:
        return self._replay_page.panel()

    @property
    def players(self) -> PlayerPanel:
        return self._players_page.panel()

    def _make_match_panel(self) -> MatchPanel:
        panel = MatchPanel(self)
        panel.frame_chosen.connect(self.replay_frame)
        return panel

    def _make_players_panel(self) -> PlayerPanel:
        panel = PlayerPanel(self.load_quietly, self, store=self.store)
        panel.export_requested.connect(lambda: history_export.export_players(self))
        return panel

    def current_page(self) -> QWidget:
        """The panel of the tab shown: the list, ``match_panel``, ``replay`` or ``players``."""
        page = self._pages[max(0, self.tabs.currentIndex())]
        return page.panel() if isinstance(page, LazyPage) else page

    def show_page(self, page: QWidget) -> None:
        """Bring the tab of ``page`` (``match_panel``, ``replay`` or ``players``) to the front."""
        self.tabs.setCurrentIndex(
            next(
                index
                for index, held in enumerate(self._pages)
                if held is page or (isinstance(held, LazyPage) and held.widget() is page)
            )
        )

    @property
    def opened_record(self) -> MatchRecord | None:
        return self.match_panel.record

    def select_match(self, match_id: str) -> bool:
        """Make ``match_id`` the current row (if the filters show it)."""
        source_row = self.model.row_of(match_id)
        if source_row < 0:
            return False
        index = self.proxy.mapFromSource(self.model.index(source_row, 0))
        if not index.isValid():
            return False
        self.table.selectionModel().setCurrentIndex(
            index,
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )
        self.table.scrollTo(index)
        return True

    def open_match(self, match_id: str) -> bool:
        """Read the match and show its frames and numbers. False (with a message) when it cannot."""
        source_row = self.model.row_of(match_id)
        if source_row < 0:
            return False
        summary = self.model.summary(source_row)
        try:
            record = self._load(summary)
        except NinescoreDataError as error:
            self.warn(self.tr("Open match"), self._describe(error))
            return False
        self._opened = summary
        self.match_panel.show_match(record)
        self.replay.show_frame((), record.players)
        self.show_page(self.match_panel)
        self._update_actions()
        return True

    def replay_frame(self, number: int) -> None:
        """Show frame ``number`` (from 1) of the opened match in the replay."""
        record = self.match_panel.record
        if record is None:
            return
        frames = record.match.frames
        if not 1 <= number <= len(frames) or not frames[number - 1].log:
            return
        times = record.action_times
        shot_times = record.action_shot_times
        winners = [frame.winner for frame in frames[:number]]
        self.replay.show_frame(
            record.match.log_of(number - 1),
            record.players,
            number,
            times[number - 1] if number - 1 < len(times) else (),
            score=(winners.count(0), winners.count(1)),
            shot_times=shot_times[number - 1] if number - 1 < len(shot_times) else (),
        )
        self.show_page(self.replay)
        self.replay.shots.setFocus()

    def show_player(self, name: str, opponent: str | None = None) -> None:
        """Show ``name``'s numbers (and head-to-head against ``opponent``) in the players tab."""
        self.show_page(self.players)
        self.players.choose_player(name, opponent)

    def refresh(self) -> None:
        """Read the list again from the store's index (cheap when nothing changed)."""
        self._refresh_timer.stop()
        try:
            summaries = self.store.list()
        except NinescoreDataError as error:
            self.statusBar().showMessage(self._describe(error))
            return
        if summaries != self.model.summaries():
            selected = [summary.id for summary in self.selected_summaries()]
            current = self.table.currentIndex()
            current_id = (
                self.model.summary(self.proxy.mapToSource(current).row()).id
                if current.isValid()
                else None
            )
            self.model.set_summaries(summaries)
            self._restore_selection(selected, current_id)
            self._players_stale = True
            self._feed_players()
            self._check_opened(summaries)
        self._update_count()
        self._update_actions()
        unreadable = len(self.store.problems)
        if unreadable:
            self.statusBar().showMessage(
                QCoreApplication.translate(
                    "HistoryWindow",
                    "%n file(s) in the matches folder could not be read.",
                    None,
                    unreadable,
                )
            )
        self.refreshed.emit()

    # -- actions ------------------------------------------------------------------------------

    def _make_actions(self) -> None:
        def action(
            shortcut: QKeySequence | QKeySequence.StandardKey | None, slot: object, name: str
        ) -> QAction:
            made = QAction(self)
            made.setObjectName(name)
            if shortcut is not None:
                made.setShortcut(QKeySequence(shortcut))
            made.triggered.connect(slot)
            return made

        self.act_refresh = action(QKeySequence.StandardKey.Refresh, self.refresh, "refresh")
        self.act_open = action(None, self._open_current, "open")
        self.act_print = action(None, self.print_selected, "printSheet")
        self.act_pdf = action(None, self.export_pdf_selected, "exportPdf")
        self.act_csv = action(None, lambda: history_export.export_matches(self), "exportCsv")
        self.act_resume = action(None, self.resume_selected, "resume")
        self.act_delete = action(None, self.delete_selected, "delete")
        self.act_player = action(None, self._show_player_of_current, "playerStats")
        self.act_close = action(QKeySequence.StandardKey.Close, self.close, "close")
        self.act_close.setShortcuts(
            [QKeySequence(QKeySequence.StandardKey.Close), QKeySequence(Qt.Key.Key_Escape)]
        )
        # Delete only from the table: in the search field the key must delete text.
        self.act_delete.setShortcut(QKeySequence(QKeySequence.StandardKey.Delete))
        self.act_delete.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.table.addAction(self.act_delete)
        self.addAction(self.act_close)
        toolbar = QToolBar(self)
        toolbar.setObjectName("historyToolbar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        # Close first: on a narrow screen the last items go to the toolbar's "»" menu, and the
        # way out must stay in sight.
        for item in (
            *(self.act_close, None, self.act_refresh, None, self.act_open, self.act_player),
            *(None, self.act_print, self.act_pdf, self.act_csv, None, self.act_resume),
            *(None, self.act_delete),
        ):
            if item is None:
                toolbar.addSeparator()
            else:
                toolbar.addAction(item)
        self.addToolBar(toolbar)
        self.toolbar = toolbar
        # Qt's "»" of a toolbar too wide for the window (Russian, a tablet): said in words.
        for extension in toolbar.findChildren(QWidget, "qt_toolbar_ext_button"):
            extension.setAccessibleName(self.tr("More commands"))

    def _update_actions(self) -> None:
        selected = self.selected_summaries()
        one = len(selected) == 1
        done = bool(selected) and all(s.status in ("finished", "abandoned") for s in selected)
        self.act_open.setEnabled(one)
        self.act_player.setEnabled(one)
        self.act_print.setEnabled(done)
        self.act_pdf.setEnabled(done)
        self.act_csv.setEnabled(self.proxy.rowCount() > 0)
        self.act_resume.setEnabled(one and selected[0].status in ("in_progress", "abandoned"))
        self.act_delete.setEnabled(bool(selected))

    def _open_current(self) -> None:
        selected = self.selected_summaries()
        if len(selected) == 1:
            self.open_match(selected[0].id)

    def _open_index(self, index: QModelIndex) -> None:
        if index.isValid():
            self.open_match(self.model.summary(self.proxy.mapToSource(index).row()).id)

    def _show_player_of_current(self) -> None:
        selected = self.selected_summaries()
        if len(selected) == 1:
            players = selected[0].players
            self.show_player(players[0], players[1])

    def print_selected(self) -> None:
        records = self._load_selected()
        if records:
            from ninescore.ui.dialogs import printing

            printing.print_sheet(self, records)

    def export_pdf_selected(self) -> None:
        records = self._load_selected()
        if records:
            from ninescore.ui.dialogs import printing

            printing.export_pdf(self, records)

    def resume_selected(self) -> None:
        selected = self.selected_summaries()
        if len(selected) != 1:
            return
        summary = selected[0]
        if summary.status == "finished":
            return
        if self.store.is_locked(summary.id):
            self.warn(
                self.tr("Resume match"),
                self.tr("This match is being scored in another ninescore window."),
            )
            return
        self.resume_requested.emit(summary.id)

    def delete_selected(self) -> None:
        """Move the selected matches to the trash folder, after asking."""
        trash_selected(self)

    # -- internals ----------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # The window manager's frame is known only once the window is up.
        QTimer.singleShot(0, lambda: history_export.keep_on_screen(self))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        width = event.size().width()
        for column, least in (
            (Column.ROUND, NARROW),
            (Column.TABLE, NARROW),
            (Column.EVENT, NARROWER),
        ):
            hidden = width < least
            if self.table.isColumnHidden(column) != hidden:
                self.table.setColumnHidden(column, hidden)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._refresh_timer.stop()
        # A closed window reads no more files and opens no index behind the store's back.
        if self._players_page.made:
            self.players.stop()
        super().closeEvent(event)

    def _retranslate(self) -> None:
        self.setWindowTitle(words.match_history())
        self._search_label.setText(self.tr("&Find:"))
        self.search.setPlaceholderText(self.tr("player or event"))
        self.search.setToolTip(self.tr("Type part of a player's name or an event"))
        self._dates_label.setText(words.dates_label())
        self._status_label.setText(self.tr("S&tatus:"))
        for edit in (self.since, self.until):
            edit.setSpecialValueText(words.any_date())
        self.since.setToolTip(self.tr("Matches from this day on"))
        self.until.setToolTip(self.tr("Matches up to this day"))
        current = self.status_filter.currentIndex()
        self.status_filter.blockSignals(True)
        self.status_filter.clear()
        self.status_filter.addItem(self.tr("All"), None)
        self.status_filter.addItem(self.tr("In progress"), "in_progress")
        self.status_filter.addItem(self.tr("Finished"), "finished")
        self.status_filter.addItem(self.tr("Abandoned"), "abandoned")
        self.status_filter.setCurrentIndex(max(current, 0))
        self.status_filter.blockSignals(False)
        self.tabs.setTabText(0, self.tr("Matc&hes"))
        self.tabs.setTabText(1, words.match_title())
        self.tabs.setTabText(2, self.tr("&Replay"))
        self.tabs.setTabText(3, self.tr("&Players"))
        self.table.setAccessibleName(self.tr("Stored matches"))
        for action, text, tip in (
            (self.act_refresh, self.tr("Refresh"), self.tr("Read the matches folder again (F5)")),
            (self.act_open, self.tr("Open"), self.tr("Show the match's frames and numbers")),
            (
                self.act_player,
                words.player_statistics(),
                self.tr("Numbers of the first player, head-to-head against the second"),
            ),
            (self.act_print, words.print_sheet(), self.tr("Print the match sheet")),
            (self.act_pdf, words.export_pdf(), self.tr("Save the match sheet as a PDF")),
            (
                self.act_csv,
                words.export_csv(),
                self.tr("Save the statistics of the selected (or all shown) matches"),
            ),
            (self.act_resume, self.tr("Resume"), self.tr("Go on scoring this unfinished match")),
            (
                self.act_delete,
                self.tr("Delete…"),
                self.tr("Move the match to the trash folder (asks first)"),
            ),
            (self.act_close, words.close(), self.tr("Close the history (Esc)")),
        ):
            action.setText(text)
            action.setToolTip(tip)
        self._update_count()

    def _set_column_widths(self) -> None:
        for column, width in column_widths(self.fontMetrics()).items():
            self.table.setColumnWidth(column, width)

    def _update_count(self) -> None:
        total = self.model.rowCount()
        shown = self.proxy.rowCount()
        if shown == total:
            text = QCoreApplication.translate("HistoryWindow", "%n match(es)", None, total)
        else:
            text = QCoreApplication.translate(
                "HistoryWindow", "{shown} of %n match(es)", None, total
            ).format(shown=shown)
        self.count_label.setText(text)

    def _on_search(self, text: str) -> None:
        self.proxy.set_text(text)
        self._after_filter()

    def _on_dates(self, _value: QDate) -> None:
        self.proxy.set_dates(edit_date(self.since), edit_date(self.until))
        self._after_filter()

    def _on_status(self, _index: int) -> None:
        self.proxy.set_status(self.status_filter.currentData())
        self._after_filter()

    def _after_filter(self) -> None:
        self._update_count()
        self._update_actions()

    def _feed_players(self) -> None:
        if self._players_stale and self.current_page() is self.players:
            self._players_stale = False
            self.players.set_summaries(self.model.summaries())

    def _folder_changed(self, _path: str) -> None:
        self._refresh_timer.start()

    def _restore_selection(self, selected: Sequence[str], current_id: str | None) -> None:
        selection = self.table.selectionModel()
        wanted = set(selected)
        if not wanted and current_id is None:
            return
        for source_row, summary in enumerate(self.model.summaries()):
            if summary.id not in wanted:
                continue
            index = self.proxy.mapFromSource(self.model.index(source_row, 0))
            if index.isValid():
                selection.select(
                    index,
                    QItemSelectionModel.SelectionFlag.Select
                    | QItemSelectionModel.SelectionFlag.Rows,
                )
        if current_id is not None:
            row = self.model.row_of(current_id)
            if row >= 0:
                index = self.proxy.mapFromSource(self.model.index(row, 0))
                if index.isValid():
                    selection.setCurrentIndex(index, QItemSelectionModel.SelectionFlag.NoUpdate)

    def _check_opened(self, summaries: Sequence[MatchSummary]) -> None:
        opened = self._opened
        if opened is None:
            return
        now = next((summary for summary in summaries if summary.id == opened.id), None)
        if now is None:
            self.statusBar().showMessage(
                self.tr("The opened match is no longer in the matches folder."), 8000
            )
            return
        if now != opened:
            # Being scored elsewhere: show what the file says now.
            self._records.pop(opened.id, None)
            tab = self.tabs.currentWidget()
            frame = self.replay.frame_number
            step = self.replay.step
            if self.open_match(opened.id) and frame:
                self.replay_frame(frame)
                self.replay.go_to(step)
            self.tabs.setCurrentWidget(tab)

    def _load(self, summary: MatchSummary) -> MatchRecord:
        cached = self._records.get(summary.id)
        if cached is not None and cached[0] == summary:
            self._records.move_to_end(summary.id)
            return cached[1]
        record = self.store.load(summary.path)
        self._records[summary.id] = (summary, record)
        while len(self._records) > _CACHED_RECORDS:
            self._records.popitem(last=False)
        return record

    def load_quietly(self, summary: MatchSummary) -> MatchRecord | None:
        try:
            return self._load(summary)
        except NinescoreDataError as error:
            log.warning("skipping %s: %s", summary.path, error)
            return None

    def _load_selected(self) -> list[MatchRecord]:
        records: list[MatchRecord] = []
        for summary in self.selected_summaries():
            try:
                records.append(self._load(summary))
            except NinescoreDataError as error:
                self.warn(self.tr("Match sheet"), self._describe(error))
                return []
        return records

    def _describe(self, error: NinescoreDataError) -> str:
        return describe_error(error)

    def warn(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, as_rich(text))


__all__ = ["HistoryWindow"]
