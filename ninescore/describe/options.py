"""The rules an event is played under, in words: the profile by name, every option, the clock.

The match sheet prints them, and the new-match dialog, the scoreboard and the history of the
shot clock's second phase show the same words from here.  Every option in force is said, not only
those that differ from the seed's rules: a sheet must show what was played.
"""

from __future__ import annotations

from ninescore.rules import RuleOptions, ShotClockRules

from ._translation import _tr
from .words import cite


def profile_text(name: str) -> str:
    """A profile's name as the reader sees it: ``WPA World Standardized Rules``."""
    texts = {
        "seed": _tr("Options", "The seed's rules"),
        "wpa": _tr("Options", "WPA World Standardized Rules"),
        "tv": _tr("Options", "Television format"),
        "custom": _tr("Options", "Custom rules"),
    }
    return texts.get(name, name)


def profile_short_text(name: str) -> str:
    """A profile's name where room is short (the scoreboard): ``WPA rules``."""
    texts = {
        "seed": _tr("Options", "The seed's rules"),
        "wpa": _tr("Options", "WPA rules"),
        "tv": _tr("Options", "TV format"),
        "custom": _tr("Options", "Custom rules"),
    }
    return texts.get(name, name)


def break_rule_text(rule: str) -> str:
    """Who breaks the frames after the first."""
    texts = {
        "winner": _tr("Options", "the winner of a frame breaks the next"),
        "alternate": _tr("Options", "players alternate the break"),
        "loser": _tr("Options", "the loser of a frame breaks the next"),
    }
    return texts.get(rule, rule)


def seconds_text(seconds: int) -> str:
    """``35 s``: a time of the shot clock."""
    return _tr("Options", "{n} s").format(n=seconds)


def shot_clock_text(rules: ShotClockRules | None) -> str:
    """The clock of the event in one phrase, citing R14: every number of it."""
    if rules is None:
        return _tr("Options", "no shot clock")
    parts = [
        _tr("Options", "shot clock ({rule}): {seconds} a shot").format(
            rule=cite("R14"), seconds=seconds_text(rules.seconds)
        )
    ]
    if rules.warning:
        parts.append(
            _tr("Options", "warning at {seconds} left").format(seconds=seconds_text(rules.warning))
        )
    else:
        parts.append(_tr("Options", "no warning"))
    if rules.extensions_per_frame:
        # A plural: the count is a plain name, the only kind lupdate reads there.
        extensions = rules.extensions_per_frame
        parts.append(
            _tr(
                "Options", "%n × {seconds} extension(s) per player per frame", None, extensions
            ).format(seconds=seconds_text(rules.extension))
        )
    else:
        parts.append(_tr("Options", "no extensions"))
    if rules.after_break is not None:
        parts.append(
            _tr("Options", "{seconds} for the first shot after the break").format(
                seconds=seconds_text(rules.after_break)
            )
        )
    if rules.after_push_out is not None:
        parts.append(
            _tr("Options", "{seconds} for the shot after a push-out").format(
                seconds=seconds_text(rules.after_push_out)
            )
        )
    return ", ".join(parts)


def option_texts(options: RuleOptions) -> list[str]:
    """Every option in force, one phrase each, in the order of the fields of RuleOptions."""
    return [
        break_rule_text(options.break_rule),
        _tr("Options", "three-foul rule (R12) on")
        if options.three_foul_rule
        else _tr("Options", "three-foul rule (R12) off"),
        _tr("Options", "a 9 pocketed on the break wins")
        if options.nine_on_break == "wins"
        else _tr("Options", "a 9 pocketed on the break is spotted"),
        _tr("Options", "push-outs played ({rule})").format(rule=cite("R5"))
        if options.push_out
        else _tr("Options", "push-outs not played"),
        shot_clock_text(options.shot_clock),
    ]


def rules_changed_text(options: RuleOptions) -> str:
    """The news once the rules of a match not yet begun were changed."""
    return _tr("Options", "This match is now played under {profile}: {options}.").format(
        profile=profile_text(options.profile), options=options_text(options)
    )


def options_text(options: RuleOptions) -> str:
    """Every option in force in one line: ``players alternate the break; …; shot clock …``."""
    return "; ".join(option_texts(options))
