"""Every screen of the tournament day, and the desk's questions and its Print buttons' preview
and print dialog, in both languages on a desk's 1280×800 screen and a 1024×600 tablet: every
target a finger can touch at least 44 px, every label's and button's words whole; saved as
screenshots when ``NINESCORE_SCREENSHOTS`` names a folder
(``desk-day-<screen>-<size>[-ru].png``, the ones docs/tournament.md shows)."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from ninescore.desk import DeskFolder
from ninescore.desk.day import ABSENT_BYE, DrawOptions
from ninescore.feed.table_tokens import write_tokens
from ninescore.sheet.tournament_print import BRACKET, DAY
from ninescore.tournament import Entrant, Format
from ninescore.ui.desk.day_model import DayModel
from ninescore.ui.desk.day_printing import day_print_job
from ninescore.ui.desk.desk_questions import ForfeitDialog, ResultDialog
from ninescore.ui.desk.entrant_dialogs import (
    EntrantDialog,
    ListFileDialog,
    PasteDialog,
    StoredPlayersDialog,
)
from ninescore.ui.desk.tournament_window import TournamentWindow
from ninescore.ui.dialogs.printing import job_preview, job_print_dialog, job_printer
from ninescore.ui.dialogs.sheet import SheetPreviewDialog
from tests.desk import table_sim

from ..accessible_names import unnamed_controls
from ..test_main_window_screens import clipped_texts
from ..touch_targets import small_targets

SCREENSHOTS = os.environ.get("NINESCORE_SCREENSHOTS")
SIZES = [(1280, 800), (1024, 600)]
ENTRANTS = [
    ("Anna Kowalczyk-Lindqvist", "Cue Club", 612),
    ("Boris Petrov", "Cue Club", 580),
    ("Vera Smirnova", "", 655),
    ("Gleb Orlov", "Side Pocket", 540),
    ("Dina Lebedeva", "", 501),
    ("Egor Makarov", "Side Pocket", 598),
    ("Clara Smirnov", "", 560),
    ("Oleg Zakharov", "Cue Club", 530),
]


class Later:
    """The desk's clock, 20 minutes on from the calls once the day is under way."""

    ahead = timedelta()

    def __call__(self) -> datetime:
        return datetime.now(UTC) + self.ahead


def _tables_play(data_dir: Path, seed: int, abandon: str = "") -> None:
    folder = DeskFolder(data_dir, resolve=False)
    folder.refresh()
    rng = random.Random(seed)
    for table in sorted({a.table for a in folder.pending_assignments()}):
        flags = ("--abandon",) if table == abandon else ()
        table_sim.main(str(data_dir), table, str(rng.randrange(10_000)), *flags)


