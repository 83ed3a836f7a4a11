"""Help → Rules summary: the rules R1–R14 as this match plays them, then its house rules.

Made from the options in force, never restated by hand: with the 9 on the break spotted the
summary does not say that it wins, with the three-foul rule off it does not say that three fouls
lose, and a match without a clock says it has none (RULES.md, "House rules"). Each row cites its
rule, a house rule by its option (``option:NAME``), as the log does.
"""

from __future__ import annotations

from ninescore.rules import RuleOptions

from ._translation import _tr
from .options import break_rule_text, profile_text, shot_clock_text
from .words import cite


def rules_summary(options: RuleOptions) -> list[tuple[str, str]]:
    """(citation, sentence) for every rule, worded for ``options``."""
    return [*_numbered_rules(options), *_house_rules(options)]


def _numbered_rules(options: RuleOptions) -> list[tuple[str, str]]:
    rows = [
        (
            cite("R1"),
            _tr(
                "Help",
                "Hit the lowest ball first. Any ball pocketed on a legal shot keeps you at "
                "the table. The 9 pocketed on a legal shot wins the frame, even on a combination.",
            ),
        ),
        (cite("R2"), _tr("Help", "Diamond rack, the 1 at the apex, the 9 in the centre.")),
        (cite("R3"), _break_sentence(options)),
    ]
    if options.push_out:
        rows += [
            (cite("R4"), _tr("Help", "The shot after the break may be a push-out.")),
            (
                cite("R5"),
                _tr(
                    "Help",
                    "Push-out: declared, only right after a legal break; the opponent then "
                    "shoots or passes the shot back.",
                ),
            ),
        ]
    else:
        rows += [
            (cite("R4"), _tr("Help", "Play goes on after the break; there is no push-out.")),
            (
                cite("option:push_out"),
                _tr(
                    "Help", "Push-outs are not played in this match ({rule} does not apply)."
                ).format(rule=cite("R5")),
            ),
        ]
    rows += [
        (
            cite("R6"),
            _tr(
                "Help",
                "A foul ends the inning; balls stay down except the 9, which is spotted; "
                "the opponent has ball in hand.",
            ),
        ),
        (
            cite("R7"),
            _tr(
                "Help", "Foul if the cue ball first hits a ball other than the lowest, or nothing."
            ),
        ),
        (
            cite("R8"),
            _tr("Help", "Foul if nothing is pocketed and no ball reaches a rail after contact."),
        ),
        (cite("R9"), _tr("Help", "Ball in hand: the cue ball may be placed anywhere.")),
        (
            cite("R10"),
            _tr(
                "Help",
                "A ball off the table is a foul; object balls are not spotted, except the 9.",
            ),
        ),
        (
            cite("R11"),
            _tr(
                "Help",
                "Moving an obstructing ball on a jump or massé, touching a ball, a double "
                "hit or no foot on the floor: the operator records the foul.",
            ),
        ),
        (
            cite("R12") if options.three_foul_rule else cite("option:three_foul_rule"),
            _tr("Help", "Three fouls in a row lose the frame; a warning is given after the second.")
            if options.three_foul_rule
            else _tr(
                "Help",
                "The three-foul rule is off in this match: fouls in a row are counted and "
                "shown, but lose nothing, and no warning is given ({rule} does not apply).",
            ).format(rule=cite("R12")),
        ),
        (
            cite("R13"),
            _tr("Help", "The frame ends when the 9 is pocketed legally or a player loses it."),
        ),
        (cite("R14"), _clock_sentence(options)),
    ]
    return rows


def _break_sentence(options: RuleOptions) -> str:
    rule = _tr(
        "Help",
        "The break must hit the 1 first and pocket a ball or drive four balls to a rail; "
        "otherwise foul, ball in hand.",
    )
    if options.nine_on_break == "wins":
        nine = _tr("Help", "The 9 on a legal break wins.")
    else:
        nine = _tr(
            "Help",
            "The 9 on a legal break is spotted and the breaker shoots again ({rule}).",
        ).format(rule=cite("option:nine_on_break"))
    return _tr("Help", "{rule} {nine}").format(rule=rule, nine=nine)


def _clock_sentence(options: RuleOptions) -> str:
    clock = options.shot_clock
    if clock is None:
        return _tr("Help", "This match is played without a shot clock.")
    sentence = _tr(
        "Help",
        "The time runs from when the balls stop to the stroke; running out of time is a foul, "
        "which the referee confirms.",
    )
    if clock.extensions_per_frame:
        sentence += " " + _tr(
            "Help", "An extension is taken before the stroke, never on the break."
        )
    return _tr("Help", "{numbers}. {sentence}").format(
        numbers=_capitalised(shot_clock_text(clock)), sentence=sentence
    )


def _house_rules(options: RuleOptions) -> list[tuple[str, str]]:
    return [
        (
            cite("option:profile"),
            _tr("Help", "Played under {profile}.").format(profile=profile_text(options.profile)),
        ),
        (
            cite("option:break_rule"),
            _tr("Help", "After the first frame, {rule}.").format(
                rule=break_rule_text(options.break_rule)
            ),
        ),
        (
            cite("option:stalemate"),
            _tr(
                "Help",
                "A stalemate (both players agree, or the referee rules, that the frame cannot "
                "progress): the rack is racked again and broken by the same breaker, and both "
                "foul counts start from 0.",
            ),
        ),
    ]


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]
