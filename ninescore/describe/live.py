"""The words of the live views: the spectator screen and the feed's pages.

The situation of the frame (who breaks, ball in hand, the warning, a frame won) is worded by the
scoring screens' own functions (:mod:`.scoring`, :mod:`.events`); these are only the few words a
view for the public adds: one-line captions, and the labels of the pages served to a stream or
the room's TV, which get them already translated, in the language they asked for.
"""

from __future__ import annotations

from ._translation import _tr


def table_text(table: str) -> str:
    """A table's name on the board: ``Table 3`` (a name that is not a number stays as it is)."""
    if not table.strip():
        return _tr("Live", "No table")
    if table.strip().isdigit():
        return _tr("Live", "Table {table}").format(table=table.strip())
    return table


def page_words() -> dict[str, str]:
    """The labels of the feed's pages, by the key the pages' script looks them up with."""
    return {
        "board_title": _tr("Live", "Tables"),
        "no_matches": _tr("Live", "No match is being played."),
        "no_match": _tr("Live", "Waiting for a match…"),
        "offline": _tr("Live", "Reconnecting to ninescore…"),
        "balls_on_table": _tr("Live", "Balls on the table"),
        "updated": _tr("Live", "updated {time}"),
        "shot_clock": shot_clock_label(),
        "no_shot_clock": _tr("Live", "This match is not played on the shot clock."),
        "clock_elsewhere": _tr(
            "Live", "The seconds are counted by the scoring window's own feed (View → Live feed)."
        ),
    }


def shot_clock_label() -> str:
    """Over the shot clock (R14) on the spectator screen, and its label on the pages."""
    return _tr("Live", "Time for the shot")


def not_found_text() -> str:
    """A feed's answer to an address it does not serve."""
    return _tr("Live", "Nothing is served at this address.")


def token_needed_text() -> str:
    """A feed's answer to a request without the right token (a feed open beyond this machine)."""
    return _tr(
        "Live", "This feed needs its token: add ?token=… to the address, as the program shows it."
    )


def read_only_text() -> str:
    """A feed's answer to a request that would change something."""
    return _tr("Live", "The live feed is read-only.")


def heading_text(event: str, round: str, table: str) -> str:
    """Over the players: ``Moscow Open · Last 16 · Table 3`` (what is known of it)."""
    parts = [part.strip() for part in (event, round) if part.strip()]
    if table.strip():
        parts.append(table_text(table))
    return "  ·  ".join(parts)
