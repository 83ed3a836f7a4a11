"""Replay takes a road of its own for most shots (``Match.replay`` hands a shot without reasons
straight to its frame): on any actions, legal or not, it must reach the states, the logs and the
refusals that applying them one by one reaches."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ninescore.rules import (
    AcceptPushOut,
    Action,
    Concession,
    FoulBetweenShots,
    Match,
    PassPushOut,
    RuleOptions,
    RulesError,
    Shot,
    ShotClockFoul,
    ShotClockRules,
    Stalemate,
    UseExtension,
)

BALLS = st.integers(1, 9)


@st.composite
def shots(draw: st.DrawFn) -> Shot:
    pocketed = draw(st.frozensets(BALLS, max_size=3))
    return Shot(
        first_contact=draw(st.one_of(st.none(), BALLS, st.sampled_from([1, 1, 2, 3]))),
        pocketed=pocketed,
        rail=draw(st.booleans()),
        balls_to_rail=draw(st.sampled_from([0, 0, 0, 3, 4, 6])),
        scratch=draw(st.sampled_from([False] * 6 + [True])),
        jumped=draw(st.sampled_from([frozenset()] * 8 + [frozenset({5}), frozenset({9})]))
        - pocketed,
        push_out=draw(st.sampled_from([False] * 6 + [True])),
        fouls=draw(st.sampled_from([()] * 10 + [("moved a ball",)])),
    )


SHOTS = shots()
ACTIONS: st.SearchStrategy[Action] = st.one_of(
    *[SHOTS] * 6,
    st.sampled_from(
        [
            AcceptPushOut(),
            PassPushOut(),
            FoulBetweenShots("ball touched"),
            Concession(0),
            Concession(1, "left"),
            Stalemate(),
            UseExtension(),
            ShotClockFoul(),
        ]
    ),
)
OPTIONS = st.builds(
    RuleOptions,
    break_rule=st.sampled_from(["winner", "alternate", "loser"]),
    three_foul_rule=st.booleans(),
    nine_on_break=st.sampled_from(["wins", "spotted"]),
    push_out=st.booleans(),
    shot_clock=st.sampled_from([None, ShotClockRules(extensions_per_frame=1)]),
)


def refused(match: Match, action: Action) -> tuple[type[RulesError], str] | None:
    """How ``match`` refuses ``action`` (its error's class and sentence), or None: applied."""
    try:
        match.apply(action)
    except RulesError as error:
        return type(error), str(error)
    return None


def replay_refused(
    race: int, breaker: int, actions: list[Action], options: RuleOptions
) -> tuple[type[RulesError], str] | None:
    try:
        Match.replay(race, breaker, actions, options)
    except RulesError as error:
        return type(error), str(error)
    return None


@settings(max_examples=300, deadline=None)
@given(
    race=st.integers(1, 3),
    breaker=st.integers(0, 1),
    options=OPTIONS,
    actions=st.lists(ACTIONS, min_size=10, max_size=80),
)
def test_a_replay_reaches_the_states_logs_and_refusals_of_the_actions_applied_one_by_one(
    race: int, breaker: int, options: RuleOptions, actions: list[Action]
) -> None:
    applied = Match(race, breaker, options=options)
    accepted: list[Action] = []
    for action in actions:
        refusal = refused(applied, action)
        if refusal is None:
            accepted.append(action)
        else:
            # The replay of what was accepted, then this action, refuses it the same way.
            assert replay_refused(race, breaker, [*accepted, action], options) == refusal
    replayed = Match.replay(race, breaker, accepted, options)
    assert replayed.log == applied.log
    assert [frame.state for frame in replayed.frames] == [frame.state for frame in applied.frames]
    assert (replayed.score, replayed.winner, replayed.is_over, replayed.rules_fixed) == (
        applied.score,
        applied.winner,
        applied.is_over,
        applied.rules_fixed,
    )
    assert replayed.allowed() == applied.allowed()
    # Both count the same actions and reasons: undone one by one, they empty alike.
    while applied.can_undo:
        assert replayed.undo() == applied.undo()
    assert not replayed.can_undo and not replayed.rules_fixed


def test_a_replay_of_a_won_match_refuses_the_next_shot_as_the_match_does() -> None:
    actions: list[Action] = [Shot(pocketed={9}), Shot(pocketed={9})]
    match = Match.replay(2, 0, actions)
    assert match.is_over and match.winner == 0
    assert replay_refused(2, 0, [*actions, Shot()], RuleOptions()) == refused(match, Shot())


def test_a_replay_counts_the_reasons_and_the_actions_as_the_match_does_up_to_their_limits() -> None:
    from ninescore.rules import MatchTooLong, limits

    options = RuleOptions(three_foul_rule=False)
    reasons = ["ball touched"] * limits.MAX_FOUL_REASONS
    full = [Shot(balls_to_rail=4)] + [
        Shot(fouls=reasons) for _ in range(limits.MAX_REASONS_PER_MATCH // len(reasons))
    ]
    replayed = Match.replay(3, 0, full, options)
    one_more = Shot(fouls=["double hit"])
    refusal = refused(replayed, one_more)
    assert refusal is not None and refusal[0] is MatchTooLong
    assert replay_refused(3, 0, [*full, one_more], options) == refusal
    # Up to the actions' limit too: ordinary fouls, frame after frame, each conceded in turn.
    shots: list[Action] = []
    for frame in range(limits.MAX_ACTIONS_PER_MATCH // 14 + 1):
        shots += [Shot(balls_to_rail=4)] + [Shot(first_contact=None)] * 12
        shots.append(Concession(frame % 2))  # type: ignore[arg-type]
    shots = shots[: limits.MAX_ACTIONS_PER_MATCH]
    played = Match.replay(999, 0, shots, options)
    assert not played.is_over
    refusal = refused(played, Shot(first_contact=None))
    assert refusal is not None and refusal[0] is MatchTooLong
    assert replay_refused(999, 0, [*shots, Shot(first_contact=None)], options) == refusal
