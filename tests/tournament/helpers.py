"""Playing a tournament out at random, with the engine's promises checked after every step."""

from __future__ import annotations

import collections
import os
import random
from dataclasses import dataclass, field

from hypothesis import HealthCheck, settings

from ninescore.tournament import Entrant, Format, Match, ResultBlocked, Tournament

SOAK = os.environ.get("NINESCORE_SOAK") == "1"
"""``NINESCORE_SOAK=1`` draws many more tournaments."""

PROPERTY = settings(
    max_examples=400 if SOAK else 12,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
"""Each example plays a whole tournament of up to 128 entrants: few examples keep
tests/tournament well under a minute."""

ROUND_ROBIN_PROPERTY = settings(PROPERTY, max_examples=400 if SOAK else 5)
"""A round robin of 128 is 8,128 matches: fewer examples still, beside every size up to 24."""


def field_of(count: int) -> list[Entrant]:
    return [Entrant(f"Player {number:03}") for number in range(1, count + 1)]


def draw(count: int, format: Format, **options: object) -> Tournament:
    races = options.pop("races", {"winners": 3, "losers": 2, "final": 4, "groups": 2})
    return Tournament.draw(
        name="Club Open", entrants=field_of(count), format=format, races=races, **options
    )


def seed_number(tournament: Tournament, name: str | None) -> int:
    assert name is not None
    return [entrant.name for entrant in tournament.entrants].index(name) + 1


def score_for(match: Match, winner: int, rng: random.Random) -> tuple[int, int]:
    racks = [0, 0]
    racks[winner] = match.race_to[winner]
    racks[1 - winner] = rng.randrange(match.race_to[1 - winner])
    return racks[0], racks[1]


@dataclass
class Play:
    """What happened while a tournament was played out."""

    tournament: Tournament
    results: int = 0
    undone: int = 0
    blocked: int = 0
    reloaded: int = 0
    forfeits: int = 0
    losses: collections.Counter[str] = field(default_factory=collections.Counter)


def check_step(tournament: Tournament) -> None:
    """Nobody is called to two matches at once; everyone is in the standings once."""
    ready = tournament.ready()
    called = [name for match in ready for name in match.players]
    assert None not in called
    assert len(called) == len(set(called)), called
    assert [match.id for match in ready] == sorted(match.id for match in ready)
    for match in ready:
        assert match.result is None
    check_standings(tournament)


def check_standings(tournament: Tournament) -> None:
    standings = tournament.standings()
    assert sorted(name for _, name in standings) == sorted(e.name for e in tournament.entrants)
    places = [place for place, _ in standings]
    assert places == sorted(places) and places[0] == 1


def play_out(
    tournament: Tournament,
    rng: random.Random,
    *,
    favourites: bool = False,
    undo_rate: float = 0.0,
    forfeit_rate: float = 0.0,
    reload_rate: float = 0.0,
    check_every: int = 1,
) -> Play:
    """Play every ready match until the event ends, checking it as it goes.

    With ``favourites`` the better seed always wins; otherwise the winner is drawn.  Now and then
    a result is undone (and must leave the file exactly as before it, and give the same file
    again when recorded again), or the tournament is saved and loaded again (and must go on
    exactly alike).
    """
    play = Play(tournament)
    steps = 0
    limit = 4 * len(tournament.matches()) + 10
    while not play.tournament.is_over:
        steps += 1
        assert steps < limit, "the event did not end"
        current = play.tournament
        if steps % check_every == 0:
            check_step(current)
        ready = current.ready()
        assert ready, "nothing ready, yet the event is not over"
        match = rng.choice(ready)
        first, second = match.players
        assert first is not None and second is not None
        if favourites:
            winner = 0 if seed_number(current, first) < seed_number(current, second) else 1
        else:
            winner = rng.randrange(2)
        if rng.random() < forfeit_rate:
            current.record_result(match.id, match.players[winner], forfeit=True, table="3")
            play.forfeits += 1
        else:
            current.record_result(
                match.id,
                match.players[winner],
                score=score_for(match, winner, rng),
                table=str(rng.randrange(1, 9)),
                started="2026-05-01T19:00:00Z",
                ended="2026-05-01T19:40:00Z",
            )
        play.results += 1
        assert current.match(match.id).result is not None
        if rng.random() < undo_rate:
            undo_something(play, rng)
        if rng.random() < reload_rate:
            reloaded = Tournament.from_json(current.to_json())
            assert reloaded.to_json() == current.to_json()
            assert reloaded.ready() == current.ready()
            assert reloaded.standings() == current.standings()
            assert reloaded.matches() == current.matches()
            play.tournament = reloaded
            play.reloaded += 1
    final = play.tournament
    check_standings(final)
    for match in final.matches():
        if match.result is not None:
            play.losses[match.loser or ""] += 1
    return play


def undo_something(play: Play, rng: random.Random) -> None:
    """Undo a random result: refused while a match it feeds has a result, exact when allowed."""
    tournament = play.tournament
    played = [match for match in tournament.matches() if match.result is not None]
    match = rng.choice(played)
    before = tournament.to_json()
    try:
        tournament.undo_result(match.id)
    except ResultBlocked as refusal:
        assert refusal.match_id == match.id
        assert tournament.match(refusal.blocking_id).result is not None
        assert tournament.to_json() == before
        play.blocked += 1
        return
    play.undone += 1
    assert match.result is not None
    assert tournament.match(match.id).result is None
    assert tournament.is_playable(match.id)
    result = match.result
    tournament.record_result(
        match.id,
        result.winner,
        result.score,
        forfeit=result.forfeit,
        table=result.table,
        started=result.started,
        ended=result.ended,
    )
    assert tournament.to_json() == before
