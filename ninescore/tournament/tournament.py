"""A tournament: the draw (immutable), and the results recorded on it (the one thing that changes).

Like python-chess's ``Board``, a :class:`Tournament` is one mutable object over immutable values:
:meth:`Tournament.record_result` and :meth:`Tournament.undo_result` change it in place (a push
and a pop); the entrants, the plan of matches, the :class:`Match` and :class:`Result` values it
hands out never change.  What is ready and the standings are kept up to date as results come:
a result touches only the matches it feeds, so its cost grows with the bracket's depth, not its
size.

>>> t = Tournament.draw(name="Club Open", entrants=[Entrant(n) for n in ["Anna", "Boris", "Vera"]],
...                     format=Format.SINGLE_ELIMINATION, races=5)
>>> [(m.id, m.stage, m.players, m.race_to) for m in t.ready()]    # Anna, the top seed, has a bye
[(1, 'winners', ('Boris', 'Vera'), (5, 5))]
>>> t.record_result(1, "Vera", score=(3, 5))
>>> [(m.id, m.stage, m.players) for m in t.ready()]
[(2, 'final', ('Anna', 'Vera'))]
>>> t.record_result(2, "Anna", score=(5, 4))
>>> t.is_over, t.champion, t.standings()
(True, 'Anna', [(1, 'Anna'), (2, 'Vera'), (3, 'Boris')])
>>> t.undo_result(1)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ninescore.tournament.errors.ResultBlocked: match 1 cannot be undone while match 2, which it ...
>>> Tournament.from_json(t.to_json()) == t
True
>>> t
<Tournament 'Club Open', single_elimination, 3 entrants, 2 of 2 matches played>
"""

from __future__ import annotations

import bisect
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from .codec import (
    FILE_FORMAT,
    FILE_VERSION,
    check_size,
    dumped,
    entrant_data,
    result_line,
    tournament_from_data,
)
from .entrants import Entrant, check_entrants
from .errors import (
    AlreadyPlayed,
    ConfigurationError,
    InvalidScore,
    InvalidTournamentFile,
    NotAPlayer,
    NotPlayed,
    NotReady,
    ResultBlocked,
    TournamentError,
    UnknownEntrant,
    UnknownMatch,
)
from .plan import Kind, LoserOf, Seat, Slot, Source, WinnerOf
from .seeding import seeding_order
from .settings import (
    FINALS,
    Format,
    Settings,
    check_settings,
    check_text,
    plan_of,
    replace_entrants,
    stage_races,
    tournament_name,
)
from .tables import Played, Row, table


@dataclass(frozen=True, slots=True)
class Result:
    """How a match ended: its winner, the racks of its two players in the match's order (None
    for a forfeit: a player absent when called), and where and when it was played, as the desk
    gives them (the engine reads no clock)."""

    winner: str
    score: tuple[int, int] | None
    forfeit: bool = False
    table: str = ""
    started: str = ""
    ended: str = ""


@dataclass(frozen=True, slots=True)
class Match:
    """A match of the tournament as it stands: its players (None while one is not known yet),
    its race (each player's own in a handicap race) and its result once there is one."""

    id: int
    stage: str
    round: int
    players: tuple[str | None, str | None]
    race_to: tuple[int, int]
    result: Result | None = None

    @property
    def winner(self) -> str | None:
        return self.result.winner if self.result is not None else None

    @property
    def loser(self) -> str | None:
        if self.result is None:
            return None
        first, second = self.players
        return second if self.result.winner == first else first


