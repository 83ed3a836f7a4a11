"""The rules engine's log in words: translated sentences, each citing its rule.

The engine logs codes (:class:`ninescore.rules.Code`) and data; these functions turn them into
text for the scoring window, the history replay and the match sheet, so all three say the same
thing in the same language, and :func:`event_kind` tells all three how to style each sentence.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import assert_never

from ninescore.rules import (
    BREAK_RAILS_NEEDED,
    FOUL_CODES,
    AcceptPushOut,
    Action,
    Code,
    Concession,
    Event,
    FoulBetweenShots,
    LogEntry,
    PassPushOut,
    Shot,
    ShotClockFoul,
    Stalemate,
    UseExtension,
    WinReason,
)

from ._translation import _tr
from .bidi import isolated
from .words import (
    balls_text,
    cite,
    foul_reason_text,
    match_result_text,
    player_name,
    win_reason_text,
)


class EventKind(Enum):
    """How a sentence of the log is shown, wherever it is shown."""

    PLAIN = "plain"
    FOUL = "foul"
    """A reason for a foul, or the foul counted: red."""
    WARNING = "warning"
    """The two-foul warning (R12): red and bold."""
    WON = "won"
    """A frame or the match won: bold, in the colour of winning."""
    QUIET = "quiet"
    """Only restates another sentence of the same entry: not shown."""


_KINDS: dict[Code, EventKind] = {
    **dict.fromkeys(FOUL_CODES, EventKind.FOUL),
    Code.FOUL_COUNTED: EventKind.FOUL,
    Code.WARNING_TWO_FOULS: EventKind.WARNING,
    Code.FRAME_WON: EventKind.WON,
    Code.MATCH_WON: EventKind.WON,
    Code.CONTINUES: EventKind.QUIET,  # "stays at the table" only restates "pocketed"
}


def event_kind(code: Code) -> EventKind:
    """How the log, the replay and the sheet style the sentence of an event with ``code``."""
    return _KINDS.get(code, EventKind.PLAIN)


def describe_event(event: Event, names: Sequence[str], combination: bool = False) -> str:
    """One event as a sentence, without the citation."""
    name = player_name(names, event.player)
    balls = balls_text(event.balls)
    one = len(event.balls) == 1
    code = event.code
    match code:
        case Code.BREAK_LEGAL:
            return _tr("Log", "Legal break.")
        case Code.BREAK_DRY:
            return _tr("Log", "Nothing pocketed on the break.")
        case Code.POCKETED if one:
            return _tr("Log", "{name} pocketed ball {balls}.").format(name=name, balls=balls)
        case Code.POCKETED:
            return _tr("Log", "{name} pocketed balls {balls}.").format(name=name, balls=balls)
        case Code.MISS:
            return _tr("Log", "{name} missed: nothing pocketed.").format(name=name)
        case Code.CONTINUES:
            return _tr("Log", "{name} stays at the table.").format(name=name)
        case Code.TURN_PASSED:
            return _tr("Log", "{name} comes to the table and plays the balls as they lie.").format(
                name=name
            )
        case Code.FOUL_NO_CONTACT:
            return _tr("Log", "Foul — the cue ball hit no ball.")
        case Code.FOUL_WRONG_BALL:
            hit, lowest = (*event.balls, 0, 0)[:2]
            return _tr("Log", "Foul — wrong ball first: the {hit} before the {lowest}.").format(
                hit=hit, lowest=lowest
            )
        case Code.FOUL_NO_RAIL:
            return _tr("Log", "Foul — no ball reached a rail.")
        case Code.FOUL_BREAK_TOO_FEW_RAILS:
            return _tr(
                "Log",
                "Foul — nothing pocketed on the break and fewer than %n balls reached a rail.",
                None,
                BREAK_RAILS_NEEDED,
            )
        case Code.FOUL_SCRATCH:
            return _tr("Log", "Foul — cue ball pocketed.")
        case Code.FOUL_CUE_OFF_TABLE:
            return _tr("Log", "Foul — cue ball off the table.")
        case Code.FOUL_OBJECT_OFF_TABLE if one:
            return _tr("Log", "Foul — ball {balls} off the table.").format(balls=balls)
        case Code.FOUL_OBJECT_OFF_TABLE:
            return _tr("Log", "Foul — balls {balls} off the table.").format(balls=balls)
        case Code.FOUL_RECORDED:
            return _tr("Log", "Foul — {reason}.").format(reason=foul_reason_text(event.detail))
        case Code.FOUL_BETWEEN_SHOTS:
            return _tr("Log", "Foul between shots — {reason}.").format(
                reason=foul_reason_text(event.detail)
            )
        case Code.FOUL_SHOT_CLOCK:
            return _tr("Log", "Foul — time ran out on the shot clock.")
        case Code.EXTENSION_USED:
            return _tr(
                "Log", "{name} takes an extension: more time for this shot (extensions left: {n})."
            ).format(name=name, n=event.number)
        # Spelled out per count rather than with a plural form: the count is 1 or 2 except
        # when a house rule turns R12 off, and each language words these differently.
        case Code.FOUL_COUNTED if event.number == 1:
            return _tr("Log", "It counts as one foul: the first in a row for {name}.").format(
                name=name
            )
        case Code.FOUL_COUNTED if event.number == 2:
            return _tr("Log", "It counts as one foul: the second in a row for {name}.").format(
                name=name
            )
        case Code.FOUL_COUNTED:
            return _tr("Log", "It counts as one foul: fouls in a row for {name}: {n}.").format(
                name=name, n=event.number
            )
        case Code.BALLS_STAY_DOWN if one:
            return _tr("Log", "Ball {balls} stays down.").format(balls=balls)
        case Code.BALLS_STAY_DOWN:
            return _tr("Log", "Balls {balls} stay down.").format(balls=balls)
        case Code.BALLS_LEAVE_PLAY if one:
            return _tr("Log", "Ball {balls} leaves play and is not spotted.").format(balls=balls)
        case Code.BALLS_LEAVE_PLAY:
            return _tr("Log", "Balls {balls} leave play and are not spotted.").format(balls=balls)
        case Code.NINE_SPOTTED:
            return _tr("Log", "The 9 is spotted.")
        case Code.BALL_IN_HAND:
            return _tr("Log", "{name} has ball in hand.").format(name=name)
        case Code.PUSH_OUT_AVAILABLE:
            return _tr("Log", "{name} may push out.").format(name=name)
        case Code.PUSH_OUT:
            return _tr("Log", "{name} pushed out.").format(name=name)
        case Code.PUSH_OUT_CHOICE:
            return _tr("Log", "{name} chooses: shoot, or pass the shot back.").format(name=name)
        case Code.PUSH_OUT_ACCEPTED:
            return _tr("Log", "{name} shoots from the position as it lies.").format(name=name)
        case Code.PUSH_OUT_PASSED:
            return _tr("Log", "{name} passes the shot back.").format(name=name)
        case Code.FOULS_RESET:
            return _tr("Log", "{name}'s count of fouls in a row starts again.").format(name=name)
        case Code.WARNING_TWO_FOULS:
            return _tr(
                "Log", "WARNING: {name} has two fouls in a row; a third loses the frame."
            ).format(name=name)
        case Code.FRAME_WON:
            return _tr("Log", "{name} wins the frame: {how}.").format(
                name=name, how=win_reason_text(event.detail, combination)
            )
        case Code.STALEMATE:
            return _tr("Log", "Stalemate: re-rack, {name} breaks again.").format(name=name)
        case Code.MATCH_WON:
            return _tr("Log", "{name} wins the match.").format(name=name)
        case (
            Code.MATCH_OVER
            | Code.FRAME_OVER
            | Code.PUSH_OUT_CHOICE_PENDING
            | Code.NO_PUSH_OUT_PENDING
            | Code.PUSH_OUT_NOT_ALLOWED
            | Code.PUSH_OUT_NOT_PLAYED
            | Code.NO_SHOT_CLOCK
            | Code.NO_EXTENSION_LEFT
            | Code.SHOT_ALREADY_EXTENDED
            | Code.FRAME_NOT_STARTED
            | Code.RAILS_ONLY_ON_BREAK
            | Code.RAILS_DO_NOT_COUNT
            | Code.NO_RAIL_ON_BREAK
            | Code.NO_RAIL_ON_PUSH_OUT
            | Code.NO_RAIL_WHEN_POCKETED
            | Code.BALL_NOT_ON_TABLE
            | Code.INVALID_SHOT
            | Code.NOTHING_TO_UNDO
            | Code.RULES_FIXED
            | Code.NOT_AN_ACTION
            | Code.FRAME_TOO_LONG
            | Code.MATCH_TOO_LONG
            | Code.TOO_MANY_FOUL_REASONS
            | Code.REASON_TOO_LONG
            | Code.CONTROL_CHARACTER
        ):
            raise ValueError(f"{code!r} is a refusal, never an event: see describe_refusal")
        case _:
            assert_never(code)


def describe_event_cited(event: Event, names: Sequence[str], combination: bool = False) -> str:
    """One event as a sentence followed by its rule, e.g. ``Foul — cue ball pocketed. (R6)``.
    ``combination``: the entry's ``won_on_combination``, for the sentence of a frame won."""
    rule = cite(event.rule)
    if event.code is Code.FOUL_COUNTED:
        # R6 makes it one foul; R12 is what counts them in a row.
        rule = _tr("Log", "{first}, {second}").format(first=rule, second=cite("R12"))
    return _tr("Log", "{sentence} ({rule})").format(
        sentence=describe_event(event, names, combination), rule=rule
    )