@pytest.fixture(params=["en", "ru"])
def lang(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    if request.param == "ru":
        request.getfixturevalue("russian")
    yield request.param


def _window(data_dir: Path, tmp_path: Path, lang: str, qtbot: QtBot) -> TournamentWindow:
    model = DayModel(data_dir, now=Later())
    window = TournamentWindow(
        data_dir,
        model=model,
        lang=lang,
        tokens_path=tmp_path / "phone-tokens.json",
        refresh_by_itself=False,  # the test runs each refresh, as a tick of the timer would
    )
    qtbot.addWidget(window)
    window.phones_page.address.setText("http://192.168.1.5:8909")
    return window


def _before_the_draw(model: DayModel) -> None:
    model.set_name("Club Open")
    model.add([Entrant(name, club=club, rating=rating) for name, club, rating in ENTRANTS])
    for name, _, _ in ENTRANTS[:7]:
        model.check_in(name, True)
    model.set_tables("1-3, TV")
    model.set_table_use("TV", "reserved")


def _under_way(model: DayModel, data_dir: Path) -> None:
    races = {"winners": 5, "losers": 5, "final": 7}
    model.draw(DrawOptions(Format.DOUBLE_ELIMINATION, races, absent=ABSENT_BYE))
    assert model.start()
    _tables_play(data_dir, 3)
    model.refresh()
    _tables_play(data_dir, 4, abandon="2")
    model.refresh()
    clock = model.now
    assert isinstance(clock, Later)
    clock.ahead = timedelta(minutes=20)
    model.refresh()
    model.check_in(ENTRANTS[7][0], True)  # the latecomer


def _look(window: QWidget, qtbot: QtBot, name: str, size: tuple[int, int], lang: str) -> None:
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    assert (window.width(), window.height()) == size, "the screen fits the window"
    assert small_targets(window) == [], name
    assert clipped_texts(window) == [], name
    assert unnamed_controls(window) == [], name  # a screen reader can say each control
    if SCREENSHOTS:
        suffix = "-ru" if lang == "ru" else ""
        path = Path(SCREENSHOTS) / f"desk-day-{name}-{size[0]}x{size[1]}{suffix}.png"
        assert window.grab().save(str(path))


def test_every_screen_of_the_day_in_both_languages_and_sizes(
    lang: str, data_dir: Path, tmp_path: Path, qtbot: QtBot
) -> None:
    window = _window(data_dir, tmp_path, lang, qtbot)
    _before_the_draw(window.model)
    if lang == "ru":
        assert window.tabs.tabText(0) != "Entrants", "Russian is complete"
    for size in SIZES:
        for page, name in ((window.entrants_page, "entrants"), (window.check_in_page, "check-in")):
            window.tabs.setCurrentWidget(page)
            _look(window, qtbot, name, size, lang)
    window.tabs.setCurrentWidget(window.draw_page)
    window.draw_page.formats["double_elimination"].click()
    window.draw_page.absents["bye"].click()
    window.draw_page.draw()
    for size in SIZES:
        _look(window, qtbot, "draw", size, lang)
        options = window.draw_page.options_scroll
        room = options.viewport().width()
        assert window.draw_page.options_widget.minimumSizeHint().width() <= room, "none cut"
    _under_way(window.model, data_dir)
    # Tokens of their own, not new ones: the screenshots stay the same from run to run.
    write_tokens(
        tmp_path / "phone-tokens.json",
        {"1": "table-1-token-for-the-screenshot", "2": "table-2-token-for-the-screenshot"},
    )
    window.phones_page.show_day()
    assert window.model.report.late and window.model.report.conflicts
    for page in (window.entrants_page, window.check_in_page, window.draw_page):
        window.tabs.setCurrentWidget(page)  # once drawn: read-only, "A new tournament…"
        for size in SIZES:
            window.resize(*size)
            QApplication.processEvents()
            assert small_targets(window) == [] and clipped_texts(window) == []
    for page, name in (
        (window.calling_page, "calling"),
        (window.results_page, "results"),
        (window.phones_page, "phones"),
    ):
        window.tabs.setCurrentWidget(page)
        for size in SIZES:
            _look(window, qtbot, name, size, lang)
    _the_print_dialogs(window, qtbot, lang)
    window.close()


def _the_print_dialogs(window: TournamentWindow, qtbot: QtBot, lang: str) -> None:
    """What the Print buttons open, for the day under way: the preview of the day's sheet and of
    the bracket (A3, A4, Letter), and the print dialog."""
    view = window.results_page.bracket.presented
    assert view is not None
    printed = {kind: day_print_job(view, kind) for kind in (BRACKET, DAY)}
    printers = {kind: job_printer(job, "a3") for kind, job in printed.items()}
    dialogs: list[tuple[str, QWidget]] = [
        ("print-preview", job_preview(window, printed[DAY], printers[DAY], "a3")),
        ("print-bracket-preview", job_preview(window, printed[BRACKET], printers[BRACKET], "a3")),
        ("print", job_print_dialog(window, printed[DAY], printers[DAY])),
    ]
    for name, dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        if isinstance(dialog, SheetPreviewDialog):
            qtbot.waitUntil(lambda shown=dialog: shown.preview.pageCount() >= 1)  # type: ignore[misc]
            assert sorted(dialog.paper.buttons) == ["a3", "a4", "letter"]
            assert dialog.paper.buttons["a3"].isChecked()
        QApplication.processEvents()
        assert small_targets(dialog) == [], name
        assert clipped_texts(dialog) == [], name
        assert unnamed_controls(dialog) == [], name
        if SCREENSHOTS and name == "print-preview":
            suffix = "-ru" if lang == "ru" else ""
            assert dialog.grab().save(str(Path(SCREENSHOTS) / f"desk-day-{name}{suffix}.png"))
        dialog.close()


def test_the_desks_questions_in_both_languages(
    lang: str, data_dir: Path, tmp_path: Path, qtbot: QtBot
) -> None:
    window = _window(data_dir, tmp_path, lang, qtbot)
    _before_the_draw(window.model)
    window.draw_page.draw()
    window.model.start()
    tournament = window.model.tournament
    assert tournament is not None
    match = tournament.ready()[0]
    first, second = (name or "" for name in match.players)
    (tmp_path / "entrants.csv").write_text("Name\nAnna\n", encoding="utf-8")
    dialogs: list[tuple[str, QWidget]] = [
        ("forfeit", ForfeitDialog(window, match.id, "3", (first, second), 17)),
        ("result", ResultDialog(window, match)),
        ("paste", PasteDialog(window)),
        ("import", ListFileDialog(tmp_path, window)),
        ("stored", StoredPlayersDialog([n for n, _, _ in ENTRANTS], window)),
        ("entrant", EntrantDialog(Entrant("Vera Smirnova", club="Cue Club"), window)),
    ]
    for name, dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        QApplication.processEvents()
        assert small_targets(dialog) == [], name
        assert clipped_texts(dialog) == [], name
        assert unnamed_controls(dialog) == [], name
        if SCREENSHOTS and name in ("forfeit", "result"):
            suffix = "-ru" if lang == "ru" else ""
            assert dialog.grab().save(str(Path(SCREENSHOTS) / f"desk-day-{name}{suffix}.png"))
        dialog.close()
    window.close()
