"""The scoring controller: owns the match record and the store; the views only show and ask.

Every view talks to one :class:`MatchController`.  Input arrives through slots
(``toggle_pocketed``, ``commit_shot``...), state leaves through past-tense signals
(``state_changed``, ``shot_committed``...).
The shot being marked is a small immutable :class:`ShotDraft`; committing turns it into a rules
:class:`~ninescore.rules.Shot` and appends it to the record, which is saved at once.

Saving never stops scoring: a failed save keeps the record in memory, says so through
``save_failed`` and retries on a timer until a save succeeds (``save_succeeded``).  No Qt widgets
here, so the whole scoring flow is testable without a window.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ninescore.rules import (
    AcceptPushOut,
    Action,
    BallNotOnTable,
    Code,
    Concession,
    FoulBetweenShots,
    Frame,
    FrameNotStarted,
    FrameOver,
    FrameTooLong,
    IllegalAction,
    InvalidShot,
    LogEntry,
    Match,
    MatchOver,
    MatchTooLong,
    NoPushOutPending,
    NothingToUndo,
    PassPushOut,
    PushOutChoicePending,
    PushOutNotAllowed,
    ReasonTooLong,
    RuleOptions,
    Shot,
    Stalemate,
    TooManyFoulReasons,
    limits,
)

if TYPE_CHECKING:
    # At run time the records layer (pydantic and all) is imported on first use, so that the
    # window paints before it has loaded.
    from ninescore.records import MatchLock, MatchRecord, Store

log = logging.getLogger(__name__)

RETRY_INTERVAL_MS = 3000
"""How often a failed save is retried while scoring goes on in memory."""

BREAK_RAILS = 4
"""R3a: a break that pockets nothing must drive at least this many object balls to a rail."""

Fact = Literal["scratch", "cue_off_table", "no_rail", "balls_to_rail", "push_out"]
FACTS: tuple[str, ...] = ("scratch", "cue_off_table", "no_rail", "balls_to_rail", "push_out")


@dataclass(frozen=True, slots=True)
class ShotDraft:
    """The shot being marked, before it is committed.  The defaults are a legal miss.

    ``first_contact_chosen`` is False while the first contact is the default (the lowest ball on the
    table); once the operator picks a ball, or no contact (``first_contact=None``), it is True.
    ``break_rails`` stands for "at least four balls reached a rail" and only matters on a break
    that pockets nothing.  It starts off: the record must never claim rails nobody saw, so a break
    with nothing marked is the R3a foul, and the preview says so before Enter.
    """

    pocketed: frozenset[int] = frozenset()
    jumped: frozenset[int] = frozenset()
    first_contact: int | None = None
    first_contact_chosen: bool = False
    scratch: bool = False
    cue_off_table: bool = False
    no_rail: bool = False
    break_rails: bool = False
    push_out: bool = False
    fouls: tuple[str, ...] = ()

    @property
    def is_empty(self) -> bool:
        return self == ShotDraft()

    @property
    def no_rail_applies(self) -> bool:
        """R8 only judges a shot that pockets nothing, and not a push-out (R5c)."""
        return not self.pocketed and not self.push_out

    @property
    def break_rails_apply(self) -> bool:
        """R3a: rails only decide a break that pockets nothing."""
        return not self.pocketed

    def settled(self) -> ShotDraft:
        """This draft without the facts that cannot apply to it, so none is kept unseen."""
        draft = self
        if draft.no_rail and not draft.no_rail_applies:
            draft = replace(draft, no_rail=False)
        if draft.break_rails and not draft.break_rails_apply:
            draft = replace(draft, break_rails=False)
        return draft

    def contact_for(self, frame: Frame) -> int | None:
        """The first contact this draft stands for on ``frame``."""
        if self.first_contact_chosen:
            return self.first_contact
        return frame.lowest if frame.on_table else None

    def to_shot(self, frame: Frame) -> Shot:
        """The rules engine's Shot for this draft on ``frame`` (may raise InvalidShot)."""
        return Shot(
            first_contact=self.contact_for(frame),
            pocketed=self.pocketed,
            rail=not (self.no_rail and self.no_rail_applies),
            balls_to_rail=(
                BREAK_RAILS if frame.is_break and self.break_rails_apply and self.break_rails else 0
            ),
            scratch=self.scratch,
            cue_off_table=self.cue_off_table,
            jumped=self.jumped,
            push_out=self.push_out,
            fouls=self.fouls,
        )