class Tournament:
    """One tournament: made by :meth:`draw` or :meth:`from_json`, changed by its results."""

    __slots__ = (
        "_entrant_lines",
        "_group_left",
        "_group_rows",
        "_handicaps",
        "_keys",
        "_matches",
        "_pairs",
        "_pending",
        "_plan",
        "_players",
        "_ready",
        "_ready_ids",
        "_result_lines",
        "_results",
        "_seed_of",
        "_settings",
        "_table_cache",
    )

    def __init__(self, settings: Settings) -> None:
        """Use :meth:`draw` (or :meth:`from_json`): this takes the draw already made."""
        check_settings(settings)
        self._settings = settings
        self._plan = plan_of(settings)
        names = [entrant.name for entrant in settings.entrants]
        self._seed_of = {name: index for index, name in enumerate(names)}
        self._handicaps: dict[tuple[str, str], tuple[int, int]] = {}
        for first, second, first_race, second_race in settings.handicaps:
            self._handicaps[(first, second)] = (first_race, second_race)
            self._handicaps[(second, first)] = (second_race, first_race)
        slots = self._plan.slots
        self._results: list[Result | None] = [None] * len(slots)
        self._result_lines: list[str | None] = [None] * len(slots)
        self._entrant_lines: list[str] | None = None
        self._players: list[tuple[str | None, str | None]] = [(None, None)] * len(slots)
        self._matches: list[Match] = []
        self._ready_ids: list[int] = []
        self._ready: list[Match] = []
        # Standings of the brackets: (place, seed) and (place, name), sorted alike; everyone
        # still in shares place 1, everyone out has the place of the round they went out in.
        self._keys: list[tuple[int, int]] = [(1, index) for index in range(len(names))]
        self._pairs: list[tuple[int, str]] = [(1, name) for name in names]
        self._pending: dict[str, list[int]] = {name: [] for name in names}
        self._group_left = [len(ids) for ids in self._plan.group_matches]
        self._group_rows: list[tuple[Row, ...] | None] = [None] * len(self._plan.groups)
        self._table_cache: list[tuple[int, str]] | None = None
        for slot in slots:
            if slot.kind is Kind.GROUP:
                for source in slot.sources:
                    assert isinstance(source, Seat)
                    self._pending[names[source.seed]].append(slot.id)
        for slot in slots:
            self._matches.append(Match(slot.id, slot.stage, slot.round, (None, None), slot.race))
            self._refresh(slot.id)

    # -- making one ---------------------------------------------------------------------------

    @classmethod
    def draw(
        cls,
        name: str,
        entrants: Iterable[Entrant],
        format: Format = Format.DOUBLE_ELIMINATION,
        seed: int | None = None,
        races: int | Mapping[str, int] = 7,
        final: str = "true_double",
        *,
        by_rating: bool = False,
        groups: int | None = None,
        advance: int | None = None,
        handicaps: Mapping[tuple[str, str], tuple[int, int]] | None = None,
    ) -> Tournament:
        """Draw a tournament.

        ``seed``: None seeds the entrants in their order; a number draws them at random, the
        same number making the same draw everywhere (:mod:`ninescore.tournament.seeding`).
        ``by_rating`` seeds by rating instead (a ``seed`` then only breaks ties).  ``races``:
        one race for every stage, or ``{"winners": 7, "losers": 5, "final": 9, "groups": 5}``.
        ``groups`` and ``advance`` (default 2 and 2) are for :attr:`Format.GROUPS`.
        ``handicaps``: the race of a pair, ``{("Anna", "Boris"): (7, 5)}``.
        """
        entrants = check_entrants(entrants)
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise ConfigurationError(f"seed must be a whole number, got {seed!r}", setting="seed")
        try:
            format = Format(format)
        except ValueError:
            raise ConfigurationError(
                f"format must be one of {', '.join(Format)}, got {format!r}", setting="format"
            ) from None
        if format is Format.GROUPS:
            groups = 2 if groups is None else groups
            advance = 2 if advance is None else advance
        for value, setting in ((groups, "groups"), (advance, "advance")):
            if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
                raise ConfigurationError(
                    f"{setting} must be a whole number, got {value!r}", setting=setting
                )
        settings = Settings(
            name=tournament_name(name),
            format=format,
            entrants=seeding_order(entrants, seed, by_rating=bool(by_rating)),
            races=stage_races(races, format),
            final=final,
            groups=1 if groups is None else groups,
            advance=0 if advance is None else advance,
            seed=seed,
            by_rating=bool(by_rating),
            handicaps=tuple(
                (first, second, race[0], race[1])
                for (first, second), race in (handicaps or {}).items()
            ),
        )
        return cls(settings)

    def __eq__(self, other: object) -> bool:
        """Two tournaments are the same when their files are: the same draw, the same results."""
        if not isinstance(other, Tournament):
            return NotImplemented
        return self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]  # it changes with every result

    def __repr__(self) -> str:
        played = sum(result is not None for result in self._results)
        return (
            f"<Tournament {self.name!r}, {self.format.value}, {len(self.entrants)} entrants, "
            f"{played} of {len(self._results)} matches played>"
        )

    # -- what it is -----------------------------------------------------------------------------

    @property
    def settings(self) -> Settings:
        return self._settings

    @property
    def name(self) -> str:
        return self._settings.name

    @property
    def format(self) -> Format:
        return self._settings.format

    @property
    def entrants(self) -> tuple[Entrant, ...]:
        """In seeding order."""
        return self._settings.entrants

    def entrant(self, name: str) -> Entrant:
        index = self._seed_of.get(name)
        if index is None:
            raise UnknownEntrant(name)
        return self._settings.entrants[index]

    def matches(self) -> tuple[Match, ...]:
        """Every match of the plan in playing order, as it stands."""
        return tuple(self._matches)

    def match(self, match_id: int) -> Match:
        return self._matches[self._index(match_id)]

    def sources(self, match_id: int) -> tuple[Source, Source]:
        """Where the match's two players come from, in its order: a seed (:class:`Seat`, from
        0), the winner or the loser of another match, a group's place.  A bracket shows them
        while the players are not known yet.

        >>> t = Tournament.draw(name="Cup", entrants=[Entrant(n) for n in ["A", "B", "C"]],
        ...                     format=Format.SINGLE_ELIMINATION, races=5)
        >>> t.sources(2)
        (Seat(seed=0), WinnerOf(match=1))
        """
        return self._plan.slots[self._index(match_id)].sources

    def ready(self) -> tuple[Match, ...]:
        """The matches to call now, in playing order: both players known, no result yet, and in
        a round robin each player's earliest match left, so nobody is in two at once."""
        return tuple(self._ready)

    def is_playable(self, match_id: int) -> bool:
        """Whether a result may be recorded for the match now (a round robin's match may be
        played before its turn when both players are free)."""
        index = self._index(match_id)
        return self._results[index] is None and None not in self._players[index]

    def group_table(self, group: int) -> tuple[Row, ...]:
        """The table of group ``group`` (from 0) as it stands."""
        if not 0 <= group < len(self._plan.groups):
            raise TournamentError(f"the tournament has no group {group!r}")
        return self._rows(group)

    @property
    def groups(self) -> tuple[tuple[str, ...], ...]:
        """The names in each group (none outside round robin), seeding order."""
        names = self._settings.entrants
        return tuple(tuple(names[seed].name for seed in group) for group in self._plan.groups)

    @property
    def champion(self) -> str | None:
        plan = self._plan
        if not plan.decider:
            if self._group_left[0]:
                return None
            return self._rows(0)[0].name
        decided = self._results[plan.decider - 1]
        if decided is None:
            return None
        if plan.second_race is None or decided.winner == self._players[plan.decider - 1][0]:
            return decided.winner
        second = self._results[plan.second_race - 1]
        return second.winner if second is not None else None

    @property
    def hot_seat(self) -> str | None:
        """Double elimination: the winner of the winners' final, unbeaten, waiting in the hot
        seat for the losers' side's winner (None before, and in the other formats)."""
        if self.format is not Format.DOUBLE_ELIMINATION:
            return None
        return self._players[self._plan.decider - 1][0]

    @property
    def is_over(self) -> bool:
        return self.champion is not None

    def standings(self) -> list[tuple[int, str]]:
        """Everyone's place now, place 1 first: players level share a place (5, 5 for "5–6");
        in a bracket everyone still in shares place 1, everyone out has the place of the round
        they went out in; a round robin's table as it stands."""
        if self._plan.decider:
            return list(self._pairs)
        if self._table_cache is None:
            self._table_cache = [(row.place, row.name) for row in self._rows(0)]
        return list(self._table_cache)

    # -- results ----------------------------------------------------------------------------

    def record_result(
        self,
        match_id: int,
        winner: str,
        score: Sequence[int] | None = None,
        *,
        forfeit: bool = False,
        table: str = "",
        started: str = "",
        ended: str = "",
    ) -> None:
        """The match is over: ``winner`` goes on, the loser goes down or out.

        ``score``: the two players' racks, in the match's order (a score written winner first
        is read so when only that reading ends the race with this winner).  ``forfeit``: the
        loser was absent when called; no score.  ``table``, ``started`` and ``ended`` are kept
        for the results' export.
        """
        index = self._index(match_id)
        if self._results[index] is not None:
            raise AlreadyPlayed(match_id)
        first, second = self._players[index]
        if first is None or second is None:
            raise NotReady(match_id)
        players = (first, second)
        if winner not in players:
            raise NotAPlayer(match_id, winner, players)
        race = self._matches[index].race_to
        if forfeit is not True and forfeit is not False:
            raise InvalidScore(match_id, forfeit, race)
        if forfeit:
            if score is not None:
                raise InvalidScore(match_id, score, race)
            racks = None
        else:
            racks = _score(match_id, score, race, players.index(winner))
        result = Result(
            winner,
            racks,
            forfeit,
            check_text(table, "table"),
            check_text(started, "started"),
            check_text(ended, "ended"),
        )
        self._apply(index, result)

    def undo_result(self, match_id: int) -> None:
        """Take a result back, while no match it feeds has a result
        (:class:`~ninescore.tournament.errors.ResultBlocked` names the first that does)."""
        index = self._index(match_id)
        result = self._results[index]
        if result is None:
            raise NotPlayed(match_id)
        slot = self._plan.slots[index]
        for fed in self._fed_by(slot):
            if self._results[fed - 1] is not None:
                raise ResultBlocked(match_id, fed)
        first, second = self._players[index]
        loser = second if result.winner == first else first
        assert loser is not None
        match slot.kind:
            case Kind.GROUP:
                self._reopen_group_match(slot, result)
            case Kind.FIRST_RACE:
                if result.winner == first:
                    self._bring_back(loser)
            case _:
                if slot.place is not None:
                    self._bring_back(loser)
        self._results[index] = None
        self._result_lines[index] = None
        self._refresh(slot.id)
        for fed in self._fed_by(slot):
            self._refresh(fed)

    def check_in(self, name: str, present: bool = True) -> None:
        """Mark an entrant as reported at the desk (or not)."""
        index = self._seed_of.get(name)
        if index is None:
            raise UnknownEntrant(name)
        entrants = list(self._settings.entrants)
        entrant = entrants[index]
        entrants[index] = Entrant(
            entrant.name, entrant.seed, entrant.club, entrant.rating, bool(present)
        )
        self._settings = replace_entrants(self._settings, tuple(entrants))
        self._entrant_lines = None

    # -- the file ---------------------------------------------------------------------------

    def to_json(self) -> str:
        """The tournament as JSON text (docs/file-format.md; the same for the same tournament).

        Each entrant and each result is one line, encoded once when it changes: saving after
        every result costs a join, not the encoding of the whole event again.
        """
        settings = self._settings
        if self._entrant_lines is None:
            self._entrant_lines = [dumped(entrant_data(entrant)) for entrant in settings.entrants]
        fields = {
            "format": FILE_FORMAT,
            "version": FILE_VERSION,
            "name": settings.name,
            "kind": settings.format.value,
            "final": settings.final,
            "groups": settings.groups,
            "advance": settings.advance,
            "draw": {"seed": settings.seed, "by_rating": settings.by_rating},
            "races": dict(settings.races),
        }
        lines = [f" {dumped(key)}: {dumped(value)}" for key, value in fields.items()]
        handicaps = [
            dumped({"players": [first, second], "race_to": [first_race, second_race]})
            for first, second, first_race, second_race in settings.handicaps
        ]
        results = [line for line in self._result_lines if line is not None]
        for key, items in (
            ("entrants", self._entrant_lines),
            ("handicaps", handicaps),
            ("results", results),
        ):
            listed = "".join(("[\n  ", ",\n  ".join(items), "\n ]")) if items else "[]"
            lines.append(f" {dumped(key)}: {listed}")
        return "{\n" + ",\n".join(lines) + "\n}\n"

    @classmethod
    def from_json(cls, text: str | bytes) -> Tournament:
        """The tournament :meth:`to_json` wrote; anything else raises
        :class:`~ninescore.tournament.errors.InvalidTournamentFile` saying what is wrong."""
        check_size(text)
        try:
            data = json.loads(text)
        except (ValueError, TypeError, RecursionError) as error:
            # RecursionError: a file nested thousands deep (a hostile peer's), not a tournament.
            raise InvalidTournamentFile(
                f"a tournament must be JSON text: {error}", where="file"
            ) from None
        return tournament_from_data(data)

    # -- inside -----------------------------------------------------------------------------

    def _index(self, match_id: int) -> int:
        if (
            not isinstance(match_id, int)
            or isinstance(match_id, bool)
            or not 1 <= match_id <= len(self._plan.slots)
        ):
            raise UnknownMatch(match_id)
        return match_id - 1

    def _fed_by(self, slot: Slot) -> tuple[int, ...]:
        if slot.kind is Kind.GROUP:
            assert slot.group is not None
            return self._plan.group_feeds[slot.group]
        return self._plan.feeds[slot.id - 1]

    def _resolve(self, source: Source) -> str | None:
        match source:
            case Seat(seed=seed):
                return self._settings.entrants[seed].name
            case WinnerOf(match=match_id):
                result = self._results[match_id - 1]
                return result.winner if result is not None else None
            case LoserOf(match=match_id):
                return self._matches[match_id - 1].loser
            case _:
                if self._group_left[source.group]:
                    return None
                return self._rows(source.group)[source.place].name

    def _refresh(self, match_id: int) -> None:
        """Work out the match's players, race and readiness again from what feeds it."""
        index = match_id - 1
        slot = self._plan.slots[index]
        players = (self._resolve(slot.sources[0]), self._resolve(slot.sources[1]))
        if slot.kind is Kind.SECOND_RACE:
            first_race = self._matches[index - 1]
            if first_race.winner is None or first_race.winner == first_race.players[0]:
                players = (None, None)  # not to be played: the hot seat won the first race
        self._players[index] = players
        first, second = players
        race = slot.race
        if first is not None and second is not None:
            race = self._handicaps.get((first, second), race)
        result = self._results[index]
        match = Match(slot.id, slot.stage, slot.round, players, race, result)
        self._matches[index] = match
        ready = result is None and first is not None and second is not None
        if ready and slot.kind is Kind.GROUP:
            assert first is not None and second is not None
            ready = self._pending[first][0] == match_id == self._pending[second][0]
        position = bisect.bisect_left(self._ready_ids, match_id)
        listed = position < len(self._ready_ids) and self._ready_ids[position] == match_id
        if listed:
            del self._ready_ids[position]
            del self._ready[position]
        if ready:
            self._ready_ids.insert(position, match_id)
            self._ready.insert(position, match)

    def _apply(self, index: int, result: Result) -> None:
        slot = self._plan.slots[index]
        first, second = self._players[index]
        loser = second if result.winner == first else first
        assert loser is not None
        self._results[index] = result
        self._result_lines[index] = result_line(slot.id, result)
        match slot.kind:
            case Kind.GROUP:
                self._close_group_match(slot, result)
            case Kind.FIRST_RACE:
                if result.winner == first:
                    assert slot.place is not None
                    self._send_out(loser, slot.place)
            case _:
                if slot.place is not None:
                    self._send_out(loser, slot.place)
        self._refresh(slot.id)
        for fed in self._fed_by(slot):
            self._refresh(fed)

    def _send_out(self, name: str, place: int) -> None:
        self._move(name, 1, place)

    def _bring_back(self, name: str) -> None:
        index = self._seed_of[name]
        position = bisect.bisect_left(self._keys, (2, index))
        while self._keys[position][1] != index:
            position += 1
        self._move(name, self._keys[position][0], 1)

    def _move(self, name: str, old: int, new: int) -> None:
        index = self._seed_of[name]
        position = bisect.bisect_left(self._keys, (old, index))
        del self._keys[position]
        del self._pairs[position]
        position = bisect.bisect_left(self._keys, (new, index))
        self._keys.insert(position, (new, index))
        self._pairs.insert(position, (new, name))

    def _rows(self, group: int) -> tuple[Row, ...]:
        rows = self._group_rows[group]
        if rows is None:
            seeds = self._plan.groups[group]
            names = [self._settings.entrants[seed].name for seed in seeds]
            where = {name: position for position, name in enumerate(names)}
            played: list[Played] = []
            for match_id in self._plan.group_matches[group]:
                result = self._results[match_id - 1]
                if result is not None:
                    first, second = self._players[match_id - 1]
                    assert first is not None and second is not None
                    played.append((where[first], where[second], where[result.winner], result.score))
            rows = table(names, played)
            self._group_rows[group] = rows
        return rows

    def _close_group_match(self, slot: Slot, result: Result) -> None:
        group = slot.group
        assert group is not None
        self._group_rows[group] = None
        self._table_cache = None
        self._group_left[group] -= 1
        for name in self._players[slot.id - 1]:
            assert name is not None
            pending = self._pending[name]
            pending.remove(slot.id)
            if pending:
                self._refresh(pending[0])
        if not self._group_left[group] and self._plan.advance:
            rows = self._rows(group)
            for position in range(self._plan.advance, len(rows)):
                self._send_out(
                    rows[position].name, self._plan.out_of_groups[position - self._plan.advance]
                )

    def _reopen_group_match(self, slot: Slot, result: Result) -> None:
        group = slot.group
        assert group is not None
        if not self._group_left[group] and self._plan.advance:
            rows = self._rows(group)
            for position in range(self._plan.advance, len(rows)):
                self._bring_back(rows[position].name)
        self._group_rows[group] = None
        self._table_cache = None
        self._group_left[group] += 1
        heads = []
        for name in self._players[slot.id - 1]:
            assert name is not None
            pending = self._pending[name]
            if pending:
                heads.append(pending[0])
            bisect.insort(pending, slot.id)
        self._results[slot.id - 1] = None
        for head in heads:
            self._refresh(head)


def _score(
    match_id: int, score: Sequence[int] | None, race: tuple[int, int], winner: int
) -> tuple[int, int]:
    """The racks in the match's order, checked to end the race with ``winner`` (0 or 1)."""
    if (
        not isinstance(score, Sequence)
        or isinstance(score, str)
        or len(score) != 2
        or not all(isinstance(n, int) and not isinstance(n, bool) for n in score)
    ):
        raise InvalidScore(match_id, score, race)
    for racks in ((score[0], score[1]), (score[1], score[0])):
        loser = 1 - winner
        if racks[winner] == race[winner] and 0 <= racks[loser] < race[loser]:
            return racks
    raise InvalidScore(match_id, tuple(score), race)


# -- reading the file -----------------------------------------------------------------------


__all__ = ["FINALS", "Format", "Match", "Result", "Settings", "Tournament"]
