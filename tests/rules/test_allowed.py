"""What the engine allows now (Allowed), and that it refuses exactly what it says it refuses."""

from __future__ import annotations

import pytest

from ninescore.rules import (
    BREAK_RAILS_NEEDED,
    PERMISSIONS,
    PROFILES,
    AcceptPushOut,
    Action,
    Allowed,
    Code,
    Concession,
    FoulBetweenShots,
    Frame,
    IllegalAction,
    Match,
    PassPushOut,
    Permission,
    Refusal,
    RuleOptions,
    Shot,
    ShotClockFoul,
    ShotClockRules,
    Stalemate,
    UseExtension,
)

from .helpers import after_dry_break, after_pocketing_break, in_play


def with_push_out_pending() -> Frame:
    frame = after_dry_break(breaker=0)
    frame.shoot(Shot(first_contact=None, push_out=True))
    return frame


def won() -> Frame:
    frame = in_play(breaker=0)
    frame.shoot(Shot(first_contact=1, pocketed={9}))
    return frame


def test_the_contract_names_and_the_rails_a_break_needs() -> None:
    assert BREAK_RAILS_NEEDED == 4
    allowed = Frame(breaker=0).allowed()
    assert isinstance(allowed, Allowed)
    assert hash(allowed) == hash(Frame(breaker=1).allowed())
    with pytest.raises(AttributeError):
        allowed.shoot = False  # type: ignore[misc]


def test_on_the_break_a_shot_and_its_rails_are_allowed_and_nothing_between_shots() -> None:
    allowed = Frame(breaker=0).allowed()
    assert (allowed.shoot, allowed.balls_to_rail, allowed.concede) == (True, True, True)
    assert allowed.why_not("shoot") is None
    assert allowed.why_not("push_out") == (Code.PUSH_OUT_NOT_ALLOWED, "R5a")
    assert allowed.why_not("push_out_choice") == (Code.NO_PUSH_OUT_PENDING, "R5e")
    assert allowed.why_not("foul_between_shots") == (Code.FRAME_NOT_STARTED, "R13")
    assert allowed.why_not("stalemate") == (Code.FRAME_NOT_STARTED, "R13")
    # On the break the rails are counted (R3a) instead of R8's "some ball reached a rail".
    assert allowed.why_not("no_rail") == (Code.NO_RAIL_ON_BREAK, "R3a")


def test_after_a_legal_break_the_next_shot_may_be_a_push_out() -> None:
    for frame in (after_dry_break(breaker=0), after_pocketing_break(breaker=1)):
        allowed = frame.allowed()
        assert allowed.push_out and allowed.shoot and allowed.no_rail
        assert allowed.foul_between_shots and allowed.stalemate
        assert allowed.why_not("balls_to_rail") == (Code.RAILS_ONLY_ON_BREAK, "R3a")


def test_later_shots_may_not_be_pushed_out() -> None:
    assert in_play().allowed().why_not("push_out") == (Code.PUSH_OUT_NOT_ALLOWED, "R5a")


def test_while_a_push_out_waits_only_the_choice_and_what_needs_no_shot_are_allowed() -> None:
    allowed = with_push_out_pending().allowed()
    assert allowed.push_out_choice and allowed.concede and allowed.foul_between_shots
    for permission in ("shoot", "push_out", "balls_to_rail", "no_rail"):
        assert allowed.why_not(permission) == (Code.PUSH_OUT_CHOICE_PENDING, "R5e")


def test_a_won_frame_allows_nothing() -> None:
    allowed = won().allowed()
    assert not any(getattr(allowed, permission) for permission in PERMISSIONS)
    assert {allowed.why_not(permission) for permission in PERMISSIONS} == {(Code.FRAME_OVER, "R13")}


def test_a_won_match_allows_nothing_and_says_the_race_is_over() -> None:
    match = Match(race_to=1)
    assert match.allowed() == match.frame.allowed()
    match.shoot(Shot(pocketed={9}))
    allowed = match.allowed()
    assert not allowed.concede and not allowed.shoot
    assert allowed.why_not("concede") == Refusal(Code.MATCH_OVER, "R1")


def test_the_facts_are_narrowed_to_the_shot_as_marked() -> None:
    frame = in_play()
    allowed = frame.allowed()
    assert allowed.given() is allowed
    pocketing = allowed.given(pocketed={3})
    assert not pocketing.no_rail
    assert pocketing.why_not("no_rail") == (Code.NO_RAIL_WHEN_POCKETED, "R8")
    pushing = after_dry_break().allowed().given(push_out=True)
    assert pushing.why_not("no_rail") == (Code.NO_RAIL_ON_PUSH_OUT, "R5c")
    breaking = Frame(breaker=0).allowed().given(pocketed=[5])
    assert breaking.why_not("balls_to_rail") == (Code.RAILS_DO_NOT_COUNT, "R3a")
    # The refusals keep the order of the fields, so equal answers are equal values.
    assert [permission for permission, _ in breaking.refusals] == [
        permission for permission in PERMISSIONS if breaking.why_not(permission) is not None
    ]


