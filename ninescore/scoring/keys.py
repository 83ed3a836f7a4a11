"""The key map: every command of the scoring window, its keys, its words and when it applies.

One declarative table from which the window makes its ``QAction`` objects (``ui/actions.py``),
Help → Keyboard shortcuts lists the keys, the ball diagram writes its hint, the prompts name their
keys and the README's table is generated (``python3 -m ninescore.scoring.keys`` prints it; a test
fails when the README differs).  Pure Python: the words are English, marked for translation in
the ``Keys`` context and translated by ``ninescore.describe``.

>>> key_named("scratch").sequences, shown_key("commit")
(('S',), 'Enter')
>>> sequences_shown("1 … 9")
('1', '2', '3', '4', '5', '6', '7', '8', '9')
"""

from __future__ import annotations

import re
import sys
from enum import Enum
from typing import TYPE_CHECKING, NamedTuple

from ninescore.rules import BALLS

if TYPE_CHECKING:
    from .state import ScoringState


# The name is what pyside6-lupdate looks for: the text is translated where it is shown.
def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context`` without translating it here (no Qt here)."""
    return text


class When(Enum):
    """When a command can be used (the presenter answers it for a state)."""

    ALWAYS = "always"
    MATCH_OPEN = "match_open"
    """A match is shown, scored here or read-only."""
    SCORING = "scoring"
    """A shot can be entered: a match is open, scored here and not over."""
    UNDO = "undo"
    REDO = "redo"
    STALEMATE = "stalemate"
    """The rules allow a stalemate now (not before the break)."""
    CLOCK = "clock"
    """A shot can be entered and the event is on the shot clock (R14)."""
    TIME_FOUL = "time_foul"
    """The rules allow a time foul now (on the clock, after the break, R14)."""
    ABANDONED = "abandoned"
    """The match shown is abandoned: it can be taken up again."""
    BEFORE_BREAK = "before_break"
    """The match is scored here and nothing is played yet: its rules can still change."""


class Key(NamedTuple):
    """One command of the window: its name (the QAction's object name), its key sequences in
    Qt's portable text (none for a menu item only), and when it applies.  (Named tuples, not
    dataclasses, here: the table is read before the window's first paint.)"""

    name: str
    sequences: tuple[str, ...]
    when: When
    label: str = ""
    """How a prompt or a button names the key, when not its first sequence ("Enter")."""
    repeats: bool = False
    """A key held down repeats the command (Undo, Redo, Larger, Smaller).  Every other key
    counts once however long it is held: a held Enter is one commit, a held 7 one mark."""


_DIGITS = tuple(str(ball) for ball in sorted(BALLS))

KEYS: tuple[Key, ...] = (
    Key("new", ("Ctrl+N",), When.ALWAYS),
    Key("resume", ("Ctrl+O",), When.ALWAYS),
    Key("changeRules", (), When.BEFORE_BREAK),
    Key("print", ("Ctrl+P",), When.MATCH_OPEN),
    Key("pdf", ("Ctrl+E",), When.MATCH_OPEN),
    Key("history", ("Ctrl+H",), When.ALWAYS),
    Key("concede0", (), When.SCORING),
    Key("concede1", (), When.SCORING),
    Key("stalemate", (), When.STALEMATE),
    Key("abandon", (), When.SCORING),
    Key("takeUp", (), When.ABANDONED),
    Key("quit", ("Ctrl+Q",), When.ALWAYS),
    Key("undo", ("Ctrl+Z",), When.UNDO, repeats=True),
    Key("redo", ("Ctrl+Shift+Z", "Ctrl+Y"), When.REDO, repeats=True),
    Key("clear", ("Esc",), When.MATCH_OPEN),
    Key("fullScreen", ("F11",), When.ALWAYS),
    Key("larger", ("Ctrl++", "Ctrl+="), When.ALWAYS, repeats=True),
    Key("smaller", ("Ctrl+-",), When.ALWAYS, repeats=True),
    Key("normalSize", ("Ctrl+0",), When.ALWAYS),
    Key("shortcuts", ("F1",), When.ALWAYS),
    Key("rules", (), When.ALWAYS),
    Key("about", (), When.ALWAYS),
    # Scoring: single keys on purpose, so that a shot is a keystroke or two.
    *(Key(f"ball{digit}", (digit,), When.SCORING) for digit in _DIGITS),
    Key("noContact", ("0",), When.SCORING),
    Key("firstPrefix", ("F",), When.SCORING),
    Key("jumpPrefix", ("J",), When.SCORING),
    Key("scratch", ("S",), When.SCORING),
    Key("cueOff", ("C",), When.SCORING),
    Key("noRail", ("N",), When.SCORING),
    Key("breakRails", ("R",), When.SCORING),
    Key("pushOut", ("U",), When.SCORING),
    Key("foulMenu", ("X",), When.SCORING),
    Key("commit", ("Return", "Enter"), When.SCORING, label="Enter"),
    Key("shoot", ("A",), When.SCORING),
    Key("passBack", ("B",), When.SCORING),
    # The shot clock (R14): single keys too, since the clock runs while the operator types.
    Key("clockStartPause", ("P",), When.CLOCK),
    Key("clockReset", ("Shift+P",), When.CLOCK),
    Key("shotTaken", ("T",), When.CLOCK),
    Key("extension", ("E",), When.CLOCK),
    # A chord, not a letter: a time foul is recorded at once, and a stray key must not do it.
    Key("timeFoul", ("Ctrl+T",), When.TIME_FOUL),
)
"""Every command of the scoring window, in the order of its menus and keys."""


class KeyRow(NamedTuple):
    """One line of Help → Keyboard shortcuts and of the README's table.

    ``keys`` is shown as it is (marked for translation: Russian says "или" for "or"); it names
    exactly the sequences of the commands in ``commands`` (less ``unshown``), plus ``elsewhere``:
    keys that are no window shortcut (Shift+digit, read from the key events; a focused ball's own
    keys).  A test holds these to each other and to the window's real QAction shortcuts.
    """

    keys: str
    words: str
    commands: tuple[str, ...]
    elsewhere: tuple[str, ...] = ()
    unshown: tuple[str, ...] = ()
    """Sequences of the commands that ``keys`` does not spell out (the main Return key, which
    people call Enter like the keypad's)."""


_BALL_COMMANDS = tuple(f"ball{digit}" for digit in _DIGITS)
_SHIFTED = tuple(f"Shift+{digit}" for digit in _DIGITS)

ROWS: tuple[KeyRow, ...] = (
    KeyRow(
        QT_TRANSLATE_NOOP("Keys", "1 … 9"),
        QT_TRANSLATE_NOOP("Keys", "Ball pocketed on this shot (press again to unmark)"),
        _BALL_COMMANDS,
    ),
    KeyRow(
        QT_TRANSLATE_NOOP("Keys", "Shift+1 … 9, or F then 1 … 9"),
        QT_TRANSLATE_NOOP(
            "Keys", "The ball the cue ball hit first (the lowest ball is the default)"
        ),
        ("firstPrefix", *_BALL_COMMANDS),
        _SHIFTED,
    ),
    KeyRow(
        QT_TRANSLATE_NOOP("Keys", "0"),
        QT_TRANSLATE_NOOP("Keys", "No contact: the cue ball hit nothing"),
        ("noContact",),
    ),
    KeyRow(
        QT_TRANSLATE_NOOP("Keys", "J then 1 … 9"),
        QT_TRANSLATE_NOOP("Keys", "Ball jumped off the table"),
        ("jumpPrefix", *_BALL_COMMANDS),
    ),
    KeyRow(
        QT_TRANSLATE_NOOP("Keys", "S"),
        QT_TRANSLATE_NOOP("Keys", "Scratch: the cue ball was pocketed"),
        ("scratch",),
    ),
    KeyRow(
        QT_TRANSLATE_NOOP("Keys", "C"),
        QT_TRANSLATE_NOOP("Keys", "Cue ball off the table"),
        ("cueOff",),
    ),
    KeyRow(
        QT_TRANSLATE_NOOP("Keys", "N"),
        QT_TRANSLATE_NOOP(
            "Keys",
            "No rail after contact (R8; only when nothing is pocketed, so it is disabled while a "
            "ball is marked)",
        ),
        ("noRail",),
    ),
    KeyRow(
        QT_TRANSLATE_NOOP("Keys", "R"),
        QT_TRANSLATE_NOOP(
            "Keys",
            "On the break: four or more balls reached a rail (R3a). Starts off: a break that "
            "pockets nothing and has it off is a foul, and the shot panel says so before Enter",
        ),
        ("breakRails",),
    ),
    KeyRow(
        QT_TRANSLATE_NOOP("Keys", "U"),
        QT_TRANSLATE_NOOP("Keys", "Declare a push-out (only right after a legal break, R5)"),
        ("pushOut",),
    ),
    KeyRow(
        QT_TRANSLATE_NOOP("Keys", "X then 1 … 5, or X then 0 then 1 … 5"),
        QT_TRANSLATE_NOOP(
            "Keys",
            "The foul menu (R11): a digit marks a reason on this shot (5: another, typed), then "
            "Enter; 0 then a digit records a foul between shots at once",
        ),
        ("foulMenu",),
        tuple(str(digit) for digit in range(6)),
    ),
    KeyRow(
        QT_TRANSLATE_NOOP("Keys", "Enter"),
        QT_TRANSLATE_NOOP("Keys", "Commit the shot; with nothing marked it is a legal miss"),
        ("commit",),
        unshown=("Return",),
    ),
    KeyRow(
        QT_TRANSLATE_NOOP("Keys", "Esc"),
        QT_TRANSLATE_NOOP("Keys", "Clear the marks of this shot"),
        ("clear",),
    ),
    KeyRow(
        QT_TRANSLATE_NOOP("Keys", "A / B"),
        QT_TRANSLATE_NOOP("Keys", "After a push-out: shoot / pass the shot back (R5e)"),
        ("shoot", "passBack"),
    ),
    KeyRow(
        QT_TRANSLATE_NOOP("Keys", "P / Shift+P"),
        QT_TRANSLATE_NOOP(
            "Keys", "Shot clock (R14): start or pause it / reset it to the shot's full time"
        ),
        ("clockStartPause", "clockReset"),
    ),
    KeyRow(
        QT_TRANSLATE_NOOP("Keys", "T"),
        QT_TRANSLATE_NOOP(
            "Keys",
            "Shot taken: stop the clock at the stroke (the first mark of the shot stops it too)",
        ),
        ("shotTaken",),
    ),
    KeyRow(
        QT_TRANSLATE_NOOP("Keys", "E"),
        QT_TRANSLATE_NOOP("Keys", "Extension for the player at the table (R14)"),
        ("extension",),
    ),
    KeyRow(
        QT_TRANSLATE_NOOP("Keys", "Ctrl+T"),
        QT_TRANSLATE_NOOP(
            "Keys", "Time foul (R14), the referee's call; asked first unless the time is up"
        ),
        ("timeFoul",),
    ),
    KeyRow(
        QT_TRANSLATE_NOOP("Keys", "Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y)"),
        QT_TRANSLATE_NOOP("Keys", "Undo / redo, without limit and across frames"),
        ("undo", "redo"),
    ),
    KeyRow(
        QT_TRANSLATE_NOOP("Keys", "Ctrl+N / Ctrl+O"),
        QT_TRANSLATE_NOOP("Keys", "New match / resume a match"),
        ("new", "resume"),
    ),
    KeyRow(
        QT_TRANSLATE_NOOP("Keys", "Ctrl+P / Ctrl+E / Ctrl+H"),
        QT_TRANSLATE_NOOP("Keys", "Print the match sheet / export it as PDF / the match history"),
        ("print", "pdf", "history"),
    ),
    KeyRow(
        QT_TRANSLATE_NOOP("Keys", "F11, Ctrl++ (or Ctrl+=), Ctrl+-, Ctrl+0"),
        QT_TRANSLATE_NOOP("Keys", "Full screen, larger, smaller, normal size"),
        ("fullScreen", "larger", "smaller", "normalSize"),
    ),
    KeyRow(
        QT_TRANSLATE_NOOP("Keys", "F1, Ctrl+Q"),
        QT_TRANSLATE_NOOP("Keys", "This list, quit"),
        ("shortcuts", "quit"),
    ),
    KeyRow(
        QT_TRANSLATE_NOOP("Keys", "On a focused ball: Space, Menu, arrows"),
        QT_TRANSLATE_NOOP(
            "Keys",
            "Pocketed, first contact, move between balls (F and J stay the window's: then a digit)",
        ),
        (),
        ("Space", "Menu", "Left", "Right", "Up", "Down"),
    ),
)
"""Help → Keyboard shortcuts, and the README's table, row by row."""

GESTURES: tuple[tuple[str, str], ...] = (
    (
        QT_TRANSLATE_NOOP("Keys", "Tap / click a ball"),
        QT_TRANSLATE_NOOP("Keys", "Pocketed on this shot"),
    ),
    (
        QT_TRANSLATE_NOOP("Keys", "Long press, right-click or Ctrl+click"),
        QT_TRANSLATE_NOOP("Keys", "First contact (the lowest ball is the default)"),
    ),
    (
        QT_TRANSLATE_NOOP("Keys", "Shift+click, or “Tap = jumped”"),
        QT_TRANSLATE_NOOP("Keys", "Jumped off the table"),
    ),
)
"""Help's "Touch and mouse" table: the gestures of the ball diagram."""


def applies(when: When, state: ScoringState) -> bool:
    """Whether a command that applies ``when`` can be used in ``state``."""
    match when:
        case When.ALWAYS:
            return True
        case When.MATCH_OPEN:
            return state.has_match
        case When.SCORING:
            return state.can_score
        case When.UNDO:
            return state.can_undo
        case When.REDO:
            return state.can_redo
        case When.STALEMATE:
            return state.can_score and state.allowed is not None and state.allowed.stalemate
        case When.CLOCK:
            options = state.options
            return state.can_score and options is not None and options.shot_clock is not None
        case When.TIME_FOUL:
            allowed = state.allowed
            return state.can_score and allowed is not None and allowed.shot_clock_foul
        case When.ABANDONED:
            return state.abandoned and state.read_only
        case When.BEFORE_BREAK:
            return state.rules_changeable


_BY_NAME = {key.name: key for key in KEYS}


def key_named(name: str) -> Key:
    """The command called ``name``."""
    try:
        return _BY_NAME[name]
    except KeyError:
        raise KeyError(f"no command {name!r} in the key map") from None


def shown_key(name: str) -> str:
    """How a prompt or a button names the key of command ``name`` ("S", "Enter")."""
    key = key_named(name)
    return key.label or key.sequences[0]


_ARROWS = {"arrows": ("Left", "Right", "Up", "Down")}
_SEPARATORS = r", or |, | / | \(or | or | then |\)"


def sequences_shown(keys: str) -> tuple[str, ...]:
    """The key sequences a row's ``keys`` text names, in order: "1 … 9" is the nine digits,
    "Shift+1 … 9" the nine shifted ones, "F then 1 … 9" is F and the digits, "Esc" is Esc.
    What the test compares with the window's real shortcuts, so "S" is never found in "Shift+1".
    """
    text = keys.split(": ", 1)[1] if ": " in keys else keys
    found: list[str] = []
    for part in re.split(_SEPARATORS, text):
        part = part.strip()
        if not part:
            continue
        ranged = re.fullmatch(r"(.*?)(\d) … (\d)", part)
        if ranged:
            prefix, first, last = ranged.groups()
            found.extend(f"{prefix}{digit}" for digit in range(int(first), int(last) + 1))
        else:
            found.extend(_ARROWS.get(part, (part,)))
    return tuple(dict.fromkeys(found))


def readme_table() -> str:
    """The README's key table, in English, as Markdown (each key in backticks)."""
    lines = ["| Keys | What they do |", "| --- | --- |"]
    for row in ROWS:
        lines.append(f"| {_backticked(row.keys)} | {row.words} |")
    return "\n".join(lines) + "\n"


def _backticked(keys: str) -> str:
    prefix = ""
    if ": " in keys:
        head, keys = keys.split(": ", 1)
        prefix = head[:1].lower() + head[1:] + ": "
    pieces = re.split(f"({_SEPARATORS}| … )", keys)
    shown = []
    for piece in pieces:
        if not piece or re.fullmatch(f"{_SEPARATORS}| … ", piece) or piece == "arrows":
            shown.append(piece)
        else:
            shown.append(f"`{piece}`")
    return prefix + "".join(shown)


if __name__ == "__main__":  # pragma: no cover - a developer's tool
    sys.stdout.write(readme_table())
