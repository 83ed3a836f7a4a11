"""A tournament as every view shows it: the bracket by side and round, what the tables are
playing and what is called, the standings — one presenter for the desk window, the feed's
``/bracket`` page and API, the printed bracket and the spectator screen.

Pure: a :class:`~ninescore.tournament.Tournament` and what the tables are doing with its matches
(a :class:`TableProgress` per match number, which the desk reads from its folder and the feed
from the files it follows) go in; frozen values holding the words come out.  Views lay them out
and draw the lines from ``winner_to``; nothing here knows a pixel, and no view decides what a
box says.  It lives with the words because the paper (a layer below the desk and the feed)
prints the same bracket.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum

from ninescore.tournament import (
    FINAL,
    LOSERS,
    WINNERS,
    Format,
    GroupPlace,
    LoserOf,
    Match,
    Seat,
    Source,
    Tournament,
    WinnerOf,
    group_stage,
)

from ._translation import _tr
from .calling import now_calling_text, up_next_text
from .desk import players_text, score_text
from .live import table_text
from .tournament import (
    forfeit_text,
    format_text,
    hot_seat_text,
    place_text,
    race_text,
    round_text,
    stage_text,
    standings_heading,
    summary_text,
)


class BoxState(StrEnum):
    """Where a match of the bracket stands."""

    WAITING = "waiting"
    """A player is not known yet."""
    READY = "ready"
    """Both players known, not called to a table."""
    CALLED = "called"
    """Sent to a table, not started there."""
    PLAYING = "playing"
    DONE = "done"


@dataclass(frozen=True, slots=True)
class TableProgress:
    """What a table is doing with a bracket's match: ``started`` False while the call waits
    at the table; ``score`` the racks so far, in the match's player order, once started."""

    table: str
    started: bool = False
    score: tuple[int, int] | None = None


@dataclass(frozen=True, slots=True)
class PlayerLine:
    """One line of a box: the player's name, or where the player comes from while not known."""

    text: str
    known: bool
    seed: int | None = None
    """The player's seed number (1 for the top seed)."""
    racks: int | None = None
    """Racks won: the result's, or the table's so far while playing."""
    won: bool = False
    hot_seat: bool = False


@dataclass(frozen=True, slots=True)
class Box:
    match_id: int
    number: str
    """``#12``: the number the tables and the desk read."""
    stage: str
    round: int
    players: tuple[PlayerLine, PlayerLine]
    race: str
    state: BoxState
    status: str
    """In words: ready, called to a table, playing at a table, the result."""
    table: str = ""
    forfeit: bool = False
    winner_to: int | None = None
    """The match its winner plays next (None: the winner is the champion or leaves the
    stage, as a group's)."""
    loser_to: int | None = None
    """The match its loser plays next on the losers' side (None: the loser is out)."""


@dataclass(frozen=True, slots=True)
class Column:
    """One round of one side."""

    round: int
    title: str
    boxes: tuple[Box, ...]


@dataclass(frozen=True, slots=True)
class GroupRow:
    place: int
    name: str
    won: int
    lost: int
    racks_won: int
    racks_lost: int


@dataclass(frozen=True, slots=True)
class Section:
    """A side of a double elimination, the knockout, the final, or a group (its table in
    ``table``, its matches by round in ``columns``)."""

    stage: str
    title: str
    columns: tuple[Column, ...]
    table: tuple[GroupRow, ...] = ()


@dataclass(frozen=True, slots=True)
class QueueLine:
    match_id: int
    players: tuple[str, str]
    table: str
    """The table it is called to ("" when up next)."""
    text: str


@dataclass(frozen=True, slots=True)
class Standing:
    place: int
    place_text: str
    """``5–6`` when shared."""
    name: str


@dataclass(frozen=True, slots=True)
class BracketView:
    name: str
    summary: str
    format: str
    sections: tuple[Section, ...]
    now_calling: tuple[QueueLine, ...]
    up_next: tuple[QueueLine, ...]
    standings_title: str
    standings: tuple[Standing, ...]
    hot_seat: str = ""
    """The hot seat's sentence while a double elimination waits for its final ("" else)."""
    champion: str = ""

    def box(self, match_id: int) -> Box:
        for section in self.sections:
            for column in section.columns:
                for box in column.boxes:
                    if box.match_id == match_id:
                        return box
        raise KeyError(match_id)

    def next_at_table(self, table: str) -> QueueLine | None:
        """The spectator screen's "next at this table": the match called to it, not started."""
        for line in self.now_calling:
            if line.table == table:
                return line
        return None


_STAGE_ORDER = {WINNERS: 0, LOSERS: 1, FINAL: 2}


