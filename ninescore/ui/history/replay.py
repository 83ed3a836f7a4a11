"""Replaying a stored frame action by action: the ball diagram, the ruling in words, the state.

Read-only: the panel gets the entries of a finished frame (replayed from the file by the
record) and only reads its log. Each step is one log entry. Two diagrams show the table before it,
marked with what the shot did (pocketed, first contact, jumped, foul), and after it, with only the
balls left; the text says what the rules made of it and where the frame stood afterwards.
"""

from __future__ import annotations

import html
import math
from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QFont, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QBoxLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QStyle,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ninescore.describe import (
    EventKind,
    ball_list_text,
    describe_action,
    describe_event_cited,
    describe_frame_won,
    describe_match_won,
    event_kind,
    isolated,
    player_name,
    shot_time_text,
)
from ninescore.describe.dates import time_text
from ninescore.rules import Code, LogEntry, Shot
from ninescore.scoring.presenter import jumped_off_table
from ninescore.ui.history.clock import shot_time_note
from ninescore.ui.scoring.ball_diagram import BallDiagram, DiagramView
from ninescore.ui.widgets.plain_text import plain
from ninescore.ui.widgets.touch_controls import SLIDER_STYLE, TARGET

_FOUL_COLOUR = "#c62828"
_WIN_COLOUR = "#e65100"

# The two diagrams sit side by side unless one above the other makes the balls clearly larger.
_DIAGRAM_GRIDS: tuple[int, ...] = (9, 5, 3)
_DIAGRAM_CHROME = 58
"""Height of a diagram's heading, caption and felt margins, besides the balls themselves."""
_DIAGRAM_MARGINS = 24


def diagram_views_for(
    entry: LogEntry, names: Sequence[str] = ("", ""), earlier: Sequence[LogEntry] = ()
) -> tuple[DiagramView, DiagramView]:
    """The table before and after one log entry, as the two replay diagrams show them.

    "Before" has the balls that were on the table, marked with what the shot did (pocketed,
    first contact, jumped, foul); "after" has only the balls left, with no marks, and says whose
    turn it is (or who won the frame). An action that is not a stroke (a push-out choice, a foul
    between shots, a concession, a stalemate) marks no ball: the caption says what it was.
    ``earlier``: the frame's entries before it, so that a ball that jumped off the table looks
    jumped, not pocketed.
    """
    action = entry.action
    jumped_before = jumped_off_table(earlier) - entry.before.on_table
    jumped_after = jumped_off_table([*earlier, entry]) - entry.after.on_table
    if isinstance(action, Shot):
        # A pocketed or jumped ball was on the table before the shot by the engine's own check.
        before = DiagramView(
            on_table=entry.before.on_table,
            jumped_off=jumped_before,
            pocketed=action.pocketed,
            jumped=action.jumped,
            first_contact=action.first_contact,
            first_contact_is_default=False,
            interactive=False,
            fouled=entry.is_foul,
        )
    else:
        before = DiagramView(
            on_table=entry.before.on_table,
            jumped_off=jumped_before,
            interactive=False,
            fouled=entry.is_foul,
            show_contact=False,
            caption=QCoreApplication.translate("ReplayPanel", "No shot: {action}").format(
                action=describe_action(action, entry.player, names)
            ),
        )
    after = DiagramView(
        on_table=entry.after.on_table,
        jumped_off=jumped_after,
        interactive=False,
        show_contact=False,
        caption=_after_caption(entry, names),
    )
    return before, after


def _after_caption(entry: LogEntry, names: Sequence[str]) -> str:
    after = entry.after
    won = describe_frame_won(entry, names)
    if won is not None:
        return won
    if after.winner is not None:
        return QCoreApplication.translate("ReplayPanel", "Frame over.")
    name = isolated(player_name(names, after.to_shoot))
    if after.push_out_pending:
        return QCoreApplication.translate(
            "ReplayPanel", "Next: {name} chooses to shoot or pass."
        ).format(name=name)
    text = QCoreApplication.translate("ReplayPanel", "Next to shoot: {name}.").format(name=name)
    if after.ball_in_hand:
        text = QCoreApplication.translate("ReplayPanel", "{next} Ball in hand.").format(next=text)
    return text