def describe_entry(entry: LogEntry, names: Sequence[str]) -> list[str]:
    """Every shown event of a log entry as a cited sentence, in order."""
    return [
        describe_event_cited(event, names, entry.won_on_combination)
        for event in entry.events
        if event_kind(event.code) is not EventKind.QUIET
    ]


def describe_entry_text(entry: LogEntry, names: Sequence[str]) -> str:
    """A log entry as one paragraph."""
    return " ".join(describe_entry(entry, names))


def describe_action(action: Action, player: int, names: Sequence[str]) -> str:
    """What the operator entered, in words: the facts, not the ruling."""
    name = player_name(names, player)
    match action:
        case Shot():
            return _tr("Log", "{name}: {facts}").format(
                name=name, facts=", ".join(_shot_facts(action))
            )
        case AcceptPushOut():
            return _tr("Log", "{name} accepts the push-out.").format(name=name)
        case PassPushOut():
            return _tr("Log", "{name} passes the push-out back.").format(name=name)
        case FoulBetweenShots():
            return _tr("Log", "{name}: foul between shots ({reason})").format(
                name=name, reason=foul_reason_text(action.reason)
            )
        case Concession():
            text = _tr("Log", "{name} loses the frame (concession or infraction)").format(
                name=player_name(names, action.player)
            )
            return text + (f": {isolated(action.reason)}" if action.reason else "")
        case Stalemate():
            return _tr("Log", "Stalemate declared.")
        case UseExtension():
            return _tr("Log", "{name} takes an extension.").format(name=name)
        case ShotClockFoul():
            return _tr("Log", "{name}: time foul (shot clock)").format(name=name)
        case _:
            assert_never(action)


