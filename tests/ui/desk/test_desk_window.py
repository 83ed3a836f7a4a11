"""The desk's window: a dozen tables, a file arriving, sheets, results, the next match for a
table, a conflict chosen side by side, this machine's settings; screenshots in both languages."""

from __future__ import annotations

import csv
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ninescore.records import MatchRecord
from ninescore.records.codec import parse_record
from ninescore.records.machine import load_machine
from ninescore.records.sync import find_conflicts
from ninescore.rules import Shot
from ninescore.ui.desk import dialogs as desk_dialogs
from ninescore.ui.desk.window import DeskWindow
from ninescore.ui.desk.wiring import create_desk_window
from ninescore.ui.dialogs import printing
from tests.desk.sync_sim import dozen_tables, lowest, write_match

SCREENSHOTS = os.environ.get("NINESCORE_SCREENSHOTS")


@pytest.fixture
def english(qapp: QApplication) -> Iterator[QApplication]:
    """The English catalogue (its plural forms), as the program installs it."""
    from ninescore import i18n

    assert i18n.install_translators(qapp, "en") == "en"
    yield qapp
    i18n.remove_translators()


@pytest.fixture
def desk(data_dir: Path, qtbot: QtBot) -> Iterator[tuple[DeskWindow, list[MatchRecord]]]:
    records = dozen_tables(data_dir)
    window = create_desk_window(data_dir)
    qtbot.addWidget(window)
    window.resize(1300, 860)
    window.show()
    qtbot.waitExposed(window)
    yield window, records
    window.close()
    if window.store is not None:
        window.store.close()


def _card(window: DeskWindow, table: str):  # type: ignore[no-untyped-def]
    return next(card for card in window.cards if card.card and card.card.table == table)


def test_a_dozen_tables_one_card_each_sorted_by_table(
    desk: tuple[DeskWindow, list[MatchRecord]],
) -> None:
    window, records = desk
    assert [card.table for card in window.shown_cards] == [str(n) for n in range(1, 13)]
    states = {card.table: card.state for card in window.shown_cards}
    assert states["3"] == states["8"] == "finished"
    assert states["6"] == "quiet" and states["12"] == "free" and states["1"] == "playing"
    first = _card(window, "1")
    assert first.players.text() == "Иванов – Петров"
    assert first.score.text() == f"{records[0].score[0]} : {records[0].score[1]}"
    assert first.at_table.text().startswith("At the table: ")
    assert _card(window, "4").warning.text(), "two fouls in a row are shown"
    assert _card(window, "6").status.text() == "Quiet for 14 min"
    assert "Ivanov" not in _card(window, "12").waiting.text()
    assert _card(window, "12").waiting.text().startswith("Next: Makarov – Zakharov, race to 7")
    assert _card(window, "3").print_button.isVisibleTo(window)
    assert not _card(window, "8").mark_button.isVisibleTo(window), "printed already"
    assert window.print_all_action.text() == "Print all waiting (1)"


def test_a_file_arriving_shows_within_two_seconds(
    desk: tuple[DeskWindow, list[MatchRecord]], qtbot: QtBot, data_dir: Path
) -> None:
    window, records = desk
    record = parse_record((data_dir / "matches" / f"{records[0].id}.json").read_bytes(), None)  # type: ignore[arg-type]
    record.append(Shot(first_contact=lowest(record), pocketed=frozenset({9})))
    with qtbot.waitSignal(window.refreshed, timeout=2000):
        write_match(data_dir, record)
    assert _card(window, "1").score.text() == f"{record.score[0]} : {record.score[1]}"
    started = MatchRecord.new(players=("Makarov", "Zakharov"), race_to=(7, 7), table="12")
    with qtbot.waitSignal(window.refreshed, timeout=2000):
        write_match(data_dir, started)
    card = _card(window, "12")
    assert card.card is not None and card.card.state == "playing" and card.card.waiting == ()


def test_print_all_is_one_job_and_marks_the_sheets_printed(
    desk: tuple[DeskWindow, list[MatchRecord]], monkeypatch: pytest.MonkeyPatch
) -> None:
    window, records = desk
    jobs: list[list[str]] = []
    monkeypatch.setattr(
        printing,
        "print_sheet",
        lambda parent, items, **_: jobs.append([r.id for r in items]) or True,
    )
    assert window.print_all()
    assert jobs == [[records[2].id]]
    assert window.desk.waiting_for_sheet == []
    assert not window.print_all_action.isEnabled()
    assert _card(window, "3").card.printed  # type: ignore[union-attr]


def test_the_results_of_the_day_as_csv(
    desk: tuple[DeskWindow, list[MatchRecord]], tmp_path: Path
) -> None:
    window, records = desk
    written = window.save_results(str(tmp_path / "results.csv"))
    assert written is not None
    rows = list(csv.reader(written.read_text("utf-8-sig").splitlines()))
    assert [row[0] for row in rows[1:]] == ["3", "8"]
    assert rows[1][3:5] == list(records[2].players)


def test_the_results_button_asks_where_in_the_touch_save_dialog(
    desk: tuple[DeskWindow, list[MatchRecord]],
    qtbot: QtBot,
    tmp_path: Path,
    when_dialog: Callable[..., list],
) -> None:
    from ninescore.ui.dialogs.touch_files import SaveFileDialog

    window, _ = desk

    def save(dialog: SaveFileDialog) -> None:
        assert dialog.file.name_edit.text() == "results.csv"
        dialog.file.set_folder(tmp_path)
        dialog.file.name_edit.setText("day one")
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)

    seen = when_dialog(SaveFileDialog, save)
    window.results_action.trigger()
    assert len(seen) == 1
    rows = list(csv.reader((tmp_path / "day one.csv").read_text("utf-8-sig").splitlines()))
    assert [row[0] for row in rows[1:]] == ["3", "8"]