def _ball_cell(width: float, height: float) -> float:
    """The largest ball a diagram of ``width`` x ``height`` can show (as the diagram lays out)."""
    width -= _DIAGRAM_MARGINS
    height -= _DIAGRAM_CHROME
    if width <= 0 or height <= 0:
        return 0.0
    return max(min(width / columns, height / math.ceil(9 / columns)) for columns in _DIAGRAM_GRIDS)


class _BeforeAfter(QWidget):
    """The "before" and "after" diagrams: side by side, or one above the other when narrow."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayDiagrams")
        self.before_heading = QLabel(self)
        self.after_heading = QLabel(self)
        heading_font = QFont(self.font())
        heading_font.setBold(True)
        for heading in (self.before_heading, self.after_heading):
            plain(heading)
            heading.setFont(heading_font)
            heading.setIndent(8)
        self.before = BallDiagram(self)
        self.before.setObjectName("replayBefore")
        self.after = BallDiagram(self)
        self.after.setObjectName("replayAfter")
        for diagram in (self.before, self.after):
            # The diagram's own minimum (three rows of touch-sized balls) is for the scoring
            # window; read-only here, smaller balls are fine, and the browser must fit a
            # 600-pixel-high screen.
            field = diagram.ball_button(1).parentWidget()
            if field is not None:
                field.setMinimumSize(150, 64)
        before_box = QVBoxLayout()
        before_box.setSpacing(2)
        before_box.addWidget(self.before_heading)
        before_box.addWidget(self.before, 1)
        after_box = QVBoxLayout()
        after_box.setSpacing(2)
        after_box.addWidget(self.after_heading)
        after_box.addWidget(self.after, 1)
        self._layout = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(10)
        self._layout.addLayout(before_box, 1)
        self._layout.addLayout(after_box, 1)

    def is_side_by_side(self) -> bool:
        return self._layout.direction() == QBoxLayout.Direction.LeftToRight

    def set_views(self, before: DiagramView, after: DiagramView) -> None:
        self.before.set_view(before)
        self.after.set_view(after)

    def reserve(self, views: Sequence[tuple[DiagramView, DiagramView]]) -> None:
        """Both captions keep the room of the tallest of a frame's captions, before or after:
        the felts, and so the balls' size and their 5+4 or 3×3 layout, stay the same from step
        to step, and the two tables line up ball by ball."""
        texts = [
            *(self.before.caption_for(before) for before, _after in views),
            *(self.after.caption_for(after) for _before, after in views),
        ]
        self.before.reserve_caption_texts(texts)
        self.after.reserve_caption_texts(texts)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        width, height, gap = self.width(), self.height(), self._layout.spacing()
        beside = _ball_cell((width - gap) / 2, height)
        stacked = _ball_cell(width, (height - gap) / 2)
        # Stacking must win clearly, so dragging a splitter a pixel does not flip the layout.
        wanted = (
            QBoxLayout.Direction.TopToBottom
            if stacked > beside * 1.1
            else QBoxLayout.Direction.LeftToRight
        )
        if wanted != self._layout.direction():
            self._layout.setDirection(wanted)

    def minimumSizeHint(self) -> QSize:
        # Side by side is always possible, so the smaller of the two minimums is enough.
        hint = super().minimumSizeHint()
        return QSize(hint.width(), min(hint.height(), 2 * (64 + _DIAGRAM_CHROME)))


class ReplayPanel(QWidget):
    """Step through one frame: buttons, Left/Right/Home/End, a slider, or a click in the list."""

    step_changed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyReplay")
        self._log: tuple[LogEntry, ...] = ()
        self._names: tuple[str, str] = ("", "")
        self._times: tuple[datetime, ...] = ()
        self._shot_times: tuple[float | None, ...] = ()
        self._step = -1
        self._frame_number = 0
        self._score: tuple[int, int] | None = None

        self.title = plain(QLabel(self))  # the players' names: see plain_text
        self.title.setObjectName("replayTitle")
        title_font = self.title.font()
        title_font.setBold(True)
        title_font.setPointSizeF(title_font.pointSizeF() * 1.15)
        self.title.setFont(title_font)

        self.shots = QListWidget(self)
        self.shots.setObjectName("replayShots")
        self.shots.setUniformItemSizes(True)
        self.shots.setWordWrap(False)
        # A long line ends in "…" (the step's text shows all of it): no scroll bar across, which
        # a finger needs 44 px for.
        self.shots.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.shots.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.shots.currentRowChanged.connect(self._on_row_chosen)

        self.diagrams = _BeforeAfter(self)
        self.before_diagram = self.diagrams.before
        self.after_diagram = self.diagrams.after

        self.text = QTextBrowser(self)
        self.text.setObjectName("replayText")
        self.text.setOpenLinks(False)
        self.text.setMinimumHeight(70)

        style = self.style()
        self.first_button = QPushButton(
            style.standardIcon(QStyle.StandardPixmap.SP_MediaSkipBackward), "", self
        )
        self.back_button = QPushButton(
            style.standardIcon(QStyle.StandardPixmap.SP_MediaSeekBackward), "", self
        )
        self.next_button = QPushButton(
            style.standardIcon(QStyle.StandardPixmap.SP_MediaSeekForward), "", self
        )
        self.last_button = QPushButton(
            style.standardIcon(QStyle.StandardPixmap.SP_MediaSkipForward), "", self
        )
        for button in (self.first_button, self.back_button, self.next_button, self.last_button):
            button.setMinimumSize(TARGET + 8, TARGET + 4)
            button.setIconSize(QSize(24, 24))
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.first_button.clicked.connect(self.first)
        self.back_button.clicked.connect(self.back)
        self.next_button.clicked.connect(self.forward)
        self.last_button.clicked.connect(self.last)

        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("replaySlider")
        self.slider.setMinimumHeight(TARGET)
        self.slider.setStyleSheet(SLIDER_STYLE)
        self.slider.setMinimum(0)
        self.slider.setPageStep(5)
        self.slider.valueChanged.connect(self.go_to)
        self.position = QLabel(self)
        self.position.setMinimumWidth(90)

        controls = QHBoxLayout()
        controls.addWidget(self.first_button)
        controls.addWidget(self.back_button)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.next_button)
        controls.addWidget(self.last_button)
        controls.addWidget(self.position)

        # The actions and what the rules made of them on the left, the table on the right: the
        # balls get the height, which is what a short (600-pixel) screen lacks.  Fixed shares,
        # no splitter: its five-pixel handle is no target for a finger.
        left = QVBoxLayout()
        left.addWidget(self.shots, 2)
        left.addWidget(self.text, 3)

        right = QVBoxLayout()
        right.addWidget(self.diagrams, 1)
        right.addLayout(controls)

        body = QHBoxLayout()
        body.addLayout(left, 1)
        body.addLayout(right, 2)

        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(body, 1)

        for keys, slot in (
            (Qt.Key.Key_Left, self.back),
            (Qt.Key.Key_Right, self.forward),
            (Qt.Key.Key_Home, self.first),
            (Qt.Key.Key_End, self.last),
        ):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
        self._retranslate()
        self.show_frame((), ("", ""))

    # -- public API ---------------------------------------------------------------------------

    @property
    def step(self) -> int:
        """The log entry shown, from 0; -1 when there is no frame."""
        return self._step

    @property
    def frame_number(self) -> int:
        """The frame shown (from 1), 0 when none."""
        return self._frame_number if self._log else 0

    @property
    def step_count(self) -> int:
        return len(self._log)

    def entry(self) -> LogEntry | None:
        return self._log[self._step] if 0 <= self._step < len(self._log) else None

    def show_frame(
        self,
        log: Sequence[LogEntry],
        names: Sequence[str],
        number: int = 0,
        times: Sequence[datetime] = (),
        score: tuple[int, int] | None = None,
        shot_times: Sequence[float | None] = (),
    ) -> None:
        """Show the frame whose entries are ``log`` (its ``number`` in the match, from 1; the
        match's own events included, as ``Match.log_of`` gives them) at its first action.

        ``score``: the match score once this frame was over, for the line that says who won the
        match (without it that line gives no score).
        """
        self._log = tuple(log)
        self._score = score
        self._names = (names[0], names[1]) if len(names) >= 2 else ("", "")
        self._times = tuple(times)
        self._shot_times = tuple(shot_times)
        self._frame_number = number
        self._step = -1
        self.shots.blockSignals(True)
        self.shots.clear()
        for index, entry in enumerate(self._log):
            text = self.tr("{n}. {action}").format(
                n=index + 1, action=describe_action(entry.action, entry.player, self._names)
            )
            item = QListWidgetItem(text + shot_time_note(self._shot_time(index)))
            if entry.is_foul:
                item.setForeground(Qt.GlobalColor.darkRed)
            self.shots.addItem(item)
        self.shots.blockSignals(False)
        self.slider.blockSignals(True)
        self.slider.setMaximum(max(0, len(self._log) - 1))
        self.slider.setValue(0)
        self.slider.blockSignals(False)
        self.diagrams.reserve([diagram_views_for(entry, self._names) for entry in self._log])
        enabled = bool(self._log)
        for widget in (
            self.slider,
            self.first_button,
            self.back_button,
            self.next_button,
            self.last_button,
        ):
            widget.setEnabled(enabled)
        self._update_title()
        if self._log:
            self.go_to(0)
        else:
            empty = DiagramView(
                on_table=frozenset(), interactive=False, show_contact=False, caption=""
            )
            self.diagrams.set_views(empty, empty)
            self.text.setHtml(
                "<p>{}</p>".format(html.escape(self.tr("Open a match and choose a frame.")))
            )
            self.position.setText("")

    def go_to(self, step: int) -> None:
        """Show log entry ``step`` (clamped to the frame)."""
        if not self._log:
            return
        step = max(0, min(step, len(self._log) - 1))
        if step == self._step:
            return
        self._step = step
        self._show_step()
        self.step_changed.emit(step)

    def first(self) -> None:
        self.go_to(0)

    def last(self) -> None:
        self.go_to(len(self._log) - 1)

    def back(self) -> None:
        self.go_to(self._step - 1)

    def forward(self) -> None:
        self.go_to(self._step + 1)

    def text_plain(self) -> str:
        """The step's text as shown (for tests and accessibility)."""
        return self.text.toPlainText()

    # -- internals ----------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.first_button.setToolTip(self.tr("First action of the frame (Home)"))
        self.back_button.setToolTip(self.tr("Previous action (Left arrow)"))
        self.next_button.setToolTip(self.tr("Next action (Right arrow)"))
        self.last_button.setToolTip(self.tr("Last action of the frame (End)"))
        self.first_button.setAccessibleName(self.tr("First action"))
        self.back_button.setAccessibleName(self.tr("Previous action"))
        self.next_button.setAccessibleName(self.tr("Next action"))
        self.last_button.setAccessibleName(self.tr("Last action"))
        self.slider.setAccessibleName(self.tr("Action in the frame"))
        self.shots.setAccessibleName(self.tr("Actions of the frame"))
        self.text.setAccessibleName(self.tr("What the rules made of this action"))
        self.diagrams.before_heading.setText(self.tr("Before"))
        self.diagrams.after_heading.setText(self.tr("After"))
        self.before_diagram.setAccessibleName(self.tr("The table before this action"))
        self.after_diagram.setAccessibleName(self.tr("The table after this action"))
        self._update_title()
        self._show_step()

    def _update_title(self) -> None:
        if not self._log:
            self.title.setText(self.tr("Replay"))
            return
        self.title.setText(
            self.tr("Replay of frame {n}: {a} – {b}").format(
                n=self._frame_number, a=isolated(self._names[0]), b=isolated(self._names[1])
            )
        )

    def _show_step(self) -> None:
        step = self._step
        if not 0 <= step < len(self._log):
            return
        entry = self._log[step]
        self.diagrams.set_views(*diagram_views_for(entry, self._names, self._log[:step]))
        self.text.setHtml(self._entry_html(entry))
        self.position.setText(self.tr("{n} of {total}").format(n=step + 1, total=len(self._log)))
        self.slider.blockSignals(True)
        self.slider.setValue(step)
        self.slider.blockSignals(False)
        self.shots.blockSignals(True)
        self.shots.setCurrentRow(step)
        self.shots.blockSignals(False)
        self.shots.scrollToItem(self.shots.item(step))
        self.back_button.setEnabled(step > 0)
        self.first_button.setEnabled(step > 0)
        self.next_button.setEnabled(step < len(self._log) - 1)
        self.last_button.setEnabled(step < len(self._log) - 1)

    def _on_row_chosen(self, row: int) -> None:
        if row >= 0:
            self.go_to(row)

    def _shot_time(self, step: int) -> float | None:
        """How long the shot of ``step`` took (the shot clock's count), if it was timed."""
        return self._shot_times[step] if 0 <= step < len(self._shot_times) else None

    def _name(self, player: int) -> str:
        """The player's name for one of this panel's sentences (describe.bidi: isolated)."""
        return isolated(player_name(self._names, player))

    def _entry_html(self, entry: LogEntry) -> str:
        escape = html.escape
        names = self._names
        before, after = entry.before, entry.after
        parts: list[str] = []
        heading = self.tr("Action {n}: {action}").format(
            n=self._step + 1, action=describe_action(entry.action, entry.player, names)
        )
        when = ""
        if 0 <= self._step < len(self._times):
            when = time_text(self._times[self._step], seconds=True)
        took = self._shot_time(self._step)
        if took is not None:
            when = self.tr("{time}, shot time {seconds}").format(
                time=when, seconds=shot_time_text(took)
            )
        parts.append(f"<p><b>{escape(heading)}</b>" + (f" &nbsp;<i>{when}</i>" if when else ""))
        # Who won is told once, as the scoring window tells it, above the ruling it ends.
        headlines = [describe_frame_won(entry, names)]
        if self._score is not None:
            headlines.append(describe_match_won(entry, names, self._score))
        for headline in headlines:
            if headline:
                parts.append(f"<p><b style='color:{_WIN_COLOUR}'>{escape(headline)}</b></p>")
        parts.append("<ul style='margin-top:0'>")
        for event in entry.events:
            kind = event_kind(event.code)
            if kind is EventKind.QUIET:
                continue
            if event.code is Code.FRAME_WON and headlines[0]:
                continue
            if event.code is Code.MATCH_WON and len(headlines) > 1 and headlines[1]:
                continue
            sentence = escape(describe_event_cited(event, names, entry.won_on_combination))
            if kind is EventKind.FOUL:
                sentence = f"<span style='color:{_FOUL_COLOUR}'>{sentence}</span>"
            elif kind is EventKind.WARNING:
                sentence = f"<b style='color:{_FOUL_COLOUR}'>{sentence}</b>"
            elif kind is EventKind.WON:
                sentence = f"<b style='color:{_WIN_COLOUR}'>{sentence}</b>"
            parts.append(f"<li>{sentence}</li>")
        parts.append("</ul>")

        state: list[str] = []
        if before.is_break:
            state.append(self.tr("{name} breaks.").format(name=self._name(before.to_shoot)))
        elif before.ball_in_hand:
            state.append(
                self.tr("Before: {name} had ball in hand.").format(name=self._name(before.to_shoot))
            )
        if after.winner is not None:
            state.append(self.tr("Frame over."))
        else:
            if after.push_out_pending:
                state.append(
                    self.tr("Next: {name} chooses to shoot or pass.").format(
                        name=self._name(after.to_shoot)
                    )
                )
            else:
                state.append(
                    self.tr("Next to shoot: {name}.").format(name=self._name(after.to_shoot))
                )
            state.append(
                self.tr("Ball in hand: yes.")
                if after.ball_in_hand
                else self.tr("Ball in hand: no.")
            )
        state.append(
            self.tr("Fouls in a row: {a} {fa}, {b} {fb}.").format(
                a=self._name(0), fa=after.fouls_in_row[0], b=self._name(1), fb=after.fouls_in_row[1]
            )
        )
        state.append(
            self.tr("On the table after it: {balls}.").format(balls=ball_list_text(after.on_table))
        )
        parts.append("<p>" + "<br>".join(escape(line) for line in state if line) + "</p>")
        return "".join(parts)
