"""Names with markup where Qt guesses the format: a tooltip is rendered as rich text whenever
its text looks like it (``Qt.mightBeRichText``), so a player's name ``<b>…</b>`` (or an
``<img src=…>`` that loads a local file) from a peer's tournament day or match file must be
shown as the very characters it holds, in the desk's check-in buttons and the history's
frames table alike."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtGui import Qt as QtGui
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from ninescore.desk.day import day_path
from ninescore.records import MatchRecord
from ninescore.rules import Shot
from ninescore.ui.desk.day_model import DayModel
from ninescore.ui.desk.entrants_page import CheckInPage
from ninescore.ui.history.panels import MatchPanel

MARKUP = ("<b>Bold</b> Boris", '<img src="/etc/hostname"> Anna', "<i>Vera")


def shown_as(tip: str) -> str:
    """The text a tooltip shows, as Qt decides it: rich text when it looks like it."""
    document = QTextDocument()
    if QtGui.mightBeRichText(tip):
        document.setHtml(tip)
    else:
        document.setPlainText(tip)
    return document.toPlainText()


def test_the_check_in_buttons_tip_shows_a_peers_name_with_markup_as_written(
    tmp_path: Path, qtbot: QtBot
) -> None:
    path = day_path(tmp_path)
    path.parent.mkdir(parents=True)
    entrants = [{"name": name} for name in MARKUP]
    day = {"format": "ninescore-desk-day", "name": "Club Open", "entrants": entrants}
    path.write_text(json.dumps(day), encoding="utf-8")
    page = CheckInPage(DayModel(tmp_path))
    qtbot.addWidget(page)
    buttons = [page.findChild(QPushButton, f"checkIn{index}") for index in range(len(MARKUP))]
    assert all(buttons), "a button for each entrant"
    assert [shown_as(b.toolTip()) for b in buttons if b] == list(MARKUP)


def test_the_frames_tip_shows_a_name_with_markup_as_written(qtbot: QtBot) -> None:
    record = MatchRecord.new(players=MARKUP[:2], race_to=(3, 3), table="1")
    record.append(Shot(first_contact=1))
    panel = MatchPanel()
    qtbot.addWidget(panel)
    panel.show_match(record)
    breaker = panel.frames.item(0, 1)
    assert breaker is not None and breaker.text() == MARKUP[0]
    assert shown_as(breaker.toolTip()) == MARKUP[0]
