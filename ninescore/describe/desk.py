"""The words of the tournament desk: its cards, its lists and its results file."""

from __future__ import annotations

from ._translation import _tr
from .words import Heading, heading


def playing_text() -> str:
    return _tr("Desk", "Playing")


def finished_text() -> str:
    return _tr("Desk", "Match over")


def abandoned_text() -> str:
    return _tr("Desk", "Left unfinished")


def free_text() -> str:
    """A table with no match today, or whose last match is over: free for the next one."""
    return _tr("Desk", "Free")


def quiet_text(minutes: int) -> str:
    """A match in progress whose file has not changed for a while."""
    # "min", not a plural: lupdate does not see the plurals of this package's _tr.
    return _tr("Desk", "Quiet for {minutes} min").format(minutes=minutes)


def updated_text(time: str) -> str:
    return _tr("Desk", "Last update {time}").format(time=time)


def at_table_text(name: str) -> str:
    return _tr("Desk", "At the table: {name}").format(name=name)


def score_text(first: int, second: int) -> str:
    return _tr("Desk", "{first} : {second}").format(first=first, second=second)


def race_text(first: int, second: int) -> str:
    if first == second:
        return _tr("Desk", "race to {race}").format(race=first)
    return _tr("Desk", "race to {first}/{second}").format(first=first, second=second)


def players_text(first: str, second: str) -> str:
    return _tr("Desk", "{first} – {second}").format(first=first, second=second)


def assignment_text(first: str, second: str, race: tuple[int, int]) -> str:
    """The offer on a table's start screen (and the desk's card): one tap starts it."""
    return _tr("Desk", "From the desk: {players}, {race}").format(
        players=players_text(first, second), race=race_text(*race)
    )


def waiting_assignment_text(first: str, second: str, race: tuple[int, int]) -> str:
    """On the desk's card: sent to the table, not started there yet."""
    return _tr("Desk", "Next: {players}, {race} (not started)").format(
        players=players_text(first, second), race=race_text(*race)
    )


def sheet_waiting_text() -> str:
    return _tr("Desk", "Sheet to print")


def sheet_printed_text() -> str:
    return _tr("Desk", "Sheet printed")


def conflict_text(count: int) -> str:
    """Over the desk's cards when a match was changed on two machines."""
    return _tr(
        "Desk", "Changed on two machines, waiting for a person to choose a version: {count}"
    ).format(count=count)


def version_text(actions: int, updated: str, where: str) -> str:
    """One version of a conflicting match, side by side with the other."""
    return _tr("Desk", "Actions: {count}; last saved {updated}, {where}").format(
        count=actions, updated=updated, where=where
    )


def unreadable_version_text(problem: str) -> str:
    return _tr("Desk", "Cannot be read: {problem}").format(problem=problem)


def this_file_text() -> str:
    return _tr("Desk", "the match file")


def copy_from_text(device: str) -> str:
    return _tr("Desk", "conflict copy from {device}").format(device=device or "?")


def machine_action_text() -> str:
    """The button and the menu entry of this machine's table and sharing."""
    return _tr("Desk", "This machine…")


def results_headers() -> list[str]:
    """The columns of the day's results (CSV)."""
    return [
        heading(Heading.TABLE),
        heading(Heading.EVENT),
        heading(Heading.ROUND),
        _tr("Desk", "Name A"),
        _tr("Desk", "Name B"),
        _tr("Desk", "Frames A"),
        _tr("Desk", "Frames B"),
        _tr("Desk", "Race A"),
        _tr("Desk", "Race B"),
        heading(Heading.WINNER),
        heading(Heading.STATUS),
        _tr("Desk", "Started"),
        _tr("Desk", "Last update"),
        _tr("Desk", "Match id"),
    ]


def desk_file_left_out_text(problem: str) -> str:
    """One of the desk's own files (an assignment, the printed marks) that could not be read:
    ``problem`` is its name and why; the desk goes on without it."""
    return _tr("Desk", "Left out of the desk (not readable): {problem}").format(problem=problem)