def test_sending_a_match_to_a_table(
    desk: tuple[DeskWindow, list[MatchRecord]], qtbot: QtBot, data_dir: Path
) -> None:
    window, _ = desk
    dialog = desk_dialogs.AssignmentDialog(data_dir, ["1", "2"], window)
    qtbot.addWidget(dialog)
    dialog.accept()
    assert dialog.problem.text(), "no names: one sentence, nothing sent"
    dialog.table.setEditText("2")
    dialog.players[0].setText("Orlov")
    dialog.players[1].setText("Lebedev")
    dialog.race.setValue(9)
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted
    window.refresh(force=True)
    assert "Orlov – Lebedev, race to 9" in _card(window, "2").waiting.text()


def test_a_divergent_conflict_is_chosen_side_by_side(
    desk: tuple[DeskWindow, list[MatchRecord]], qtbot: QtBot, data_dir: Path
) -> None:
    window, records = desk
    original = data_dir / "matches" / f"{records[0].id}.json"
    other = parse_record(original.read_bytes(), original)
    other.append(Shot(first_contact=lowest(other), pocketed=frozenset({lowest(other)})))
    mine = parse_record(original.read_bytes(), original)
    mine.append(Shot(first_contact=lowest(mine)))
    original.write_text(mine.to_json(), "utf-8")
    copy = original.with_name(f"{records[0].id}.sync-conflict-20260105-190312-TABLE1X.json")
    copy.write_text(other.to_json(), "utf-8")
    qtbot.waitUntil(lambda: window.conflict_label.isVisible(), timeout=2000)
    assert window.conflict_label.text().endswith(": 1")
    dialog = desk_dialogs.ConflictDialog(data_dir, window.desk.conflicts[0], window)
    qtbot.addWidget(dialog)
    dialog.resize(900, 420)
    dialog.show()
    if SCREENSHOTS:
        assert dialog.grab().save(str(Path(SCREENSHOTS) / "desk-conflict.png"))
    dialog.keep_buttons[1].click()
    assert find_conflicts(data_dir) == []
    assert len(parse_record(original.read_bytes(), original).actions) == len(other.actions)
    qtbot.waitUntil(lambda: not window.conflict_label.isVisible(), timeout=2000)


def test_this_machine_turns_sharing_on_and_writes_the_ignore_file(
    desk: tuple[DeskWindow, list[MatchRecord]], qtbot: QtBot, data_dir: Path
) -> None:
    window, _ = desk
    dialog = desk_dialogs.MachineDialog(data_dir, window)
    qtbot.addWidget(dialog)
    dialog.sharing.setChecked(True)
    dialog.quiet.setValue(20)
    dialog.accept()
    assert (data_dir / ".stignore").is_file()
    assert load_machine(data_dir).quiet_minutes == 20


def test_the_room_board_is_served_over_the_same_folder(
    desk: tuple[DeskWindow, list[MatchRecord]],
) -> None:
    import json
    import urllib.request

    window, _ = desk
    window.board_action.trigger()
    try:
        assert window.board_url.startswith("http://127.0.0.1:")
        with urllib.request.urlopen(window.board_url) as answer:
            assert answer.status == 200 and b"<html" in answer.read().lower()
        tables = window.board_url.replace("/board", "/api/v1/tables")
        with urllib.request.urlopen(tables) as answer:
            body = json.loads(answer.read())
        assert len(body["tables"]) >= 10, body
    finally:
        window.board_action.trigger()
    assert window.board_url == ""


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_screenshots_of_a_dozen_tables(
    lang: str, data_dir: Path, qtbot: QtBot, request: pytest.FixtureRequest
) -> None:
    if lang == "ru":
        request.getfixturevalue("russian")
    else:
        request.getfixturevalue("english")
    dozen_tables(data_dir)
    window = create_desk_window(data_dir)
    qtbot.addWidget(window)
    window.resize(1300, 900)
    window.show()
    qtbot.waitExposed(window)
    window.refresh(force=True)
    QApplication.processEvents()
    cards = window.cards
    assert len(cards) == 12
    if lang == "ru":
        assert window.print_all_action.text() != "Print all waiting (1)", "Russian is complete"
    for card in cards:
        assert card.players.width() > 0 and card.isVisible()
    from ..test_main_window_screens import clipped_texts

    assert clipped_texts(window) == []  # every button's and label's words whole
    short = [
        button.text()
        for card in cards
        for button in (card.print_button, card.mark_button)
        if button.isVisible() and button.width() < button.sizeHint().width()
    ]
    assert short == []  # a style's padding is not in the contents rectangle: ask the button
    image = window.grab()
    if SCREENSHOTS:
        assert image.save(str(Path(SCREENSHOTS) / f"desk-{lang}.png"))
    window.close()
    if window.store is not None:
        window.store.close()


def test_tapping_a_card_opens_its_match_in_the_history_browser(
    desk: tuple[DeskWindow, list[MatchRecord]], qtbot: QtBot
) -> None:
    from PySide6.QtCore import QPoint, Qt

    from ninescore.ui.history.window import HistoryWindow

    window, records = desk
    card = _card(window, "2")
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton, pos=QPoint(20, 20))
    history = window.findChild(HistoryWindow)
    assert history is not None and history.isVisible()
    opened = history.opened_record
    assert opened is not None and opened.id == records[1].id
    history.close()
