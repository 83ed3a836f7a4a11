"""The scoring controller (layer 5): owns the match being scored and the store.

Every view talks to one :class:`MatchController`.  Input arrives through slots
(``toggle_pocketed``, ``commit_shot``...); what happened leaves through typed, past-tense signals:

- ``draft_changed(ScoringState)``: only the shot being marked changed (a tap): the views that
  show the draft repaint, nothing else;
- ``match_changed(ScoringState)``: anything else changed (an action applied or undone, a match
  opened, the save status): every view may have changed;
- ``state_changed(ScoringState)``: after either, for a view that shows everything (a feed);
- ``clock_changed(ScoringState)``: only the shot clock's reading changed (a second went by, the
  operator started, paused or reset it, the stroke stopped it): the clock's views repaint;
- ``action_applied(LogEntry)`` / ``action_undone(LogEntry)``, and ``frame_won`` / ``match_won``
  with the entry that won: the news.

The shot clock (R14) is a :class:`~ninescore.rules.ShotClock` on an injectable "now"
(``time.monotonic`` by default), driven as ``docs/architecture.md`` ("The shot clock as built")
says: armed after every action that hands a player a new shot, following an extension, stopped by
the first mark of the next shot or "shot taken", whose time goes into the record with the shot.
A single-shot ``QTimer`` wakes when the face next changes (``ShotClock.next_change_in``), so the
clock never polls; nothing here decides a time foul: the referee confirms it
(:meth:`MatchController.shot_clock_foul`).

The state is a :class:`~ninescore.scoring.ScoringState`, built by one pure function after every
change and kept until the next (:attr:`state`); no handler needs another to have run first.

What is allowed is the rules engine's answer (``Match.allowed``): the controller asks it and says
the engine's refusal in one sentence, never deciding a rule itself.  Saving never stops scoring:
a failed save keeps the record in memory, says so through ``save_failed`` and retries on a timer
until a save succeeds (``save_succeeded``).  No Qt widgets here.
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from ninescore.rules import (
    PERMISSIONS,
    AcceptPushOut,
    Action,
    BallNotOnTable,
    ClockPhase,
    ClockReading,
    Code,
    Concession,
    FoulBetweenShots,
    IllegalAction,
    LogEntry,
    Match,
    PassPushOut,
    Permission,
    Refusal,
    RuleOptions,
    RulesError,
    Shot,
    ShotClock,
    ShotClockFoul,
    Stalemate,
    UseExtension,
    limits,
)
from ninescore.scoring import (
    FACTS,
    SaveStatus,
    ScoringState,
    ShotDraft,
    TapMode,
    scoring_state,
)
from ninescore.scoring.facts import Fact

if TYPE_CHECKING:
    # At run time the records layer (pydantic and all) is imported on first use, so that the
    # window paints before it has loaded; so are the words (ninescore.describe), which the
    # start screen needs none of.
    from ninescore.records import MatchLock, MatchRecord, Store

log = logging.getLogger(__name__)

_NOTHING_TO_UNDO = Refusal(Code.NOTHING_TO_UNDO, "")
_MATCH_OVER = Refusal(Code.MATCH_OVER, "")

RETRY_INTERVAL_MS = 3000
"""How often a failed save is retried while scoring goes on in memory."""


class MatchController(QObject):
    """Scores one match at a time: the record, its autosave, the draft shot, undo and redo."""

    draft_changed = Signal(ScoringState)
    """Only the shot being marked changed; the state after it."""
    match_changed = Signal(ScoringState)
    """The match, the open record or the save status changed; the state after it."""
    state_changed = Signal(ScoringState)
    """Anything shown changed (after ``draft_changed`` or ``match_changed``)."""
    action_applied = Signal(LogEntry)
    """An action (shot, push-out choice, foul between shots...) was applied: its entry."""
    action_undone = Signal(LogEntry)
    """The entry of the action taken back."""
    frame_won = Signal(LogEntry)
    """The entry whose FRAME_WON event ended a frame."""
    match_won = Signal(LogEntry)
    """The entry whose MATCH_WON event ended the match."""
    save_failed = Signal(str)
    """A sentence saying why the match could not be saved; scoring goes on in memory."""
    save_succeeded = Signal()
    error_occurred = Signal(str)
    """A sentence for the operator: an input was refused, nothing changed."""
    match_locked = Signal(str)
    """The match (id) is being scored in another window; it can be opened read-only."""
    clock_changed = Signal(ScoringState)
    """Only the shot clock's reading changed; the state after it."""
    marks_cleared = Signal(ScoringState)
    """Undo with balls or facts marked cleared the marks, and took nothing back: the state."""
    rules_changed = Signal(RuleOptions)
    """The match, not yet begun, is now played under these rules (saved like any action)."""

    def __init__(
        self,
        store: Store | Callable[[], Store] | None,
        parent: QObject | None = None,
        retry_interval_ms: int = RETRY_INTERVAL_MS,
        now: Callable[[], float] = time.monotonic,
    ) -> None:
        """``store`` is a Store, or a function that makes one when it is first needed; ``now``
        gives the shot clock's seconds (a fake in tests, which then call :meth:`update_clock`
        instead of waiting)."""
        super().__init__(parent)
        self._store: Store | None = None
        self._make_store: Callable[[], Store] | None = None
        if callable(store) and not hasattr(store, "save"):
            self._make_store = store
        else:
            self._store = store  # type: ignore[assignment]
        self._store_error = ""
        self._record: MatchRecord | None = None
        self._lock: MatchLock | None = None
        self._read_only = False
        self._draft = ShotDraft()
        self._tap_mode = TapMode.POCKET
        self._redo: list[Action] = []
        self._unsaved = False
        self._last_save_error = ""
        self._state = scoring_state(None, ("", ""))
        self._retry = QTimer(self)
        self._retry.setInterval(retry_interval_ms)
        self._retry.timeout.connect(self.retry_save)
        # While a match is scored, its lock shows that this window is alive, and the window
        # learns between shots, not only at the next save, that someone else took the match.
        self._heartbeat = QTimer(self)
        self._heartbeat.timeout.connect(self.keep_lock_alive)
        self._now = now
        self._clock = ShotClock(None, now=now)
        self._clock_face: tuple[object, ...] = ()
        self._time_foul_waived = False
        self._clock_timer = QTimer(self)
        self._clock_timer.setSingleShot(True)
        self._clock_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._clock_timer.timeout.connect(self.update_clock)

    # -- what the views read -----------------------------------------------------------------

    @property
    def state(self) -> ScoringState:
        """Everything shown, as of the last change."""
        return self._state

    @property
    def store(self) -> Store | None:
        """The store, made now if it was deferred; None if there is none or it cannot be made."""
        from ninescore import describe

        if self._store is None and self._make_store is not None:
            from ninescore.records import NinescoreDataError

            try:
                self._store = self._make_store()
                self._make_store = None
                self._store_error = ""
            except NinescoreDataError as error:
                self._store_error = describe.describe_error(error)
                log.error("the data folder cannot be used: %s", error)
        return self._store

    @property
    def store_error(self) -> str:
        """Why the store could not be made ("" when it could, or has not been tried)."""
        return self._store_error

    @property
    def record(self) -> MatchRecord | None:
        return self._record

    @property
    def match(self) -> Match | None:
        return None if self._record is None else self._record.match

    @property
    def names(self) -> tuple[str, str]:
        return self._state.names

    @property
    def draft(self) -> ShotDraft:
        return self._draft

    @property
    def read_only(self) -> bool:
        return self._read_only

    @property
    def has_unsaved_actions(self) -> bool:
        """Some action is only in memory: the last save failed."""
        return self._unsaved

    @property
    def last_save_error(self) -> str:
        return self._last_save_error

    @property
    def retry_interval_ms(self) -> int:
        return self._retry.interval()

    @property
    def clock(self) -> ShotClock:
        """The shot clock of the match being scored (a stopwatch when its event has none)."""
        return self._clock

    @property
    def clock_timer(self) -> QTimer:
        """The single-shot timer that wakes the clock when its face next changes."""
        return self._clock_timer

    @property
    def can_score(self) -> bool:
        """Shots can be entered: a match is open, writable and not over."""
        return self._state.can_score

    @property
    def can_undo(self) -> bool:
        return self._state.can_undo

    @property
    def can_redo(self) -> bool:
        return self._state.can_redo

    def preview(self) -> LogEntry | None:
        """What committing the draft now would do, or None if it cannot be committed.

        Decided by the rules engine without playing the shot: the view shows it (the
        "Foul — wrong ball first" warning before the commit) without knowing any rule.
        """
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
        from ninescore import describe
        from ninescore.records import MatchLocked, MatchRecord, StoreError

        if not table.strip() and self.store is not None:
            # A match says where it is played: the machine's table (docs/desk.md), unless the
            # operator named another.
            from ninescore.records.machine import load_machine

            table = load_machine(self.store.data_path).table
        try:
            record = MatchRecord.new(
                players=(players[0], players[1]),
                race_to=race_to,
                first_breaker=first_breaker,
                options=options if options is not None else RuleOptions(),
                event=event,
                round=round,
                table=table,
                referee=referee,
            )
        except (RulesError, ValueError) as error:
            log.info("new match refused: %s", error)
            self.error_occurred.emit(describe.match_not_started_text(str(error)))
            return False
        self._release_lock()
        store = self.store
        if store is not None:
            try:
                self._take_lock(store.lock(record.id))
            except MatchLocked:  # a fresh UUID: only a broken lock folder gets here
                self._lock = None
            except StoreError as error:  # a full disk, a read-only folder: the save says so
                log.warning("could not lock new match %s: %s", record.id, error)
                self._lock = None
        self._open(record, read_only=False)
        self._save()
        self._match_changed()
        return True

    def resume(self, match_id: str) -> bool:
        """Go on scoring a stored match exactly where it stopped.

        The match this window has open already is just shown again (its lock is this window's,
        not another's).  An abandoned match is closed: it opens read-only, and only
        :meth:`take_up_again` (after a question) scores it again.  When another window is
        scoring it, emits ``match_locked`` (the window then offers :meth:`open_read_only`) and
        returns False.
        """
        from ninescore import describe
        from ninescore.records import MatchLocked, NinescoreDataError, StoreError
        from ninescore.records.errors import ErrorKind

        store = self.store
        if store is None:
            return False
        open_now = self._record
        if open_now is not None and open_now.id == match_id and not self._read_only:
            self._match_changed()
            return True
        not_saved_yet = ""
        lock: MatchLock | None = None
        try:
            lock = store.lock(match_id)
        except MatchLocked:
            self.match_locked.emit(match_id)
            return False
        except StoreError as error:
            if error.kind is ErrorKind.READ_ONLY:
                return self._open_in_read_only_folder(match_id, store)
            if error.kind is not ErrorKind.DISK_FULL:
                self.error_occurred.emit(describe.describe_error(error))
                return False
            # A full disk: score on in memory; the lock is taken with the first save that fits.
            not_saved_yet = describe.describe_save_error(error)
        except NinescoreDataError as error:
            self.error_occurred.emit(describe.describe_error(error))
            return False
        try:
            record = store.load(match_id)
        except NinescoreDataError as error:
            _release(lock)
            self.error_occurred.emit(describe.describe_error(error))
            return False
        self._release_lock()
        if record.status == "abandoned":
            _release(lock)
            self._open(record, read_only=True)
            self._match_changed()
            return True
        self._open(record, read_only=False)
        if lock is not None:
            self._take_lock(lock)
        if not_saved_yet:
            self._last_save_error = not_saved_yet
            self.save_failed.emit(not_saved_yet)
        self._match_changed()
        return True

    def _open_in_read_only_folder(self, match_id: str, store: Store) -> bool:
        """Resuming where nothing can be written: show the match read-only, and say why."""
        from ninescore import describe

        if self.open_read_only(match_id):
            self.error_occurred.emit(describe.read_only_folder_text(str(store.matches_path)))
        return False

    def open_read_only(self, match_id: str) -> bool:
        """Show a stored match without scoring it (it is being scored elsewhere)."""
        from ninescore import describe
        from ninescore.records import NinescoreDataError

        store = self.store
        if store is None:
            return False
        try:
            record = store.load(match_id)
        except NinescoreDataError as error:
            self.error_occurred.emit(describe.describe_error(error))
            return False
        self._release_lock()
        self._open(record, read_only=True)
        self._match_changed()
        return True

    def close_match(self) -> None:
        """Stop scoring the current match (after a final save attempt) and release its lock."""
        if self._record is not None and self._unsaved:
            self._save()
        self._release_lock()
        self._retry.stop()
        self._clock_timer.stop()

    def close_store(self) -> None:
        """Close the store's index at quit (a store never opened stays unopened)."""
        if self._store is not None:
            self._store.close()

    def _open(self, record: MatchRecord, read_only: bool) -> None:
        self._record = record
        self._read_only = read_only
        self._new_draft()
        self._redo = []
        self._unsaved = False
        self._last_save_error = ""
        self._retry.stop()
        self._clock = ShotClock(record.options.shot_clock, now=self._now)
        self._arm_clock()
        if record.actions:
            # A match taken up again: when its balls stopped is not known, so the clock waits at
            # the shot's full time for the operator's start.
            self._clock.reset()

    def _take_lock(self, lock: MatchLock) -> None:
        self._lock = lock
        self._heartbeat.setInterval(round(lock.heartbeat_seconds * 1000))
        self._heartbeat.start()

    def _release_lock(self) -> None:
        self._heartbeat.stop()
        lock, self._lock = self._lock, None
        _release(lock)

    def keep_lock_alive(self) -> None:
        """The heartbeat: show that this window still scores the match, and find out at once
        when someone else took it (the window then stops saving and says so)."""
        from ninescore import describe

        record, store = self._record, self._store
        from ninescore.records.errors import LockLost

        if record is None or store is None or self._read_only or self._lock is None:
            return
        try:
            store.keep_alive(record)
        except OSError as error:  # LockLost, a StoreError
            sentence = describe.describe_save_error(error)
            if isinstance(error, LockLost):
                self._lost_lock()
            if sentence != self._last_save_error:
                log.warning("the lock of %s: %s", record.id, error)
                self._last_save_error = sentence
                self.save_failed.emit(sentence)
                self._match_changed()

    # -- marking the shot (the draft) --------------------------------------------------------

    def toggle_pocketed(self, ball: int) -> None:
        if self._can_mark():
            draft = self._draft
            self._set_draft(
                replace(draft, pocketed=draft.pocketed ^ {ball}, jumped=draft.jumped - {ball})
            )

    def toggle_jumped(self, ball: int) -> None:
        if self._can_mark():
            draft = self._draft
            # "Tap = jumped" is for one tap: the next one marks a pocketed ball again.
            mode_was = self._tap_mode
            self._tap_mode = TapMode.POCKET
            changed = self._set_draft(
                replace(draft, jumped=draft.jumped ^ {ball}, pocketed=draft.pocketed - {ball})
            )
            if not changed and mode_was is not TapMode.POCKET:
                self._draft_changed()

    def set_first_contact(self, ball: int | None) -> None:
        """``ball`` was hit first (None: no ball).  The same choice again restores the default."""
        if not self._can_mark():
            return
        draft = self._draft
        if draft.first_contact_chosen and draft.first_contact == ball:
            self._set_draft(replace(draft, first_contact=None, first_contact_chosen=False))
        else:
            self._set_draft(replace(draft, first_contact=ball, first_contact_chosen=True))

    def set_fact(self, name: Fact | str, value: bool) -> None:
        """Set one fact of the shot (a :class:`~ninescore.scoring.facts.Fact`, or its name).

        A fact the rules say cannot apply to this shot is refused aloud, with the rule."""
        if name not in FACTS:
            raise ValueError(f"unknown shot fact {name!r}; expected one of {FACTS}")
        if not self._can_mark():
            return
        from ninescore.scoring.presenter import refused_fact

        fact = Fact(name)
        refusal = refused_fact(self._state, fact, value)
        if refusal is not None:
            self.error_occurred.emit(refusal)
            return
        self._set_draft(self._draft.with_fact(fact, value))

    def toggle_fact(self, name: Fact | str) -> None:
        """Flip one fact (the keyboard's S, C, N, R, U)."""
        self.set_fact(name, not self._draft.fact(name))

    def add_foul_reason(self, reason: str) -> None:
        """Add a foul of play the operator saw (R11); adding the same one again removes it."""
        from ninescore import describe

        reason = reason.strip()
        if not reason or not self._can_mark():
            return
        draft = self._draft
        refusal = limits.foul_reason_refusal(draft.fouls, reason)
        if refusal is not None:
            self.error_occurred.emit(describe.describe_refusal(refusal))
            return
        if reason in draft.fouls:
            fouls = tuple(r for r in draft.fouls if r != reason)
        else:
            fouls = (*draft.fouls, reason)
        self._set_draft(replace(draft, fouls=fouls))

    def clear_draft(self) -> None:
        """Forget the marks of this shot (and a "Tap = jumped" waiting for its tap)."""
        if self._draft.is_empty and self._tap_mode is TapMode.POCKET:
            return
        self._new_draft()
        self._clock.unstop()  # the marks were a mistake: the player is still shooting (R14)
        self._draft_changed()

    def set_tap_mode(self, mode: TapMode) -> None:
        """What the next plain tap on a ball marks: pocketed (the default) or, for that one tap,
        jumped (touch users); a clear, a commit or an undo sets it back to pocketed."""
        if mode is not self._tap_mode:
            self._tap_mode = mode
            self._draft_changed()

    def _new_draft(self) -> None:
        """A new shot to mark: nothing marked, and a tap marks a pocketed ball."""
        self._draft = ShotDraft()
        self._tap_mode = TapMode.POCKET

    def _set_draft(self, draft: ShotDraft) -> bool:
        """Keep ``draft`` when the engine accepts the balls it names; say why not otherwise.
        True when the draft changed (and ``draft_changed`` was sent)."""
        from ninescore import describe

        state = self._state
        if state.allowed is not None:
            draft = draft.settled(state.allowed)
        if draft == self._draft:
            return False
        match = self.match
        if match is not None and state.marking:
            try:
                match.preview(draft.to_shot(state.lowest, state.allowed))  # type: ignore[arg-type]
            except BallNotOnTable as error:
                self.error_occurred.emit(describe.describe_error(error))
                return False
            except IllegalAction:
                pass  # other contradictions stay marked: the preview says they cannot all be true
        self._draft = draft
        if not draft.is_empty:
            # The first mark of the shot: the stroke was played, its time ends here (R14).
            self._clock.stop(by_mark=True)
        else:
            # Every mark taken off again (a tap on the one marked ball): the stroke was not
            # played after all, and the clock goes on.
            self._clock.unstop()
        self._draft_changed()
        return True

    def _can_mark(self) -> bool:
        """A shot can be marked now; if not, say in one sentence why."""
        from ninescore import describe

        state = self._state
        if not self._writable():
            return False
        allowed = state.allowed
        why = allowed.why_not("shoot") if allowed is not None else None
        if why is not None:
            self.error_occurred.emit(describe.describe_refusal(why, "shoot"))
            return False
        return True

    def explain(self, permission: str | None) -> None:
        """Say, in one sentence, why a command refused by its key cannot be used now: no
        match, a match read-only or abandoned or over, or the engine's refusal of
        ``permission`` (one of ``Allowed``'s, or "undo"/"redo"); nothing changes."""
        from ninescore import describe

        if permission == "redo":
            self.error_occurred.emit(describe.nothing_to_redo_text())
            return
        if not self._writable():
            return
        state = self._state
        if permission == "undo":
            self.error_occurred.emit(describe.describe_refusal(_NOTHING_TO_UNDO))
            return
        if state.is_over:
            self.error_occurred.emit(describe.describe_refusal(_MATCH_OVER, "shoot"))
            return
        allowed = state.allowed
        asked: Permission = next((p for p in PERMISSIONS if p == permission), "shoot")
        why = allowed.why_not(asked) if allowed is not None else None
        if why is not None:
            self.error_occurred.emit(describe.describe_refusal(why, asked))

    def _writable(self) -> bool:
        """A match is open and scored here; if not, say in one sentence why."""
        from ninescore import describe

        if self._record is None:
            self.error_occurred.emit(describe.no_match_text())
            return False
        if self._read_only:
            if self._record.status == "abandoned":
                self.error_occurred.emit(describe.abandoned_text())
            else:
                self.error_occurred.emit(describe.read_only_text())
            return False
        return True

    # -- actions -----------------------------------------------------------------------------

    def commit_shot(self) -> LogEntry | None:
        """Apply the draft as a shot.  Refused input keeps the draft and says why."""
        from ninescore import describe

        state = self._state
        if not self._can_mark() or state.allowed is None:
            return None
        try:
            shot = self._draft.to_shot(state.lowest, state.allowed)
        except IllegalAction as error:
            self.error_occurred.emit(describe.describe_error(error))
            return None
        return self._apply(shot)

    def accept_push_out(self) -> LogEntry | None:
        return self._apply(AcceptPushOut())

    def pass_push_out(self) -> LogEntry | None:
        return self._apply(PassPushOut())

    def foul_between_shots(self, reason: str) -> LogEntry | None:
        return self._apply(FoulBetweenShots(reason))

    def preview_foul_between_shots(self, reason: str) -> LogEntry | None:
        """What recording a foul between shots would do (None if it cannot be recorded now):
        the window asks first when it would be a third foul and lose the frame."""
        return self.preview_action(FoulBetweenShots(reason))

    def preview_action(self, action: Action) -> LogEntry | None:
        """What ``action`` would do now, by the engine, without applying it (None if it is
        refused): the window says the consequence of ending a frame before it asks."""
        match = self.match
        if match is None or not self.can_score:
            return None
        try:
            return match.preview(action)
        except IllegalAction:
            return None

    def concede(self, player: int, reason: str = "") -> LogEntry | None:
        # The engine refuses a player who is neither (InvalidShot).
        return self._apply(Concession(player, reason))  # type: ignore[arg-type]

    def stalemate(self) -> LogEntry | None:
        return self._apply(Stalemate())

    def use_extension(self) -> LogEntry | None:
        """An extension for the player at the table (R14): the running shot's limit grows, the
        time counted stays.  Refused in one sentence when none is left (or no clock)."""
        return self._apply(UseExtension())

    def shot_clock_foul(self) -> LogEntry | None:
        """A time foul by the player at the table (R14), as the referee ruled it: ball in hand
        for the opponent, counted toward three fouls.  Only the referee's answer calls this."""
        return self._apply(ShotClockFoul())

    def preview_shot_clock_foul(self) -> LogEntry | None:
        """What a time foul would do now (None when it cannot be recorded): the window asks
        first when it would be a third foul and lose the frame."""
        match = self.match
        if match is None or not self.can_score:
            return None
        try:
            return match.preview(ShotClockFoul())
        except IllegalAction:
            return None

    def waive_time_foul(self) -> None:
        """The time ran out and the referee said "no time foul": stop asking for this shot."""
        if not self._time_foul_waived:
            self._time_foul_waived = True
            self._clock_changed()

    # -- the shot clock's controls ----------------------------------------------------------------

    def start_clock(self) -> None:
        """Run the clock (again) from the time already counted: after a reset, a pause, or a
        mark made too early.  Not on the break and not once the frame is over (no shot to time)."""
        if self._clock_controllable() and not self._clock_idle():
            self._clock.start()
            self._clock_changed()

    def pause_clock(self) -> None:
        if self._clock_controllable():
            self._clock.pause()
            self._clock_changed()

    def toggle_clock(self) -> None:
        """The start/pause button and key: pause a running clock, else start it."""
        if self._clock.phase is ClockPhase.RUNNING:
            self.pause_clock()
        else:
            self.start_clock()

    def reset_clock(self) -> None:
        """Back to the shot's full time, waiting for a start."""
        if self._clock_controllable() and not self._clock_idle():
            self._clock.reset()
            self._time_foul_waived = False
            self._clock_changed()

    def shot_taken(self) -> None:
        """The stroke was played ("shot taken"): the clock stops, holding the shot's time."""
        if self._clock_controllable():
            self._clock.stop()
            self._clock_changed()

    def update_clock(self) -> None:
        """Read the clock now and tell its views if the face changed; wake again at the next
        change.  The timer's slot; tests on a fake "now" call it after moving the time."""
        if self._record is None or self._read_only:
            self._clock_timer.stop()
            return
        if self._face(self._clock.reading()) != self._clock_face:
            self._clock_changed()
        else:
            self._schedule_clock()

    def _clock_controllable(self) -> bool:
        """The operator may work the clock: a match scored here, on the clock, not over."""
        if not self._writable():
            return False
        state = self._state
        if state.options is not None and state.options.shot_clock is not None:
            return state.can_score
        allowed = state.allowed
        why = allowed.why_not("use_extension") if allowed is not None else None
        if why is not None:  # the engine's answer: no clock in this event (R14)
            from ninescore import describe

            self.error_occurred.emit(describe.describe_refusal(why, "use_extension"))
        return False

    def _clock_idle(self) -> bool:
        """No shot is being timed (the break): if so, say why in the engine's words."""
        if self._clock.phase is not ClockPhase.IDLE:
            return False
        allowed = self._state.allowed
        why = allowed.why_not("shot_clock_foul") if allowed is not None else None
        if why is not None:
            from ninescore import describe

            self.error_occurred.emit(describe.describe_refusal(why, "shot_clock_foul"))
        return True

    def _arm_clock(self, action: Action | None = None) -> None:
        """After ``action`` (or an undo of it): a new shot's clock, or, after an extension, the
        same shot's with its new limit (the contract of ShotClock)."""
        record = self._record
        if record is None:
            return
        state = record.match.frame.state
        if isinstance(action, UseExtension):
            self._clock.follow(state)
        else:
            self._clock.arm(state)
            self._time_foul_waived = False

    @staticmethod
    def _face(reading: ClockReading) -> tuple[object, ...]:
        """What a clock's views show of ``reading``: a change of it is worth a repaint."""
        return (
            reading.phase,
            reading.limit,
            reading.shown,
            reading.warning,
            reading.expired,
            reading.extended,
        )

    def _clock_reading(self) -> ClockReading | None:
        if self._record is None or self._read_only:
            return None
        return self._clock.reading()

    def _schedule_clock(self) -> None:
        """Wake when the face next changes; not at all while the clock stands still."""
        delay = None if self._record is None or self._read_only else self._clock.next_change_in()
        if delay is None:
            self._clock_timer.stop()
        else:
            # A millisecond late rather than early: woken early, the face has not changed yet.
            # (Less a nanosecond first: 0.6 s must not come out as 601 ms from rounding.)
            self._clock_timer.start(max(1, math.ceil(delay * 1000 - 1e-6) + 1))

    # -- undo and the rest ----------------------------------------------------------------

    def undo(self) -> LogEntry | None:
        """Take back the last action (unlimited, across frames); the draft is cleared.

        With balls or facts marked, the first undo only clears the marks (``marks_cleared``):
        the operator undoing a wrong mark must not also lose the last committed shot."""
        from ninescore import describe

        record = self._record
        if record is None or self._read_only:
            return None
        if not self._draft.is_empty:
            self._new_draft()
            self._clock.unstop()  # the player is still shooting: the clock goes on (R14)
            self._draft_changed()
            self.marks_cleared.emit(self._state)
            return None
        try:
            entry = record.match.last_entry
            action = record.pop()
        except IllegalAction as error:
            self.error_occurred.emit(describe.describe_error(error))
            return None
        self._redo.append(action)
        self._new_draft()
        # The time of a shot taken back is not known: its clock starts again (or, for an
        # extension taken back, the same shot goes on with its old limit).
        self._arm_clock(action)
        self._save()
        self._match_changed()
        if entry is not None:
            self.action_undone.emit(entry)
        return entry

    def redo(self) -> LogEntry | None:
        """Apply again the last undone action."""
        from ninescore import describe

        if not self._redo or self._record is None or self._read_only:
            self.error_occurred.emit(describe.nothing_to_redo_text())
            return None
        action = self._redo.pop()
        entry = self._apply(action, keep_redo=True)
        if entry is None:  # refused: it stays redoable
            self._redo.append(action)
        return entry

    def abandon(self) -> None:
        """Mark the match abandoned (it stays on disk and in the history) and stop scoring it:
        it is closed, shown read-only, its lock given back; the next Enter records nothing.
        Only :meth:`take_up_again` opens it for scoring again."""
        record = self._record
        if record is None or self._read_only or record.match.is_over:
            return
        record.abandon()
        self._save()
        if self._unsaved:
            return  # the abandon is not on disk yet: scoring stays here until it is
        self._release_lock()
        self._read_only = True
        self._new_draft()
        self._redo = []
        self._clock_timer.stop()
        self._match_changed()

    def take_up_again(self) -> bool:
        """Score the abandoned match shown here again, as it stopped (the window asked first).
        Emits ``match_locked`` when another window scores it now."""
        from ninescore import describe
        from ninescore.records import MatchLocked, NinescoreDataError

        record, store = self._record, self.store
        if record is None or store is None or record.status != "abandoned":
            return False
        try:
            lock = store.lock(record.id)
            current = store.load(record.id)
        except MatchLocked:
            self.match_locked.emit(record.id)
            return False
        except NinescoreDataError as error:  # StoreError too
            self.error_occurred.emit(describe.describe_error(error))
            return False
        self._release_lock()
        current.take_up()
        self._open(current, read_only=False)
        self._take_lock(lock)
        self._save()
        self._match_changed()
        return True

    def change_rules(self, options: RuleOptions) -> bool:
        """Play the open match under ``options``: allowed until its first break (the house rules
        are set before it; the engine refuses after, ``RulesFixed``).  The same match, file and
        lock; the change is saved at once.  False, with the sentence, when refused."""
        from ninescore import describe

        if not self._writable():
            return False
        record = self._record
        assert record is not None  # _writable said so
        if options == record.options:
            return True
        try:
            changed = record.with_options(options)
        except RulesError as error:
            log.info("rules change refused: %s", error)
            self.error_occurred.emit(describe.describe_error(error))
            return False
        log.info("match %s: rules now %s", record.id, options.profile)
        self._open(changed, read_only=False)
        self._save()
        self._match_changed()
        self.rules_changed.emit(options)
        return True

    def retry_save(self) -> bool:
        """Try the last failed save again; True when everything is on disk."""
        if self._record is None or not self._unsaved:
            self._retry.stop()
            return True
        self._save()
        self._match_changed()
        return not self._unsaved

    def _apply(self, action: Action, keep_redo: bool = False) -> LogEntry | None:
        from ninescore import describe
        from ninescore.records.model import MAX_SHOT_TIME

        if not self._writable():
            return None
        record = self._record
        assert record is not None  # _writable said so
        # A redone shot's time is the one it had, which undo lost: it is saved without one.
        # The count so far, not stop(): a refused action leaves the clock as it was.
        shot_time = self._clock.shot_time if isinstance(action, Shot) and not keep_redo else None
        if shot_time is not None and shot_time > MAX_SHOT_TIME:
            shot_time = None  # a clock left running overnight measured no shot
        try:
            entry = record.append(action, shot_time=shot_time)
        except IllegalAction as error:
            log.info("refused %r: %s", action, error)
            self.error_occurred.emit(describe.describe_error(error, action))
            return None
        if not keep_redo:
            self._redo = []
        self._new_draft()
        self._arm_clock(action)
        self._save()
        self._match_changed()
        self.action_applied.emit(entry)
        codes = entry.codes
        if Code.FRAME_WON in codes:
            self.frame_won.emit(entry)
        if Code.MATCH_WON in codes:
            self.match_won.emit(entry)
        return entry

    def _lost_lock(self) -> None:
        """Another window took this match: this one shows it read-only, as it says (its last
        shots are kept beside the match); Enter then says why instead of doing nothing."""
        self._heartbeat.stop()
        self._lock = None  # the lock file is the other window's now: never release it
        self._read_only = True
        self._retry.stop()
        self._clock_timer.stop()

    def _save(self) -> None:
        from ninescore import describe
        from ninescore.records.errors import LockLost

        record = self._record
        if record is None or self._read_only or (self._store is None and self._make_store is None):
            return  # no store at all (a controller for tests or a read-only viewer)
        store = self.store
        try:
            if store is None:
                raise OSError(self._store_error)
            if self._lock is None:
                self._lock_before_first_save(store, record)
            store.save(record)
        except OSError as error:  # StoreError is an OSError
            # Another writer took over, or the file changed under this window: nothing of it
            # was written there, yet every action is on disk (in that file or kept beside it).
            kept = bool(getattr(error, "nothing_lost", False))
            if isinstance(error, LockLost) and kept:
                self._lost_lock()
            self._unsaved = not kept
            self._last_save_error = describe.describe_save_error(error)
            log.warning("autosave failed, retrying every %d ms: %s", self._retry.interval(), error)
            if not kept and not self._retry.isActive():
                self._retry.start()
            self.save_failed.emit(self._last_save_error)
            return
        self._retry.stop()
        self._unsaved = False
        self._last_save_error = ""
        self.save_succeeded.emit()

    def _lock_before_first_save(self, store: Store, record: MatchRecord) -> None:
        """Take the lock a full disk or a read-only folder kept this window from taking."""
        from ninescore.records import StoreError

        try:
            self._take_lock(store.lock(record.id))
        except StoreError as error:  # MatchLocked too: the save itself then says why not
            log.info("the match %s is not locked yet: %s", record.id, error)

    # -- the state and its signals ------------------------------------------------------------

    def _build_state(self) -> ScoringState:
        record = self._record
        return scoring_state(
            None if record is None else record.match,
            ("", "") if record is None else record.players,
            self._draft,
            match_id="" if record is None else record.id,
            read_only=self._read_only,
            can_redo=bool(self._redo),
            save=SaveStatus.FAILING if self._unsaved else SaveStatus.SAVED,
            save_error=self._last_save_error,
            tap_mode=self._tap_mode,
            clock=self._clock_reading(),
            time_foul_waived=self._time_foul_waived,
            abandoned=record is not None and record.status == "abandoned",
        )

    def _new_state(self) -> ScoringState:
        state = self._state = self._build_state()
        reading = state.clock
        self._clock_face = () if reading is None else self._face(reading)
        self._schedule_clock()
        return state

    def _draft_changed(self) -> None:
        state = self._new_state()
        self.draft_changed.emit(state)
        self.state_changed.emit(state)

    def _match_changed(self) -> None:
        state = self._new_state()
        self.match_changed.emit(state)
        self.state_changed.emit(state)

    def _clock_changed(self) -> None:
        """Only the clock: the rest of the state is kept as it is (nothing else changed)."""
        reading = self._clock_reading()
        state = self._state = replace(
            self._state, clock=reading, time_foul_waived=self._time_foul_waived
        )
        self._clock_face = () if reading is None else self._face(reading)
        self._schedule_clock()
        self.clock_changed.emit(state)
        self.state_changed.emit(state)


def _release(lock: MatchLock | None) -> None:
    if lock is not None:
        lock.release()
