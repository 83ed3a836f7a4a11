"""The live feed's JSON API, version 1, as pydantic models: what every answer may contain.

These models build every answer of ``/api/v1/…`` and every Server-Sent Event, and they generate
the published JSON Schema (``docs/feed-api.schema.json``, by ``python -m ninescore.feed.schema``;
a test fails when it is not current), so the documentation cannot drift from what is served.

The values come from :func:`ninescore.scoring.live.live_view`, the presenter's view for the
public, and from the match's record (table, event, round, times); the words in them are in the
language the request asked for (``?lang=ru|en``).  Every text a person typed (a name, an event)
is a JSON string here, never markup: the pages show it as text.
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

API_VERSION: Literal[1] = 1

Status = Literal["in_progress", "finished", "abandoned"]
BadgeKind = Literal[
    "break", "ball_in_hand", "push_out_available", "push_out_choice", "warning", "winner"
]
Ball = Field(ge=1, le=9)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Badge(_Model):
    """A situation shown beside a player's name, as on the scoring window's scoreboard."""

    kind: BadgeKind
    text: str = Field(description="the badge in words, in the language asked for")


class Player(_Model):
    name: str = Field(description="as typed by the operator: show it as text, never as markup")
    score: int = Field(ge=0, description="frames won")
    race_to: int = Field(ge=1, description="frames this player needs to win the match")
    fouls_in_row: int = Field(ge=0, description="fouls in a row in this frame (R12)")
    warning: bool = Field(
        description="at the table with two fouls in a row: a third loses the frame (R12)"
    )
    at_table: bool = Field(description="this player is to shoot (or to choose, after a push-out)")
    breaker: bool = Field(description="this player broke (or is to break) this frame")
    winner: bool = Field(description="this player won the match")
    badges: list[Badge]


class Frame(_Model):
    number: int = Field(ge=1, description="the frame being played, 1 for the first")
    text: str = Field(description='"Frame 3", in the language asked for')
    breaker: int = Field(ge=0, le=1, description="the player (0 or 1) who broke this frame")
    is_break: bool = Field(description="the break has not been played yet")
    on_table: list[int] = Field(description="the object balls still on the table, ascending")
    ball_in_hand: bool
    push_out_allowed: bool = Field(description="the player at the table may push out (R5)")
    push_out_pending: bool = Field(
        description="a push-out was played: the opponent chooses to shoot or pass it back (R5e)"
    )


class LastAction(_Model):
    player: int = Field(ge=0, le=1, description="who took it")
    facts: str = Field(description="what the operator entered, in words")
    ruling: str = Field(description="what the rules made of it, with the rules cited")


class ClockRules(_Model):
    """The event's shot clock (R14), in whole seconds, as its profile sets it."""

    seconds: int = Field(ge=1, description="the time for a shot")
    warning: int = Field(ge=0, description="the warning is given with this much left (0: none)")
    extension: int = Field(ge=0, description="the time one extension adds to the running shot")
    extensions_per_frame: int = Field(ge=0, description="each player's extensions in a frame")
    after_break: int | None = Field(
        ge=1, description="the limit of the first shot after the break; null: `seconds`"
    )
    after_push_out: int | None = Field(
        ge=1, description="the limit of the shot after a push-out; null: `seconds`"
    )


ClockPhaseName = Literal["idle", "ready", "running", "paused", "stopped"]
ClockFaceName = Literal["off", "ready", "running", "paused", "warning", "expired", "stopped"]


