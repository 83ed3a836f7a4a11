"""The nine-ball rules engine: pure Python, no Qt, no I/O.

Facts of each shot go in as immutable :class:`Shot` values; :class:`Frame` and :class:`Match` decide
what they mean under RULES.md and log codes with rule citations.  Modelled on python-chess:
value objects, a stack of snapshots for undo, specific :class:`IllegalAction` subclasses.
"""

from .actions import (
    BALLS,
    AcceptPushOut,
    Action,
    Concession,
    FoulBetweenShots,
    PassPushOut,
    Shot,
    Stalemate,
)
from .codes import DEFAULT_RULE, FOUL_CODES, Code, WinReason
from .errors import (
    BallNotOnTable,
    FrameNotStarted,
    FrameOver,
    IllegalAction,
    InvalidShot,
    MatchOver,
    NoPushOutPending,
    NothingToUndo,
    PushOutChoicePending,
    PushOutNotAllowed,
)
from .frame import Event, Frame, FrameState, LogEntry
from .limits import FrameTooLong, LimitExceeded, MatchTooLong, ReasonTooLong, TooManyFoulReasons
from .match import Match
from .options import BREAK_RULES, BreakRule, NineOnBreak, RuleOptions

__all__ = [
    "BALLS",
    "BREAK_RULES",
    "DEFAULT_RULE",
    "FOUL_CODES",
    "AcceptPushOut",
    "Action",
    "BallNotOnTable",
    "BreakRule",
    "Code",
    "Concession",
    "Event",
    "FoulBetweenShots",
    "Frame",
    "FrameNotStarted",
    "FrameOver",
    "FrameState",
    "FrameTooLong",
    "IllegalAction",
    "InvalidShot",
    "LimitExceeded",
    "LogEntry",
    "Match",
    "MatchOver",
    "MatchTooLong",
    "NineOnBreak",
    "NoPushOutPending",
    "NothingToUndo",
    "PassPushOut",
    "PushOutChoicePending",
    "PushOutNotAllowed",
    "ReasonTooLong",
    "RuleOptions",
    "Shot",
    "Stalemate",
    "TooManyFoulReasons",
    "WinReason",
]
