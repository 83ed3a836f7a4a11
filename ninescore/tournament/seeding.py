"""Seeding: who is seed 1, 2, 3 …, where each seed stands in a bracket, and who is in which group.

The seeding order (:func:`seeding_order`) comes from three things, in this order of precedence:

1. an entrant's own ``seed`` number keeps that place;
2. the others fill the free places in the entrants' order, or by ``rating`` (highest first,
   equal ratings in the entrants' order) when asked;
3. with a seed number ``S`` the unseeded entrants are drawn instead (after sorting by rating
   when seeding by rating, only entrants of equal rating are shuffled among themselves).

The draw is the Fisher–Yates shuffle driven by ``random.Random(S).getrandbits(32)`` with
rejection sampling (:func:`shuffled`): Python's Mersenne Twister seeded with an integer gives the
same numbers on every machine and every Python 3 version, and nothing here depends on ``hash()``
or on how the standard library turns bits into ranges, so the same ``S`` always makes the same
draw.

>>> [entrant for entrant in shuffled(["A", "B", "C", "D", "E"], 7)]
['B', 'C', 'E', 'A', 'D']

A bracket of 2**k lines puts the seeds in the standard positions (:func:`bracket_positions`):
1 plays 2**k, and seeds 1 and 2 can only meet in the final.

>>> bracket_positions(8)
(1, 8, 4, 5, 2, 7, 3, 6)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

from .entrants import Entrant

T = TypeVar("T")


def shuffled(items: Sequence[T], seed: int) -> list[T]:
    """``items`` in the order the draw ``seed`` gives them (the algorithm above)."""
    generator = random.Random(seed)
    result = list(items)
    for last in range(len(result) - 1, 0, -1):
        choice = _below(generator, last + 1)
        result[last], result[choice] = result[choice], result[last]
    return result


def _below(generator: random.Random, bound: int) -> int:
    """A number from 0 to ``bound - 1``, every one equally likely: 32 random bits at a time,
    drawing again when they fall in the remainder that would favour the small numbers."""
    limit = (1 << 32) - (1 << 32) % bound
    while True:
        bits = generator.getrandbits(32)
        if bits < limit:
            return bits % bound


def seeding_order(
    entrants: Sequence[Entrant], seed: int | None = None, by_rating: bool = False
) -> tuple[Entrant, ...]:
    """The entrants as seeds 1, 2, 3 … (the rules of the module's text).

    >>> names = lambda order: [entrant.name for entrant in order]
    >>> field = [Entrant("A", rating=500), Entrant("B", seed=1), Entrant("C", rating=700)]
    >>> names(seeding_order(field)), names(seeding_order(field, by_rating=True))
    (['B', 'A', 'C'], ['B', 'C', 'A'])
    """
    free = [entrant for entrant in entrants if entrant.seed is None]
    if by_rating:
        free.sort(key=lambda entrant: -entrant.rating if entrant.rating is not None else 0.0)
        free.sort(key=lambda entrant: entrant.rating is None)
        if seed is not None:
            free = _shuffled_within_equal_ratings(free, seed)
    elif seed is not None:
        free = shuffled(free, seed)
    fixed = {entrant.seed: entrant for entrant in entrants if entrant.seed is not None}
    order: list[Entrant] = []
    remaining = iter(free)
    # A seed number beyond the field (seed 40 of 32) keeps its order among the fixed ones.
    for position in range(1, len(entrants) + 1):
        if position in fixed:
            order.append(fixed.pop(position))
        else:
            entrant = next(remaining, None)
            if entrant is not None:
                order.append(entrant)
    order.extend(fixed[number] for number in sorted(fixed))
    order.extend(remaining)
    return tuple(order)


def _shuffled_within_equal_ratings(ordered: list[Entrant], seed: int) -> list[Entrant]:
    generator_seed = seed
    result: list[Entrant] = []
    start = 0
    while start < len(ordered):
        end = start
        while end < len(ordered) and ordered[end].rating == ordered[start].rating:
            end += 1
        result.extend(shuffled(ordered[start:end], generator_seed))
        generator_seed += 1
        start = end
    return result


def bracket_positions(size: int) -> tuple[int, ...]:
    """The seeds of a bracket of ``size`` (a power of two) from its top line to its bottom.

    Each doubling puts every seed ``s`` beside ``2 * size + 1 - s``, so the first round is
    1–size, and the favourites of each half meet as late as they can.

    >>> bracket_positions(4), bracket_positions(2)
    ((1, 4, 2, 3), (1, 2))
    """
    positions = [1]
    current = 1
    while current < size:
        current *= 2
        positions = [seat for seed in positions for seat in (seed, current + 1 - seed)]
    return tuple(positions)


def bracket_size(entrants: int) -> int:
    """The smallest power of two that holds ``entrants``: the lines the missing ones leave are
    byes, which fall to the top seeds by :func:`bracket_positions`.

    >>> bracket_size(2), bracket_size(5), bracket_size(64)
    (2, 8, 64)
    """
    size = 1
    while size < entrants:
        size *= 2
    return size


def snake_groups(count: int, groups: int) -> tuple[tuple[int, ...], ...]:
    """The seeds (0 = seed 1) of each group, dealt like cards in a snake: A B C C B A A B C …,
    so each group gets one of the top seeds and the groups are as even as the seeds allow.

    >>> snake_groups(7, 3)
    ((0, 5, 6), (1, 4), (2, 3))
    """
    dealt: list[list[int]] = [[] for _ in range(groups)]
    for index in range(count):
        row, column = divmod(index, groups)
        dealt[column if row % 2 == 0 else groups - 1 - column].append(index)
    return tuple(tuple(group) for group in dealt)


def qualifier_order(groups: int, advance: int) -> tuple[tuple[int, int], ...]:
    """The knockout's seeds as (group, place), both from 0: every group's winner first, then
    the second places, and so on, crossed so that a group's winner meets another group's
    runner-up (A1–B2, B1–A2, C1–D2, D1–C2 …) and two players of one group meet as late as the
    bracket allows.

    Places are taken a pair of places at a time: place ``p`` (even, from 0) in group order
    A, B, C …; place ``p + 1`` in the order that makes seed ``s`` of place ``p`` meet, in a full
    bracket, the partner group's (A↔B, C↔D, …; an odd last group keeps itself) player of
    place ``p + 1``: the mirror of the partners' order.

    >>> qualifier_order(2, 2)
    ((0, 0), (1, 0), (0, 1), (1, 1))
    >>> [("ABCD"[g] + str(p + 1)) for g, p in qualifier_order(4, 2)]
    ['A1', 'B1', 'C1', 'D1', 'C2', 'D2', 'A2', 'B2']
    """
    order: list[tuple[int, int]] = []
    for place in range(advance):
        if place % 2 == 0:
            order.extend((group, place) for group in range(groups))
        else:
            partners = [_partner(group, groups) for group in range(groups)]
            order.extend((group, place) for group in reversed(partners))
    return tuple(order)


def _partner(group: int, groups: int) -> int:
    partner = group ^ 1
    return partner if partner < groups else group
