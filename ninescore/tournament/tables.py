"""A round robin's table: matches won, then head-to-head, then racks won minus lost, then racks won.

Head-to-head counts only the matches among the players level on matches won (a mini-table of
their own when three or more are level).  Players level on all four share a place; the order
among them (and who goes on from a group) is then the seeding, the better seed first.  A
forfeit counts as a match won and lost, with no racks to either player.

Each of three beat one of the others, so head-to-head leaves them level; racks decide:

>>> played = [(0, 1, 0, (5, 2)), (1, 2, 1, (5, 4)), (2, 0, 2, (5, 1))]
>>> rows = table(["Anna", "Boris", "Vera"], played)
>>> [(row.place, row.name, row.won, row.racks_won - row.racks_lost) for row in rows]
[(1, 'Vera', 1, 3), (2, 'Anna', 1, -1), (3, 'Boris', 1, -2)]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

Played = tuple[int, int, int, tuple[int, int] | None]
"""A result: the two players (indexes into the names), the winner's index, the racks of the two
in that order (None: a forfeit)."""


@dataclass(frozen=True, slots=True)
class Row:
    place: int
    name: str
    played: int
    won: int
    lost: int
    racks_won: int
    racks_lost: int


def table(names: Sequence[str], results: Iterable[Played]) -> tuple[Row, ...]:
    """The table of the players ``names`` (in seeding order) after ``results``."""
    count = len(names)
    won = [0] * count
    lost = [0] * count
    racks_won = [0] * count
    racks_lost = [0] * count
    beat: dict[tuple[int, int], int] = {}
    for first, second, winner, score in results:
        loser = second if winner == first else first
        won[winner] += 1
        lost[loser] += 1
        beat[(winner, loser)] = beat.get((winner, loser), 0) + 1
        if score is not None:
            racks_won[first] += score[0]
            racks_lost[first] += score[1]
            racks_won[second] += score[1]
            racks_lost[second] += score[0]
    level: dict[int, list[int]] = {}
    for player in range(count):
        level.setdefault(won[player], []).append(player)

    def head_to_head(player: int) -> int:
        return sum(beat.get((player, other), 0) for other in level[won[player]])

    def key(player: int) -> tuple[int, int, int, int]:
        return (
            -won[player],
            -head_to_head(player),
            racks_lost[player] - racks_won[player],
            -racks_won[player],
        )

    keys = [key(player) for player in range(count)]
    order = sorted(range(count), key=lambda player: (keys[player], player))
    rows: list[Row] = []
    for position, player in enumerate(order):
        shared = position > 0 and keys[order[position - 1]] == keys[player]
        rows.append(
            Row(
                place=rows[-1].place if shared else position + 1,
                name=names[player],
                played=won[player] + lost[player],
                won=won[player],
                lost=lost[player],
                racks_won=racks_won[player],
                racks_lost=racks_lost[player],
            )
        )
    return tuple(rows)
