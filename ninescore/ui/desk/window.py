"""The tournament desk: every table of a shared folder on one screen (``ninescore desk``).

One card per table (:mod:`.card`), sorted by table, from a
:class:`~ninescore.desk.DeskFolder` that a timer refreshes twice a second: a file Syncthing
brings shows within a second of arriving.  The toolbar prints the sheets waiting (one print
job), marks them printed, writes the day's results as CSV, sends the next match to a table,
serves the room's board, and sets this machine's table and sharing.  Matches changed on two
machines are named over the cards, and a person chooses a version side by side.

The window gets its store from the wiring (``commands/desk.py`` or the start screen): it uses it
only for the history browser, where a tapped card's match opens.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from ninescore.describe import desk as words
from ninescore.describe.errors import describe_error
from ninescore.desk import REFRESH_SECONDS, DeskFolder, TableCard
from ninescore.records.assignments import mark_printed
from ninescore.records.codec import parse_record, read_bytes
from ninescore.records.errors import RecordError
from ninescore.records.machine import load_machine
from ninescore.ui.desk.card import CARD_WIDTH, DeskCard
from ninescore.ui.widgets.plain_text import plain, warn
from ninescore.ui.widgets.touch_controls import TARGETS_STYLE, touch_style

if TYPE_CHECKING:
    from collections.abc import Callable

    from ninescore.feed.follower import FolderFollower
    from ninescore.feed.server import FeedServer
    from ninescore.records.record import MatchRecord
    from ninescore.records.store import Store

log = logging.getLogger(__name__)


class DeskWindow(QMainWindow):
    """The desk's window on ``data_path``; ``store`` (optional) for the history browser."""

    refreshed = Signal()
    """The cards were shown again after something changed."""

    def __init__(
        self, data_path: Path, store: Store | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("deskWindow")
        self.data_path = Path(data_path)
        self.store = store
        machine = load_machine(self.data_path)
        self.desk = DeskFolder(self.data_path, quiet_minutes=machine.quiet_minutes)
        self.cards: list[DeskCard] = []
        self._columns = 0
        self._history: QWidget | None = None
        self._tournament: QWidget | None = None
        self._board: tuple[FeedServer, FolderFollower] | None = None
        self.setWindowTitle(self.tr("Tournament desk — ninescore"))
        self.setStyleSheet(touch_style() + TARGETS_STYLE)  # a desk may be a touch screen too

        toolbar = QToolBar(self)
        toolbar.setObjectName("deskToolbar")
        toolbar.setMovable(False)
        self.addToolBar(toolbar)
        self.print_all_action = self._action(toolbar, self.tr("Print all waiting"), self.print_all)
        self.mark_all_action = self._action(toolbar, self.tr("Mark all printed"), self.mark_all)
        self.results_action = self._action(toolbar, self.tr("Results CSV…"), self.save_results)
        toolbar.addSeparator()
        self.tournament_action = self._action(toolbar, self.tr("Tournament…"), self.open_tournament)
        self.assign_action = self._action(toolbar, self.tr("Send a match…"), self.assign)
        self.board_action = self._action(toolbar, self.tr("Room TV board"), self.toggle_board)
        self.board_action.setCheckable(True)
        self.machine_action = self._action(toolbar, words.machine_action_text(), self.edit_machine)

        self.conflict_label = plain(QLabel(self))
        self.conflict_label.setObjectName("deskConflicts")
        self.conflict_label.setWordWrap(True)
        self.conflict_label.setStyleSheet("color: #b71c1c; font-weight: bold;")
        self.conflict_button = QPushButton(self.tr("Choose a version…"), self)
        self.conflict_button.setObjectName("deskChooseVersion")
        self.conflict_button.clicked.connect(self.choose_versions)
        conflict_row = QHBoxLayout()
        conflict_row.addWidget(self.conflict_label, 1)
        conflict_row.addWidget(self.conflict_button)
        self.empty_label = plain(QLabel(self))
        self.empty_label.setObjectName("deskEmpty")
        self.empty_label.setWordWrap(True)
        self.empty_label.setText(
            self.tr(
                "No table has a match today yet. Matches appear here as soon as the tables' "
                "files arrive in {folder}."
            ).format(folder=self.data_path / "matches")
        )

        self.grid_host = QWidget(self)
        self.grid = QGridLayout(self.grid_host)
        self.grid.setSpacing(10)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.grid_host)
        self.card_area = scroll

        body = QWidget(self)
        column = QVBoxLayout(body)
        column.addLayout(conflict_row)
        column.addWidget(self.empty_label)
        column.addWidget(scroll, 1)
        self.setCentralWidget(body)
        self.summary_label = plain(QLabel(self))
        self.summary_label.setObjectName("deskSummary")
        self.statusBar().addWidget(self.summary_label, 1)
        self.board_label = plain(QLabel(self))
        self.board_label.setObjectName("deskBoardAddress")
        self.board_label.setTextInteractionFlags(
            self.board_label.textInteractionFlags()
            | self.board_label.textInteractionFlags().TextSelectableByMouse
        )
        self.statusBar().addPermanentWidget(self.board_label)

        self.timer = QTimer(self)
        self.timer.setInterval(int(REFRESH_SECONDS * 1000))
        self.timer.timeout.connect(self.refresh)
        self.resize(4 * (CARD_WIDTH + 10) + 60, 760)
        self.refresh(force=True)
        self.timer.start()

    def _action(self, toolbar: QToolBar, text: str, slot: Callable[..., object]) -> QAction:
        action = QAction(text, self)
        action.triggered.connect(slot)
        toolbar.addAction(action)
        return action

    # -- showing -----------------------------------------------------------------------------

    def refresh(self, force: bool = False) -> bool:
        """Look at the folder; show the cards again when something changed."""
        try:
            changed = self.desk.refresh()
        except Exception:  # one bad look must not stop the desk: the next one tries again
            log.exception("the desk could not look at %s", self.data_path)
            return False
        if changed or force:
            self._show()
            self.refreshed.emit()
        return changed

    def _show(self) -> None:
        cards = self.desk.cards
        while len(self.cards) < len(cards):
            card = DeskCard(self.grid_host)
            card.tapped.connect(self.open_match)
            card.print_requested.connect(lambda match_id: self.print_matches([match_id]))
            card.printed_marked.connect(lambda match_id: self._mark([match_id]))
            self.cards.append(card)
            self._columns = 0
        while len(self.cards) > len(cards):
            card = self.cards.pop()
            self.grid.removeWidget(card)
            card.deleteLater()
            self._columns = 0
        for widget, card_value in zip(self.cards, cards, strict=True):
            widget.show_card(card_value)
        self._lay_out()
        conflicts = self.desk.conflicts
        # The desk's own files that could not be read: one line each, the rest is shown.
        lines = [words.conflict_text(len(conflicts))] if conflicts else []
        lines += [words.desk_file_left_out_text(p) for p in self.desk.desk_problems]
        if self.desk.matches_problem is not None:
            lines.append(describe_error(self.desk.matches_problem))
        self.conflict_label.setText("\n".join(lines))
        self.conflict_label.setVisible(bool(lines))
        self.conflict_button.setVisible(bool(conflicts))
        self.empty_label.setVisible(not cards)
        waiting = len(self.desk.waiting_for_sheet)
        self.print_all_action.setText(self.tr("Print all waiting (%n)", None, waiting))
        self.print_all_action.setEnabled(waiting > 0)
        self.mark_all_action.setEnabled(waiting > 0)
        playing = sum(1 for card in cards if card.state in ("playing", "quiet"))
        tables = len(cards)  # a plain name: lupdate reads no other count
        self.summary_label.setText(
            self.tr("%n table(s)", None, tables)
            + "  ·  "
            + self.tr("%n playing", None, playing)
            + "  ·  "
            + self.tr("%n sheet(s) to print", None, waiting)
        )
        self._follow_history()

    def _lay_out(self) -> None:
        width = max(1, self.card_area.viewport().width())
        columns = max(1, min(6, width // (CARD_WIDTH + 12)))
        if columns == self._columns:
            return
        self._columns = columns
        for index, card in enumerate(self.cards):
            self.grid.removeWidget(card)
            self.grid.addWidget(card, index // columns, index % columns, Qt.AlignmentFlag.AlignTop)
        self.grid.setRowStretch(self.grid.rowCount(), 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._lay_out()

    @property
    def shown_cards(self) -> tuple[TableCard, ...]:
        return tuple(card.card for card in self.cards if card.card is not None)

    # -- a match -----------------------------------------------------------------------------

    def load(self, match_id: str) -> MatchRecord | None:
        """The record of a match on the desk, read from its file (None with a sentence)."""
        match = next((m for m in self.desk.matches if m.id == match_id), None)
        if match is None:
            return None
        path = self.desk.matches_path / match.file
        try:
            return parse_record(read_bytes(path), path)
        except RecordError as error:
            warn(self, self.tr("Tournament desk"), str(error))
            return None

    def open_match(self, match_id: str) -> None:
        """The tapped card's match in the history browser: its log and its replay."""
        if self.store is None:
            return
        from ninescore.ui.history.window import HistoryWindow

        history = self._history
        if not isinstance(history, HistoryWindow):
            history = HistoryWindow(self.store, self)
            self._history = history
        history.refresh()
        history.select_match(match_id)
        history.open_match(match_id)
        if history.isVisible():
            history.raise_()  # a second tap: bring it back over the desk
        else:
            history.show()
        history.activateWindow()
        history.setProperty("deskMatch", match_id)

    def _follow_history(self) -> None:
        """Keep the match opened from a card live: open it again when its file changed."""
        history = self._history
        if history is None or not history.isVisible():
            return
        match_id = history.property("deskMatch")
        match = next((m for m in self.desk.matches if m.id == match_id), None)
        if match is None or history.property("deskUpdated") == match.updated.isoformat():
            return
        history.setProperty("deskUpdated", match.updated.isoformat())
        from ninescore.ui.history.window import HistoryWindow

        if isinstance(history, HistoryWindow) and history.opened_record is not None:
            history.refresh()
            history.open_match(str(match_id))

    # -- sheets ------------------------------------------------------------------------------

    def print_matches(self, match_ids: list[str]) -> bool:
        """Print these matches' sheets in one print job; mark them printed when it was."""
        from ninescore.ui.dialogs.printing import print_sheet

        records = [r for r in (self.load(match_id) for match_id in match_ids) if r is not None]
        if not records or not print_sheet(self, records):
            return False
        self._mark([r.id for r in records])
        return True

    def print_all(self) -> bool:
        return self.print_matches([m.id for m in self.desk.waiting_for_sheet])

    def mark_all(self) -> None:
        self._mark([m.id for m in self.desk.waiting_for_sheet])

    def _mark(self, match_ids: list[str]) -> None:
        try:
            mark_printed(self.data_path, match_ids)
        except OSError as error:
            warn(
                self,
                self.tr("Tournament desk"),
                self.tr("The printed marks cannot be saved: {reason}.").format(
                    reason=error.strerror or error
                ),
            )
            return
        self.refresh(force=True)

    def save_results(self, path: str | None = None) -> Path | None:
        """The day's results as CSV (UTF-8 with a BOM, so that spreadsheets read the names)."""
        if not path:  # from the tool bar: asked in the touch save dialog
            from ninescore.ui.dialogs.touch_files import ask_save

            chosen = ask_save(
                self, self.tr("Results of the day"), Path.home(), "results.csv", ".csv"
            )
            if chosen is None:
                return None
            path = str(chosen[0])
        target = Path(path)
        try:
            target.write_text(self.desk.results_csv(), encoding="utf-8-sig", newline="")
        except OSError as error:
            warn(
                self,
                self.tr("Tournament desk"),
                self.tr("The results cannot be written to {file}: {reason}.").format(
                    file=target, reason=error.strerror or error
                ),
            )
            return None
        self.statusBar().showMessage(self.tr("Results saved to {file}").format(file=target), 8000)
        return target

    # -- the rest of the toolbar ---------------------------------------------------------------

    def open_tournament(self) -> QWidget:
        """The tournament day's screens: entrants, check-in, draw, calling, results, phones."""
        from ninescore.ui.desk.tournament_window import TournamentWindow

        if self._tournament is None:
            window = TournamentWindow(self.data_path, self)
            window.setWindowFlag(Qt.WindowType.Window, True)
            window.model.changed.connect(lambda: self.refresh(force=True))
            self._tournament = window
        if self._tournament.isVisible():
            self._tournament.raise_()  # a second tap: bring it back over the desk
        else:
            self._tournament.show()
        self._tournament.activateWindow()
        return self._tournament

    def assign(self) -> None:
        from ninescore.ui.desk.dialogs import AssignmentDialog

        tables = [card.table for card in self.desk.cards if card.table]
        if AssignmentDialog.ask(self, self.data_path, tables):
            self.refresh(force=True)

    def choose_versions(self) -> None:
        from ninescore.ui.desk.dialogs import ConflictDialog

        for conflict in list(self.desk.conflicts):
            if not ConflictDialog.ask(self, self.data_path, conflict):
                break
        self.refresh(force=True)

    def edit_machine(self) -> None:
        from ninescore.ui.desk.dialogs import MachineDialog

        settings = MachineDialog.ask(self, self.data_path)
        if settings is not None:
            self.desk.quiet_minutes = settings.quiet_minutes
            self.refresh(force=True)

    def toggle_board(self, on: bool) -> None:
        """The live feed of this folder on 127.0.0.1: its ``/board`` is the room's TV."""
        if not on:
            self._stop_board()
            return
        from ninescore.feed.address import DEFAULT_PORT
        from ninescore.feed.follower import FolderFollower
        from ninescore.feed.hub import Hub
        from ninescore.feed.server import FeedServer

        hub = Hub()
        follower = FolderFollower(self.data_path, hub)
        follower.start()
        for port in (DEFAULT_PORT, 0):
            server = FeedServer(hub, "127.0.0.1", port)
            try:
                server.start()
            except OSError:
                continue
            self._board = (server, follower)
            url = server.url("/board")
            self.board_label.setText(self.tr("Room TV: {url}").format(url=url))
            log.info("the desk serves the room's board at %s", url)
            return
        follower.stop()
        self.board_action.setChecked(False)
        warn(self, self.tr("Tournament desk"), self.tr("The room's board cannot be served here."))

    @property
    def board_url(self) -> str:
        return "" if self._board is None else str(self._board[0].url("/board"))

    def _stop_board(self) -> None:
        if self._board is not None:
            server, follower = self._board
            server.stop()
            follower.stop()
            self._board = None
        self.board_label.setText("")

    def closeEvent(self, event: QCloseEvent) -> None:
        self.timer.stop()
        self._stop_board()
        super().closeEvent(event)
