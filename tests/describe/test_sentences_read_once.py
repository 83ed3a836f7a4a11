"""Sentences as the operator reads them: one full stop, every word in the reader's language, the
house rules cited by their option's name, numbers with the locale's decimal sign."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from ninescore.describe import (
    describe_action,
    describe_entry_text,
    percent_text,
    ratio_text,
    shot_time_text,
)
from ninescore.describe.scoring import undone_text
from ninescore.rules import (
    AcceptPushOut,
    Concession,
    FoulBetweenShots,
    Match,
    PassPushOut,
    RuleOptions,
    Shot,
    ShotClockFoul,
    Stalemate,
    UseExtension,
)
from ninescore.rules.options import PROFILES
from ninescore.rules.reasons import FoulReason

NAMES = ("Anna", "Boris")


def every_kind_of_action() -> Match:
    """A WPA match (the clock on) whose log holds every kind of action."""
    match = Match(race_to=5, first_breaker=0, options=PROFILES["wpa"])
    for action in (
        Shot(pocketed={1}),  # Anna breaks and makes the 1
        Shot(first_contact=2, push_out=True),
        PassPushOut(),  # Boris passes it back
        Shot(first_contact=2),  # Anna misses
        UseExtension(),  # Boris extends, then misses
        Shot(first_contact=2),
        ShotClockFoul(),  # Anna runs out of time
        FoulBetweenShots(reason=FoulReason.BALL_TOUCHED.value),  # Boris
        Stalemate(),
        Shot(pocketed={9}),  # Anna's golden break on the new rack
        Shot(pocketed={1}),  # frame 2: Anna breaks, makes the 1, pushes out
        Shot(first_contact=2, push_out=True),
        AcceptPushOut(),
        Concession(player=1, reason=""),
    ):
        match.apply(action)
    return match


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_undo_and_every_ruling_ends_in_one_full_stop(
    qapp: QApplication, language: str, request: pytest.FixtureRequest
) -> None:
    if language == "ru":
        request.getfixturevalue("russian")
    match = every_kind_of_action()
    kinds = {type(entry.action) for entry in match.log}
    assert len(kinds) == 8
    for entry in match.log:
        for text in (
            undone_text(entry, NAMES, None),
            undone_text(entry, NAMES, 2),
            describe_action(entry.action, entry.player, NAMES),
            describe_entry_text(entry, NAMES),
        ):
            assert ".." not in text.replace("...", ""), text
            assert ". ." not in text, text


def test_the_undone_stalemate_and_extension_read_once() -> None:
    match = every_kind_of_action()
    by_kind = {type(entry.action): entry for entry in match.log}

    assert undone_text(by_kind[Stalemate], NAMES, None) == "Undone: Stalemate declared."
    assert undone_text(by_kind[UseExtension], NAMES, None) == "Undone: Boris takes an extension."


def test_the_house_rules_are_cited_by_their_option(qapp: QApplication) -> None:
    spotted = Match(race_to=3, first_breaker=0, options=RuleOptions(nine_on_break="spotted"))
    spotted.apply(Shot(pocketed={9}))
    spotted.apply(Stalemate())

    texts = [describe_entry_text(entry, NAMES) for entry in spotted.log]
    assert "(option:nine_on_break)" in texts[0]
    assert "(option:stalemate)" in texts[1]
    assert "house rule" not in " ".join(texts)


def test_russian_shows_every_standard_reason_and_number_in_russian(russian: QApplication) -> None:
    match = every_kind_of_action()
    for entry in match.log:
        text = describe_entry_text(entry, NAMES) + describe_action(entry.action, 0, NAMES)
        # No English word left in a Russian sentence: names and option names are not words.
        leftover = re.sub(r"(option:|опция )\w+|Anna|Boris", "", text)
        assert not re.search(r"[A-Za-z]{3,}", leftover), text
    assert (ratio_text(0.25), percent_text(12.5), shot_time_text(2.7)) == (
        "0,25",
        "12,5\u00a0%",
        "2,7\u00a0с",
    )


def test_english_numbers_use_the_point(qapp: QApplication) -> None:
    assert (ratio_text(0.25), percent_text(12.5), shot_time_text(2.7)) == (
        "0.25",
        "12.5 %",
        "2.7 s",
    )
