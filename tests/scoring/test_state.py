"""The scoring state: built by a pure function from the match and the draft, immutable."""

from __future__ import annotations

import dataclasses

import pytest

from ninescore.rules import Code, Match, Shot
from ninescore.scoring import NO_MATCH, SaveStatus, ShotDraft, TapMode, scoring_state

NAMES = ("Ivanov", "Petrov")


def test_no_match_is_an_empty_state() -> None:
    state = scoring_state(None, ("", ""))
    assert state == NO_MATCH and not state.has_match and not state.can_score
    assert state.to_shoot is None and state.allowed is None


def test_building_the_state_reads_the_match_and_changes_nothing() -> None:
    match = Match(race_to=3)
    match.shoot(Shot(pocketed={2}))
    before = (match.score, match.frame.state, match.frame.log)
    draft = ShotDraft(scratch=True)
    state = scoring_state(match, NAMES, draft, match_id="m1", tap_mode=TapMode.JUMP)
    assert (match.score, match.frame.state, match.frame.log) == before
    assert state.preview is not None and state.preview.is_foul
    assert state.log == match.frame.log and state.frame == match.frame.state
    assert (state.match_id, state.tap_mode, state.draft) == ("m1", TapMode.JUMP, draft)
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.score = (9, 9)  # type: ignore[misc]


def test_the_same_match_and_draft_make_equal_states() -> None:
    match = Match(race_to=3)
    assert scoring_state(match, NAMES) == scoring_state(match, NAMES)
    assert hash(scoring_state(match, NAMES).allowed) == hash(match.allowed())


def test_a_state_is_a_snapshot_later_play_does_not_change() -> None:
    match = Match(race_to=3)
    state = scoring_state(match, NAMES)
    match.shoot(Shot(pocketed={9}))
    assert state.score == (0, 0) and state.frame_number == 1 and state.log == ()


def test_the_earlier_frames_and_the_match_won() -> None:
    match = Match(race_to=2)
    match.shoot(Shot(pocketed={9}))
    match.shoot(Shot(pocketed={9}))
    state = scoring_state(match, NAMES)
    assert [(f.number, f.winner) for f in state.earlier] == [(1, 0)]
    assert state.is_over and state.match_winner == 0 and not state.can_score
    assert state.log[-1].codes[-1] is Code.MATCH_WON  # the match's own event, shown in the log
    assert state.allowed is not None and not state.allowed.shoot


def test_a_draft_the_engine_refuses_has_no_preview_and_says_why() -> None:
    match = Match(race_to=3)
    match.shoot(Shot(pocketed={2}))
    state = scoring_state(match, NAMES, ShotDraft(pocketed=frozenset({2})))
    assert state.preview is None and state.draft_refusal is not None
    assert state.draft_refusal.code is Code.BALL_NOT_ON_TABLE


def test_read_only_and_the_save_status_are_part_of_the_state() -> None:
    match = Match(race_to=3)
    match.shoot(Shot(pocketed={2}))
    state = scoring_state(match, NAMES, read_only=True, save=SaveStatus.FAILING, can_redo=True)
    assert not state.can_score and not state.can_undo and not state.can_redo
    assert state.preview is None and state.save is SaveStatus.FAILING


def test_a_draft_drops_the_facts_the_rules_say_do_not_apply() -> None:
    match = Match(race_to=3)
    match.shoot(Shot(pocketed={2}))
    allowed = match.allowed()
    draft = ShotDraft(no_rail=True, pocketed=frozenset({1}))
    assert not draft.settled(allowed).no_rail
    assert draft.to_shot(1, allowed).rail  # R8 cannot apply: the rail is not claimed away
    breaking = ShotDraft(break_rails=True)
    assert breaking.to_shot(1, Match().allowed()).balls_to_rail == 4
    with pytest.raises(ValueError, match="unknown shot fact"):
        breaking.fact("spin")
