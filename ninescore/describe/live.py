"""The words of the live views: the spectator screen and the feed's pages.

The situation of the frame (who breaks, ball in hand, the warning, a frame won) is worded by the
scoring screens' own functions (:mod:`.scoring`, :mod:`.events`); these are only the few words a
view for the public adds: one-line captions, and the labels of the pages served to a stream or
the room's TV, which get them already translated, in the language they asked for.
"""

from __future__ import annotations

from ninescore.rules.reasons import FoulReason

from ._translation import _tr
from .bidi import isolated
from .clock import shot_taken_caption
from .scoring import concede_text
from .words import foul_reason_text


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
        **score_page_words(),
    }


def score_page_words() -> dict[str, str]:
    """The labels of the scoring page (``/score``, a phone at the table)."""
    return {
        "score_commit": _tr("Live", "Commit"),
        "score_undo": _tr("Live", "Undo"),
        "score_scratch": _tr("Live", "Cue ball pocketed"),
        "score_no_rail": _tr("Live", "No rail after contact"),
        "score_push_out": _tr("Live", "Declare a push-out"),
        "score_accept_push_out": _tr("Live", "Shoot after the push-out"),
        "score_pass_push_out": _tr("Live", "Pass it back"),
        "score_ball": _tr("Live", "Ball {ball}"),
        "score_no_match": _tr("Live", "No match is being played at this table."),
        "score_not_saved": _tr("Live", "Not saved yet: {count} waiting for the network."),
        "score_conflict": _tr(
            "Live", "Someone else scored this match meanwhile: it is shown as it is now."
        ),
        "score_foul_reason": _tr("Live", "Foul on this shot (R11), for:"),
        "score_no_foul": _tr("Live", "no foul"),
        "score_foul_between": _tr("Live", "Foul between shots (R12)"),
        "score_new_match": _tr("Live", "Start a match at this table"),
        "score_first_player": _tr("Live", "Player who breaks first"),
        "score_second_player": _tr("Live", "The other player"),
        "score_race_to": _tr("Live", "Frames to win"),
        "score_start": _tr("Live", "Start scoring it"),
        "score_clock": shot_clock_label(),
        "score_clock_start": _tr("Live", "▶ Start"),
        "score_clock_pause": _tr("Live", "▮▮ Pause"),
        "score_clock_reset": _tr("Live", "↺ Reset"),
        "score_shot_taken": shot_taken_caption(None),
        "score_extension": _tr("Live", "Extension {extension}"),
        "score_time_foul": _tr("Live", "Time foul (R14)"),
        "score_end_frame": _tr("Live", "End the frame"),
        "score_concede": concede_text("{name}"),
        # The window's menu item (the key map's), in its words.
        "score_stalemate": _tr("MainWindow", "Stalemate: re-rack"),
        "score_ask_failed": _tr(
            "Live",
            "The server cannot be reached: this needs its answer first. Try again when the "
            "network is back.",
        ),
        **{f"score_reason_{reason.value}": foul_reason_text(reason) for reason in FoulReason},
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
    parts = [isolated(part.strip()) for part in (event, round) if part.strip()]
    if table.strip():
        parts.append(isolated(table_text(table)))
    return "  ·  ".join(parts)


def match_refused_text(reason: str) -> str:
    """Scoring from a phone: a new match the rules refuse (a race of 0, the same name twice)."""
    from .errors import match_not_started_text

    return match_not_started_text(reason)


def other_table_text() -> str:
    """Scoring from a phone: a table's token used for another table's match."""
    return _tr("Live", "This token scores another table's matches, not this one.")


def no_such_profile_text() -> str:
    """Scoring from a phone: a new match with rules the program does not know."""
    return _tr("Live", "There are no such rules: choose seed, wpa or tv.")


def stale_count_text(seen: int, count: int) -> str:
    """Scoring from a phone: it sent an action after a count the match has no longer."""
    return _tr(
        "Live",
        "The match has changed: %n action(s) now, not {seen}. Someone else scored it, or an "
        "answer was lost; look at the match before going on.",
        None,
        count,
    ).format(seen=seen)


def scored_elsewhere_text() -> str:
    """Scoring from a phone: the match is being scored in a ninescore window."""
    return _tr("Live", "This match is being scored in a ninescore window; score it there.")


def no_such_assignment_text() -> str:
    """Scoring from a phone: a match started from an assignment the desk no longer has."""
    return _tr("Live", "The desk has no such assignment (it may have been taken back).")


def assignment_started_text() -> str:
    """Scoring from a phone: the desk's assignment was started already (by another phone,
    the window)."""
    return _tr("Live", "This match from the desk has been started already; open it instead.")


def bad_request_text(where: str) -> str:
    """Scoring from a phone: a request that is not what the API takes."""
    return _tr("Live", "The request is not one the scoring API takes (at {where}).").format(
        where=where
    )


def card_hint_text() -> str:
    """Under the QR code on a table's card."""
    return _tr("Live", "Scan with the table's phone to score this table's matches.")
