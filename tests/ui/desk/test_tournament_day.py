"""The tournament day run from the desk's window, tapping its real widgets over a temporary data
folder: entrants pasted, put in order, checked in; a double elimination drawn and started; the
tables (in-process simulations of the scoring window) playing what the desk calls; a late call
forfeited after the question; a result corrected and one whose undo is blocked; standings the
engine's.  Then calling by a tap, tables taken out and kept for the final, a table's file the
bracket will not take, and the phones' tokens."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from ninescore.desk import DeskFolder
from ninescore.desk.day import load_day
from ninescore.records import tournaments as files
from ninescore.tournament import Tournament
from ninescore.ui.desk.day_model import DayModel
from ninescore.ui.desk.tournament_window import TournamentWindow
from tests.desk import table_sim

NAMES = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor"]


class Clock:
    """The desk's clock, moved on by the test (a late call without waiting 15 minutes)."""

    def __init__(self) -> None:
        self.ahead = timedelta()

    def __call__(self) -> datetime:
        return datetime.now(UTC) + self.ahead


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def day(data_dir: Path, tmp_path: Path, qtbot: QtBot, clock: Clock) -> Iterator[TournamentWindow]:
    model = DayModel(data_dir, now=clock)
    window = TournamentWindow(
        data_dir,
        model=model,
        lang="en",
        tokens_path=tmp_path / "phone-tokens.json",
        refresh_by_itself=False,  # the test runs each refresh, as a tick of the timer would
    )
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.close()


def answer(act: Callable[[QDialog], None]) -> None:
    """Act on the next modal dialog once it is open (it runs its own loop, as for a person)."""

    def poke() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog) or not dialog.isVisible():
            QTimer.singleShot(20, poke)
            return
        act(dialog)

    QTimer.singleShot(0, poke)


def tap(widget: QWidget, name: str) -> None:
    button = widget.findChild(QPushButton, name)
    assert button is not None, name
    assert button.isVisible() and button.isEnabled(), name
    button.click()


def enter_entrants(window: TournamentWindow, qtbot: QtBot, names: list[str]) -> None:
    page = window.entrants_page
    window.tabs.setCurrentWidget(page)
    page.name_edit.setFocus()
    qtbot.keyClicks(page.name_edit, "Club Open")
    qtbot.keyClick(page.name_edit, Qt.Key.Key_Return)

    def paste(dialog: QDialog) -> None:
        dialog.text.setPlainText("\n".join(names))  # type: ignore[attr-defined]
        tap(dialog, "addPastedButton")

    answer(paste)
    page.paste_button.click()
    assert [e.name for e in window.model.day.entrants] == names


def tables_playing(data_dir: Path, seed: int) -> list[str]:
    """Every table with a call waiting plays it to the end (as the scoring window would)."""
    folder = DeskFolder(data_dir, resolve=False)
    folder.refresh()
    tables = sorted({a.table for a in folder.pending_assignments()})
    rng = random.Random(seed)
    for table in tables:
        table_sim.main(str(data_dir), table, str(rng.randrange(10_000)))
    return tables


