"""One sentence for everything refused or gone wrong, beside the sentences of the log.

:func:`describe_refusal` words the engine's :class:`~ninescore.rules.Refusal` (what
``Allowed.why_not`` answers), and :func:`describe_error` any exception a caller has to show: the
rules' errors from their structured fields ("Ball 3 is no longer on the table (on the table: 4,
5, 9)."), the records' errors through their own translated templates, anything else as a plain
sentence that still says what happened.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Protocol, runtime_checkable

from ninescore.rules import (
    BREAK_RAILS_NEEDED,
    Code,
    ConfigurationError,
    IllegalAction,
    Permission,
    Refusal,
    limits,
)

from ._translation import _tr
from .dates import date_time_text
from .words import ball_list_text, balls_text, cite


@runtime_checkable
class TranslatableError(Protocol):
    """What the records layer's errors offer: their sentence through a given translate function
    (``NinescoreDataError.describe``), since that layer has no Qt of its own."""

    def describe(
        self, translate: Callable[[str, str], str], moment: Callable[[datetime], str] | None = None
    ) -> str: ...


def describe_refusal(
    refusal: Refusal,
    permission: Permission | None = None,
    balls: tuple[int, ...] = (),
    on_table: tuple[int, ...] = (),
) -> str:
    """Why something cannot be done now, in one sentence with its rule.

    ``permission`` is what was asked (a stalemate and a foul between shots are refused before
    the break for different reasons); ``balls`` and ``on_table`` fill in a ball that is gone.
    """
    code, rule = refusal
    cited = cite(rule) if rule else ""
    match code:
        case Code.MATCH_OVER:
            return _tr(
                "Errors", "The match is over. Undo to change the last frame, or start a new match."
            )
        case Code.FRAME_OVER:
            return _tr("Errors", "This frame is over.")
        case Code.PUSH_OUT_CHOICE_PENDING:
            return _tr(
                "Errors", "First choose: shoot from this position, or pass the shot back ({rule})."
            ).format(rule=cited)
        case Code.NO_PUSH_OUT_PENDING:
            return _tr("Errors", "No push-out is waiting for a choice.")
        case Code.PUSH_OUT_NOT_ALLOWED:
            return _tr(
                "Errors",
                "A push-out is allowed only on the shot right after a legal break ({rule}).",
            ).format(rule=cited)
        case Code.PUSH_OUT_NOT_PLAYED:
            return _tr("Errors", "Push-outs are not played in this event ({rule}).").format(
                rule=cited
            )
        case Code.NO_SHOT_CLOCK:
            return _tr(
                "Errors",
                "This event is not played on a shot clock: there are no extensions or time "
                "fouls ({rule}).",
            ).format(rule=cited)
        case Code.NO_EXTENSION_LEFT:
            return _tr(
                "Errors", "No extension is left for the player at the table in this frame ({rule})."
            ).format(rule=cited)
        case Code.SHOT_ALREADY_EXTENDED:
            return _tr(
                "Errors", "This shot already has its extension: a shot is extended once ({rule})."
            ).format(rule=cited)
        case Code.FRAME_NOT_STARTED if permission in ("use_extension", "shot_clock_foul"):
            return _tr(
                "Errors",
                "The shot clock runs from the first shot after the break: nothing to extend or "
                "to time before it ({rule}).",
            ).format(rule=cited)
        case Code.FRAME_NOT_STARTED if permission == "stalemate":
            return _tr(
                "Errors",
                "Nothing to re-rack before the break: a stalemate can only be called once the "
                "frame has started ({rule}).",
            ).format(rule=cited)
        case Code.FRAME_NOT_STARTED:
            return _tr(
                "Errors",
                "The frame starts with the break: record a foul on the break as a shot ({rule}).",
            ).format(rule=cited)
        case Code.RAILS_ONLY_ON_BREAK:
            return _tr("Errors", "Balls to a rail only count on the break ({rule}).").format(
                rule=cited
            )
        case Code.RAILS_DO_NOT_COUNT:
            return _tr(
                "Errors",
                "Rails do not count: a ball pocketed on the break already makes it legal ({rule}).",
            ).format(rule=cited)
        case Code.NO_RAIL_ON_BREAK:
            return _tr(
                "Errors",
                "On the break the rails are counted instead: {n}+ balls to a rail ({rule}).",
            ).format(n=BREAK_RAILS_NEEDED, rule=cited)
        case Code.NO_RAIL_ON_PUSH_OUT:
            return _tr("Errors", "No rail does not apply to a push-out ({rule}).").format(
                rule=cited
            )
        case Code.NO_RAIL_WHEN_POCKETED:
            return _tr(
                "Errors",
                "No rail does not apply: a ball is pocketed on this shot ({rule} only judges a "
                "shot that pockets nothing).",
            ).format(rule=cited)
        case Code.BALL_NOT_ON_TABLE if len(balls) == 1:
            return _tr(
                "Errors", "Ball {balls} is no longer on the table (on the table: {on_table})."
            ).format(balls=balls_text(balls), on_table=ball_list_text(on_table))
        case Code.BALL_NOT_ON_TABLE if balls:
            return _tr(
                "Errors", "Balls {balls} are no longer on the table (on the table: {on_table})."
            ).format(balls=balls_text(balls), on_table=ball_list_text(on_table))
        case Code.BALL_NOT_ON_TABLE:
            return _tr(
                "Errors",
                "That ball is no longer on the table: check the balls marked for this shot.",
            )
        case Code.INVALID_SHOT:
            return _tr(
                "Errors", "The facts marked for this shot cannot all be true: please check them."
            )
        case Code.NOTHING_TO_UNDO:
            return _tr("Errors", "There is nothing to undo.")
        case Code.RULES_FIXED:
            return _tr(
                "Errors",
                "The rules of this match can no longer be changed: they are set before the first "
                "break, and play has begun ({rule}).",
            ).format(rule=cited)
        case Code.FRAME_TOO_LONG:
            return _tr(
                "Errors",
                "This frame already holds {limit} actions, the most one frame can keep; nothing "
                "more can be recorded in it.",
            ).format(limit=limits.MAX_ACTIONS_PER_FRAME)
        case Code.MATCH_TOO_LONG:
            return _tr(
                "Errors",
                "This match already holds as much as one match file can keep; nothing more can "
                "be recorded in it.",
            )
        case Code.TOO_MANY_FOUL_REASONS:
            return _tr("Errors", "A shot can record at most {limit} foul reasons.").format(
                limit=limits.MAX_FOUL_REASONS
            )
        case Code.REASON_TOO_LONG:
            return _tr("Errors", "A reason can be at most {limit} characters long.").format(
                limit=limits.MAX_REASON_LENGTH
            )
        case Code.CONTROL_CHARACTER:
            return control_character_text()
        case _:
            return _tr("Errors", "The rules do not allow this now.")


def control_character_text() -> str:
    """Why a name, a text or a reason with a line break, a tab or another control character is
    refused (:data:`ninescore.rules.limits.CONTROL_CHARACTERS`)."""
    return _tr(
        "Errors",
        "Names and texts cannot hold line breaks, tabs or other control characters; type them "
        "on one line.",
    )


def bidi_control_text() -> str:
    """Why a typed name or text holding a direction control (an embedding, an override or an
    isolate: :data:`ninescore.rules.limits.BIDI_CONTROLS`) is refused."""
    return _tr(
        "Errors",
        "Names and texts cannot hold direction controls (embeddings, overrides or isolates): "
        "they could show the players or the score of a line in the wrong order.",
    )


_PERMISSION_OF_ACTION: dict[str, Permission] = {
    "Stalemate": "stalemate",
    "FoulBetweenShots": "foul_between_shots",
    "UseExtension": "use_extension",
    "ShotClockFoul": "shot_clock_foul",
}


def describe_error(error: BaseException, action: object = None) -> str:
    """One sentence for ``error`` in the program's language, whoever raised it.

    ``action`` is what was refused, when the caller knows it (a stalemate and a foul between
    shots before the break are told apart by it).
    """
    if isinstance(error, IllegalAction):
        permission = _PERMISSION_OF_ACTION.get(type(action).__name__)
        return describe_refusal(
            Refusal(error.code, error.rule), permission, error.balls, error.on_table
        )
    if isinstance(error, ConfigurationError):
        return _tr("Errors", "These match settings cannot be played: {setting} ({reason}).").format(
            setting=error.setting, reason=str(error)
        )
    if isinstance(error, TranslatableError):
        return str(error.describe(_tr, date_time_text))
    return _tr("Errors", "Something went wrong: {reason}").format(reason=str(error) or repr(error))


def os_error_reason(error: OSError) -> str:
    """Why, with the entry it is about when the error names one: a ``trash`` a peer made a
    link is not the version being kept, nor a ``desk`` the file being written."""
    if error.filename and error.strerror:
        return f"{error.filename}: {error.strerror}"
    return str(error.strerror or error)


def describe_save_error(error: BaseException) -> str:
    """Why the match could not be saved: the store's own sentence, or the reason given."""
    if isinstance(error, TranslatableError):
        return str(error.describe(_tr, date_time_text))
    return _tr("Errors", "The match cannot be saved: {reason}").format(reason=str(error))


def match_not_started_text(reason: str) -> str:
    """A new match the records or the rules refused (a name too long, a race of 0)."""
    return _tr("Errors", "The match could not be started: {reason}").format(reason=reason)


def no_match_text() -> str:
    return _tr("Errors", "Start or resume a match first.")


def read_only_text() -> str:
    """Input to a match that is being scored in another window."""
    return _tr("Errors", "This match is being scored in another window; here it is read-only.")


def abandoned_text() -> str:
    """Input to a match that was abandoned: it is closed."""
    return _tr(
        "Errors",
        "This match was abandoned: nothing is recorded. To score it again, take it up again "
        "(Match menu).",
    )


def read_only_folder_text(folder: str) -> str:
    """Resuming a match in a folder that cannot be written: it is shown read-only."""
    return _tr(
        "Errors",
        "The folder {folder} cannot be written, so this match is opened read-only: it can be "
        "looked at and printed, not scored.",
    ).format(folder=folder)


def nothing_to_redo_text() -> str:
    return _tr("Errors", "There is nothing to redo.")
