"""The rule behind each thing a screen names before anything happened, from the engine.

The engine cites a rule with every event and every refusal (``Event.rule``, ``Refusal.rule``).
A screen also names rules before any of them: a toggle's tooltip ("no ball reached a rail"), the
rules form's options, the key help.  Those citations come from here, so that no rule number is
typed outside the rules package: :func:`rule` for a :class:`Topic`, :func:`option_rule` for an
option of :class:`~ninescore.rules.RuleOptions`, :func:`permission_rule` for what
:class:`~ninescore.rules.Allowed` answers.  ``tests/rules/test_citations.py`` holds these to the
rules the engine cites when it applies them.

>>> rule(Topic.NO_RAIL), option_rule("three_foul_rule"), option_rule("break_rule")
('R8', 'R12', 'option:break_rule')
>>> permission_rule("use_extension")
'R14'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from enum import StrEnum
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .allowed import Permission


class Topic(StrEnum):
    """What a screen names a rule for."""

    OBJECT = "object"
    """The object of the game: hit the lowest ball first (R1)."""
    RAILS_ON_BREAK = "rails_on_break"
    """A break that pockets nothing drives four balls to a rail (R3a)."""
    NINE_ON_BREAK = "nine_on_break"
    """The 9 pocketed on a legal break (R3d)."""
    PUSH_OUT = "push_out"
    PUSH_OUT_CHOICE = "push_out_choice"
    """After a push-out the other player shoots or passes the shot back (R5e)."""
    NO_RAIL = "no_rail"
    FOULS_OF_PLAY = "fouls_of_play"
    """The fouls the operator sees and marks: touched balls, double hits, … (R11)."""
    THREE_FOULS = "three_fouls"
    FRAME = "frame"
    """The start and the end of a frame (R13)."""
    SHOT_CLOCK = "shot_clock"


_RULES: Mapping[Topic, str] = {
    Topic.OBJECT: "R1",
    Topic.RAILS_ON_BREAK: "R3a",
    Topic.NINE_ON_BREAK: "R3d",
    Topic.PUSH_OUT: "R5",
    Topic.PUSH_OUT_CHOICE: "R5e",
    Topic.NO_RAIL: "R8",
    Topic.FOULS_OF_PLAY: "R11",
    Topic.THREE_FOULS: "R12",
    Topic.FRAME: "R13",
    Topic.SHOT_CLOCK: "R14",
}

OPTION_TOPICS: Mapping[str, Topic] = {
    "three_foul_rule": Topic.THREE_FOULS,
    "nine_on_break": Topic.NINE_ON_BREAK,
    "push_out": Topic.PUSH_OUT,
    "shot_clock": Topic.SHOT_CLOCK,
}
"""The numbered rule each option changes; an option not here is a house rule of its own."""

PERMISSION_TOPICS: Mapping[Permission, Topic] = {
    "shoot": Topic.OBJECT,
    "push_out": Topic.PUSH_OUT,
    "push_out_choice": Topic.PUSH_OUT_CHOICE,
    "foul_between_shots": Topic.FOULS_OF_PLAY,
    "stalemate": Topic.FRAME,
    "concede": Topic.FRAME,
    "use_extension": Topic.SHOT_CLOCK,
    "shot_clock_foul": Topic.SHOT_CLOCK,
    "balls_to_rail": Topic.RAILS_ON_BREAK,
    "no_rail": Topic.NO_RAIL,
}
"""The rule that grants each permission (a refusal may cite another: the one that forbids)."""


@cache
def _options() -> frozenset[str]:
    # Read when an option is first named, not at import: a screen's key map cites its topics
    # before the first paint, which then needs neither the options nor what they import.
    from .options import RuleOptions

    return frozenset(item.name for item in fields(RuleOptions))


def rule(topic: Topic) -> str:
    """The rule a screen cites for ``topic`` ("R8")."""
    return _RULES[topic]


def option_rule(name: str) -> str:
    """The rule the option ``name`` of :class:`RuleOptions` changes: a numbered rule, or
    ``option:NAME`` for a house rule of its own (as the engine cites it)."""
    if name not in _options():
        raise ValueError(f"no such option: {name!r}; expected one of {sorted(_options())}")
    topic = OPTION_TOPICS.get(name)
    return f"option:{name}" if topic is None else _RULES[topic]


def permission_rule(permission: Permission) -> str:
    """The rule that grants ``permission`` (what a control for it cites)."""
    from .allowed import PERMISSIONS  # as the options above

    if permission not in PERMISSIONS:
        raise ValueError(f"no such permission: {permission!r}; expected one of {PERMISSIONS}")
    return _RULES[PERMISSION_TOPICS[permission]]