def illegal_action_sentence(error: IllegalAction, action: Action | None = None) -> str:
    """One clear, translated sentence for ``action``, which the rules refused."""
    if isinstance(error, BallNotOnTable):
        return QCoreApplication.translate(
            "MatchController",
            "That ball is no longer on the table: check the balls marked for this shot.",
        )
    if isinstance(error, PushOutNotAllowed):
        return QCoreApplication.translate(
            "MatchController",
            "A push-out is allowed only on the shot right after a legal break (R5a).",
        )
    if isinstance(error, PushOutChoicePending):
        return QCoreApplication.translate(
            "MatchController",
            "First choose: shoot from this position, or pass the shot back (R5e).",
        )
    if isinstance(error, NoPushOutPending):
        return QCoreApplication.translate("MatchController", "No push-out is waiting for a choice.")
    if isinstance(error, FrameNotStarted):
        if isinstance(action, Stalemate):
            return QCoreApplication.translate(
                "MatchController",
                "Nothing to re-rack before the break: a stalemate can only be called once the "
                "frame has started (R13).",
            )
        return QCoreApplication.translate(
            "MatchController",
            "The frame starts with the break: record a foul on the break as a shot (R13).",
        )
    if isinstance(error, MatchOver):
        return QCoreApplication.translate(
            "MatchController",
            "The match is over. Undo to change the last frame, or start a new match.",
        )
    if isinstance(error, FrameOver):
        return QCoreApplication.translate("MatchController", "This frame is over.")
    if isinstance(error, NothingToUndo):
        return QCoreApplication.translate("MatchController", "There is nothing to undo.")
    if isinstance(error, FrameTooLong):
        # The limits are constants of the file format: a translation may inflect for them.
        return QCoreApplication.translate(
            "MatchController",
            "This frame already holds {limit} actions, the most one frame can keep; nothing more "
            "can be recorded in it.",
        ).format(limit=error.limit)
    if isinstance(error, MatchTooLong):
        return QCoreApplication.translate(
            "MatchController",
            "This match already holds as much as one match file can keep; nothing more can be "
            "recorded in it.",
        )
    if isinstance(error, TooManyFoulReasons):
        return too_many_reasons_sentence()
    if isinstance(error, ReasonTooLong):
        return reason_too_long_sentence()
    if isinstance(error, InvalidShot):
        return QCoreApplication.translate(
            "MatchController",
            "The facts marked for this shot cannot all be true: please check them.",
        )
    return QCoreApplication.translate("MatchController", "The rules do not allow this now.")


def too_many_reasons_sentence() -> str:
    return QCoreApplication.translate(
        "MatchController", "A shot can record at most {limit} foul reasons."
    ).format(limit=limits.MAX_FOUL_REASONS)


def reason_too_long_sentence() -> str:
    return QCoreApplication.translate(
        "MatchController", "A reason can be at most {limit} characters long."
    ).format(limit=limits.MAX_REASON_LENGTH)


def no_rail_refusal(draft: ShotDraft, on_break: bool = False) -> str:
    """Why "No rail" cannot be marked on this shot (also the disabled toggle's tooltip)."""
    if on_break:
        return QCoreApplication.translate(
            "MatchController",
            "On the break the rails are counted instead: 4+ balls to a rail (R3a).",
        )
    if draft.push_out:
        return QCoreApplication.translate(
            "MatchController", "No rail does not apply to a push-out (R5c)."
        )
    return QCoreApplication.translate(
        "MatchController",
        "No rail does not apply: a ball is pocketed on this shot (R8 only judges a shot that "
        "pockets nothing).",
    )


