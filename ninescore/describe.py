"""The rules engine's log in words: translated sentences, each citing its rule.

The engine logs codes (:class:`ninescore.rules.Code`) and data; this module is the one place that
turns them into text for the window, the history replay and the match sheet, so all three say the
same thing in the same language.  It needs QtCore for translation and nothing else from Qt.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication

from ninescore.rules import (
    AcceptPushOut,
    Action,
    Code,
    Concession,
    Event,
    FoulBetweenShots,
    LogEntry,
    PassPushOut,
    Shot,
    Stalemate,
    WinReason,
)
from ninescore.rules.reasons import FoulReason


def cite(rule: str) -> str:
    """A rule citation as the reader sees it: ``R7``, ``R5d, ruling``, ``house rule``."""
    if rule.startswith("option:"):
        return QCoreApplication.translate("Log", "house rule")
    number, _, ruling = rule.partition("/")
    shown = QCoreApplication.translate("Log", "R{number}").format(number=number.removeprefix("R"))
    if ruling:
        shown = QCoreApplication.translate("Log", "{rule}, ruling").format(rule=shown)
    return shown


def balls_text(balls: Iterable[int]) -> str:
    """``3``, ``3 and 5``, ``2, 3 and 5``."""
    numbers = [str(ball) for ball in sorted(balls)]
    if len(numbers) <= 1:
        return "".join(numbers)
    return QCoreApplication.translate("Log", "{first} and {last}").format(
        first=", ".join(numbers[:-1]), last=numbers[-1]
    )


def foul_reason_text(reason: str) -> str:
    """A standard foul reason in words; any other text as the operator typed it."""
    texts = {
        FoulReason.MOVED_OBSTRUCTING_BALL: QCoreApplication.translate(
            "Log", "moved an obstructing ball on a jump or massé"
        ),
        FoulReason.BALL_TOUCHED: QCoreApplication.translate("Log", "ball touched"),
        FoulReason.DOUBLE_HIT: QCoreApplication.translate("Log", "double hit or push shot"),
        FoulReason.NO_FOOT_ON_FLOOR: QCoreApplication.translate("Log", "no foot on the floor"),
        FoulReason.OTHER: QCoreApplication.translate("Log", "other foul"),
    }
    try:
        return texts[FoulReason(reason)]
    except ValueError:
        return reason


def win_reason_text(reason: WinReason | str | None) -> str:
    """How a frame was won, in a few words (for the sheet's table and the banner)."""
    if reason is None:
        return ""
    texts = {
        WinReason.NINE_ON_BREAK: QCoreApplication.translate("Log", "9 on the break"),
        WinReason.NINE_LEGAL: QCoreApplication.translate("Log", "9 on a legal shot"),
        WinReason.THREE_FOULS: QCoreApplication.translate("Log", "three fouls"),
        WinReason.CONCESSION: QCoreApplication.translate("Log", "concession"),
    }
    return texts[WinReason(reason)]


def _name(names: Sequence[str], player: int | None) -> str:
    if player is None:
        return ""
    return names[player] if player < len(names) and names[player] else f"#{player + 1}"


def describe_event(event: Event, names: Sequence[str]) -> str:
    """One event as a sentence, without the citation."""
    name = _name(names, event.player)
    balls = balls_text(event.balls)
    code = event.code
    if code is Code.BREAK_LEGAL:
        return QCoreApplication.translate("Log", "Legal break.")
    if code is Code.BREAK_DRY:
        return QCoreApplication.translate("Log", "Nothing pocketed on the break.")
    if code is Code.POCKETED:
        if len(event.balls) == 1:
            return QCoreApplication.translate("Log", "{name} pocketed ball {balls}.").format(
                name=name, balls=balls
            )
        return QCoreApplication.translate("Log", "{name} pocketed balls {balls}.").format(
            name=name, balls=balls
        )
    if code is Code.MISS:
        return QCoreApplication.translate("Log", "{name} missed: nothing pocketed.").format(
            name=name
        )
    if code is Code.CONTINUES:
        return QCoreApplication.translate("Log", "{name} stays at the table.").format(name=name)
    if code is Code.TURN_PASSED:
        return QCoreApplication.translate(
            "Log", "{name} comes to the table and plays the balls as they lie."
        ).format(name=name)
    if code is Code.FOUL_NO_CONTACT:
        return QCoreApplication.translate("Log", "Foul — the cue ball hit no ball.")
    if code is Code.FOUL_WRONG_BALL:
        hit, lowest = (*event.balls, 0, 0)[:2]
        return QCoreApplication.translate(
            "Log", "Foul — wrong ball first: the {hit} before the {lowest}."
        ).format(hit=hit, lowest=lowest)
    if code is Code.FOUL_NO_RAIL:
        return QCoreApplication.translate("Log", "Foul — no ball reached a rail.")
    if code is Code.FOUL_BREAK_TOO_FEW_RAILS:
        return QCoreApplication.translate(
            "Log", "Foul — nothing pocketed on the break and fewer than four balls reached a rail."
        )
    if code is Code.FOUL_SCRATCH:
        return QCoreApplication.translate("Log", "Foul — cue ball pocketed.")
    if code is Code.FOUL_CUE_OFF_TABLE:
        return QCoreApplication.translate("Log", "Foul — cue ball off the table.")
    if code is Code.FOUL_OBJECT_OFF_TABLE:
        if len(event.balls) == 1:
            return QCoreApplication.translate("Log", "Foul — ball {balls} off the table.").format(
                balls=balls
            )
        return QCoreApplication.translate("Log", "Foul — balls {balls} off the table.").format(
            balls=balls
        )
    if code is Code.FOUL_RECORDED:
        return QCoreApplication.translate("Log", "Foul — {reason}.").format(
            reason=foul_reason_text(event.detail)
        )
    if code is Code.FOUL_BETWEEN_SHOTS:
        return QCoreApplication.translate("Log", "Foul between shots — {reason}.").format(
            reason=foul_reason_text(event.detail)
        )
    if code is Code.FOUL_COUNTED:
        # Spelled out per count rather than with a plural form: the count is 1 or 2 except
        # when a house rule turns R12 off, and each language words these differently.
        if event.number == 1:
            return QCoreApplication.translate(
                "Log", "It counts as one foul: the first in a row for {name}."
            ).format(name=name)
        if event.number == 2:
            return QCoreApplication.translate(
                "Log", "It counts as one foul: the second in a row for {name}."
            ).format(name=name)
        return QCoreApplication.translate(
            "Log", "It counts as one foul: fouls in a row for {name}: {n}."
        ).format(name=name, n=event.number)
    if code is Code.BALLS_STAY_DOWN:
        if len(event.balls) == 1:
            return QCoreApplication.translate("Log", "Ball {balls} stays down.").format(balls=balls)
        return QCoreApplication.translate("Log", "Balls {balls} stay down.").format(balls=balls)
    if code is Code.BALLS_LEAVE_PLAY:
        if len(event.balls) == 1:
            return QCoreApplication.translate(
                "Log", "Ball {balls} leaves play and is not spotted."
            ).format(balls=balls)
        return QCoreApplication.translate(
            "Log", "Balls {balls} leave play and are not spotted."
        ).format(balls=balls)
    if code is Code.NINE_SPOTTED:
        return QCoreApplication.translate("Log", "The 9 is spotted.")
    if code is Code.BALL_IN_HAND:
        return QCoreApplication.translate("Log", "{name} has ball in hand.").format(name=name)
    if code is Code.PUSH_OUT_AVAILABLE:
        return QCoreApplication.translate("Log", "{name} may push out.").format(name=name)
    if code is Code.PUSH_OUT:
        return QCoreApplication.translate("Log", "{name} pushed out.").format(name=name)
    if code is Code.PUSH_OUT_CHOICE:
        return QCoreApplication.translate(
            "Log", "{name} chooses: shoot, or pass the shot back."
        ).format(name=name)
    if code is Code.PUSH_OUT_ACCEPTED:
        return QCoreApplication.translate(
            "Log", "{name} shoots from the position as it lies."
        ).format(name=name)
    if code is Code.PUSH_OUT_PASSED:
        return QCoreApplication.translate("Log", "{name} passes the shot back.").format(name=name)
    if code is Code.FOULS_RESET:
        return QCoreApplication.translate(
            "Log", "{name}'s count of fouls in a row starts again."
        ).format(name=name)
    if code is Code.WARNING_TWO_FOULS:
        return QCoreApplication.translate(
            "Log", "WARNING: {name} has two fouls in a row; a third loses the frame."
        ).format(name=name)
    if code is Code.FRAME_WON:
        return QCoreApplication.translate("Log", "{name} wins the frame: {how}.").format(
            name=name, how=win_reason_text(event.detail)
        )
    if code is Code.STALEMATE:
        return QCoreApplication.translate("Log", "Stalemate: re-rack, {name} breaks again.").format(
            name=name
        )
    if code is Code.MATCH_WON:
        return QCoreApplication.translate("Log", "{name} wins the match.").format(name=name)
    raise ValueError(f"no text for event code {code!r}")  # pragma: no cover - every code has one


def describe_event_cited(event: Event, names: Sequence[str]) -> str:
    """One event as a sentence followed by its rule, e.g. ``Foul — cue ball pocketed. (R6)``."""
    rule = cite(event.rule)
    if event.code is Code.FOUL_COUNTED:
        # R6 makes it one foul; R12 is what counts them in a row.
        rule = QCoreApplication.translate("Log", "{first}, {second}").format(
            first=rule, second=cite("R12")
        )
    return QCoreApplication.translate("Log", "{sentence} ({rule})").format(
        sentence=describe_event(event, names), rule=rule
    )


# Events that only restate what another event of the same entry already says.
_QUIET = frozenset({Code.CONTINUES})


def describe_entry(entry: LogEntry, names: Sequence[str]) -> list[str]:
    """Every event of a log entry as a cited sentence, in order."""
    return [
        describe_event_cited(event, names) for event in entry.events if event.code not in _QUIET
    ]


def describe_entry_text(entry: LogEntry, names: Sequence[str]) -> str:
    """A log entry as one paragraph."""
    return " ".join(describe_entry(entry, names))


def describe_action(action: Action, player: int, names: Sequence[str]) -> str:
    """What the operator entered, in words: the facts, not the ruling."""
    name = _name(names, player)
    if isinstance(action, Shot):
        facts: list[str] = []
        if action.push_out:
            # R5c: on a push-out what the cue ball hits first does not matter
            facts.append(QCoreApplication.translate("Log", "push-out"))
        elif action.first_contact is None:
            facts.append(QCoreApplication.translate("Log", "no contact"))
        else:
            facts.append(
                QCoreApplication.translate("Log", "hit the {ball} first").format(
                    ball=action.first_contact
                )
            )
        if action.pocketed:
            facts.append(
                QCoreApplication.translate("Log", "pocketed {balls}").format(
                    balls=balls_text(action.pocketed)
                )
            )
        if action.balls_to_rail:
            facts.append(
                QCoreApplication.translate("Log", "{n} balls to a rail").format(
                    n=action.balls_to_rail
                )
            )
        if not action.rail:
            facts.append(QCoreApplication.translate("Log", "no rail"))
        if action.scratch:
            facts.append(QCoreApplication.translate("Log", "scratch"))
        if action.cue_off_table:
            facts.append(QCoreApplication.translate("Log", "cue ball off the table"))
        if action.jumped:
            facts.append(
                QCoreApplication.translate("Log", "{balls} off the table").format(
                    balls=balls_text(action.jumped)
                )
            )
        facts.extend(foul_reason_text(reason) for reason in action.fouls)
        return QCoreApplication.translate("Log", "{name}: {facts}").format(
            name=name, facts=", ".join(facts)
        )
    if isinstance(action, AcceptPushOut):
        return QCoreApplication.translate("Log", "{name} accepts the push-out.").format(name=name)
    if isinstance(action, PassPushOut):
        return QCoreApplication.translate("Log", "{name} passes the push-out back.").format(
            name=name
        )
    if isinstance(action, FoulBetweenShots):
        return QCoreApplication.translate("Log", "{name}: foul between shots ({reason})").format(
            name=name, reason=foul_reason_text(action.reason)
        )
    if isinstance(action, Concession):
        text = QCoreApplication.translate(
            "Log", "{name} loses the frame (concession or infraction)"
        ).format(name=_name(names, action.player))
        return text + (f": {action.reason}" if action.reason else "")
    if isinstance(action, Stalemate):
        return QCoreApplication.translate("Log", "Stalemate declared.")
    raise ValueError(f"not an action: {action!r}")  # pragma: no cover


def describe_frame_won(entry: LogEntry, names: Sequence[str]) -> str | None:
    """The headline for an entry that ended a frame, or ``None``: who won, how, and the rule.

    A legal 9 whose shot hit another ball first is told as a combination or carom: that is a
    fact of the shot the operator marked, not a separate ruling (R1 allows both).
    """
    event = entry.find(Code.FRAME_WON)
    if event is None or event.player is None:
        return None
    winner = _name(names, event.player)
    loser = _name(names, 1 - event.player)
    reason = WinReason(event.detail)
    if reason is WinReason.NINE_ON_BREAK:
        text = QCoreApplication.translate("Log", "{winner} wins the frame: the 9 on the break.")
    elif reason is WinReason.NINE_LEGAL:
        action = entry.action
        if isinstance(action, Shot) and action.first_contact not in (None, 9):
            text = QCoreApplication.translate(
                "Log", "{winner} wins the frame: the 9 on a combination or carom."
            )
        else:
            text = QCoreApplication.translate(
                "Log", "{winner} wins the frame: the 9 on a legal shot."
            )
    elif reason is WinReason.THREE_FOULS:
        text = QCoreApplication.translate(
            "Log", "{loser} loses the frame: three fouls in a row. ({rule}) {winner} wins it."
        )
    else:
        text = QCoreApplication.translate(
            "Log", "{loser} loses the frame by concession or ruling. ({rule}) {winner} wins it."
        )
    if reason in (WinReason.NINE_ON_BREAK, WinReason.NINE_LEGAL):
        text = QCoreApplication.translate("Log", "{sentence} ({rule})").format(
            sentence=text, rule="{rule}"
        )
    return text.format(winner=winner, loser=loser, rule=cite(event.rule))


def describe_match_won(entry: LogEntry, names: Sequence[str], score: tuple[int, int]) -> str | None:
    """The headline for an entry that won the match, with the winner's score first."""
    event = entry.find(Code.MATCH_WON)
    if event is None or event.player is None:
        return None
    winner = event.player
    return QCoreApplication.translate("Log", "{name} wins the match {won}–{lost}.").format(
        name=_name(names, winner), won=score[winner], lost=score[1 - winner]
    )
