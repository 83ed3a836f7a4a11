"""The feed's answers about tournaments, as pydantic models and JSON, in the language asked for.

``GET /api/v1/tournaments`` answers a :class:`TournamentList`, ``GET /api/v1/tournaments/{id}``
and each ``tournament`` event a :class:`TournamentState`, each ``tournament_queue`` event (the
board's) a :class:`TournamentSummary`; a tournament whose file went is a ``tournament_gone``
event (:class:`TournamentGone`).  Every value is the one presenter's
(:mod:`ninescore.describe.bracket`: the bracket by side and round, the queue, the standings)
as a :class:`~ninescore.feed.tournaments.TournamentView` holds it, in the language asked for;
nothing here decides what a box says.  Names are JSON strings: the pages show them as text,
never as markup.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from ninescore.describe import bracket
from ninescore.describe import tournament as tournament_words
from ninescore.describe.language import in_language
from ninescore.describe.live import table_text

from .hub import Departure, LiveTournament, render_lock
from .model import API_VERSION
from .tournaments import QueueView, TournamentView

FormatName = Literal["single_elimination", "double_elimination", "round_robin", "groups"]
BoxStateName = Literal["waiting", "ready", "called", "playing", "done"]


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


class PlayerLine(_Model):
    """One line of a box: a player, or where the player comes from while not known."""

    text: str = Field(description='the name, or "Winner of #3", "Loser of #5", "Seed 4"')
    known: bool = Field(description="the player is known (the text is a name)")
    seed: int | None = Field(ge=1, description="the player's seed (1: the top seed)")
    racks: int | None = Field(
        ge=0, description="racks won: the result's, or the table's so far while playing"
    )
    won: bool
    hot_seat: bool = Field(description="the final's player who comes from the hot seat")


class BracketBox(_Model):
    """A match of the bracket."""

    match: int = Field(ge=1)
    number: str = Field(description='"#12": the number the tables and the desk read')
    stage: str = Field(description='"winners", "losers", "final", or "group A"…')
    round: int = Field(ge=1)
    players: list[PlayerLine] = Field(min_length=2, max_length=2)
    race_text: str
    state: BoxStateName
    status: str = Field(description='"ready to call", "called to Table 4", "7:5, Anna wins"…')
    table: str = Field(description="the table it is called to, played at, or was played at")
    table_text: str
    forfeit: bool
    winner_to: int | None = Field(description="the match its winner plays next")
    loser_to: int | None = Field(description="the match its loser plays next (losers' side)")


class BracketColumn(_Model):
    """One round of one side."""

    round: int = Field(ge=1)
    title: str
    boxes: list[BracketBox]


class GroupRow(_Model):
    place: int = Field(ge=1)
    name: str
    won: int = Field(ge=0)
    lost: int = Field(ge=0)
    racks_won: int = Field(ge=0)
    racks_lost: int = Field(ge=0)


class BracketSection(_Model):
    """A side of a double elimination, the knockout, the final, or a group."""

    stage: str
    title: str
    columns: list[BracketColumn]
    table: list[GroupRow] = Field(description="a group's table; [] for a bracket's side")


class Standing(_Model):
    place: int = Field(ge=1)
    place_text: str = Field(description='"1", or "5–6" for a shared place')
    name: str


class TournamentSummary(_Model):
    """A tournament of ``GET /api/v1/tournaments``, and the head of a :class:`TournamentState`."""

    id: str = Field(description="the tournament's id: its file's name in tournaments/")
    sequence: int = Field(ge=1, description="the feed's change counter when this was made")
    name: str
    summary: str = Field(description='"Club Open — double elimination, 16 entrant(s), …"')
    format: FormatName
    format_text: str = Field(description='"double elimination", in the language asked for')
    entrants: int = Field(ge=0)
    played: int = Field(ge=0, description="matches with a result")
    planned: int = Field(ge=0, description="matches that may be played at most")
    over: bool
    champion: str | None = Field(description="null until the tournament is over")
    champion_text: str = Field(
        description='"The tournament is over; the champion is Anna."; "" until then'
    )
    hot_seat: str | None = Field(
        description="double elimination: the winners' side's winner, waiting unbeaten for the "
        "final; null before, after and in the other formats"
    )
    hot_seat_text: str = Field(description='the hot seat in a sentence; "" when there is none')
    calling: list[QueuedMatch] = Field(
        description="matches called to a table and not started there yet"
    )
    up_next: list[QueuedMatch] = Field(
        description="matches ready (both players known) and not called yet, in playing order"
    )


class TournamentState(TournamentSummary):
    """``GET /api/v1/tournaments/{id}``, and the data of each ``tournament`` event."""

    api: Literal[1] = API_VERSION
    lang: Literal["en", "ru"]
    sections: list[BracketSection] = Field(
        description="the bracket: winners' side, losers' side and final (double elimination), "
        "the knockout, or the groups; each by round, each round's boxes in playing order"
    )
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


TOURNAMENT_MODELS: tuple[type[BaseModel], ...] = (
    TournamentState,
    TournamentSummary,
    TournamentList,
    TournamentGone,
)


def _queued(line: bracket.QueueLine) -> dict[str, object]:
    return {
        "match": line.match_id,
        "players": list(line.players),
        "table": line.table,
        "table_text": table_text(line.table) if line.table else "",
        "text": line.text,
    }


def _box(box: bracket.Box) -> dict[str, object]:
    return {
        "match": box.match_id,
        "number": box.number,
        "stage": box.stage,
        "round": box.round,
        "players": [
            {
                "text": line.text,
                "known": line.known,
                "seed": line.seed,
                "racks": line.racks,
                "won": line.won,
                "hot_seat": line.hot_seat,
            }
            for line in box.players
        ],
        "race_text": box.race,
        "state": box.state.value,
        "status": box.status,
        "table": box.table,
        "table_text": table_text(box.table) if box.table else "",
        "forfeit": box.forfeit,
        "winner_to": box.winner_to,
        "loser_to": box.loser_to,
    }


def _summary_fields(live: LiveTournament, lang: str) -> dict[str, object]:
    shown: TournamentView | QueueView = live.view
    facts, view = shown.facts, shown.in_language(lang)
    return {
        "id": facts.key,
        "sequence": live.sequence,
        "name": view.name,
        "summary": view.summary,
        "format": facts.format,
        "format_text": view.format,
        "entrants": facts.entrants,
        "played": facts.played,
        "planned": facts.planned,
        "over": facts.champion is not None,
        "champion": facts.champion,
        "champion_text": ""
        if facts.champion is None
        else tournament_words.champion_text(facts.champion),
        "hot_seat": facts.hot_seat,
        "hot_seat_text": view.hot_seat,
        "calling": [_queued(line) for line in view.now_calling],
        "up_next": [_queued(line) for line in view.up_next],
    }


def tournament_summary(live: LiveTournament, lang: str) -> TournamentSummary:
    with render_lock, in_language(lang):
        return TournamentSummary.model_validate(_summary_fields(live, lang))


def tournament_state(live: LiveTournament, lang: str) -> TournamentState:
    shown: TournamentView = live.view
    view = shown.in_language(lang)
    with render_lock, in_language(lang):
        return TournamentState.model_validate(
            {
                **_summary_fields(live, lang),
                "lang": lang,
                "sections": [
                    {
                        "stage": section.stage,
                        "title": section.title,
                        "columns": [
                            {
                                "round": column.round,
                                "title": column.title,
                                "boxes": [_box(box) for box in column.boxes],
                            }
                            for column in section.columns
                        ],
                        "table": [
                            {
                                "place": row.place,
                                "name": row.name,
                                "won": row.won,
                                "lost": row.lost,
                                "racks_won": row.racks_won,
                                "racks_lost": row.racks_lost,
                            }
                            for row in section.table
                        ],
                    }
                    for section in view.sections
                ],
                "standings_title": view.standings_title,
                "standings": [
                    {"place": row.place, "place_text": row.place_text, "name": row.name}
                    for row in view.standings
                ],
            }
        )


def tournament_json(live: LiveTournament, lang: str) -> bytes:
    return tournament_state(live, lang).model_dump_json().encode("utf-8")


def queue_json(live: LiveTournament, lang: str) -> bytes:
    return tournament_summary(live, lang).model_dump_json().encode("utf-8")


def tournaments_json(sequence: int, tournaments: list[LiveTournament], lang: str) -> bytes:
    answer = TournamentList(
        sequence=sequence,
        lang=lang,  # type: ignore[arg-type]
        tournaments=[t.rendered("summary", lang, tournament_summary) for t in tournaments],
    )
    return answer.model_dump_json().encode("utf-8")


def tournament_gone_json(departure: Departure) -> bytes:
    key = departure.id.split("/", 1)[-1]  # "tournament/ID" and "queue/ID" alike
    return TournamentGone(id=key, sequence=departure.sequence).model_dump_json().encode("utf-8")
