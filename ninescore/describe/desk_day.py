"""The words of the tournament day at the desk window: the entrants and their check-in, the
draw, the tables and the calls, the desk's questions, corrections and the phones' cards."""

from __future__ import annotations

from ._translation import _tr
from .bidi import isolated
from .calling import called_ago_text, conflict_values
from .calling import conflict_text as calling_conflict_text
from .desk import players_text
from .live import table_text


def day_file_text(path: str, reason: str) -> str:
    return _tr(
        "DeskDay", "The desk's day in {file} cannot be read ({reason}); the desk starts a new one."
    ).format(file=path, reason=reason)


def day_not_saved_text(path: str, reason: str) -> str:
    return _tr(
        "DeskDay", "The desk's day cannot be saved in {file} ({reason}); the old one is intact."
    ).format(file=path, reason=reason)


def entered_already_text(names: list[str]) -> str:
    return _tr("DeskDay", "Already entered, so left out: {names}.").format(
        names=", ".join(isolated(name) for name in names)
    )


def bad_rating_text(text: str) -> str:
    return _tr("DeskDay", "{text} is not a rating; write a number, such as 612.").format(
        text=repr(text)
    )


def no_name_text() -> str:
    return _tr("DeskDay", "Give the tournament a name first.")


def draw_first_text() -> str:
    return _tr("DeskDay", "Make the draw first, then start the tournament.")


def bad_tables_text(text: str) -> str:
    return _tr(
        "DeskDay", "{text} is not a list of tables; write them as 1-16, or 1,3,5-8, or TV."
    ).format(text=repr(text))


def call_not_written_text(reason: str) -> str:
    return _tr("DeskDay", "The call cannot be written to the shared folder: {reason}.").format(
        reason=reason
    )


def nothing_to_call_text() -> str:
    return _tr("DeskDay", "No match can be called now: none is ready, or no table is free.")


def checked_in_count_text(present: int, entrants: int) -> str:
    return _tr("DeskDay", "Checked in: {present} of %n", None, entrants).format(present=present)


def check_in_hint_text() -> str:
    return _tr(
        "DeskDay", "Tap a name when the player reports to the desk; tap again to take it back."
    )


def seeding_hint_text() -> str:
    return _tr("DeskDay", "Drag a name up or down: the list's order is the seeding (seed 1 first).")


def absent_out_text(count: int) -> str:
    return _tr(
        "DeskDay", "Not checked in when the draw closes: left out of the draw (%n now)", None, count
    )


def absent_bye_text(count: int) -> str:
    return _tr(
        "DeskDay",
        "Not checked in when the draw closes: kept in, their first match their opponent's by "
        "forfeit (%n now)",
        None,
        count,
    )


def preview_text(summary: str) -> str:
    return _tr("DeskDay", "The draw: {summary}. Not saved until the tournament is started.").format(
        summary=summary
    )


def running_text(summary: str) -> str:
    return _tr("DeskDay", "Running: {summary}.").format(summary=summary)


def table_state_text(state: str) -> str:
    """A table's tile: ``free``, ``called``, ``playing``, ``unfinished``, ``out`` or
    ``reserved``."""
    match state:
        case "called":
            return _tr("DeskDay", "called")
        case "playing":
            return _tr("DeskDay", "playing")
        case "out":
            return _tr("DeskDay", "taken out")
        case "reserved":
            return _tr("DeskDay", "kept for the final")
        case "unfinished":
            return _tr("DeskDay", "match left unfinished")
    return _tr("DeskDay", "free")


def table_tile_text(table: str, state: str) -> str:
    return f"{isolated(table_text(table))} — {table_state_text(state)}"


def late_line_text(match_id: int, table: str, first: str, second: str, minutes: int) -> str:
    late = called_ago_text(minutes)
    return _tr("DeskDay", "Match {number} at {table}: {players}, {late}, not started.").format(
        number=match_id, table=table_text(table), players=players_text(first, second), late=late
    )


def forfeit_question_text(match_id: int, table: str, minutes: int) -> str:
    late = _tr("DeskDay", "%n minute(s)", None, minutes)
    return _tr(
        "DeskDay",
        "Match {number} was called to {table} {late} ago and has not started. Who is not "
        "there? That player loses the match by forfeit.",
    ).format(number=match_id, table=table_text(table), late=late)


def forfeit_button_text(name: str) -> str:
    return _tr("DeskDay", "{name} is absent").format(name=name)


