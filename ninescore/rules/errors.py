"""Exceptions raised by the rules engine.

An action the rules refuse raises an :class:`IllegalAction`; options or a race that cannot be
played raise a :class:`ConfigurationError`.  Both are :class:`RulesError`, itself a
:class:`ValueError`, so callers that only care whether something was accepted catch one class.

The message always shows the bad input, so a person reading a log or a test failure sees what was
refused without a debugger.  Beside it every error carries structured fields: the refusal's
``code`` and ``rule`` and the ``balls`` it concerns, from which ``ninescore.describe`` makes the
sentence the operator reads ("Ball 3 is no longer on the table (on the table: 4, 5, 9)").  An
action that raises leaves the frame and the match exactly as they were.

>>> error = BallNotOnTable("ball 3 is not on the table", balls=[3], on_table={9, 4, 5})
>>> error.code.value, error.balls, error.on_table, error.rule
('ball_not_on_table', (3,), (4, 5, 9), '')
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from .codes import Code


class RulesError(ValueError):
    """Anything the rules engine refuses."""


class ConfigurationError(RulesError):
    """Options, a race or a breaker that no match can be played with (``setting`` names it)."""

    def __init__(self, message: str, *, setting: str) -> None:
        super().__init__(message)
        self.setting = setting


class IllegalAction(RulesError):
    """An action that cannot happen in the current state, or facts that cannot all be true.

    ``code`` says why (a refusal :class:`~ninescore.rules.Code`), ``rule`` the rule that says so
    ("" when none does: a ball that is not there, a fact that contradicts another), ``balls`` the
    balls named that are the trouble and ``on_table`` the balls that were on the table.
    """

    CODE: ClassVar[Code] = Code.NOT_AN_ACTION

    def __init__(
        self,
        message: str,
        *,
        code: Code | None = None,
        rule: str = "",
        balls: Iterable[int] = (),
        on_table: Iterable[int] = (),
    ) -> None:
        super().__init__(message)
        self.code: Code = code if code is not None else self.CODE
        self.rule = rule
        self.balls: tuple[int, ...] = tuple(sorted(balls))
        self.on_table: tuple[int, ...] = tuple(sorted(on_table))


class InvalidShot(IllegalAction):
    """The facts of a shot contradict each other or name impossible values (ball 12, -1 rails)."""

    CODE = Code.INVALID_SHOT


class BallNotOnTable(IllegalAction):
    """A shot names a ball (pocketed, jumped or first contact) that is no longer on the table."""

    CODE = Code.BALL_NOT_ON_TABLE


class PushOutNotAllowed(IllegalAction):
    """A push-out declared on a shot other than the one right after a legal break (R5a)."""

    CODE = Code.PUSH_OUT_NOT_ALLOWED


class PushOutNotPlayed(PushOutNotAllowed):
    """A push-out declared in an event that plays none (the ``push_out`` house rule)."""

    CODE = Code.PUSH_OUT_NOT_PLAYED


class NoShotClock(IllegalAction):
    """An extension or a time foul in an event that has no shot clock (R14)."""

    CODE = Code.NO_SHOT_CLOCK


class NoExtensionLeft(IllegalAction):
    """An extension for a player who has used every extension of the frame (R14)."""

    CODE = Code.NO_EXTENSION_LEFT


class ShotAlreadyExtended(IllegalAction):
    """A second extension on the same shot: an extension adds its time to a shot once (R14)."""

    CODE = Code.SHOT_ALREADY_EXTENDED


class PushOutChoicePending(IllegalAction):
    """A shot entered while the opponent still has to accept or pass a push-out (R5e)."""

    CODE = Code.PUSH_OUT_CHOICE_PENDING


class NoPushOutPending(IllegalAction):
    """Accept or pass was entered, but no legal push-out is waiting for a choice."""

    CODE = Code.NO_PUSH_OUT_PENDING


class FrameNotStarted(IllegalAction):
    """A foul between shots or a stalemate before the break: nothing has started yet (R13)."""

    CODE = Code.FRAME_NOT_STARTED


class FrameOver(IllegalAction):
    """Any action after the frame has been won."""

    CODE = Code.FRAME_OVER


class MatchOver(IllegalAction):
    """Any action after the match has been won."""

    CODE = Code.MATCH_OVER


class RulesFixed(IllegalAction):
    """The event's rules changed once the match has begun: the house rules and the shot clock
    are set before the first break (RULES.md, house rules), and every action is played by them.
    """

    CODE = Code.RULES_FIXED


class NothingToUndo(IllegalAction):
    """Undo with no action left to take back."""

    CODE = Code.NOTHING_TO_UNDO


ERROR_FOR_REFUSAL: dict[Code, type[IllegalAction]] = {
    error.CODE: error
    for error in (
        PushOutNotAllowed,
        PushOutNotPlayed,
        NoShotClock,
        NoExtensionLeft,
        ShotAlreadyExtended,
        PushOutChoicePending,
        NoPushOutPending,
        FrameNotStarted,
        FrameOver,
        MatchOver,
    )
}
"""The exception the engine raises for each refusal of :meth:`Allowed.why_not`; a refused fact
of a shot (rails off the break) is an :class:`InvalidShot`."""
