"""The desk's next match at the table: one tap on the start screen, or the new-match dialog's
form filled by one tap; and the desk reached from the start screen."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from ninescore.records.assignments import Assignment, save_assignment
from ninescore.records.machine import MachineSettings, save_machine
from ninescore.ui.desk.offer import DeskOffers, offer_in_dialog, pending_for_this_table
from ninescore.ui.desk.window import DeskWindow
from ninescore.ui.dialogs.new_match import NewMatchDialog
from ninescore.ui.wiring import create_main_window


def _window(data_dir: Path, qtbot: QtBot):  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = create_main_window(app, data_dir, offer_resume=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.findChild(DeskOffers) is not None)
    return window


def test_one_tap_starts_the_match_the_desk_sent_this_table(data_dir: Path, qtbot: QtBot) -> None:
    save_machine(data_dir, MachineSettings(table="4", sharing=True))
    sent = Assignment(
        table="4", players=("Ivanov", "Petrov"), race_to=(7, 7), event="Open", round="Final"
    )
    save_assignment(data_dir, sent)
    save_assignment(data_dir, Assignment(table="5", players=("Other", "Table")))
    window = _window(data_dir, qtbot)
    offers = window.findChild(DeskOffers)
    assert [b.text() for b in offers.offers] == ["From the desk: Ivanov – Petrov, race to 7"]
    # A button added to a shown window is shown by Qt on the next turn of the event loop.
    qtbot.waitUntil(offers.offers[0].isVisible)
    if os.environ.get("NINESCORE_SCREENSHOTS"):
        path = Path(os.environ["NINESCORE_SCREENSHOTS"]) / "start-desk-offer.png"
        assert window.grab().save(str(path))
    offers.offers[0].click()
    record = window.controller.record
    assert record is not None
    assert (record.players, record.race_to, record.table) == (("Ivanov", "Petrov"), (7, 7), "4")
    assert (record.event, record.round) == ("Open", "Final")
    assert pending_for_this_table(data_dir) == [], "once started, it is offered no more"
    window.controller.close_match()
    window.pages.setCurrentWidget(window.start_screen)
    offers.refresh()
    assert offers.offers == []


def test_the_new_match_dialog_offers_it_too(data_dir: Path, qtbot: QtBot) -> None:
    save_machine(data_dir, MachineSettings(table="2"))
    save_assignment(data_dir, Assignment(table="2", players=("Orlov", "Lebedev"), race_to=(5, 4)))
    window = _window(data_dir, qtbot)
    dialog = NewMatchDialog(window, [])
    qtbot.addWidget(dialog)
    (button,) = offer_in_dialog(dialog, window.controller.store)
    assert button.text() == "From the desk: Orlov – Lebedev, race to 5/4"
    button.click()
    settings = dialog.settings()
    assert settings.players == ("Orlov", "Lebedev") and settings.race_to == (5, 4)
    assert settings.table == "2"


def test_no_table_no_offer_and_the_desk_opens_from_the_start_screen(
    data_dir: Path, qtbot: QtBot
) -> None:
    save_assignment(data_dir, Assignment(table="2", players=("Orlov", "Lebedev")))
    window = _window(data_dir, qtbot)
    offers = window.findChild(DeskOffers)
    assert offers.offers == [], "a machine without a table is offered nothing"
    button = window.findChild(QPushButton, "startDesk")
    button.click()
    desk = window.findChild(DeskWindow)
    assert desk is not None and desk.isVisible()
    assert [card.table for card in desk.shown_cards] == ["2"]
    desk.close()
