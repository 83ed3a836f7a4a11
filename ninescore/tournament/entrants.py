"""Who plays: :class:`Entrant`, an immutable value with the same name limits as a match's players.

A name is what a match file holds for a player (``ninescore.rules.limits``): at most
:data:`~ninescore.rules.limits.MAX_NAME_LENGTH` characters, not empty, valid text.  The checks are
the engine's own (:func:`~ninescore.rules.limits.is_valid_text`), so whatever the rules refuse in
a name, an entrant refuses too; spaces around a name are dropped.

>>> Entrant("  Anna ", seed=1, rating=612)
Entrant(name='Anna', seed=1, club='', rating=612, checked_in=False)
>>> Entrant("")
Traceback (most recent call last):
...
ninescore.tournament.errors.InvalidEntrant: an entrant's name must not be empty, got ''
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from ninescore.rules import limits

from .errors import DuplicateEntrant, InvalidEntrant

MAX_ENTRANTS = 1024
"""Entrants of one tournament; the largest events pool runs have a few hundred."""
MAX_RATING = 1_000_000
"""A rating's magnitude (Fargo ratings are in the hundreds, APA skill levels single digits)."""


def check_name(name: object, what: str = "an entrant's name") -> str:
    """``name`` without the spaces around it, or :class:`InvalidEntrant` saying what is wrong."""
    if not isinstance(name, str):
        raise InvalidEntrant(f"{what} must be a text, got {name!r}", field="name", value=name)
    name = name.strip()
    if not name:
        raise InvalidEntrant(f"{what} must not be empty, got {name!r}", field="name", value=name)
    if len(name) > limits.MAX_NAME_LENGTH:
        raise InvalidEntrant(
            f"{what} must be at most {limits.MAX_NAME_LENGTH} characters, got {len(name)}",
            field="name",
            value=name,
        )
    if not limits.is_valid_text(name):
        raise InvalidEntrant(f"{what} must be valid text, got {name!r}", field="name", value=name)
    return name


@dataclass(frozen=True, slots=True)
class Entrant:
    """One entrant: a name, and optionally a seed number, a club and a rating.

    ``seed`` (1 = the top seed) fixes the entrant's place in the seeding whatever else decides
    it; ``rating`` (Fargo, a club's own) seeds by rating when asked; ``checked_in`` says the
    entrant has reported to the desk.
    """

    name: str
    seed: int | None = None
    club: str = ""
    rating: float | None = None
    checked_in: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", check_name(self.name))
        if self.seed is not None and (
            not isinstance(self.seed, int)
            or isinstance(self.seed, bool)
            or not 1 <= self.seed <= MAX_ENTRANTS
        ):
            raise InvalidEntrant(
                f"a seed must be a whole number from 1 to {MAX_ENTRANTS}, got {self.seed!r}",
                field="seed",
                value=self.seed,
            )
        if not isinstance(self.club, str):
            raise InvalidEntrant(
                f"a club must be a text, got {self.club!r}", field="club", value=self.club
            )
        club = self.club.strip()
        if len(club) > limits.MAX_TEXT_LENGTH or not limits.is_valid_text(club):
            raise InvalidEntrant(
                f"a club must be valid text of at most {limits.MAX_TEXT_LENGTH} characters, "
                f"got {self.club!r}",
                field="club",
                value=self.club,
            )
        object.__setattr__(self, "club", club)
        rating = self.rating
        if rating is not None and (
            not isinstance(rating, int | float)
            or isinstance(rating, bool)
            or not math.isfinite(rating)
            or abs(rating) > MAX_RATING
        ):
            raise InvalidEntrant(
                f"a rating must be a number of at most {MAX_RATING}, got {rating!r}",
                field="rating",
                value=rating,
            )
        if not isinstance(self.checked_in, bool):
            raise InvalidEntrant(
                f"checked_in must be True or False, got {self.checked_in!r}",
                field="checked_in",
                value=self.checked_in,
            )


def check_entrants(entrants: Iterable[Entrant]) -> tuple[Entrant, ...]:
    """The entrants as a tuple, refusing anything but :class:`Entrant` values, a name twice
    (letter case aside: "anna" and "Anna" would be one person at the desk) and a seed twice.

    >>> check_entrants([Entrant("Anna"), Entrant("ANNA")])
    Traceback (most recent call last):
    ...
    ninescore.tournament.errors.DuplicateEntrant: 'ANNA' is entered twice
    """
    result = tuple(entrants)
    names: set[str] = set()
    seeds: set[int] = set()
    for entrant in result:
        if not isinstance(entrant, Entrant):
            raise InvalidEntrant(
                f"an entrant must be an Entrant, got {entrant!r}", field="entrant", value=entrant
            )
        key = entrant.name.casefold()
        if key in names:
            raise DuplicateEntrant(f"{entrant.name!r} is entered twice", value=entrant.name)
        names.add(key)
        if entrant.seed is not None:
            if entrant.seed in seeds:
                raise DuplicateEntrant(
                    f"the seed {entrant.seed} is given twice", value=entrant.seed
                )
            seeds.add(entrant.seed)
    if len(result) > MAX_ENTRANTS:
        raise InvalidEntrant(
            f"a tournament has at most {MAX_ENTRANTS} entrants, got {len(result)}",
            field="entrants",
            value=len(result),
        )
    return result
