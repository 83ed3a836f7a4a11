"""The words of a tournament on the room's screens: the feed's bracket page and board, and the
spectator screen's "next at this table".  The queue's lines themselves ("Now calling: …",
"Up next: …") are the desk's (:mod:`.calling`)."""

from __future__ import annotations

from ._translation import _tr
from .calling import now_calling_text, up_next_text
from .desk import players_text


def standings_so_far_text() -> str:
    return _tr("Room", "Standings so far")


def final_standings_text(champion: str) -> str:
    return _tr("Room", "Final standings — champion: {name}").format(name=champion)


def next_at_table_text(first: str, second: str, match_id: int) -> str:
    """The spectator screen, under the match being played: the match called to this table
    after it."""
    return _tr("Room", "Next at this table: {players} (match {number})").format(
        players=players_text(first, second), number=match_id
    )


def page_words() -> dict[str, str]:
    """The labels of the bracket page and of the board's calling lines, by their key."""
    return {
        "bracket_title": _tr("Room", "Bracket"),
        "no_tournament": _tr("Room", "No tournament is being played."),
        "hot_seat": _tr("Room", "Hot seat"),
        "now_calling": _tr("Room", "Now calling"),
        "up_next": _tr("Room", "Up next"),
        "champion": _tr("Room", "Champion"),
        "standings": _tr("Room", "Standings"),
        "zoom_in": _tr("Room", "Zoom in"),
        "zoom_out": _tr("Room", "Zoom out"),
        "zoom_fit": _tr("Room", "Fit to the screen"),
        "match_number": _tr("Room", "Match {number}"),
        "to_come": _tr("Room", "to come"),
        "forfeit": _tr("Room", "forfeit"),
        "state_waiting": _tr("Room", "waiting"),
        "state_ready": _tr("Room", "ready"),
        "state_called": _tr("Room", "called to {table}"),
        "state_playing": _tr("Room", "playing at {table}"),
        "state_done": _tr("Room", "played"),
    }


__all__ = [
    "final_standings_text",
    "next_at_table_text",
    "now_calling_text",
    "page_words",
    "standings_so_far_text",
    "up_next_text",
]
