"""A naive reference engine for ``bench/rules.py``: the same rules written the obvious way.

It reads the actions as a match file holds them once its model has checked them (the
``records.model`` objects: ``type``, ``pocketed`` as a list, ...), as the engine does when a
file is opened (``records.codec`` turns each into an action, then the match is replayed).  One
mutable table per frame, a copy of its state pushed before every action (so that undo would
work, as the engine's does), the events of each action as a list of (code, rule) pairs, and the
same checks of a shot against the table.  It knows the rules the benchmark plays (RULES.md: the
break, pocketing and the 9, every kind of foul, three fouls, push-outs and their choice, fouls
between shots, stalemate, concession, the break rule); it knows no shot clock, no limits, no
``Allowed`` and keeps no log entries.  It exists to measure the engine against: the benchmark
checks that it ends every match with the engine's score and winner.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ninescore.rules import RuleOptions

RACK = frozenset(range(1, 10))


@dataclass
class TableState:
    breaker: int
    to_shoot: int
    on_table: set[int] = field(default_factory=lambda: set(RACK))
    is_break: bool = True
    ball_in_hand: bool = False
    push_out_allowed: bool = False
    push_out_pending: bool = False
    fouls_in_row: list[int] = field(default_factory=lambda: [0, 0])
    winner: int | None = None

    def copy(self) -> TableState:
        """What undo would go back to: a copy, the table's set and the fouls' list too."""
        return replace(self, on_table=set(self.on_table), fouls_in_row=list(self.fouls_in_row))


class NaiveMatch:
    def __init__(self, race_to: int, first_breaker: int, options: RuleOptions) -> None:
        self.race_to = race_to
        self.options = options
        self.score = [0, 0]
        self.state = TableState(first_breaker, first_breaker)
        self.undo_stack: list[TableState] = []
        self.events: list[list[tuple[str, str]]] = []
        self.winner: int | None = None

    def apply(self, action: Any) -> None:
        if self.winner is not None:
            raise ValueError("the match is over")
        self.undo_stack.append(self.state.copy())
        events: list[tuple[str, str]] = []
        state = self.state
        kind = action.type
        if kind == "shot":
            self._shot(state, action, events)
        elif kind in ("accept_push_out", "pass_push_out"):
            if not state.push_out_pending:
                raise ValueError("no push-out to choose")
            state.push_out_pending = False
            if kind == "pass_push_out":
                state.to_shoot = 1 - state.to_shoot
                events.append(("push_out_passed", "R5e"))
            else:
                events.append(("push_out_accepted", "R5e"))
        elif kind in ("foul_between_shots", "shot_clock_foul"):
            self._foul(state, events, set(), set())
        elif kind == "concession":
            state.winner = 1 - action.player
            events.append(("frame_won", "R4"))
        elif kind == "stalemate":
            self.state = TableState(state.breaker, state.breaker)
            events.append(("stalemate", "option"))
        else:
            raise ValueError(f"not played here: {kind}")
        self.events.append(events)
        winner = self.state.winner
        if winner is not None:
            self.score[winner] += 1
            if self.score[winner] >= self.race_to:
                self.winner = winner
                return
            rule = self.options.break_rule
            if rule == "winner":
                breaker = winner
            elif rule == "loser":
                breaker = 1 - winner
            else:
                breaker = 1 - self.state.breaker
            self.state = TableState(breaker, breaker)

    def _shot(self, state: TableState, shot: Any, events: list[tuple[str, str]]) -> None:
        if state.push_out_pending:
            raise ValueError("first accept or pass the push-out")
        pocketed, jumped = set(shot.pocketed), set(shot.jumped)
        if not (pocketed | jumped) <= state.on_table:
            raise ValueError("a ball that is not on the table")
        if shot.first_contact is not None and shot.first_contact not in state.on_table:
            raise ValueError("a ball that is not on the table")
        if shot.push_out and not state.push_out_allowed:
            raise ValueError("no push-out now")
        shooter = state.to_shoot
        lowest = min(state.on_table)
        fouls = []
        if not shot.push_out:
            if shot.first_contact is None:
                fouls.append(("foul_no_contact", "R7"))
            elif shot.first_contact != lowest:
                fouls.append(("foul_wrong_ball", "R7"))
            if state.is_break:
                if not pocketed and shot.balls_to_rail < 4:
                    fouls.append(("foul_break_too_few_rails", "R3a"))
            elif shot.first_contact is not None and not pocketed and not shot.rail:
                fouls.append(("foul_no_rail", "R8"))
        if shot.scratch:
            fouls.append(("foul_scratch", "R6"))
        if shot.cue_off_table:
            fouls.append(("foul_cue_off_table", "R6"))
        if jumped:
            fouls.append(("foul_object_off_table", "R10"))
        for _reason in shot.fouls:
            fouls.append(("foul_recorded", "R11"))
        if fouls:
            events.extend(fouls)
            self._foul(state, events, pocketed, jumped)
            return
        if state.fouls_in_row[shooter]:
            state.fouls_in_row[shooter] = 0
            events.append(("fouls_reset", "R12"))
        was_break = state.is_break
        state.is_break = False
        state.ball_in_hand = False
        if shot.push_out:
            state.on_table -= pocketed - {9}
            state.push_out_allowed = False
            state.push_out_pending = True
            state.to_shoot = 1 - shooter
            events.append(("push_out", "R5c"))
            return
        if 9 in pocketed and not (was_break and self.options.nine_on_break == "spotted"):
            state.on_table -= pocketed
            state.winner = shooter
            state.push_out_allowed = False
            events.append(("frame_won", "R1"))
            return
        state.push_out_allowed = was_break and self.options.push_out
        if pocketed - {9}:
            state.on_table -= pocketed - {9}
            events.append(("pocketed", "R1"))
        elif not pocketed:
            state.to_shoot = 1 - shooter
            events.append(("miss", "R1"))

    def _foul(
        self, state: TableState, events: list[tuple[str, str]], pocketed: set[int], jumped: set[int]
    ) -> None:
        fouler = state.to_shoot
        state.on_table -= (pocketed | jumped) - {9}
        state.fouls_in_row[fouler] += 1
        events.append(("foul_counted", "R6"))
        state.is_break = False
        state.push_out_allowed = False
        state.push_out_pending = False
        state.to_shoot = 1 - fouler
        if self.options.three_foul_rule and state.fouls_in_row[fouler] >= 3:
            state.winner = 1 - fouler
            state.ball_in_hand = False
            events.append(("frame_won", "R12"))
        else:
            state.ball_in_hand = True
            events.append(("ball_in_hand", "R6"))


def replay(
    race_to: int, first_breaker: int, actions: Sequence[Any], options: RuleOptions
) -> NaiveMatch:
    match = NaiveMatch(race_to, first_breaker, options)
    for action in actions:
        match.apply(action)
    return match
