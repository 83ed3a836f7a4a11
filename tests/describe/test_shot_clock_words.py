"""The shot clock and the rules in force, in words: the log, the refusals, the options."""

from __future__ import annotations

from dataclasses import replace

import pytest

from ninescore.describe import (
    describe_action,
    describe_entry,
    describe_error,
    option_texts,
    options_text,
    profile_text,
    shot_clock_text,
    shot_time_text,
)
from ninescore.rules import (
    PROFILE_NAMES,
    PROFILES,
    Frame,
    IllegalAction,
    RuleOptions,
    Shot,
    ShotClockFoul,
    ShotClockRules,
    UseExtension,
)

NAMES = ("Ivanov", "Petrov")
WPA = PROFILES["wpa"]


def on_the_clock(options: RuleOptions = WPA) -> Frame:
    frame = Frame(breaker=0, options=options)
    frame.shoot(Shot(pocketed={2}))
    return frame


def test_an_extension_and_a_time_foul_read_as_the_referee_says_them() -> None:
    frame = on_the_clock()

    extension = frame.use_extension()
    foul = frame.shot_clock_foul()

    assert describe_entry(extension, NAMES) == [
        "Ivanov takes an extension: more time for this shot (extensions left: 0). (R14)"
    ]
    assert describe_entry(foul, NAMES)[:1] == ["Foul — time ran out on the shot clock. (R14)"]
    assert describe_action(UseExtension(), 0, NAMES) == "Ivanov takes an extension."
    assert describe_action(ShotClockFoul(), 1, NAMES) == "Petrov: time foul (shot clock)"


@pytest.mark.parametrize(
    ("frame", "action", "sentence"),
    [
        (
            on_the_clock(RuleOptions()),
            UseExtension(),
            "This event is not played on a shot clock: there are no extensions or time fouls "
            "(R14).",
        ),
        (
            Frame(breaker=0, options=WPA),
            ShotClockFoul(),
            "The shot clock runs from the first shot after the break: nothing to extend or to "
            "time before it (R14).",
        ),
        (
            on_the_clock(replace(WPA, shot_clock=ShotClockRules(extensions_per_frame=0))),
            UseExtension(),
            "No extension is left for the player at the table in this frame (R14).",
        ),
        (
            Frame.replay(
                0,
                [Shot(pocketed={2}), UseExtension()],
                RuleOptions(shot_clock=ShotClockRules(extensions_per_frame=2)),
            ),
            UseExtension(),
            "This shot already has its extension: a shot is extended once (R14).",
        ),
        (
            Frame.replay(0, [Shot(balls_to_rail=4)], RuleOptions(push_out=False)),
            Shot(first_contact=None, push_out=True),
            "Push-outs are not played in this event (option:push_out).",
        ),
    ],
    ids=["no-clock", "before-the-break", "none-left", "already-extended", "no-push-outs"],
)
def test_every_refusal_of_the_clock_is_one_sentence_with_its_rule(
    frame: Frame, action: object, sentence: str
) -> None:
    with pytest.raises(IllegalAction) as raised:
        frame.apply(action)  # type: ignore[arg-type]

    assert describe_error(raised.value, action) == sentence


def test_the_wpa_clock_in_words_names_every_number() -> None:
    assert shot_clock_text(WPA.shot_clock) == (
        "shot clock (R14): 35 s a shot, warning at 10 s left, 1 × 25 s extension per player "
        "per frame, 60 s for the first shot after the break"
    )
    bare = ShotClockRules(seconds=40, warning=0, extension=0, extensions_per_frame=0)
    assert shot_clock_text(bare) == "shot clock (R14): 40 s a shot, no warning, no extensions"
    longer = ShotClockRules(seconds=30, extensions_per_frame=2, after_push_out=45)
    assert shot_clock_text(longer).endswith(
        "2 × 25 s extensions per player per frame, 45 s for the shot after a push-out"
    )
    assert shot_clock_text(None) == "no shot clock"


def test_every_option_in_force_is_said_not_only_the_differences() -> None:
    assert option_texts(RuleOptions()) == [
        "the winner of a frame breaks the next",
        "three-foul rule (R12) on",
        "a 9 pocketed on the break wins",
        "push-outs played (R5)",
        "no shot clock",
    ]
    house = RuleOptions(
        break_rule="loser", three_foul_rule=False, nine_on_break="spotted", push_out=False
    )
    assert options_text(house) == (
        "the loser of a frame breaks the next; three-foul rule (R12) off; a 9 pocketed on the "
        "break is spotted; push-outs not played; no shot clock"
    )
    assert "players alternate the break" in options_text(WPA)


def test_every_profile_has_its_name() -> None:
    names = [profile_text(name) for name in PROFILE_NAMES]
    assert names == [
        "The seed's rules",
        "WPA World Standardized Rules",
        "Television format",
        "Custom rules",
    ]
    assert all(profile_text(options.profile) in names for options in PROFILES.values())


def test_a_shot_time_reads_in_seconds_to_the_tenth() -> None:
    assert shot_time_text(12.34) == "12.3 s"
    assert shot_time_text(0) == "0.0 s"
    assert shot_time_text(None) == ""
