"""What a draw decides and nothing a result changes: the format, the races, the settings' checks.

>>> stage_races({"winners": 7, "final": 9}, Format.DOUBLE_ELIMINATION)
(('winners', 7), ('losers', 7), ('final', 9))
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum

from ninescore.rules import limits

from . import plan as plans
from .entrants import Entrant
from .errors import ConfigurationError, UnknownEntrant
from .plan import Plan


class Format(StrEnum):
    SINGLE_ELIMINATION = "single_elimination"
    DOUBLE_ELIMINATION = "double_elimination"
    ROUND_ROBIN = "round_robin"
    """Every pair once, one table."""
    GROUPS = "groups"
    """Groups of round robin; the top ``advance`` of each play a single-elimination knockout."""


FINALS = ("true_double", "single")
"""The double elimination's final: a true double (the hot seat, unbeaten, must be beaten twice)
or one race."""

MAX_GROUP_SIZE = 256
"""Players in one round robin (32,640 matches): a bound on memory, far beyond any event."""


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the draw decided, and nothing that a result changes."""

    name: str
    format: Format
    entrants: tuple[Entrant, ...]
    """In seeding order: ``entrants[0]`` is seed 1."""
    races: tuple[tuple[str, int], ...]
    final: str
    groups: int
    advance: int
    seed: int | None
    by_rating: bool
    handicaps: tuple[tuple[str, str, int, int], ...]


def check_race(value: object, setting: str) -> int:
    if (
        not isinstance(value, int)
        or isinstance(value, bool)
        or not limits.MIN_RACE <= value <= limits.MAX_RACE
    ):
        raise ConfigurationError(
            f"{setting} must be a race of {limits.MIN_RACE}-{limits.MAX_RACE} racks, got {value!r}",
            setting=setting,
        )
    return value


STAGES = {
    Format.SINGLE_ELIMINATION: (plans.WINNERS, plans.FINAL),
    Format.DOUBLE_ELIMINATION: (plans.WINNERS, plans.LOSERS, plans.FINAL),
    Format.ROUND_ROBIN: (plans.GROUPS,),
    Format.GROUPS: (plans.GROUPS, plans.WINNERS, plans.FINAL),
}
"""The stages of each format, by the keys of their races."""


def stage_races(races: int | Mapping[str, int], format: Format) -> tuple[tuple[str, int], ...]:
    """Each stage's race: one number for all, or by stage; a stage not named races as the
    winners' side."""
    stages = STAGES[format]
    if isinstance(races, Mapping):
        for key in races:
            if key not in plans.RACE_KEYS:
                raise ConfigurationError(
                    f"races are given for {', '.join(plans.RACE_KEYS)}, got {key!r}",
                    setting="races",
                )
        given = {key: check_race(value, f"races[{key!r}]") for key, value in races.items()}
        for stage in stages:
            if stage not in given:
                if plans.WINNERS not in given:
                    raise ConfigurationError(
                        f"races has no race for {stage!r} (nor for 'winners'), got {races!r}",
                        setting="races",
                    )
                given[stage] = given[plans.WINNERS]
        return tuple((stage, given[stage]) for stage in stages)
    race = check_race(races, "races")
    return tuple((stage, race) for stage in stages)


def plan_of(settings: Settings) -> Plan:
    races = dict(settings.races)
    count = len(settings.entrants)
    match settings.format:
        case Format.SINGLE_ELIMINATION:
            return plans.single_elimination(count, races)
        case Format.DOUBLE_ELIMINATION:
            return plans.double_elimination(count, races, settings.final == "true_double")
        case Format.ROUND_ROBIN:
            return plans.round_robin(count, races)
        case _:
            return plans.round_robin(count, races, settings.groups, settings.advance)


def check_settings(settings: Settings) -> None:
    count = len(settings.entrants)
    if count < 2:
        raise ConfigurationError(
            f"a tournament needs at least 2 entrants, got {count}", setting="entrants"
        )
    if settings.final not in FINALS:
        raise ConfigurationError(
            f"final must be 'true_double' or 'single', got {settings.final!r}", setting="final"
        )
    if settings.format is Format.ROUND_ROBIN and count > MAX_GROUP_SIZE:
        raise ConfigurationError(
            f"a round robin has at most {MAX_GROUP_SIZE} players, got {count}",
            setting="entrants",
        )
    if settings.format is Format.GROUPS:
        groups, advance = settings.groups, settings.advance
        if not 1 <= groups <= count // 2:
            raise ConfigurationError(
                f"{count} entrants make 1 to {count // 2} groups of at least 2, got "
                f"groups={groups!r}",
                setting="groups",
            )
        smallest = count // groups
        if -(-count // groups) > MAX_GROUP_SIZE:
            raise ConfigurationError(
                f"a group has at most {MAX_GROUP_SIZE} players, got {count} in {groups}",
                setting="groups",
            )
        if not 1 <= advance <= smallest or groups * advance < 2:
            raise ConfigurationError(
                f"each group of {smallest} or more sends 1 to {smallest} players on, and the "
                f"knockout needs 2, got advance={advance!r}",
                setting="advance",
            )
    elif (settings.groups, settings.advance) != (1, 0):
        raise ConfigurationError(
            f"groups and advance are for Format.GROUPS, got groups={settings.groups!r}, "
            f"advance={settings.advance!r} with {settings.format}",
            setting="groups",
        )
    names = {entrant.name for entrant in settings.entrants}
    pairs: set[frozenset[str]] = set()
    for first, second, first_race, second_race in settings.handicaps:
        for name in (first, second):
            if name not in names:
                raise UnknownEntrant(name)
        pair = frozenset((first, second))
        if len(pair) != 2 or pair in pairs:
            raise ConfigurationError(
                f"a handicap is for two entrants, once, got {first!r} and {second!r}",
                setting="handicaps",
            )
        pairs.add(pair)
        check_race(first_race, "handicaps")
        check_race(second_race, "handicaps")


def check_text(value: object, what: str) -> str:
    if not isinstance(value, str) or len(value) > limits.MAX_TEXT_LENGTH:
        raise ConfigurationError(
            f"{what} must be a text of at most {limits.MAX_TEXT_LENGTH} characters, got {value!r}",
            setting=what,
        )
    if not limits.is_valid_text(value):
        raise ConfigurationError(f"{what} must be valid text, got {value!r}", setting=what)
    return value


def tournament_name(name: object) -> str:
    if not isinstance(name, str):
        raise ConfigurationError(
            f"a tournament's name must be a text, got {name!r}", setting="name"
        )
    name = name.strip()
    if not name or len(name) > limits.MAX_TEXT_LENGTH or not limits.is_valid_text(name):
        raise ConfigurationError(
            f"a tournament's name must be valid text of 1 to {limits.MAX_TEXT_LENGTH} "
            f"characters, got {name!r}",
            setting="name",
        )
    return name


def replace_entrants(settings: Settings, entrants: tuple[Entrant, ...]) -> Settings:
    return Settings(
        settings.name,
        settings.format,
        entrants,
        settings.races,
        settings.final,
        settings.groups,
        settings.advance,
        settings.seed,
        settings.by_rating,
        settings.handicaps,
    )