def bracket_view(
    tournament: Tournament, progress: Mapping[int, TableProgress] | None = None
) -> BracketView:
    """The tournament as every view shows it, with what the tables are doing.

    ``progress`` is read only for matches that are playable: a table's word on a match the
    bracket has decided (a forfeit the desk gave) does not change the box.
    """
    progress = progress or {}
    matches = tournament.matches()
    winner_to: dict[int, int] = {}
    loser_to: dict[int, int] = {}
    for match in matches:
        for source in tournament.sources(match.id):
            if isinstance(source, WinnerOf):
                winner_to[source.match] = match.id
            elif isinstance(source, LoserOf):
                loser_to[source.match] = match.id
    seeds = {entrant.name: number for number, entrant in enumerate(tournament.entrants, 1)}
    hot = tournament.hot_seat if not tournament.is_over else None
    boxes: dict[str, dict[int, list[Box]]] = {}
    now_calling: list[QueueLine] = []
    up_next: list[QueueLine] = []
    for match in matches:
        table = progress.get(match.id) if tournament.is_playable(match.id) else None
        box = _box(tournament, match, table, seeds, hot, winner_to, loser_to)
        boxes.setdefault(match.stage, {}).setdefault(match.round, []).append(box)
        first, second = (line.text for line in box.players)
        if box.state is BoxState.CALLED:
            text = now_calling_text(box.table, first, second)
            now_calling.append(QueueLine(match.id, (first, second), box.table, text))
    ready = {m.id for m in tournament.ready()}
    for match in matches:
        if match.id in ready and match.id not in progress:
            first, second = (name or "" for name in match.players)
            text = up_next_text(first, second, match.id)
            up_next.append(QueueLine(match.id, (first, second), "", text))
    sections = [
        _section(tournament, stage, rounds)
        for stage, rounds in sorted(boxes.items(), key=lambda item: _stage_key(item[0]))
    ]
    standings = tournament.standings()
    sharing: dict[int, int] = {}
    for place, _ in standings:
        sharing[place] = sharing.get(place, 0) + 1
    return BracketView(
        name=tournament.name,
        summary=summary_text(tournament),
        format=format_text(tournament.format),
        sections=tuple(sections),
        now_calling=tuple(now_calling),
        up_next=tuple(up_next),
        standings_title=standings_heading(tournament),
        standings=tuple(
            Standing(place, place_text(place, sharing[place]), name) for place, name in standings
        ),
        hot_seat=hot_seat_text(hot) if hot is not None else "",
        champion=tournament.champion or "",
    )


def _stage_key(stage: str) -> tuple[int, str]:
    return (_STAGE_ORDER.get(stage, -1), stage)


def _section(tournament: Tournament, stage: str, rounds: dict[int, list[Box]]) -> Section:
    columns = []
    for number in sorted(rounds):
        first = tournament.match(rounds[number][0].match_id)
        columns.append(Column(number, round_text(first).capitalize(), tuple(rounds[number])))
    table: tuple[GroupRow, ...] = ()
    if stage not in _STAGE_ORDER:
        group = next(i for i in range(len(tournament.groups)) if group_stage(i) == stage)
        table = tuple(
            GroupRow(r.place, r.name, r.won, r.lost, r.racks_won, r.racks_lost)
            for r in tournament.group_table(group)
        )
    title = stage_text(stage)
    if stage == WINNERS and tournament.format is not Format.DOUBLE_ELIMINATION:
        title = _tr("Bracket", "Knockout")  # one side only: "winners' side" would say there are two
    return Section(stage, title, tuple(columns), table)


def _box(
    tournament: Tournament,
    match: Match,
    table: TableProgress | None,
    seeds: Mapping[str, int],
    hot: str | None,
    winner_to: Mapping[int, int],
    loser_to: Mapping[int, int],
) -> Box:
    result = match.result
    racks: tuple[int | None, int | None] = (None, None)
    if result is not None and result.score is not None:
        racks = result.score
    elif table is not None and table.started and table.score is not None:
        racks = table.score
    lines = []
    for index, (name, source) in enumerate(
        zip(match.players, tournament.sources(match.id), strict=True)
    ):
        if name is None:
            lines.append(PlayerLine(_source_text(tournament, source), known=False))
            continue
        lines.append(
            PlayerLine(
                name,
                known=True,
                seed=seeds.get(name),
                racks=racks[index],
                won=result is not None and result.winner == name,
                hot_seat=name == hot and match.stage == FINAL,
            )
        )
    first, second = lines
    if result is not None:
        state = BoxState.DONE
        status = _result_text(match)
    elif not (first.known and second.known):
        state, status = BoxState.WAITING, _tr("Bracket", "waiting for its players")
    elif table is None:
        state, status = BoxState.READY, _tr("Bracket", "ready to call")
    elif not table.started:
        state = BoxState.CALLED
        status = _tr("Bracket", "called to {table}").format(table=table_text(table.table))
    else:
        state = BoxState.PLAYING
        status = _tr("Bracket", "playing at {table}").format(table=table_text(table.table))
        if table.score is not None:
            status = f"{status}, {score_text(*table.score)}"
    where = table.table if table is not None else (result.table if result is not None else "")
    return Box(
        match_id=match.id,
        number=f"#{match.id}",
        stage=match.stage,
        round=match.round,
        players=(first, second),
        race=race_text(match.race_to),
        state=state,
        status=status,
        table=where,
        forfeit=result is not None and result.forfeit,
        winner_to=winner_to.get(match.id),
        loser_to=loser_to.get(match.id),
    )


def _result_text(match: Match) -> str:
    result = match.result
    assert result is not None
    if result.forfeit:
        return forfeit_text(result.winner)
    assert result.score is not None
    return _tr("Bracket", "{score}, {winner} wins").format(
        score=score_text(*result.score), winner=result.winner
    )


def _source_text(tournament: Tournament, source: Source) -> str:
    if isinstance(source, WinnerOf):
        return _tr("Bracket", "Winner of #{number}").format(number=source.match)
    if isinstance(source, LoserOf):
        return _tr("Bracket", "Loser of #{number}").format(number=source.match)
    if isinstance(source, GroupPlace):
        letter = group_stage(source.group).removeprefix("group ")
        return _tr("Bracket", "No. {place} of group {letter}").format(
            place=source.place + 1, letter=letter
        )
    assert isinstance(source, Seat)
    return _tr("Bracket", "Seed {number}").format(number=source.seed + 1)


def players_line(box: Box) -> str:
    """``Anna v Boris`` (or where they come from): a box in one line, for lists and the board."""
    first, second = box.players
    return players_text(first.text, second.text)


__all__ = [
    "Box",
    "BoxState",
    "BracketView",
    "Column",
    "GroupRow",
    "PlayerLine",
    "QueueLine",
    "Section",
    "Standing",
    "TableProgress",
    "bracket_view",
    "players_line",
]
