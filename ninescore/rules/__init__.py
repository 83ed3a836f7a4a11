"""The nine-ball rules engine: pure Python, no Qt, no I/O.

Facts of each shot go in as immutable :class:`Shot` values; :class:`Frame` and :class:`Match` decide
what they mean under RULES.md and log codes with rule citations, and say what is allowed next
(:class:`Allowed`).  :class:`RuleOptions` are the house rules and the shot clock of an event,
preset by the named :data:`PROFILES`; :class:`ShotClock` times a shot under them, on a clock it
is given.  Modelled on python-chess: value objects, a stack of snapshots for undo, the
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
    ShotClockFoul,
    Stalemate,
    UseExtension,
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
    NoExtensionLeft,
    NoPushOutPending,
    NoShotClock,
    NothingToUndo,
    PushOutChoicePending,
    PushOutNotAllowed,
    PushOutNotPlayed,
    RulesError,
    RulesFixed,
    ShotAlreadyExtended,
)
from .frame import Frame, unknown_action
from .limits import FrameTooLong, LimitExceeded, MatchTooLong, ReasonTooLong, TooManyFoulReasons
from .match import Match
from .options import (
    BREAK_RULES,
    PROFILE_NAMES,
    PROFILES,
    BreakRule,
    NineOnBreak,
    ProfileName,
    RuleOptions,
    ShotClockRules,
)
from .shot_clock import ClockPhase, ClockReading, ShotClock
from .state import Event, FrameState, LogEntry, LongerLimit

__all__ = [
    "BALLS",
    "BREAK_RAILS_NEEDED",
    "BREAK_RULES",
    "FOUL_CODES",
    "LOG_CODES",
    "PERMISSIONS",
    "PROFILES",
    "PROFILE_NAMES",
    "REFUSAL_CODES",
    "AcceptPushOut",
    "Action",
    "Allowed",
    "BallNotOnTable",
    "BreakRule",
    "ClockPhase",
    "ClockReading",
    "Code",
    "Concession",
    "ConfigurationError",
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
    "LongerLimit",
    "Match",
    "MatchOver",
    "MatchTooLong",
    "NineOnBreak",
    "NoExtensionLeft",
    "NoPushOutPending",
    "NoShotClock",
    "NothingToUndo",
    "PassPushOut",
    "Permission",
    "ProfileName",
    "PushOutChoicePending",
    "PushOutNotAllowed",
    "PushOutNotPlayed",
    "ReasonTooLong",
    "Refusal",
    "RuleOptions",
    "RulesError",
    "RulesFixed",
    "Shot",
    "ShotAlreadyExtended",
    "ShotClock",
    "ShotClockFoul",
    "ShotClockRules",
    "Stalemate",
    "TooManyFoulReasons",
    "UseExtension",
    "WinReason",
    "unknown_action",
]
