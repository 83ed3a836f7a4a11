"""The engine's values: keyword-only states, the match's own events, structured errors."""

from __future__ import annotations

import dataclasses

import pytest

from ninescore.rules import (
    BallNotOnTable,
    Code,
    ConfigurationError,
    Frame,
    FrameState,
    IllegalAction,
    Match,
    PushOutNotAllowed,
    RuleOptions,
    RulesError,
    Shot,
)

from .helpers import in_play


def test_a_frame_state_is_made_by_keyword_only() -> None:
    with pytest.raises(TypeError):
        FrameState(0, 0, frozenset(), True, False, False, False, (0, 0), None, None, 0)  # type: ignore[misc]
    rack = FrameState.rack(1)
    assert dataclasses.replace(rack, to_shoot=0).breaker == 1


def test_a_deciding_frame_replayed_alone_logs_what_it_logged_in_the_match() -> None:
    match = Match(race_to=(2, 1), first_breaker=0)
    match.shoot(Shot(pocketed={9}))  # 1-0
    match.shoot(Shot(pocketed={2}))
    match.shoot(Shot(first_contact=1, pocketed={9}))  # 2-0: the match
    frame = match.frames[-1]
    replayed = Frame.replay(frame.breaker, frame.actions, match.options)
    assert replayed.log == frame.log
    assert Code.MATCH_WON not in frame.log[-1].codes
    # The match tells it, on the entry it followed, and nowhere else.
    with_events = match.log_of(1)
    assert with_events[-1].codes[-1] is Code.MATCH_WON
    assert with_events[:-1] == frame.log[:-1]
    assert match.log_of(0) == match.frames[0].log
    assert match.log == (*match.log_of(0), *with_events)
    assert match.last_entry == with_events[-1]


def test_undo_takes_the_match_won_back_with_the_shot_that_won_it() -> None:
    match = Match(race_to=1)
    assert match.last_entry is None
    won = match.shoot(Shot(pocketed={9}))
    assert won.codes[-2:] == (Code.FRAME_WON, Code.MATCH_WON)
    undone = match.undo()
    assert undone == won
    assert match.log == () and match.last_entry is None
    again = match.shoot(Shot(pocketed={3}))
    assert Code.MATCH_WON not in again.codes and match.log_of(0) == (again,)


def test_the_last_entry_is_found_across_a_new_frame() -> None:
    match = Match(race_to=3)
    entry = match.shoot(Shot(pocketed={9}))
    assert len(match.frames) == 2 and not match.frame.log
    assert match.last_entry == entry


def test_a_refused_shot_says_which_balls_are_gone_and_which_are_there() -> None:
    frame = in_play()
    with pytest.raises(BallNotOnTable) as raised:
        frame.shoot(Shot(first_contact=2, pocketed={2, 3}))
    error = raised.value
    assert error.code is Code.BALL_NOT_ON_TABLE
    assert error.balls == (2,)
    assert error.on_table == (1, 3, 4, 5, 6, 7, 8, 9)


def test_a_refused_push_out_carries_its_rule() -> None:
    with pytest.raises(PushOutNotAllowed) as raised:
        in_play().shoot(Shot(push_out=True))
    assert (raised.value.code, raised.value.rule) == (Code.PUSH_OUT_NOT_ALLOWED, "R5a")


def test_bad_options_and_races_are_configuration_errors_not_illegal_actions() -> None:
    with pytest.raises(ConfigurationError) as raised:
        Match(race_to=0)
    assert raised.value.setting == "race_to"
    assert not isinstance(raised.value, IllegalAction)
    assert isinstance(raised.value, RulesError) and isinstance(raised.value, ValueError)
    with pytest.raises(ConfigurationError) as raised:
        RuleOptions(nine_on_break="never")  # type: ignore[arg-type]
    assert raised.value.setting == "nine_on_break"
    with pytest.raises(ConfigurationError) as raised:
        Match(first_breaker=2)
    assert raised.value.setting == "first_breaker"