def test_a_double_elimination_run_from_the_window_ends_with_the_engines_standings(
    day: TournamentWindow, qtbot: QtBot, data_dir: Path, clock: Clock
) -> None:
    window = day
    enter_entrants(window, qtbot, NAMES)
    entrants = window.entrants_page
    entrants.rows.setCurrentRow(5)  # Egor up one place: seed 5
    tap(entrants, "moveUp")
    assert [e.name for e in window.model.day.entrants][4] == "Egor"
    window.tabs.setCurrentWidget(window.check_in_page)
    for index in range(5):  # Dina, now last, has not come
        tap(window.check_in_page, f"checkIn{index}")
    assert window.check_in_page.count_label.text() == "Checked in: 5 of 6"
    assert [e.name for e in window.model.day.entrants if not e.checked_in] == ["Dina"]

    calling = window.calling_page
    window.tabs.setCurrentWidget(calling)
    calling.tables_edit.setFocus()
    calling.tables_edit.selectAll()
    qtbot.keyClicks(calling.tables_edit, "1-2")
    qtbot.keyClick(calling.tables_edit, Qt.Key.Key_Return)
    assert window.model.day.tables == "1-2"
    draw = window.draw_page
    window.tabs.setCurrentWidget(draw)
    tap(draw, "format_double_elimination")
    tap(draw, "absent_bye")
    for _ in range(2):
        draw.races["final"].plus.click()
        draw.races["winners"].minus.click()
        draw.races["losers"].minus.click()
    tap(draw, "drawButton")
    assert draw.summary.text().startswith("The draw: Club Open — double elimination, 6 entrants")
    assert not files.path_of(data_dir, "Club Open").exists(), "not saved before Start"
    assert draw.bracket.presented is not None
    tap(draw, "startButton")
    tournament = files.load(data_dir, "Club Open")
    assert dict(tournament.settings.races) == {"winners": 5, "losers": 5, "final": 9}
    # Dina's first match is her opponent's by forfeit: the bye of a player not checked in.
    (bye,) = [m for m in tournament.matches() if m.result is not None]
    assert bye.result is not None and bye.result.forfeit and "Dina" in bye.players
    assert window.tabs.currentWidget() is window.calling_page

    assert len(window.model.report.called) == 2, "Start called the first matches"
    assert [t.state for t in calling.tile_widgets.values()] == ["called", "called"]
    assert "Now calling: Table 1 — " in calling.calling_label.text()

    # Dina comes late: checked in with one tap, she plays on the losers' side.
    window.tabs.setCurrentWidget(window.check_in_page)
    tap(window.check_in_page, "checkIn5")
    assert files.load(data_dir, "Club Open").entrant("Dina").checked_in

    forfeit = corrected = blocked = False
    rounds = 0
    while not files.load(data_dir, "Club Open").is_over:
        rounds += 1
        assert rounds < 30, "the tournament does not move"
        if not forfeit and window.model.report.called:
            # Nobody comes to the first call: late after 15 minutes, a forfeit after the question.
            clock.ahead += timedelta(minutes=16)
            window.refresh()
            window.tabs.setCurrentWidget(calling)
            assert calling.late_buttons, "the late call is listed"
            late = window.model.report.late[0]

            def absent(dialog: QDialog) -> None:
                assert not window.refresh(), "no refresh under a question"
                tap(dialog, "absent1")

            answer(absent)
            calling.late_buttons[0].click()
            result = files.load(data_dir, "Club Open").match(late.match_id).result
            assert result is not None and result.forfeit and result.winner == late.players[0]
            assert window.message.text() == (
                f"Match {late.match_id} goes to {late.players[0]} by forfeit."
            )
            clock.ahead = timedelta()
            forfeit = True
            window.refresh()
        played = tables_playing(data_dir, rounds)
        assert played or window.model.report.called, "nothing to play"
        window.refresh()
        taken = window.model.report.taken
        if taken and not corrected and rounds >= 2:
            corrected = correct_from_the_results_page(window, qtbot, taken[-1].match_id)
            window.refresh()
        if corrected and not blocked:
            blocked = undo_refused_for_a_fed_match(window, qtbot)
    assert forfeit and corrected and blocked
    final = files.load(data_dir, "Club Open")
    again = Tournament(final.settings)
    left = {m.id: m.result for m in final.matches() if m.result is not None}
    while left:  # the same results, recorded in an order the engine takes
        for number in [n for n in left if again.is_playable(n)]:
            result = left.pop(number)
            assert result is not None
            again.record_result(
                number, result.winner, result.score, forfeit=result.forfeit, table=result.table
            )
    assert final.standings() == again.standings()
    assert final.champion is not None
    window.tabs.setCurrentWidget(window.results_page)
    shown = window.results_page.standings_label.text()
    assert shown.startswith(f"Final standings (champion: {final.champion})")
    window.tabs.setCurrentWidget(window.entrants_page)
    answer(lambda dialog: tap(dialog, "confirmButton"))
    tap(window.entrants_page, "newTournament")
    assert window.model.tournament is None and window.model.day.entrants == []
    assert files.load(data_dir, "Club Open") == final, "the tournament's file stays"


