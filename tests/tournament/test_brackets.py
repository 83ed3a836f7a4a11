"""The brackets as docs/tournament.md draws them: the worked 8-entrant double elimination, byes,
crossover, races by stage, groups and their tables."""

from __future__ import annotations

import random

from ninescore.tournament import Entrant, Format, Tournament
from ninescore.tournament.plan import LoserOf, Seat, WinnerOf, double_elimination

from .helpers import draw, play_out


def test_the_worked_eight_entrant_double_elimination_of_the_docs() -> None:
    plan = double_elimination(8, {"winners": 7, "losers": 5, "final": 9}, true_double=True)
    shown = [(s.id, s.stage, s.round, s.sources, s.place) for s in plan.slots]
    assert shown == [
        (1, "winners", 1, (Seat(0), Seat(7)), None),
        (2, "winners", 1, (Seat(3), Seat(4)), None),
        (3, "winners", 1, (Seat(1), Seat(6)), None),
        (4, "winners", 1, (Seat(2), Seat(5)), None),
        (5, "winners", 2, (WinnerOf(1), WinnerOf(2)), None),
        (6, "winners", 2, (WinnerOf(3), WinnerOf(4)), None),
        (7, "losers", 1, (LoserOf(1), LoserOf(2)), 7),
        (8, "losers", 1, (LoserOf(3), LoserOf(4)), 7),
        (9, "winners", 3, (WinnerOf(5), WinnerOf(6)), None),
        (10, "losers", 2, (WinnerOf(7), LoserOf(6)), 5),
        (11, "losers", 2, (WinnerOf(8), LoserOf(5)), 5),
        (12, "losers", 3, (WinnerOf(10), WinnerOf(11)), 4),
        (13, "losers", 4, (WinnerOf(12), LoserOf(9)), 3),
        (14, "final", 1, (WinnerOf(9), WinnerOf(13)), 2),
        (15, "final", 2, (LoserOf(14), WinnerOf(14)), 2),
    ]


def test_with_favourites_winning_the_places_of_eight_are_shared_as_brackets_share_them() -> None:
    tournament = draw(8, Format.DOUBLE_ELIMINATION)
    play_out(tournament, random.Random(1), favourites=True)
    assert [place for place, _ in tournament.standings()] == [1, 2, 3, 4, 5, 5, 7, 7]
    assert [name for _, name in tournament.standings()][:4] == [
        "Player 001",
        "Player 002",
        "Player 003",
        "Player 004",
    ]


def test_a_stage_without_its_own_race_races_as_the_winners_side() -> None:
    tournament = Tournament.draw(
        name="Open", entrants=[Entrant(n) for n in "ABCD"], races={"winners": 6, "final": 8}
    )
    assert dict(tournament.settings.races) == {"winners": 6, "losers": 6, "final": 8}


def test_groups_of_unequal_size_play_every_round_of_the_larger() -> None:
    tournament = draw(9, Format.GROUPS, groups=2, advance=2)
    assert [len(group) for group in tournament.groups] == [5, 4]
    rounds = {m.round for m in tournament.matches() if m.stage == "group A"}
    assert rounds == {1, 2, 3, 4, 5}
    assert {m.round for m in tournament.matches() if m.stage == "group B"} == {1, 2, 3}
    play = play_out(tournament, random.Random(9))
    standings = play.tournament.standings()
    # Four go on; the two third places share 5–6, the fourths 7–8, group A's fifth is 9th.
    assert [place for place, _ in standings] == [1, 2, 3, 3, 5, 5, 7, 7, 9]


def test_the_crossover_keeps_rematches_out_of_the_first_half_of_the_losers_side() -> None:
    for size in (8, 16, 32, 64, 128):
        for event in range(12):
            tournament = draw(size, Format.DOUBLE_ELIMINATION, final="single")
            losers_rounds = max(m.round for m in tournament.matches() if m.stage == "losers")
            rng = random.Random(event)
            met: set[frozenset[str | None]] = set()
            while not tournament.is_over:
                match = rng.choice(tournament.ready())
                pair = frozenset(match.players)
                if match.stage == "losers" and pair in met:
                    assert match.round > losers_rounds // 2, (size, event, match)
                met.add(pair)
                winner = rng.randrange(2)
                racks = [0, 0]
                racks[winner] = match.race_to[winner]
                tournament.record_result(match.id, match.players[winner], (racks[0], racks[1]))