def test_evolve_is_replace_for_every_field_it_takes_and_keeps_the_rest() -> None:
    import inspect
    from dataclasses import fields, replace

    from ninescore.rules import FrameState, WinReason

    state = replace(FrameState.rack(1, reracks=2, extensions=1), extensions_left=(0, 1))
    taken = [name for name in inspect.signature(state.evolve).parameters]
    kept = {"breaker", "reracks", "extensions_left"}
    assert set(taken) | kept == {item.name for item in fields(FrameState)}
    changed = {
        "to_shoot": 0,
        "on_table": frozenset({9}),
        "is_break": False,
        "ball_in_hand": True,
        "push_out_allowed": True,
        "push_out_pending": True,
        "fouls_in_row": (2, 1),
        "winner": 0,
        "win_reason": WinReason.THREE_FOULS,
        "extended": True,
        "longer_limit": "after_push_out",
    }
    same = {name: getattr(state, name) for name in taken}
    for name in taken:
        after = state.evolve(**{**same, name: changed[name]})
        assert after == replace(state, **{name: changed[name]}), name
        assert hash(after) == hash(replace(state, **{name: changed[name]}))


@pytest.mark.parametrize(
    ("facts", "words"),
    [
        ((1, frozenset({3}), True, 0, False, False, frozenset({3}), False, ()), "both pocketed"),
        ((1, frozenset(), True, 0, True, True, frozenset(), False, ()), "both pocketed and off"),
        ((1, frozenset(), True, 0, False, False, frozenset(), False, ("  ",)), "non-empty"),
    ],
)
def test_checked_facts_that_cannot_all_be_true_are_still_refused(
    facts: tuple[object, ...], words: str
) -> None:
    from ninescore.rules import InvalidShot

    with pytest.raises(InvalidShot, match=words):
        Shot.from_checked(*facts)  # type: ignore[arg-type]
    with pytest.raises(InvalidShot, match=words):
        Shot(*facts)  # type: ignore[arg-type]


def test_the_states_entries_and_checked_shots_made_by_hand_are_frozen_values_of_their_class() -> (
    None
):
    from dataclasses import FrozenInstanceError, replace

    from ninescore.rules import FrameState, LogEntry
    from ninescore.rules.actions import _ShotDraft
    from ninescore.rules.state import _EntryDraft, _StateDraft

    # Each is filled in as a writable twin of the same slots, then given its class: CPython
    # takes the change of class only between the same slots in the same order.
    assert _StateDraft.__slots__ == FrameState.__slots__
    assert _EntryDraft.__slots__ == LogEntry.__slots__
    assert _ShotDraft.__slots__ == Shot.__slots__
    state = FrameState.rack(0)
    after = state.evolve(**{name: getattr(state, name) for name in _evolved(state)})
    entry = LogEntry.of(Shot(), 0, (), state, after)
    shot = Shot.from_checked(2, frozenset({2}), True, 0, False, False, frozenset(), False, ())
    assert (type(after), type(entry), type(shot)) == (FrameState, LogEntry, Shot)
    assert after == state and hash(after) == hash(state)
    assert entry == LogEntry(Shot(), 0, (), state, state)
    assert shot == Shot(first_contact=2, pocketed={2}) and hash(shot) == hash(Shot(2, {2}))
    for value, name in ((after, "to_shoot"), (entry, "player"), (shot, "first_contact")):
        with pytest.raises(FrozenInstanceError):
            setattr(value, name, 1)
    assert replace(after, to_shoot=1).to_shoot == 1


def _evolved(state: object) -> list[str]:
    import inspect

    return list(inspect.signature(state.evolve).parameters)  # type: ignore[attr-defined]


def test_the_balls_left_after_a_pocket_are_one_set_and_past_the_bound_are_still_right(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from ninescore.rules import Frame, rulings

    def left_after_two_pockets() -> frozenset[int]:
        frame = Frame(breaker=0)
        frame.shoot(Shot(pocketed={2}))  # the break
        frame.shoot(Shot(first_contact=1, pocketed={1, 4}))
        return frame.on_table

    monkeypatch.setattr(rulings, "_LEFT", {})
    first, again = left_after_two_pockets(), left_after_two_pockets()
    assert first == frozenset({3, 5, 6, 7, 8, 9}) and again is first
    monkeypatch.setattr(rulings, "_LEFT", {})
    monkeypatch.setattr(rulings, "MAX_LEFT_KEPT", 0)  # none kept: worked out every time
    assert left_after_two_pockets() == first and not rulings._LEFT
