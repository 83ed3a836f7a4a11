"""The plan of a tournament: every match that may be played, where its two players come from and
where its winner and loser go, fixed at the draw.

A planned match (:class:`Slot`) takes each player from a :class:`Seat` (a seed), the
:class:`WinnerOf` or :class:`LoserOf` another match, or a :class:`GroupPlace`.  A bye is never a
match: while the plan is built, a match that would have one side empty is not made, and its
player goes straight on to wherever its winner would have gone (and nobody to where its loser
would have).  The matches are numbered in the order they can be played: a match's number is
greater than the numbers of the matches it waits for.

>>> plan = single_elimination(3, {"winners": 5, "final": 7})
>>> for slot in plan.slots:
...     print(slot.id, slot.stage, slot.round, slot.sources, slot.race)
1 winners 1 (Seat(seed=1), Seat(seed=2)) (5, 5)
2 final 1 (Seat(seed=0), WinnerOf(match=1)) (7, 7)

Double elimination's losers' side takes the losers of winners' round ``r`` into its round
``2r - 2`` (round 1 takes winners' round 1 among themselves) in the crossover order of
:func:`crossover`, so that a player dropping from the winners' side meets the players from the
other part of the bracket first.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from .seeding import bracket_positions, bracket_size, qualifier_order, snake_groups

WINNERS = "winners"
LOSERS = "losers"
FINAL = "final"
GROUPS = "groups"
"""The key of the groups' race in ``races`` (their stages are "group A", "group B", …)."""
RACE_KEYS = (WINNERS, LOSERS, FINAL, GROUPS)


def group_stage(group: int) -> str:
    """The stage of group ``group`` (from 0): "group A" … "group Z", then "group AA" ….

    >>> group_stage(0), group_stage(25), group_stage(26)
    ('group A', 'group Z', 'group AA')
    """
    return f"group {group_letter(group)}"


def group_letter(group: int) -> str:
    letters = ""
    number = group + 1
    while number:
        number, remainder = divmod(number - 1, 26)
        letters = chr(ord("A") + remainder) + letters
    return letters


@dataclass(frozen=True, slots=True)
class Seat:
    """The entrant seeded ``seed + 1``."""

    seed: int


@dataclass(frozen=True, slots=True)
class WinnerOf:
    match: int


@dataclass(frozen=True, slots=True)
class LoserOf:
    match: int


@dataclass(frozen=True, slots=True)
class GroupPlace:
    """The player placed ``place + 1`` in group ``group`` (both from 0), once it is over."""

    group: int
    place: int


Source = Seat | WinnerOf | LoserOf | GroupPlace


class Kind(StrEnum):
    MATCH = "match"
    """Its loser goes on (``tier`` None) or goes out with the place of its tier."""
    FIRST_RACE = "first_race"
    """The true double's first race: the hot seat (first player) winning ends the event;
    the hot seat losing its first match sends both to the second race."""
    SECOND_RACE = "second_race"
    """The true double's second race, played only when the hot seat lost the first."""
    GROUP = "group"
    """A round robin's match: its result counts in the group's table."""


@dataclass(frozen=True, slots=True)
class Slot:
    id: int
    stage: str
    round: int
    sources: tuple[Source, Source]
    race: tuple[int, int]
    kind: Kind = Kind.MATCH
    place: int | None = None
    """The place its loser leaves with (shared with every loser of the same round); None: the
    loser plays on."""
    group: int | None = None


@dataclass(frozen=True, slots=True)
class Plan:
    slots: tuple[Slot, ...]
    """Every match, ``slots[id - 1]``."""
    feeds: tuple[tuple[int, ...], ...]
    """The ids of the matches each match sends a player to (same index as ``slots``)."""
    groups: tuple[tuple[int, ...], ...] = ()
    """The seeds (from 0) in each group."""
    group_matches: tuple[tuple[int, ...], ...] = ()
    group_feeds: tuple[tuple[int, ...], ...] = ()
    """The knockout's matches that take a player from each group."""
    advance: int = 0
    """Players each group sends on (0: a round robin on its own)."""
    out_of_groups: tuple[int, ...] = ()
    """The place of a player who finishes ``advance + i + 1`` in a group: ``out_of_groups[i]``."""
    decider: int = 0
    """The match whose winner is the champion (the first race of a true double)."""
    second_race: int | None = None


