"""The cost of one result in a tournament: record it, then what is ready and the standings.

A double elimination (true double final) of 256 entrants is played out with seeded random
results, every result followed by ``ready()`` and ``standings()`` as the desk asks after each;
the mean cost of one result is compared with the same at 16 entrants, measured in the same run.
The engine updates only the matches a result feeds and keeps the standings sorted as players go
out, so a result's cost grows with the bracket's depth, not its size: the goal is at most 2× the
cost at 16 (sixteen times the entrants).

``python -m bench.tournament [--quick]`` prints the row.
"""

from __future__ import annotations

import gc
import random
import sys
import time
from collections.abc import Sequence
from typing import Any

from ninescore.tournament import Entrant, Format, Tournament

GOAL_RATIO = 2.0
SMALL = 16
LARGE = 256
REPEATS = 60
QUICK_REPEATS = 20
SEED = 26

Result = tuple[int, str, tuple[int, int]]


def _draw(size: int) -> Tournament:
    return Tournament.draw(
        name=f"Bench {size}",
        entrants=[Entrant(f"Player {number}") for number in range(size)],
        format=Format.DOUBLE_ELIMINATION,
        seed=SEED,
        races={"winners": 7, "losers": 5, "final": 9},
    )


def results_of(size: int) -> list[Result]:
    """A whole event's results, in the order they were played."""
    rng = random.Random(SEED + size)
    tournament = _draw(size)
    results: list[Result] = []
    while not tournament.is_over:
        match = rng.choice(tournament.ready())
        winner = rng.randrange(2)
        score = [rng.randrange(match.race_to[1 - winner]), 0]
        score.insert(winner, match.race_to[winner])
        name = match.players[winner]
        assert name is not None
        results.append((match.id, name, (score[0], score[1])))
        tournament.record_result(match.id, name, results[-1][2])
    return results


def cost_per_result(size: int, results: list[Result], repeats: int) -> float:
    """The best, over ``repeats`` whole events, of the mean time of one result (seconds)."""
    best = float("inf")
    for _ in range(repeats):
        tournament = _draw(size)
        record, ready, standings = tournament.record_result, tournament.ready, tournament.standings
        # As timeit does: the collector's pauses belong to whatever else lives in the process.
        gc.disable()
        try:
            started = time.perf_counter()
            for match_id, winner, score in results:
                record(match_id, winner, score)
                ready()
                standings()
            best = min(best, (time.perf_counter() - started) / len(results))
        finally:
            gc.enable()
        assert tournament.is_over
    return best


def run(quick: bool = False) -> list[dict[str, Any]]:
    repeats = QUICK_REPEATS if quick else REPEATS
    small, large = results_of(SMALL), results_of(LARGE)
    # Interleaved, so that a busy moment of the machine falls on both sizes alike.
    small_cost = large_cost = float("inf")
    for _ in range(repeats):
        small_cost = min(small_cost, cost_per_result(SMALL, small, 4))
        large_cost = min(large_cost, cost_per_result(LARGE, large, 1))
    return [
        {
            "figure": f"one result, then ready and standings ({LARGE} entrants vs {SMALL})",
            "value": large_cost * 1e6,
            "unit": "µs",
            "baseline": small_cost * 1e6,
            "ratio": large_cost / small_cost,
            "goal": f"≤ {GOAL_RATIO:g}×",
            "goal_ratio": GOAL_RATIO,
            "goal_kind": "max",
            "results": len(large),
        }
    ]


def main(argv: Sequence[str] | None = None) -> int:
    from bench.run import passed, table

    arguments = sys.argv[1:] if argv is None else list(argv)
    rows = [{"benchmark": "tournament", **row} for row in run(quick="--quick" in arguments)]
    print(table(rows))
    return 0 if all(passed(row) for row in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
