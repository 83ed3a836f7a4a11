"""Every action that cannot happen raises IllegalAction, names the bad input, changes nothing."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ninescore.rules import (
    AcceptPushOut,
    BallNotOnTable,
    Code,
    Concession,
    ConfigurationError,
    FoulBetweenShots,
    Frame,
    FrameNotStarted,
    FrameOver,
    FrameState,
    IllegalAction,
    InvalidShot,
    Match,
    MatchOver,
    NoPushOutPending,
    NothingToUndo,
    PushOutChoicePending,
    PushOutNotAllowed,
    Shot,
    Stalemate,
)

from .helpers import after_dry_break, in_play, match_snapshot, snapshot

Setup = Callable[[], Frame]
Act = Callable[[Frame], object]


def fresh() -> Frame:
    return Frame(breaker=0)


def with_push_out_pending() -> Frame:
    frame = after_dry_break(breaker=0)
    frame.shoot(Shot(first_contact=None, push_out=True))
    return frame


def without_1_and_2() -> Frame:
    """In play with the 1 and 2 pocketed and the 5 jumped off the table."""
    frame = in_play(breaker=0)
    frame.shoot(Shot(first_contact=1, pocketed={1}))
    frame.shoot(Shot(first_contact=3, jumped={5}))
    return frame


def won() -> Frame:
    frame = in_play(breaker=0)
    frame.shoot(Shot(first_contact=1, pocketed={9}))
    return frame


CASES: list[tuple[str, Setup, Act, type[IllegalAction], str]] = [
    # Balls that are no longer on the table
    ("pocketed-ball-gone", without_1_and_2, lambda f: f.shoot(Shot(3, pocketed={2})),
     BallNotOnTable, "ball 2 is not on the table"),
    ("jumped-ball-gone", without_1_and_2, lambda f: f.shoot(Shot(3, jumped={5})),
     BallNotOnTable, "ball 5 is not on the table"),
    ("first-contact-gone", without_1_and_2, lambda f: f.shoot(Shot(first_contact=1)),
     BallNotOnTable, "ball 1 is not on the table"),
    ("several-gone", without_1_and_2, lambda f: f.shoot(Shot(1, pocketed={2, 3}, jumped={5})),
     BallNotOnTable, "ball 1, 2, 5 is not on the table"),
    # Ball numbers outside 1-9
    ("pocketed-ten", fresh, lambda f: f.shoot(Shot(pocketed={10})),
     InvalidShot, "pocketed={10}"),
    ("pocketed-zero", fresh, lambda f: f.shoot(Shot(pocketed=[0, 3])),
     InvalidShot, "pocketed={0, 3}"),
    ("jumped-minus-one", fresh, lambda f: f.shoot(Shot(jumped={-1})),
     InvalidShot, "jumped={-1}"),
    ("first-contact-ten", fresh, lambda f: f.shoot(Shot(first_contact=10)),
     InvalidShot, "first_contact=10"),
    ("first-contact-bool", fresh, lambda f: f.shoot(Shot(first_contact=True)),  # type: ignore[arg-type]
     InvalidShot, "first_contact=True"),
    ("pocketed-text", fresh, lambda f: f.shoot(Shot(pocketed=["3"])),  # type: ignore[list-item]
     InvalidShot, "pocketed={'3'}"),
    ("pocketed-a-number", fresh, lambda f: f.shoot(Shot(pocketed=3)),  # type: ignore[arg-type]
     InvalidShot, "pocketed=3"),
    ("pocketed-a-string", fresh, lambda f: f.shoot(Shot(pocketed="39")),  # type: ignore[arg-type]
     InvalidShot, "pocketed='39'"),
    ("pocketed-none", fresh, lambda f: f.shoot(Shot(pocketed=None)),  # type: ignore[arg-type]
     InvalidShot, "pocketed=None"),
    # Facts that cannot all be true
    ("pocketed-and-jumped", fresh, lambda f: f.shoot(Shot(pocketed={3, 4}, jumped={4})),
     InvalidShot, "[4] in both"),
    ("scratch-and-off-table", fresh, lambda f: f.shoot(Shot(scratch=True, cue_off_table=True)),
     InvalidShot, "both pocketed and off the table"),
    ("rail-not-a-flag", fresh, lambda f: f.shoot(Shot(rail=1)),  # type: ignore[arg-type]
     InvalidShot, "rail=1"),
    ("push-out-not-a-flag", fresh, lambda f: f.shoot(Shot(push_out="yes")),  # type: ignore[arg-type]
     InvalidShot, "push_out='yes'"),
    ("balls-to-rail-ten", fresh, lambda f: f.shoot(Shot(balls_to_rail=10)),
     InvalidShot, "balls_to_rail=10"),
    ("balls-to-rail-negative", fresh, lambda f: f.shoot(Shot(balls_to_rail=-1)),
     InvalidShot, "balls_to_rail=-1"),
    ("balls-to-rail-after-break", after_dry_break, lambda f: f.shoot(Shot(balls_to_rail=2)),
     InvalidShot, "balls_to_rail=2"),
    ("fouls-a-string", fresh, lambda f: f.shoot(Shot(fouls="double hit")),  # type: ignore[arg-type]
     InvalidShot, "fouls='double hit'"),
    ("foul-reason-empty", in_play, lambda f: f.shoot(Shot(fouls=("ok", " "))),
     InvalidShot, "fouls[1]=' '"),
    ("foul-reason-not-text", in_play, lambda f: f.shoot(Shot(fouls=(3,))),  # type: ignore[arg-type]
     InvalidShot, "fouls[0]=3"),
    ("foul-reason-too-long", in_play, lambda f: f.shoot(Shot(fouls=("x" * 201,))),
     InvalidShot, "got 201"),
    ("not-a-shot", in_play, lambda f: f.shoot("Shot()"),  # type: ignore[arg-type]
     InvalidShot, "got 'Shot()'"),
    ("not-an-action", in_play, lambda f: f.apply(42),  # type: ignore[arg-type]
     IllegalAction, "not an action: 42"),
    # Push-outs
    ("push-out-on-break", fresh, lambda f: f.shoot(Shot(push_out=True)),
     PushOutNotAllowed, "push_out=True"),
    ("push-out-later", in_play, lambda f: f.shoot(Shot(first_contact=1, push_out=True)),
     PushOutNotAllowed, "push_out=True"),
    ("shot-while-choice-pending", with_push_out_pending, lambda f: f.shoot(Shot()),
     PushOutChoicePending, "player 0 must first accept or pass"),
    ("accept-without-push-out", in_play, lambda f: f.accept_push_out(),
     NoPushOutPending, "AcceptPushOut()"),
    ("pass-without-push-out", after_dry_break, lambda f: f.pass_push_out(),
     NoPushOutPending, "PassPushOut()"),
    # Before the break
    ("foul-between-shots-before-break", fresh, lambda f: f.foul_between_shots("touched"),
     FrameNotStarted, "reason='touched'"),
    ("stalemate-before-break", fresh, lambda f: f.stalemate(),
     FrameNotStarted, "Stalemate()"),
    ("foul-between-shots-empty-reason", in_play, lambda f: f.foul_between_shots(""),
     InvalidShot, "reason=''"),
    # Players and reasons
    ("concede-player-two", in_play, lambda f: f.concede(2), IllegalAction, "got 2"),
    ("concede-player-true", in_play, lambda f: f.concede(True), IllegalAction, "got True"),
    ("concede-player-text", in_play, lambda f: f.concede("0"),  # type: ignore[arg-type]
     IllegalAction, "got '0'"),
    ("concede-reason-not-text", in_play, lambda f: f.concede(0, 7),  # type: ignore[arg-type]
     InvalidShot, "reason must be a text"),
    ("concede-reason-too-long", in_play, lambda f: f.concede(0, "x" * 201),
     InvalidShot, "at most 200 characters"),
    # After the frame is over
    ("shot-after-win", won, lambda f: f.shoot(Shot(first_contact=3)), FrameOver, "won by player 1"),
    ("accept-after-win", won, lambda f: f.accept_push_out(), FrameOver, "AcceptPushOut()"),
    ("pass-after-win", won, lambda f: f.pass_push_out(), FrameOver, "PassPushOut()"),
    ("foul-after-win", won, lambda f: f.foul_between_shots("late"), FrameOver, "reason='late'"),
    ("concede-after-win", won, lambda f: f.concede(0), FrameOver, "Concession(player=0"),
    ("stalemate-after-win", won, lambda f: f.stalemate(), FrameOver, "Stalemate()"),
    # Undo
    ("undo-fresh-frame", fresh, lambda f: f.undo(), NothingToUndo, "no action to undo"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("setup", "act", "error", "named"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_illegal_action_changes_nothing_and_names_the_bad_input(
    setup: Setup, act: Act, error: type[IllegalAction], named: str
) -> None:
    frame = setup()
    before = snapshot(frame)

    with pytest.raises(error) as raised:
        act(frame)

    assert named in str(raised.value)
    assert isinstance(raised.value, ValueError)
    assert snapshot(frame) == before


def test_illegal_action_leaves_the_frame_usable() -> None:
    frame = with_push_out_pending()

    with pytest.raises(PushOutChoicePending):
        frame.shoot(Shot(first_contact=1, pocketed={9}))
    frame.accept_push_out()
    frame.shoot(Shot(first_contact=1, pocketed={9}))

    assert frame.winner == 0


def test_frame_with_an_impossible_breaker_is_refused() -> None:
    with pytest.raises(ConfigurationError, match="got 2"):
        Frame(breaker=2)


def won_match() -> Match:
    match = Match(race_to=1, first_breaker=0)
    match.shoot(Shot(pocketed={9}))
    return match


def match_after_break() -> Match:
    match = Match(race_to=2, first_breaker=0)
    match.shoot(Shot(pocketed={2}))
    return match


def match_with_push_out() -> Match:
    match = match_after_break()
    match.shoot(Shot(first_contact=None, push_out=True))
    return match


MatchCase = tuple[str, Callable[[], Match], Callable[[Match], object], type[IllegalAction], str]

MATCH_CASES: list[MatchCase] = [
    ("shot-after-match", won_match, lambda m: m.shoot(Shot()), MatchOver, "Shot(first_contact=1"),
    ("accept-after-match", won_match, lambda m: m.accept_push_out(), MatchOver, "AcceptPushOut()"),
    ("pass-after-match", won_match, lambda m: m.pass_push_out(), MatchOver, "PassPushOut()"),
    ("foul-after-match", won_match, lambda m: m.foul_between_shots("x"), MatchOver, "reason='x'"),
    ("concede-after-match", won_match, lambda m: m.concede(1), MatchOver, "Concession(player=1"),
    ("stalemate-after-match", won_match, lambda m: m.stalemate(), MatchOver, "Stalemate()"),
    ("concede-bad-player", Match, lambda m: m.concede(3), IllegalAction, "got 3"),
    ("undo-fresh-match", Match, lambda m: m.undo(), NothingToUndo, "no action to undo"),
    ("foul-before-break", Match, lambda m: m.foul_between_shots("x"), FrameNotStarted, "R13"),
    ("ball-gone-in-match", match_after_break, lambda m: m.shoot(Shot(pocketed={2})),
     BallNotOnTable, "ball 2 is not on the table"),
    ("push-out-pending-in-match", match_with_push_out, lambda m: m.shoot(Shot()),
     PushOutChoicePending, "must first accept or pass"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("setup", "act", "error", "named"),
    [case[1:] for case in MATCH_CASES],
    ids=[case[0] for case in MATCH_CASES],
)
def test_illegal_match_action_changes_nothing_and_names_the_bad_input(
    setup: Callable[[], Match],
    act: Callable[[Match], object],
    error: type[IllegalAction],
    named: str,
) -> None:
    match = setup()
    before = match_snapshot(match)

    with pytest.raises(error) as raised:
        act(match)

    assert named in str(raised.value)
    assert match_snapshot(match) == before


def test_concession_and_foul_values_refuse_bad_input_on_their_own() -> None:
    with pytest.raises(InvalidShot, match="player=2"):
        Concession(2)  # type: ignore[arg-type]
    with pytest.raises(InvalidShot, match="player=False"):
        Concession(False)  # type: ignore[arg-type]
    with pytest.raises(InvalidShot, match="reason=None"):
        FoulBetweenShots(None)  # type: ignore[arg-type]
    assert AcceptPushOut() == AcceptPushOut()


def test_previewing_a_shot_tells_what_shooting_it_would_do_and_changes_nothing() -> None:
    frame = Frame(breaker=0)
    frame.shoot(Shot(pocketed={2}))
    before = (frame.state, frame.log)
    preview = frame.preview(Shot(first_contact=3))
    assert (frame.state, frame.log) == before
    assert preview == frame.shoot(Shot(first_contact=3))


def test_previewing_something_that_is_not_an_action_is_refused() -> None:
    frame = Frame(breaker=0)
    with pytest.raises(IllegalAction, match="not an action: 'a scratch'"):
        frame.preview("a scratch")  # type: ignore[arg-type]
    assert frame.state == FrameState.rack(0)


def test_previewing_a_third_foul_between_shots_tells_it_loses_the_frame_and_changes_nothing() -> (
    None
):
    frame = Frame(breaker=0)
    frame.shoot(Shot(pocketed={2}))
    frame.shoot(Shot(scratch=True))  # player 0's first foul; player 1 has ball in hand
    frame.shoot(Shot())  # player 1 misses
    frame.foul_between_shots("ball touched")  # player 0's second
    frame.shoot(Shot())  # player 1 misses: player 0 comes to the table on two fouls
    before = (frame.state, frame.log)
    preview = frame.preview(FoulBetweenShots("ball touched"))
    assert (frame.state, frame.log) == before
    assert Code.FRAME_WON in preview.codes and preview.after.winner == 1
    assert preview == frame.foul_between_shots("ball touched")


def test_previewing_any_action_after_the_frame_is_won_is_refused() -> None:
    frame = Frame(breaker=0)
    frame.shoot(Shot(pocketed={9}))
    with pytest.raises(FrameOver):
        frame.preview(FoulBetweenShots("ball touched"))
    with pytest.raises(FrameOver):
        frame.preview(Stalemate())
