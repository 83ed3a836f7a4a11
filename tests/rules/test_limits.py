"""The limits table: the engine refuses what no file could hold, saying which limit."""

from __future__ import annotations

import pytest

from ninescore.rules import (
    Code,
    Concession,
    ConfigurationError,
    ControlCharacter,
    FoulBetweenShots,
    Frame,
    FrameOver,
    FrameTooLong,
    IllegalAction,
    InvalidShot,
    LimitExceeded,
    Match,
    MatchTooLong,
    ReasonTooLong,
    RuleOptions,
    Shot,
    Stalemate,
    TooManyFoulReasons,
    limits,
)

DRY_BREAK = Shot(balls_to_rail=4)
MISS = Shot()
WIN = Shot(pocketed={9})


def frame_of(count: int) -> Frame:
    frame = Frame(breaker=0)
    frame.apply(DRY_BREAK)
    for _ in range(count - 1):
        frame.apply(MISS)
    return frame


def test_held_enter_stops_at_the_frame_limit_and_nothing_changes() -> None:
    frame = frame_of(limits.MAX_ACTIONS_PER_FRAME)
    state = frame.state
    with pytest.raises(FrameTooLong) as caught:
        frame.apply(MISS)
    assert caught.value.limit == limits.MAX_ACTIONS_PER_FRAME
    assert isinstance(caught.value, LimitExceeded) and isinstance(caught.value, IllegalAction)
    with pytest.raises(FrameTooLong):
        frame.shoot(MISS)
    with pytest.raises(FrameTooLong):
        frame.preview(Stalemate())
    assert frame.state == state and len(frame.log) == limits.MAX_ACTIONS_PER_FRAME
    frame.undo()
    frame.apply(MISS)  # room again


def test_a_frame_won_at_the_limit_is_over_not_full() -> None:
    frame = frame_of(limits.MAX_ACTIONS_PER_FRAME - 1)
    frame.apply(WIN)
    with pytest.raises(FrameOver):
        frame.apply(MISS)


def test_the_match_limit_counts_every_frame_and_undo_gives_room_back() -> None:
    match = Match(race_to=3)
    per_frame = limits.MAX_ACTIONS_PER_MATCH // 2
    for _ in range(2):
        match.apply(DRY_BREAK)
        for _ in range(per_frame - 2):
            match.apply(MISS)
        match.apply(WIN)
    assert match.score == (1, 1) and not match.is_over
    with pytest.raises(MatchTooLong) as caught:
        match.apply(DRY_BREAK)
    assert caught.value.limit == limits.MAX_ACTIONS_PER_MATCH
    with pytest.raises(MatchTooLong):
        match.preview(DRY_BREAK)
    match.undo()
    match.apply(WIN)  # the last action again: allowed
    assert match.score == (1, 1)


def test_reasons_are_counted_across_the_match() -> None:
    match = Match(race_to=3, options=RuleOptions(three_foul_rule=False))
    match.apply(DRY_BREAK)
    reasons = ["ball touched"] * limits.MAX_FOUL_REASONS
    for _ in range(limits.MAX_REASONS_PER_MATCH // limits.MAX_FOUL_REASONS):
        match.apply(Shot(fouls=reasons))
    with pytest.raises(MatchTooLong) as caught:
        match.apply(FoulBetweenShots("double hit"))
    assert caught.value.limit == limits.MAX_REASONS_PER_MATCH
    match.apply(Concession(0))  # a concession without a reason carries none
    match.undo()
    match.undo()  # twenty reasons fewer
    match.apply(FoulBetweenShots("double hit"))
    match.apply(Concession(1, "walked out"))
    assert match.score == (1, 0)


def test_a_shot_with_more_foul_reasons_than_a_file_holds_is_refused() -> None:
    Shot(fouls=["a"] * limits.MAX_FOUL_REASONS)
    with pytest.raises(TooManyFoulReasons) as caught:
        Shot(fouls=["a"] * (limits.MAX_FOUL_REASONS + 1))
    assert isinstance(caught.value, InvalidShot) and caught.value.limit == 20


@pytest.mark.parametrize(
    "make",
    [
        lambda text: Shot(fouls=[text]),
        lambda text: FoulBetweenShots(text),
        lambda text: Concession(0, text),
    ],
)
def test_a_reason_longer_than_the_limit_or_not_text_is_refused(make) -> None:  # type: ignore[no-untyped-def]
    make("x" * limits.MAX_REASON_LENGTH)
    with pytest.raises(ReasonTooLong):
        make("x" * (limits.MAX_REASON_LENGTH + 1))
    with pytest.raises(InvalidShot, match="valid text"):
        make("half a character \ud800")


def test_a_concession_reason_must_be_a_text() -> None:
    with pytest.raises(InvalidShot, match="must be a text"):
        Concession(0, 7)  # type: ignore[arg-type]


@pytest.mark.parametrize("race", [limits.MIN_RACE - 1, limits.MAX_RACE + 1])
def test_a_race_outside_the_table_is_refused(race: int) -> None:
    with pytest.raises(ConfigurationError, match="1-999"):
        Match(race_to=race)


def test_valid_text_is_what_a_file_can_hold() -> None:
    assert limits.is_valid_text("Иванов 🎱")
    assert not limits.is_valid_text("\udcff")


def test_something_that_is_no_action_is_refused_before_the_match_counts_it() -> None:
    match = Match(race_to=1)
    with pytest.raises(IllegalAction, match="not an action"):
        match.apply("pocket everything")  # type: ignore[arg-type]
    assert not match.can_undo


@pytest.mark.parametrize("character", ["\r", "\n", "\x1b", "\x00", "\t", "\x85", "\u2028"])
def test_a_reason_with_a_control_character_is_refused_with_its_code(character: str) -> None:
    for make in (
        lambda: Shot(fouls=[f"ball{character}touched"]),
        lambda: FoulBetweenShots(f"cue{character}ball"),
        lambda: Concession(1, f"left{character}early"),
    ):
        with pytest.raises(ControlCharacter) as refused:
            make()
        assert refused.value.code is Code.CONTROL_CHARACTER