def break_rails_refusal() -> str:
    """Why "4+ balls to a rail" cannot be marked now (also the disabled toggle's tooltip)."""
    return QCoreApplication.translate(
        "MatchController",
        "Rails do not count: a ball pocketed on the break already makes it legal (R3a).",
    )


class MatchController(QObject):
    """Scores one match at a time: the record, its autosave, the draft shot, undo and redo."""

    state_changed = Signal()
    """Anything shown may have changed: the match, the draft, the save status."""
    match_opened = Signal()
    """A new or resumed match replaced the previous one."""
    shot_committed = Signal(object)
    """A LogEntry: an action (shot, push-out choice, foul between shots...) was applied."""
    action_undone = Signal(object)
    """The LogEntry of the action taken back."""
    frame_won = Signal(object)
    """The LogEntry whose FRAME_WON event ended a frame."""
    match_won = Signal(object)
    """The LogEntry whose MATCH_WON event ended the match."""
    save_failed = Signal(str)
    """A sentence saying why the match could not be saved; scoring goes on in memory."""
    save_succeeded = Signal()
    error_occurred = Signal(str)
    """A sentence for the operator: an input was refused, nothing changed."""
    match_locked = Signal(str)
    """The match (id) is being scored in another window; it can be opened read-only."""

    def __init__(
        self, store: Store | Callable[[], Store] | None, parent: QObject | None = None
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
        self._redo: list[Action] = []
        self._unsaved = False
        self._last_save_error = ""
        self._retry = QTimer(self)
        self._retry.setInterval(RETRY_INTERVAL_MS)
        self._retry.timeout.connect(self.retry_save)
        # While a match is scored, its lock shows that this window is alive, and the window
        # learns between shots, not only at the next save, that someone else took the match.
        self._heartbeat = QTimer(self)
        self._heartbeat.timeout.connect(self.keep_lock_alive)

    # -- what the views read -----------------------------------------------------------------

    @property
    def store(self) -> Store | None:
        """The store, made now if it was deferred; None if there is none or it cannot be made."""
        if self._store is None and self._make_store is not None:
            from ninescore.records import NinescoreDataError

            try:
                self._store = self._make_store()
                self._make_store = None
                self._store_error = ""
            except NinescoreDataError as error:
                self._store_error = _describe(error)
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
        if self._record is None:
            return ("", "")
        players = self._record.players
        return (players[0], players[1])

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
    def can_score(self) -> bool:
        """Shots can be entered: a match is open, writable and not over."""
        match = self.match
        return match is not None and not self._read_only and not match.is_over

    @property
    def can_undo(self) -> bool:
        match = self.match
        return match is not None and not self._read_only and match.can_undo

    @property
    def can_redo(self) -> bool:
        return bool(self._redo) and not self._read_only and self._record is not None

    def preview(self) -> LogEntry | None:
        """What committing the draft now would do, or None if it cannot be committed.

        Decided by the rules engine without playing the shot: the view shows it (the
        "Foul — wrong ball first" warning before the commit) without knowing any rule.
        """
        match = self.match
        if match is None or match.frame.push_out_pending:
            return None
        return self._preview(lambda: self._draft.to_shot(match.frame))

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
        except (IllegalAction, ValueError) as error:
            log.info("new match refused: %s", error)
            self.error_occurred.emit(
                QCoreApplication.translate(
                    "MatchController", "The match could not be started: {reason}"
                ).format(reason=str(error))
            )
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
        self.state_changed.emit()
        return True

    def resume(self, match_id: str) -> bool:
        """Go on scoring a stored match exactly where it stopped.

        When another window is scoring it, emits ``match_locked`` (the window then offers
        :meth:`open_read_only`) and returns False.
        """
        from ninescore.records import MatchLocked, NinescoreDataError, StoreError
        from ninescore.records.errors import ErrorKind

        store = self.store
        if store is None:
            return False
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
                self.error_occurred.emit(_describe(error))
                return False
            # A full disk: score on in memory; the lock is taken with the first save that fits.
            not_saved_yet = _describe(error)
        except NinescoreDataError as error:
            self.error_occurred.emit(_describe(error))
            return False
        try:
            record = store.load(match_id)
        except NinescoreDataError as error:
            _release(lock)
            self.error_occurred.emit(_describe(error))
            return False
        self._release_lock()
        self._open(record, read_only=False)
        if lock is not None:
            self._take_lock(lock)
        if not_saved_yet:
            self._last_save_error = not_saved_yet
            self.save_failed.emit(not_saved_yet)
        self.state_changed.emit()
        return True

    def _open_in_read_only_folder(self, match_id: str, store: Store) -> bool:
        """Resuming where nothing can be written: show the match read-only, and say why."""
        if self.open_read_only(match_id):
            self.error_occurred.emit(
                QCoreApplication.translate(
                    "MatchController",
                    "The folder {folder} cannot be written, so this match is opened read-only: "
                    "it can be looked at and printed, not scored.",
                ).format(folder=store.matches_path)
            )
        return False

    def open_read_only(self, match_id: str) -> bool:
        """Show a stored match without scoring it (it is being scored elsewhere)."""
        from ninescore.records import NinescoreDataError

        store = self.store
        if store is None:
            return False
        try:
            record = store.load(match_id)
        except NinescoreDataError as error:
            self.error_occurred.emit(_describe(error))
            return False
        self._release_lock()
        self._open(record, read_only=True)
        self.state_changed.emit()
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
        self._draft = ShotDraft()
        self._redo = []
        self._unsaved = False
        self._last_save_error = ""
        self._retry.stop()
        self.match_opened.emit()

    def _take_lock(self, lock: MatchLock) -> None:
        from ninescore.records.locks import heartbeat_interval

        self._lock = lock
        self._heartbeat.setInterval(round(heartbeat_interval(lock.max_age) * 1000))
        self._heartbeat.start()

    def _release_lock(self) -> None:
        self._heartbeat.stop()
        lock, self._lock = self._lock, None
        _release(lock)

    def keep_lock_alive(self) -> None:
        """The heartbeat: show that this window still scores the match, and find out at once
        when someone else took it (the window then stops saving and says so)."""
        record, store = self._record, self._store
        if record is None or store is None or self._read_only or self._lock is None:
            return
        try:
            store.keep_alive(record)
        except OSError as error:  # LockLost, a StoreError
            sentence = _describe(error)
            if sentence != self._last_save_error:
                log.warning("the lock of %s: %s", record.id, error)
                self._last_save_error = sentence
                self.save_failed.emit(sentence)

    # -- marking the shot (the draft) --------------------------------------------------------

    def toggle_pocketed(self, ball: int) -> None:
        frame = self._frame_for_marking()
        if frame is None or not self._check_on_table(frame, ball):
            return
        draft = self._draft
        self._set_draft(
            replace(draft, pocketed=draft.pocketed ^ {ball}, jumped=draft.jumped - {ball})
        )

    def toggle_jumped(self, ball: int) -> None:
        frame = self._frame_for_marking()
        if frame is None or not self._check_on_table(frame, ball):
            return
        draft = self._draft
        self._set_draft(
            replace(draft, jumped=draft.jumped ^ {ball}, pocketed=draft.pocketed - {ball})
        )

    def set_first_contact(self, ball: int | None) -> None:
        """``ball`` was hit first (None: no ball).  The same choice again restores the default."""
        frame = self._frame_for_marking()
        if frame is None:
            return
        if ball is not None and not self._check_on_table(frame, ball):
            return
        draft = self._draft
        if draft.first_contact_chosen and draft.first_contact == ball:
            self._set_draft(replace(draft, first_contact=None, first_contact_chosen=False))
        else:
            self._set_draft(replace(draft, first_contact=ball, first_contact_chosen=True))

    def set_fact(self, name: str, value: bool) -> None:
        """Set one fact of the shot: scratch, cue_off_table, no_rail, balls_to_rail, push_out."""
        frame = self._frame_for_marking()
        if frame is None:
            return
        draft = self._draft
        if name == "scratch":
            draft = replace(draft, scratch=value, cue_off_table=draft.cue_off_table and not value)
        elif name == "cue_off_table":
            draft = replace(draft, cue_off_table=value, scratch=draft.scratch and not value)
        elif name == "no_rail":
            if value and frame.is_break:
                self.error_occurred.emit(no_rail_refusal(draft, on_break=True))
                return
            if value and not draft.no_rail_applies:
                self.error_occurred.emit(no_rail_refusal(draft))
                return
            draft = replace(draft, no_rail=value)
        elif name == "balls_to_rail":
            if not frame.is_break:
                self.error_occurred.emit(
                    QCoreApplication.translate(
                        "MatchController", "Balls to a rail only count on the break (R3a)."
                    )
                )
                return
            if value and not draft.break_rails_apply:
                self.error_occurred.emit(break_rails_refusal())
                return
            draft = replace(draft, break_rails=value)
        elif name == "push_out":
            if value and not frame.push_out_allowed:
                self.error_occurred.emit(
                    QCoreApplication.translate(
                        "MatchController",
                        "A push-out is allowed only on the shot right after a legal break (R5a).",
                    )
                )
                return
            draft = replace(draft, push_out=value)
        else:
            raise ValueError(f"unknown shot fact {name!r}; expected one of {FACTS}")
        self._set_draft(draft)

    def toggle_fact(self, name: str) -> None:
        """Flip one fact (the keyboard's S, C, N, R, U)."""
        draft = self._draft
        current = {
            "scratch": draft.scratch,
            "cue_off_table": draft.cue_off_table,
            "no_rail": draft.no_rail,
            "balls_to_rail": draft.break_rails,
            "push_out": draft.push_out,
        }.get(name)
        if current is None:
            raise ValueError(f"unknown shot fact {name!r}; expected one of {FACTS}")
        self.set_fact(name, not current)

    def add_foul_reason(self, reason: str) -> None:
        """Add a foul of play the operator saw (R11); adding the same one again removes it."""
        if self._frame_for_marking() is None:
            return
        reason = reason.strip()
        if not reason:
            return
        if len(reason) > limits.MAX_REASON_LENGTH:
            self.error_occurred.emit(reason_too_long_sentence())
            return
        draft = self._draft
        if reason in draft.fouls:
            fouls = tuple(r for r in draft.fouls if r != reason)
        elif len(draft.fouls) >= limits.MAX_FOUL_REASONS:
            self.error_occurred.emit(too_many_reasons_sentence())
            return
        else:
            fouls = (*draft.fouls, reason)
        self._set_draft(replace(draft, fouls=fouls))

    def clear_draft(self) -> None:
        self._set_draft(ShotDraft())

    def _set_draft(self, draft: ShotDraft) -> None:
        draft = draft.settled()
        if draft != self._draft:
            self._draft = draft
            self.state_changed.emit()

    def _writable_record(self) -> MatchRecord | None:
        """The record being scored, or None after saying in one sentence why there is none."""
        if self._record is None:
            self.error_occurred.emit(
                QCoreApplication.translate("MatchController", "Start or resume a match first.")
            )
            return None
        if self._read_only:
            self.error_occurred.emit(
                QCoreApplication.translate(
                    "MatchController",
                    "This match is being scored in another window; here it is read-only.",
                )
            )
            return None
        return self._record

    def _frame_for_marking(self) -> Frame | None:
        record = self._writable_record()
        if record is None:
            return None
        match = record.match
        if match.is_over:
            self.error_occurred.emit(
                QCoreApplication.translate(
                    "MatchController",
                    "The match is over. Undo to change the last frame, or start a new match.",
                )
            )
            return None
        if match.frame.push_out_pending:
            self.error_occurred.emit(
                QCoreApplication.translate(
                    "MatchController",
                    "First choose: shoot from this position, or pass the shot back (R5e).",
                )
            )
            return None
        return match.frame

    def _check_on_table(self, frame: Frame, ball: int) -> bool:
        if ball in frame.on_table:
            return True
        self.error_occurred.emit(
            QCoreApplication.translate(
                "MatchController", "Ball {ball} is no longer on the table."
            ).format(ball=ball)
        )
        return False

    # -- actions -----------------------------------------------------------------------------

    def commit_shot(self) -> LogEntry | None:
        """Apply the draft as a shot.  Refused input keeps the draft and says why."""
        match = self.match
        if match is None or self._frame_for_marking() is None:
            return None
        try:
            shot = self._draft.to_shot(match.frame)
        except IllegalAction as error:
            self.error_occurred.emit(illegal_action_sentence(error))
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
        return self._preview(lambda: FoulBetweenShots(reason))

    def _preview(self, action: Callable[[], Action]) -> LogEntry | None:
        """The rules engine's preview of ``action()``, or None when nothing can be scored now
        or the engine refuses it (making the action may refuse too: a draft that is no shot)."""
        match = self.match
        if match is None or not self.can_score:
            return None
        try:
            return match.preview(action())
        except IllegalAction:
            return None

    def concede(self, player: int, reason: str = "") -> LogEntry | None:
        if player not in (0, 1):
            raise ValueError(f"players are 0 and 1, got {player!r}")
        return self._apply(Concession(player, reason))  # type: ignore[arg-type]

    def stalemate(self) -> LogEntry | None:
        return self._apply(Stalemate())

    def undo(self) -> LogEntry | None:
        """Take back the last action (unlimited, across frames); the draft is cleared."""
        record = self._record
        if record is None or self._read_only:
            return None
        if not record.match.can_undo:
            self.error_occurred.emit(
                QCoreApplication.translate("MatchController", "There is nothing to undo.")
            )
            return None
        entry = self._last_entry(record.match)
        try:
            action = record.pop()
        except IllegalAction as error:
            self.error_occurred.emit(illegal_action_sentence(error))
            return None
        self._redo.append(action)
        self._draft = ShotDraft()
        self._save()
        if entry is not None:
            self.action_undone.emit(entry)
        self.state_changed.emit()
        return entry

    def redo(self) -> LogEntry | None:
        """Apply again the last undone action."""
        if not self._redo or self._record is None or self._read_only:
            self.error_occurred.emit(
                QCoreApplication.translate("MatchController", "There is nothing to redo.")
            )
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
        self.state_changed.emit()

    def retry_save(self) -> bool:
        """Try the last failed save again; True when everything is on disk."""
        if self._record is None or not self._unsaved:
            self._retry.stop()
            return True
        self._save()
        self.state_changed.emit()
        return not self._unsaved

    def _apply(self, action: Action, keep_redo: bool = False) -> LogEntry | None:
        record = self._writable_record()
        if record is None:
            return None
        try:
            entry = record.append(action)
        except IllegalAction as error:
            log.info("refused %r: %s", action, error)
            self.error_occurred.emit(illegal_action_sentence(error, action))
            return None
        if not keep_redo:
            self._redo = []
        self._draft = ShotDraft()
        self._save()
        self.shot_committed.emit(entry)
        codes = entry.codes
        if Code.FRAME_WON in codes:
            self.frame_won.emit(entry)
        if Code.MATCH_WON in codes:
            self.match_won.emit(entry)
        self.state_changed.emit()
        return entry

    @staticmethod
    def _last_entry(match: Match) -> LogEntry | None:
        for frame in reversed(match.frames[-2:]):
            if frame.log:
                return frame.log[-1]
        return None

    def _save(self) -> None:
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
            self._unsaved = not kept
            self._last_save_error = _describe(error)
            log.warning("autosave failed, retrying every %d ms: %s", RETRY_INTERVAL_MS, error)
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


def _describe(error: BaseException) -> str:
    """The records layer's sentence in the user's language (it has no Qt to translate it)."""
    describe = getattr(error, "describe", None)
    if callable(describe):
        return str(describe(QCoreApplication.translate))
    return QCoreApplication.translate(
        "MatchController", "The match cannot be saved: {reason}"
    ).format(reason=str(error))


def _release(lock: MatchLock | None) -> None:
    if lock is not None:
        lock.release()