class ShotClock(_Model):
    """The shot clock (R14): the event's numbers, each player's extensions left in this frame,
    and, where the clock is counted (the scoring window's own feed), its face.

    A page counts down by itself between two states: while ``running``, the time left is
    ``left`` less the seconds since the state arrived; the warning is reached at
    ``rules.warning`` left and the time is up at 0.  A new state comes whenever the clock does
    something a page cannot foresee (a start, a pause, a reset, an extension, the shot taken,
    a new shot) and at the warning and at the time up.  ``ninescore serve``, following match
    files, does not know the seconds (they are not saved): ``counting`` is false there."""

    rules: ClockRules
    extensions_left: list[int] = Field(
        min_length=2, max_length=2, description="each player's extensions left in this frame"
    )
    extensions_text: list[str] = Field(
        min_length=2,
        max_length=2,
        description='each player\'s extensions in words: "+25 s (1 left)"',
    )
    counting: bool = Field(
        description="the seconds are known: the scoring window's own feed (false under serve)"
    )
    phase: ClockPhaseName | None = Field(
        description="idle: no shot timed (the break, a frame over); ready: reset, waiting for a "
        "start; running; paused; stopped: the shot was taken. Null when not counting"
    )
    face: ClockFaceName = Field(description="how the face looks: its colour on the window")
    running: bool = Field(description="counting down now")
    limit: int | None = Field(ge=0, description="seconds allowed for this shot, its extension in")
    left: float | None = Field(
        ge=0, description="seconds left when this state was sent; null when no shot is timed"
    )
    shown: int | None = Field(
        ge=0, description="the whole seconds on the face (34.2 s left shows 35); null: a dash"
    )
    text: str = Field(description='the face: "35", or "—" when no shot is timed')
    caption: str = Field(description="under the face, in the language asked for")
    warning: bool = Field(description="the warning time is reached, the time is not up")
    expired: bool = Field(description="the time is up (the referee may call a time foul)")
    extended: bool = Field(description="an extension is at work on this shot")


class MatchState(_Model):
    """``GET /api/v1/matches/{id}``, and the data of each ``match`` event."""

    api: Literal[1] = API_VERSION
    id: str = Field(description="the match's id (a UUID)")
    sequence: int = Field(ge=1, description="the feed's change counter when this state was made")
    lang: Literal["en", "ru"]
    table: str
    table_text: str = Field(description='"Table 3", in the language asked for')
    event: str
    round: str
    referee: str
    status: Status
    status_text: str
    created: datetime
    updated: datetime = Field(description="when the match file last changed")
    players: list[Player] = Field(min_length=2, max_length=2)
    race_text: str = Field(description='"race to 7", or "race to 7/5" for a handicap race')
    frame: Frame
    to_shoot: int | None = Field(ge=0, le=1, description="who is at the table; null once over")
    turn_text: str = Field(description='"Petrov to shoot — ball in hand"; "" once over')
    warning: bool = Field(description="the player at the table has two fouls in a row (R12)")
    warning_text: str
    banner: str = Field(description='a frame or the match just won, and how; "" otherwise')
    winner: int | None = Field(ge=0, le=1, description="who won the match; null until then")
    last_action: LastAction | None
    shot_clock: ShotClock | None = Field(
        default=None, description="the shot clock (R14); null when the event has none"
    )


class TableEntry(_Model):
    """One match of ``GET /api/v1/tables``."""

    id: str
    sequence: int = Field(ge=1)
    table: str
    table_text: str = Field(description='"Table 3", in the language asked for')
    event: str
    round: str
    players: list[str] = Field(min_length=2, max_length=2)
    race_to: list[int] = Field(min_length=2, max_length=2)
    race_text: str
    score: list[int] = Field(min_length=2, max_length=2)
    frame: int = Field(ge=1)
    status: Status
    status_text: str
    to_shoot: int | None = Field(ge=0, le=1)
    at_table: str = Field(description='the name of the player at the table; "" once over')
    warning: bool
    updated: datetime


class Tables(_Model):
    """``GET /api/v1/tables``: every match in progress, and those finished today, by table."""

    api: Literal[1] = API_VERSION
    sequence: int = Field(ge=0, description="the feed's change counter")
    lang: Literal["en", "ru"]
    tables: list[TableEntry]


class Gone(_Model):
    """The data of a ``gone`` event: the match left the feed (its file vanished, or it is no
    longer in progress or of today)."""

    id: str
    sequence: int = Field(ge=1)


class Reset(_Model):
    """The data of a ``reset`` event, sent first when the server cannot tell what a client has
    (a first connection, or one from before a restart): forget every match, the states follow."""

    sequence: int = Field(ge=0)


class Problem(_Model):
    """The body of a 403, 404 or 405 answer."""

    error: str


API_MODELS: tuple[type[BaseModel], ...] = (MatchState, Tables, Gone, Reset, Problem)
"""The models the schema publishes, each under its own name in ``$defs``."""
