"""The actions an operator records: shots and the few things that happen without a shot.

Actions are immutable, hashable value objects.  A frame is fully described by its breaker, its
options and the list of actions applied to it, which is what match files store and what every screen
replays.

>>> Shot(pocketed=[3, 1])
Shot(first_contact=1, pocketed=frozenset({1, 3}), rail=True, balls_to_rail=0, scratch=False, \
cue_off_table=False, jumped=frozenset(), push_out=False, fouls=())
>>> Shot(pocketed={10})
Traceback (most recent call last):
...
ninescore.rules.errors.InvalidShot: ball numbers must be 1-9, got pocketed={10}
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Literal

from .balls import BALLS
from .errors import InvalidShot
from .limits import (
    MAX_FOUL_REASONS,
    MAX_REASON_LENGTH,
    ReasonTooLong,
    TooManyFoulReasons,
    check_no_control_character,
)

BREAK_RAILS_NEEDED = 4
"""R3a: a break that pockets nothing must drive at least this many object balls to a rail."""


def _ball_set(name: str, balls: Iterable[int]) -> frozenset[int]:
    if isinstance(balls, int | str | bytes):
        raise InvalidShot(f"{name} must be a collection of ball numbers, got {name}={balls!r}")
    try:
        result = frozenset(balls)
    except TypeError as error:
        raise InvalidShot(
            f"{name} must be a collection of ball numbers, got {name}={balls!r}"
        ) from error
    for ball in result:
        if type(ball) is not int or ball not in BALLS:
            shown = set(sorted(result, key=repr))
            raise InvalidShot(f"ball numbers must be 1-9, got {name}={shown!r}")
    return result


def _check_reason(reason: object, where: str) -> str:
    if not isinstance(reason, str) or not reason.strip():
        raise InvalidShot(f"a foul reason must be a non-empty text, got {where}={reason!r}")
    _check_reason_text(reason)
    return reason


def _check_reason_text(reason: str) -> None:
    if len(reason) > MAX_REASON_LENGTH:
        raise ReasonTooLong(
            f"a reason is at most {MAX_REASON_LENGTH} characters, got {len(reason)}",
            MAX_REASON_LENGTH,
        )
    try:
        reason.encode("utf-8")
    except UnicodeEncodeError:
        raise InvalidShot(f"a reason must be valid text, got {reason!r}") from None
    check_no_control_character(reason, "a reason")


def _check_flag(name: str, value: object) -> None:
    if not isinstance(value, bool):
        raise InvalidShot(f"{name} must be True or False, got {name}={value!r}")


@dataclass(frozen=True, slots=True, init=False)
class Shot:
    """The facts of one stroke, as the operator marks them.

    The engine decides what they mean; a Shot only refuses facts that cannot all be true.
    ``pocketed``, ``jumped`` and ``fouls`` take any iterable and are stored as a frozenset or a
    tuple, so a Shot is hashable (the constructor is written out so that type checkers accept
    ``Shot(pocketed={3})``, as the generated one would not).
    """

    first_contact: int | None
    """The object ball the cue ball hit first; ``None`` when it hit nothing."""
    pocketed: frozenset[int]
    """Object balls pocketed on this shot."""
    rail: bool
    """R8: after contact, the cue ball or some object ball reached a rail."""
    balls_to_rail: int
    """R3a: on the break, how many object balls reached a rail."""
    scratch: bool
    """The cue ball was pocketed."""
    cue_off_table: bool
    """The cue ball left the table."""
    jumped: frozenset[int]
    """Object balls that left the table (R10)."""
    push_out: bool
    """A declared push-out (R5)."""
    fouls: tuple[str, ...]
    """Fouls of play that only the operator can see (R11), each as a reason."""

    def __init__(
        self,
        first_contact: int | None = 1,
        pocketed: Iterable[int] = frozenset(),
        rail: bool = True,
        balls_to_rail: int = 0,
        scratch: bool = False,
        cue_off_table: bool = False,
        jumped: Iterable[int] = frozenset(),
        push_out: bool = False,
        fouls: Iterable[str] = (),
    ) -> None:
        set_field = object.__setattr__
        if first_contact is not None and (
            type(first_contact) is not int or first_contact not in BALLS
        ):
            raise InvalidShot(
                f"first_contact must be a ball 1-9 or None, got first_contact={first_contact!r}"
            )
        pocketed_set = _ball_set("pocketed", pocketed)
        jumped_set = _ball_set("jumped", jumped)
        both = pocketed_set & jumped_set
        if both:
            raise InvalidShot(
                f"a ball cannot be both pocketed and jumped, got {sorted(both)} in both"
            )
        for name, value in (
            ("rail", rail),
            ("scratch", scratch),
            ("cue_off_table", cue_off_table),
            ("push_out", push_out),
        ):
            _check_flag(name, value)
        if scratch and cue_off_table:
            raise InvalidShot("the cue ball cannot be both pocketed and off the table")
        if type(balls_to_rail) is not int or not 0 <= balls_to_rail <= 9:
            raise InvalidShot(f"balls_to_rail must be 0-9, got balls_to_rail={balls_to_rail!r}")
        if isinstance(fouls, str):
            raise InvalidShot(f"fouls must be a collection of reasons, got fouls={fouls!r}")
        reasons = tuple(fouls)
        if len(reasons) > MAX_FOUL_REASONS:
            raise TooManyFoulReasons(
                f"a shot records at most {MAX_FOUL_REASONS} foul reasons, got {len(reasons)}",
                MAX_FOUL_REASONS,
            )
        for index, reason in enumerate(reasons):
            _check_reason(reason, f"fouls[{index}]")
        set_field(self, "first_contact", first_contact)
        set_field(self, "pocketed", pocketed_set)
        set_field(self, "rail", rail)
        set_field(self, "balls_to_rail", balls_to_rail)
        set_field(self, "scratch", scratch)
        set_field(self, "cue_off_table", cue_off_table)
        set_field(self, "jumped", jumped_set)
        set_field(self, "push_out", push_out)
        set_field(self, "fouls", reasons)

    @classmethod
    def from_checked(
        cls,
        first_contact: int | None,
        pocketed: frozenset[int],
        rail: bool,
        balls_to_rail: int,
        scratch: bool,
        cue_off_table: bool,
        jumped: frozenset[int],
        push_out: bool,
        fouls: tuple[str, ...],
    ) -> Shot:
        """A shot whose facts were each checked already, by a match file's model (their types,
        the ball numbers, ``balls_to_rail``'s range, the number of reasons: records/model.py's
        ``ShotModel``): only what no single fact shows is checked again here, the facts together
        and the reasons' text, and the same :class:`InvalidShot` is raised for them.

        Loading a file builds every shot of it, and the constructor's checks of each fact were a
        quarter of that replay; a test holds the model's checks to the constructor's.

        >>> facts = (1, frozenset({1}), True, 0, False, False, frozenset(), False, ())
        >>> Shot.from_checked(*facts) == Shot(pocketed={1})
        True
        >>> Shot.from_checked(1, frozenset({2}), True, 0, False, False, frozenset({2}), False, ())
        Traceback (most recent call last):
        ...
        ninescore.rules.errors.InvalidShot: a ball cannot be both pocketed and jumped, got [2] ...
        """
        both = pocketed & jumped
        if both:
            raise InvalidShot(
                f"a ball cannot be both pocketed and jumped, got {sorted(both)} in both"
            )
        if scratch and cue_off_table:
            raise InvalidShot("the cue ball cannot be both pocketed and off the table")
        for index, reason in enumerate(fouls):
            _check_reason(reason, f"fouls[{index}]")
        shot: Any = _ShotDraft()
        shot.first_contact = first_contact
        shot.pocketed = pocketed
        shot.rail = rail
        shot.balls_to_rail = balls_to_rail
        shot.scratch = scratch
        shot.cue_off_table = cue_off_table
        shot.jumped = jumped
        shot.push_out = push_out
        shot.fouls = fouls
        shot.__class__ = Shot  # frozen from here on
        return shot  # type: ignore[no-any-return]


class _ShotDraft:
    """A :class:`Shot` being filled in by :meth:`Shot.from_checked`: the same slots, writable,
    until it is given Shot's class (and its frozen ``__setattr__``), as
    ``ninescore.rules.state`` fills a frame's state: a slot's own setter is a call per field."""

    __slots__ = Shot.__slots__


@dataclass(frozen=True, slots=True)
class AcceptPushOut:
    """After a legal push-out, the chooser shoots from the position as it lies (R5e)."""


@dataclass(frozen=True, slots=True)
class PassPushOut:
    """After a legal push-out, the chooser passes: the player who pushed must shoot (R5e)."""


@dataclass(frozen=True, slots=True)
class FoulBetweenShots:
    """A foul by the player at the table, committed without a shot (R12)."""

    reason: str

    def __post_init__(self) -> None:
        _check_reason(self.reason, "reason")


@dataclass(frozen=True, slots=True)
class Concession:
    """``player`` loses the frame: a concession, or a serious infraction ruled by the referee."""

    player: Literal[0, 1]
    reason: str = ""

    def __post_init__(self) -> None:
        if self.player not in (0, 1) or type(self.player) is not int:
            raise InvalidShot(f"player must be 0 or 1, got player={self.player!r}")
        if not isinstance(self.reason, str):
            raise InvalidShot(f"reason must be a text, got reason={self.reason!r}")
        _check_reason_text(self.reason)


@dataclass(frozen=True, slots=True)
class Stalemate:
    """Both players agree, or the referee rules, that the frame cannot progress: re-rack."""


@dataclass(frozen=True, slots=True)
class UseExtension:
    """The player at the table uses one of their extensions: its time is added to the running
    shot (R14)."""


@dataclass(frozen=True, slots=True)
class ShotClockFoul:
    """The player at the table ran out of time, as the referee confirms: a foul (R14, R6)."""


Action = (
    Shot
    | AcceptPushOut
    | PassPushOut
    | FoulBetweenShots
    | Concession
    | Stalemate
    | UseExtension
    | ShotClockFoul
)
"""Anything that can be applied to a frame."""
