"""The history browser's panels: one match (its frames and statistics) and one player's numbers.

The numbers come from :mod:`ninescore.stats`; these panels only lay them out. A player's numbers
need every match they played, so they are read a few at a time from a timer (the window stays
usable, and a progress line says how far it got), and each match's contribution is kept, so
changing a filter or coming back to a player does not read the same files again.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from datetime import date
from time import perf_counter
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QComboBox,
    QDateEdit,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from ninescore.describe import (
    Heading,
    duration_text,
    heading,
    isolated,
    pairing_text,
    win_reason_text,
    winner_text,
)
from ninescore.describe.dates import date_time_text
from ninescore.records.record import MatchRecord
from ninescore.records.summary import MatchSummary
from ninescore.rules import Code
from ninescore.stats import (
    FoulCounts,
    HeadToHead,
    MatchStats,
    PlayerStats,
    record_stats,
    same_name,
)
from ninescore.ui.history import clock as history_clock
from ninescore.ui.history.model import score_text, status_text
from ninescore.ui.history.numbers import PlayerNumbers, RecordLoader, add_player_stats
from ninescore.ui.history.tables import cell, fill_numbers, fit_header_height, numbers_table
from ninescore.ui.widgets import words
from ninescore.ui.widgets.plain_text import as_rich
from ninescore.ui.widgets.touch_controls import TARGET, touch_combo

STACKED_BELOW = 860
"""A match panel narrower than this puts its numbers under its frames."""

if TYPE_CHECKING:
    from ninescore.records.store import Store

_TIME_SLICE = 0.04
_GIVING_WAY = (1, 2, 3)
"""The frames table's columns of names and of how each frame was won: they share what the
numbers leave, a long text cut short with its whole in the tip."""
"""Seconds of reading per timer tick while a player's numbers are computed."""


def _ratio(value: float) -> str:
    return f"{value:.2f}"


WRONG_BALL, NO_CONTACT, NO_RAIL, SCRATCH = (
    Code.FOUL_WRONG_BALL,
    Code.FOUL_NO_CONTACT,
    Code.FOUL_NO_RAIL,
    Code.FOUL_SCRATCH,
)
_OWN_ROWS = frozenset(
    {WRONG_BALL, NO_CONTACT, NO_RAIL, SCRATCH, Code.FOUL_CUE_OFF_TABLE, Code.FOUL_OBJECT_OFF_TABLE}
    | {Code.FOUL_SHOT_CLOCK}  # the clock's rows (history_clock)
)


def _other_fouls(fouls: FoulCounts) -> int:
    """The reasons of every foul kind without a row of its own (a new kind lands here)."""
    return sum(count for code, count in fouls.by_kind().items() if code not in _OWN_ROWS)


def _percent(value: float) -> str:
    return f"{value:.1f} %"


