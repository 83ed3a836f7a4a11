"""The history browser on a folder of demo matches: list, filter, open, replay, watch, read-only."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QRect, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from ninescore.records import MatchRecord, Store
from ninescore.records.demo import generate
from ninescore.rules import AcceptPushOut, Concession, FoulBetweenShots, Shot
from ninescore.rules.reasons import FoulReason
from ninescore.stats.cache import StatsCache
from ninescore.ui.history import export as history_export
from ninescore.ui.history.export import FRAME_ALLOWANCE
from ninescore.ui.history.model import Column, local_day
from ninescore.ui.history.window import LIST_ROWS_KEPT, HistoryWindow

from ..flush import flush

DEMO_MATCHES = 30


@pytest.fixture
def store(data_dir: Path) -> Iterator[Store]:
    store = Store(data_dir, durable=False)
    generate(store, DEMO_MATCHES, seed=4242, keep=False)
    yield store
    store.close()


@pytest.fixture
def window(qtbot: QtBot, store: Store) -> HistoryWindow:
    window = HistoryWindow(store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def known_frame_record() -> MatchRecord:
    """Anna breaks and pockets the 2, then hits the 3 first (a foul); Boris runs the rest."""
    record = MatchRecord.new(
        players=("Anna", "Boris"),
        race_to=3,
        event="Known Cup",
        created=datetime.now(UTC) - timedelta(days=1),
    )
    for shot in (
        Shot(pocketed={2}, balls_to_rail=5),
        Shot(first_contact=3),
        Shot(first_contact=1, pocketed={1}),
        Shot(first_contact=3, pocketed={3, 9}),
    ):
        record.append(shot)
    return record


def file_hashes(folder: Path) -> dict[str, str]:
    return {
        str(path.relative_to(folder)): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


def test_browser_lists_every_stored_match_newest_first(window: HistoryWindow) -> None:
    shown = window.summaries_shown()
    assert len(shown) == DEMO_MATCHES
    created = [summary.created for summary in shown]
    assert created == sorted(created, reverse=True)
    assert window.count_label.text() == f"{DEMO_MATCHES} matches"


def test_typing_a_player_name_filters_as_you_type(window: HistoryWindow, qtbot: QtBot) -> None:
    name = window.summaries_shown()[0].players[1]
    qtbot.keyClicks(window.search, name[:5].lower())
    shown = window.summaries_shown()
    assert 0 < len(shown) < DEMO_MATCHES
    assert all(
        name[:5].casefold() in f"{s.players[0]} {s.players[1]} {s.event}".casefold() for s in shown
    )
    assert window.count_label.text().startswith(f"{len(shown)} of {DEMO_MATCHES}")
    window.search.clear()
    assert len(window.summaries_shown()) == DEMO_MATCHES


def test_each_key_typed_in_the_find_box_narrows_the_list_at_once(
    window: HistoryWindow, qtbot: QtBot
) -> None:
    # QTest can only type ASCII (it aborts on "ü").
    name = next(n for s in window.summaries_shown() for n in s.players if n.isascii())
    shown: list[int] = []
    for letter in name[:4]:
        qtbot.keyClicks(window.search, letter)
        shown.append(len(window.summaries_shown()))
        assert window.count_label.text().startswith(f"{shown[-1]} of {DEMO_MATCHES}")
    assert shown == sorted(shown, reverse=True) and 0 < shown[-1] < DEMO_MATCHES
    for _letter in name[:4]:
        qtbot.keyClick(window.search, Qt.Key.Key_Backspace)
    assert len(window.summaries_shown()) == DEMO_MATCHES


def test_a_date_range_keeps_only_the_matches_between_the_two_days(window: HistoryWindow) -> None:
    everything = window.model.summaries()
    days = sorted({local_day(summary.created) for summary in everything})
    assert len(days) > 4
    since, until = days[len(days) // 4], days[3 * len(days) // 4]
    window.since.setDate(QDate(since.year, since.month, since.day))
    window.until.setDate(QDate(until.year, until.month, until.day))
    expected = {s.id for s in everything if since <= local_day(s.created) <= until}
    shown = window.summaries_shown()
    assert {summary.id for summary in shown} == expected
    assert 0 < len(shown) < DEMO_MATCHES
    assert window.count_label.text().startswith(f"{len(shown)} of {DEMO_MATCHES}")
    window.until.setDate(window.until.minimumDate())  # "any": open-ended again
    assert {s.id for s in window.summaries_shown()} == {
        s.id for s in everything if local_day(s.created) >= since
    }


@pytest.mark.parametrize("screen_size", [(1024, 600), (1280, 800), (800, 480)])
def test_the_window_fits_the_screen_and_the_list_keeps_its_rows(
    qtbot: QtBot, store: Store, monkeypatch: pytest.MonkeyPatch, screen_size: tuple[int, int]
) -> None:
    free = QRect(0, 0, *screen_size)
    # A screen of this size: what the window's placement asks for the free area.
    monkeypatch.setattr(history_export, "free_area", lambda window, parent: free)
    window = HistoryWindow(store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.width() <= free.width() and window.height() <= free.height()
    assert free.contains(window.geometry())
    # Nothing inside insists on more height than the screen has.
    assert window.minimumSizeHint().height() <= free.height() - FRAME_ALLOWANCE[1]

    def rows_shown() -> int:
        return (
            window.table.viewport().height() // window.table.verticalHeader().defaultSectionSize()
        )

    assert rows_shown() >= LIST_ROWS_KEPT
    summary = next(s for s in window.summaries_shown() if s.status == "finished")
    assert window.open_match(summary.id)
    window.replay_frame(1)
    flush()
    assert rows_shown() >= LIST_ROWS_KEPT
    assert window.height() <= free.height()
    window.show_player(summary.players[0], summary.players[1])
    qtbot.waitUntil(lambda: window.players.result is not None, timeout=10_000)
    assert rows_shown() >= LIST_ROWS_KEPT and window.height() <= free.height()


def test_status_and_date_filters_narrow_the_list(window: HistoryWindow) -> None:
    window.status_filter.setCurrentIndex(window.status_filter.findData("finished"))
    shown = window.summaries_shown()
    assert shown and all(summary.status == "finished" for summary in shown)
    window.status_filter.setCurrentIndex(0)

    newest = window.summaries_shown()[0].created.astimezone().date()
    window.since.setDate(newest)
    shown = window.summaries_shown()
    assert shown and all(s.created.astimezone().date() >= newest for s in shown)
    window.since.setDate(window.since.minimumDate())
    assert len(window.summaries_shown()) == DEMO_MATCHES


def test_clicking_a_column_header_sorts_by_it(window: HistoryWindow) -> None:
    window.table.sortByColumn(Column.PLAYERS, Qt.SortOrder.AscendingOrder)
    firsts = [summary.players[0].casefold() for summary in window.summaries_shown()]
    assert firsts == sorted(firsts)
    window.table.sortByColumn(Column.DATE, Qt.SortOrder.DescendingOrder)
    created = [summary.created for summary in window.summaries_shown()]
    assert created == sorted(created, reverse=True)


def test_opening_a_match_lists_its_frames_and_numbers(window: HistoryWindow) -> None:
    summary = next(s for s in window.summaries_shown() if s.status == "finished")
    assert window.open_match(summary.id)
    record = window.opened_record
    assert record is not None and record.id == summary.id
    panel = window.match_panel
    assert panel.frames.rowCount() == summary.frames
    won = [panel.frames.item(row, 2).text() for row in range(panel.frames.rowCount())]
    assert won.count(summary.players[0]) == summary.score[0]
    headers = [panel.numbers.horizontalHeaderItem(c).text() for c in range(2)]
    assert headers == list(summary.players)
    assert window.current_page() is panel


def test_replay_steps_through_a_frame_showing_diagram_and_ruling(
    qtbot: QtBot, store: Store
) -> None:
    record = known_frame_record()
    store.save(record)
    window = HistoryWindow(store)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)  # the arrow keys are shortcuts of the active window
    assert window.open_match(record.id)
    window.replay_frame(1)
    replay = window.replay
    before, after = replay.before_diagram, replay.after_diagram

    assert replay.step == 0 and replay.step_count == 4
    view = before.view
    assert view.on_table == frozenset(range(1, 10))
    assert view.pocketed == {2} and view.first_contact == 1
    assert not view.fouled and not view.interactive
    # After the break: the 2 is gone, and nothing is marked on the balls left.
    assert after.view.on_table == frozenset(range(1, 10)) - {2}
    assert not after.view.pocketed and not after.view.show_contact and not after.view.fouled
    assert after.caption_text() == "Next to shoot: Anna."
    assert "Legal break. (R3a)" in replay.text_plain()
    assert "Next to shoot: Anna." in replay.text_plain()

    keys = replay.shots  # replay_frame gives the list the focus
    qtbot.waitUntil(keys.hasFocus, timeout=2000)
    qtbot.keyClick(keys, Qt.Key.Key_Right)
    assert replay.step == 1
    view = before.view
    assert view.fouled and view.first_contact == 3
    assert 2 not in view.on_table
    assert after.view.on_table == view.on_table and not after.view.fouled
    assert after.caption_text() == "Next to shoot: Boris. Ball in hand."
    text = replay.text_plain()
    assert "wrong ball first" in text and "(R7)" in text
    assert "Next to shoot: Boris." in text and "Ball in hand: yes." in text
    assert "Fouls in a row: Anna 1, Boris 0." in text
    assert replay.slider.value() == 1

    qtbot.keyClick(keys, Qt.Key.Key_End)
    assert replay.step == 3
    assert before.view.pocketed == {3, 9}
    assert after.view.on_table == frozenset({4, 5, 6, 7, 8})
    # The result is worded as the scoring window words it, and said once.
    won = "Boris wins the frame: the 9 on a combination or carom. (R1)"
    assert after.caption_text() == won
    assert replay.text_plain().count("wins the frame") == 1 and won in replay.text_plain()
    assert "Frame over." in replay.text_plain()

    qtbot.keyClick(keys, Qt.Key.Key_Home)
    assert replay.step == 0
    replay.shots.setCurrentRow(2)  # a click in the list jumps to that shot
    assert replay.step == 2
    assert before.view.pocketed == {1}
    assert "Before: Boris had ball in hand." in replay.text_plain()
    replay.slider.setValue(1)
    assert replay.step == 1
    qtbot.mouseClick(replay.next_button, Qt.MouseButton.LeftButton)
    assert replay.step == 2


def test_replay_of_actions_that_are_not_shots_marks_no_ball_and_says_what_happened(
    qtbot: QtBot, store: Store
) -> None:
    record = MatchRecord.new(players=("Anna", "Boris"), race_to=3)
    for action in (
        Shot(pocketed={2}, balls_to_rail=5),
        Shot(first_contact=1, push_out=True),
        AcceptPushOut(),
        FoulBetweenShots(reason=FoulReason.BALL_TOUCHED),
        Concession(player=0),
    ):
        record.append(action)
    store.save(record)
    window = HistoryWindow(store)
    qtbot.addWidget(window)
    window.show()
    assert window.open_match(record.id)
    window.replay_frame(1)
    replay = window.replay
    before, after = replay.before_diagram, replay.after_diagram

    for step, said in (
        (2, "No shot: Boris accepts the push-out."),
        (3, "No shot: Boris: foul between shots (ball touched)"),
        (4, "No shot: Anna loses the frame (concession or infraction)"),
    ):
        replay.go_to(step)
        for diagram in (before, after):
            assert not diagram.view.show_contact and not diagram.view.pocketed
        assert before.caption_text() == said
        assert before.view.on_table == after.view.on_table == frozenset(range(1, 10)) - {2}
    replay.go_to(3)
    assert before.view.fouled and not after.view.fouled
    assert after.caption_text() == "Next to shoot: Anna. Ball in hand."
    replay.go_to(4)
    assert after.caption_text() == (
        "Anna loses the frame by concession or ruling. (R4) Boris wins it."
    )


# The offscreen platform cannot propagate a top-level widget's size hints, and says so.
@pytest.mark.qt_log_ignore("This plugin does not support")
def test_replay_diagrams_sit_side_by_side_and_one_above_the_other_when_narrow(
    qtbot: QtBot,
) -> None:
    from ninescore.ui.history.replay import ReplayPanel

    panel = ReplayPanel()
    qtbot.addWidget(panel)
    panel.show()
    diagrams = panel.diagrams
    panel.resize(1000, 320)
    before, after = panel.before_diagram, panel.after_diagram
    qtbot.waitUntil(
        lambda: diagrams.is_side_by_side() and after.x() > before.geometry().right(), timeout=2000
    )
    assert before.y() == after.y()
    panel.resize(620, 900)
    qtbot.waitUntil(
        lambda: not diagrams.is_side_by_side() and after.y() > before.geometry().bottom(),
        timeout=2000,
    )
    assert before.x() == after.x()


def test_a_match_added_to_the_folder_appears(
    window: HistoryWindow, qtbot: QtBot, data_dir: Path
) -> None:
    record = known_frame_record()
    other = Store(data_dir)  # another program (or a copy from another table) writes the file
    other.save(record)
    other.close()
    qtbot.waitUntil(lambda: window.model.row_of(record.id) >= 0, timeout=5000)
    assert window.model.rowCount() == DEMO_MATCHES + 1


def test_refresh_notices_a_removed_file(window: HistoryWindow, store: Store) -> None:
    victim = window.summaries_shown()[3]
    victim.path.rename(store.data_path / "elsewhere.json")
    window.refresh()
    assert window.model.row_of(victim.id) < 0


def browse(qtbot: QtBot, data_dir: Path) -> None:
    """Search, sort, open a match, replay a frame, look at a player against another."""
    window = HistoryWindow(Store(data_dir))
    qtbot.addWidget(window)
    window.show()
    qtbot.keyClicks(window.search, "a")
    window.search.clear()
    window.table.sortByColumn(Column.SCORE, Qt.SortOrder.AscendingOrder)
    summary = window.summaries_shown()[0]
    window.open_match(summary.id)
    window.replay_frame(1)
    window.replay.last()
    window.show_player(summary.players[0], summary.players[1])
    qtbot.waitUntil(lambda: window.players.result is not None, timeout=10_000)
    window.refresh()
    window.close()
    window.store.close()


def test_browsing_changes_no_file(qtbot: QtBot, store: Store, data_dir: Path) -> None:
    store.list()
    store.close()
    before = file_hashes(data_dir)
    browse(qtbot, data_dir)
    # A look at a player fills the statistics cache, a part of the index (a cache): no match
    # file changes, and once the caches hold every match (the statistics, and the listing kept
    # whole, which the statistics' filling put out of date), browsing changes nothing at all.
    after = file_hashes(data_dir)
    assert {name: hashed for name, hashed in after.items() if name != "index.sqlite3"} == {
        name: hashed for name, hashed in before.items() if name != "index.sqlite3"
    }
    filled = Store(data_dir)
    StatsCache(filled).refresh()
    filled.list()
    filled.close()
    full = file_hashes(data_dir)
    browse(qtbot, data_dir)
    assert file_hashes(data_dir) == full


def test_delete_asks_first_and_moves_the_file_to_the_trash(
    window: HistoryWindow, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    victim = window.summaries_shown()[0]
    assert window.select_match(victim.id)
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    asked: list[str] = []

    def question(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", question)
    window.act_delete.trigger()
    assert victim.path.exists()
    window.act_delete.trigger()
    assert len(asked) == 2 and "trash" in asked[0]
    assert not victim.path.exists()
    assert (store.trash_path / victim.path.name).exists()
    assert window.model.row_of(victim.id) < 0


def test_resume_emits_the_id_of_an_unfinished_match(window: HistoryWindow, store: Store) -> None:
    record = MatchRecord.new(players=("Anna", "Boris"), race_to=5)
    record.append(Shot(pocketed={2}, balls_to_rail=5))
    store.save(record)
    window.refresh()
    assert window.select_match(record.id)
    assert window.act_resume.isEnabled()
    assert not window.act_print.isEnabled()
    emitted: list[str] = []
    window.resume_requested.connect(emitted.append)
    window.act_resume.trigger()
    assert emitted == [record.id]


def test_print_and_pdf_of_a_finished_match_go_through_printing(
    window: HistoryWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ninescore.ui.dialogs import printing

    calls: list[tuple[str, list[str]]] = []
    monkeypatch.setattr(
        printing,
        "print_sheet",
        lambda parent, records: calls.append(("print", [r.id for r in records])),
    )
    monkeypatch.setattr(
        printing,
        "export_pdf",
        lambda parent, records: calls.append(("pdf", [r.id for r in records])),
    )
    finished = next(s for s in window.summaries_shown() if s.status == "finished")
    window.select_match(finished.id)
    assert window.act_print.isEnabled() and not window.act_resume.isEnabled()
    window.act_print.trigger()
    window.act_pdf.trigger()
    assert calls == [("print", [finished.id]), ("pdf", [finished.id])]


def test_player_statistics_count_the_players_matches(window: HistoryWindow, qtbot: QtBot) -> None:
    name = window.summaries_shown()[0].players[0]
    window.show_player(name)
    qtbot.waitUntil(lambda: window.players.result is not None, timeout=10_000)
    result = window.players.result
    assert result is not None
    # Counted from the match files themselves, not from the index or the statistics' code.
    files = [
        json.loads(path.read_text("utf-8")) for path in window.store.matches_path.glob("*.json")
    ]
    played = [match for match in files if name in match["players"]]
    assert result.matches == len(played)
    assert result.matches_won == sum(
        1
        for match in played
        if match["winner"] is not None and match["players"][match["winner"]] == name
    )
    assert window.players.numbers.rowCount() > 10


@pytest.mark.parametrize("size", [(1024, 560), (1200, 820), (900, 700)])
def test_the_replay_keeps_its_ball_layout_from_step_to_step(
    qtbot: QtBot, store: Store, size: tuple[int, int]
) -> None:
    # Each step's captions differ ("No shot: …" runs to several lines): the felt, and so the
    # balls' 5+4 or 3×3 layout and their places, must not change with them.
    window = HistoryWindow(store)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    replay = window.replay
    checked = 0
    for summary in window.summaries_shown()[:6]:
        assert window.open_match(summary.id)
        record = window.opened_record
        assert record is not None
        for number, frame in enumerate(record.match.frames, start=1):
            if not frame.log:
                continue
            window.replay_frame(number)
            flush()
            layouts = set()
            for step in range(replay.step_count):
                replay.go_to(step)
                flush()
                ball = replay.before_diagram.ball_button(1)
                layouts.add(
                    (
                        replay.before_diagram.columns(),
                        replay.after_diagram.columns(),
                        ball.geometry().getRect(),
                    )
                )
            assert len(layouts) == 1, (summary.id, number, layouts)
            checked += 1
    assert checked >= 6


def test_the_history_closes_on_esc_and_on_its_close_button(
    qtbot: QtBot, window: HistoryWindow
) -> None:
    close = window.toolbar.widgetForAction(window.act_close)
    assert close is not None and close.isVisible() and close.height() >= 44
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    assert not window.isVisible()
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.table, Qt.Key.Key_Escape)
    assert not window.isVisible()


def test_one_match_is_counted_in_the_singular(qtbot: QtBot, data_dir: Path) -> None:
    store = Store(data_dir / "one", durable=False)
    try:
        store.save(known_frame_record())
        window = HistoryWindow(store)
        qtbot.addWidget(window)
        assert window.count_label.text() == "1 match"
        window.search.setText("nobody")
        assert window.count_label.text() == "0 of 1 match"
    finally:
        store.close()
