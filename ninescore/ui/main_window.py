"""The scoring window: the start screen or the scoring page, the menus, around one controller.

The window holds no rules and makes no words: the controller hands it a
:class:`~ninescore.scoring.ScoringState` after every change, and the presenter turns that into
what each widget shows.  A tap changes the draft, and only the balls and the shot panel are
shown again; an action shows the whole state and its news.  Input from the views, the menus and
the keyboard (the key map's actions) goes straight to the controller's slots.  What is left here
is wiring: which signal goes where, the dialogs the window asks, and its size and zoom.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QCloseEvent, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QMainWindow,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ninescore import i18n
from ninescore.ball_set import PATTERNED_SET, STANDARD_SET
from ninescore.controller import MatchController
from ninescore.scoring.state import ScoringState, TapMode
from ninescore.ui.actions import WindowActions, build_menus
from ninescore.ui.scoring import zoom
from ninescore.ui.scoring.input_guard import CommitGuard
from ninescore.ui.scoring.key_prefix import KeyPrefix, Prefix, shifted_digit
from ninescore.ui.scoring.save_bar import SaveErrorBar
from ninescore.ui.start_screen import StartScreen, waiting_matches
from ninescore.ui.widgets.durations import BANNER_MS, ERROR_MS

if TYPE_CHECKING:
    # The scoring page's widgets (and ninescore.describe behind them) are imported when a match
    # is first opened: the start screen, which is all the first paint shows, needs none of them.
    from ninescore.rules import RuleOptions
    from ninescore.scoring.keys import Explained
    from ninescore.scoring.views import Question
    from ninescore.ui.dialogs.new_match import NewMatchDialog
    from ninescore.ui.scoring.ball_diagram import BallDiagram
    from ninescore.ui.scoring.log_view import LogView
    from ninescore.ui.scoring.message_strip import MessageStrip
    from ninescore.ui.scoring.page import ScoringPage
    from ninescore.ui.scoring.scoreboard import Scoreboard
    from ninescore.ui.scoring.shot_clock_bar import ShotClockBar
    from ninescore.ui.scoring.shot_panel import ShotPanel


PLACE_NAME = "scoring"
"""The scoring window's name in the remembered places (``ui/widgets/placement.py``)."""
PREFERRED_SIZE = (1280, 800)
"""Its size where the screen has room; less on a smaller screen, down to 1024×600."""


