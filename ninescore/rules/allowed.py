"""What the rules allow now: the engine's answer before anything is tried.

:meth:`Frame.allowed <ninescore.rules.Frame.allowed>` and :meth:`Match.allowed
<ninescore.rules.Match.allowed>` return an :class:`Allowed`, this engine's ``legal_moves``: which
actions may be taken, which facts of the next shot apply, and for each refusal its code and its
rule.  The engine refuses actions through the same function (:func:`refusal`), so what a screen
offers and what the engine accepts cannot disagree.

>>> from ninescore.rules import Frame, Shot
>>> frame = Frame(breaker=0)
>>> allowed = frame.allowed()
>>> allowed.shoot, allowed.push_out, allowed.balls_to_rail, allowed.no_rail
(True, False, True, False)
>>> allowed.why_not("push_out")
Refusal(code=<Code.PUSH_OUT_NOT_ALLOWED: 'push_out_not_allowed'>, rule='R5a')
>>> _ = frame.shoot(Shot(balls_to_rail=4))           # a legal dry break: the opponent may push out
>>> frame.allowed().push_out, frame.allowed().given(push_out=True).why_not("no_rail")
(True, Refusal(code=<Code.NO_RAIL_ON_PUSH_OUT: 'no_rail_on_push_out'>, rule='R5c'))
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Literal, NamedTuple, get_args

from .codes import Code
from .options import RuleOptions

if TYPE_CHECKING:
    from .state import FrameState

Permission = Literal[
    "shoot",
    "push_out",
    "push_out_choice",
    "foul_between_shots",
    "stalemate",
    "concede",
    "use_extension",
    "shot_clock_foul",
    "balls_to_rail",
    "no_rail",
]
"""What :class:`Allowed` answers for: the actions, then the facts of the next shot."""

PERMISSIONS: tuple[Permission, ...] = get_args(Permission)


class Refusal(NamedTuple):
    """Why something is not allowed: a refusal code and the rule that says so ("" for none)."""

    code: Code
    rule: str


MATCH_OVER = Refusal(Code.MATCH_OVER, "R1")
FRAME_OVER = Refusal(Code.FRAME_OVER, "R13")
_CHOICE_PENDING = Refusal(Code.PUSH_OUT_CHOICE_PENDING, "R5e")
_NOT_STARTED = Refusal(Code.FRAME_NOT_STARTED, "R13")


def refusal(state: FrameState, options: RuleOptions, permission: Permission) -> Refusal | None:
    """Why ``permission`` is refused in ``state`` under ``options``, or None when it is allowed.

    The one place where the engine decides what may happen: :class:`Allowed` asks it for every
    permission, and the frame for the one an action needs before it resolves the action.
    """
    if state.winner is not None:
        return FRAME_OVER
    if permission == "concede":
        return None
    if permission in ("use_extension", "shot_clock_foul"):
        return _clock_refusal(state, options, permission)
    if permission in ("foul_between_shots", "stalemate"):
        return _NOT_STARTED if state.is_break else None
    if permission == "push_out_choice":
        return None if state.push_out_pending else Refusal(Code.NO_PUSH_OUT_PENDING, "R5e")
    if state.push_out_pending:
        return _CHOICE_PENDING  # every fact of a shot, and the shot itself
    if permission == "push_out":
        if not options.push_out:
            return Refusal(Code.PUSH_OUT_NOT_PLAYED, "option:push_out")
        return None if state.push_out_allowed else Refusal(Code.PUSH_OUT_NOT_ALLOWED, "R5a")
    if permission == "balls_to_rail":
        return None if state.is_break else Refusal(Code.RAILS_ONLY_ON_BREAK, "R3a")
    if permission == "no_rail":
        return Refusal(Code.NO_RAIL_ON_BREAK, "R3a") if state.is_break else None
    return None  # "shoot"


def _clock_refusal(
    state: FrameState, options: RuleOptions, permission: Permission
) -> Refusal | None:
    """R14: an extension and a time foul need a clock and a shot being timed; an extension, one
    left, and a shot not extended yet."""
    if options.shot_clock is None:
        return Refusal(Code.NO_SHOT_CLOCK, "R14")
    if state.is_break:
        # R14: the clock runs from when the balls of a shot have stopped; the break has none.
        return Refusal(Code.FRAME_NOT_STARTED, "R14")
    if permission == "shot_clock_foul":
        return None
    if not state.extensions_left[state.to_shoot]:
        return Refusal(Code.NO_EXTENSION_LEFT, "R14")
    if state.extended:
        return Refusal(Code.SHOT_ALREADY_EXTENDED, "R14")
    return None


@dataclass(frozen=True, slots=True)
class Allowed:
    """What may be done now, and why not where it may not.  Frozen and hashable.

    The actions: ``shoot`` (a shot may be entered), ``push_out`` (it may be declared a push-out,
    R5a; never when the event plays none), ``push_out_choice`` (shoot or pass a push-out now,
    R5e), ``foul_between_shots`` (R12; not before the break, R13), ``stalemate``, ``concede``,
    ``use_extension`` (for the player at the table, R14) and ``shot_clock_foul`` (a time foul,
    R14; both only on the clock and after the break).  The facts of the next shot:
    ``balls_to_rail`` (the rails count: it is the break, R3a) and ``no_rail`` (R8 can judge it).
    :meth:`given` narrows the facts to the shot as marked (a pocketed ball, a push-out).
    """

    shoot: bool
    push_out: bool
    push_out_choice: bool
    foul_between_shots: bool
    stalemate: bool
    concede: bool
    use_extension: bool
    shot_clock_foul: bool
    balls_to_rail: bool
    no_rail: bool
    refusals: tuple[tuple[Permission, Refusal], ...] = ()
    """(permission, refusal) for each permission that is False, in the order of the fields."""

    @classmethod
    def of(cls, state: FrameState, options: RuleOptions) -> Allowed:
        """What ``state`` allows under ``options``."""
        return cls._answering(
            {permission: refusal(state, options, permission) for permission in PERMISSIONS}
        )

    @classmethod
    def nothing(cls, why: Refusal) -> Allowed:
        """Everything refused for one reason (the match is over)."""
        return cls._answering(dict.fromkeys(PERMISSIONS, why))

    @classmethod
    def _answering(cls, answers: dict[Permission, Refusal | None]) -> Allowed:
        return cls(
            shoot=answers["shoot"] is None,
            push_out=answers["push_out"] is None,
            push_out_choice=answers["push_out_choice"] is None,
            foul_between_shots=answers["foul_between_shots"] is None,
            stalemate=answers["stalemate"] is None,
            concede=answers["concede"] is None,
            use_extension=answers["use_extension"] is None,
            shot_clock_foul=answers["shot_clock_foul"] is None,
            balls_to_rail=answers["balls_to_rail"] is None,
            no_rail=answers["no_rail"] is None,
            refusals=tuple((p, why) for p, why in answers.items() if why is not None),
        )

    def why_not(self, permission: Permission) -> Refusal | None:
        """None when ``permission`` is allowed, else its refusal: (code, rule)."""
        if permission not in PERMISSIONS:
            raise ValueError(f"no such permission: {permission!r}; expected one of {PERMISSIONS}")
        for refused, why in self.refusals:
            if refused == permission:
                return why
        return None

    def given(self, pocketed: Iterable[int] = (), push_out: bool = False) -> Allowed:
        """The same, with the facts narrowed to a shot marked with ``pocketed`` balls and
        declared a push-out or not: R8 judges only a shot that pockets nothing and no push-out
        (R5c), and the rails decide only a break that pockets nothing (R3a)."""
        pocketing = any(True for _ in pocketed)
        narrowed: dict[Permission, Refusal] = {}
        if self.no_rail and push_out:
            narrowed["no_rail"] = Refusal(Code.NO_RAIL_ON_PUSH_OUT, "R5c")
        elif self.no_rail and pocketing:
            narrowed["no_rail"] = Refusal(Code.NO_RAIL_WHEN_POCKETED, "R8")
        if self.balls_to_rail and pocketing:
            narrowed["balls_to_rail"] = Refusal(Code.RAILS_DO_NOT_COUNT, "R3a")
        if not narrowed:
            return self
        refusals = dict(self.refusals) | narrowed
        return replace(
            self,
            balls_to_rail=self.balls_to_rail and "balls_to_rail" not in narrowed,
            no_rail=self.no_rail and "no_rail" not in narrowed,
            refusals=tuple((p, refusals[p]) for p in PERMISSIONS if p in refusals),
        )
