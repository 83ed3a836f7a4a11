"""Every format, every field size from 2 to 128: the event ends, nobody is in two matches at once,
every result can be undone exactly, a saved tournament goes on exactly alike, and the standings
always name everyone once."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ninescore.tournament import Format, Tournament

from .helpers import PROPERTY, ROUND_ROBIN_PROPERTY, draw, play_out, seed_number

SIZES = st.integers(min_value=2, max_value=128)
SEEDS = st.none() | st.integers(min_value=0, max_value=2**40)
LUCK = st.integers(min_value=0, max_value=2**32)
"""The results' own seed: a number shrinks fast, and shows the failing game in one line."""


def check_double_elimination(tournament: Tournament, losses: dict[str, int]) -> None:
    count = len(tournament.entrants)
    champion = tournament.champion
    assert champion is not None
    runner_up = tournament.standings()[1][1]
    for entrant in tournament.entrants:
        if entrant.name == champion:
            assert losses.get(entrant.name, 0) <= 1
        elif entrant.name == runner_up and tournament.settings.final == "single":
            # One race: the hot seat, unbeaten, goes out with the one loss of the final.
            assert losses.get(entrant.name, 0) in (1, 2)
        else:
            assert losses.get(entrant.name, 0) == 2, entrant.name
    played = sum(1 for match in tournament.matches() if match.result is not None)
    assert played in (2 * count - 2, 2 * count - 1)
    unplayed = [match for match in tournament.matches() if match.result is None]
    # Only the true double's second race is ever left unplayed (the hot seat won the first).
    assert all(match.stage == "final" and match.round == 2 for match in unplayed)
    assert tournament.standings()[0] == (1, champion)


@PROPERTY
@given(size=SIZES, seed=SEEDS, luck=LUCK, true_double=st.booleans())
def test_double_elimination_ends_with_two_losses_for_all_but_the_champion(
    size: int, seed: int | None, luck: int, true_double: bool
) -> None:
    tournament = draw(
        size, Format.DOUBLE_ELIMINATION, seed=seed, final="true_double" if true_double else "single"
    )
    play = play_out(
        tournament, random.Random(luck), undo_rate=0.15, forfeit_rate=0.1, reload_rate=0.03
    )
    check_double_elimination(play.tournament, play.losses)
    if not true_double:
        assert len(play.tournament.matches()) == 2 * size - 2


@pytest.mark.parametrize("true_double", [True, False])
def test_double_elimination_of_every_size_from_2_to_128(true_double: bool) -> None:
    for size in range(2, 129):
        tournament = draw(
            size, Format.DOUBLE_ELIMINATION, final="true_double" if true_double else "single"
        )
        play = play_out(tournament, random.Random(size), check_every=7)
        check_double_elimination(play.tournament, play.losses)


@PROPERTY
@given(size=SIZES, seed=SEEDS, luck=LUCK)
def test_single_elimination_plays_one_match_fewer_than_its_entrants(
    size: int, seed: int | None, luck: int
) -> None:
    play = play_out(
        draw(size, Format.SINGLE_ELIMINATION, seed=seed),
        random.Random(luck),
        undo_rate=0.15,
        forfeit_rate=0.1,
        reload_rate=0.05,
    )
    tournament = play.tournament
    assert len(tournament.matches()) == size - 1
    assert all(match.result is not None for match in tournament.matches())
    assert sum(play.losses.values()) == size - 1
    assert max(play.losses.values()) == 1
    assert play.losses[tournament.champion or ""] == 0


def test_single_elimination_with_favourites_winning_ends_seed_1_against_seed_2() -> None:
    for size in range(2, 129):
        tournament = draw(size, Format.SINGLE_ELIMINATION)
        play = play_out(tournament, random.Random(size), favourites=True, check_every=5)
        final = play.tournament.matches()[-1]
        assert final.stage == "final"
        assert sorted(seed_number(tournament, name) for name in final.players) == [1, 2]
        assert play.tournament.champion == tournament.entrants[0].name
        # Byes go to the top seeds: with favourites winning, the places follow the seeds.
        places = dict((name, place) for place, name in play.tournament.standings())
        seeds = [places[entrant.name] for entrant in tournament.entrants]
        assert seeds == sorted(seeds)


