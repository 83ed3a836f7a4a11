"""Calling: the tables of the event (each taken out or kept for the final by a tap), calling by
itself at each refresh or one match per tap, the queue ("Now calling", "Up next"), the calls
that are late (a forfeit only after a question to the desk), and the tables' files the bracket
did not take (conflicts, for a person).  What is called where is :func:`call_once`'s decision."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ninescore.describe import calling as calling_words
from ninescore.describe import desk_day as words
from ninescore.describe.desk import players_text
from ninescore.desk.day import table_players, table_states
from ninescore.ui.desk.day_model import DayModel
from ninescore.ui.desk.desk_questions import ForfeitDialog
from ninescore.ui.widgets.plain_text import plain
from ninescore.ui.widgets.touch_controls import TARGET, Stepper

STATE_COLOURS = {
    "free": "#e8f5e9",
    "called": "#fff3c4",
    "playing": "#d6e9ff",
    "out": "#eceff1",
    "reserved": "#f3e5f5",
    "unfinished": "#ffe0b2",
}

ON_STYLE = "QPushButton:checked { background: #1565c0; color: white; }"
"""A switch that is on: filled, in the same weight of type (its width was measured so)."""


def _button(text: str, parent: QWidget, name: str, checkable: bool = False) -> QPushButton:
    button = QPushButton(text, parent)
    button.setObjectName(name)
    button.setMinimumHeight(TARGET)
    button.setAutoDefault(False)
    button.setCheckable(checkable)
    return button


class TableTile(QFrame):
    """One table: what it is doing, and two taps: take it out, keep it for the final."""

    def __init__(self, model: DayModel, table: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"tableTile_{table}")
        self.model = model
        self.table = table
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.label = plain(QLabel(self))
        self.label.setObjectName("tableState")
        self.out_button = _button(self.tr("Taken out"), self, "tableOut", checkable=True)
        self.reserve_button = _button(self.tr("Final only"), self, "tableReserved", checkable=True)
        self.out_button.clicked.connect(
            lambda on: model.set_table_use(table, "out" if on else "play")
        )
        self.reserve_button.clicked.connect(
            lambda on: model.set_table_use(table, "reserved" if on else "play")
        )
        buttons = QHBoxLayout()
        buttons.addWidget(self.out_button)
        buttons.addWidget(self.reserve_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addWidget(self.label)
        layout.addLayout(buttons)

    def show_state(self, state: str, players: tuple[str, str] | None) -> None:
        self.state = state
        text = words.table_tile_text(self.table, state)
        self.label.setText(text + ("\n" + players_text(*players) if players else "\n"))
        self.setStyleSheet(
            f"QFrame#{self.objectName()} {{ background: {STATE_COLOURS[state]}; }}" + ON_STYLE
        )
        self.out_button.setChecked(self.table in self.model.day.out)
        self.reserve_button.setChecked(self.table in self.model.day.reserved)


class CallingPage(QWidget):
    """The tables on the left, the queue and what waits for the desk on the right."""

    def __init__(self, model: DayModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("callingPage")
        self.model = model
        self.tables_edit = QLineEdit(model.day.tables, self)
        self.tables_edit.setObjectName("tablesEdit")
        self.tables_edit.editingFinished.connect(self._tables_typed)
        self.automatic_button = _button(self.tr("Call by itself"), self, "callAutomatic", True)
        self.automatic_button.setStyleSheet(ON_STYLE)
        self.automatic_button.clicked.connect(model.set_automatic)
        self.call_button = _button(self.tr("Call the next match"), self, "callNext")
        self.call_button.clicked.connect(model.call_next)
        self.late = Stepper(self)
        self.late.setObjectName("lateMinutes")
        self.late.setRange(1, 120)
        self.late.setValue(model.day.late_minutes)
        self.late.valueChanged.connect(model.set_late_minutes)
        top = QHBoxLayout()
        tables_label = QLabel(self.tr("Tables:"), self)
        tables_label.setBuddy(self.tables_edit)  # what a screen reader calls the field
        late_label = QLabel(self.tr("Late after (min):"), self)
        late_label.setBuddy(self.late)
        top.addWidget(tables_label)
        top.addWidget(self.tables_edit, 1)
        top.addWidget(self.automatic_button)
        top.addWidget(self.call_button)
        top.addWidget(late_label)
        top.addWidget(self.late)

        self.tiles_host = QWidget(self)
        self.tiles = QGridLayout(self.tiles_host)
        self.tiles.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.tiles.setSpacing(8)
        self.tile_widgets: dict[str, TableTile] = {}
        tiles_scroll = QScrollArea(self)
        tiles_scroll.setWidgetResizable(True)
        tiles_scroll.setWidget(self.tiles_host)

        side = QWidget(self)
        self.side = QVBoxLayout(side)
        self.side.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.conflicts_label = plain(QLabel(side))
        self.conflicts_label.setObjectName("callingConflicts")
        self.conflicts_label.setWordWrap(True)
        self.conflicts_label.setStyleSheet("color: #b71c1c; font-weight: bold;")
        self.calling_label = plain(QLabel(side))
        self.calling_label.setObjectName("nowCalling")
        self.calling_label.setWordWrap(True)
        self.late_host = QWidget(side)
        self.late_rows = QVBoxLayout(self.late_host)
        self.late_rows.setContentsMargins(0, 0, 0, 0)
        self.late_buttons: list[QPushButton] = []
        self.waiting_label = plain(QLabel(side))
        self.waiting_label.setObjectName("waitingMatches")
        self.waiting_label.setWordWrap(True)
        self.waiting_label.setStyleSheet("color: #546e7a;")
        for widget in (
            self.conflicts_label,
            self.calling_label,
            self.late_host,
            self.waiting_label,
        ):
            self.side.addWidget(widget)
        side_scroll = QScrollArea(self)
        side_scroll.setWidgetResizable(True)
        side_scroll.setWidget(side)
        middle = QHBoxLayout()
        middle.addWidget(tiles_scroll, 1)
        middle.addWidget(side_scroll, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(middle, 1)
        model.changed.connect(self.show_day)
        self.show_day()

    def _tables_typed(self) -> None:
        if self.tables_edit.text() != self.model.day.tables and not self.model.set_tables(
            self.tables_edit.text()
        ):
            self.tables_edit.setText(self.model.day.tables)

    def show_day(self) -> None:
        model = self.model
        day = model.day
        running = model.tournament is not None
        if not self.tables_edit.hasFocus():
            self.tables_edit.setText(day.tables)
        self.automatic_button.setChecked(day.automatic)
        self.call_button.setEnabled(running and not day.automatic)
        self.late.blockSignals(True)
        self.late.setValue(day.late_minutes)
        self.late.blockSignals(False)
        self._show_tiles(table_states(day, model.folder))
        report = model.report
        self.conflicts_label.setText(
            "\n".join(
                [words.conflicts_heading_text(len(report.conflicts))]
                + [
                    words.conflict_text(c.kind, c.match_id, c.table, *c.players, c.score)
                    for c in report.conflicts
                ]
            )
            if report.conflicts
            else ""
        )
        self.conflicts_label.setVisible(bool(report.conflicts))
        lines = []
        view = model.bracket()
        if view is not None:
            lines = [line.text for line in view.now_calling + view.up_next]
            if view.champion:
                lines.insert(0, view.standings_title)
        self.calling_label.setText("\n".join(lines))
        self._show_late()
        waiting = []
        for item in report.waiting:
            if item.reason == "check_in":
                waiting.append(calling_words.waiting_check_in_text(item.match_id, item.who))
            elif item.reason == "busy":
                waiting.append(calling_words.waiting_busy_text(item.match_id, item.who))
            else:
                waiting.append(calling_words.waiting_table_text(item.match_id))
        self.waiting_label.setText("\n".join(waiting))

    def _show_tiles(self, states: list[tuple[str, str]]) -> None:
        tables = [table for table, _ in states]
        if list(self.tile_widgets) != tables:
            for tile in self.tile_widgets.values():
                self.tiles.removeWidget(tile)
                tile.setParent(None)  # gone now, not at the next turn of the loop
                tile.deleteLater()
            self.tile_widgets = {}
            for index, table in enumerate(tables):
                tile = TableTile(self.model, table, self.tiles_host)
                self.tiles.addWidget(tile, index // 2, index % 2)
                tile.show()  # now: a layout shows a new child only at the next turn of the loop
                self.tile_widgets[table] = tile
        for table, state in states:
            players = table_players(self.model.folder, table)
            self.tile_widgets[table].show_state(state, players)

    def _show_late(self) -> None:
        while self.late_rows.count():
            item = self.late_rows.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setParent(None)  # gone now, not at the next turn of the loop
                widget.deleteLater()
        self.late_buttons = []
        for index, late in enumerate(self.model.report.late):
            label = plain(
                QLabel(
                    words.late_line_text(late.match_id, late.table, *late.players, late.minutes),
                    self.late_host,
                )
            )
            label.setWordWrap(True)
            label.setStyleSheet("color: #e65100; font-weight: bold;")
            button = _button(self.tr("A player is absent…"), self.late_host, f"forfeit{index}")
            button.clicked.connect(lambda _=False, late=late: self.ask_forfeit(late))
            self.late_rows.addWidget(label)
            self.late_rows.addWidget(button)
            label.show()
            button.show()
            self.late_buttons.append(button)

    def ask_forfeit(self, late: object) -> None:
        from ninescore.desk.calling import Late

        assert isinstance(late, Late)
        absent = ForfeitDialog.ask(self, late.match_id, late.table, late.players, late.minutes)
        if absent is not None:
            self.model.forfeit(late.match_id, absent)
