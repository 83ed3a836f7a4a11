"""Exceptions raised by the rules engine.

Every exception is an :class:`IllegalAction`, itself a :class:`ValueError`, so callers that only
care whether an action was accepted catch one class.  The message always shows the bad input, so a
person reading a log or a test failure sees what was refused without a debugger.  An action that
raises leaves the frame and the match exactly as they were.
"""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action that cannot happen in the current state, or facts that cannot all be true."""


class InvalidShot(IllegalAction):
    """The facts of a shot contradict each other or name impossible values (ball 12, -1 rails)."""


class BallNotOnTable(IllegalAction):
    """A shot names a ball (pocketed, jumped or first contact) that is no longer on the table."""


class PushOutNotAllowed(IllegalAction):
    """A push-out declared on a shot other than the one right after a legal break (R5a)."""


class PushOutChoicePending(IllegalAction):
    """A shot entered while the opponent still has to accept or pass a push-out (R5e)."""


class NoPushOutPending(IllegalAction):
    """Accept or pass was entered, but no legal push-out is waiting for a choice."""


class FrameNotStarted(IllegalAction):
    """A foul between shots before the break: the frame has not started yet (R13)."""


class FrameOver(IllegalAction):
    """Any action after the frame has been won."""


class MatchOver(IllegalAction):
    """Any action after the match has been won."""


class NothingToUndo(IllegalAction):
    """Undo with no action left to take back."""
