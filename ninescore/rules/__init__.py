"""The nine-ball rules engine: pure Python, no Qt, no I/O.

Facts of each shot go in as immutable :class:`Shot` values; :class:`Frame` and :class:`Match` decide
what they mean under RULES.md and log codes with rule citations, and say what is allowed next
(:class:`Allowed`).  :class:`RuleOptions` are the house rules and the shot clock of an event,
preset by the named :data:`PROFILES`; :class:`ShotClock` times a shot under them, on a clock it
is given.  Modelled on python-chess: value objects, a stack of snapshots for undo, the
legal moves as a value, specific :class:`IllegalAction` subclasses.

The names below are loaded on first use (PEP 562): importing the package, or one light part of
it such as :mod:`.citations`, does not build the engine's classes, so the window's first paint
waits for none of them (docs/performance.md).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .actions import (
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
    from .allowed import (
        PERMISSIONS,
        Allowed,
        Permission,
        Refusal,
    )
    from .balls import BALLS
    from .codes import (
        FOUL_CODES,
        LOG_CODES,
        REFUSAL_CODES,
        Code,
        WinReason,
    )
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
    from .frame import (
        Frame,
        unknown_action,
    )
    from .limits import (
        ControlCharacter,
        FrameTooLong,
        LimitExceeded,
        MatchTooLong,
        ReasonTooLong,
        TooManyFoulReasons,
    )
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
    from .shot_clock import (
        ClockPhase,
        ClockReading,
        ShotClock,
    )
    from .state import (
        Event,
        FrameState,
        LogEntry,
        LongerLimit,
    )

_EXPORTED_FROM: dict[str, tuple[str, ...]] = {
    "actions": (
        "BREAK_RAILS_NEEDED",
        "AcceptPushOut",
        "Action",
        "Concession",
        "FoulBetweenShots",
        "PassPushOut",
        "Shot",
        "ShotClockFoul",
        "Stalemate",
        "UseExtension",
    ),
    "allowed": ("PERMISSIONS", "Allowed", "Permission", "Refusal"),
    "balls": ("BALLS",),
    "codes": ("FOUL_CODES", "LOG_CODES", "REFUSAL_CODES", "Code", "WinReason"),
    "errors": (
        "BallNotOnTable",
        "ConfigurationError",
        "FrameNotStarted",
        "FrameOver",
        "IllegalAction",
        "InvalidShot",
        "MatchOver",
        "NoExtensionLeft",
        "NoPushOutPending",
        "NoShotClock",
        "NothingToUndo",
        "PushOutChoicePending",
        "PushOutNotAllowed",
        "PushOutNotPlayed",
        "RulesError",
        "RulesFixed",
        "ShotAlreadyExtended",
    ),
    "frame": ("Frame", "unknown_action"),
    "limits": (
        "ControlCharacter",
        "FrameTooLong",
        "LimitExceeded",
        "MatchTooLong",
        "ReasonTooLong",
        "TooManyFoulReasons",
    ),
    "match": ("Match",),
    "options": (
        "BREAK_RULES",
        "PROFILE_NAMES",
        "PROFILES",
        "BreakRule",
        "NineOnBreak",
        "ProfileName",
        "RuleOptions",
        "ShotClockRules",
    ),
    "shot_clock": ("ClockPhase", "ClockReading", "ShotClock"),
    "state": ("Event", "FrameState", "LogEntry", "LongerLimit"),
}
"""Each submodule and the names the package exports from it, loaded on first use.  The block above
says the same to the type checker, and ``__all__`` to readers; ``tests/rules/test_package.py``
holds the three to each other."""

_SUBMODULE_OF = {name: module for module, names in _EXPORTED_FROM.items() for name in names}

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
    "ControlCharacter",
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


def __getattr__(name: str) -> object:
    """Load ``name`` from its submodule on first use, then keep it in the package; a submodule
    by its name too (``rules.limits``), as if it had been imported."""
    module = _SUBMODULE_OF.get(name)
    if module is not None:
        value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    elif not name.startswith("_"):
        try:
            value = importlib.import_module(f"{__name__}.{name}")
        except ModuleNotFoundError as error:
            if error.name != f"{__name__}.{name}":
                raise  # a submodule that is there imports one that is not
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