def forfeit_done_text(match_id: int, winner: str) -> str:
    return _tr("DeskDay", "Match {number} goes to {winner} by forfeit.").format(
        number=match_id, winner=winner
    )


def undo_question_text(match_id: int, line: str) -> str:
    return _tr(
        "DeskDay", "Undo the result of match {number} ({line})? It is played or given again."
    ).format(number=match_id, line=line)


def correct_heading_text(match_id: int, first: str, second: str) -> str:
    return _tr("DeskDay", "The result of match {number}: {players}").format(
        number=match_id, players=players_text(first, second)
    )


def wins_text(name: str) -> str:
    return _tr("DeskDay", "{name} wins").format(name=name)


def conflicts_heading_text(count: int) -> str:
    return _tr(
        "DeskDay",
        "%n table file(s) the bracket did not take: a person decides",
        None,
        count,
    )


def tokens_file_text(path: str, reason: str) -> str:
    return _tr("DeskDay", "The phones' tokens cannot be read or kept in {file}: {reason}.").format(
        file=path, reason=reason
    )


def tokens_follow_text() -> str:
    return _tr(
        "DeskDay",
        "Phones score through 'ninescore serve --score' on this machine; a token made or "
        "withdrawn here counts there at once.",
    )


def withdrawn_token_text(table: str) -> str:
    return _tr("DeskDay", "The token of {table} scores nothing from now on.").format(
        table=table_text(table)
    )


def new_tournament_question_text(name: str) -> str:
    return _tr(
        "DeskDay",
        "The desk stops running {name}: its file, results and standings stay as they are, and "
        "a new list of entrants begins.",
    ).format(name=name)


def withdraw_question_text(table: str) -> str:
    return _tr(
        "DeskDay",
        "The printed card of {table} will score nothing once the server starts again; a new "
        "token and card can be made after.",
    ).format(table=table_text(table))


def bad_address_text(text: str) -> str:
    return _tr(
        "DeskDay", "{text} is not an address a phone can open; write it as http://192.168.1.5:8909."
    ).format(text=repr(text))


def keep_it_text() -> str:
    """The default button of a question whose "yes" takes something away."""
    return _tr("DeskDay", "No, keep it")


def conflict_text(
    kind: str, match_id: int, table: str, first: str, second: str, score: tuple[int, int]
) -> str:
    """A table's file the bracket did not take, as the desk window says it: what to do is a
    tap on the bracket (Results), not a command (``describe.calling.conflict_text``)."""
    values = conflict_values(match_id, table, first, second, score)
    match kind:
        case "changed":
            text = _tr(
                "DeskDay",
                "Match {number} at {table} ({players}, now {score}) was changed or left "
                "unfinished after its result was taken in: correct the result under Results, or "
                "keep it.",
            )
        case "unfinished":
            text = _tr(
                "DeskDay",
                "Match {number} at {table} ({players}, {score}) was left unfinished: take it up "
                "again at the table, or give its result under Results.",
            )
        case "players":
            text = _tr(
                "DeskDay",
                "The match at {table} ({players}) says it is match {number}, whose players are "
                "others: give match {number}'s result under Results.",
            )
        case _:
            return calling_conflict_text(kind, match_id, table, first, second, score)
    return text.format(**values)


def group_row_text(place: int, name: str, won: int, lost: int, racks: tuple[int, int]) -> str:
    """A row of a group's table under its matches on the desk's bracket."""
    return _tr(
        "DeskDay", "{place}. {name} — won {won}, lost {lost}, racks {racks_won}:{racks_lost}"
    ).format(place=place, name=name, won=won, lost=lost, racks_won=racks[0], racks_lost=racks[1])


def print_title_text(kind: str) -> str:
    """The print dialog's title for ``kind`` ("bracket" or "day") of a tournament."""
    if kind == "bracket":
        return _tr("DeskDay", "Print the bracket")
    return _tr("DeskDay", "Print the results of the day")


def print_preview_title_text(kind: str) -> str:
    if kind == "bracket":
        return _tr("DeskDay", "Bracket — print preview")
    return _tr("DeskDay", "Results of the day — print preview")


def print_document_text(kind: str, name: str) -> str:
    """The print queue's name of the job: the tournament's ``name`` and what it is."""
    if kind == "bracket":
        return _tr("DeskDay", "Bracket of {name}").format(name=name)
    return _tr("DeskDay", "Results of the day of {name}").format(name=name)


def print_bracket_text() -> str:
    """The button that prints the bracket, on the draw's screen and the results'."""
    return _tr("DeskDay", "Print the bracket…")
