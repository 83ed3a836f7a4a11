"""The nine-ball rules engine: pure Python, no Qt, no I/O.

Facts of each shot go in as immutable :class:`Shot` values; :class:`Frame` and :class:`Match` decide
what they mean under RULES.md and log codes with rule citations, and say what is allowed next
(:class:`Allowed`).  Modelled on python-chess: value objects, a stack of snapshots for undo, the
legal moves as a value, specific :class:`IllegalAction` subclasses.
"""

from .actions import (
    BALLS,
    BREAK_RAILS_NEEDED,
    AcceptPushOut,
    Action,
    Concession,
    FoulBetweenShots,
    PassPushOut,
    Shot,
    Stalemate,
)
from .allowed import PERMISSIONS, Allowed, Permission, Refusal
from .codes import FOUL_CODES, LOG_CODES, REFUSAL_CODES, Code, WinReason
from .errors import (
    BallNotOnTable,
    ConfigurationError,
    FrameNotStarted,
    FrameOver,
    IllegalAction,
    InvalidShot,
    MatchOver,
    NoPushOutPending,
    NothingToUndo,
    PushOutChoicePending,
    PushOutNotAllowed,
    RulesError,
)
from .frame import Event, Frame, FrameState, LogEntry, unknown_action
from .match import Match
from .options import BREAK_RULES, BreakRule, NineOnBreak, RuleOptions

__all__ = [
    "BALLS",
    "BREAK_RAILS_NEEDED",
    "BREAK_RULES",
    "FOUL_CODES",
    "LOG_CODES",
    "PERMISSIONS",
    "REFUSAL_CODES",
    "AcceptPushOut",
    "Action",
    "Allowed",
    "BallNotOnTable",
    "BreakRule",
    "Code",
    "Concession",
    "ConfigurationError",
    "Event",
    "FoulBetweenShots",
    "Frame",
    "FrameNotStarted",
    "FrameOver",
    "FrameState",
    "IllegalAction",
    "InvalidShot",
    "LogEntry",
    "Match",
    "MatchOver",
    "NineOnBreak",
    "NoPushOutPending",
    "NothingToUndo",
    "PassPushOut",
    "Permission",
    "PushOutChoicePending",
    "PushOutNotAllowed",
    "Refusal",
    "RuleOptions",
    "RulesError",
    "Shot",
    "Stalemate",
    "WinReason",
    "unknown_action",
]