def _shot_facts(shot: Shot) -> list[str]:
    facts: list[str] = []
    if shot.push_out:
        # R5c: on a push-out what the cue ball hits first does not matter
        facts.append(_tr("Log", "push-out"))
    elif shot.first_contact is None:
        facts.append(_tr("Log", "no contact"))
    else:
        facts.append(_tr("Log", "hit the {ball} first").format(ball=shot.first_contact))
    if shot.pocketed:
        facts.append(_tr("Log", "pocketed {balls}").format(balls=balls_text(shot.pocketed)))
    if shot.balls_to_rail:
        rails = shot.balls_to_rail
        facts.append(_tr("Log", "%n ball(s) to a rail", None, rails))
    if not shot.rail:
        facts.append(_tr("Log", "no rail"))
    if shot.scratch:
        facts.append(_tr("Log", "scratch"))
    if shot.cue_off_table:
        facts.append(_tr("Log", "cue ball off the table"))
    if shot.jumped:
        facts.append(_tr("Log", "{balls} off the table").format(balls=balls_text(shot.jumped)))
    facts.extend(foul_reason_text(reason) for reason in shot.fouls)
    return facts


def describe_frame_won(entry: LogEntry, names: Sequence[str]) -> str | None:
    """The headline for an entry that ended a frame, or ``None``: who won, how, and the rule.

    A legal 9 whose shot hit another ball first is told as a combination or carom: that is a
    fact of the shot the operator marked, not a separate ruling (R1 allows both); the words are
    :func:`win_reason_text`'s, as everywhere else.
    """
    event = entry.find(Code.FRAME_WON)
    if event is None or event.player is None:
        return None
    winner = player_name(names, event.player)
    loser = player_name(names, 1 - event.player)
    reason = WinReason(event.detail)
    if reason in (WinReason.NINE_ON_BREAK, WinReason.NINE_LEGAL):
        how = win_reason_text(reason, entry.won_on_combination)
        text = _tr("Log", "{name} wins the frame: {how}.").format(name="{winner}", how=how)
    elif reason is WinReason.THREE_FOULS:
        text = _tr(
            "Log", "{loser} loses the frame: three fouls in a row. ({rule}) {winner} wins it."
        )
    else:
        text = _tr(
            "Log", "{loser} loses the frame by concession or ruling. ({rule}) {winner} wins it."
        )
    if reason in (WinReason.NINE_ON_BREAK, WinReason.NINE_LEGAL):
        text = _tr("Log", "{sentence} ({rule})").format(sentence=text, rule="{rule}")
    # A plain str by now (filled once with its own places): its names isolated here.
    return text.format(winner=isolated(winner), loser=isolated(loser), rule=cite(event.rule))


def describe_match_won(entry: LogEntry, names: Sequence[str], score: tuple[int, int]) -> str | None:
    """The headline for an entry that won the match, with the winner's score first."""
    event = entry.find(Code.MATCH_WON)
    if event is None or event.player is None:
        return None
    return match_result_text(names, score, event.player)