def _box_centre(window: TournamentWindow, match_id: int) -> QPoint:
    return window.results_page.bracket.canvas.places[match_id].center().toPoint()


def correct_from_the_results_page(window: TournamentWindow, qtbot: QtBot, number: int) -> bool:
    """The last result a table sent, given the other way round (tapped on the bracket)."""
    page = window.results_page
    window.tabs.setCurrentWidget(page)
    match = window.model.tournament.match(number)  # type: ignore[union-attr]
    assert match.result is not None and match.result.score is not None
    qtbot.mouseClick(
        page.bracket.canvas, Qt.MouseButton.LeftButton, pos=_box_centre(window, number)
    )
    assert page.chosen == number
    loser = match.players.index(match.loser)
    race = match.race_to[loser]

    def give(dialog: QDialog) -> None:
        tap(dialog, f"winner{loser}")
        racks = dialog.racks  # type: ignore[attr-defined]
        racks[loser].setValue(race)
        racks[1 - loser].setValue(0)
        tap(dialog, "keepResultButton")

    answer(give)
    tap(page, "correctResult")
    result = window.model.tournament.match(number).result  # type: ignore[union-attr]
    assert result is not None and result.winner == match.loser
    return True


def undo_refused_for_a_fed_match(window: TournamentWindow, qtbot: QtBot) -> bool:
    """A match whose winner has played on cannot be corrected: the sentence names the blocker;
    a table's result is corrected, never undone (the next refresh would take it in again)."""
    tournament = window.model.tournament
    assert tournament is not None
    for match in tournament.matches():
        fed = [
            m
            for m in tournament.matches()
            if m.result is not None
            and match.result is not None
            and m.id > match.id
            and match.winner in m.players
        ]
        if match.result is None or match.result.forfeit or not fed:
            continue
        page = window.results_page
        window.tabs.setCurrentWidget(page)
        centre = _box_centre(window, match.id)
        qtbot.mouseClick(page.bracket.canvas, Qt.MouseButton.LeftButton, pos=centre)
        assert not page.undo_button.isEnabled(), "a table's result"
        loser = match.players.index(match.loser)

        def give(dialog: QDialog, loser: int = loser, race: int = match.race_to[loser]) -> None:
            tap(dialog, f"winner{loser}")
            dialog.racks[loser].setValue(race)  # type: ignore[attr-defined]
            tap(dialog, "keepResultButton")

        answer(give)
        tap(page, "correctResult")
        text = window.message.text()
        assert text.startswith(f"Match {match.id} cannot be undone while match "), text
        assert window.model.tournament.match(match.id).result == match.result  # type: ignore[union-attr]
        return True
    return False


def test_the_desk_windows_tournament_button_opens_the_day(data_dir: Path, qtbot: QtBot) -> None:
    from ninescore.ui.desk.wiring import create_desk_window

    desk = create_desk_window(data_dir)
    qtbot.addWidget(desk)
    desk.show()
    desk.tournament_action.trigger()
    day = desk.findChild(TournamentWindow)
    assert isinstance(day, TournamentWindow) and day.isVisible()
    assert day.tabs.currentWidget() is day.entrants_page
    day.hide()
    desk.tournament_action.trigger()
    assert desk.findChildren(TournamentWindow) == [day] and day.isVisible(), "one day's window"
    day.close()
    desk.close()
    if desk.store is not None:
        desk.store.close()


def test_the_refresh_runs_by_itself_while_the_window_is_shown(
    data_dir: Path, tmp_path: Path, qtbot: QtBot
) -> None:
    window = TournamentWindow(data_dir, lang="en", tokens_path=tmp_path / "tokens.json")
    qtbot.addWidget(window)
    window.show()
    enter_entrants(window, qtbot, NAMES[:2])
    window.tabs.setCurrentWidget(window.draw_page)
    tap(window.draw_page, "drawButton")
    tap(window.draw_page, "startButton")
    (called,) = window.model.report.called
    table_sim.main(str(data_dir), called.table, "11")
    qtbot.waitUntil(lambda: files.load(data_dir, "Club Open").is_over, timeout=10_000)
    window.close()
    assert not window.timer.isActive()
    window.show()
    assert window.timer.isActive(), "shown again, the refresh goes on"
    window.close()


