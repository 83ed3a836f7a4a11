"""Build the scoring window: the store, the controller, the window, and the resume offer.

``ninescore.app`` calls :func:`create_main_window` and shows what it returns.  Everything that
connects the layers for the scoring window happens here, in one place.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from ninescore.controller import MatchController
from ninescore.scoring import ScoringState
from ninescore.ui.main_window import MainWindow

if TYPE_CHECKING:
    from ninescore.records import Store
    from ninescore.ui.live.menu import LiveMenus

log = logging.getLogger(__name__)


def create_main_window(
    app: QApplication,
    data_path: Path,
    offer_resume: bool = True,
    history_at_start: bool | None = None,
    now: Callable[[], float] = time.monotonic,
) -> MainWindow:
    """The scoring window on the matches in ``data_path``, ready to show.

    The store (and the records layer behind it) is opened just after the window first paints,
    or earlier if something needs it, so start-up does not wait for it.  Then, when a match was
    left in progress (a crash or a quit) and no other window is scoring it, the window offers to
    resume it (``offer_resume``); when there is nothing to resume but there are stored matches,
    it opens the history browser beside itself (``history_at_start``, by default the same as
    ``offer_resume``, so ``offer_resume=False`` keeps tests and benchmarks free of both).
    ``now`` is the shot clock's time source (a fake one in tests, which never sleep).
    """
    show_history = offer_resume if history_at_start is None else history_at_start

    def open_store() -> Store:
        from ninescore.records import Store

        return Store(data_path)

    from ninescore.ui.widgets.ball_choice import use_saved_ball_set

    use_saved_ball_set()  # before the window's menus read it
    controller = MatchController(None, now=now, make_store=open_store)
    window = MainWindow(controller)
    controller.setParent(window)
    app.aboutToQuit.connect(controller.close_match)
    app.aboutToQuit.connect(controller.close_store)
    after_first_paint(window, lambda: start_up(window, offer_resume, show_history))
    return window


def after_first_paint(window: QWidget, then: Callable[[], None]) -> None:
    """Run ``then`` once, just after ``window`` has first painted (and after anything else the
    first paint queued)."""
    _AfterFirstPaint(window, then)


def show_scoring_window(window: QWidget) -> None:
    """Show the scoring window inside the screen it is on, as it was left on a screen of this
    size (``ui/widgets/placement.py``): never with its lower edge off a 1024×600 tablet."""
    from PySide6.QtCore import QSize

    from ninescore.ui.main_window import PLACE_NAME, PREFERRED_SIZE
    from ninescore.ui.widgets.placement import place_on_screen

    place_on_screen(window, PLACE_NAME, QSize(*PREFERRED_SIZE))
    window.show()


def wire_live_views(window: MainWindow) -> LiveMenus:
    """The spectator screen and the live feed, fed by the controller's signals: the screen
    shows every tap and commit, the feed every change of the match (no polling, no re-reading
    of the file).  Both end when the program does.  Made just after the first paint, which
    needs neither (nor the words and the presenter they load)."""
    from ninescore import i18n
    from ninescore.describe.live import heading_text
    from ninescore.feed.window_source import WindowFeed
    from ninescore.ui.live.menu import add_live_menus
    from ninescore.ui.live.next_table import NextAtTable
    from ninescore.ui.live.spectator import Spectator

    controller = window.controller
    spectator = Spectator(window)
    feed = WindowFeed(controller, i18n.installed_language(), window)

    def show(state: ScoringState) -> None:
        if spectator.is_open:
            record = controller.record
            heading = (
                "" if record is None else heading_text(record.event, record.round, record.table)
            )
            spectator.show_state(state, heading)
        else:
            spectator.show_state(state)

    controller.state_changed.connect(show)
    spectator.opened.connect(lambda: show(controller.state))
    NextAtTable(spectator, lambda: _this_table(controller))
    spectator.needs_screen.connect(window.show_error)
    app = QApplication.instance()
    if app is not None:
        app.aboutToQuit.connect(spectator.close)
        app.aboutToQuit.connect(feed.stop)
    return add_live_menus(window, window.language_menu, spectator, feed)


def _this_table(controller: MatchController) -> tuple[Path | None, str]:
    """The data folder and the table of the match open (else this machine's table), for the
    spectator screen's "next at this table"."""
    from ninescore.records.machine import load_machine

    store = controller.store
    if store is None:
        return None, ""
    record = controller.record
    table = record.table if record is not None and record.table.strip() else ""
    return store.data_path, table or load_machine(store.data_path).table


def live_views(window: MainWindow) -> LiveMenus | None:
    """The window's live views, once :func:`start_up` has made them."""
    from ninescore.ui.live.menu import LiveMenus

    found = window.findChild(QObject, "liveViews")
    return found if isinstance(found, LiveMenus) else None


class _AfterFirstPaint(QObject):
    """Run ``then`` once, just after ``window`` has first painted.

    Opening the store loads the records layer (pydantic, SQLite): about 150 ms that the operator
    would otherwise stare at a blank screen for.  Drawn first, the start screen is there at once
    and fills in its list of matches a moment later.
    """

    def __init__(self, window: QWidget, then: Callable[[], None]) -> None:
        super().__init__(window)
        self._then: Callable[[], None] | None = then
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self._then is not None:
            then, self._then = self._then, None
            watched.removeEventFilter(self)
            # Twice deferred: after the paint has reached the screen, and after anything else the
            # first paint queued (such as a benchmark's quit).
            QTimer.singleShot(0, lambda: QTimer.singleShot(0, then))
        return False


def start_up(window: MainWindow, offer_resume: bool = True, history_at_start: bool = False) -> None:
    """Open the store; say so plainly if the data folder cannot be used; offer to resume; else
    show the history browser when there is history to show."""
    from ninescore.ui.live.feed_dialog import remembered_on, start_feed

    controller = window.controller
    live = wire_live_views(window)
    store = controller.store
    window.store_ready()
    from ninescore.ui.desk.offer import add_desk_offers, offer_in_dialog

    if add_desk_offers(window.start_screen, controller, window) is not None:
        # The desk's next match for this table, offered in the new-match dialog too.
        window.new_match_offers = lambda dialog: offer_in_dialog(dialog, store)
    if remembered_on():
        problem = start_feed(live.feed)
        if problem:
            window.show_error(problem)
    if store is None:
        if controller.store_error:
            window.save_bar.show_error(controller.store_error)
        return
    if offer_resume and offer_resume_at_start(window):
        return
    if history_at_start:
        show_history_at_start(window)


def show_history_at_start(window: MainWindow) -> bool:
    """Open the history browser beside the window when no match is open, none is waiting to be
    resumed, and some are stored; True when it was opened."""
    from ninescore.records import NinescoreDataError
    from ninescore.ui.dialogs.resume import resumable_matches

    store = window.controller.store
    if store is None or window.controller.record is not None:
        return False
    if any(not m.locked for m in resumable_matches(store, include_abandoned=False)):
        return False  # the operator said "not now" to resuming: do not push the history too
    try:
        if not store.list():
            return False
    except NinescoreDataError:
        return False
    window.show_history(beside=True)
    return window.history_window is not None


def offer_resume_at_start(window: MainWindow) -> bool:
    """Offer the unfinished matches; True when one was opened."""
    from ninescore.ui.dialogs.resume import ResumeDialog, resumable_matches

    store = window.controller.store
    if store is None or window.controller.record is not None:
        return False
    waiting = [m for m in resumable_matches(store, include_abandoned=False) if not m.locked]
    if not waiting:
        return False
    choice = ResumeDialog.ask(window, store, at_start=True)
    if choice is None:
        return False
    return window.open_stored(choice.match_id, choice.read_only)
