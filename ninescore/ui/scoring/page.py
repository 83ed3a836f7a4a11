"""The scoring page: scoreboard, shot clock, message strip, ball diagram, log and shot panel.

Made the first time a match is shown (the start screen, all the first paint draws, needs none of
it).  It shows a :class:`~ninescore.scoring.ScoringState` through the presenter: the whole state
after an action, only what shows the draft after a tap.  It also knows its own geometry, which
the zoom asks for: how wide the layout makes the shot panel at a window's size.
"""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QBoxLayout, QMainWindow, QVBoxLayout, QWidget

from ninescore.rules import LogEntry
from ninescore.scoring import presenter
from ninescore.scoring.state import ScoringState
from ninescore.ui.scoring.ball_diagram import BallDiagram
from ninescore.ui.scoring.log_view import LogView
from ninescore.ui.scoring.message_strip import MessageStrip
from ninescore.ui.scoring.scoreboard import Scoreboard
from ninescore.ui.scoring.shot_clock_bar import ShotClockBar
from ninescore.ui.scoring.shot_panel import ShotPanel
from ninescore.ui.scoring.zoom import upright
from ninescore.ui.widgets.layout_boundary import LayoutBoundary

SHORT_WINDOW = 700
"""Windows less tall than this give the log as much height as the ball diagram."""
_BODY_STRETCH = (3, 2)
"""The balls and the log, then the shot panel, side by side (a landscape window)."""
_BODY_STRETCH_WITH_CLOCK = (5, 4)
"""The same beside the clock's column: the shot panel keeps the width its words need."""


