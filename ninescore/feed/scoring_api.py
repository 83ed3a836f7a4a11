"""The scoring API's requests and answers (``serve --score``), as pydantic models: they check
what a phone sends and make what it is answered, and the schema publishes them
(``docs/feed-api.schema.json``, beside the feed's own models)."""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt

from .model import MatchState


class NewMatch(BaseModel):
    """``POST /api/v1/matches``."""

    model_config = ConfigDict(extra="forbid")

    players: tuple[str, str]
    race_to: StrictInt | tuple[StrictInt, StrictInt] = 7
    table: str = ""
    profile: str = "seed"
    event: str = ""
    round: str = ""
    first_breaker: StrictInt = Field(0, ge=0, le=1)


class FromAssignment(BaseModel):
    """``POST /api/v1/matches {"assignment": id}``: the match the desk sent a table, started
    as the window's one tap starts it; ``profile`` the rules (default: the last match's)."""

    model_config = ConfigDict(extra="forbid")

    assignment: str = Field(max_length=64)
    profile: str | None = None


class ActionRequest(BaseModel):
    """``POST /api/v1/matches/{id}/actions``."""

    model_config = ConfigDict(extra="forbid")

    after: StrictInt = Field(ge=0)
    action: dict[str, Any]


class UndoRequest(BaseModel):
    """``POST /api/v1/matches/{id}/undo``."""

    model_config = ConfigDict(extra="forbid")

    after: StrictInt = Field(ge=0)


class ClockRequest(BaseModel):
    """``POST /api/v1/matches/{id}/clock``: a control of the shot clock (R14), as the window's
    (start, pause, reset, shot taken); the first mark of a shot (``mark``: the stroke was
    played, its time ends) and its marks cleared (``unmark``: the clock goes on); the referee's
    "no time foul" once the time is up (``waive``).  Not an action: nothing is saved."""

    model_config = ConfigDict(extra="forbid")

    do: Literal["start", "pause", "reset", "shot_taken", "mark", "unmark", "waive"]


class Asked(BaseModel):
    """A question the window asks before an action, in its words: the title, the consequence,
    the two buttons (``back``, which changes nothing, is the default) and, when the action
    takes one, the label of an optional reason."""

    title: str
    text: str
    confirm: str
    back: str
    reason: str | None = None


class Questioned(BaseModel):
    """The answer to ``POST /api/v1/matches/{id}/question``: the count, and the question
    (null: the window asks nothing before this action)."""

    actions: int
    question: Asked | None


class Offered(BaseModel):
    """One match the desk sent a table (``desk/assignments/``), no match started yet."""

    id: str
    table: str
    players: list[str]
    race_to: list[int]
    event: str
    round: str
    referee: str
    text: str = Field(description='the window\'s offer: "From the desk: A – B, race to 7"')


class Pending(BaseModel):
    """``GET /api/v1/assignments?table=T``: the desk's matches for the table, oldest first."""

    assignments: list[Offered]


class Scored(BaseModel):
    """The answer to an accepted change (201 for a new match, with its ``id``; else 200), and
    to a stale count (409, with ``error``): the match's actions and its state now."""

    id: str | None = None
    actions: int
    state: MatchState | None
    error: str | None = None
    time_foul_waived: bool = Field(
        False,
        description="the time ran out and the referee said no time foul for this shot "
        "(POST …/clock waive): a page does not ask again",
    )


class Refused(BaseModel):
    """The answer to a change refused: the sentence, and for the rules' refusal (422) the
    engine's ``code`` and the ``rule`` that says so, with the match's actions unchanged."""

    error: str
    code: str | None = None
    rule: str | None = None
    actions: int | None = None


SCORING_MODELS: tuple[tuple[type[BaseModel], str], ...] = (
    (NewMatch, "validation"),
    (FromAssignment, "validation"),
    (ActionRequest, "validation"),
    (UndoRequest, "validation"),
    (ClockRequest, "validation"),
    (Scored, "serialization"),
    (Questioned, "serialization"),
    (Pending, "serialization"),
    (Refused, "serialization"),
)
"""The scoring API's requests and answers, as the schema publishes them."""


def names_assignment(body: bytes) -> bool:
    """Whether a new match's request names the desk's assignment (else it names players)."""
    try:
        raw = json.loads(body)
    except (ValueError, RecursionError):
        return False
    return isinstance(raw, dict) and "assignment" in raw