def test_a_fact_that_does_not_apply_changes_nothing_the_engine_decides() -> None:
    frame = in_play()
    lowest = frame.lowest
    assert lowest is not None
    pocketing = Shot(first_contact=lowest, pocketed={lowest})
    assert not frame.allowed().given(pocketed=pocketing.pocketed).no_rail
    unrailed = Shot(first_contact=lowest, pocketed={lowest}, rail=False)
    assert frame.preview(unrailed).codes == frame.preview(pocketing).codes
    # ... and one that applies does change it.
    assert frame.allowed().no_rail
    assert Code.FOUL_NO_RAIL in frame.preview(Shot(first_contact=lowest, rail=False)).codes

    breaking = Frame(breaker=0)
    assert not breaking.allowed().given(pocketed={2}).balls_to_rail
    railed = Shot(pocketed={2}, balls_to_rail=BREAK_RAILS_NEEDED)
    assert breaking.preview(railed).codes == breaking.preview(Shot(pocketed={2})).codes


def test_an_unknown_permission_is_refused_naming_it() -> None:
    with pytest.raises(ValueError, match="'pass'"):
        Frame().allowed().why_not("pass")  # type: ignore[arg-type]


ATTEMPTS: dict[Permission, Action] = {
    "shoot": Shot(first_contact=None),
    "push_out": Shot(first_contact=None, push_out=True),
    "push_out_choice": AcceptPushOut(),
    "foul_between_shots": FoulBetweenShots("ball touched"),
    "stalemate": Stalemate(),
    "concede": Concession(0),
    "balls_to_rail": Shot(first_contact=None, balls_to_rail=5),
    "use_extension": UseExtension(),
    "shot_clock_foul": ShotClockFoul(),
}


def on_the_clock(*actions: Action, options: RuleOptions = PROFILES["wpa"]) -> Frame:
    return Frame.replay(0, actions, options)


def test_on_the_clock_after_the_break_an_extension_and_a_time_foul_are_allowed() -> None:
    allowed = on_the_clock(Shot(pocketed={2})).allowed()
    assert allowed.use_extension and allowed.shot_clock_foul
    assert allowed.why_not("use_extension") is None
    two = RuleOptions(shot_clock=ShotClockRules(extensions_per_frame=2))
    extended = on_the_clock(Shot(pocketed={2}), UseExtension(), options=two).allowed()
    assert extended.why_not("use_extension") == (Code.SHOT_ALREADY_EXTENDED, "R14")
    assert extended.shot_clock_foul


@pytest.mark.parametrize(
    "frame",
    [
        Frame(breaker=0),
        after_dry_break(),
        in_play(),
        with_push_out_pending(),
        won(),
        on_the_clock(),
        on_the_clock(Shot(balls_to_rail=4)),
        on_the_clock(Shot(balls_to_rail=4), UseExtension()),
        on_the_clock(Shot(balls_to_rail=4), Shot(first_contact=None, push_out=True)),
        on_the_clock(Shot(pocketed={2}), UseExtension(), Shot(first_contact=1), UseExtension()),
        on_the_clock(Shot(pocketed={2}), options=RuleOptions(push_out=False)),
    ],
    ids=[
        "break",
        "after-dry-break",
        "in-play",
        "push-out-pending",
        "won",
        "clock-break",
        "clock-after-break",
        "clock-extended",
        "clock-push-out-pending",
        "clock-none-left",
        "no-push-outs",
    ],
)
def test_the_engine_refuses_exactly_what_allowed_refuses_with_its_code_and_rule(
    frame: Frame,
) -> None:
    allowed = frame.allowed()
    for permission, action in ATTEMPTS.items():
        why = allowed.why_not(permission)
        try:
            frame.preview(action)
        except IllegalAction as error:
            assert why is not None, f"{permission}: refused, but allowed says yes ({error})"
            # A shot is refused for the first thing wrong with it: the shot, then the fact.
            shot_refusal = allowed.why_not("shoot")
            assert (error.code, error.rule) in (why, shot_refusal)
        else:
            assert why is None, f"{permission}: accepted, but allowed says {why}"
    assert PassPushOut() != AcceptPushOut()  # the pass is decided like the accept


def test_a_match_refuses_what_it_says_once_over() -> None:
    match = Match(race_to=1)
    match.shoot(Shot(pocketed={9}))
    with pytest.raises(IllegalAction) as raised:
        match.concede(0)
    assert (raised.value.code, raised.value.rule) == match.allowed().why_not("concede")
