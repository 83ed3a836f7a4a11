"""What the desk sent this table, offered as one tap, and the way to the desk from a table.

The start screen shows, above the unfinished matches, one button per assignment the desk sent
to this machine's table and no match has started yet ("From the desk: Ivanov – Petrov, race to
7"): a tap starts it at once, with the rules of the last match scored here (the same event).
The new-match dialog offers the same assignments as buttons that fill its form.  Beside them:
"Tournament desk…" (the desk's window on this folder) and "This machine…" (its table and
sharing).  Added by :func:`add_desk_offers` from the wiring; the start screen and the dialog
stay as they are.
"""

from __future__ import annotations

import logging
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from ninescore.describe import desk as words
from ninescore.desk import DeskFolder
from ninescore.records.assignments import Assignment
from ninescore.records.machine import load_machine
from ninescore.ui.widgets.touch_controls import TARGET

if TYPE_CHECKING:
    from ninescore.ui.main_window import MainWindow

log = logging.getLogger(__name__)

OFFER_REFRESH_MS = 2000
"""How often the start screen looks for the desk's assignments while it is shown."""


def pending_for_this_table(data_path: Path, desk: DeskFolder | None = None) -> list[Assignment]:
    """The assignments for this machine's table that no match has started."""
    table = load_machine(data_path).table
    if not table:
        return []
    folder = desk if desk is not None else DeskFolder(data_path, resolve=False)
    folder.refresh()
    return folder.pending_assignments(table)


class DeskOffers(QWidget):
    """The start screen's offers from the desk and its two desk buttons."""

    assignment_chosen = Signal(object)
    """(Assignment): the operator tapped the desk's match."""
    desk_requested = Signal()
    machine_requested = Signal()

    def __init__(self, data_path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deskOffers")
        self.data_path = data_path
        self.desk = DeskFolder(data_path, resolve=False)
        self.offers: list[QPushButton] = []
        self._shown: tuple[Assignment, ...] = ()
        self.offer_column = QVBoxLayout()
        self.desk_button = QPushButton(self.tr("Tournament desk…"), self)
        self.desk_button.setObjectName("startDesk")
        self.machine_button = QPushButton(words.machine_action_text(), self)
        self.machine_button.setObjectName("startMachine")
        for button in (self.desk_button, self.machine_button):
            button.setMinimumHeight(TARGET)
        self.desk_button.clicked.connect(self.desk_requested)
        self.machine_button.clicked.connect(self.machine_requested)
        row = QHBoxLayout()
        row.addWidget(self.desk_button)
        row.addWidget(self.machine_button)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(self.offer_column)
        column.addLayout(row)
        self.timer = QTimer(self)
        self.timer.setInterval(OFFER_REFRESH_MS)
        self.timer.timeout.connect(self.refresh)
        self.timer.start()
        self.refresh()

    def refresh(self) -> None:
        screen = self.parentWidget()
        if (
            screen is not None
            and self.window().isVisible()
            and not screen.isVisibleTo(self.window())
        ):
            return  # the start screen is hidden: a match is being scored
        try:
            pending = tuple(pending_for_this_table(self.data_path, self.desk))
        except Exception:  # the offer is a convenience: it must never break the start screen
            log.exception("could not look for the desk's assignments")
            return
        if pending == self._shown:
            return
        self._shown = pending
        for button in self.offers:
            self.offer_column.removeWidget(button)
            button.deleteLater()
        self.offers = []
        for index, assignment in enumerate(pending):
            button = QPushButton(
                words.assignment_text(*assignment.players, assignment.race_to), self
            )
            button.setObjectName(f"startDeskOffer{index}")
            button.setStyleSheet("font-weight: bold; font-size: 14pt;")
            button.setMinimumHeight(2 * TARGET)  # the offer is the one tap
            button.clicked.connect(partial(self.assignment_chosen.emit, assignment))
            self.offer_column.addWidget(button)
            self.offers.append(button)


def last_options(store: Any) -> Any:
    """The rules of the last match scored in ``store`` (the same event), else None."""
    try:
        summaries = store.list()
        return store.load(summaries[0].id).options if summaries else None
    except Exception:  # an unreadable last match costs only its rules
        return None


def start_assignment(window: MainWindow, assignment: Assignment) -> bool:
    """Start the desk's match at once: one tap."""
    store = window.controller.store
    return window.controller.new_match(
        players=assignment.players,
        race_to=assignment.race_to,
        options=None if store is None else last_options(store),
        event=assignment.event,
        round=assignment.round,
        table=assignment.table,
        referee=assignment.referee,
    )


def open_desk(window: QWidget, data_path: Path, store: Any = None) -> QWidget:
    from ninescore.ui.desk.wiring import create_desk_window

    desk = create_desk_window(data_path, store, window)
    desk.show()
    return desk


def add_desk_offers(window: MainWindow) -> DeskOffers | None:
    """Put the desk's offers and buttons on the window's start screen (once the store is open)."""
    store = window.controller.store
    if store is None:
        return None
    data_path = Path(store.data_path)
    start = window.start_screen
    offers = DeskOffers(data_path, start)
    column = getattr(start, "waiting_column", None)
    if isinstance(column, QBoxLayout):
        column.insertWidget(0, offers)
    offers.assignment_chosen.connect(lambda assignment: start_assignment(window, assignment))
    offers.desk_requested.connect(lambda: open_desk(window, data_path, store))

    def edit_machine() -> None:
        from ninescore.ui.desk.dialogs import MachineDialog

        MachineDialog.ask(window, data_path)
        offers.refresh()

    offers.machine_requested.connect(edit_machine)
    return offers


def offer_in_dialog(dialog: Any, store: Any) -> list[QPushButton]:
    """The desk's matches for this table at the top of the new-match dialog: a tap fills the
    form (the operator then presses OK)."""
    if store is None:
        return []
    try:
        pending = pending_for_this_table(Path(store.data_path))
    except Exception:
        log.exception("could not look for the desk's assignments")
        return []
    layout = dialog.layout()
    if not pending or not isinstance(layout, QBoxLayout):
        return []
    buttons = []
    for index, assignment in enumerate(pending):
        button = QPushButton(words.assignment_text(*assignment.players, assignment.race_to))
        button.setObjectName(f"newMatchDeskOffer{index}")
        button.clicked.connect(partial(fill_dialog, dialog, assignment))
        layout.insertWidget(index, button)
        buttons.append(button)
    return buttons


def fill_dialog(dialog: Any, assignment: Assignment) -> None:
    """The new-match dialog's form as the desk sent the match."""
    for edit, name in zip(dialog.name_edits, assignment.players, strict=True):
        edit.setText(name)
    handicap = assignment.race_to[0] != assignment.race_to[1]
    dialog.handicap.setChecked(handicap)
    for spin, race in zip(dialog.race_spins, assignment.race_to, strict=True):
        spin.setValue(race)
    for key in ("event", "round", "table", "referee"):
        dialog.text_edits[key].setText(getattr(assignment, key))