class ScoringPage:
    """The widgets of the scoring page, made together."""

    def __init__(self, window: QMainWindow) -> None:
        content = QWidget()
        content.setObjectName("scoringPage")
        self.scoreboard = Scoreboard(content)
        self.clock_bar = ShotClockBar(content)
        self.clock_bar.hide()  # shown for an event on the clock (R14)
        self.message = MessageStrip(content)
        self.diagram = BallDiagram(content, keep_control_room=True)
        self.log_view = LogView(content)
        self.shot_panel = ShotPanel(content)

        left = QWidget(content)
        self.left_layout = QVBoxLayout(left)
        self.left_layout.setContentsMargins(0, 0, 0, 0)
        self.left_layout.addWidget(self.diagram, _BODY_STRETCH[0])
        self.left_layout.addWidget(self.log_view, _BODY_STRETCH[1])
        self.shot_panel.setMinimumWidth(300)
        self.body = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.body.setSpacing(12)
        self.body.addWidget(left, _BODY_STRETCH[0])
        self.body.addWidget(self.shot_panel, _BODY_STRETCH[1])

        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        layout.addWidget(self.scoreboard)
        layout.addWidget(self.clock_bar)
        layout.addWidget(self.message)
        layout.addLayout(self.body, 1)
        self._layout = layout
        # A changed score or preview relays out the page, not the whole window around it.
        self.page = LayoutBoundary(content, window)
        self._window = window
        self._short_landscape = False
        self._fitted: tuple[int, int, float, float] | None = None
        """The last size the scoreboard was fitted to (width, height, size factor, zoom)."""

    # -- showing the state -------------------------------------------------------------------

    def show_state(self, state: ScoringState) -> None:
        """Everything: after an action, a match opened, a save that failed or came back."""
        self.scoreboard.set_view(presenter.scoreboard_view(state))
        self.log_view.show_log(state)
        self.show_draft(state)
        self.message.show_prompt(presenter.prompt(state))

    def show_draft(self, state: ScoringState) -> None:
        """Only what shows the shot being marked: the balls and the shot panel, and the clock,
        which the first mark of a shot stops."""
        self.diagram.set_view(presenter.diagram_view(state))
        self.shot_panel.set_view(presenter.panel_view(state))
        self.show_clock(state)

    def show_clock(self, state: ScoringState) -> None:
        """Only the shot clock: a second went by, or the operator worked it."""
        view = presenter.clock_view(state)
        bar = self.clock_bar
        # Shown or not for the whole match (its rules are fixed), never under a finger.
        if bar.isHidden() == view.shown:
            bar.setVisible(view.shown)
            self._place_clock()
            self.refit()
        bar.set_view(view)

    def after_action(self, entry: LogEntry, state: ScoringState) -> None:
        """The news an action made (a frame or the match won), or the end of older news."""
        banner = presenter.banner_after(entry, state)
        if banner is None:
            self.message.clear_news()  # a new action makes the news of the last one old
        else:
            self.message.show_news(banner)

    def after_undo(self, entry: LogEntry, state: ScoringState) -> None:
        """Say what the undo took back (``state`` is the state after it)."""
        self.message.show_news(presenter.banner_after_undo(entry, state))

    def refit(self) -> None:
        """Size the scoreboard and the clock again (the clock came or went with a match)."""
        if self._fitted is not None:
            self.fit_scoreboard(*self._fitted)

    def after_marks_cleared(self, state: ScoringState) -> None:
        """Say that an undo only cleared the marks of the shot."""
        self.message.show_news(presenter.banner_after_marks_cleared(state))

    def set_text_font(self, font: QFont) -> None:
        for widget in (self.shot_panel, self.log_view, self.diagram):
            if widget.font() != font:
                widget.setFont(font)

    # -- geometry ----------------------------------------------------------------------------

    def panel_width_at(self, width: int, height: int) -> float:
        """How wide the layout makes the shot panel in a window ``width`` x ``height``."""
        central = self._window.centralWidget()
        layout = central.layout() if central is not None else None
        margins = layout.contentsMargins() if layout is not None else None
        inside = width - (margins.left() + margins.right() if margins is not None else 0)
        if upright(width, height):
            return float(inside)
        spacing = self.body.spacing()
        stretch = _BODY_STRETCH
        if self._clock_column_at(height):
            inside -= self.clock_column_width(width) + spacing
            stretch = _BODY_STRETCH_WITH_CLOCK
        return (inside - spacing) * stretch[1] / sum(stretch)

    def reflow(self, width: int, height: int) -> None:
        """A tall window (a tablet held upright) puts the shot panel under the balls."""
        tall = upright(width, height)
        direction = QBoxLayout.Direction.TopToBottom if tall else QBoxLayout.Direction.LeftToRight
        if self.body.direction() != direction:
            self.body.setDirection(direction)
        # Upright, the shot panel's height is what the balls above it leave: "Push-out" coming
        # and going must not move the balls or the panel.  Its room stays.
        push_out = self.shot_panel.push_out
        policy = push_out.sizePolicy()
        if policy.retainSizeWhenHidden() != tall:
            policy.setRetainSizeWhenHidden(tall)
            push_out.setSizePolicy(policy)
        # On a short screen (a 1024×600 tablet) the balls take no more than their least height,
        # so that the log shows several entries, not four lines.
        short = height < SHORT_WINDOW
        shares = (0, 1) if short else _BODY_STRETCH
        if (self.left_layout.stretch(0), self.left_layout.stretch(1)) != shares:
            self.left_layout.setStretch(0, shares[0])
            self.left_layout.setStretch(1, shares[1])
        log_least = 130 if short else 0
        if self.log_view.minimumHeight() != log_least:
            self.log_view.setMinimumHeight(log_least)
        self._short_landscape = short and not tall
        self._place_clock()

    # -- the shot clock's place --------------------------------------------------------------

    @staticmethod
    def clock_column_width(width: int) -> int:
        """The clock's column beside the shot panel, on a short window."""
        return max(140, int(width * 0.14))

    def _clock_column_at(self, height: int) -> bool:
        return not self.clock_bar.isHidden() and height < SHORT_WINDOW

    @property
    def clock_in_column(self) -> bool:
        return self.clock_bar.column

    def _place_clock(self) -> None:
        """Under the scoreboard in a row; on a short landscape window (a 1024×600 tablet), whose
        shot panel has no height to give, in a column at the right edge instead."""
        bar = self.clock_bar
        column = self._short_landscape and not bar.isHidden()
        if bar.column == column:
            return
        if column:
            self._layout.removeWidget(bar)
            self.body.addWidget(bar, 0)
        else:
            self.body.removeWidget(bar)
            self._layout.insertWidget(1, bar)
        bar.set_column(column)
        stretch = _BODY_STRETCH_WITH_CLOCK if column else _BODY_STRETCH
        self.body.setStretch(0, stretch[0])
        self.body.setStretch(1, stretch[1])

    def fit_scoreboard(self, width: int, height: int, size_factor: float, zoom: float) -> None:
        """The scoreboard's height: a fifth of the window (less on a short one, where the log
        needs the room; the names and scores still read from across the room at 100 px)."""
        self._fitted = (width, height, size_factor, zoom)
        short = height < SHORT_WINDOW
        room = min(height * (0.17 if short else 0.2), width * 0.16)
        cap = 300 * size_factor
        floor = 100 if short else 110
        target = int(max(floor, min(cap, room)) * min(1.4, max(0.85, zoom)))
        if self.scoreboard.height() != target or self.scoreboard.minimumHeight() != target:
            self.scoreboard.setFixedHeight(target)
        # The clock: large enough to read from the players' chairs, its buttons finger-sized.
        self.clock_bar.set_height(int(max(56, min(0.11 * height, target * 0.55))))
        self.clock_bar.set_width(self.clock_column_width(width))
