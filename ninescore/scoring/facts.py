"""The facts of a shot the operator marks beside the balls: one spec per fact.

Each :class:`Fact` has one :class:`FactSpec`: the key-map command and key that toggle it, the
engine's permission asked before it is marked, the fact it cannot be marked with, and the shot
panel's words and place.  The key map (``keys.py``), the draft (``state.py``), the presenter's
refusal and the shot panel are made from it; the draft's own ``match`` statements over
:class:`Fact` end in ``assert_never``, so mypy names every place a new fact misses.  Pure
Python: the words are English, marked for translation, translated where they are shown.

>>> FACT_SPECS[Fact.SCRATCH].key, FACT_SPECS[Fact.SCRATCH].excludes
('S', <Fact.CUE_OFF_TABLE: 'cue_off_table'>)
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import TYPE_CHECKING, NamedTuple

from ninescore.rules.citations import Topic

if TYPE_CHECKING:
    from ninescore.rules import Permission


# The name is what pyside6-lupdate looks for: the text is translated where it is shown.
def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context`` without translating it here (no Qt here)."""
    return text


class Fact(StrEnum):
    """A fact of a shot the operator marks (the shot panel's toggles).  The values are the
    names the controller's ``set_fact`` has always taken."""

    SCRATCH = "scratch"
    CUE_OFF_TABLE = "cue_off_table"
    NO_RAIL = "no_rail"
    BALLS_TO_RAIL = "balls_to_rail"
    PUSH_OUT = "push_out"


class FactSpec(NamedTuple):
    """Everything about one fact that is not the draft's value of it."""

    fact: Fact
    command: str
    """The key map's command that toggles it (the QAction's object name)."""
    key: str
    help: str
    """Help → Keyboard shortcuts' words for its key (the ``Keys`` context)."""
    label: str
    """The shot panel's toggle (the ``ShotPanel`` context; ``{n}``: the rails a break needs)."""
    tip: str
    """The toggle's tooltip (the ``ShotPanel`` context; a ``%n`` is the rails a break needs)."""
    cell: tuple[int, int]
    """Row and column of the toggle in the shot panel's grid."""
    permission: Permission | None = None
    """What the engine is asked before the fact is marked (None: always allowed)."""
    asked_when_cleared: bool = False
    """The permission is asked when the fact is cleared too (off the break the rails never
    count, whichever way they are marked)."""
    excludes: Fact | None = None
    """A fact that marking this one clears (the cue ball is either pocketed or off the table)."""
    topic: Topic | None = None
    """The rule its words cite as ``{rule}`` (from ``ninescore.rules.citations``)."""


FACT_SPECS: Mapping[Fact, FactSpec] = {
    spec.fact: spec
    for spec in (
        FactSpec(
            Fact.SCRATCH,
            "scratch",
            "S",
            QT_TRANSLATE_NOOP("Keys", "Scratch: the cue ball was pocketed"),
            QT_TRANSLATE_NOOP("ShotPanel", "Scratch"),
            QT_TRANSLATE_NOOP("ShotPanel", "The cue ball was pocketed"),
            (1, 0),
            excludes=Fact.CUE_OFF_TABLE,
        ),
        FactSpec(
            Fact.CUE_OFF_TABLE,
            "cueOff",
            "C",
            QT_TRANSLATE_NOOP("Keys", "Cue ball off the table"),
            QT_TRANSLATE_NOOP("ShotPanel", "Cue ball off table"),
            QT_TRANSLATE_NOOP("ShotPanel", "The cue ball left the table"),
            (1, 1),
            excludes=Fact.SCRATCH,
        ),
        FactSpec(
            Fact.NO_RAIL,
            "noRail",
            "N",
            QT_TRANSLATE_NOOP(
                "Keys",
                "No rail after contact ({rule}; only when nothing is pocketed, so it is disabled "
                "while a ball is marked)",
            ),
            QT_TRANSLATE_NOOP("ShotPanel", "No rail"),
            QT_TRANSLATE_NOOP("ShotPanel", "After contact, no ball reached a rail ({rule})"),
            (2, 0),
            permission="no_rail",
            topic=Topic.NO_RAIL,
        ),
        FactSpec(
            Fact.BALLS_TO_RAIL,
            "breakRails",
            "R",
            QT_TRANSLATE_NOOP(
                "Keys",
                "On the break: four or more balls reached a rail ({rule}). Starts off: a break "
                "that pockets nothing and has it off is a foul, and the shot panel says so "
                "before Enter",
            ),
            QT_TRANSLATE_NOOP("ShotPanel", "{n}+ balls to a rail"),
            QT_TRANSLATE_NOOP(
                "ShotPanel", "On the break, at least %n object balls reached a rail ({rule})"
            ),
            (2, 0),
            permission="balls_to_rail",
            asked_when_cleared=True,
            topic=Topic.RAILS_ON_BREAK,
        ),
        FactSpec(
            Fact.PUSH_OUT,
            "pushOut",
            "U",
            QT_TRANSLATE_NOOP(
                "Keys", "Declare a push-out (only right after a legal break, {rule})"
            ),
            QT_TRANSLATE_NOOP("ShotPanel", "Push-out"),
            QT_TRANSLATE_NOOP(
                "ShotPanel",
                "Declare this shot a push-out ({rule}): allowed right after a legal break",
            ),
            (0, 1),
            permission="push_out",
            topic=Topic.PUSH_OUT,
        ),
    )
}
"""Every fact, in the order of Help's rows."""
