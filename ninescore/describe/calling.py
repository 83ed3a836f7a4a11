"""The words of the desk's call of a tournament: one line per result taken in, call made, call
withdrawn, late call and conflict; and the room's queue ("Now calling", "Up next")."""

from __future__ import annotations

from ._translation import _tr
from .desk import players_text, score_text
from .live import table_text


def taken_text(match_id: int, table: str, winner: str, score: tuple[int, int]) -> str:
    return _tr("Calling", "Result of match {number} from {table}: {winner} wins {score}.").format(
        number=match_id, table=table_text(table), winner=winner, score=score_text(*score)
    )


def called_text(match_id: int, table: str, first: str, second: str) -> str:
    return _tr("Calling", "Called match {number} to {table}: {players}.").format(
        number=match_id, table=table_text(table), players=players_text(first, second)
    )


def withdrawn_text(match_id: int, table: str) -> str:
    return _tr(
        "Calling",
        "Took back the call of match {number} from {table}: it has a result, or other players.",
    ).format(number=match_id, table=table_text(table))


def called_ago_text(minutes: int) -> str:
    return _tr("Calling", "called %n minute(s) ago", None, minutes)


def late_text(match_id: int, table: str, first: str, second: str, minutes: int) -> str:
    """A call not started: a person may give a forfeit; the caller never does."""
    late = called_ago_text(minutes)
    return _tr(
        "Calling",
        "Match {number} at {table} ({players}) was {late} and has not started: give a forfeit "
        "with 'ninescore tournament result' if a player is absent.",
    ).format(
        number=match_id, table=table_text(table), players=players_text(first, second), late=late
    )


def conflict_values(
    match_id: int, table: str, first: str, second: str, score: tuple[int, int]
) -> dict[str, object]:
    """What a conflict's sentence names, the same at the command line and in the window."""
    return {
        "number": match_id,
        "table": table_text(table),
        "players": players_text(first, second),
        "score": score_text(*score),
    }


def conflict_text(
    kind: str, match_id: int, table: str, first: str, second: str, score: tuple[int, int]
) -> str:
    """A table's file the caller will not take in, for a person (one sentence each)."""
    values = conflict_values(match_id, table, first, second, score)
    match kind:
        case "changed":
            text = _tr(
                "Calling",
                "Conflict: match {number} at {table} ({players}, now {score}) was changed or "
                "left unfinished after its result was taken in; undo the result and give it "
                "again, or keep it.",
            )
        case "unfinished":
            text = _tr(
                "Calling",
                "Match {number} at {table} ({players}, {score}) was left unfinished: take it up "
                "again at the table, or give its result with 'ninescore tournament result'.",
            )
        case "players":
            text = _tr(
                "Calling",
                "Conflict: the match at {table} ({players}) says it is match {number}, whose "
                "players are others; give its result by hand.",
            )
        case "unknown":
            text = _tr(
                "Calling",
                "Conflict: the match at {table} ({players}) says it is match {number}, which the "
                "bracket does not have.",
            )
        case _:
            text = _tr(
                "Calling",
                "Conflict: the match at {table} ({players}) says it is match {number}, which "
                "cannot be played yet.",
            )
    return text.format(**values)


def waiting_check_in_text(match_id: int, name: str) -> str:
    return _tr("Calling", "Match {number} waits for {name} to check in.").format(
        number=match_id, name=name
    )


def waiting_busy_text(match_id: int, name: str) -> str:
    return _tr("Calling", "Match {number} waits: {name} is playing another match.").format(
        number=match_id, name=name
    )


def waiting_table_text(match_id: int) -> str:
    return _tr("Calling", "Match {number} waits for a free table.").format(number=match_id)


def summary_text(taken: int, called: int) -> str:
    results = _tr("Calling", "%n result(s) taken in", None, taken)
    calls = _tr("Calling", "%n match(es) called", None, called)
    return _tr("Calling", "{results}, {calls}.").format(results=results, calls=calls)


def now_calling_text(table: str, first: str, second: str) -> str:
    """The room's board and the desk: a match called to a table, not started yet."""
    return _tr("Calling", "Now calling: {table} — {first} v {second}").format(
        table=table_text(table), first=first, second=second
    )


def up_next_text(first: str, second: str, match_id: int) -> str:
    return _tr("Calling", "Up next: {first} v {second} (match {number})").format(
        first=first, second=second, number=match_id
    )


def queue_heading_text(name: str) -> str:
    return _tr("Calling", "Tournament {name}").format(name=name)


def bad_tables_text(text: str) -> str:
    return _tr(
        "Calling", "{text} is not a list of tables (write them as 1-16, or 1,3,5-8)."
    ).format(text=repr(text))