@dataclass(slots=True)
class _Raw:
    stage: str
    round: int
    sources: tuple[Source, Source]
    race: tuple[int, int]
    kind: Kind
    tier: int | None
    group: int | None
    depth: int


@dataclass(slots=True)
class _Builder:
    """Collects the matches, leaving out every one that would have a bye."""

    raw: list[_Raw] = field(default_factory=list)
    tiers: list[int] = field(default_factory=list)
    """Players each tier of elimination puts out, in the order the tiers go out."""
    group_depth: dict[int, int] = field(default_factory=dict)

    def add(
        self,
        stage: str,
        round_number: int,
        first: Source | None,
        second: Source | None,
        race: tuple[int, int],
        *,
        tier: int | None = None,
        kind: Kind = Kind.MATCH,
        group: int | None = None,
        depth: int | None = None,
    ) -> tuple[Source | None, Source | None]:
        """Where the winner and the loser of this match come from: the match itself, or, when a
        side is empty, the other side as the winner and nobody as the loser."""
        if first is None or second is None:
            return (first if first is not None else second), None
        index = len(self.raw)
        self.raw.append(
            _Raw(
                stage,
                round_number,
                (first, second),
                race,
                kind,
                tier,
                group,
                depth if depth is not None else 1 + max(map(self._depth, (first, second))),
            )
        )
        if tier is not None and kind is not Kind.SECOND_RACE:
            self.tiers[tier] += 1
        return WinnerOf(index), LoserOf(index)

    def tier(self) -> int:
        self.tiers.append(0)
        return len(self.tiers) - 1

    def _depth(self, source: Source) -> int:
        match source:
            case WinnerOf(match=index) | LoserOf(match=index):
                return self.raw[index].depth
            case GroupPlace(group=group):
                return self.group_depth[group]
            case _:
                return 0

    def plan(self, **details: object) -> Plan:
        """Number the matches in playing order and say where each one sends its players."""
        order = sorted(range(len(self.raw)), key=lambda index: (self.raw[index].depth, index))
        number = {index: position + 1 for position, index in enumerate(order)}
        # The places, from the last tier out (the final's loser is second) to the first.
        places: list[int] = [0] * len(self.tiers)
        above = 1
        for tier in reversed(range(len(self.tiers))):
            places[tier] = above + 1
            above += self.tiers[tier]

        def renumbered(source: Source) -> Source:
            match source:
                case WinnerOf(match=index):
                    return WinnerOf(number[index])
                case LoserOf(match=index):
                    return LoserOf(number[index])
                case _:
                    return source

        # A round all of whose matches had byes is not played: the rounds of each stage are
        # counted again over those that are (a losers' side of 5 starts at its round 1).
        rounds: dict[str, set[int]] = {}
        for raw in self.raw:
            rounds.setdefault(raw.stage, set()).add(raw.round)
        counted = {
            (stage, played): position
            for stage, numbers in rounds.items()
            for position, played in enumerate(sorted(numbers), 1)
        }
        slots = tuple(
            Slot(
                id=number[index],
                stage=raw.stage,
                round=counted[(raw.stage, raw.round)],
                sources=(renumbered(raw.sources[0]), renumbered(raw.sources[1])),
                race=raw.race,
                kind=raw.kind,
                place=places[raw.tier] if raw.tier is not None else None,
                group=raw.group,
            )
            for index, raw in ((index, self.raw[index]) for index in order)
        )
        feeds: list[list[int]] = [[] for _ in slots]
        group_feeds: dict[int, list[int]] = {}
        for slot in slots:
            for source in slot.sources:
                match source:
                    case WinnerOf(match=fed_by) | LoserOf(match=fed_by):
                        if slot.id not in feeds[fed_by - 1]:
                            feeds[fed_by - 1].append(slot.id)
                    case GroupPlace(group=group):
                        group_feeds.setdefault(group, []).append(slot.id)
                    case _:
                        pass
        groups = details.get("groups", ())
        assert isinstance(groups, tuple)
        group_matches: list[list[int]] = [[] for _ in groups]
        for slot in slots:
            if slot.group is not None:
                group_matches[slot.group].append(slot.id)
        decider = details.get("decider")
        second = details.get("second_race")
        advance = details.get("advance", 0)
        out = details.get("out_of_groups", ())
        assert isinstance(decider, int) and isinstance(advance, int) and isinstance(out, tuple)
        return Plan(
            slots=slots,
            feeds=tuple(tuple(fed) for fed in feeds),
            groups=groups,
            group_matches=tuple(tuple(ids) for ids in group_matches),
            group_feeds=tuple(tuple(group_feeds.get(g, ())) for g in range(len(groups))),
            advance=advance,
            out_of_groups=out,
            decider=number[decider] if decider >= 0 else 0,
            second_race=number[second] if isinstance(second, int) else None,
        )


