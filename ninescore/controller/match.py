"""The scoring controller: slots in, typed past-tense signals out, around three parts.

Every view talks to one :class:`MatchController`: input arrives through its slots
(``toggle_pocketed``, ``commit_shot``...), and what happened leaves through its signals (each
documented where it is declared), every one carrying the state after it.  Marking and playing
the shots is :class:`~ninescore.controller.scoring.ShotScoring`'s, which this class extends with
the match as a whole: opening, closing, abandoning and taking it up again.  The parts: the draft
(:class:`~ninescore.scoring.draft.DraftEditor`, pure), where the match is kept
(:class:`~ninescore.controller.session.MatchSession`: store, lock, heartbeat, autosave) and the
shot clock (:class:`~ninescore.controller.clock.ClockDriver`).  The state is a
:class:`~ninescore.scoring.ScoringState`, built by one pure function after every change and kept
until the next (:attr:`state`); no handler needs another to have run first.  What is allowed is
the rules engine's answer: the controller says its refusal in one sentence, never deciding a
rule itself.  No Qt widgets here.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from ninescore.scoring import ScoringState, ShotDraft, scoring_state
from ninescore.scoring.draft import (
    DraftEditor,
)

from .clock import ClockDriver
from .scoring import ShotScoring
from .session import RETRY_INTERVAL_MS, MatchSession, Refused, Taken, release

if TYPE_CHECKING:
    from ninescore.records.record import MatchRecord
    from ninescore.records.store import Store
    from ninescore.rules import Action, LogEntry, RuleOptions, ShotClock

log = logging.getLogger(__name__)


class MatchController(ShotScoring):
    """Scores one match at a time: the record, its autosave, the draft shot, undo and redo
    (marking and playing the shots, and the signals that say so: :class:`ShotScoring`)."""

    save_failed = Signal(str)
    """A sentence saying why the match could not be saved; scoring goes on in memory."""
    save_succeeded = Signal()
    match_locked = Signal(str)
    """The match (id) is being scored in another window; it can be opened read-only."""
    # A RuleOptions: declared as object, as the entries of ShotScoring's signals are.
    rules_changed = Signal(object)
    """The match, not yet begun, is now played under these rules (saved like any action)."""

    def __init__(
        self,
        store: Store | None,
        parent: QObject | None = None,
        retry_interval_ms: int = RETRY_INTERVAL_MS,
        now: Callable[[], float] = time.monotonic,
        make_store: Callable[[], Store] | None = None,
    ) -> None:
        """``store``, or ``make_store`` to make one when it is first needed; ``now`` gives the
        shot clock's seconds (a fake in tests, which then call :meth:`update_clock` instead of
        waiting)."""
        super().__init__(parent)
        self._record: MatchRecord | None = None
        self._read_only = False
        self._on_disk = True
        self._editor = DraftEditor()
        self._redo: list[Action] = []
        self._state = scoring_state(None, ("", ""))
        self._session = MatchSession(store, make_store, self.retry_save, self, retry_interval_ms)
        self._session.save_failed.connect(self.save_failed)
        self._session.save_succeeded.connect(self.save_succeeded)
        self._session.lock_troubled.connect(self._match_changed)
        self._session.lock_lost.connect(self._lost_lock)
        self._clocks = ClockDriver(self, now, self._clock_allowed, self._clock_changed)
        self._clocks.timer.timeout.connect(self.update_clock)

    # -- what the views read -----------------------------------------------------------------

    @property
    def state(self) -> ScoringState:
        """Everything shown, as of the last change."""
        return self._state

    @property
    def store(self) -> Store | None:
        """The store, made now if it was deferred; None if there is none or it cannot be made."""
        return self._session.store

    @property
    def store_error(self) -> str:
        """Why the store could not be made ("" when it could, or has not been tried)."""
        return self._session.store_error

    @property
    def record(self) -> MatchRecord | None:
        return self._record

    @property
    def names(self) -> tuple[str, str]:
        return self._state.names

    @property
    def draft(self) -> ShotDraft:
        return self._editor.draft

    @property
    def read_only(self) -> bool:
        return self._read_only

    @property
    def has_unsaved_actions(self) -> bool:
        """Some action is only in memory: the last save failed."""
        return self._session.unsaved

    @property
    def last_save_error(self) -> str:
        return self._session.last_error

    @property
    def retry_interval_ms(self) -> int:
        return self._session.retry_timer.interval()

    @property
    def clock(self) -> ShotClock:
        """The shot clock of the match being scored (a stopwatch when its event has none)."""
        return self._clocks.clock

    @property
    def clock_timer(self) -> QTimer:
        """The single-shot timer that wakes the clock when its face next changes."""
        return self._clocks.timer

    @property
    def can_undo(self) -> bool:
        return self._state.can_undo

    @property
    def can_redo(self) -> bool:
        return self._state.can_redo

    def preview(self) -> LogEntry | None:
        """What committing the draft now would do, or None if it cannot be committed (decided
        by the rules engine without playing the shot)."""
        return self._state.preview

    # -- opening and closing matches ---------------------------------------------------------

    def new_match(
        self,
        players: Sequence[str],
        race_to: tuple[int, int] = (7, 7),
        first_breaker: int = 0,
        options: RuleOptions | None = None,
        event: str = "",
        round: str = "",
        table: str = "",
        referee: str = "",
    ) -> bool:
        """Start scoring a new match; it is saved (and locked) at once.  False if refused."""
        record = self._session.new_record(
            players, race_to, first_breaker, options, event, round, table, referee
        )
        if isinstance(record, str):
            self.error_occurred.emit(record)
            return False
        self._session.lock_new(record)
        self._open(record, read_only=False)
        self._save_change()
        return True

    def resume(self, match_id: str) -> bool:
        """Go on scoring a stored match exactly where it stopped.

        The match this window has open already is just shown again (its lock is this window's,
        not another's).  An abandoned match is closed: it opens read-only, and only
        :meth:`take_up_again` (after a question) scores it again.  When another window is
        scoring it, emits ``match_locked`` (the window then offers :meth:`open_read_only`) and
        returns False.
        """
        open_now = self._record
        if open_now is not None and open_now.id == match_id and not self._read_only:
            self._match_changed()
            return True
        taken = self._session.take(match_id)
        if isinstance(taken, Refused):
            self._say_refused(match_id, taken)
            return False
        if taken.record.status == "abandoned":
            self._session.release_lock()
            release(taken.lock)
            self._open(taken.record, read_only=True)
        else:
            self._score(taken)
        self._match_changed()
        return True

    def take_up_again(self) -> bool:
        """Score the abandoned match shown here again, as it stopped (the window asked first).
        Emits ``match_locked`` when another window scores it now."""
        record = self._record
        if record is None or not self._session.has_store or record.status != "abandoned":
            return False
        taken = self._session.take(record.id)
        if isinstance(taken, Refused):
            self._say_refused(record.id, taken)
            return False
        taken.record.take_up()
        self._score(taken)
        self._save_change()
        return True

    def _say_refused(self, match_id: str, refused: Refused) -> None:
        from ninescore import describe

        if refused.locked:
            self.match_locked.emit(match_id)
        elif refused.read_only_folder:
            # Nothing can be written there: show the match read-only, and say why.
            if self.open_read_only(match_id):
                self.error_occurred.emit(describe.read_only_folder_text(refused.sentence))
        elif refused.sentence:
            self.error_occurred.emit(refused.sentence)

    def _score(self, taken: Taken) -> None:
        """Score the match ``taken`` here, with its lock."""
        self._session.release_lock()
        self._open(taken.record, read_only=False)
        if taken.lock is not None:
            self._session.take_lock(taken.lock)
        if taken.not_saved_yet:
            self._session.last_error = taken.not_saved_yet
            self.save_failed.emit(taken.not_saved_yet)

    def open_read_only(self, match_id: str) -> bool:
        """Show a stored match without scoring it (it is being scored elsewhere)."""
        record = self._session.load(match_id)
        if isinstance(record, Refused):
            if record.sentence:
                self.error_occurred.emit(record.sentence)
            return False
        self._session.release_lock()
        self._open(record, read_only=True)
        self._match_changed()
        return True

    def close_match(self) -> None:
        """Stop scoring the current match (after a final save attempt) and release its lock."""
        if self._record is not None and self._session.unsaved:
            self._save_change()
        self._session.release_lock()
        self._session.retry_timer.stop()
        self._clocks.timer.stop()

    def close_store(self) -> None:
        """Close the store's index at quit (a store never opened stays unopened)."""
        self._session.close_store()

    def _open(self, record: MatchRecord, read_only: bool) -> None:
        """Show ``record`` (read from disk, or saved next), scored here unless ``read_only``."""
        self._record = record
        self._read_only = read_only
        self._on_disk = True
        self._editor.clear()
        self._redo = []
        self._session.open(None if read_only else record)
        self._clocks.running = not read_only
        self._clocks.open(record.options.shot_clock, record.match.frame.state, bool(record.actions))

    def keep_lock_alive(self) -> None:
        """The heartbeat (the session's; a test may call it)."""
        self._session.keep_lock_alive()

    # -- the match as a whole ------------------------------------------------------------------

    def abandon(self) -> None:
        """Mark the match abandoned (it stays on disk and in the history) and stop scoring it:
        it is closed, shown read-only, its lock given back; the next Enter records nothing.
        Only :meth:`take_up_again` opens it for scoring again."""
        record = self._record
        if record is None or self._read_only or record.match.is_over:
            return
        record.abandon()
        state = self._prepare(opens_read_only=True)
        saved = self._saved(state)
        if not self._session.unsaved:  # else scoring stays here until the abandon is on disk
            self._session.release_lock()
            self._open(record, read_only=True)
            self._on_disk = saved
        self._said(state, saved)

    def change_rules(self, options: RuleOptions) -> bool:
        """Play the open match under ``options``: allowed until its first break (the house rules
        are set before it; the engine refuses after, ``RulesFixed``).  The same match, file and
        lock; the change is saved at once.  False, with the sentence, when refused."""
        if not self._writable():
            return False
        if self._record is not None and options == self._record.options:
            return True
        changed = self._session.with_options(options)
        if isinstance(changed, str):
            self.error_occurred.emit(changed)
            return False
        self._open(changed, read_only=False)
        self._save_change()
        self.rules_changed.emit(options)
        return True

    def retry_save(self) -> bool:
        """Try the last failed save again; True when everything is on disk."""
        if self._record is None or not self._session.unsaved:
            self._session.retry_timer.stop()
            return True
        self._save_change()
        return not self._session.unsaved

    def _lost_lock(self) -> None:
        """Another window took this match: this one shows it read-only, as it says (its last
        shots are kept beside the match); Enter then says why instead of doing nothing."""
        self._read_only = True
        self._clocks.running = False
        self._clocks.timer.stop()
