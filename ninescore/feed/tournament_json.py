"""The feed's answers about tournaments, as pydantic models and JSON, in the language asked for.

``GET /api/v1/tournaments`` answers a :class:`TournamentList`, ``GET /api/v1/tournaments/{id}``
and each ``tournament`` event a :class:`TournamentState`; a tournament whose file went is a
``tournament_gone`` event (:class:`TournamentGone`).  Every value is made from a
:class:`~ninescore.feed.tournaments.TournamentView` alone, every word inside
:func:`~ninescore.describe.language.in_language`.  Names are JSON strings: the pages show them
as text, never as markup.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from ninescore.describe import calling as calling_words
from ninescore.describe import room as room_words
from ninescore.describe import tournament as tournament_words
from ninescore.describe.language import in_language
from ninescore.describe.live import table_text
from ninescore.tournament import Format

from .hub import Departure, LiveTournament
from .model import API_VERSION
from .tournaments import Call, TournamentView

FormatName = Literal["single_elimination", "double_elimination", "round_robin", "groups"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class QueuedMatch(_Model):
    """A match of the calling queue."""

    match: int = Field(ge=1, description="the bracket's match number")
    players: list[str] = Field(min_length=2, max_length=2)
    table: str = Field(description='the table it is called to; "" for a match up next')
    table_text: str = Field(description='"Table 4", in the language asked for; "" up next')
    text: str = Field(
        description='"Now calling: Table 4 — Anna v Boris" or "Up next: Anna v Boris (match 9)"'
    )


class Standing(_Model):
    place: int = Field(ge=1, description="the place, shared by `shared` players")
    shared: int = Field(ge=1)
    place_text: str = Field(description='"1", or "5–6" for a shared place')
    name: str


class TournamentSummary(_Model):
    """A tournament of ``GET /api/v1/tournaments``, and the head of a :class:`TournamentState`."""

    id: str = Field(description="the tournament's id: its file's name in tournaments/")
    sequence: int = Field(ge=1, description="the feed's change counter when this was made")
    name: str
    format: FormatName
    format_text: str = Field(description='"double elimination", in the language asked for')
    entrants: int = Field(ge=0)
    played: int = Field(ge=0, description="matches with a result")
    planned: int = Field(ge=0, description="matches that may be played at most")
    over: bool
    champion: str | None = Field(description="null until the tournament is over")
    champion_text: str = Field(description='"The tournament is over; the champion is Anna."')
    hot_seat: str | None = Field(
        description="double elimination: the winners' side's winner, waiting unbeaten for the "
        "final; null before, after and in the other formats"
    )
    hot_seat_text: str
    calling: list[QueuedMatch] = Field(
        description="matches called to a table and not started there yet, in calling order"
    )
    up_next: list[QueuedMatch] = Field(
        description="matches ready (both players known) and not called yet, in playing order"
    )


class TournamentState(TournamentSummary):
    """``GET /api/v1/tournaments/{id}``, and the data of each ``tournament`` event."""

    api: Literal[1] = API_VERSION
    lang: Literal["en", "ru"]
    standings_title: str
    standings: list[Standing] = Field(
        description="everyone's place now, place 1 first (in a bracket everyone still in "
        "shares place 1)"
    )


class TournamentList(_Model):
    """``GET /api/v1/tournaments``: every tournament of the data folder, by id."""

    api: Literal[1] = API_VERSION
    sequence: int = Field(ge=0, description="the feed's change counter")
    lang: Literal["en", "ru"]
    tournaments: list[TournamentSummary]


class TournamentGone(_Model):
    """The data of a ``tournament_gone`` event: the tournament's file went."""

    id: str
    sequence: int = Field(ge=1)


TOURNAMENT_MODELS: tuple[type[BaseModel], ...] = (TournamentState, TournamentList, TournamentGone)


def _queued(call: Call) -> QueuedMatch:
    first, second = call.players
    if call.table:
        text = calling_words.now_calling_text(call.table, first, second)
    else:
        text = calling_words.up_next_text(first, second, call.match_id)
    return QueuedMatch(
        match=call.match_id,
        players=[first, second],
        table=call.table,
        table_text=table_text(call.table) if call.table else "",
        text=text,
    )


def _summary_fields(live: LiveTournament) -> dict[str, object]:
    view: TournamentView = live.view
    return {
        "id": view.key,
        "sequence": live.sequence,
        "name": view.name,
        "format": view.format,
        "format_text": tournament_words.format_text(Format(view.format)),
        "entrants": view.entrants,
        "played": view.played,
        "planned": view.planned,
        "over": view.champion is not None,
        "champion": view.champion,
        "champion_text": ""
        if view.champion is None
        else tournament_words.champion_text(view.champion),
        "hot_seat": view.hot_seat,
        "hot_seat_text": ""
        if view.hot_seat is None
        else tournament_words.hot_seat_text(view.hot_seat),
        "calling": [_queued(call) for call in view.calling],
        "up_next": [_queued(call) for call in view.up_next],
    }


def tournament_summary(live: LiveTournament, lang: str) -> TournamentSummary:
    with in_language(lang):
        return TournamentSummary.model_validate(_summary_fields(live))


def tournament_state(live: LiveTournament, lang: str) -> TournamentState:
    view: TournamentView = live.view
    with in_language(lang):
        champion = view.champion
        title = (
            room_words.final_standings_text(champion)
            if champion is not None
            else room_words.standings_so_far_text()
        )
        return TournamentState.model_validate(
            {
                **_summary_fields(live),
                "lang": lang,
                "standings_title": title,
                "standings": [
                    {
                        "place": row.place,
                        "shared": row.shared,
                        "place_text": tournament_words.place_text(row.place, row.shared),
                        "name": row.name,
                    }
                    for row in view.standings
                ],
            }
        )


def tournament_json(live: LiveTournament, lang: str) -> bytes:
    return tournament_state(live, lang).model_dump_json().encode("utf-8")


def tournaments_json(sequence: int, tournaments: list[LiveTournament], lang: str) -> bytes:
    answer = TournamentList(
        sequence=sequence,
        lang=lang,  # type: ignore[arg-type]
        tournaments=[t.rendered("summary", lang, tournament_summary) for t in tournaments],
    )
    return answer.model_dump_json().encode("utf-8")


def tournament_gone_json(departure: Departure) -> bytes:
    key = departure.id.split("/", 1)[-1]
    return TournamentGone(id=key, sequence=departure.sequence).model_dump_json().encode("utf-8")
