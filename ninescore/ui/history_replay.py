"""Replaying a stored frame action by action: the ball diagram, the ruling in words, the state.

Read-only: the panel gets a finished :class:`~ninescore.rules.Frame` (replayed from the file by the
record) and only reads its log. Each step is one log entry; the diagram shows the balls that were
on the table before it, marked with what the shot did (pocketed, first contact, jumped, foul),
and the text says what the rules made of it and where the frame stood afterwards.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QSplitter,
    QStyle,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ninescore.describe import describe_action, describe_event_cited
from ninescore.rules import FOUL_CODES, Code, Frame, LogEntry, Shot
from ninescore.ui.ball_diagram import BallDiagram, DiagramView

_FOUL_COLOUR = "#c62828"
_WIN_COLOUR = "#e65100"
_QUIET_CODES = frozenset({Code.CONTINUES})


def diagram_view_for(entry: LogEntry) -> DiagramView:
    """What the diagram shows for one log entry: the table before it, marked with the shot."""
    action = entry.action
    if isinstance(action, Shot):
        # A pocketed or jumped ball was on the table before the shot by the engine's own check.
        return DiagramView(
            on_table=entry.before.on_table,
            pocketed=action.pocketed,
            jumped=action.jumped,
            first_contact=action.first_contact,
            first_contact_is_default=False,
            interactive=False,
            fouled=entry.is_foul,
        )
    # No stroke (a push-out choice, a foul between shots, a concession, a re-rack): the balls as
    # they stand after it, and nothing marked as hit.
    return DiagramView(
        on_table=entry.after.on_table,
        first_contact=None,
        interactive=False,
        fouled=entry.is_foul,
    )


class ReplayPanel(QWidget):
    """Step through one frame: buttons, Left/Right/Home/End, a slider, or a click in the list."""

    step_changed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyReplay")
        self._log: tuple[LogEntry, ...] = ()
        self._names: tuple[str, str] = ("", "")
        self._times: tuple[datetime, ...] = ()
        self._step = -1
        self._frame_number = 0

        self.title = QLabel(self)
        self.title.setObjectName("replayTitle")
        title_font = self.title.font()
        title_font.setBold(True)
        title_font.setPointSizeF(title_font.pointSizeF() * 1.15)
        self.title.setFont(title_font)

        self.shots = QListWidget(self)
        self.shots.setObjectName("replayShots")
        self.shots.setUniformItemSizes(True)
        self.shots.currentRowChanged.connect(self._on_row_chosen)

        self.diagram = BallDiagram(self)
        self.diagram.setObjectName("replayDiagram")
        self._diagram_caption = self.diagram.findChild(QLabel, "ballDiagramCaption")

        self.no_shot_label = QLabel(self)
        self.no_shot_label.setObjectName("replayNoShot")
        self.no_shot_label.setWordWrap(True)
        caption_font = self.no_shot_label.font()
        caption_font.setBold(True)
        caption_font.setPointSizeF(caption_font.pointSizeF() * 1.2)
        self.no_shot_label.setFont(caption_font)
        self.no_shot_label.hide()

        self.text = QTextBrowser(self)
        self.text.setObjectName("replayText")
        self.text.setOpenLinks(False)
        self.text.setMinimumHeight(120)

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
            button.setMinimumHeight(36)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.first_button.clicked.connect(self.first)
        self.back_button.clicked.connect(self.back)
        self.next_button.clicked.connect(self.forward)
        self.last_button.clicked.connect(self.last)

        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("replaySlider")
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

        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.diagram, 2)
        right_layout.addWidget(self.no_shot_label)
        right_layout.addLayout(controls)
        right_layout.addWidget(self.text, 2)

        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.shots)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([260, 640])

        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(splitter, 1)

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
        self.show_frame(None, ("", ""))

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
        frame: Frame | None,
        names: Sequence[str],
        number: int = 0,
        times: Sequence[datetime] = (),
    ) -> None:
        """Show ``frame`` (its ``number`` in the match, from 1) at its first action."""
        self._log = frame.log if frame is not None else ()
        self._names = (names[0], names[1]) if len(names) >= 2 else ("", "")
        self._times = tuple(times)
        self._frame_number = number
        self._step = -1
        self.shots.blockSignals(True)
        self.shots.clear()
        for index, entry in enumerate(self._log):
            text = self.tr("{n}. {action}").format(
                n=index + 1, action=describe_action(entry.action, entry.player, self._names)
            )
            item = QListWidgetItem(text)
            if entry.is_foul:
                item.setForeground(Qt.GlobalColor.darkRed)
            self.shots.addItem(item)
        self.shots.blockSignals(False)
        self.slider.blockSignals(True)
        self.slider.setMaximum(max(0, len(self._log) - 1))
        self.slider.setValue(0)
        self.slider.blockSignals(False)
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
            self.diagram.set_view(DiagramView(interactive=False))
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
        entry = self._log[step]
        view = diagram_view_for(entry)
        self.diagram.set_view(view)
        is_shot = isinstance(entry.action, Shot)
        if self._diagram_caption is not None:
            self._diagram_caption.setVisible(is_shot)
        self.no_shot_label.setVisible(not is_shot)
        if not is_shot:
            self.no_shot_label.setText(
                self.tr("No shot: {action}").format(
                    action=describe_action(entry.action, entry.player, self._names)
                )
            )
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
        self._update_title()

    def _update_title(self) -> None:
        if not self._log:
            self.title.setText(self.tr("Replay"))
            return
        self.title.setText(
            self.tr("Replay of frame {n}: {a} – {b}").format(
                n=self._frame_number, a=self._names[0], b=self._names[1]
            )
        )

    def _on_row_chosen(self, row: int) -> None:
        if row >= 0:
            self.go_to(row)

    def _name(self, player: int) -> str:
        return self._names[player] or self.tr("Player {n}").format(n=player + 1)

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
            when = self._times[self._step].astimezone().strftime("%H:%M:%S")
        parts.append(f"<p><b>{escape(heading)}</b>" + (f" &nbsp;<i>{when}</i>" if when else ""))
        parts.append("<ul style='margin-top:0'>")
        for event in entry.events:
            if event.code in _QUIET_CODES:
                continue
            sentence = escape(describe_event_cited(event, names))
            if event.code in FOUL_CODES or event.code is Code.WARNING_TWO_FOULS:
                sentence = f"<span style='color:{_FOUL_COLOUR}'>{sentence}</span>"
            elif event.code in (Code.FRAME_WON, Code.MATCH_WON):
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
        balls = ", ".join(str(ball) for ball in sorted(after.on_table))
        state.append(
            self.tr("On the table after it: {balls}.").format(balls=balls or self.tr("none"))
        )
        parts.append("<p>" + "<br>".join(escape(line) for line in state if line) + "</p>")
        return "".join(parts)
