"""The scoring window: scoreboard, ball diagram, shot panel and log around one controller.

The window holds no rules: on every ``state_changed`` it reads the controller (the match, the
draft, the rules engine's preview of the draft) and hands each view the plain values it shows.
Input from the views, the menus and the keyboard goes straight to the controller's slots.

Keys (also in Help → Keyboard shortcuts and the README): 1–9 pocketed, Shift+1–9 or F then a digit
first contact, 0 no contact, J then a digit jumped, S scratch, C cue ball off the table, N no rail,
R four balls to a rail (break), U push-out, X foul reasons, Enter commit, Esc clear, A shoot /
B pass back after a push-out, Ctrl+Z / Ctrl+Shift+Z undo / redo.
"""

from __future__ import annotations

import importlib
import importlib.util
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from types import ModuleType
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QKeySequence,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ninescore import i18n
from ninescore.rules import FOUL_CODES, Code, LogEntry
from ninescore.ui.controller import MatchController, break_rails_refusal, no_rail_refusal
from ninescore.ui.plain_text import as_rich, plain

if TYPE_CHECKING:
    # The scoring page's widgets (and ninescore.describe behind them) are imported when a match
    # is first opened: the start screen, which is all the first paint shows, needs none of them.
    from ninescore.ui.ball_diagram import BallDiagram, DiagramView
    from ninescore.ui.log_view import LogView
    from ninescore.ui.scoreboard import Scoreboard, ScoreboardView
    from ninescore.ui.shot_panel import ShotPanel, ShotPanelView

log = logging.getLogger(__name__)

BANNER_MS = 4000
"""How long a frame-won headline stays above the next prompt (match won stays)."""
ERROR_MS = 6000
PREFIX_MS = 3000
"""After F or J, how long the window waits for the ball number."""
SHORT_WINDOW = 700
"""Windows less tall than this give the log as much height as the ball diagram."""
ZOOM_STEPS = (0.8, 0.9, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0)
ZOOM_SETTING = "window/zoom"
QWIDGETSIZE_MAX = 16_777_215
MAX_SCALE_AT_LAPTOP_SIZE = 1.5
"""The largest text scale a 1280×800 window lays out without controls overlapping."""

# Shift+digit arrives as the shifted symbol on most layouts; this is the US one.
_SHIFTED_DIGITS = {"!": 1, "@": 2, "#": 3, "$": 4, "%": 5, "^": 6, "&": 7, "*": 8, "(": 9}

_MESSAGE_STYLES = {
    "prompt": "background: #eceff1; color: #263238;",
    "notice": "background: #e3f2fd; color: #0d47a1;",
    "warning": "background: #c62828; color: #ffffff;",
    "banner": "background: #ff8f00; color: #111111;",
    "error": "background: #fff3e0; color: #b71c1c; border: 2px solid #c62828;",
}


def optional_module(name: str) -> ModuleType | None:
    """Import a module that another part of ninescore may not have delivered yet."""
    try:
        if importlib.util.find_spec(name) is None:
            return None
        return importlib.import_module(name)
    except ImportError as error:
        log.warning("%s could not be imported: %s", name, error)
        return None


class SaveErrorBar(QFrame):
    """A red bar that stays while any action is only in memory."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("saveErrorBar")
        self.label = plain(QLabel(self))  # sentences with file and folder names
        self.label.setWordWrap(True)
        font = QFont(self.label.font())
        font.setBold(True)
        self.label.setFont(font)
        self.retry_button = QPushButton(self.tr("Retry now"), self)
        self.retry_button.setObjectName("retrySaveButton")
        self.retry_button.setMinimumHeight(44)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.retry_button)
        self.hide()

    def show_error(self, sentence: str) -> None:
        if not self.styleSheet():
            # Styled when first needed: a style sheet at start-up would cost the first paint.
            self.setStyleSheet(
                "#saveErrorBar { background: #b71c1c; } #saveErrorBar QLabel { color: white; }"
            )
        self.label.setText(
            self.tr(
                "NOT SAVED — {reason} Scoring goes on; every shot is kept in memory and saving is "
                "retried every few seconds."
            ).format(reason=sentence)
        )
        self.show()


def _centred(widget: QWidget) -> QHBoxLayout:
    # Centred by stretches, not by an alignment flag: the first use of Qt's ``Qt`` namespace makes
    # PySide6 build about 120 Python enum classes (some 17 ms) that the first paint can do without.
    row = QHBoxLayout()
    row.addStretch(1)
    row.addWidget(widget)
    row.addStretch(1)
    return row


@dataclass(frozen=True)
class WaitingMatch:
    """An unfinished match as the start screen offers it."""

    match_id: str
    text: str
    locked: bool


START_LISTED = 4
"""How many unfinished matches the start screen lists; the rest are under "More…"."""


class StartScreen(QWidget):
    """What the window shows when no match is open: start one, look back, or go on with one.

    No scoreboard and no balls: a fake "0 race to 7" between nobody would mislead.  Built from
    plain widgets and fonts (no style sheets), because it is all the first paint draws.
    """

    resume_requested = Signal(str, bool)
    """(match id, read-only): the operator tapped an unfinished match."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        self.title = QLabel(self.tr("ninescore"), self)
        self.title.setObjectName("startTitle")
        self.subtitle = QLabel(self.tr("Nine-ball scoring, shot by shot"), self)
        self.new_button = self._button(self.tr("New match…"), "startNewMatch", "Ctrl+N")
        self.history_button = self._button(self.tr("History…"), "startHistory", "Ctrl+H")
        self.notice = QLabel(self)
        self.notice.setObjectName("startNotice")
        self.notice.setWordWrap(True)
        self.notice.hide()
        self.waiting_heading = QLabel(self.tr("Unfinished — tap to go on scoring:"), self)
        self.waiting_heading.hide()
        self.waiting_buttons: list[QPushButton] = []
        self.more_button = self._button(
            self.tr("All unfinished matches…"), "startMoreMatches", "Ctrl+O"
        )
        self.more_button.hide()
        self._waiting: tuple[WaitingMatch, ...] = ()

        self.waiting_column = QVBoxLayout()
        self.waiting_column.setSpacing(8)
        self.waiting_column.addWidget(self.waiting_heading)

        buttons = QHBoxLayout()
        buttons.setSpacing(16)
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.history_button)

        column = QVBoxLayout()
        column.setSpacing(12)
        column.addStretch(2)
        column.addLayout(_centred(self.title))
        column.addLayout(_centred(self.subtitle))
        column.addSpacing(24)
        column.addLayout(buttons)
        column.addWidget(self.notice)
        column.addSpacing(16)
        column.addLayout(self.waiting_column)
        column.addWidget(self.more_button)
        column.addStretch(3)

        # A centred column of readable width, whatever the window's width.
        row = QHBoxLayout(self)
        row.addStretch(1)
        row.addLayout(column, 6)
        row.addStretch(1)

    def _button(self, text: str, name: str, key: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setToolTip(QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText))
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        return button

    @property
    def waiting(self) -> tuple[WaitingMatch, ...]:
        return self._waiting

    def set_waiting(self, matches: Sequence[WaitingMatch], more: bool) -> None:
        """List ``matches`` as buttons (a locked one opens read-only); ``more``: others exist."""
        matches = tuple(matches)
        if matches != self._waiting:
            self._waiting = matches
            for button in self.waiting_buttons:
                self.waiting_column.removeWidget(button)
                button.deleteLater()
            self.waiting_buttons = []
            for index, match in enumerate(matches):
                text = match.text
                if match.locked:
                    text += "\n" + self.tr("Being scored in another window: opens read-only")
                button = QPushButton(text, self)
                button.setObjectName(f"startResume{index}")
                button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
                button.setProperty("match_id", match.match_id)
                button.clicked.connect(
                    partial(self.resume_requested.emit, match.match_id, match.locked)
                )
                self.waiting_buttons.append(button)
                self.waiting_column.addWidget(button)
            self.apply_scale(self._scale)
        self.waiting_heading.setVisible(bool(matches))
        self.more_button.setVisible(more)

    def show_notice(self, text: str) -> None:
        if text and self.notice.text() != text:
            from PySide6.QtCore import Qt

            self.notice.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    _scale = 1.0

    def apply_scale(self, scale: float) -> None:
        """Text sized for reading from a few metres, times ``scale`` (View → Larger, 4K)."""
        self._scale = scale
        base = QFont().pointSizeF()
        for widget, factor, bold in (
            (self.title, 3.2, True),
            (self.subtitle, 1.4, False),
            (self.new_button, 2.0, True),
            (self.history_button, 2.0, True),
            (self.notice, 1.4, True),
            (self.waiting_heading, 1.3, True),
            (self.more_button, 1.2, False),
            *((button, 1.3, False) for button in self.waiting_buttons),
        ):
            font = QFont(widget.font())
            font.setBold(bold)
            font.setPointSizeF(base * factor * scale)
            if font != widget.font():
                widget.setFont(font)
        line = int(QFont(self.new_button.font()).pointSizeF() * 1.33)
        for button in (self.new_button, self.history_button):
            button.setMinimumHeight(max(72, int(line * 2.6)))
        for button in (self.more_button, *self.waiting_buttons):
            button.setMinimumHeight(max(56, int(base * scale * 1.3 * 1.33 * 3.4)))