def test_a_name_dragged_in_the_list_changes_the_seeding(
    day: TournamentWindow, qtbot: QtBot
) -> None:
    window = day
    enter_entrants(window, qtbot, NAMES[:4])
    rows = window.entrants_page.rows
    # What the list's drop does with a row dragged from the top to below the third.
    assert rows.model().moveRow(rows.rootIndex(), 0, rows.rootIndex(), 3)
    order = ["Boris", "Vera", "Anna", "Gleb"]
    qtbot.waitUntil(lambda: [e.name for e in window.model.day.entrants] == order, timeout=2000)
    assert rows.item(0).text() == "1.  Boris"


def test_calling_by_a_tap_tables_out_and_kept_for_the_final(
    day: TournamentWindow, qtbot: QtBot, data_dir: Path
) -> None:
    window = day
    enter_entrants(window, qtbot, NAMES[:4])
    window.tabs.setCurrentWidget(window.calling_page)
    calling = window.calling_page
    calling.tables_edit.setText("1-3")
    calling.tables_edit.editingFinished.emit()
    tap(calling, "callAutomatic")  # off: the desk calls by a tap
    assert load_day(data_dir).automatic is False
    tap(calling.tile_widgets["2"], "tableOut")
    tap(calling.tile_widgets["3"], "tableReserved")
    assert load_day(data_dir).out == ("2",) and load_day(data_dir).reserved == ("3",)
    window.tabs.setCurrentWidget(window.draw_page)
    tap(window.draw_page, "format_single_elimination")
    tap(window.draw_page, "drawButton")
    tap(window.draw_page, "startButton")
    assert window.model.report.called == [], "nothing is called before the tap"
    window.tabs.setCurrentWidget(calling)
    tap(calling, "callNext")
    assert [(c.table, c.match_id) for c in window.model.report.called] == [("1", 1)]
    tap(calling, "callNext")  # table 2 is out, table 3 waits for the final
    assert window.message.text().startswith("No match can be called now")
    states = {table: tile.state for table, tile in calling.tile_widgets.items()}
    assert states == {"1": "called", "2": "out", "3": "reserved"}
    first, second = window.model.tournament.match(1).players  # type: ignore[union-attr]
    assert calling.tile_widgets["1"].label.text() == f"Table 1 — called\n{first} – {second}"
    assert "Match 2 waits for a free table." in calling.waiting_label.text()
    # A result the desk gives by hand (a forfeit) may be undone, after a question.
    results = window.results_page
    window.tabs.setCurrentWidget(results)
    centre = results.bracket.canvas.places[2].center().toPoint()
    qtbot.mouseClick(results.bracket.canvas, Qt.MouseButton.LeftButton, pos=centre)

    def forfeit(dialog: QDialog) -> None:
        tap(dialog, "winner0")
        tap(dialog, "forfeitResult")
        tap(dialog, "keepResultButton")

    answer(forfeit)
    tap(results, "correctResult")
    result = window.model.tournament.match(2).result  # type: ignore[union-attr]
    assert result is not None and result.forfeit
    answer(lambda dialog: tap(dialog, "confirmButton"))
    tap(results, "undoResult")
    assert window.model.tournament.match(2).result is None  # type: ignore[union-attr]
    assert files.load(data_dir, "Club Open").match(2).result is None


def test_a_table_left_unfinished_is_shown_for_a_person(
    day: TournamentWindow, qtbot: QtBot, data_dir: Path
) -> None:
    window = day
    enter_entrants(window, qtbot, NAMES[:2])
    window.tabs.setCurrentWidget(window.draw_page)
    tap(window.draw_page, "seeding_random")  # the seeding drawn, not the list's order
    tap(window.draw_page, "drawButton")
    tap(window.draw_page, "startButton")
    assert files.load(data_dir, "Club Open").settings.seed is not None
    (called,) = window.model.report.called
    table_sim.main(str(data_dir), called.table, "5", "--abandon")
    window.refresh()
    text = window.calling_page.conflicts_label.text()
    assert window.calling_page.conflicts_label.isVisible()
    assert f"Match 1 at Table {called.table} (" in text and "left unfinished" in text
    assert text.endswith("take it up again at the table, or give its result under Results.")
    assert files.load(data_dir, "Club Open").match(1).result is None, "never a silent change"


