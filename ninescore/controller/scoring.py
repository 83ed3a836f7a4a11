"""The scoring half of the controller: marking the shot, the actions, the clock's controls.

:class:`ShotScoring` is what :class:`~ninescore.controller.match.MatchController` does with the
match open: the draft of the shot being marked (:class:`~ninescore.scoring.draft.DraftEditor`,
pure), the actions played through the session (:class:`~ninescore.controller.session.
MatchSession`), the shot clock's controls (:class:`~ninescore.controller.clock.ClockDriver`),
undo and redo, and the state with the signals that carry it.  Opening, closing, abandoning and
taking up a match are the controller's (``match.py``), which also makes these parts.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ninescore import rules
from ninescore.scoring import SaveStatus, ScoringState, ShotDraft, TapMode, scoring_state
from ninescore.scoring.draft import (
    DraftEditor,
    check_fact,
    key_refusal,
    marking_refusal,
    writing_refusal,
)
from ninescore.scoring.facts import Fact
from ninescore.scoring.keys import Explained

from .clock import ClockDriver
from .session import MatchSession

if TYPE_CHECKING:
    from ninescore.records.record import MatchRecord
    from ninescore.rules import Action, ClockReading, LogEntry, Match

log = logging.getLogger(__name__)


class ShotScoring(QObject):
    """Marking, playing and taking back the shots of the match open (the controller's parts,
    made by :class:`~ninescore.controller.match.MatchController`)."""

    draft_changed = Signal(ScoringState)
    """Only the shot being marked changed; the state after it."""
    match_changed = Signal(ScoringState)
    """The match, the open record or the save status changed; the state after it."""
    state_changed = Signal(ScoringState)
    """Anything shown changed (after ``draft_changed`` or ``match_changed``)."""
    state_prepared = Signal(ScoringState)
    """A change of the match is about to be saved: the state it makes, before the save.
    Nothing of it is shown yet; a feed makes what it will send of it now, and holds it."""
    state_saved = Signal(ScoringState)
    """The change prepared was saved (the store's save returned): the first thing said after
    the save, before the save's own signal and the views' ``match_changed`` and
    ``state_changed`` (with the same state); a failed save sends none, and the next change
    saved goes out whole."""
    # The engine's LogEntry, declared as object (which PySide6 makes of any Python class
    # anyway), so that the engine is first loaded when a match opens, not before the first paint.
    action_applied = Signal(object)
    """An action (shot, push-out choice, foul between shots...) was applied: its entry."""
    action_undone = Signal(object)
    """The entry of the action taken back."""
    frame_won = Signal(object)
    """The entry whose FRAME_WON event ended a frame."""
    match_won = Signal(object)
    """The entry whose MATCH_WON event ended the match."""
    error_occurred = Signal(str)
    """A sentence for the operator: an input was refused, nothing changed."""
    clock_changed = Signal(ScoringState)
    """Only the shot clock's reading changed; the state after it."""
    marks_cleared = Signal(ScoringState)
    """Undo with balls or facts marked cleared the marks, and took nothing back: the state."""

    _record: MatchRecord | None
    _read_only: bool
    _on_disk: bool
    _editor: DraftEditor
    _redo: list[Action]
    _state: ScoringState
    _session: MatchSession
    _clocks: ClockDriver

    @property
    def match(self) -> Match | None:
        return None if self._record is None else self._record.match

    @property
    def saved_as_shown(self) -> bool:
        """What the state shows of the match is on disk (its last save returned, or it was
        read from there): what may leave the window (the feed)."""
        return self._on_disk

    @property
    def can_score(self) -> bool:
        """Shots can be entered: a match is open, writable and not over."""
        return self._state.can_score

    # -- marking the shot (the draft) --------------------------------------------------------

    def toggle_pocketed(self, ball: int) -> None:
        if self._can_mark():
            self._set_draft(self._editor.pocketed(ball))

    def toggle_jumped(self, ball: int) -> None:
        if self._can_mark():
            mode_was = self._editor.tap_mode
            changed = self._set_draft(self._editor.jumped(ball))
            if not changed and mode_was is not TapMode.POCKET:
                self._draft_changed()

    def set_first_contact(self, ball: int | None) -> None:
        """``ball`` was hit first (None: no ball).  The same choice again restores the default."""
        if self._can_mark():
            self._set_draft(self._editor.first_contact(ball))

    def set_fact(self, name: Fact | str, value: bool) -> None:
        """Set one fact of the shot (a :class:`~ninescore.scoring.facts.Fact`, or its name).
        A fact the rules say cannot apply to this shot is refused aloud, with the rule."""
        check_fact(name)
        if self._can_mark():
            self._keep(self._editor.fact(self._state, name, value))

    def toggle_fact(self, name: Fact | str) -> None:
        """Flip one fact (the keyboard's S, C, N, R, U)."""
        self.set_fact(name, not self._editor.draft.fact(name))

    def add_foul_reason(self, reason: str) -> None:
        """Add a foul of play the operator saw; adding the same one again removes it."""
        reason = reason.strip()
        if reason and self._can_mark():
            self._keep(self._editor.foul_reason(reason))

    def clear_draft(self) -> None:
        """Forget the marks of this shot (and a "Tap = jumped" waiting for its tap)."""
        if not self._editor.is_clear:
            self._editor.clear()
            self._clocks.clock.unstop()  # the marks were a mistake: the player is still shooting
            self._draft_changed()

    def set_tap_mode(self, mode: TapMode) -> None:
        """What the next plain tap on a ball marks: pocketed (the default) or, for that one tap,
        jumped (touch users); a clear, a commit or an undo sets it back to pocketed."""
        if mode is not self._editor.tap_mode:
            self._editor.tap_mode = mode
            self._draft_changed()

    def _keep(self, edit: ShotDraft | str) -> None:
        if isinstance(edit, str):
            self.error_occurred.emit(edit)
        else:
            self._set_draft(edit)

    def _set_draft(self, draft: ShotDraft) -> bool:
        """Keep ``draft`` when the engine accepts the balls it names; say why not otherwise.
        True when the draft changed (and ``draft_changed`` was sent)."""
        settled = self._editor.settle(self._state, self.match, draft)
        if isinstance(settled, str):
            self.error_occurred.emit(settled)
            return False
        if settled == self._editor.draft:
            return False
        self._editor.draft = settled
        if not settled.is_empty:
            # The first mark of the shot: the stroke was played, its time ends here (R14).
            self._clocks.clock.stop(by_mark=True)
        else:
            # Every mark taken off again (a tap on the one marked ball): the stroke was not
            # played after all, and the clock goes on.
            self._clocks.clock.unstop()
        self._draft_changed()
        return True

    def explain(self, permission: Explained) -> None:
        """Say, in one sentence, why a command refused by its key cannot be used now: no
        match, a match read-only or abandoned or over, or the engine's refusal of
        ``permission`` (one of ``Allowed``'s, or "undo"/"redo"); nothing changes."""
        self._refused(key_refusal(self._state, permission))

    def _can_mark(self) -> bool:
        """A shot can be marked now; if not, say in one sentence why."""
        return self._refused(marking_refusal(self._state))

    def _writable(self) -> bool:
        """A match is open and scored here; if not, say in one sentence why."""
        return self._refused(writing_refusal(self._state))

    def _refused(self, why: str | None) -> bool:
        """Say ``why`` (a refusal), if any; True when there is none."""
        if why is not None:
            self.error_occurred.emit(why)
        return why is None

    # -- actions -----------------------------------------------------------------------------

    def commit_shot(self) -> LogEntry | None:
        """Apply the draft as a shot.  Refused input keeps the draft and says why."""
        if not self._can_mark() or self._state.allowed is None:
            return None
        shot = self._editor.shot(self._state)
        if isinstance(shot, str):
            self.error_occurred.emit(shot)
            return None
        return self._apply(shot)

    def accept_push_out(self) -> LogEntry | None:
        return self._apply(rules.AcceptPushOut())

    def pass_push_out(self) -> LogEntry | None:
        return self._apply(rules.PassPushOut())

    def foul_between_shots(self, reason: str) -> LogEntry | None:
        return self._apply(rules.FoulBetweenShots(reason))

    def preview_foul_between_shots(self, reason: str) -> LogEntry | None:
        """What recording a foul between shots would do (None if it cannot be recorded now):
        the window asks first when it would be a third foul and lose the frame."""
        return self.preview_action(rules.FoulBetweenShots(reason))

    def preview_action(self, action: Action) -> LogEntry | None:
        """What ``action`` would do now, by the engine, without applying it (None if it is
        refused): the window says the consequence of ending a frame before it asks."""
        match = self.match
        if match is None or not self.can_score:
            return None
        try:
            return match.preview(action)
        except rules.IllegalAction:
            return None

    def concede(self, player: int, reason: str = "") -> LogEntry | None:
        # The engine refuses a player who is neither (InvalidShot).
        return self._apply(rules.Concession(player, reason))  # type: ignore[arg-type]

    def stalemate(self) -> LogEntry | None:
        return self._apply(rules.Stalemate())

    def use_extension(self) -> LogEntry | None:
        """An extension for the player at the table (R14): the running shot's limit grows, the
        time counted stays.  Refused in one sentence when none is left (or no clock)."""
        return self._apply(rules.UseExtension())

    def shot_clock_foul(self) -> LogEntry | None:
        """A time foul by the player at the table (R14), as the referee ruled it: ball in hand
        for the opponent, counted toward three fouls.  Only the referee's answer calls this."""
        return self._apply(rules.ShotClockFoul())

    def preview_shot_clock_foul(self) -> LogEntry | None:
        """What a time foul would do now (None when it cannot be recorded): the window asks
        first when it would be a third foul and lose the frame."""
        return self.preview_action(rules.ShotClockFoul())

    # -- the shot clock's controls (the driver's; said through the controller's signals) --------

    def waive_time_foul(self) -> None:
        """The time ran out and the referee said "no time foul": stop asking for this shot."""
        self._clocks.waive()

    def start_clock(self) -> None:
        """Run the clock (again) from the time already counted: after a reset, a pause, or a
        mark made too early.  Not on the break and not once the frame is over (no shot to time)."""
        self._clocks.start()

    def pause_clock(self) -> None:
        self._clocks.pause()

    def toggle_clock(self) -> None:
        """The start/pause button and key: pause a running clock, else start it."""
        self._clocks.toggle()

    def reset_clock(self) -> None:
        """Back to the shot's full time, waiting for a start."""
        self._clocks.reset()

    def shot_taken(self) -> None:
        """The stroke was played ("shot taken"): the clock stops, holding the shot's time."""
        self._clocks.shot_taken()

    def update_clock(self) -> None:
        """Read the clock now and tell its views if the face changed; wake again at the next
        change.  The timer's slot; tests on a fake "now" call it after moving the time."""
        if self._clocks.face_changed():
            self._clock_changed()

    def _clock_allowed(self, timed: bool) -> bool:
        """The operator may work the clock now (``timed``: a shot is being timed); if not,
        say why in the engine's words."""
        if not self._writable():
            return False
        why = self._clocks.refusal(self._state, timed)
        if why:
            self.error_occurred.emit(why)
        return why is None

    # -- undo and redo -------------------------------------------------------------------------

    def undo(self) -> LogEntry | None:
        """Take back the last action (unlimited, across frames); the draft is cleared.

        With balls or facts marked, the first undo only clears the marks (``marks_cleared``):
        the operator undoing a wrong mark must not also lose the last committed shot."""
        record = self._record
        if record is None or self._read_only:
            return None
        if not self._editor.draft.is_empty:
            self._editor.clear()
            self._clocks.clock.unstop()  # the player is still shooting: the clock goes on (R14)
            self._draft_changed()
            self.marks_cleared.emit(self._state)
            return None
        popped = self._session.pop()
        if isinstance(popped, str):
            self.error_occurred.emit(popped)
            return None
        entry, action = popped
        self._redo.append(action)
        # The time of a shot taken back is not known: its clock starts again (or, for an
        # extension taken back, the same shot goes on with its old limit).
        self._after(action)
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

    def _apply(self, action: Action, keep_redo: bool = False) -> LogEntry | None:
        if not self._writable():
            return None
        # A redone shot's time is the one it had, which undo lost: it is saved without one.
        # The count so far, not stop(): a refused action leaves the clock as it was.
        timed = isinstance(action, rules.Shot) and not keep_redo
        entry = self._session.append(action, self._clocks.clock.shot_time if timed else None)
        if isinstance(entry, str):
            self.error_occurred.emit(entry)
            return None
        if not keep_redo:
            self._redo = []
        self._after(action)
        # The views' own news of the action, after the change went out (_save_change).
        self.action_applied.emit(entry)
        if rules.Code.FRAME_WON in entry.codes:
            self.frame_won.emit(entry)
        if rules.Code.MATCH_WON in entry.codes:
            self.match_won.emit(entry)
        return entry

    def _after(self, action: Action) -> None:
        """``action`` was applied or taken back (in memory): a new shot to mark and its clock,
        then the change saved and said (:meth:`_save_change`)."""
        assert self._record is not None
        self._editor.clear()
        self._clocks.arm(self._record.match.frame.state, action)
        self._save_change()

    # -- the state and its signals ------------------------------------------------------------

    def _save_change(self) -> bool:
        """Save the change just made in memory, and say it (True when the save returned).

        Nothing of a change depends on the disk, so everything it shows is made first: its
        state, told (``state_prepared``) to whoever must make something of it before it may
        leave the window (the feed's event).  After a successful save the first thing done is
        ``state_saved``, which lets that go; the views' signals follow.  After a failed one
        nothing is let go, and the state is made again (it says the save failed)."""
        state = self._prepare()
        saved = self._saved(state)
        self._said(state, saved)
        return saved

    def _prepare(self, opens_read_only: bool = False) -> ScoringState:
        state = self._build_state(saved=True, opens_read_only=opens_read_only)
        # The clock's next wake is the views' (a timer, run by the event loop after all this).
        self._clocks.shown(state.clock)
        self.state_prepared.emit(state)
        return state

    def _saved(self, state: ScoringState) -> bool:
        """Save; ``state`` (prepared) is let go first thing after the store's save returned."""
        saved = self._on_disk = self._session.save(lambda: self._release(state))
        return saved

    def _release(self, state: ScoringState) -> None:
        self._state = state
        self._on_disk = True
        self.state_saved.emit(state)

    def _said(self, state: ScoringState, saved: bool) -> None:
        """Tell the views of the change, ``state`` when it was ``saved``, else made again."""
        if not saved:
            self._match_changed()
            return
        self.match_changed.emit(state)
        self.state_changed.emit(state)

    def _build_state(self, saved: bool = False, opens_read_only: bool = False) -> ScoringState:
        """The state now; ``saved``: as it will be once the save under way has returned;
        ``opens_read_only``: as the match will be once opened read-only (:meth:`_open`: no
        marks, nothing to redo, no clock)."""
        record = self._record
        fresh = opens_read_only
        unsaved = self._session.unsaved and not saved
        return scoring_state(
            None if record is None else record.match,
            ("", "") if record is None else record.players,
            ShotDraft() if fresh else self._editor.draft,
            match_id="" if record is None else record.id,
            read_only=self._read_only or fresh,
            can_redo=bool(self._redo) and not fresh,
            save=SaveStatus.FAILING if unsaved else SaveStatus.SAVED,
            save_error="" if saved else self._session.last_error,
            tap_mode=TapMode.POCKET if fresh else self._editor.tap_mode,
            clock=None if fresh else self._clock_reading(),
            time_foul_waived=not fresh and self._clocks.time_foul_waived,
            abandoned=record is not None and record.status == "abandoned",
        )

    def _clock_reading(self) -> ClockReading | None:
        return None if self._record is None else self._clocks.reading()

    def _new_state(self) -> ScoringState:
        state = self._state = self._build_state()
        self._clocks.shown(state.clock)
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
            self._state, clock=reading, time_foul_waived=self._clocks.time_foul_waived
        )
        self._clocks.shown(reading)
        self.clock_changed.emit(state)
        self.state_changed.emit(state)
