"""The feed's answers as JSON, in the language a request asks for.

Every value comes from the presenter's view for the public
(:func:`ninescore.scoring.live.live_view`, made once per change and language:
:meth:`~.hub.LiveMatch.view`) and the record's facts; every word is made inside
:func:`ninescore.describe.language.in_language`, so the server can answer in Russian while the
window goes on in its own language.
"""

from __future__ import annotations

import math
import re
import time
from functools import lru_cache

from ninescore.describe import live as live_words
from ninescore.describe import status_text
from ninescore.describe.language import in_language
from ninescore.scoring.live import LiveClock, LiveView

from .hub import Departure, LiveMatch
from .model import (
    Badge,
    ClockRules,
    Frame,
    Gone,
    LastAction,
    MatchState,
    Player,
    Reset,
    ShotClock,
    TableEntry,
    Tables,
)


# The words of a match's facts, the same for every change of it: made once per language and
# kept, not again for each event on the server's loop.
@lru_cache(maxsize=1024)
def _table_text(lang: str, table: str) -> str:
    with in_language(lang):
        return live_words.table_text(table)


@lru_cache(maxsize=16)
def _status_text(lang: str, status: str) -> str:
    with in_language(lang):
        return status_text(status)


def match_state(live: LiveMatch, lang: str) -> MatchState:
    """The full state of one match (``GET /api/v1/matches/{id}``)."""
    view = live.view(lang)
    with in_language(lang):
        return _match_state(live, view, lang)


def _match_state(live: LiveMatch, view: LiveView, lang: str) -> MatchState:
    info = live.info
    last = view.last_action
    return MatchState(
        id=info.id,
        sequence=live.sequence,
        lang=lang,  # type: ignore[arg-type]
        table=info.table,
        table_text=_table_text(lang, info.table),
        event=info.event,
        round=info.round,
        referee=info.referee,
        status=info.status,
        status_text=_status_text(lang, info.status),
        created=info.created,
        updated=info.updated,
        players=[
            Player(
                name=player.name,
                score=player.score,
                race_to=player.race_to,
                fouls_in_row=player.fouls_in_row,
                warning=player.warning,
                at_table=player.at_table,
                breaker=player.breaker,
                winner=player.winner,
                badges=[Badge(kind=b.badge.value, text=b.text) for b in player.badges],
            )
            for player in view.players
        ],
        race_text=view.race_text,
        frame=Frame(
            number=view.frame_number,
            text=view.frame_text,
            breaker=view.breaker or 0,
            is_break=view.is_break,
            on_table=sorted(view.on_table),
            ball_in_hand=view.ball_in_hand,
            push_out_allowed=view.push_out_allowed,
            push_out_pending=view.push_out_pending,
        ),
        to_shoot=view.to_shoot,
        turn_text=view.turn_text,
        warning=view.warning,
        warning_text=view.warning_text,
        banner=view.banner,
        winner=view.match_winner,
        last_action=None
        if last is None
        else LastAction(player=last.player, facts=last.facts, ruling=last.ruling),
        shot_clock=None if view.clock is None else shot_clock(view.clock, live.made_at),
    )


def shot_clock(clock: LiveClock, made_at: float, now: float | None = None) -> ShotClock:
    """The clock's part of a state.  A running clock's time left is as of ``now`` (the
    answer's moment), not of ``made_at`` (when the window made the state): a page that
    connects in the middle of a shot counts down from the right second."""
    left, shown, text = clock.remaining, clock.shown, clock.text
    if clock.running and left is not None and not clock.expired:
        age = max(0.0, (time.monotonic() if now is None else now) - made_at)
        left = max(0.0, left - age)
        shown = math.ceil(left)
        text = str(shown)
    rules = clock.rules
    return ShotClock(
        rules=ClockRules(
            seconds=rules.seconds,
            warning=rules.warning,
            extension=rules.extension,
            extensions_per_frame=rules.extensions_per_frame,
            after_break=rules.after_break,
            after_push_out=rules.after_push_out,
        ),
        extensions_left=list(clock.extensions_left),
        extensions_text=list(clock.extension_texts),
        counting=clock.counting,
        phase=None if clock.phase is None else clock.phase.value,
        face=clock.face.value,
        running=clock.running,
        limit=clock.limit,
        left=None if left is None else round(left, 3),
        shown=shown,
        text=text,
        caption=clock.caption,
        warning=clock.warning,
        expired=clock.expired,
        extended=clock.extended,
    )


def match_json(live: LiveMatch, lang: str) -> bytes:
    return match_state(live, lang).model_dump_json().encode("utf-8")


def table_entry(live: LiveMatch, lang: str) -> TableEntry:
    """One line of the tables list."""
    view = live.view(lang)
    with in_language(lang):
        info = live.info
        at_table = "" if view.to_shoot is None else view.players[view.to_shoot].name
        return TableEntry(
            id=info.id,
            sequence=live.sequence,
            table=info.table,
            table_text=_table_text(lang, info.table),
            event=info.event,
            round=info.round,
            players=[player.name for player in view.players],
            race_to=[player.race_to for player in view.players],
            race_text=view.race_text,
            score=[player.score for player in view.players],
            frame=view.frame_number,
            status=info.status,
            status_text=_status_text(lang, info.status),
            to_shoot=view.to_shoot,
            at_table=at_table,
            warning=view.warning,
            updated=info.updated,
        )


def tables_json(sequence: int, matches: list[LiveMatch], lang: str) -> bytes:
    """``GET /api/v1/tables``: sorted by table (numbers in number order), then newest first."""
    ordered = sorted(
        matches, key=lambda m: (table_order(m.info.table), -m.info.updated.timestamp())
    )
    entries = [m.rendered("table", lang, table_entry) for m in ordered]
    tables = Tables(sequence=sequence, lang=lang, tables=entries)  # type: ignore[arg-type]
    return tables.model_dump_json().encode("utf-8")


_NUMBER = re.compile(r"(\d+)")


def table_order(table: str) -> tuple[int, list[object]]:
    """Tables in the order a person counts them: 2 before 10, named ones after the numbers,
    and matches without a table last."""
    text = table.strip().casefold()
    if not text:
        return (2, [])
    parts: list[object] = [int(p) if p.isdigit() else p for p in _NUMBER.split(text) if p]
    return (0 if isinstance(parts[0], int) else 1, parts)


def gone_json(departure: Departure) -> bytes:
    return Gone(id=departure.id, sequence=departure.sequence).model_dump_json().encode("utf-8")


def reset_json(sequence: int) -> bytes:
    return Reset(sequence=sequence).model_dump_json().encode("utf-8")
