"""The limits of one match: one table, used by the engine, the scoring window and the file format.

Whatever the engine accepts, a match file can hold and load again: the file format
(``ninescore.records.model``) takes its bounds from this table, and the engine refuses an action
beyond it with a :class:`LimitExceeded` that says which limit (a frame of 10,001 actions, held
Enter, is refused at the table instead of being saved into a file that no longer loads). No real
match comes near any of them.

The largest file these limits allow stays well under the loader's size limit (32 MB):
20,000 actions of at most ~330 bytes each, and 5,000 reason texts of 200 characters of at most
four bytes each (a character beyond the first plane; control characters, which JSON would
write in six, are refused), with two names and four texts of at most 200 characters: about
11 MB.

>>> from ninescore.rules import Shot
>>> Shot(fouls=["ball touched"] * (MAX_FOUL_REASONS + 1))
Traceback (most recent call last):
...
ninescore.rules.limits.TooManyFoulReasons: a shot records at most 20 foul reasons, got 21
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .allowed import Refusal
from .codes import Code
from .errors import IllegalAction, InvalidShot

MAX_NAME_LENGTH = 100
"""A player's name, in characters."""
MAX_TEXT_LENGTH = 200
"""The event, the round, the table and the referee, in characters."""
MAX_REASON_LENGTH = 200
"""One foul or concession reason, in characters."""
MAX_FOUL_REASONS = 20
"""Foul reasons recorded on one shot."""
MAX_ACTIONS_PER_FRAME = 10_000
"""Actions in one frame, re-racks included."""
MAX_ACTIONS_PER_MATCH = 20_000
"""Actions in one match."""
MAX_REASONS_PER_MATCH = 5_000
"""Reason texts in one match: every foul reason of every shot, every foul between shots and
every concession that gives one."""
MIN_RACE = 1
MAX_RACE = 999
"""Frames a player needs to win (each player's own number in a handicap race)."""
MAX_FRAMES = 2 * MAX_RACE - 1
"""The most frames a match can have: one short of both players' race, and the deciding one."""


class LimitExceeded(IllegalAction):
    """An action or a fact beyond what one match may hold (see the table above).

    ``limit`` is the number that was reached.
    """

    def __init__(self, message: str, limit: int) -> None:
        super().__init__(message)
        self.limit = limit


class FrameTooLong(LimitExceeded):
    """The frame already has :data:`MAX_ACTIONS_PER_FRAME` actions."""

    CODE = Code.FRAME_TOO_LONG


class MatchTooLong(LimitExceeded):
    """The match already has :data:`MAX_ACTIONS_PER_MATCH` actions, or
    :data:`MAX_REASONS_PER_MATCH` reason texts."""

    CODE = Code.MATCH_TOO_LONG


class TooManyFoulReasons(LimitExceeded, InvalidShot):
    """A shot with more than :data:`MAX_FOUL_REASONS` foul reasons."""

    CODE = Code.TOO_MANY_FOUL_REASONS


class ReasonTooLong(LimitExceeded, InvalidShot):
    """A foul or concession reason longer than :data:`MAX_REASON_LENGTH` characters."""

    CODE = Code.REASON_TOO_LONG


CONTROL_CHARACTERS = "".join(
    [chr(code) for code in (*range(0x00, 0x20), *range(0x7F, 0xA0))] + ["\u2028", "\u2029"]
)
"""What no name, text or reason may hold: every control character (Unicode's ``Cc``: NUL, tab,
LF, CR, ESC, DEL, the C1 controls) and the line and paragraph separators.  A line break in a
name forges a line in ``ninescore list``, ``desk --text`` and the text files for OBS; a bare CR
starts a new row of a spreadsheet (whose first cell may be a live formula); ESC drives a
terminal.  No real name needs one, so they are refused where a text comes in (the engine, the
file format, the dialogs) rather than cleaned up wherever it goes out."""

_CONTROL = re.compile(f"[{re.escape(CONTROL_CHARACTERS)}]")


BIDI_CONTROLS = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
"""What no name or text a person types may hold: Unicode's explicit direction controls, the
embeddings and overrides (U+202A–U+202E: LRE, RLE, PDF, LRO, RLO) and the isolates (U+2066–U+2069:
LRI, RLI, FSI, PDI).  No name needs one, and an override left open at the end of a name turns
the rest of a line around ("Anna – Boris" showing the players swapped, a score backwards).  The
marks U+200E/U+200F (LRM, RLM), which only lean a neutral one way, are allowed.  Refused where a
text is typed (the dialogs, a new match, a list of entrants), not where a file is read: a match
or a tournament saved with one still opens, and is never rewritten; every sentence shows its
texts isolated (``ninescore.describe.bidi``), so such a file cannot reorder a line either."""

_BIDI_CONTROL = re.compile(f"[{BIDI_CONTROLS}]")


def has_bidi_control(text: str) -> bool:
    """Whether ``text`` holds an explicit direction control (:data:`BIDI_CONTROLS`).

    >>> has_bidi_control("Anna"), has_bidi_control("Anna\u202e"), has_bidi_control("A\u200fB")
    (False, True, False)
    """
    return _BIDI_CONTROL.search(text) is not None


class ControlCharacter(InvalidShot):
    """A name, a text or a reason holding a :data:`CONTROL_CHARACTERS` character."""

    CODE = Code.CONTROL_CHARACTER


def has_control_character(text: str) -> bool:
    """Whether ``text`` holds a character no text may hold (:data:`CONTROL_CHARACTERS`).

    >>> has_control_character("Ivanov"), has_control_character("Ivanov\\r=1+1")
    (False, True)
    """
    return _CONTROL.search(text) is not None


def check_no_control_character(text: str, what: str) -> None:
    """Raise :class:`ControlCharacter` when ``text`` (``what`` it is) holds one."""
    found = _CONTROL.search(text)
    if found is not None:
        raise ControlCharacter(
            f"{what} must not hold a control character, got {found.group()!r} in {text!r}"
        )


def is_valid_text(text: str) -> bool:
    """Whether ``text`` can be a name or a text of a match: no lone surrogate (half of a
    character), no control character (:data:`CONTROL_CHARACTERS`).

    >>> is_valid_text("Иванов"), is_valid_text("bad\\ud800"), is_valid_text("two\\nlines")
    (True, False, False)
    """
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return not has_control_character(text)


def foul_reason_refusal(marked: Sequence[str], reason: str) -> Refusal | None:
    """Why ``reason`` cannot be added to a shot whose foul reasons are ``marked`` (None when it
    can; one already marked can always be taken off): the limits a :class:`Shot` checks, asked
    while the shot is marked, before it is one.

    >>> foul_reason_refusal([], "x" * (MAX_REASON_LENGTH + 1)).code.value
    'reason_too_long'
    >>> foul_reason_refusal([], "double\\rhit").code.value
    'control_character'
    >>> foul_reason_refusal(["a"] * MAX_FOUL_REASONS, "a") is None
    True
    """
    if len(reason) > MAX_REASON_LENGTH:
        return Refusal(Code.REASON_TOO_LONG, "")
    if has_control_character(reason):
        return Refusal(Code.CONTROL_CHARACTER, "")
    if reason not in marked and len(marked) >= MAX_FOUL_REASONS:
        return Refusal(Code.TOO_MANY_FOUL_REASONS, "")
    return None
