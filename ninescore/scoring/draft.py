"""The shot being marked, edited as the operator marks it: the draft and the tap mode.

Pure: no Qt, no signals.  Each edit gives the draft it would make; :meth:`DraftEditor.settle`
asks the engine whether the draft names a ball that is gone and gives the refusal in one
sentence if it does; the controller keeps what is accepted and tells the views.

>>> from ninescore.rules import Match
>>> from ninescore.scoring import scoring_state
>>> editor = DraftEditor()
>>> state = scoring_state(Match(), ("A", "B"))
>>> editor.settle(state, Match(), editor.pocketed(3)).pocketed
frozenset({3})
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ninescore import rules

from .facts import Fact
from .keys import Explained
from .state import FACTS, ScoringState, ShotDraft, TapMode

if TYPE_CHECKING:
    from ninescore.rules import Match, Permission, Shot


class DraftEditor:
    """The draft of the shot being marked and what the next plain tap on a ball marks."""

    def __init__(self) -> None:
        self.draft = ShotDraft()
        self.tap_mode = TapMode.POCKET

    def clear(self) -> None:
        """A new shot to mark: nothing marked, and a tap marks a pocketed ball."""
        self.draft = ShotDraft()
        self.tap_mode = TapMode.POCKET

    @property
    def is_clear(self) -> bool:
        return self.draft.is_empty and self.tap_mode is TapMode.POCKET

    def pocketed(self, ball: int) -> ShotDraft:
        draft = self.draft
        return replace(draft, pocketed=draft.pocketed ^ {ball}, jumped=draft.jumped - {ball})

    def jumped(self, ball: int) -> ShotDraft:
        """The ball marked jumped (or not); "Tap = jumped" is for one tap, so the tap mode is
        pocketed again."""
        self.tap_mode = TapMode.POCKET
        draft = self.draft
        return replace(draft, jumped=draft.jumped ^ {ball}, pocketed=draft.pocketed - {ball})

    def first_contact(self, ball: int | None) -> ShotDraft:
        """``ball`` hit first (None: no ball); the same choice again restores the default."""
        draft = self.draft
        if draft.first_contact_chosen and draft.first_contact == ball:
            return replace(draft, first_contact=None, first_contact_chosen=False)
        return replace(draft, first_contact=ball, first_contact_chosen=True)

    def fact(self, state: ScoringState, name: Fact | str, value: bool) -> ShotDraft | str:
        """The draft with one fact set, or the sentence why the rules refuse it on this shot."""
        from .presenter import refused_fact

        fact = Fact(name)
        refusal = refused_fact(state, fact, value)
        return self.draft.with_fact(fact, value) if refusal is None else refusal

    def foul_reason(self, reason: str) -> ShotDraft | str:
        """The draft with ``reason`` added (or taken off, when it is marked already), or the
        sentence why a shot cannot record it (the engine's limits)."""
        from ninescore.describe import describe_refusal

        draft = self.draft
        refusal = rules.limits.foul_reason_refusal(draft.fouls, reason)
        if refusal is not None:
            return describe_refusal(refusal)
        if reason in draft.fouls:
            return replace(draft, fouls=tuple(r for r in draft.fouls if r != reason))
        return replace(draft, fouls=(*draft.fouls, reason))

    def shot(self, state: ScoringState) -> Shot | str:
        """The engine's Shot for the draft as marked, or the sentence why it is none."""
        from ninescore.describe import describe_error

        assert state.allowed is not None, "no shot is played now"
        try:
            return self.draft.to_shot(state.lowest, state.allowed)
        except rules.IllegalAction as error:
            return describe_error(error)

    def settle(self, state: ScoringState, match: Match | None, draft: ShotDraft) -> ShotDraft | str:
        """``draft`` without the facts the rules say cannot apply, or the sentence why the
        engine refuses the balls it names.  The same draft as now means nothing changed."""
        from ninescore.describe import describe_error

        if state.allowed is not None:
            draft = draft.settled(state.allowed)
        if draft == self.draft:
            return draft
        if match is not None and state.marking:
            try:
                match.preview(draft.to_shot(state.lowest, state.allowed))  # type: ignore[arg-type]
            except rules.BallNotOnTable as error:
                return describe_error(error)
            except rules.IllegalAction:
                pass  # other contradictions stay marked: the preview says they cannot all be true
        return draft


def check_fact(name: Fact | str) -> None:
    """Refuse a name that is no fact (a programming error, not the operator's)."""
    if name not in FACTS:
        raise ValueError(f"unknown shot fact {name!r}; expected one of {FACTS}")


def writing_refusal(state: ScoringState) -> str | None:
    """Why nothing can be recorded in ``state`` (no match, one scored elsewhere, or one
    abandoned), in one sentence, or None."""
    from ninescore import describe

    if not state.has_match:
        return describe.no_match_text()
    if state.read_only:
        return describe.abandoned_text() if state.abandoned else describe.read_only_text()
    return None


def key_refusal(state: ScoringState, permission: Explained) -> str | None:
    """Why a command refused by its key cannot be used in ``state``, in one sentence: no
    match, a match read-only or abandoned or over, or the engine's refusal of ``permission``
    (one of ``Allowed``'s, or "undo"/"redo"); None when the engine has nothing to say."""
    from ninescore import describe

    if permission == "redo":
        return describe.nothing_to_redo_text()
    why = writing_refusal(state)
    if why is not None:
        return why
    if permission == "undo":
        return describe.describe_refusal(rules.Refusal(rules.Code.NOTHING_TO_UNDO, ""))
    if state.is_over:
        return describe.describe_refusal(rules.Refusal(rules.Code.MATCH_OVER, ""), "shoot")
    asked: Permission = next((p for p in rules.PERMISSIONS if p == permission), "shoot")
    refusal = state.allowed.why_not(asked) if state.allowed is not None else None
    return None if refusal is None else describe.describe_refusal(refusal, asked)


def marking_refusal(state: ScoringState) -> str | None:
    """Why no shot can be marked in ``state``, in the engine's words, or None."""
    from ninescore import describe

    why = writing_refusal(state)
    if why is not None:
        return why
    refusal = state.allowed.why_not("shoot") if state.allowed is not None else None
    return None if refusal is None else describe.describe_refusal(refusal, "shoot")