def _race(races: Mapping[str, int], key: str) -> tuple[int, int]:
    return races[key], races[key]


def _first_round(count: int, seats: Sequence[Source]) -> list[Source | None]:
    """The lines of the smallest bracket that holds ``count`` players, ``seats[s]`` on seed
    ``s + 1``'s line and None (a bye) on the lines of seeds beyond the field."""
    return [
        seats[seed - 1] if seed <= count else None
        for seed in bracket_positions(bracket_size(count))
    ]


def _knockout(
    builder: _Builder, lines: list[Source | None], races: Mapping[str, int]
) -> tuple[Source | None, int]:
    """A single-elimination bracket over ``lines``: its champion and the index of its final."""
    rounds = (len(lines) - 1).bit_length()
    for round_number in range(1, rounds + 1):
        last = round_number == rounds
        stage = FINAL if last else WINNERS
        tier = builder.tier()
        lines = [
            builder.add(
                stage, round_number, lines[i], lines[i + 1], _race(races, stage), tier=tier
            )[0]
            for i in range(0, len(lines), 2)
        ]
    return lines[0], len(builder.raw) - 1


def single_elimination(count: int, races: Mapping[str, int]) -> Plan:
    builder = _Builder()
    _, final = _knockout(builder, _first_round(count, [Seat(s) for s in range(count)]), races)
    return builder.plan(decider=final)


def crossover(losers: Sequence[Source | None], winners_round: int) -> list[Source | None]:
    """The order in which the losers of winners' round ``winners_round`` (from 2) meet the
    losers' side, match by match, in a cycle of four: reversed; halves swapped; each half
    reversed; as they come (then reversed again, …).  Each turns the dropping players away from
    the part of the bracket they came from.

    >>> [crossover([1, 2, 3, 4], r) for r in (2, 3, 4, 5)]
    [[4, 3, 2, 1], [3, 4, 1, 2], [2, 1, 4, 3], [1, 2, 3, 4]]
    """
    half = len(losers) // 2
    match (winners_round - 2) % 4:
        case 0:
            return list(reversed(losers))
        case 1:
            return [*losers[half:], *losers[:half]]
        case 2:
            return [*reversed(losers[:half]), *reversed(losers[half:])]
        case _:
            return list(losers)