class MainWindow(QMainWindow):
    """The scoring window around one :class:`MatchController`."""

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("mainWindow")
        self.setWindowTitle("ninescore")
        self.setMinimumSize(800, 560)
        self.resize(*PREFERRED_SIZE)
        self._history_window: QWidget | None = None
        self._store_ready = False
        self._scoring: ScoringPage | None = None
        self._shown_match = ""
        self.new_match_offers: Callable[[NewMatchDialog], object] | None = None
        """What the new-match dialog offers above its form (the wiring's hook: the desk)."""

        self.prefix = KeyPrefix(self)
        self.input_guard = CommitGuard(self)
        """Every commit goes through it: one tap, one click, one Enter is one commit."""
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

        self.commands = WindowActions(self, self)
        self.language_menu = build_menus(
            self, self.commands, self.set_language, self.set_colour_blind_balls
        )
        self._connect()
        self._zoom = zoom.WindowZoom(self, self.start_screen)
        self._zoom.apply()
        self._show_match(controller.state)

    # -- construction -----------------------------------------------------------------------

    def _connect(self) -> None:
        c = self.controller
        c.match_changed.connect(self._show_match)
        c.draft_changed.connect(self._show_draft)
        c.clock_changed.connect(self._show_clock)
        c.action_applied.connect(lambda entry: self._scoring_page().after_action(entry, c.state))
        c.action_undone.connect(lambda entry: self._scoring_page().after_undo(entry, c.state))
        c.error_occurred.connect(self.show_error)
        c.save_failed.connect(lambda sentence: self.save_bar.show_error(sentence, c.read_only))
        c.save_succeeded.connect(self.save_bar.hide)
        c.match_locked.connect(self.open_locked)
        c.marks_cleared.connect(lambda state: self._scoring_page().after_marks_cleared(state))
        c.rules_changed.connect(self._rules_changed)
        self.save_bar.retry_button.clicked.connect(c.retry_save)
        # No status bar, ever: the first message in one would add it, and every ball and button
        # would move up under the operator's finger.  Hints and refusals go to the message
        # strip, which keeps one height.
        self.prefix.started.connect(self._prefix_started)
        self.prefix.ended.connect(self._prefix_ended)
        start = self.start_screen
        start.new_button.clicked.connect(self.new_match)
        start.history_button.clicked.connect(self.show_history)
        start.more_button.clicked.connect(self.resume_match)
        start.resume_requested.connect(self.open_stored)

    def _scoring_page(self) -> ScoringPage:
        """The scoreboard, message strip, ball diagram, log and shot panel, built on first use."""
        if self._scoring is None:
            from ninescore.ui.scoring.page import ScoringPage

            page = self._scoring = ScoringPage(self)
            self.pages.addWidget(page.page)
            self._connect_scoring(page)
            page.reflow(self.width(), self.height())
            self._zoom.attach(page)
        return self._scoring

    def _connect_scoring(self, page: ScoringPage) -> None:
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
        p.commit_requested.connect(self.commit)
        p.accept_push_out_requested.connect(self.accept_push_out)
        p.pass_push_out_requested.connect(self.pass_push_out)
        p.undo_requested.connect(c.undo)
        p.redo_requested.connect(c.redo)
        p.clear_requested.connect(c.clear_draft)
        p.jump_mode_requested.connect(
            lambda on: c.set_tap_mode(TapMode.JUMP if on else TapMode.POCKET)
        )
        p.set_end_frame_actions(
            [self.commands[name] for name in ("concede0", "concede1", "stalemate", "abandon")]
        )
        p.new_match_requested.connect(self.new_match)
        p.take_up_requested.connect(self.take_up)
        p.foul_between_shots_refused.connect(lambda: self.refuse("foul_between_shots"))
        p.print_requested.connect(self.print_sheet)
        p.export_pdf_requested.connect(self.export_pdf)
        clock = page.clock_bar
        clock.start_pause_requested.connect(c.toggle_clock)
        clock.reset_requested.connect(c.reset_clock)
        clock.shot_taken_requested.connect(c.shot_taken)
        clock.extension_requested.connect(c.use_extension)
        clock.time_foul_requested.connect(self.time_foul)

    @property
    def message(self) -> MessageStrip:
        """The prompt and the news over it (a part of the scoring page)."""
        return self._scoring_page().message

    @property
    def scoreboard(self) -> Scoreboard:
        return self._scoring_page().scoreboard

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
    def clock_bar(self) -> ShotClockBar:
        return self._scoring_page().clock_bar

    @property
    def body(self) -> QBoxLayout:
        return self._scoring_page().body

    # -- showing the state ------------------------------------------------------------------

    def _show_match(self, state: ScoringState) -> None:
        """Everything, after an action, a match opened or the save status changed."""
        self.commands.update(state)
        if state.has_match or self._store_ready:
            self.commands.name_players(state)
        if state.has_match:
            from ninescore.scoring import presenter

            title = presenter.window_title(state)
        else:
            title = "ninescore"  # all the first paint needs: no presenter, no words yet
        if title != self.windowTitle():
            self.setWindowTitle(title)
        if state.match_id != self._shown_match:
            self._shown_match = state.match_id
            self.start_screen.clear_notice()  # the news of the match before
            if self._scoring is not None:
                self._scoring.message.clear_news()
            self.save_bar.setVisible(self.controller.has_unsaved_actions)
        if not state.has_match:
            self._show_start_screen()
            return
        page = self._scoring_page()
        page.show_state(state)
        if self.pages.currentWidget() is not page.page:
            self.pages.setCurrentWidget(page.page)

    def _show_draft(self, state: ScoringState) -> None:
        """Only the balls and the shot panel (and the clock a first mark stops): a tap changes
        nothing else."""
        if self._scoring is not None:
            self._scoring.show_draft(state)

    def _show_clock(self, state: ScoringState) -> None:
        """Only the shot clock: its face, its controls and the extensions."""
        if self._scoring is not None and state.has_match:
            self._scoring.show_clock(state)

    def _show_start_screen(self) -> None:
        start = self.start_screen
        if self.pages.currentWidget() is not start:
            self.pages.setCurrentWidget(start)
        start.history_button.setEnabled(self._store_ready)
        store = self.controller.store if self._store_ready else None
        if store is not None:
            start.set_waiting(*waiting_matches(store))

    @property
    def started(self) -> bool:
        """The start-up after the first paint is done: the store is open (or failed to)."""
        return self._store_ready

    def store_ready(self) -> None:
        """The store is open (or failed to open): the start screen may list its matches now."""
        self._store_ready = True
        self._show_match(self.controller.state)

    def message_text(self) -> str:
        """The line of news or prompt the operator sees (on the start screen: its notice)."""
        if not self.controller.state.has_match:
            notice = self.start_screen.notice
            return "" if notice.isHidden() else notice.text()
        return self.message.text()

    # -- news -------------------------------------------------------------------------------

    def _news(self, text: str, error: bool = False) -> None:
        """A sentence for a while: on the message strip, or on the start screen, which has
        none, while no match is open."""
        if self.controller.state.has_match:
            if error:
                self.message.show_error(text)
            else:
                self.message.show_notice(text)
        else:
            self.start_screen.show_notice(text, ERROR_MS if error else BANNER_MS)

    def show_error(self, sentence: str) -> None:
        """One clear sentence for refused input; the draft is kept."""
        self._news(sentence, error=True)

    # -- keyboard ---------------------------------------------------------------------------

    def digit(self, ball: int) -> None:
        prefix = self.prefix.take()
        if prefix is Prefix.REFUSED:
            return  # meant for the command refused a moment ago: nothing is marked
        if prefix is Prefix.FIRST_CONTACT:
            self.controller.set_first_contact(ball)
        elif prefix is Prefix.JUMPED:
            self.controller.toggle_jumped(ball)
        else:
            self.controller.toggle_pocketed(ball)

    def set_colour_blind_balls(self, on: bool) -> None:
        """Paint every ball in the colour-blind set (a pattern and a larger number on each) or
        the tournament's, on this window and the spectator screen, and remember the choice."""
        from ninescore.ui.widgets.ball_choice import choose_ball_set

        choose_ball_set(PATTERNED_SET if on else STANDARD_SET)
        for widget in QApplication.topLevelWidgets():
            widget.update()
            for child in widget.findChildren(QWidget):
                child.update()

    def refuse(self, permission: Explained) -> None:
        """A key of a command that cannot be used now: say why on the message strip, change
        nothing, and let the digit that may follow it (X then 0, then a reason) do nothing."""
        self.controller.explain(permission)
        self.prefix.start(Prefix.REFUSED)

    def _prefix_started(self, prefix: Prefix) -> None:
        if prefix is Prefix.REFUSED:
            return  # the refusal's sentence is on the strip already
        if prefix is Prefix.FIRST_CONTACT:
            text = self.tr("First contact: press the ball's number (0: no contact).")
        else:
            text = self.tr("Jumped off the table: press the ball's number.")
        if self.controller.state.has_match:
            self.message.show_notice(text)

    def _prefix_ended(self) -> None:
        if self._scoring is not None:
            self._scoring.message.clear_notice()

    def first_contact_prefix(self) -> None:
        self.prefix.start(Prefix.FIRST_CONTACT)

    def jumped_prefix(self) -> None:
        self.prefix.start(Prefix.JUMPED)

    def escape(self) -> None:
        if self.prefix.prefix is not None:
            self.prefix.clear()
        elif self.controller.can_score:
            self.controller.clear_draft()

    def commit_key(self) -> None:
        self.prefix.clear()
        self.commit()

    # -- commits: each through the guard, so that a bounce or a double click is one -----------

    def commit(self) -> None:
        """Commit the shot being marked (the Commit button, Enter)."""
        self.input_guard.run(self.controller.commit_shot)

    def accept_push_out(self) -> None:
        """After a push-out: shoot from the position as it lies (its button, A)."""
        self.input_guard.run(self.controller.accept_push_out)

    def pass_push_out(self) -> None:
        """After a push-out: pass the shot back (its button, B)."""
        self.input_guard.run(self.controller.pass_push_out)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        ball = shifted_digit(event)
        if ball is not None and self.controller.can_score:
            self.prefix.clear()
            self.controller.set_first_contact(ball)
            event.accept()
            return
        # The key of a command that is disabled now reaches here (a disabled action's shortcut
        # does not fire): it says why instead of doing nothing.
        refused = self.commands.refused_command(event)
        if refused is not None and not event.isAutoRepeat():
            event.accept()
            self.refuse(refused)
            return
        super().keyPressEvent(event)

    def open_foul_menu(self) -> None:
        if self._scoring is not None and self._scoring.shot_panel.foul_button.isVisible():
            self._scoring.shot_panel.foul_button.showMenu()

    # -- menu commands ----------------------------------------------------------------------

    # The commands that ask first (``ui/questions.py``, loaded on first use).

    def foul_between_shots(self, reason: str) -> None:
        from ninescore.ui import questions

        questions.foul_between_shots(self, reason)

    def concede(self, player: int) -> None:
        from ninescore.ui import questions

        questions.concede(self, player)

    def stalemate(self) -> None:
        from ninescore.ui import questions

        questions.stalemate(self)

    def abandon(self) -> None:
        from ninescore.ui import questions

        questions.abandon(self)

    def take_up(self) -> None:
        from ninescore.ui import questions

        questions.take_up(self)

    def time_foul(self) -> None:
        from ninescore.ui import questions

        questions.time_foul(self)

    def open_locked(self, match_id: str) -> None:
        from ninescore.ui import questions

        questions.open_locked(self, match_id)

    def new_match(self) -> None:
        from ninescore.ui.dialogs.new_match import NewMatchDialog

        settings = NewMatchDialog.ask(self, self.controller.store, self.new_match_offers)
        if settings is not None:
            self.controller.new_match(**settings.as_kwargs())

    def change_rules(self) -> None:
        """Match → Change the rules, while the match has not begun (the engine says when)."""
        from ninescore.ui.dialogs.rules import ChangeRulesDialog

        state = self.controller.state
        if not state.rules_changeable or state.options is None:
            return
        dialog = ChangeRulesDialog.ask(self, state.options, redo_lost=state.can_redo)
        if dialog is None:
            return
        try:
            options = dialog.options()
            if options != state.options and self.controller.change_rules(options):
                dialog.remember()
        finally:
            dialog.deleteLater()

    def _rules_changed(self, options: RuleOptions) -> None:
        from ninescore.describe import rules_changed_text

        self._news(rules_changed_text(options))

    def resume_match(self) -> None:
        from ninescore.ui.dialogs.resume import ResumeDialog

        store = self.controller.store
        choice = None if store is None else ResumeDialog.ask(self, store)
        if choice is not None:
            self.open_stored(choice.match_id, choice.read_only)

    def open_stored(self, match_id: str, read_only: bool = False) -> bool:
        if read_only:
            return self.controller.open_read_only(match_id)
        return self.controller.resume(match_id)

    def print_sheet(self) -> None:
        """Match → Print match sheet."""
        from ninescore.ui.dialogs import printing

        record = self.controller.record
        if record is not None:
            printing.print_sheet(self, record)

    def export_pdf(self) -> None:
        """Match → Export PDF."""
        from ninescore.ui.dialogs import printing

        record = self.controller.record
        if record is not None:
            printing.export_pdf(self, record)

    def show_history(self, beside: bool = False) -> None:
        """Open the history browser (Match → History).

        ``beside``: the start-up case — only where the screen has room for it beside this
        window, never over it (the start screen's buttons are what the operator needs first),
        and leaving the keyboard with this window, so that Ctrl+N still starts a match at once.
        """
        from ninescore.ui.history.export import room_beside, show_beside
        from ninescore.ui.history.window import HistoryWindow

        store = self.controller.store
        if store is None:
            return
        where = room_beside(self) if beside else None
        if beside and where is None:
            return
        window = self._history_window
        if window is None:
            history = HistoryWindow(store, self)
            history.resume_requested.connect(self._resume_from_history)
            window = self._history_window = history
        if where is not None:
            show_beside(window, self, where)
        else:
            window.show()
            window.raise_()
            window.activateWindow()

    @property
    def history_window(self) -> QWidget | None:
        """The history browser, once it has been opened."""
        return self._history_window

    def _resume_from_history(self, match_id: str) -> None:
        if self.open_stored(match_id):
            self.raise_()
            self.activateWindow()

    def set_language(self, code: str) -> None:
        i18n.set_saved_language(code)
        for action in self.language_menu.actions():
            if action.objectName().startswith("language_"):
                action.setChecked(action.objectName() == f"language_{code}")
        self._news(i18n.restart_notice())

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.commands["fullScreen"].setChecked(self.isFullScreen())

    def show_shortcuts(self) -> None:
        from ninescore.ui.dialogs import help as help_dialogs

        help_dialogs.show_shortcuts(self)

    def show_rules(self) -> None:
        from ninescore.ui.dialogs import help as help_dialogs

        help_dialogs.show_rules(self, self.controller.state.options)

    def show_about(self) -> None:
        from ninescore.ui.dialogs import help as help_dialogs

        help_dialogs.show_about(self)

    # -- questions (tests replace these) ------------------------------------------------

    def confirm(self, question: Question, reason_label: str | None = None) -> str | None:
        """Ask ``question`` (large buttons, going back the default): the reason typed, "" if
        none, when the operator goes ahead; None when they go back."""
        from ninescore.ui.questions import confirm

        return confirm(self, question, reason_label)

    def ask_quit_unsaved(self) -> bool:
        from ninescore.ui.questions import quit_unsaved_question

        return self.confirm(quit_unsaved_question(self.controller.last_save_error)) is not None

    # -- window, size and zoom ------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        c = self.controller
        if c.has_unsaved_actions and not c.retry_save() and not self.ask_quit_unsaved():
            event.ignore()
            return
        c.close_match()
        from ninescore.ui.widgets.placement import remember_place

        remember_place(self, PLACE_NAME)
        event.accept()

    def resizeEvent(self, event: QResizeEvent) -> None:
        size = event.size()
        if self._scoring is not None:
            self._scoring.reflow(size.width(), size.height())
        self._zoom.follow_size()
        super().resizeEvent(event)

    @property
    def zoom_factor(self) -> float:
        return self._zoom.factor

    def zoom(self, step: int) -> None:
        """One step larger (+1) or smaller (-1), or back to normal (0); remembered."""
        if not self._zoom.step(step):
            self._news(self.tr("The text is as large as this window has room for."))
        elif self._scoring is not None:
            self._scoring.message.clear_notice()
