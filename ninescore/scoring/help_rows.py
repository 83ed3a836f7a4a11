"""The rows of Help → Keyboard shortcuts and of the README's key table, and Help's gestures.

Each command of the key map (:mod:`.keys`) names the :class:`HelpRow` that shows its keys; the
rows are here in the order Help shows them (:data:`ROWS`), with the words they say.  Pure
Python: the words are English, marked for translation.
"""

from __future__ import annotations

from typing import NamedTuple

from ninescore.rules.balls import BALLS
from ninescore.rules.citations import Topic

from .facts import FACT_SPECS, QT_TRANSLATE_NOOP


class HelpRow(NamedTuple):
    """One line of Help → Keyboard shortcuts and of the README's table.

    Its keys are those of the commands that name this row, in the key map's order, joined by
    ``joiner`` ("Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y)"), unless ``keys`` spells more than their
    sequences (a prefix then a digit, a range, keys read by a ball).  A typed ``keys`` names
    exactly the sequences of its commands plus ``elsewhere`` (keys that are no window shortcut,
    or another command's read after a prefix); a test holds them to each other.
    """

    words: str
    keys: str = ""
    joiner: str = " / "
    elsewhere: tuple[str, ...] = ()
    topic: Topic | None = None
    """The rule ``words`` cites as ``{rule}`` (from ``ninescore.rules.citations``)."""


DIGITS = tuple(str(ball) for ball in sorted(BALLS))
"""The balls' keys, "1" to "9"."""
SHIFTED = tuple(f"Shift+{digit}" for digit in DIGITS)


def _row(
    words: str,
    keys: str = "",
    joiner: str = " / ",
    elsewhere: tuple[str, ...] = (),
    topic: Topic | None = None,
) -> HelpRow:
    return HelpRow(words, keys, joiner, elsewhere, topic)


POCKETED = _row(
    QT_TRANSLATE_NOOP("Keys", "Ball pocketed on this shot (press again to unmark)"),
    QT_TRANSLATE_NOOP("Keys", "1 … 9"),
)
FIRST_CONTACT = _row(
    QT_TRANSLATE_NOOP("Keys", "The ball the cue ball hit first (the lowest ball is the default)"),
    QT_TRANSLATE_NOOP("Keys", "Shift+1 … 9, or F then 1 … 9"),
    elsewhere=(*SHIFTED, *DIGITS),
)
NO_CONTACT = _row(QT_TRANSLATE_NOOP("Keys", "No contact: the cue ball hit nothing"))
JUMPED = _row(
    QT_TRANSLATE_NOOP("Keys", "Ball jumped off the table"),
    QT_TRANSLATE_NOOP("Keys", "J then 1 … 9"),
    elsewhere=DIGITS,
)
FACT_ROWS = {fact: _row(spec.help, topic=spec.topic) for fact, spec in FACT_SPECS.items()}
FOUL_MENU = _row(
    QT_TRANSLATE_NOOP(
        "Keys",
        "The foul menu ({rule}): a digit marks a reason on this shot (5: another, typed), then "
        "Enter; 0 then a digit records a foul between shots at once",
    ),
    QT_TRANSLATE_NOOP("Keys", "X then 1 … 5, or X then 0 then 1 … 5"),
    elsewhere=tuple(str(digit) for digit in range(6)),
    topic=Topic.FOULS_OF_PLAY,
)
COMMIT = _row(QT_TRANSLATE_NOOP("Keys", "Commit the shot; with nothing marked it is a legal miss"))
CLEAR = _row(QT_TRANSLATE_NOOP("Keys", "Clear the marks of this shot"))
PUSH_OUT_CHOICE = _row(
    QT_TRANSLATE_NOOP("Keys", "After a push-out: shoot / pass the shot back ({rule})"),
    topic=Topic.PUSH_OUT_CHOICE,
)
CLOCK = _row(
    QT_TRANSLATE_NOOP(
        "Keys", "Shot clock ({rule}): start or pause it / reset it to the shot's full time"
    ),
    topic=Topic.SHOT_CLOCK,
)
SHOT_TAKEN = _row(
    QT_TRANSLATE_NOOP(
        "Keys", "Shot taken: stop the clock at the stroke (the first mark of the shot stops it too)"
    )
)
EXTENSION = _row(
    QT_TRANSLATE_NOOP("Keys", "Extension for the player at the table ({rule})"),
    topic=Topic.SHOT_CLOCK,
)
TIME_FOUL = _row(
    QT_TRANSLATE_NOOP(
        "Keys", "Time foul ({rule}), the referee's call; asked first unless the time is up"
    ),
    topic=Topic.SHOT_CLOCK,
)
UNDO = _row(QT_TRANSLATE_NOOP("Keys", "Undo / redo, without limit and across frames"))
MATCHES = _row(QT_TRANSLATE_NOOP("Keys", "New match / resume a match"))
SHEET = _row(
    QT_TRANSLATE_NOOP("Keys", "Print the match sheet / export it as PDF / the match history")
)
VIEW = _row(QT_TRANSLATE_NOOP("Keys", "Full screen, larger, smaller, normal size"), joiner=", ")
HELP = _row(QT_TRANSLATE_NOOP("Keys", "This list, quit"), joiner=", ")
FOCUSED_BALL = _row(
    QT_TRANSLATE_NOOP(
        "Keys",
        "Pocketed, first contact, move between balls (F and J stay the window's: then a digit)",
    ),
    QT_TRANSLATE_NOOP("Keys", "On a focused ball: Space, Menu, arrows"),
    elsewhere=("Space", "Menu", "Left", "Right", "Up", "Down"),
)

ROWS: tuple[HelpRow, ...] = (
    POCKETED,
    FIRST_CONTACT,
    NO_CONTACT,
    JUMPED,
    *FACT_ROWS.values(),
    FOUL_MENU,
    COMMIT,
    CLEAR,
    PUSH_OUT_CHOICE,
    CLOCK,
    SHOT_TAKEN,
    EXTENSION,
    TIME_FOUL,
    UNDO,
    MATCHES,
    SHEET,
    VIEW,
    HELP,
    FOCUSED_BALL,
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