class MatchPanel(QWidget):
    """One opened match: a heading, its frames, and each player's numbers."""

    frame_chosen = Signal(int)
    """A frame was double-clicked or chosen with Enter (its number, from 1): replay it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyMatch")
        self._record: MatchRecord | None = None
        self._stats: MatchStats | None = None

        self.heading = QLabel(self)
        self.heading.setObjectName("matchHeading")
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        heading_font = self.heading.font()
        heading_font.setBold(True)
        heading_font.setPointSizeF(heading_font.pointSizeF() * 1.15)
        self.heading.setFont(heading_font)
        self.details = QLabel(self)
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.PlainText)

        self.frames = QTableWidget(self)
        self.frames.setObjectName("matchFrames")
        self.frames.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.frames.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.frames.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.frames.verticalHeader().hide()
        self.frames.setAlternatingRowColors(True)
        # The names and how each frame was won share the room the numbers leave (see
        # _GIVING_WAY): the Russian words made the table scroll sideways on a tablet.
        frames_header = self.frames.horizontalHeader()
        frames_header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        frames_header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        frames_header.sectionResized.connect(lambda *_sizes: fit_header_height(self.frames))
        self.frames.verticalHeader().setDefaultSectionSize(TARGET)
        self.frames.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.frames.horizontalHeader().setSectionsClickable(False)
        self.frames.cellDoubleClicked.connect(lambda row, _column: self._choose(row))
        self.frames.cellActivated.connect(lambda row, _column: self._choose(row))

        self.replay_button = QPushButton(self)
        self.replay_button.setMinimumHeight(TARGET)
        self.replay_button.clicked.connect(self._replay_current)

        self.numbers = numbers_table(self)
        self.numbers.setObjectName("matchNumbers")

        frames_box = QWidget(self)
        frames_layout = QVBoxLayout(frames_box)
        frames_layout.setContentsMargins(0, 0, 0, 0)
        self.frames_title = QLabel(frames_box)
        frames_layout.addWidget(self.frames_title)
        frames_layout.addWidget(self.frames, 1)
        frames_layout.addWidget(self.replay_button, 0, Qt.AlignmentFlag.AlignLeft)
        numbers_box = QWidget(self)
        numbers_layout = QVBoxLayout(numbers_box)
        numbers_layout.setContentsMargins(0, 0, 0, 0)
        self.numbers_title = QLabel(numbers_box)
        numbers_layout.addWidget(self.numbers_title)
        numbers_layout.addWidget(self.numbers, 1)

        # The frames and the numbers side by side, or one above the other on a narrow window
        # (the numbers' columns, one per player, would squeeze the names); no splitter, whose
        # handle is no target for a finger.
        self.body = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.body.addWidget(frames_box, 3)
        self.body.addWidget(numbers_box, 2)

        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.details)
        layout.addLayout(self.body, 1)
        self._retranslate()
        self.show_match(None)

    @property
    def record(self) -> MatchRecord | None:
        return self._record

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        wanted = (
            QBoxLayout.Direction.TopToBottom
            if event.size().width() < STACKED_BELOW
            else QBoxLayout.Direction.LeftToRight
        )
        if self.body.direction() != wanted:
            self.body.setDirection(wanted)

    @property
    def stats(self) -> MatchStats | None:
        return self._stats

    def show_match(self, record: MatchRecord | None) -> None:
        self._record = record
        self._stats = record_stats(record) if record is not None else None
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self._fill()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.frames_title.setText(self.tr("Frames (double-click one to replay it)"))
        self.numbers_title.setText(self.tr("Match statistics"))
        self.replay_button.setText(self.tr("&Replay frame"))
        self.frames.setAccessibleName(self.tr("Frames of the match"))
        self.numbers.setAccessibleName(self.tr("Match statistics"))

    def _choose(self, row: int) -> None:
        if self._stats is not None and 0 <= row < len(self._stats.frames):
            self.frame_chosen.emit(self._stats.frames[row].number)

    def _replay_current(self) -> None:
        row = self.frames.currentRow()
        self._choose(row if row >= 0 else 0)

    def _fill(self) -> None:
        record, stats = self._record, self._stats
        headers = [
            self.tr("Frame"),
            heading(Heading.BREAKER),
            heading(Heading.WINNER),
            heading(Heading.HOW_WON),
            heading(Heading.SHOTS),
            heading(Heading.FOULS),
            heading(Heading.DURATION),
        ]
        self.frames.clear()
        self.frames.setColumnCount(len(headers))
        self.frames.setHorizontalHeaderLabels(headers)
        for column in _GIVING_WAY:
            self.frames.horizontalHeader().setSectionResizeMode(
                column, QHeaderView.ResizeMode.Stretch
            )
        if record is None or stats is None:
            self.heading.setText(self.tr("No match opened"))
            self.details.setText(self.tr("Double-click a match in the list to open it."))
            self.frames.setRowCount(0)
            self.numbers.clear()
            self.numbers.setRowCount(0)
            self.numbers.setColumnCount(0)
            self.replay_button.setEnabled(False)
            return
        names = record.players
        self.heading.setText(pairing_text(names))
        facts = [
            score_text(record.score, record.race_to),
            status_text(record.status),
            date_time_text(record.created),
        ]
        for label, value in (
            (self.tr("Event: {value}"), record.event),
            (self.tr("Round: {value}"), record.round),
            (self.tr("Table: {value}"), record.table),
            (self.tr("Referee: {value}"), record.referee),
        ):
            if value:
                facts.append(label.format(value=value))
        if stats.duration is not None:
            facts.append(self.tr("Duration: {time}").format(time=duration_text(stats.duration)))
        if record.winner is not None:
            facts.append(winner_text(names[record.winner]))
        facts.append(history_clock.rules_fact(record.options))
        self.details.setText("  ·  ".join(facts))
        self.details.setToolTip(history_clock.rules_detail(record.options))

        self.frames.setRowCount(len(stats.frames))
        for row, frame in enumerate(stats.frames):
            winner = names[frame.winner] if frame.winner is not None else self.tr("(playing)")
            how = win_reason_text(frame.win_reason, frame.combination)
            if frame.break_and_run:
                how = self.tr("{how}, break and run").format(how=how)
            if frame.reracks:
                how = self.tr("{how} (re-racked {n}×)").format(how=how, n=frame.reracks)
            values: list[tuple[object, bool]] = [
                (frame.number, True),
                (names[frame.breaker], False),
                (winner, False),
                (how, False),
                (frame.players[0].shots + frame.players[1].shots, True),
                (frame.players[0].fouls.total + frame.players[1].fouls.total, True),
                (duration_text(frame.duration), True),
            ]
            for column, (shown, right) in enumerate(values):
                self.frames.setItem(row, column, cell(shown, right))
            for column in _GIVING_WAY:
                item = self.frames.item(row, column)
                if item is not None:
                    item.setToolTip(as_rich(item.text()))  # a name: never markup
        self.replay_button.setEnabled(bool(stats.frames))

        a, b = stats.players
        rows: list[tuple[str, Sequence[object]]] = [
            (heading(Heading.FRAMES_WON), (a.frames_won, b.frames_won)),
            (heading(Heading.INNINGS), (a.innings, b.innings)),
            (heading(Heading.SHOTS), (a.shots, b.shots)),
            (heading(Heading.BALLS_POCKETED), (a.balls, b.balls)),
            (
                heading(Heading.BALLS_PER_INNING),
                (_ratio(a.balls_per_inning), _ratio(b.balls_per_inning)),
            ),
            (heading(Heading.BREAKS), (a.breaks, b.breaks)),
            (self.tr("  made"), (a.made_breaks, b.made_breaks)),
            (self.tr("  dry"), (a.dry_breaks, b.dry_breaks)),
            (self.tr("  fouled"), (a.fouled_breaks, b.fouled_breaks)),
            (self.tr("  golden"), (a.golden_breaks, b.golden_breaks)),
            (heading(Heading.BREAK_AND_RUNS), (a.break_and_runs, b.break_and_runs)),
            (heading(Heading.RUN_OUTS), (a.run_outs, b.run_outs)),
            (heading(Heading.PUSH_OUTS), (a.push_outs, b.push_outs)),
            (heading(Heading.FOULS), (a.fouls.total, b.fouls.total)),
            (self.tr("  wrong ball first"), (a.fouls[WRONG_BALL], b.fouls[WRONG_BALL])),
            (self.tr("  no contact"), (a.fouls[NO_CONTACT], b.fouls[NO_CONTACT])),
            (self.tr("  no rail"), (a.fouls[NO_RAIL], b.fouls[NO_RAIL])),
            (self.tr("  cue ball pocketed"), (a.fouls[SCRATCH], b.fouls[SCRATCH])),
            (self.tr("  ball off the table"), (a.fouls.off_table, b.fouls.off_table)),
            (
                self.tr("  other (recorded)"),
                (_other_fouls(a.fouls), _other_fouls(b.fouls)),
            ),
            (heading(Heading.THREE_FOUL_LOSSES), (a.three_foul_losses, b.three_foul_losses)),
            (self.tr("Concessions"), (a.concessions, b.concessions)),
        ]
        rows += history_clock.match_clock_rows(record.options, a, b)
        fill_numbers(self.numbers, names, rows)


class PlayerPanel(QWidget):
    """A player's numbers across the stored matches, filtered by dates and event, and optionally
    head-to-head against an opponent."""

    export_requested = Signal()
    computed = Signal()

    def __init__(
        self, load: RecordLoader, parent: QWidget | None = None, store: Store | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("historyPlayer")
        # From the statistics cache in the store's index (by replay without a store).
        self._numbers = PlayerNumbers(load, store)
        self._summaries: list[MatchSummary] = []
        self._work: Iterator[None] | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._work_a_little)
        self._pending = QTimer(self)
        self._pending.setSingleShot(True)
        self._pending.setInterval(150)
        self._pending.timeout.connect(self.recompute)
        self._result: PlayerStats | None = None
        self._h2h: HeadToHead | None = None

        self.player = QComboBox(self)
        self.player.setObjectName("playerChoice")
        self.player.setMinimumContentsLength(18)
        self.opponent = QComboBox(self)
        self.opponent.setObjectName("opponentChoice")
        self.opponent.setMinimumContentsLength(18)
        self.event_choice = QComboBox(self)
        self.event_choice.setObjectName("playerEvent")
        self.event_choice.setMinimumContentsLength(14)
        self.since = QDateEdit(self)
        self.until = QDateEdit(self)
        self.since.setAccessibleName(words.since_date_name())
        self.until.setAccessibleName(words.until_date_name())
        for edit in (self.since, self.until):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
            edit.setMinimumDate(QDate(2000, 1, 1))
            edit.setDate(edit.minimumDate())
            edit.dateChanged.connect(lambda _date: self._choice_changed())
        for combo in (self.player, self.opponent, self.event_choice):
            touch_combo(combo)
            combo.currentIndexChanged.connect(lambda _index: self._choice_changed())

        self.export_button = QPushButton(self)
        self.export_button.setMinimumHeight(TARGET)
        self.export_button.clicked.connect(self.export_requested)
        self.progress = QLabel(self)
        self.progress.setObjectName("playerProgress")
        self.heading = QLabel(self)
        self.heading.setObjectName("playerHeading")
        self.heading.setWordWrap(True)
        heading_font = self.heading.font()
        heading_font.setBold(True)
        heading_font.setPointSizeF(heading_font.pointSizeF() * 1.15)
        self.heading.setFont(heading_font)
        self.numbers = numbers_table(self)
        self.numbers.setObjectName("playerNumbers")

        form = QFormLayout()
        self._player_label = QLabel(self)
        self._opponent_label = QLabel(self)
        self._event_label = QLabel(self)
        self._dates_label = QLabel(self)
        dates = QHBoxLayout()
        dates.addWidget(self.since)
        self._dash = QLabel("–", self)
        dates.addWidget(self._dash)
        dates.addWidget(self.until)
        dates.addStretch(1)
        form.addRow(self._player_label, self.player)
        form.addRow(self._opponent_label, self.opponent)
        form.addRow(self._event_label, self.event_choice)
        form.addRow(self._dates_label, dates)

        # The choices on the left, the numbers beside them with the whole height: on a short
        # screen the table, not the form, is what needs the rows.
        choices = QVBoxLayout()
        choices.addLayout(form)
        choices.addWidget(self.export_button, 0, Qt.AlignmentFlag.AlignLeft)
        choices.addStretch(1)

        results = QVBoxLayout()
        results.addWidget(self.heading)
        results.addWidget(self.progress)
        results.addWidget(self.numbers, 1)

        layout = QHBoxLayout(self)
        layout.addLayout(choices)
        layout.addSpacing(8)
        layout.addLayout(results, 1)
        self._retranslate()

    # -- public API ---------------------------------------------------------------------------

    @property
    def result(self) -> PlayerStats | None:
        """The numbers shown, once computed."""
        return self._result

    @property
    def head_to_head_result(self) -> HeadToHead | None:
        return self._h2h

    def is_busy(self) -> bool:
        return self._work is not None

    def stop(self) -> None:
        """Compute nothing more (the window closes); the next choice starts again."""
        self._pending.stop()
        self._timer.stop()
        self._work = None

    def set_summaries(self, summaries: Sequence[MatchSummary]) -> None:
        """The stored matches (from the list): fills the player and event choices."""
        self._summaries = list(summaries)
        names: dict[str, str] = {}
        events: dict[str, str] = {}
        for summary in self._summaries:
            for name in summary.players:
                names.setdefault(" ".join(name.split()).casefold(), " ".join(name.split()))
            if summary.event.strip():
                events.setdefault(summary.event.strip().casefold(), summary.event.strip())
        self._refill(self.player, sorted(names.values(), key=str.casefold), None)
        self._refill(
            self.opponent, sorted(names.values(), key=str.casefold), self.tr("(no opponent)")
        )
        self._refill(
            self.event_choice, sorted(events.values(), key=str.casefold), self.tr("All events")
        )
        self._choice_changed()

    def choose_player(self, name: str, opponent: str | None = None) -> None:
        for combo, wanted in ((self.player, name), (self.opponent, opponent)):
            if wanted is None:
                continue
            for index in range(combo.count()):
                if combo.itemData(index) is not None and same_name(combo.itemData(index), wanted):
                    combo.setCurrentIndex(index)
                    break
        self._choice_changed()

    def filters(self) -> tuple[date | None, date | None, str | None]:
        return (_edit_date(self.since), _edit_date(self.until), self.event_choice.currentData())

    def recompute(self) -> None:
        """Start computing the chosen player's numbers (a little at a time)."""
        self._pending.stop()
        name = self.player.currentData()
        if not isinstance(name, str):
            self._work = None
            self._timer.stop()
            self._result = None
            self._h2h = None
            self._show()
            return
        opponent = self.opponent.currentData()
        if not isinstance(opponent, str) or same_name(opponent, name):
            opponent = None
        self._work = self._compute(name, opponent)
        self._timer.start()

    # -- internals ----------------------------------------------------------------------------

    def _choice_changed(self) -> None:
        # The numbers shown belong to the previous choice: never leave them under the new one.
        self._work = None
        self._timer.stop()
        self._result = None
        self._h2h = None
        self._show()
        if isinstance(self.player.currentData(), str):
            self.heading.setText(self.tr("Counting…"))
        self._pending.start()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self._show()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self._player_label.setText(self.tr("&Player:"))
        self._player_label.setBuddy(self.player)
        self._opponent_label.setText(self.tr("&Head-to-head against:"))
        self._opponent_label.setBuddy(self.opponent)
        self._event_label.setText(self.tr("&Event:"))
        self._event_label.setBuddy(self.event_choice)
        self._dates_label.setText(words.dates_label())
        self._dates_label.setBuddy(self.since)
        for edit in (self.since, self.until):
            edit.setSpecialValueText(words.any_date())
        self.since.setToolTip(self.tr("From this day (the lowest date means: from the start)"))
        self.until.setToolTip(self.tr("Until this day (the lowest date means: until today)"))
        self.export_button.setText(words.export_csv())
        self.export_button.setToolTip(self.tr("Save these numbers as a CSV file"))
        self.numbers.setAccessibleName(words.player_statistics())

    @staticmethod
    def _refill(combo: QComboBox, values: Sequence[str], none_text: str | None) -> None:
        current = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        if none_text is not None:
            combo.addItem(none_text, None)
        for value in values:
            combo.addItem(value, value)
        index = combo.findData(current) if current is not None else -1
        combo.setCurrentIndex(max(index, 0))
        combo.blockSignals(False)

    def _compute(self, name: str, opponent: str | None) -> Iterator[None]:
        since, until, event = self.filters()
        work = self._numbers.compute(self._summaries, name, opponent, since, until, event)
        for done, total in work:
            self.progress.show()
            self.progress.setText(
                self.tr("Reading matches… {n} of {total}").format(n=done, total=total)
            )
            yield None
        self._result = self._numbers.result
        self._h2h = self._numbers.head_to_head_result

    def _work_a_little(self) -> None:
        work = self._work
        if work is None:
            self._timer.stop()
            return
        started = perf_counter()
        try:
            while perf_counter() - started < _TIME_SLICE:
                next(work)
        except StopIteration:
            self._work = None
            self._timer.stop()
            self._show()
            self.computed.emit()

    def _show(self) -> None:
        result = self._result
        self.progress.setText("")
        self.progress.hide()
        self.export_button.setEnabled(result is not None)
        if result is None:
            self.heading.setText(self.tr("Choose a player."))
            self.numbers.clear()
            self.numbers.setRowCount(0)
            self.numbers.setColumnCount(0)
            return
        h2h = self._h2h
        if h2h is None:
            self.heading.setText(
                self.tr("{name} — matches: {n}").format(
                    name=isolated(result.name), n=result.matches
                )
            )
            columns = [result]
            headers = [result.name]
        else:
            self.heading.setText(
                self.tr("{a} against {b} — matches: {n}, won {wa}–{wb}; frames {fa}–{fb}").format(
                    a=isolated(h2h.a),
                    b=isolated(h2h.b),
                    n=h2h.matches,
                    wa=h2h.matches_won[0],
                    wb=h2h.matches_won[1],
                    fa=h2h.frames_won[0],
                    fb=h2h.frames_won[1],
                )
            )
            columns = [result, h2h.a_stats, h2h.b_stats]
            headers = [
                self.tr("{name}, all matches").format(name=result.name),
                self.tr("{name}, head-to-head").format(name=h2h.a),
                self.tr("{name}, head-to-head").format(name=h2h.b),
            ]
        rows: list[tuple[str, Sequence[object]]] = [
            (self.tr("Matches"), [s.matches for s in columns]),
            (self.tr("  won"), [s.matches_won for s in columns]),
            (self.tr("  lost"), [s.matches_lost for s in columns]),
            (self.tr("  unfinished"), [s.matches_unfinished for s in columns]),
            (heading(Heading.FRAMES), [s.frames for s in columns]),
            (self.tr("  won"), [s.frames_won for s in columns]),
            (self.tr("  lost"), [s.frames_lost for s in columns]),
            (heading(Heading.BREAKS), [s.breaks for s in columns]),
            (heading(Heading.GOLDEN_BREAKS), [s.golden_breaks for s in columns]),
            (heading(Heading.BREAK_AND_RUNS), [s.break_and_runs for s in columns]),
            (self.tr("Break-and-run %"), [_percent(s.break_and_run_percent) for s in columns]),
            (heading(Heading.RUN_OUTS), [s.run_outs for s in columns]),
            (heading(Heading.INNINGS), [s.innings for s in columns]),
            (heading(Heading.BALLS_POCKETED), [s.balls for s in columns]),
            (heading(Heading.BALLS_PER_INNING), [_ratio(s.balls_per_inning) for s in columns]),
            (heading(Heading.FOULS), [s.fouls for s in columns]),
            (self.tr("Fouls per frame"), [_ratio(s.fouls_per_frame) for s in columns]),
            (heading(Heading.THREE_FOUL_LOSSES), [s.three_foul_losses for s in columns]),
        ]
        rows += history_clock.players_clock_rows(columns)
        fill_numbers(self.numbers, headers, rows)


def _edit_date(edit: QDateEdit) -> date | None:
    if edit.date() == edit.minimumDate():
        return None
    value = edit.date()
    return date(value.year(), value.month(), value.day())


__all__ = ["MatchPanel", "PlayerPanel", "add_player_stats"]