class _ScoringPage:
    """The widgets of the scoring page, made together the first time a match is shown."""

    def __init__(self, window: MainWindow) -> None:
        from PySide6.QtCore import Qt

        from ninescore.ui.ball_diagram import BallDiagram
        from ninescore.ui.layout_boundary import LayoutBoundary
        from ninescore.ui.log_view import LogView
        from ninescore.ui.quick_labels import RememberingLabel
        from ninescore.ui.scoreboard import Scoreboard
        from ninescore.ui.shot_panel import ShotPanel

        content = QWidget()
        content.setObjectName("scoringPage")
        self.scoreboard = Scoreboard(content)
        # Its text changes with every shot; the prompts repeat, so their sizes are remembered.
        self.message = plain(RememberingLabel(content))  # it shows names: see plain_text
        self.message.setObjectName("messageLine")
        self.message.setWordWrap(True)
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setMinimumHeight(44)
        self.message.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.diagram = BallDiagram(content, keep_control_room=True)
        self.log_view = LogView(content)
        self.shot_panel = ShotPanel(content)

        left = QWidget(content)
        self.left_layout = left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.diagram, 3)
        left_layout.addWidget(self.log_view, 2)
        self.shot_panel.setMinimumWidth(300)
        self.body = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.body.setSpacing(12)
        self.body.addWidget(left, 3)
        self.body.addWidget(self.shot_panel, 2)

        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        layout.addWidget(self.scoreboard)
        layout.addWidget(self.message)
        layout.addLayout(self.body, 1)
        # A changed score or preview relays out the page, not the whole window around it.
        self.page = LayoutBoundary(content, window)