def test_entrants_refused_in_one_sentence_and_the_day_kept(
    day: TournamentWindow, qtbot: QtBot, data_dir: Path, tmp_path: Path
) -> None:
    window = day
    enter_entrants(window, qtbot, ["Anna", "Boris"])
    assert not window.model.add_text("Seed;Name\nfirst;Vera\n")
    assert window.message.text().startswith("Line 2 of the list of entrants:")
    assert not window.model.add_names(["anna"])
    assert window.message.text() == "Already entered, so left out: anna."
    listed = tmp_path / "club.csv"
    listed.write_text("Name,Club,Rating\nVera,Cue Club,612\n", encoding="utf-8")

    def choose(dialog: QDialog) -> None:
        dialog.show_folder(tmp_path)  # type: ignore[attr-defined]
        rows = dialog.rows  # type: ignore[attr-defined]
        rect = rows.visualItemRect(rows.item(0))
        qtbot.mouseClick(rows.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())

    answer(choose)
    tap(window.entrants_page, "importEntrants")
    assert [(e.name, e.club, e.rating) for e in window.model.day.entrants][-1] == (
        "Vera",
        "Cue Club",
        612.0,
    )
    again = DayModel(data_dir)  # the draft is in the folder: nothing lost on a restart
    assert [e.name for e in again.day.entrants] == ["Anna", "Boris", "Vera"]
    (data_dir / "desk" / "tournament-day.json").write_text("{not json", encoding="utf-8")
    broken = DayModel(data_dir)
    assert broken.problem.startswith("The desk's day in ") and broken.day.entrants == []


def test_stored_players_tapped_in_and_an_entrant_edited(
    day: TournamentWindow, qtbot: QtBot, data_dir: Path
) -> None:
    from tests.desk.sync_sim import dozen_tables

    dozen_tables(data_dir)
    window = day
    enter_entrants(window, qtbot, ["Anna"])
    chosen: list[str] = []

    def tap_two(dialog: QDialog) -> None:
        chips = dialog.chips.buttons  # type: ignore[attr-defined]
        assert "Anna" not in [b.property("name") for b in chips], "entered already"
        for button in chips[:2]:
            button.click()
            chosen.append(str(button.property("name")))
        chips[0].click()  # a second tap takes it back
        chosen.pop(0)
        tap(dialog, "addChosenButton")

    answer(tap_two)
    tap(window.entrants_page, "storedEntrants")
    assert [e.name for e in window.model.day.entrants] == ["Anna", *chosen]
    window.entrants_page.rows.setCurrentRow(0)

    def edit(dialog: QDialog) -> None:
        dialog.name.setText("Anna Petrova")  # type: ignore[attr-defined]
        dialog.club.setText("Cue Club")  # type: ignore[attr-defined]
        dialog.rating.setText("612,5")  # type: ignore[attr-defined]
        tap(dialog, "keepEntrantButton")

    answer(edit)
    tap(window.entrants_page, "editEntrant")
    first = window.model.day.entrants[0]
    assert (first.name, first.club, first.rating) == ("Anna Petrova", "Cue Club", 612.5)
    assert window.entrants_page.rows.item(0).text() == "1.  Anna Petrova  ·  Cue Club  ·  612.5"
    window.entrants_page.rows.setCurrentRow(0)
    tap(window.entrants_page, "removeEntrant")
    assert [e.name for e in window.model.day.entrants] == chosen