def test_double_elimination_with_favourites_winning_ends_seed_1_against_seed_2() -> None:
    for size in range(2, 129):
        tournament = draw(size, Format.DOUBLE_ELIMINATION)
        play = play_out(tournament, random.Random(size), favourites=True, check_every=9)
        final = play.tournament.match(len(tournament.matches()) - 1)  # the first race
        assert sorted(seed_number(tournament, name) for name in final.players) == [1, 2]
        assert play.tournament.champion == tournament.entrants[0].name


def check_round_robin(tournament: Tournament) -> None:
    for group in tournament.groups:
        pairs = [
            frozenset(match.players)
            for match in tournament.matches()
            if match.stage.startswith("group") and set(match.players) <= set(group)
        ]
        assert len(pairs) == len(set(pairs))
        assert set(pairs) == {frozenset(pair) for pair in itertools.combinations(group, 2)}


def test_round_robin_of_every_size_up_to_24_plays_every_pair_once() -> None:
    for size in range(2, 25):
        tournament = draw(size, Format.ROUND_ROBIN)
        play = play_out(tournament, random.Random(size), check_every=3)
        check_round_robin(play.tournament)


@ROUND_ROBIN_PROPERTY
@given(size=SIZES, seed=SEEDS, luck=LUCK)
def test_round_robin_plays_every_pair_once(size: int, seed: int | None, luck: int) -> None:
    play = play_out(
        draw(size, Format.ROUND_ROBIN, seed=seed),
        random.Random(luck),
        # About 20 undos and 5 reloads an event: each copies the whole file of ~n²/2 results.
        undo_rate=40 / size**2,
        forfeit_rate=0.05,
        reload_rate=10 / size**2,
        check_every=2 * size,
    )
    tournament = play.tournament
    assert len(tournament.matches()) == size * (size - 1) // 2
    assert all(match.result is not None for match in tournament.matches())
    check_round_robin(tournament)
    table = tournament.group_table(0)
    assert tournament.champion == table[0].name
    assert tournament.standings() == [(row.place, row.name) for row in table]


@st.composite
def groups_and_advance(draw_from: st.DrawFn) -> tuple[int, int, int]:
    size = draw_from(st.integers(min_value=2, max_value=128))
    # Groups of at most 32 keep an example quick; a round robin of 128 has a test of its own.
    groups = draw_from(st.integers(min_value=max(1, -(-size // 32)), max_value=min(16, size // 2)))
    smallest = size // groups
    advance = draw_from(st.integers(min_value=2 if groups == 1 else 1, max_value=min(4, smallest)))
    return size, groups, advance


@ROUND_ROBIN_PROPERTY
@given(shape=groups_and_advance(), seed=SEEDS, luck=LUCK)
def test_groups_feed_a_knockout_of_their_top_players(
    shape: tuple[int, int, int], seed: int | None, luck: int
) -> None:
    size, groups, advance = shape
    tournament = draw(size, Format.GROUPS, seed=seed, groups=groups, advance=advance)
    play = play_out(
        tournament,
        random.Random(luck),
        undo_rate=0.1,
        forfeit_rate=0.05,
        reload_rate=0.02,
        check_every=max(1, size // 8),
    )
    tournament = play.tournament
    check_round_robin(tournament)
    knockout = [match for match in tournament.matches() if not match.stage.startswith("group")]
    assert len(knockout) == groups * advance - 1
    qualified = {
        row.name for group in range(groups) for row in tournament.group_table(group)[:advance]
    }
    in_knockout = {name for match in knockout for name in match.players}
    assert in_knockout == qualified
    places = tournament.standings()
    assert {name for place, name in places if place <= groups * advance} == qualified
    for place, _ in places:
        assert place == 1 + sum(1 for other, _ in places if other < place)
