"""Random legal play on a Match, with the engine's invariants checked after every step.

Shots are drawn from the current position (pocketed and jumped balls from the table, first contact
mostly the lowest ball), mixed with push-outs, push-out choices, fouls between shots, concessions,
stalemates, extensions and time fouls (R14), undo, and actions that cannot happen; the house rules
(push-outs played or not among them) and the shot clock are drawn for each match.
``NINESCORE_SOAK=1`` runs many more and longer matches.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Callable

from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from ninescore.rules import (
    FOUL_CODES,
    AcceptPushOut,
    Action,
    Code,
    Concession,
    FoulBetweenShots,
    Frame,
    IllegalAction,
    Match,
    PassPushOut,
    Permission,
    RuleOptions,
    Shot,
    ShotClockFoul,
    ShotClockRules,
    Stalemate,
    UseExtension,
    WinReason,
)

SOAK = os.environ.get("NINESCORE_SOAK") == "1"

FULL_RACK = frozenset(range(1, 10))

# What the operator does next, weighted like real play: mostly shots.
KINDS = (
    ["shot"] * 16
    + ["foul_between_shots", "undo", "undo", "illegal", "illegal"]
    + ["concede", "stalemate", "extension", "time_foul"]
)

CLOCKS = st.one_of(
    st.none(),
    st.builds(
        ShotClockRules,
        seconds=st.sampled_from([30, 35]),
        warning=st.just(10),
        extension=st.sampled_from([25, 30]),
        extensions_per_frame=st.integers(0, 2),
        after_break=st.sampled_from([None, 60]),
        after_push_out=st.sampled_from([None, 45]),
    ),
)

MatchSnapshot = tuple[object, ...]


def snapshot(match: Match) -> MatchSnapshot:
    """Everything observable about a match; states and log entries are immutable values."""
    return (
        match.score,
        match.winner,
        tuple((frame.state, frame.log) for frame in match.frames),
    )


def all_actions(match: Match) -> list[Action]:
    return [action for frame in match.frames for action in frame.actions]


class MatchMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.match = Match()
        self.race: tuple[int, int] = (7, 7)
        self.first_breaker = 0
        self.options = RuleOptions()
        self.history: list[MatchSnapshot] = []
        self.last_action: Action | None = None
        self.before_last: MatchSnapshot | None = None

    @initialize(
        race=st.one_of(st.integers(1, 4), st.tuples(st.integers(1, 4), st.integers(1, 4))),
        first_breaker=st.sampled_from([0, 1]),
        break_rule=st.sampled_from(["winner", "alternate", "loser"]),
        three_foul_rule=st.booleans() | st.just(True),
        nine_on_break=st.sampled_from(["wins", "wins", "spotted"]),
        push_out=st.sampled_from([True, True, False]),
        shot_clock=CLOCKS,
    )
    def start(
        self,
        race: int | tuple[int, int],
        first_breaker: int,
        break_rule: str,
        three_foul_rule: bool,
        nine_on_break: str,
        push_out: bool,
        shot_clock: ShotClockRules | None,
    ) -> None:
        self.options = RuleOptions(
            break_rule=break_rule,  # type: ignore[arg-type]
            three_foul_rule=three_foul_rule,
            nine_on_break=nine_on_break,  # type: ignore[arg-type]
            push_out=push_out,
            shot_clock=shot_clock,
        )
        self.match = Match(race_to=race, first_breaker=first_breaker, options=self.options)
        self.race = self.match.race_to
        self.first_breaker = first_breaker

    # -- the operator ----------------------------------------------------------------------

    @rule(data=st.data())
    def step(self, data: st.DataObject) -> None:
        kind = data.draw(st.sampled_from(KINDS), label="kind")
        match = self.match
        frame = match.frame
        if kind == "undo":
            self.undo()
        elif kind == "illegal" or match.is_over:
            self.illegal_action(data)
        elif frame.push_out_pending:
            self.apply(data.draw(st.sampled_from([AcceptPushOut(), PassPushOut()]), label="choice"))
        elif kind == "concede":
            self.apply(Concession(data.draw(st.sampled_from([0, 1]), label="loser")))
        elif kind == "stalemate" and not frame.is_break:
            self.apply(Stalemate())
        elif kind == "foul_between_shots" and not frame.is_break:
            self.apply(FoulBetweenShots("ball touched"))
        elif kind == "time_foul" and self.on_the_clock():
            self.apply(ShotClockFoul())
        elif (
            kind == "extension"
            and self.on_the_clock()
            and frame.extensions_left[frame.to_shoot]
            and not frame.state.extended
        ):
            self.apply(UseExtension())
        else:
            self.apply(data.draw(shots(frame.on_table, frame.is_break, frame.push_out_allowed)))

    def on_the_clock(self) -> bool:
        """The shot at the table is timed: the event has a clock and the break is behind."""
        return self.options.shot_clock is not None and not self.match.frame.is_break

    def apply(self, action: Action) -> None:
        before = snapshot(self.match)
        # The window shows the preview before the operator commits: it must be exactly what
        # applying will do (the match won included), and change nothing.
        preview = self.match.preview(action)
        assert snapshot(self.match) == before
        entry = self.match.apply(action)
        assert preview == entry
        # Shown by --hypothesis-show-statistics: how often each ending was reached.
        for code in (
            Code.FRAME_WON,
            Code.WARNING_TWO_FOULS,
            Code.MATCH_WON,
            Code.PUSH_OUT,
            Code.EXTENSION_USED,
            Code.FOUL_SHOT_CLOCK,
        ):
            found = entry.find(code)
            if found is not None:
                event(f"{code.value} {found.detail}".strip())
        self.history.append(before)
        self.last_action = action
        self.before_last = before
        self.check_the_last_action(before, action)

    def undo(self) -> None:
        if not self.history:
            before = snapshot(self.match)
            try:
                self.match.undo()
            except IllegalAction:
                assert snapshot(self.match) == before
                return
            raise AssertionError("undo with nothing to undo was accepted")
        self.match.undo()
        assert snapshot(self.match) == self.history.pop()
        self.last_action = None

    def illegal_action(self, data: st.DataObject) -> None:
        attempt = data.draw(st.sampled_from(illegal_actions(self.match)), label="illegal")
        before = snapshot(self.match)
        try:
            attempt(self.match)
        except IllegalAction as error:
            assert str(error)
        else:
            raise AssertionError(f"an impossible action was accepted: {attempt.__doc__}")
        assert snapshot(self.match) == before

    # -- what must always hold --------------------------------------------------------------

    def check_the_last_action(self, before: MatchSnapshot, action: Action) -> None:
        frames_before = before[2]
        assert isinstance(frames_before, tuple)
        old_state = frames_before[-1][0]
        played = self.match.frames[len(frames_before) - 1]
        entry = played.log[-1]
        new = entry.after
        assert entry.action == action
        assert entry.before == old_state
        assert all(event.rule for event in entry.events)
        has_reason = any(event.code in FOUL_CODES for event in entry.events)
        assert has_reason == entry.is_foul
        assert entry.codes.count(Code.FOUL_COUNTED) <= 1
        if isinstance(action, UseExtension):
            assert entry.codes == (Code.EXTENSION_USED,)
            player = old_state.to_shoot
            assert new.extensions_left[player] == old_state.extensions_left[player] - 1
            assert new.extensions_left[1 - player] == old_state.extensions_left[1 - player]
            assert (new.to_shoot, new.fouls_in_row) == (player, old_state.fouls_in_row)
        elif isinstance(action, ShotClockFoul):
            assert entry.is_foul
            assert [(foul.code, foul.rule) for foul in entry.foul_events] == [
                (Code.FOUL_SHOT_CLOCK, "R14")
            ]
            assert new.fouls_in_row[entry.player] == old_state.fouls_in_row[entry.player] + 1
        if isinstance(action, Stalemate):
            assert new.on_table == FULL_RACK
            assert new.breaker == old_state.breaker
        elif isinstance(action, Shot):
            gone = action.pocketed | action.jumped
            if new.win_reason in (WinReason.NINE_ON_BREAK, WinReason.NINE_LEGAL):
                assert 9 in action.pocketed
                assert new.on_table == old_state.on_table - gone
            else:  # the 9 can only leave the table by winning the frame
                assert 9 in new.on_table
                assert new.on_table == old_state.on_table - (gone - {9})
        else:
            assert new.on_table == old_state.on_table
        if new.winner is not None:
            assert entry.find(Code.FRAME_WON) is not None
            assert entry.find(Code.FRAME_WON).player == new.winner  # type: ignore[union-attr]

    @invariant()
    def balls_only_leave_the_table(self) -> None:
        for frame in self.match.frames:
            for entry in frame.log:
                if not isinstance(entry.action, Stalemate):
                    assert entry.after.on_table <= entry.before.on_table

    @invariant()
    def exactly_one_winner_once_a_frame_is_over(self) -> None:
        frames = self.match.frames
        for frame in frames[:-1]:
            assert frame.is_over
            assert frame.winner in (0, 1)
            assert frame.loser == 1 - frame.winner  # type: ignore[operator]
            assert frame.log[-1].find(Code.FRAME_WON) is not None
            assert all(entry.after.winner is None for entry in frame.log[:-1])
        last = frames[-1]
        assert last.is_over == self.match.is_over
        assert (last.winner is None) == (not last.is_over)
        won = [entry for frame in frames for entry in frame.log if Code.FRAME_WON in entry.codes]
        assert len(won) == sum(self.match.score)

    @invariant()
    def no_more_than_two_fouls_in_a_row_in_an_unfinished_frame(self) -> None:
        frame = self.match.frame
        if self.options.three_foul_rule and not frame.is_over:
            assert max(frame.fouls_in_row) <= 2
            assert frame.warning == (frame.fouls_in_row[frame.to_shoot] == 2)

    @invariant()
    def score_never_exceeds_the_race(self) -> None:
        score = self.match.score
        assert score[0] <= self.race[0]
        assert score[1] <= self.race[1]
        reached = [player for player in (0, 1) if score[player] == self.race[player]]
        assert len(reached) <= 1
        assert self.match.winner == (reached[0] if reached else None)

    @invariant()
    def breakers_follow_the_break_rule(self) -> None:
        frames = self.match.frames
        assert frames[0].breaker == self.first_breaker
        for previous, frame in itertools.pairwise(frames):
            winner = previous.winner
            assert winner is not None
            expected = {
                "winner": winner,
                "loser": 1 - winner,
                "alternate": 1 - previous.breaker,
            }[self.options.break_rule]
            assert frame.breaker == expected

    @invariant()
    def replaying_the_recorded_actions_gives_the_same_match(self) -> None:
        copy = Match.replay(self.race, self.first_breaker, all_actions(self.match), self.options)
        assert snapshot(copy) == snapshot(self.match)

    @invariant()
    def undo_is_available_exactly_when_something_was_done(self) -> None:
        assert self.match.can_undo == bool(self.history)

    @invariant()
    def the_engine_refuses_exactly_what_it_says_it_refuses(self) -> None:
        match = self.match
        allowed = match.allowed()
        for permission, action in ATTEMPTS.items():
            why = allowed.why_not(permission)
            try:
                match.preview(action)
            except IllegalAction as error:
                assert why is not None, f"{permission} refused, yet allowed: {error}"
                assert (error.code, error.rule) in (why, allowed.why_not("shoot"))
            else:
                assert why is None, f"{permission} accepted, yet refused: {why}"

    @invariant()
    def extensions_left_are_the_frame_s_less_those_used_since_the_rack(self) -> None:
        per_frame = self.options.extensions_per_frame
        for frame in self.match.frames:
            used = [0, 0]
            for entry in frame.log:
                if isinstance(entry.action, Stalemate):
                    used = [0, 0]  # a new rack: its own extensions (R14, per rack)
                elif isinstance(entry.action, UseExtension):
                    used[entry.player] += 1
            assert frame.extensions_left == (per_frame - used[0], per_frame - used[1])
            # The running shot is extended exactly when the last action was the extension.
            last = frame.log[-1].action if frame.log else None
            assert frame.state.extended == isinstance(last, UseExtension)

    @invariant()
    def push_outs_not_played_never_happen(self) -> None:
        if self.options.push_out:
            return
        assert not self.match.frame.push_out_allowed
        for frame in self.match.frames:
            for entry in frame.log:
                assert Code.PUSH_OUT_AVAILABLE not in entry.codes
                assert Code.PUSH_OUT not in entry.codes

    @invariant()
    def the_next_shot_s_longer_limit_follows_the_break_and_the_push_out(self) -> None:
        frame = self.match.frame
        state = frame.state
        last = frame.log[-1] if frame.log else None
        if last is None or state.winner is not None or state.is_break:
            assert state.longer_limit is None
        elif state.push_out_pending or isinstance(last.action, AcceptPushOut | PassPushOut):
            assert state.longer_limit == "after_push_out"
        elif not isinstance(last.action, UseExtension):
            assert (state.longer_limit == "after_break") == last.before.is_break

    @invariant()
    def a_frame_replayed_alone_logs_what_it_logged_in_the_match(self) -> None:
        frame = self.match.frames[-1]
        assert Frame.replay(frame.breaker, frame.actions, self.options).log == frame.log


ATTEMPTS: dict[Permission, Action] = {
    "shoot": Shot(first_contact=None),
    "push_out": Shot(first_contact=None, push_out=True),
    "push_out_choice": PassPushOut(),
    "foul_between_shots": FoulBetweenShots("ball touched"),
    "stalemate": Stalemate(),
    "concede": Concession(1),
    "balls_to_rail": Shot(first_contact=None, balls_to_rail=9),
    "use_extension": UseExtension(),
    "shot_clock_foul": ShotClockFoul(),
}
"""One action that needs each permission the engine can be asked for, and nothing else."""


@st.composite
def shots(
    draw: st.DrawFn, on_table: frozenset[int], is_break: bool, push_out_allowed: bool
) -> Shot:
    """A shot that can happen in this position: any facts, legal or foul, about balls on it."""
    balls = sorted(on_table)
    lowest = balls[0]
    first_contact = draw(
        st.one_of(
            st.just(lowest), st.just(lowest), st.just(lowest), st.sampled_from(balls), st.none()
        )
    )
    pocketed = draw(st.frozensets(st.sampled_from(balls), max_size=3))
    jumped = draw(
        st.one_of(
            st.just(frozenset[int]()),
            st.just(frozenset[int]()),
            st.frozensets(st.sampled_from(balls), max_size=2),
        )
    )
    cue = draw(st.sampled_from(["on table"] * 8 + ["scratch", "off table"]))
    return Shot(
        first_contact=first_contact,
        pocketed=pocketed,
        rail=draw(st.sampled_from([True, True, True, False])),
        balls_to_rail=draw(st.integers(0, 9)) if is_break else 0,
        scratch=cue == "scratch",
        cue_off_table=cue == "off table",
        jumped=jumped - pocketed,
        push_out=push_out_allowed and draw(st.booleans()),
        fouls=draw(st.sampled_from([(), (), (), (), ("ball touched",)])),
    )


Attempt = Callable[[Match], object]


def illegal_actions(match: Match) -> list[Attempt]:
    """Actions that cannot happen in the match's current state (each raises IllegalAction)."""
    frame = match.frame

    def shoot(shot_facts: dict[str, object], why: str) -> Attempt:
        def attempt(target: Match) -> object:
            return target.shoot(Shot(**shot_facts))  # type: ignore[arg-type]

        attempt.__doc__ = why
        return attempt

    def call(method: str, *arguments: object) -> Attempt:
        def attempt(target: Match) -> object:
            return getattr(target, method)(*arguments)

        attempt.__doc__ = method
        return attempt

    attempts: list[Attempt] = [shoot({"pocketed": {10}}, "ball 10"), call("concede", 2)]
    if match.is_over:
        return [
            *attempts,
            shoot({}, "shot after the match"),
            call("accept_push_out"),
            call("pass_push_out"),
            call("foul_between_shots", "late"),
            call("concede", 0),
            call("stalemate"),
            call("use_extension"),
            call("shot_clock_foul"),
        ]
    missing = sorted(FULL_RACK - frame.on_table)
    if missing:
        attempts.append(shoot({"first_contact": None, "pocketed": {missing[0]}}, "ball gone"))
        attempts.append(shoot({"first_contact": missing[-1]}, "first contact gone"))
    if frame.push_out_pending:
        attempts.append(shoot({"first_contact": None}, "shot while the choice is pending"))
    else:
        attempts.append(call("accept_push_out"))
        attempts.append(call("pass_push_out"))
        if not frame.push_out_allowed:
            attempts.append(shoot({"first_contact": None, "push_out": True}, "push-out"))
        if not frame.is_break:
            attempts.append(shoot({"first_contact": None, "balls_to_rail": 4}, "rails"))
    if frame.is_break:
        attempts.append(call("foul_between_shots", "ball touched"))
        attempts.append(call("stalemate"))
    clock = match.options.shot_clock
    if clock is None or frame.is_break:
        attempts.append(call("use_extension"))
        attempts.append(call("shot_clock_foul"))
    elif not frame.extensions_left[frame.to_shoot] or frame.state.extended:
        attempts.append(call("use_extension"))
    if not match.options.push_out and not frame.push_out_pending:
        attempts.append(shoot({"first_contact": None, "push_out": True}, "push-outs not played"))
    if not match.can_undo:
        attempts.append(call("undo"))
    return attempts


MatchMachine.TestCase.settings = settings(
    max_examples=1500 if SOAK else 60,
    stateful_step_count=200 if SOAK else 50,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)

TestMatchMachine = MatchMachine.TestCase