def test_a_tables_phone_token_with_its_qr_code_made_and_withdrawn(
    day: TournamentWindow, tmp_path: Path
) -> None:
    from ninescore.commands.serve import tokens_file as serve_tokens_file
    from ninescore.feed.table_tokens import read_tokens
    from ninescore.ui.desk.phones_page import tokens_file

    assert tokens_file() == serve_tokens_file(), "the one file serve keeps the tokens in"
    window = day
    page = window.phones_page
    window.tabs.setCurrentWidget(page)
    page.address.setText("192.168.1.5 port 8909")
    page.address.editingFinished.emit()
    assert window.message.text().startswith("'192.168.1.5 port 8909' is not an address a phone")
    page.address.setText("http://192.168.1.5:8909")
    page.address.editingFinished.emit()
    tile = page.tile_widgets["3"]
    assert tile.code.pixmap().isNull()
    tap(tile, "makeToken")
    token = read_tokens(tmp_path / "phone-tokens.json")["3"]
    assert tile.token.text() == token
    assert not tile.code.pixmap().isNull() and tile.code.pixmap().width() >= 120
    assert tile.url == f"http://192.168.1.5:8909/score?table=3&token={token}&lang=en"
    answer(lambda dialog: tap(dialog, "goBackButton"))
    tap(tile, "withdrawToken")
    assert read_tokens(tmp_path / "phone-tokens.json")["3"] == token, "kept: the question"
    answer(lambda dialog: tap(dialog, "confirmButton"))
    tap(tile, "withdrawToken")
    assert "3" not in read_tokens(tmp_path / "phone-tokens.json")
    assert window.message.text() == "The token of Table 3 scores nothing from now on."
    assert tile.make_button.isVisible() and tile.code.pixmap().isNull()


def four_drawn_and_started(data_dir: Path) -> Tournament:
    """A single elimination of four, drawn, saved and running at the desk on tables 1–2."""
    from ninescore.desk.day import DeskDay, save_day
    from ninescore.tournament import Entrant, Format

    drawn = Tournament.draw(
        name="Club Open",
        entrants=[Entrant(n) for n in ["Anna", "Boris", "Vera", "Gleb"]],
        format=Format.SINGLE_ELIMINATION,
        races=3,
    )
    files.save(data_dir, drawn, new=True)
    save_day(data_dir, DeskDay(name="Club Open", running=True, tables="1-2", automatic=False))
    return drawn


def test_a_refresh_reads_the_tournament_again_only_when_its_file_changed(
    data_dir: Path, qtbot: QtBot
) -> None:
    drawn = four_drawn_and_started(data_dir)
    model = DayModel(data_dir)
    assert model.refresh()
    held = model.tournament
    assert held is not None
    assert model.refresh()
    assert model.tournament is held  # every second, a stat of the file, not the bracket again
    # Someone else records a result (`ninescore tournament result`): the next refresh has it.
    match = drawn.ready()[0]
    drawn.record_result(match.id, match.players[0] or "", score=(3, 1))
    files.save(data_dir, drawn)
    assert model.refresh()
    assert model.tournament is not held
    assert model.tournament is not None and model.tournament.match(match.id).result is not None


def test_the_days_pages_share_one_view_of_the_bracket_per_change(
    data_dir: Path, tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ninescore.ui.desk import day_model

    drawn = four_drawn_and_started(data_dir)
    made: list[object] = []
    real = day_model.bracket_view

    def counted(*args: object) -> object:
        made.append(args[0])
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(day_model, "bracket_view", counted)
    model = DayModel(data_dir)
    window = TournamentWindow(
        data_dir,
        model=model,
        lang="en",
        tokens_path=tmp_path / "phone-tokens.json",
        refresh_by_itself=False,
    )
    qtbot.addWidget(window)
    made.clear()
    match = drawn.ready()[0]
    drawn.record_result(match.id, match.players[0] or "", score=(3, 1))
    files.save(data_dir, drawn)
    assert model.refresh()
    # The calling page and the results page both drew this change, from one view.
    assert len(made) == 1
    assert window.findChild(QWidget, "bracketView") is not None
    shown = model.bracket()
    assert shown is not None and any(
        box.match_id == match.id and box.state.name == "DONE"
        for section in shown.sections
        for column in section.columns
        for box in column.boxes
    )
    assert len(made) == 1
