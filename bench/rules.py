"""Rules engine replay throughput: shots per second through ``Match.replay``.

Replay is how every screen and every saved match is rebuilt, so it must be fast.  Realistic
matches (races to 7, made by seeded random legal play: breaks, runs, misses, safeties, fouls of
every kind, push-outs, the odd foul between shots, stalemate and concession) are generated once;
then the time to replay all of them through :meth:`Match.replay` is measured, with undo snapshots
on as they always are.  Only shots count towards the figure, though every recorded action is
replayed, so the figure is conservative.

Baseline, in the same run: a trivial loop over the same actions that does the least a replay
could do (one set difference per shot).  The goal is absolute (at least 100,000 shots/s on one
core); it is expressed as the ratio ``goal_ratio = 100000 / baseline`` so that ``bench.run``'s
ratio check (``ratio >= goal_ratio``) means exactly ``value >= 100000``.

A second row replays the matches as a file is opened: from the actions as the file's model
holds them (checked once, outside the timing), each turned into the engine's action
(``records.codec.decode_action``) and the match replayed, against a naive reference engine
(``bench/_naive_rules.py``: the same rules written the obvious way, a mutable table and a copy of
it per action) reading the same models.  Its ratio is the engine's speed over the naive one's:
the goal, ``≥ 1``, is to be at least as fast as the naive engine.

``python -m bench.rules [--quick]`` prints the row.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ninescore.rules import BALLS, Action, Frame, Match, RuleOptions, Shot

from . import _naive_rules as naive

GOAL_SHOTS_PER_SECOND = 100_000
SEED = 20240909
RACE = 7

MATCHES = 60
REPEATS = 15
QUICK_MATCHES = 12
QUICK_REPEATS = 3

FULL_RACK = BALLS


@dataclass(frozen=True)
class RecordedMatch:
    race_to: int
    first_breaker: int
    options: RuleOptions
    actions: tuple[Action, ...]

    @property
    def shots(self) -> int:
        return sum(1 for action in self.actions if isinstance(action, Shot))


# -- realistic play ------------------------------------------------------------------------------


def _break_shot(rng: random.Random) -> Shot:
    roll = rng.random()
    if roll < 0.08:  # a foul break
        kind = rng.choice(("scratch", "few_rails", "jumped"))
        if kind == "scratch":
            balls = rng.sample(range(2, 9), rng.choice((0, 1, 1, 2)))
            return Shot(pocketed=balls, balls_to_rail=rng.randint(2, 7), scratch=True)
        if kind == "few_rails":
            return Shot(balls_to_rail=rng.randint(0, 3))
        return Shot(balls_to_rail=rng.randint(4, 7), jumped={rng.randint(2, 8)})
    if roll < 0.10:
        return Shot(pocketed={9, rng.randint(2, 8)}, balls_to_rail=rng.randint(4, 8))
    if roll < 0.30:  # dry but legal
        return Shot(balls_to_rail=rng.randint(4, 8))
    count = rng.choices((1, 2, 3), weights=(60, 30, 10))[0]
    return Shot(pocketed=rng.sample(range(2, 9), count), balls_to_rail=rng.randint(3, 8))


def _foul_shot(rng: random.Random, frame: Frame) -> Shot:
    balls = sorted(frame.on_table)
    lowest = balls[0]
    kind = rng.choices(
        ("scratch", "no_rail", "wrong_ball", "no_contact", "cue_off", "jumped", "recorded"),
        weights=(30, 20, 20, 8, 4, 6, 12),
    )[0]
    if kind == "scratch":
        return Shot(
            first_contact=lowest, pocketed={lowest} if rng.random() < 0.3 else (), scratch=True
        )
    if kind == "no_rail":
        return Shot(first_contact=lowest, rail=False)
    if kind == "wrong_ball":
        return Shot(first_contact=rng.choice(balls[1:] or balls))
    if kind == "no_contact":
        return Shot(first_contact=None)
    if kind == "cue_off":
        return Shot(first_contact=lowest, cue_off_table=True)
    if kind == "jumped":
        return Shot(first_contact=lowest, jumped={rng.choice(balls)})
    return Shot(first_contact=lowest, fouls=("moved an obstructing ball",))


def _ordinary_shot(rng: random.Random, frame: Frame) -> Shot:
    if rng.random() < (0.04 if frame.warning else 0.09):
        return _foul_shot(rng, frame)
    balls = sorted(frame.on_table)
    lowest = balls[0]
    pot_rate = 0.8 if frame.ball_in_hand else 0.68
    if rng.random() >= pot_rate:
        return Shot(first_contact=lowest)  # a miss or a safety
    if lowest == 9:
        return Shot(first_contact=9, pocketed={9})
    if rng.random() < 0.04:  # a combination or carom on the 9
        return Shot(first_contact=lowest, pocketed={9})
    pocketed = {lowest}
    if len(balls) > 2 and rng.random() < 0.1:
        pocketed.add(rng.choice(balls[1:-1]))
    return Shot(first_contact=lowest, pocketed=pocketed)


def play_match(rng: random.Random, race_to: int = RACE) -> RecordedMatch:
    """One match by random legal play, as an operator would record it."""
    options = RuleOptions(break_rule=rng.choice(("winner", "winner", "alternate")))
    first_breaker = rng.randint(0, 1)
    match = Match(race_to, first_breaker, options=options)
    while not match.is_over:
        frame = match.frame
        roll = rng.random()
        if frame.push_out_pending:
            if roll < 0.5:
                match.accept_push_out()
            else:
                match.pass_push_out()
        elif frame.is_break:
            match.shoot(_break_shot(rng))
        elif frame.push_out_allowed and roll < 0.2:
            match.shoot(Shot(first_contact=rng.choice(sorted(frame.on_table)), push_out=True))
        elif roll < 0.005:
            match.foul_between_shots("ball touched")
        elif roll < 0.0065:
            match.stalemate()
        elif roll < 0.0075:
            match.concede(frame.to_shoot, "conceded")
        else:
            match.shoot(_ordinary_shot(rng, frame))
    actions = tuple(action for played in match.frames for action in played.actions)
    return RecordedMatch(race_to, first_breaker, options, actions)


def generate(count: int, seed: int = SEED) -> list[RecordedMatch]:
    rng = random.Random(seed)
    return [play_match(rng) for _ in range(count)]


# -- what is timed -------------------------------------------------------------------------------


def replay_all(matches: Sequence[RecordedMatch]) -> list[Match]:
    return [
        Match.replay(recorded.race_to, recorded.first_breaker, recorded.actions, recorded.options)
        for recorded in matches
    ]


def baseline_all(matches: Sequence[RecordedMatch]) -> int:
    """The least a replay could do: one set difference per shot, a fresh rack per frame."""
    balls_left = 0
    for recorded in matches:
        on_table = FULL_RACK
        for action in recorded.actions:
            if type(action) is Shot:
                on_table = on_table - action.pocketed
                if not on_table:
                    on_table = FULL_RACK
        balls_left += len(on_table)
    return balls_left


def stored_actions(matches: Sequence[RecordedMatch]) -> list[list[Any]]:
    """Each match's actions as its file's model holds them, once checked (``records.model``)."""
    from datetime import UTC, datetime

    from pydantic import TypeAdapter

    from ninescore.records.model import ActionModel
    from ninescore.records.record import encode_action

    adapter: TypeAdapter[Any] = TypeAdapter(ActionModel)
    moment = datetime(2026, 12, 1, tzinfo=UTC)
    return [
        [adapter.validate_json(encode_action(action, moment)) for action in recorded.actions]
        for recorded in matches
    ]


def replay_stored(matches: Sequence[RecordedMatch], stored: Sequence[Sequence[Any]]) -> list[Match]:
    """What opening the files does once they are checked: decode each action, replay."""
    from ninescore.records.codec import decode_action

    return [
        Match.replay(
            recorded.race_to,
            recorded.first_breaker,
            [decode_action(model) for model in models],
            recorded.options,
        )
        for recorded, models in zip(matches, stored, strict=True)
    ]


def naive_stored(
    matches: Sequence[RecordedMatch], stored: Sequence[Sequence[Any]]
) -> list[naive.NaiveMatch]:
    return [
        naive.replay(recorded.race_to, recorded.first_breaker, models, recorded.options)
        for recorded, models in zip(matches, stored, strict=True)
    ]


def _best_stored_times(
    matches: Sequence[RecordedMatch], stored: Sequence[Sequence[Any]], repeats: int
) -> tuple[float, float]:
    engine = reference = float("inf")
    for _ in range(repeats):
        started = time.perf_counter()
        replay_stored(matches, stored)
        engine = min(engine, time.perf_counter() - started)
        started = time.perf_counter()
        naive_stored(matches, stored)
        reference = min(reference, time.perf_counter() - started)
    return engine, reference


def _best_times(matches: Sequence[RecordedMatch], repeats: int) -> tuple[float, float]:
    """The fastest replay and baseline times, taken in turns so that both see the same load."""
    engine = baseline = float("inf")
    for _ in range(repeats):
        started = time.perf_counter()
        replay_all(matches)
        engine = min(engine, time.perf_counter() - started)
        started = time.perf_counter()
        baseline_all(matches)
        baseline = min(baseline, time.perf_counter() - started)
    # The fastest run is the one least disturbed by the rest of the machine.
    return engine, baseline


def run(quick: bool = False) -> list[dict[str, Any]]:
    matches = generate(QUICK_MATCHES if quick else MATCHES)
    repeats = QUICK_REPEATS if quick else REPEATS
    shots = sum(recorded.shots for recorded in matches)

    # The replays must rebuild the matches that were played, or the timing means nothing.
    replayed = replay_all(matches)
    for recorded, match in zip(matches, replayed, strict=True):
        assert match.is_over and max(match.score) == recorded.race_to

    engine_seconds, baseline_seconds = _best_times(matches, repeats)
    value = shots / engine_seconds
    baseline = shots / baseline_seconds

    # The naive engine must play the same rules, or beating it means nothing.
    stored = stored_actions(matches)
    for match, reference in zip(
        replay_stored(matches, stored), naive_stored(matches, stored), strict=True
    ):
        assert (match.score, match.winner) == (tuple(reference.score), reference.winner)
    from_file_seconds, naive_seconds = _best_stored_times(matches, stored, repeats)
    from_file, naive_value = shots / from_file_seconds, shots / naive_seconds
    return [
        {
            "figure": f"replay throughput ({len(matches)} matches, {shots} shots)",
            "value": value,
            "unit": "shots/s",
            "baseline": baseline,
            "ratio": value / baseline,
            "goal": f"≥ {GOAL_SHOTS_PER_SECOND:,} shots/s",
            "goal_ratio": GOAL_SHOTS_PER_SECOND / baseline,
            "goal_kind": "min",
            "frames": sum(len(match.frames) for match in replayed),
            "actions": sum(len(recorded.actions) for recorded in matches),
            "median_shots_per_match": statistics.median(m.shots for m in matches),
        },
        {
            "figure": "replay of the stored actions, against a naive engine",
            "value": from_file,
            "unit": "shots/s",
            "baseline": naive_value,
            "ratio": from_file / naive_value,
            "goal": "≥ 1× the naive engine",
            "goal_ratio": 1.0,
            "goal_kind": "min",
        },
    ]


def main(argv: Sequence[str] | None = None) -> int:
    from bench.run import passed, table

    arguments = sys.argv[1:] if argv is None else list(argv)
    rows = [{"benchmark": "rules", **row} for row in run(quick="--quick" in arguments)]
    print(table(rows))
    for row in rows[:1]:
        print(
            f"{row['frames']} frames, {row['actions']} actions, "
            f"median {row['median_shots_per_match']:.0f} shots per match"
        )
    return 0 if all(passed(row) for row in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
