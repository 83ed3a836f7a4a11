"""The scoring state: one complete, immutable picture of the match as the operator sees it now.

The controller keeps the live match and the shot being marked; after every change it builds a
:class:`ScoringState` with :func:`scoring_state`, a pure function of them, and hands it out.  Every
view is made from it by the presenter's pure functions, so the scoring window, a spectator screen
and a live feed show the same thing; being made of immutable values only (the engine's frozen
states and log entries, strings, numbers, enums), it can be kept, compared and handed to another
thread as it is.

>>> from ninescore.rules import Match, Shot
>>> match = Match(race_to=3)
>>> state = scoring_state(match, ("Ivanov", "Petrov"), ShotDraft(pocketed=frozenset({9})))
>>> state.to_shoot, state.frame.is_break, [code.value for code in state.preview.codes][-1]
(0, True, 'frame_won')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import TYPE_CHECKING, assert_never

from ninescore import rules

from .facts import FACT_SPECS, Fact

if TYPE_CHECKING:
    from ninescore.rules import (
        Allowed,
        ClockReading,
        Code,
        FrameState,
        LogEntry,
        Match,
        Refusal,
        RuleOptions,
        Shot,
        WinReason,
    )

FACTS: tuple[str, ...] = tuple(fact.value for fact in Fact)
"""The facts of a shot the operator marks beside the balls (the shot panel's toggles)."""


class TapMode(Enum):
    """What a plain tap or click on a ball asks for."""

    POCKET = "pocket"
    JUMP = "jump"


class SaveStatus(Enum):
    """Whether every action is on disk."""

    SAVED = "saved"
    FAILING = "failing"
    """The last save failed: some action is only in memory, and saving is retried."""


@dataclass(frozen=True, slots=True)
class ShotDraft:
    """The shot being marked, before it is committed.  The defaults are a legal miss.

    ``first_contact_chosen`` is False while the first contact is the default (the lowest ball on
    the table); once the operator picks a ball, or no contact (``first_contact=None``), it is
    True.  ``break_rails`` stands for "enough balls reached a rail" (R3a) and only matters on a
    break that pockets nothing.  It starts off: the record must never claim rails nobody saw, so a
    break with nothing marked is the R3a foul, and the preview says so before Enter.
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

    def facts_allowed(self, allowed: Allowed) -> Allowed:
        """What the rules allow for the facts of this shot as it is marked."""
        return allowed.given(pocketed=self.pocketed, push_out=self.push_out)

    def settled(self, allowed: Allowed) -> ShotDraft:
        """This draft without the facts the rules say cannot apply to it, so none is kept
        unseen (a no rail marked before a ball was pocketed)."""
        facts = self.facts_allowed(allowed)
        draft = self
        if draft.no_rail and not facts.no_rail:
            draft = replace(draft, no_rail=False)
        if draft.break_rails and not facts.balls_to_rail:
            draft = replace(draft, break_rails=False)
        return draft

    def contact_for(self, lowest: int | None) -> int | None:
        """The first contact this draft stands for, when ``lowest`` is the lowest ball."""
        return self.first_contact if self.first_contact_chosen else lowest

    def fact(self, name: Fact | str) -> bool:
        """The value of the fact ``name`` (a :class:`Fact`, or its value)."""
        match _fact(name):
            case Fact.SCRATCH:
                return self.scratch
            case Fact.CUE_OFF_TABLE:
                return self.cue_off_table
            case Fact.NO_RAIL:
                return self.no_rail
            case Fact.BALLS_TO_RAIL:
                return self.break_rails
            case Fact.PUSH_OUT:
                return self.push_out
            case unknown:
                assert_never(unknown)

    def with_fact(self, name: Fact | str, value: bool) -> ShotDraft:
        """This draft with one fact set, and the fact it excludes cleared when it is set."""
        fact = _fact(name)
        draft = self
        excluded = FACT_SPECS[fact].excludes
        if value and excluded is not None and draft.fact(excluded):
            draft = draft.with_fact(excluded, False)
        match fact:
            case Fact.SCRATCH:
                return replace(draft, scratch=value)
            case Fact.CUE_OFF_TABLE:
                return replace(draft, cue_off_table=value)
            case Fact.NO_RAIL:
                return replace(draft, no_rail=value)
            case Fact.BALLS_TO_RAIL:
                return replace(draft, break_rails=value)
            case Fact.PUSH_OUT:
                return replace(draft, push_out=value)
            case unknown:
                assert_never(unknown)

    def to_shot(self, lowest: int | None, allowed: Allowed) -> Shot:
        """The rules engine's Shot for this draft (may raise InvalidShot)."""
        facts = self.facts_allowed(allowed)
        return rules.Shot(
            first_contact=self.contact_for(lowest),
            pocketed=self.pocketed,
            rail=not (self.no_rail and facts.no_rail),
            balls_to_rail=(
                rules.BREAK_RAILS_NEEDED if self.break_rails and facts.balls_to_rail else 0
            ),
            scratch=self.scratch,
            cue_off_table=self.cue_off_table,
            jumped=self.jumped,
            push_out=self.push_out,
            fouls=self.fouls,
        )


def _fact(name: Fact | str) -> Fact:
    try:
        return Fact(name)
    except ValueError:
        raise ValueError(f"unknown shot fact {name!r}; expected one of {FACTS}") from None


@dataclass(frozen=True, slots=True)
class FrameResult:
    """An earlier frame of the match, as the log shows it in one line."""

    number: int
    winner: int
    win_reason: WinReason | None
    combination: bool = False
    """Won by a legal 9 on a combination or carom (``LogEntry.won_on_combination``)."""


@dataclass(frozen=True, slots=True)
class ScoringState:
    """Everything any view of the scoring shows, at one moment.  Build it with
    :func:`scoring_state`; ``NO_MATCH`` when no match is open."""

    names: tuple[str, str] = ("", "")
    match_id: str = ""
    race_to: tuple[int, int] = (0, 0)
    score: tuple[int, int] = (0, 0)
    match_winner: int | None = None
    frame_number: int = 0
    frame: FrameState | None = None
    """The frame being played (after the match is won: the last one); None with no match."""
    lowest: int | None = None
    warning: bool = False
    """The player at the table has two fouls in a row: a third loses the frame (R12)."""
    allowed: Allowed | None = None
    """What the rules allow now (nothing once the match is over)."""
    log: tuple[LogEntry, ...] = ()
    """The entries of the frame being played, with the match's own events."""
    earlier: tuple[FrameResult, ...] = ()
    """The frames before it that were won (a re-rack after a stalemate is not one)."""
    last_entry: LogEntry | None = None
    """The last action of the match (with the match's events), which may be the one that won
    the frame before this one; None before any."""
    draft: ShotDraft = ShotDraft()
    preview: LogEntry | None = None
    """What committing the draft would do, by the engine; None when it cannot be committed."""
    draft_refusal: Refusal | None = None
    """Why the draft cannot be committed, when the engine refuses it."""
    read_only: bool = False
    abandoned: bool = False
    """The match was abandoned: it is closed (shown read-only) until taken up again."""
    can_undo: bool = False
    can_redo: bool = False
    save: SaveStatus = SaveStatus.SAVED
    save_error: str = ""
    tap_mode: TapMode = TapMode.POCKET
    options: RuleOptions | None = None
    """The rules the match is played under (None with no match)."""
    rules_changeable: bool = False
    """The rules can still be changed here: the match is scored here and has no action yet
    (the house rules are set before the first break; the engine's ``Match.rules_fixed``)."""
    clock: ClockReading | None = None
    """The shot clock of the shot being played (R14) as the controller's clock last read it:
    its phase, limit and seconds.  None with no match open, or with a match only shown here
    (read-only), whose clock runs elsewhere.  A match without a clock still has a reading: the
    stopwatch that measures shot times (its ``limit`` is None)."""
    time_foul_waived: bool = False
    """The time ran out and the referee answered "no time foul" (R14): the question is not
    asked again for this shot."""

    @property
    def has_match(self) -> bool:
        return self.frame is not None

    @property
    def is_over(self) -> bool:
        return self.match_winner is not None

    @property
    def can_score(self) -> bool:
        """A shot can be entered: a match is open, scored here and not over."""
        return self.frame is not None and not self.read_only and self.match_winner is None

    @property
    def to_shoot(self) -> int | None:
        """Who is at the table (who chooses, after a push-out); None with no match or once over."""
        if self.frame is None or self.match_winner is not None:
            return None
        return self.frame.to_shoot

    @property
    def marking(self) -> bool:
        """A shot is being marked: the operator can score and no push-out choice waits."""
        return self.can_score and self.frame is not None and not self.frame.push_out_pending

    def last_event(self, code: Code) -> tuple[LogEntry, int] | None:
        """The last entry of this frame with an event ``code``, and the event's position."""
        for entry in reversed(self.log):
            for position, event in enumerate(entry.events):
                if event.code is code:
                    return entry, position
        return None


NO_MATCH = ScoringState()


def scoring_state(
    match: Match | None,
    names: Sequence[str],
    draft: ShotDraft = ShotDraft(),
    *,
    match_id: str = "",
    read_only: bool = False,
    can_redo: bool = False,
    save: SaveStatus = SaveStatus.SAVED,
    save_error: str = "",
    tap_mode: TapMode = TapMode.POCKET,
    clock: ClockReading | None = None,
    time_foul_waived: bool = False,
    abandoned: bool = False,
) -> ScoringState:
    """The state of ``match`` with ``draft`` being marked and the shot clock reading ``clock``:
    a pure function (the match is only read; the engine previews the draft without playing
    it)."""
    if match is None:
        return replace(NO_MATCH, save=save, save_error=save_error, tap_mode=tap_mode)
    frames = match.frames
    frame = frames[-1]
    allowed = match.allowed()
    scoring = not read_only and not match.is_over
    preview: LogEntry | None = None
    refusal: Refusal | None = None
    if scoring and not frame.push_out_pending:
        try:
            preview = match.preview(draft.to_shot(frame.lowest, allowed))
        except rules.IllegalAction as error:
            refusal = rules.Refusal(error.code, error.rule)
    return ScoringState(
        names=(names[0], names[1]),
        match_id=match_id,
        race_to=match.race_to,
        score=match.score,
        match_winner=match.winner,
        frame_number=len(frames),
        frame=frame.state,
        lowest=frame.lowest,
        warning=frame.warning,
        allowed=allowed,
        log=match.log_of(len(frames) - 1),
        last_entry=match.last_entry,
        earlier=tuple(
            FrameResult(
                number,
                earlier.winner,
                earlier.win_reason,
                bool(earlier.log) and earlier.log[-1].won_on_combination,
            )
            for number, earlier in enumerate(frames[:-1], start=1)
            if earlier.winner is not None
        ),
        draft=draft,
        preview=preview,
        draft_refusal=refusal,
        read_only=read_only,
        abandoned=abandoned,
        can_undo=not read_only and match.can_undo,
        can_redo=can_redo and not read_only,
        save=save,
        save_error=save_error,
        tap_mode=tap_mode,
        options=match.options,
        rules_changeable=not read_only and not match.rules_fixed,
        clock=clock,
        time_foul_waived=time_foul_waived,
    )
