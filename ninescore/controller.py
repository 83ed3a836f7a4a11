"""The scoring controller (layer 5): owns the match being scored and the store.

Every view talks to one :class:`MatchController`.  Input arrives through slots
(``toggle_pocketed``, ``commit_shot``...); what happened leaves through typed, past-tense signals:

- ``draft_changed(ScoringState)``: only the shot being marked changed (a tap): the views that
  show the draft repaint, nothing else;
- ``match_changed(ScoringState)``: anything else changed (an action applied or undone, a match
  opened, the save status): every view may have changed;
- ``state_changed(ScoringState)``: after either, for a view that shows everything (a feed);
- ``action_applied(LogEntry)`` / ``action_undone(LogEntry)``, and ``frame_won`` / ``match_won``
  with the entry that won: the news.

The state is a :class:`~ninescore.scoring.ScoringState`, built by one pure function after every
change and kept until the next (:attr:`state`); no handler needs another to have run first.

What is allowed is the rules engine's answer (``Match.allowed``): the controller asks it and says
the engine's refusal in one sentence, never deciding a rule itself.  Saving never stops scoring:
a failed save keeps the record in memory, says so through ``save_failed`` and retries on a timer
until a save succeeds (``save_succeeded``).  No Qt widgets here.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from ninescore.rules import (
    AcceptPushOut,
    Action,
    BallNotOnTable,
    Code,
    Concession,
    FoulBetweenShots,
    IllegalAction,
    LogEntry,
    Match,
    PassPushOut,
    RuleOptions,
    RulesError,
    Stalemate,
)
from ninescore.scoring import (
    FACTS,
    SaveStatus,
    ScoringState,
    ShotDraft,
    TapMode,
    scoring_state,
)

if TYPE_CHECKING:
    # At run time the records layer (pydantic and all) is imported on first use, so that the
    # window paints before it has loaded; so are the words (ninescore.describe), which the
    # start screen needs none of.
    from ninescore.records import MatchLock, MatchRecord, Store

log = logging.getLogger(__name__)

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
    marks_cleared = Signal(ScoringState)
    """Undo with balls or facts marked cleared the marks, and took nothing back: the state."""

    def __init__(
        self,
        store: Store | Callable[[], Store] | None,
        parent: QObject | None = None,
        retry_interval_ms: int = RETRY_INTERVAL_MS,
    ) -> None:
        """``store`` is a Store, or a function that makes one when it is first needed."""
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
                self._lock = store.lock(record.id)
            except MatchLocked:  # a fresh UUID: only a broken lock folder gets here
                self._lock = None
            except StoreError as error:
                log.warning("could not lock new match %s: %s", record.id, error)
                self._lock = None
        self._open(record, read_only=False)
        self._save()
        self._match_changed()
        return True

    def resume(self, match_id: str) -> bool:
        """Go on scoring a stored match exactly where it stopped.

        When another window is scoring it, emits ``match_locked`` (the window then offers
        :meth:`open_read_only`) and returns False.
        """
        from ninescore import describe
        from ninescore.records import MatchLocked, NinescoreDataError, StoreError

        store = self.store
        if store is None:
            return False
        try:
            lock = store.lock(match_id)
        except MatchLocked:
            self.match_locked.emit(match_id)
            return False
        except StoreError as error:
            self.error_occurred.emit(describe.describe_error(error))
            return False
        try:
            record = store.load(match_id)
        except NinescoreDataError as error:
            _release(lock)
            self.error_occurred.emit(describe.describe_error(error))
            return False
        self._release_lock()
        self._lock = lock
        self._open(record, read_only=False)
        self._match_changed()
        return True

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

    def _release_lock(self) -> None:
        lock, self._lock = self._lock, None
        _release(lock)

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

    def set_fact(self, name: str, value: bool) -> None:
        """Set one fact of the shot: scratch, cue_off_table, no_rail, balls_to_rail, push_out.

        A fact the rules say cannot apply to this shot is refused aloud, with the rule."""
        if name not in FACTS:
            raise ValueError(f"unknown shot fact {name!r}; expected one of {FACTS}")
        if not self._can_mark():
            return
        from ninescore.scoring.presenter import refused_fact

        refusal = refused_fact(self._state, name, value)
        if refusal is not None:
            self.error_occurred.emit(refusal)
            return
        draft = self._draft
        if name == "scratch":
            draft = replace(draft, scratch=value, cue_off_table=draft.cue_off_table and not value)
        elif name == "cue_off_table":
            draft = replace(draft, cue_off_table=value, scratch=draft.scratch and not value)
        elif name == "no_rail":
            draft = replace(draft, no_rail=value)
        elif name == "balls_to_rail":
            draft = replace(draft, break_rails=value)
        else:
            draft = replace(draft, push_out=value)
        self._set_draft(draft)

    def toggle_fact(self, name: str) -> None:
        """Flip one fact (the keyboard's S, C, N, R, U)."""
        self.set_fact(name, not self._draft.fact(name))

    def add_foul_reason(self, reason: str) -> None:
        """Add a foul of play the operator saw (R11); adding the same one again removes it."""
        reason = reason.strip()
        if not reason or not self._can_mark():
            return
        draft = self._draft
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

    def _writable(self) -> bool:
        """A match is open and scored here; if not, say in one sentence why."""
        from ninescore import describe

        if self._record is None:
            self.error_occurred.emit(describe.no_match_text())
            return False
        if self._read_only:
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
        if player not in (0, 1):
            raise ValueError(f"players are 0 and 1, got {player!r}")
        return self._apply(Concession(player, reason))  # type: ignore[arg-type]

    def stalemate(self) -> LogEntry | None:
        return self._apply(Stalemate())

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
        """Mark the match abandoned (it stays on disk and in the history) and stop scoring it."""
        record = self._record
        if record is None or self._read_only or record.match.is_over:
            return
        record.abandon()
        self._save()
        self._match_changed()

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

        if not self._writable():
            return None
        record = self._record
        assert record is not None  # _writable said so
        try:
            entry = record.append(action)
        except IllegalAction as error:
            log.info("refused %r: %s", action, error)
            self.error_occurred.emit(describe.describe_error(error, action))
            return None
        if not keep_redo:
            self._redo = []
        self._new_draft()
        self._save()
        self._match_changed()
        self.action_applied.emit(entry)
        codes = entry.codes
        if Code.FRAME_WON in codes:
            self.frame_won.emit(entry)
        if Code.MATCH_WON in codes:
            self.match_won.emit(entry)
        return entry

    def _save(self) -> None:
        from ninescore import describe

        record = self._record
        if record is None or self._read_only or (self._store is None and self._make_store is None):
            return  # no store at all (a controller for tests or a read-only viewer)
        store = self.store
        try:
            if store is None:
                raise OSError(self._store_error)
            store.save(record)
        except OSError as error:  # StoreError is an OSError
            self._unsaved = True
            self._last_save_error = describe.describe_save_error(error)
            log.warning("autosave failed, retrying every %d ms: %s", self._retry.interval(), error)
            if not self._retry.isActive():
                self._retry.start()
            self.save_failed.emit(self._last_save_error)
            return
        self._retry.stop()
        self._unsaved = False
        self._last_save_error = ""
        self.save_succeeded.emit()

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
        )

    def _draft_changed(self) -> None:
        self._state = self._build_state()
        self.draft_changed.emit(self._state)
        self.state_changed.emit(self._state)

    def _match_changed(self) -> None:
        self._state = self._build_state()
        self.match_changed.emit(self._state)
        self.state_changed.emit(self._state)


def _release(lock: MatchLock | None) -> None:
    if lock is not None:
        lock.release()