class MainWindow(QMainWindow):
    """The scoring window around one :class:`MatchController`."""

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("mainWindow")
        self.setWindowTitle("ninescore")
        self.setMinimumSize(800, 560)
        self.resize(1280, 800)
        self._prefix: str | None = None
        self._prefix_timer = QTimer(self)
        self._prefix_timer.setSingleShot(True)
        self._prefix_timer.timeout.connect(self._clear_prefix)
        self._banner: tuple[str, str] | None = None
        self._banner_with_prompt = False
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(self._end_banner)
        self._history_window: QWidget | None = None
        self._message_fit: dict[tuple[str, float, bool, int, int], tuple[QFont, int, bool]] = {}
        self._zoom = self._saved_zoom()
        self._applied_scale = 0.0

        self._store_ready = False
        self._history_at_start = False
        self._scoring: _ScoringPage | None = None

        self.save_bar = SaveErrorBar(self)
        self.start_screen = StartScreen(self)
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.start_screen)

        central = QWidget(self)
        central.setObjectName("central")
        layout = QVBoxLayout(central)
        layout.setContentsMargins(10, 6, 10, 10)
        layout.setSpacing(8)
        layout.addWidget(self.save_bar)
        layout.addWidget(self.pages, 1)
        self.setCentralWidget(central)

        self._build_actions()
        self._build_menus()
        self._connect()
        self._apply_zoom()
        self.refresh()

    # -- construction -----------------------------------------------------------------------

    def _scoring_page(self) -> _ScoringPage:
        """The scoreboard, message line, ball diagram, log and shot panel, built on first use."""
        if self._scoring is None:
            self._scoring = _ScoringPage(self)
            self.pages.addWidget(self._scoring.page)
            self._connect_scoring(self._scoring)
            self._reflow(self.size().width(), self.size().height())
            self._applied_scale = 0.0
            self._apply_zoom()
        return self._scoring

    @property
    def scoreboard(self) -> Scoreboard:
        return self._scoring_page().scoreboard

    @property
    def message(self) -> QLabel:
        return self._scoring_page().message

    @property
    def diagram(self) -> BallDiagram:
        return self._scoring_page().diagram

    @property
    def log_view(self) -> LogView:
        return self._scoring_page().log_view

    @property
    def shot_panel(self) -> ShotPanel:
        return self._scoring_page().shot_panel

    @property
    def body(self) -> QBoxLayout:
        return self._scoring_page().body

    def _action(
        self,
        text: str,
        slot: Callable[[], object],
        shortcuts: tuple[str | QKeySequence.StandardKey, ...] = (),
        name: str = "",
    ) -> QAction:
        action = QAction(text, self)
        if name:
            action.setObjectName(name)
        sequences: list[QKeySequence] = []
        for shortcut in shortcuts:
            if isinstance(shortcut, QKeySequence.StandardKey):
                sequences.extend(QKeySequence.keyBindings(shortcut))
            else:
                sequences.append(QKeySequence(shortcut))
        if sequences:
            # Qt's default context, WindowShortcut: the keys work wherever the focus is in here.
            action.setShortcuts(sequences)
        action.triggered.connect(lambda _=False: slot())
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        c = self.controller
        self.act_new = self._action(self.tr("&New match…"), self.new_match, ("Ctrl+N",), "new")
        self.act_resume = self._action(
            self.tr("&Resume a match…"), self.resume_match, ("Ctrl+O",), "resume"
        )
        self.act_print = self._action(
            self.tr("&Print match sheet…"), self.print_sheet, ("Ctrl+P",), "print"
        )
        self.act_pdf = self._action(self.tr("&Export PDF…"), self.export_pdf, ("Ctrl+E",), "pdf")
        self.act_history = self._action(
            self.tr("&History…"), self.show_history, ("Ctrl+H",), "history"
        )
        self.act_concede = [
            self._action("", partial(self.concede, player), (), f"concede{player}")
            for player in (0, 1)
        ]
        self.act_stalemate = self._action(
            self.tr("Stalemate: re-rack"), c.stalemate, (), "stalemate"
        )
        self.act_abandon = self._action(
            self.tr("&Abandon this match"), self.abandon_match, (), "abandon"
        )
        self.act_quit = self._action(self.tr("&Quit"), self.close, ("Ctrl+Q",), "quit")
        self.act_undo = self._action(self.tr("&Undo"), c.undo, ("Ctrl+Z",), "undo")
        self.act_redo = self._action(self.tr("&Redo"), c.redo, ("Ctrl+Shift+Z", "Ctrl+Y"), "redo")
        self.act_clear = self._action(
            self.tr("&Clear the marks of this shot"), self._escape, ("Esc",), "clear"
        )
        self.act_full_screen = self._action(
            self.tr("&Full screen"), self.toggle_full_screen, ("F11",), "fullScreen"
        )
        self.act_full_screen.setCheckable(True)
        self.act_larger = self._action(
            self.tr("&Larger"), lambda: self.zoom(+1), ("Ctrl++", "Ctrl+="), "larger"
        )
        self.act_smaller = self._action(
            self.tr("&Smaller"), lambda: self.zoom(-1), ("Ctrl+-",), "smaller"
        )
        self.act_normal = self._action(
            self.tr("&Normal size"), lambda: self.zoom(0), ("Ctrl+0",), "normalSize"
        )
        self.act_shortcuts = self._action(
            self.tr("&Keyboard shortcuts"), self.show_shortcuts, ("F1",), "shortcuts"
        )
        self.act_rules = self._action(self.tr("&Rules summary"), self.show_rules, (), "rules")
        self.act_about = self._action(self.tr("&About ninescore"), self.show_about, (), "about")

        # Scoring keys: single keys on purpose, so a shot is a keystroke or two.
        self.scoring_actions: list[QAction] = []
        for ball in range(1, 10):
            self.scoring_actions.append(
                self._action("", partial(self._digit, ball), (str(ball),), f"ball{ball}")
            )
        keys: tuple[tuple[str, Callable[[], object], tuple[str, ...]], ...] = (
            ("noContact", lambda: c.set_first_contact(None), ("0",)),
            ("firstPrefix", lambda: self._start_prefix("first"), ("F",)),
            ("jumpPrefix", lambda: self._start_prefix("jump"), ("J",)),
            ("scratch", lambda: c.toggle_fact("scratch"), ("S",)),
            ("cueOff", lambda: c.toggle_fact("cue_off_table"), ("C",)),
            ("noRail", lambda: c.toggle_fact("no_rail"), ("N",)),
            ("breakRails", lambda: c.toggle_fact("balls_to_rail"), ("R",)),
            ("pushOut", lambda: c.toggle_fact("push_out"), ("U",)),
            ("foulMenu", self._open_foul_menu, ("X",)),
            ("commit", self._commit_key, ("Return", "Enter")),
            ("shoot", c.accept_push_out, ("A",)),
            ("passBack", c.pass_push_out, ("B",)),
        )
        for name, slot, shortcuts in keys:
            self.scoring_actions.append(self._action("", slot, shortcuts, name))

    def _build_menus(self) -> None:
        bar = self.menuBar()
        match_menu = bar.addMenu(self.tr("&Match"))
        match_menu.addAction(self.act_new)
        match_menu.addAction(self.act_resume)
        match_menu.addSeparator()
        self.frame_menu = match_menu.addMenu(self.tr("End the &frame"))
        for action in self.act_concede:
            self.frame_menu.addAction(action)
        self.frame_menu.addAction(self.act_stalemate)
        match_menu.addAction(self.act_abandon)
        match_menu.addSeparator()
        match_menu.addAction(self.act_print)
        match_menu.addAction(self.act_pdf)
        match_menu.addAction(self.act_history)
        match_menu.addSeparator()
        match_menu.addAction(self.act_quit)

        edit_menu = bar.addMenu(self.tr("&Edit"))
        edit_menu.addAction(self.act_undo)
        edit_menu.addAction(self.act_redo)
        edit_menu.addSeparator()
        edit_menu.addAction(self.act_clear)

        view_menu = bar.addMenu(self.tr("&View"))
        view_menu.addAction(self.act_full_screen)
        view_menu.addAction(self.act_larger)
        view_menu.addAction(self.act_smaller)
        view_menu.addAction(self.act_normal)
        view_menu.addSeparator()
        self.language_menu = view_menu.addMenu(self.tr("&Language"))
        self._build_language_menu()

        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self.act_shortcuts)
        help_menu.addAction(self.act_rules)
        help_menu.addSeparator()
        help_menu.addAction(self.act_about)

        # Found now, imported when first used: both load the records layer, which start-up
        # should not wait for.
        self._optional: dict[str, ModuleType | None] = {}
        self._available = {
            name: importlib.util.find_spec(f"ninescore.ui.{name}") is not None
            for name in ("printing", "history")
        }

    def _module(self, name: str) -> ModuleType | None:
        if name not in self._optional:
            self._optional[name] = (
                optional_module(f"ninescore.ui.{name}") if self._available[name] else None
            )
        return self._optional[name]

    @property
    def printing(self) -> ModuleType | None:
        """``ninescore.ui.printing`` (match sheets), or None where it is not installed."""
        return self._module("printing")

    @printing.setter
    def printing(self, module: ModuleType | None) -> None:
        self._optional["printing"] = module
        self._available["printing"] = module is not None

    @property
    def history(self) -> ModuleType | None:
        """``ninescore.ui.history`` (the history browser), or None where it is not installed."""
        return self._module("history")

    def _build_language_menu(self) -> None:
        current = i18n.saved_language()
        for code, name in i18n.LANGUAGES.items():
            action = self.language_menu.addAction(name)
            action.setCheckable(True)
            action.setChecked(code == current)
            action.setObjectName(f"language_{code}")
            action.triggered.connect(lambda _=False, code=code: self.set_language(code))
        self.language_menu.addSeparator()
        hint = self.language_menu.addAction(self.tr("(used from the next start)"))
        hint.setEnabled(False)

    def _connect(self) -> None:
        c = self.controller
        c.state_changed.connect(self.refresh)
        c.error_occurred.connect(self.show_error)
        c.save_failed.connect(self.save_bar.show_error)
        c.save_succeeded.connect(self.save_bar.hide)
        c.frame_won.connect(self._on_frame_won)
        c.match_won.connect(self._on_match_won)
        c.shot_committed.connect(self._on_committed)
        c.action_undone.connect(self._on_undone)
        c.match_locked.connect(self._on_match_locked)
        c.match_opened.connect(self._on_match_opened)
        self.save_bar.retry_button.clicked.connect(c.retry_save)

        start = self.start_screen
        start.new_button.clicked.connect(self.new_match)
        start.history_button.clicked.connect(self.show_history)
        start.more_button.clicked.connect(self.resume_match)
        start.resume_requested.connect(self.open_stored)

    def _connect_scoring(self, page: _ScoringPage) -> None:
        c = self.controller
        d = page.diagram
        d.pocket_toggle_requested.connect(c.toggle_pocketed)
        d.first_contact_requested.connect(c.set_first_contact)
        d.no_contact_requested.connect(lambda: c.set_first_contact(None))
        d.jump_toggle_requested.connect(c.toggle_jumped)

        p = page.shot_panel
        p.fact_toggle_requested.connect(c.set_fact)
        p.foul_reason_requested.connect(c.add_foul_reason)
        p.foul_between_shots_requested.connect(self.foul_between_shots)
        p.commit_requested.connect(c.commit_shot)
        p.accept_push_out_requested.connect(c.accept_push_out)
        p.pass_push_out_requested.connect(c.pass_push_out)
        p.undo_requested.connect(c.undo)
        p.redo_requested.connect(c.redo)
        p.clear_requested.connect(c.clear_draft)
        p.jump_mode_requested.connect(self.set_jump_mode)
        p.new_match_requested.connect(self.new_match)
        p.print_requested.connect(self.print_sheet)
        p.export_pdf_requested.connect(self.export_pdf)

    # -- showing the state ------------------------------------------------------------------

    def refresh(self) -> None:
        """Show the controller's state in every view (called on every ``state_changed``)."""
        c = self.controller
        match = c.match
        names = c.names
        scoring = c.can_score
        for action in self.scoring_actions:
            action.setEnabled(scoring)
        self.act_undo.setEnabled(c.can_undo)
        self.act_redo.setEnabled(c.can_redo)
        self.act_clear.setEnabled(match is not None)
        for player, action in enumerate(self.act_concede):
            action.setText(
                self.tr("{name} loses the frame (concession or infraction)…").format(
                    name=names[player] or "—"
                )
            )
            action.setEnabled(scoring)
        frame_started = match is not None and not match.frame.is_break
        self.act_stalemate.setEnabled(scoring and frame_started)
        self.act_abandon.setEnabled(scoring)
        has_record = c.record is not None
        self.act_print.setEnabled(self._available["printing"] and has_record)
        self.act_pdf.setEnabled(self._available["printing"] and has_record)
        self.act_history.setEnabled(self._available["history"])
        self._update_title()
        if match is None:
            self._show_start_screen()
            return
        page = self._scoring_page()
        page.scoreboard.set_view(self._scoreboard_view())
        preview = c.preview()
        page.diagram.set_view(self._diagram_view(preview is not None and preview.is_foul))
        page.shot_panel.set_view(self._panel_view(preview))
        page.log_view.show_match(match, names)
        if self.pages.currentWidget() is not page.page:
            self.pages.setCurrentWidget(page.page)
        self._show_message()

    def _show_start_screen(self) -> None:
        start = self.start_screen
        if self.pages.currentWidget() is not start:
            self.pages.setCurrentWidget(start)
        start.history_button.setEnabled(self._available["history"] and self._store_ready)
        if self._store_ready:
            waiting, more = self._waiting_matches()
            start.set_waiting(waiting, more)
        self._show_message()

    def _waiting_matches(self) -> tuple[list[WaitingMatch], bool]:
        """The unfinished matches for the start screen, newest first, and whether more exist."""
        store = self.controller.store
        if store is None:
            return [], False
        from ninescore.ui.resume_dialog import describe_match, resumable_matches

        matches = resumable_matches(store)
        in_progress = [m for m in matches if m.summary.status == "in_progress"]
        listed = [
            WaitingMatch(m.summary.id, describe_match(m).replace("\n    ", "\n"), m.locked)
            for m in in_progress[:START_LISTED]
        ]
        return listed, len(matches) > len(listed)

    def store_ready(self) -> None:
        """The store is open (or failed to open): the start screen may list its matches now."""
        self._store_ready = True
        self.refresh()

    def _update_title(self) -> None:
        c = self.controller
        if c.record is None:
            self.setWindowTitle("ninescore")
            return
        names = c.names
        score = c.record.match.score
        title = self.tr("{first} {a}–{b} {second} — ninescore").format(
            first=names[0], second=names[1], a=score[0], b=score[1]
        )
        if c.read_only:
            title = self.tr("{title} (read-only)").format(title=title)
        if c.has_unsaved_actions:
            title = "* " + title
        self.setWindowTitle(title)

    def _scoreboard_view(self) -> ScoreboardView:
        from ninescore.ui.scoreboard import Badge, PlayerView, ScoreboardView

        c = self.controller
        match = c.match
        if match is None:
            return ScoreboardView(caption=self.tr("No match"))
        frame = match.frame
        names = c.names
        winner = match.winner
        players = []
        for player in (0, 1):
            badges: list[Badge] = []
            if winner == player:
                badges.append(Badge.WINNER)
            elif winner is None and frame.to_shoot == player:
                if frame.is_break:
                    badges.append(Badge.BREAK)
                if frame.ball_in_hand:
                    badges.append(Badge.BALL_IN_HAND)
                if frame.push_out_allowed:
                    badges.append(Badge.PUSH_OUT_AVAILABLE)
                if frame.push_out_pending:
                    badges.append(Badge.PUSH_OUT_CHOICE)
                if frame.warning:
                    badges.append(Badge.WARNING)
            players.append(
                PlayerView(
                    name=names[player],
                    frames_won=match.score[player],
                    race_to=match.race_to[player],
                    fouls_in_row=0 if winner is not None else frame.fouls_in_row[player],
                    badges=tuple(badges),
                )
            )
        return ScoreboardView(
            players=(players[0], players[1]),
            to_shoot=None if winner is not None else frame.to_shoot,
            winner=winner,
            frame_number=len(match.frames),
            caption=self.tr("Match\nover") if winner is not None else "",
        )

    def _diagram_view(self, fouled: bool) -> DiagramView:
        from ninescore.ui.ball_diagram import DiagramView

        c = self.controller
        match = c.match
        if match is None:
            return DiagramView(interactive=False, show_contact=False)
        frame = match.frame
        draft = c.draft
        interactive = c.can_score and not frame.push_out_pending
        if not interactive:
            # No shot is being marked (match won, push-out choice pending, read-only): a
            # first-contact marker or "no contact" caption would describe a shot that is not there.
            return DiagramView(on_table=frame.on_table, interactive=False, show_contact=False)
        return DiagramView(
            on_table=frame.on_table,
            pocketed=draft.pocketed,
            jumped=draft.jumped,
            first_contact=draft.contact_for(frame),
            first_contact_is_default=not draft.first_contact_chosen,
            interactive=True,
            fouled=fouled,
        )

    def _panel_view(self, preview: LogEntry | None) -> ShotPanelView:
        from ninescore.ui.ball_diagram import TapMode
        from ninescore.ui.shot_panel import PanelMode, ShotPanelView

        c = self.controller
        match = c.match
        if match is None:
            return ShotPanelView(mode=PanelMode.NO_MATCH)
        names = c.names
        frame = match.frame
        can_undo, can_redo = c.can_undo, c.can_redo
        if c.read_only:
            return ShotPanelView(mode=PanelMode.READ_ONLY, can_undo=can_undo, can_redo=can_redo)
        if match.is_over:
            return ShotPanelView(
                mode=PanelMode.OVER,
                heading=self._match_over_text(),
                can_undo=can_undo,
                can_redo=can_redo,
                can_print=self._available["printing"] and c.record is not None,
            )
        shooter = names[frame.to_shoot]
        if frame.push_out_pending:
            return ShotPanelView(
                mode=PanelMode.PUSH_OUT_CHOICE,
                heading=self.tr("{name}: shoot or pass back?").format(name=shooter),
                can_undo=can_undo,
                can_redo=can_redo,
            )
        if frame.is_break:
            heading = self.tr("{name} to break").format(name=shooter)
        elif frame.ball_in_hand:
            heading = self.tr("{name} to shoot — ball in hand").format(name=shooter)
        else:
            heading = self.tr("{name} to shoot").format(name=shooter)
        draft = c.draft
        if preview is None:
            preview_text, is_foul = self.tr("These marks cannot all be true."), True
            ends_frame = ends_match = False
        else:
            preview_text = self._preview_text(preview)
            is_foul = preview.is_foul
            ends_frame = Code.FRAME_WON in preview.codes
            ends_match = Code.MATCH_WON in preview.codes
        return ShotPanelView(
            mode=PanelMode.SHOT,
            heading=heading,
            scratch=draft.scratch,
            cue_off_table=draft.cue_off_table,
            no_rail=draft.no_rail,
            break_rails=draft.break_rails,
            push_out=draft.push_out,
            fouls=draft.fouls,
            show_break_rails=frame.is_break,
            show_push_out=frame.push_out_allowed,
            show_no_rail=not frame.is_break,
            no_rail_blocked="" if draft.no_rail_applies else no_rail_refusal(draft),
            break_rails_blocked="" if draft.break_rails_apply else break_rails_refusal(),
            can_foul_between_shots=not frame.is_break,
            preview=preview_text,
            preview_is_foul=is_foul,
            preview_ends_frame=ends_frame,
            preview_ends_match=ends_match,
            can_commit=preview is not None,
            jump_mode=self.diagram.mode is TapMode.JUMP,
            can_undo=can_undo,
            can_redo=can_redo,
        )

    def _preview_text(self, preview: LogEntry) -> str:
        """What committing will do, the weightiest first: a frame or match decided, the fouls,
        the 9 spotted, what the shot did, then who gets ball in hand and the foul count."""
        from ninescore.describe import describe_event_cited

        names = self.controller.names
        shown = sorted(
            (event for event in preview.events if _preview_rank(event.code) is not None),
            key=lambda event: _preview_rank(event.code) or 0,
        )
        what = " ".join(describe_event_cited(event, names) for event in shown)
        return self.tr("On commit: {what}").format(what=what)

    def _show_message(self) -> None:
        if self._scoring is None or self.controller.match is None:
            # The start screen says what to do itself; it only shows news (an error, a notice).
            self.start_screen.show_notice(self._banner[0] if self._banner is not None else "")
            return
        if self._banner is not None:
            text, style = self._banner
            if style in ("banner", "notice") and self._banner_with_prompt:
                prompt, prompt_style = self._prompt()
                if prompt:
                    text = f"{text}\n{prompt}"
                if prompt_style == "warning":
                    style = "warning"  # a notice under it must not hide the R12 warning's red
        else:
            text, style = self._prompt()
        self._set_message(text, style)

    def _set_message(self, text: str, style: str) -> None:
        if self.message.text() != text:
            self.message.setText(text)
        base = self.font().pointSizeF() * (self._applied_scale or self._scale())
        wanted = base * (1.6 if style in ("banner", "warning") else 1.25)
        font, height, fits = self._fit_message(text, base, wanted, bold=style != "prompt")
        if font != self.message.font():
            self.message.setFont(font)
        # One height for every message, so that a banner coming and going (a frame won, an
        # undo) never moves the balls and buttons under the operator's finger; only a text
        # that cannot fit even in smaller type makes the strip grow.
        if fits:
            if (self.message.minimumHeight(), self.message.maximumHeight()) != (height, height):
                self.message.setFixedHeight(height)
        elif self.message.maximumHeight() != QWIDGETSIZE_MAX:
            self.message.setMinimumHeight(height)
            self.message.setMaximumHeight(QWIDGETSIZE_MAX)
        sheet = _MESSAGE_STYLES[style] + " border-radius: 8px; padding: 6px 12px;"
        if sheet != self.message.styleSheet():
            self.message.setStyleSheet(sheet)
        self.message.setProperty("style", style)

    def _fit_message(
        self, text: str, base: float, wanted: float, bold: bool
    ) -> tuple[QFont, int, bool]:
        """The message's type (``wanted`` points, or smaller, down to 0.9 of the window's
        ``base``, so that a long banner keeps to the strip), the strip's height (two lines of
        prompt-size type, at least 44 px), and whether the text fits it."""
        from PySide6.QtCore import QRect, Qt

        prompt = QFont(self.message.font())
        prompt.setBold(True)
        prompt.setPointSizeF(base * 1.25)
        # Two lines of prompt-size type: a banner and the prompt under it fit without growing.
        height = max(44, 2 * QFontMetrics(prompt).lineSpacing() + 16)
        # The strip spans the window less its margins (10 px each side), less its own padding
        # and border: known before the layout has given the label its new width.
        width = max(100, self.width() - 20 - 28)
        key = (text, round(wanted, 2), bold, width, height)
        cached = self._message_fit.get(key)
        if cached is not None:
            return cached
        font = QFont(self.message.font())
        font.setBold(bold)
        size, smallest = wanted, base * 0.9
        while True:
            font.setPointSizeF(size)
            needed = (
                QFontMetrics(font)
                .boundingRect(QRect(0, 0, width, 100_000), int(Qt.TextFlag.TextWordWrap), text)
                .height()
            )
            if needed <= height - 14 or size <= smallest:
                break
            size = max(smallest, size * 0.9)
        result = (QFont(font), height, needed <= height - 14)
        if len(self._message_fit) > 200:
            self._message_fit.clear()
        self._message_fit[key] = result
        return result

    def _prompt(self) -> tuple[str, str]:
        c = self.controller
        match = c.match
        if match is None:
            return "", "prompt"
        names = c.names
        if match.is_over:
            return self._match_over_text(), "banner"
        frame = match.frame
        name = names[frame.to_shoot]
        if frame.warning:
            return (
                self.tr(
                    "WARNING (R12): {name} has fouled twice in a row — "
                    "a third foul loses the frame."
                ).format(name=name),
                "warning",
            )
        if c.read_only:
            return self.tr("Read-only: scored in another window."), "prompt"
        if frame.push_out_pending:
            return (
                self.tr("{name} chooses: shoot from here (A), or pass the shot back (B).").format(
                    name=name
                ),
                "prompt",
            )
        if frame.is_break:
            return self.tr(
                "{name} breaks. Mark the balls pocketed, or R if four or more reached a rail; "
                "then Enter."
            ).format(name=name), "prompt"
        if frame.ball_in_hand:
            return self.tr("{name} has ball in hand (R9).").format(name=name), "prompt"
        if frame.push_out_allowed:
            return self.tr("{name} to shoot — may push out (U).").format(name=name), "prompt"
        return self.tr("{name} to shoot.").format(name=name), "prompt"

    def _match_over_text(self) -> str:
        """The match result, the winner's frames first ("Ivanov wins the match 7–4.")."""
        match = self.controller.match
        if match is None or match.winner is None:
            return self.tr("The match is over.")
        winner = match.winner
        return self.tr("{name} wins the match {won}–{lost}.").format(
            name=self.controller.names[winner],
            won=match.score[winner],
            lost=match.score[1 - winner],
        )

    def message_text(self) -> str:
        """The line of news or prompt the operator sees (on the start screen: its notice)."""
        if self._scoring is None or self.controller.match is None:
            notice = self.start_screen.notice
            return "" if notice.isHidden() else notice.text()
        return self.message.text()

    # -- events from the controller -------------------------------------------------------

    def _on_match_opened(self) -> None:
        self._banner = None
        self._banner_timer.stop()
        self.save_bar.setVisible(self.controller.has_unsaved_actions)

    def _on_committed(self, entry: LogEntry) -> None:
        if Code.FRAME_WON not in entry.codes and self._banner is not None:
            self._end_banner()

    def _on_undone(self, entry: LogEntry) -> None:
        # Say what was taken back: two undos across a frame boundary change the score and the
        # frame number, and the operator must see that it was meant.
        from ninescore.describe import describe_action

        c = self.controller
        what = describe_action(entry.action, entry.player, c.names)
        text = self.tr("Undone: {what}.").format(what=what)
        if Code.FRAME_WON in entry.codes and c.match is not None:
            text += " " + self.tr("Frame {number} is open again.").format(
                number=len(c.match.frames)
            )
        self._start_banner(text, BANNER_MS, with_prompt=True, style="notice")

    def _on_frame_won(self, entry: LogEntry) -> None:
        if Code.MATCH_WON in entry.codes:
            return  # the match banner tells it
        from ninescore.describe import describe_frame_won

        headline = describe_frame_won(entry, self.controller.names)
        if headline:
            self._start_banner(headline, BANNER_MS, with_prompt=True)

    def _on_match_won(self, entry: LogEntry) -> None:
        from ninescore.describe import describe_frame_won, describe_match_won

        c = self.controller
        match = c.match
        if match is None:
            return
        headline = describe_match_won(entry, c.names, match.score)
        if headline is None:
            return
        how = describe_frame_won(entry, c.names)
        self._start_banner(f"{headline}\n{how}" if how else headline, 0)

    def _start_banner(
        self, text: str, duration_ms: int, with_prompt: bool = False, style: str = "banner"
    ) -> None:
        """Show ``text`` as news (``style`` "banner", or "notice" for a quieter one);
        ``with_prompt``: the next prompt under it, so the operator knows at once who plays
        next (the banner never hides what to do)."""
        self._banner = (text, style)
        self._banner_with_prompt = with_prompt
        self._banner_timer.stop()
        if duration_ms:
            self._banner_timer.start(duration_ms)
        self._show_message()

    def _end_banner(self) -> None:
        self._banner = None
        self._show_message()

    def show_error(self, sentence: str) -> None:
        """One clear sentence for refused input; the draft is kept."""
        self._banner = (sentence, "error")
        self._banner_timer.start(ERROR_MS)
        self._show_message()
        self.statusBar().showMessage(sentence, ERROR_MS)

    def _on_match_locked(self, match_id: str) -> None:
        if self.ask_yes_no(
            self.tr("Match being scored elsewhere"),
            self.tr(
                "This match is being scored in another ninescore window. Open it read-only here?"
            ),
        ):
            self.controller.open_read_only(match_id)

    # -- keyboard ---------------------------------------------------------------------------

    def _digit(self, ball: int) -> None:
        prefix = self._prefix
        self._clear_prefix()
        if prefix == "first":
            self.controller.set_first_contact(ball)
        elif prefix == "jump":
            self.controller.toggle_jumped(ball)
        else:
            self.controller.toggle_pocketed(ball)

    def _start_prefix(self, prefix: str) -> None:
        self._prefix = prefix
        self._prefix_timer.start(PREFIX_MS)
        if prefix == "first":
            text = self.tr("First contact: press the ball's number (0: no contact).")
        else:
            text = self.tr("Jumped off the table: press the ball's number.")
        self.statusBar().showMessage(text, PREFIX_MS)

    def _clear_prefix(self) -> None:
        if self._prefix is not None:
            self._prefix = None
            self.statusBar().clearMessage()

    def _escape(self) -> None:
        if self._prefix is not None:
            self._clear_prefix()
            return
        if self.controller.can_score:
            self.controller.clear_draft()

    def _commit_key(self) -> None:
        self._clear_prefix()
        self.controller.commit_shot()

    def foul_between_shots(self, reason: str) -> None:
        """Record a foul without a shot; one that loses the frame is asked about first, since
        it is recorded at once, without a preview and a commit."""
        c = self.controller
        entry = c.preview_foul_between_shots(reason)
        if entry is not None and Code.FRAME_WON in entry.codes:
            from ninescore.describe import describe_frame_won

            outcome = describe_frame_won(entry, c.names) or ""
            question = self.tr("{outcome}\n\nRecord this foul?").format(outcome=outcome)
            # No is the default: an Enter from habit must not lose the frame.
            if not self.ask_yes_no(
                self.tr("This foul loses the frame"), question, default_yes=False
            ):
                return
        c.foul_between_shots(reason)

    def _open_foul_menu(self) -> None:
        if self._scoring is None:
            return
        button = self.shot_panel.foul_button
        if button.isVisible():
            button.showMenu()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        ball = self.shifted_digit(event)
        if ball is not None and self.controller.can_score:
            self._clear_prefix()
            self.controller.set_first_contact(ball)
            event.accept()
            return
        super().keyPressEvent(event)

    @staticmethod
    def shifted_digit(event: QKeyEvent) -> int | None:
        """The ball of Shift+1…9, whatever the layout turns the key into."""
        from PySide6.QtCore import Qt

        if not event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            return None
        key = event.key()
        if int(Qt.Key.Key_1.value) <= key <= int(Qt.Key.Key_9.value):
            return key - int(Qt.Key.Key_0.value)
        return _SHIFTED_DIGITS.get(event.text())

    # -- menu commands ----------------------------------------------------------------------

    def new_match(self) -> None:
        from ninescore.ui.new_match_dialog import NewMatchDialog

        settings = NewMatchDialog.ask(self, self.controller.store)
        if settings is None:
            return
        self.controller.new_match(**settings.as_kwargs())

    def resume_match(self) -> None:
        from ninescore.ui.resume_dialog import ResumeDialog

        store = self.controller.store
        if store is None:
            return
        choice = ResumeDialog.ask(self, store)
        if choice is None:
            return
        self.open_stored(choice.match_id, choice.read_only)

    def open_stored(self, match_id: str, read_only: bool = False) -> bool:
        if read_only:
            return self.controller.open_read_only(match_id)
        return self.controller.resume(match_id)

    def concede(self, player: int) -> None:
        names = self.controller.names
        reason = self.ask_text(
            self.tr("End the frame"),
            self.tr("{name} loses this frame. Reason (optional):").format(name=names[player]),
        )
        if reason is None:
            return
        self.controller.concede(player, reason)

    def abandon_match(self) -> None:
        if self.ask_yes_no(
            self.tr("Abandon the match"),
            self.tr(
                "Mark this match as abandoned? It stays saved and can be resumed or reviewed later."
            ),
        ):
            self.controller.abandon()

    def print_sheet(self) -> None:
        record = self.controller.record
        if self.printing is not None and record is not None:
            self.printing.print_sheet(self, record)

    def export_pdf(self) -> None:
        record = self.controller.record
        if self.printing is not None and record is not None:
            self.printing.export_pdf(self, record)

    def show_history(self, beside: bool = False) -> None:
        """Open the history browser (Match → History).

        ``beside``: the start-up case — put it next to this window where the screen has room, and
        leave the keyboard with this window, so that Ctrl+N still starts a match at once.
        """
        store = self.controller.store
        if self.history is None or store is None:
            return
        window = self._history_window
        if window is None:
            window = self.history.HistoryWindow(store, self)
            resume = getattr(window, "resume_requested", None)
            if resume is not None:
                resume.connect(self._resume_from_history)
            self._history_window = window
        if not beside:
            window.show()
            window.raise_()
            window.activateWindow()
            return
        from PySide6.QtCore import Qt

        self._place_beside(window)
        window.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, True)
        window.show()
        window.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, False)
        self.activateWindow()

    @property
    def history_window(self) -> QWidget | None:
        """The history browser, once it has been opened."""
        return self._history_window

    def _place_beside(self, other: QWidget) -> None:
        """Put ``other`` to the right (or left) of this window if it fits on the screen there;
        otherwise over the right part of this window, leaving its left side (the buttons) clear."""
        screen = self.screen()
        if screen is None:
            return
        free = screen.availableGeometry()
        ours = self.frameGeometry()
        least = 760  # narrower, the history's table clips its columns
        width = min(other.width(), free.width())
        height = min(other.height(), free.height())
        right_room = free.right() - ours.right()
        left_room = ours.left() - free.left()
        if right_room >= least:
            x = ours.right() + 1
            width = min(width, right_room)
        elif left_room >= least:
            width = min(width, left_room)
            x = ours.left() - width
        else:
            width = max(least, min(width, free.width() // 2))
            x = free.right() - width + 1
        y = max(free.top(), min(ours.top(), free.bottom() - height + 1))
        other.resize(width, height)
        other.move(x, y)

    def _resume_from_history(self, match_id: str) -> None:
        if self.open_stored(match_id):
            self.raise_()
            self.activateWindow()

    def set_jump_mode(self, on: bool) -> None:
        from ninescore.ui.ball_diagram import TapMode

        self.diagram.set_tap_mode(TapMode.JUMP if on else TapMode.POCKET)
        self.refresh()

    def set_language(self, code: str) -> None:
        i18n.set_saved_language(code)
        for action in self.language_menu.actions():
            if action.objectName().startswith("language_"):
                action.setChecked(action.objectName() == f"language_{code}")
        self._start_banner(i18n.restart_notice(), ERROR_MS)

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.act_full_screen.setChecked(self.isFullScreen())

    def zoom(self, step: int) -> None:
        """One step larger (+1) or smaller (-1), or back to normal (0); remembered."""
        if step == 0:
            self._zoom = 1.0
        else:
            index = min(range(len(ZOOM_STEPS)), key=lambda i: abs(ZOOM_STEPS[i] - self._zoom))
            index = max(0, min(len(ZOOM_STEPS) - 1, index + step))
            target = ZOOM_STEPS[index]
            if step > 0:
                # No larger than the window has room for (the last step may be a part step);
                # a zoom that would not be shown is not remembered either, since it would
                # surprise the operator on the next, larger screen.
                target = min(target, self._largest_scale() / self._size_factor())
                if target <= self._zoom + 0.01:
                    room = self.tr("The text is as large as this window has room for.")
                    self._start_banner(room, BANNER_MS, style="notice")
                    return
            self._zoom = target
        if self._banner is not None and self._banner[1] == "notice":
            self._banner = None
        QSettings().setValue(ZOOM_SETTING, self._zoom)
        self._apply_zoom()

    @property
    def zoom_factor(self) -> float:
        return self._zoom

    def _saved_zoom(self) -> float:
        value = QSettings().value(ZOOM_SETTING, 1.0)
        try:
            zoom = float(value)  # type: ignore[arg-type]
        except (TypeError, ValueError):
            return 1.0
        return zoom if ZOOM_STEPS[0] <= zoom <= ZOOM_STEPS[-1] else 1.0

    def _size_factor(self) -> float:
        """How much larger than on a laptop the text should be: a window bigger than 1280×800
        (1080p, a 4K monitor without display scaling) gets larger text and controls, in steps so
        that resizing stays cheap."""
        factor = min(self.height() / 800, self.width() / 1280)
        return max(1.0, min(2.5, round(factor * 4) / 4))

    def _scale(self) -> float:
        """The text's scale: the chosen zoom times the window's size factor, but never larger
        than the window has room for, so that a zoom chosen on a large screen cannot push
        the controls over each other on a 1024×600 tablet, nor cut a Russian button's words.
        Smaller is always allowed."""
        wanted = self._zoom * self._size_factor()
        return min(wanted, self._largest_scale())

    def _largest_scale(self) -> float:
        width, height = self.width(), self.height()
        upright = _upright(width, height)
        # 1.5× a laptop's (1280×800, or 800×1280 upright) normal size, in proportion.
        laptop_width, laptop_height = (800, 1280) if upright else (1280, 800)
        room = min(height / laptop_height, width / laptop_width)
        largest = MAX_SCALE_AT_LAPTOP_SIZE * room
        if self._scoring is not None and self._applied_scale > 0:
            # What the shot panel's words allow, at the width the body layout gives it.
            panel_width = width - 20 if upright else (width - 20 - 12) * 2 / 5
            shot_panel = self._scoring.shot_panel
            largest = min(largest, self._applied_scale * shot_panel.text_room(panel_width))
        return max(1.0, largest)

    def _apply_zoom(self) -> None:
        scale = self._scale()
        self._set_scale(scale)
        # The shot panel's words are measured in the type just set: a first showing (no
        # measurement yet) or a language's longer words may allow less.
        if self._scoring is not None:
            allowed = self._scale()
            if allowed < scale - 1e-6:
                self._set_scale(allowed)
        self._show_message()

    def _set_scale(self, scale: float) -> None:
        font = QFont(self.font())
        font.setPointSizeF(max(6.0, QFont().pointSizeF() * scale * 1.15))
        self._applied_scale = scale
        self.start_screen.apply_scale(scale)
        page = self._scoring
        if page is not None:
            for widget in (page.shot_panel, page.log_view, page.diagram):
                if widget.font() != font:
                    widget.setFont(font)
            self._fit_scoreboard()

    def show_shortcuts(self) -> None:
        from ninescore.ui.help_dialogs import show_shortcuts

        show_shortcuts(self)

    def show_rules(self) -> None:
        from ninescore.ui.help_dialogs import show_rules

        show_rules(self)

    def show_about(self) -> None:
        from ninescore.ui.help_dialogs import show_about

        show_about(self)

    # -- questions (tests replace these) ------------------------------------------------

    def ask_yes_no(self, title: str, question: str, default_yes: bool = True) -> bool:
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        default = QMessageBox.StandardButton.Yes if default_yes else QMessageBox.StandardButton.No
        answer = QMessageBox.question(self, title, as_rich(question), buttons, default)
        return answer == QMessageBox.StandardButton.Yes

    def ask_text(self, title: str, label: str) -> str | None:
        text, accepted = QInputDialog.getText(self, title, label)
        return text.strip() if accepted else None

    def ask_quit_unsaved(self) -> bool:
        """Quit although the last actions could not be saved?"""
        box = plain(QMessageBox(self))
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Not saved"))
        box.setText(
            self.tr(
                "The last actions of this match could not be saved: {reason}\n\n"
                "If you quit now they are lost."
            ).format(reason=self.controller.last_save_error)
        )
        quit_button = box.addButton(
            self.tr("Quit without saving"), QMessageBox.ButtonRole.DestructiveRole
        )
        box.addButton(self.tr("Keep scoring"), QMessageBox.ButtonRole.RejectRole)
        box.exec()
        return box.clickedButton() is quit_button

    # -- window ---------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        c = self.controller
        if c.has_unsaved_actions and not c.retry_save() and not self.ask_quit_unsaved():
            event.ignore()
            return
        c.close_match()
        event.accept()

    def resizeEvent(self, event: QResizeEvent) -> None:
        size = event.size()
        self._reflow(size.width(), size.height())
        if self._scale() != self._applied_scale:
            self._apply_zoom()
        if self._scoring is not None:
            self._fit_scoreboard()
            self._show_message()
        super().resizeEvent(event)

    def _reflow(self, width: int, height: int) -> None:
        """A tall window (a tablet held upright) puts the shot panel under the balls."""
        if self._scoring is None:
            return
        direction = (
            QBoxLayout.Direction.TopToBottom
            if _upright(width, height)
            else QBoxLayout.Direction.LeftToRight
        )
        if self._scoring.body.direction() != direction:
            self._scoring.body.setDirection(direction)
        # Upright, the shot panel's height is what the balls above it leave: a "Push-out" row
        # coming and going would move the balls and the whole panel.  Its room stays.
        push_out = self._scoring.shot_panel.push_out
        policy = push_out.sizePolicy()
        upright = direction is QBoxLayout.Direction.TopToBottom
        if policy.retainSizeWhenHidden() != upright:
            policy.setRetainSizeWhenHidden(upright)
            push_out.setSizePolicy(policy)
        # On a short screen (a 1024×600 tablet) the balls take no more than their least height,
        # so that the log shows several entries, not four lines.
        left = self._scoring.left_layout
        short = height < SHORT_WINDOW
        shares = (0, 1) if short else (3, 2)
        if (left.stretch(0), left.stretch(1)) != shares:
            left.setStretch(0, shares[0])
            left.setStretch(1, shares[1])
        log_least = 130 if short else 0
        if self._scoring.log_view.minimumHeight() != log_least:
            self._scoring.log_view.setMinimumHeight(log_least)

    def _fit_scoreboard(self) -> None:
        # A short window (1024×600) spares the log some height: the names and scores still read
        # from across the room at 100 px.
        short = self.height() < SHORT_WINDOW
        height = min(self.height() * (0.17 if short else 0.2), self.width() * 0.16)
        cap = 300 * self._size_factor()
        floor = 100 if short else 110
        zoom = (self._applied_scale or self._scale()) / self._size_factor()
        target = int(max(floor, min(cap, height)) * min(1.4, max(0.85, zoom)))
        self.scoreboard.setFixedHeight(target)


# The order of the preview's sentences (fouls among themselves keep the engine's order); codes
# not listed restate the others (the shooter stays, the turn passes, the foul count is reset)
# and are left to the log.
_PREVIEW_ORDER: tuple[frozenset[Code], ...] = (
    frozenset({Code.MATCH_WON}),
    frozenset({Code.FRAME_WON}),
    FOUL_CODES,
    frozenset({Code.NINE_SPOTTED}),
    frozenset({Code.BALLS_LEAVE_PLAY}),
    frozenset({Code.BREAK_LEGAL, Code.BREAK_DRY}),
    frozenset({Code.POCKETED, Code.MISS, Code.PUSH_OUT}),
    frozenset({Code.PUSH_OUT_CHOICE}),
    frozenset({Code.BALL_IN_HAND}),
    frozenset({Code.FOUL_COUNTED}),
)
_PREVIEW_RANK = {code: rank for rank, codes in enumerate(_PREVIEW_ORDER, start=1) for code in codes}


def _upright(width: int, height: int) -> bool:
    """A tall window (a tablet held upright): the shot panel goes under the balls."""
    return width < height * 1.1


def _preview_rank(code: Code) -> int | None:
    return _PREVIEW_RANK.get(code)
