"""The words of a tournament on the room's screens: the feed's bracket page and board, and the
spectator screen's "next at this table".  The queue's lines themselves ("Now calling: …",
"Up next: …") are the desk's (:mod:`.calling`)."""

from __future__ import annotations

from ._translation import _tr
from .calling import now_calling_text, up_next_text
from .desk import players_text


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
        "standings": _tr("Room", "Standings"),
        "zoom_in": _tr("Room", "Zoom in"),
        "zoom_out": _tr("Room", "Zoom out"),
        "zoom_fit": _tr("Room", "Fit to the screen"),
    }


__all__ = ["next_at_table_text", "now_calling_text", "page_words", "up_next_text"]
