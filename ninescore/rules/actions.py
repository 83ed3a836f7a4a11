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
from dataclasses import dataclass, field
from typing import Literal

from .errors import InvalidShot

BALLS: frozenset[int] = frozenset(range(1, 10))
"""The nine object balls."""

MAX_REASON_LENGTH = 200


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
    if len(reason) > MAX_REASON_LENGTH:
        raise InvalidShot(
            f"a foul reason is at most {MAX_REASON_LENGTH} characters, got {len(reason)}"
        )
    return reason


def _check_flag(name: str, value: object) -> None:
    if not isinstance(value, bool):
        raise InvalidShot(f"{name} must be True or False, got {name}={value!r}")


@dataclass(frozen=True, slots=True)
class Shot:
    """The facts of one stroke, as the operator marks them.

    The engine decides what they mean; a Shot only refuses facts that cannot all be true.
    """

    first_contact: int | None = 1
    """The object ball the cue ball hit first; ``None`` when it hit nothing."""
    pocketed: frozenset[int] = field(default_factory=frozenset)
    """Object balls pocketed on this shot."""
    rail: bool = True
    """R8: after contact, the cue ball or some object ball reached a rail."""
    balls_to_rail: int = 0
    """R3a: on the break, how many object balls reached a rail."""
    scratch: bool = False
    """The cue ball was pocketed."""
    cue_off_table: bool = False
    """The cue ball left the table."""
    jumped: frozenset[int] = field(default_factory=frozenset)
    """Object balls that left the table (R10)."""
    push_out: bool = False
    """A declared push-out (R5)."""
    fouls: tuple[str, ...] = ()
    """Fouls of play that only the operator can see (R11), each as a reason."""

    def __post_init__(self) -> None:
        set_field = object.__setattr__
        if self.first_contact is not None and (
            type(self.first_contact) is not int or self.first_contact not in BALLS
        ):
            raise InvalidShot(
                "first_contact must be a ball 1-9 or None, "
                f"got first_contact={self.first_contact!r}"
            )
        pocketed = _ball_set("pocketed", self.pocketed)
        jumped = _ball_set("jumped", self.jumped)
        both = pocketed & jumped
        if both:
            raise InvalidShot(
                f"a ball cannot be both pocketed and jumped, got {sorted(both)} in both"
            )
        for name in ("rail", "scratch", "cue_off_table", "push_out"):
            _check_flag(name, getattr(self, name))
        if self.scratch and self.cue_off_table:
            raise InvalidShot("the cue ball cannot be both pocketed and off the table")
        if type(self.balls_to_rail) is not int or not 0 <= self.balls_to_rail <= 9:
            raise InvalidShot(
                f"balls_to_rail must be 0-9, got balls_to_rail={self.balls_to_rail!r}"
            )
        if isinstance(self.fouls, str):
            raise InvalidShot(f"fouls must be a collection of reasons, got fouls={self.fouls!r}")
        fouls = tuple(self.fouls)
        for index, reason in enumerate(fouls):
            _check_reason(reason, f"fouls[{index}]")
        set_field(self, "pocketed", pocketed)
        set_field(self, "jumped", jumped)
        set_field(self, "fouls", fouls)


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
        if not isinstance(self.reason, str) or len(self.reason) > MAX_REASON_LENGTH:
            raise InvalidShot(f"reason must be a text of at most {MAX_REASON_LENGTH} characters")


@dataclass(frozen=True, slots=True)
class Stalemate:
    """Both players agree, or the referee rules, that the frame cannot progress: re-rack."""


Action = Shot | AcceptPushOut | PassPushOut | FoulBetweenShots | Concession | Stalemate
"""Anything that can be applied to a frame."""