def double_elimination(count: int, races: Mapping[str, int], true_double: bool) -> Plan:
    builder = _Builder()
    lines = _first_round(count, [Seat(s) for s in range(count)])
    rounds = (len(lines) - 1).bit_length()
    dropped: list[list[Source | None]] = []
    for round_number in range(1, rounds + 1):
        outcomes = [
            builder.add(WINNERS, round_number, lines[i], lines[i + 1], _race(races, WINNERS))
            for i in range(0, len(lines), 2)
        ]
        lines = [winner for winner, _ in outcomes]
        dropped.append([loser for _, loser in outcomes])
    hot_seat = lines[0]
    survivors = dropped[0]
    losers_round = 0

    def play(pairs: list[tuple[Source | None, Source | None]]) -> list[Source | None]:
        tier = builder.tier()
        return [
            builder.add(LOSERS, losers_round, first, second, _race(races, LOSERS), tier=tier)[0]
            for first, second in pairs
        ]

    if rounds > 1:
        losers_round = 1
        survivors = play(list(zip(survivors[0::2], survivors[1::2], strict=True)))
        for winners_round in range(2, rounds + 1):
            losers_round += 1
            coming = crossover(dropped[winners_round - 1], winners_round)
            survivors = play(list(zip(survivors, coming, strict=True)))
            if winners_round < rounds:
                losers_round += 1
                survivors = play(list(zip(survivors[0::2], survivors[1::2], strict=True)))
    final_tier = builder.tier()
    kind = Kind.FIRST_RACE if true_double else Kind.MATCH
    winner, loser = builder.add(
        FINAL, 1, hot_seat, survivors[0], _race(races, FINAL), tier=final_tier, kind=kind
    )
    first_race = len(builder.raw) - 1
    second_race = None
    if true_double:
        assert winner is not None and loser is not None
        builder.add(
            FINAL, 2, loser, winner, _race(races, FINAL), tier=final_tier, kind=Kind.SECOND_RACE
        )
        second_race = len(builder.raw) - 1
    return builder.plan(decider=first_race, second_race=second_race)


def round_robin_rounds(seeds: Sequence[int]) -> list[list[tuple[int, int]]]:
    """Every pair of ``seeds`` once, in rounds where each plays at most once (the circle method:
    the first stays, the others turn one place a round; an odd field adds a rest).

    >>> round_robin_rounds([0, 1, 2, 3])
    [[(0, 3), (1, 2)], [(0, 2), (3, 1)], [(0, 1), (2, 3)]]
    """
    circle: list[int | None] = list(seeds)
    if len(circle) % 2:
        circle.append(None)
    rounds = []
    for _ in range(len(circle) - 1):
        pairs = []
        for i in range(len(circle) // 2):
            first, second = circle[i], circle[len(circle) - 1 - i]
            if first is not None and second is not None:
                pairs.append((first, second))
        rounds.append(pairs)
        circle = [circle[0], circle[-1], *circle[1:-1]]
    return rounds


def round_robin(count: int, races: Mapping[str, int], groups: int = 1, advance: int = 0) -> Plan:
    """Groups of round robin (one group: a round robin on its own); with ``advance`` the top
    ``advance`` of each group play a single-elimination knockout, seeded by
    :func:`~ninescore.tournament.seeding.qualifier_order`."""
    builder = _Builder()
    members = snake_groups(count, groups)
    schedules = [round_robin_rounds(group) for group in members]
    for round_index in range(max(len(schedule) for schedule in schedules)):
        for group, schedule in enumerate(schedules):
            if round_index < len(schedule):
                for first, second in schedule[round_index]:
                    builder.add(
                        group_stage(group),
                        round_index + 1,
                        Seat(first),
                        Seat(second),
                        _race(races, GROUPS),
                        kind=Kind.GROUP,
                        group=group,
                        depth=round_index + 1,
                    )
    for group, schedule in enumerate(schedules):
        builder.group_depth[group] = len(schedule)
    if not advance:
        return builder.plan(decider=-1, groups=members)
    qualifiers: list[Source] = [GroupPlace(g, p) for g, p in qualifier_order(groups, advance)]
    _, final = _knockout(builder, _first_round(len(qualifiers), qualifiers), races)
    qualified = groups * advance
    out: list[int] = []
    for place in range(advance, max(map(len, members))):
        out.append(
            qualified
            + 1
            + sum(1 for group in members for p in range(advance, place) if p < len(group))
        )
    return builder.plan(decider=final, groups=members, advance=advance, out_of_groups=tuple(out))
