"""The tournament day at the desk, one screen per step: the entrants, their check-in, the
draw, calling, results and standings, the tables' phones.  A timer runs the desk's refresh
(:meth:`~.day_model.DayModel.refresh`, which is :func:`~ninescore.desk.calling.call_once`)
once a second while a tournament runs; what could not be done is said on a strip above the
screens that keeps its height (nothing moves under a finger).

Opened from the desk window's "Tournament…" (:class:`~.window.DeskWindow`)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QCloseEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ninescore.desk import REFRESH_SECONDS
from ninescore.ui.desk.calling_page import CallingPage
from ninescore.ui.desk.day_model import DayModel
from ninescore.ui.desk.draw_page import DrawPage
from ninescore.ui.desk.entrants_page import CheckInPage, EntrantsPage
from ninescore.ui.desk.phones_page import PhonesPage
from ninescore.ui.desk.results_page import ResultsPage
from ninescore.ui.widgets.plain_text import plain
from ninescore.ui.widgets.touch_controls import TARGET, TARGETS_STYLE, touch_style

TABS_STYLE = f"QTabBar::tab {{ min-height: {TARGET}px; min-width: 90px; padding: 0 14px; }}"
REFRESH_MS = int(REFRESH_SECONDS * 2000)
"""The desk's refresh: once a second (a refresh reads the tournament and every table's file)."""


class TournamentWindow(QMainWindow):
    """The day's screens over ``data_path``; ``model`` for tests that give their own clock."""

    refreshed = Signal()
    """A refresh ran (the results taken in, the calls made)."""

    def __init__(
        self,
        data_path: Path,
        parent: QWidget | None = None,
        model: DayModel | None = None,
        lang: str | None = None,
        tokens_path: Path | None = None,
        refresh_by_itself: bool = True,
    ) -> None:
        """``refresh_by_itself`` False: no timer (a test runs each refresh as a tick would)."""
        super().__init__(parent)
        self.refresh_by_itself = refresh_by_itself
        self.setObjectName("tournamentWindow")
        self.setWindowTitle(self.tr("Tournament day — ninescore"))
        self.setStyleSheet(touch_style() + TARGETS_STYLE + TABS_STYLE)
        self.model = model if model is not None else DayModel(data_path, self)
        if lang is None:
            from ninescore.i18n import installed_language

            lang = installed_language()
        self.message = plain(QLabel(self))
        self.message.setObjectName("dayMessage")
        self.message.setWordWrap(True)
        # Two lines' room always: a sentence appearing must not push the screens down.
        self.message.setFixedHeight(self.message.fontMetrics().lineSpacing() * 2 + 8)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("dayTabs")
        self.tabs.setDocumentMode(True)
        self.entrants_page = EntrantsPage(self.model, self)
        self.check_in_page = CheckInPage(self.model, self)
        self.draw_page = DrawPage(self.model, self)
        self.calling_page = CallingPage(self.model, self)
        self.results_page = ResultsPage(self.model, self)
        self.phones_page = PhonesPage(self.model, lang, tokens_path, self)
        for page, title in (
            (self.entrants_page, self.tr("Entrants")),
            (self.check_in_page, self.tr("Check-in")),
            (self.draw_page, self.tr("Draw")),
            (self.calling_page, self.tr("Calling")),
            (self.results_page, self.tr("Results")),
            (self.phones_page, self.tr("Phones")),
        ):
            self.tabs.addTab(page, title)
        self.tabs.currentChanged.connect(self._next_screen)
        body = QWidget(self)
        column = QVBoxLayout(body)
        column.addWidget(self.message)
        column.addWidget(self.tabs, 1)
        self.setCentralWidget(body)
        self.model.refused.connect(lambda text: self._say(text, warning=True))
        self.model.said.connect(lambda text: self._say(text, warning=False))
        self.model.changed.connect(self._day_changed)
        self._said = ""
        if self.model.problem:
            self._say(self.model.problem, warning=True)
        self.timer = QTimer(self)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self.refresh)
        self.resize(1280, 800)
        self._day_changed()

    def _say(self, text: str, warning: bool) -> None:
        colour = "#b71c1c" if warning else "#1b5e20"
        self.message.setStyleSheet(f"color: {colour}; font-weight: bold;")
        self.message.setText(text)
        self._said = text

    def _next_screen(self) -> None:
        """Another screen: what was said about the last one is done with."""
        self._said = ""
        self.message.clear()
        self._show_summary()

    def _show_summary(self) -> None:
        """With nothing to say, the strip names the tournament run and where it stands."""
        from ninescore.describe import tournament as tournament_words
        from ninescore.describe.desk_day import checked_in_count_text, running_text

        tournament = self.model.tournament
        if self._said:
            return
        self.message.setStyleSheet("color: #37474f;")
        if tournament is not None:
            self.message.setText(running_text(tournament_words.summary_text(tournament)))
            return
        entrants = self.model.day.entrants
        count = checked_in_count_text(sum(e.checked_in for e in entrants), len(entrants))
        self.message.setText(f"{self.model.day.name}: {count}" if self.model.day.name else count)

    def _day_changed(self) -> None:
        running = self.model.tournament is not None
        # Before the draw the day starts at the entrants; once drawn, at the calling.
        before = self.tabs.currentWidget() in (self.entrants_page, self.draw_page)
        if running and before and self.property("shownRunning") is not True:
            self.tabs.setCurrentWidget(self.calling_page)
        self.setProperty("shownRunning", running)
        self._show_summary()

    def refresh(self) -> bool:
        """The desk's refresh now (the timer's, and a test's).  Not while a question is open:
        what the desk is deciding about (a late call, a result) must not change or vanish
        under the question, nor the button that asked it."""
        if QApplication.activeModalWidget() is not None:
            return False
        done = self.model.refresh()
        self.refreshed.emit()
        return done

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.refresh_by_itself:
            self.timer.start()  # shown again after a close: the refresh goes on

    def closeEvent(self, event: QCloseEvent) -> None:
        self.timer.stop()
        super().closeEvent(event)
