"""The JSON text of a tournament (docs/file-format.md): each entrant and result one line, and
every field checked when it is read back.

>>> dumped({"name": "Кубок"})
'{"name": "Кубок"}'
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .entrants import Entrant, check_entrants
from .errors import InvalidTournamentFile, TournamentError
from .settings import Format, Settings, stage_races, tournament_name

if TYPE_CHECKING:
    from .tournament import Result, Tournament

FILE_FORMAT = "ninescore-tournament"
FILE_VERSION = 1


SMALL_FILE_VALUES = 4096
"""Values any file may hold whatever its size (a few entrants' worth)."""
BYTES_PER_CONTAINER = 24
"""A tournament's file spends some 60 bytes on each brace or bracket (an entrant's line, a
result's); 16 MiB of ``[{},{},…]`` spends 3, and would be eight million objects (500 MB)."""
BYTES_PER_QUOTE = 3
"""Over 5 bytes for each quote in any tournament (a name of one letter, an empty club)."""
BYTES_PER_SEPARATOR = 3
"""Some 8 bytes for each comma or colon in any tournament."""


def check_size(text: str | bytes) -> None:
    """Refuse, before it is parsed, a text packing more JSON values into its size than any
    tournament does, so that what a parse makes stays under ten times the file whatever a peer
    writes: each object, text and number a parse makes costs Python 30 to 60 bytes, and the
    densest real files spend 5 bytes or more on each of them.

    >>> check_size("[" + "{}," * 3000 + "{}]")
    >>> check_size("[" + "{}," * 9000 + "{}]")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ninescore.tournament.errors.InvalidTournamentFile: the file holds 9002 braces and ...
    """
    data = text.encode("utf-8", "replace") if isinstance(text, str) else text
    size = len(data)
    for found, per, what in (
        (data.count(b"{") + data.count(b"["), BYTES_PER_CONTAINER, "braces and brackets"),
        (data.count(b'"'), BYTES_PER_QUOTE, "quotes"),
        (data.count(b",") + data.count(b":"), BYTES_PER_SEPARATOR, "commas and colons"),
    ):
        if found > SMALL_FILE_VALUES + size // per:
            raise InvalidTournamentFile(
                f"the file holds {found} {what} in {size} bytes, more than any tournament",
                where="file",
            )


def dumped(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


def entrant_data(entrant: Entrant) -> dict[str, object]:
    return {
        "name": entrant.name,
        "seed": entrant.seed,
        "club": entrant.club,
        "rating": entrant.rating,
        "checked_in": entrant.checked_in,
    }


def result_line(match_id: int, result: Result) -> str:
    return dumped(
        {
            "match": match_id,
            "winner": result.winner,
            "score": list(result.score) if result.score is not None else None,
            "forfeit": result.forfeit,
            "table": result.table,
            "started": result.started,
            "ended": result.ended,
        }
    )


def field(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if key not in data:
        raise InvalidTournamentFile(f"{where} has no {key!r}", where=where)
    value = data[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind in (int, (int, float))):
        raise InvalidTournamentFile(f"{where}'s {key!r} is not valid: {value!r}", where=where)
    return value


def tournament_from_data(data: object) -> Tournament:
    from .tournament import Tournament

    if not isinstance(data, dict):
        raise InvalidTournamentFile("a tournament must be a JSON object", where="file")
    if data.get("format") != FILE_FORMAT:
        raise InvalidTournamentFile(
            f"this is not a ninescore tournament (format {data.get('format')!r})", where="format"
        )
    version = data.get("version")
    if version != FILE_VERSION:
        raise InvalidTournamentFile(
            f"this tournament is of version {version!r}; this ninescore reads version "
            f"{FILE_VERSION}",
            where="version",
        )
    try:
        draw = field(data, "draw", dict, "the tournament")
        seed = draw.get("seed")
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise InvalidTournamentFile(f"the draw's seed is not valid: {seed!r}", where="draw")
        format = Format(field(data, "kind", str, "the tournament"))
        entrants = []
        for number, item in enumerate(field(data, "entrants", list, "the tournament"), 1):
            where = f"entrant {number}"
            if not isinstance(item, dict):
                raise InvalidTournamentFile(f"{where} is not an object", where=where)
            rating = item.get("rating")
            entrants.append(
                Entrant(
                    field(item, "name", str, where),
                    item.get("seed"),
                    item.get("club", ""),
                    rating,
                    item.get("checked_in", False),
                )
            )
        handicaps = []
        for number, item in enumerate(data.get("handicaps", []), 1):
            where = f"handicap {number}"
            if not isinstance(item, dict):
                raise InvalidTournamentFile(f"{where} is not an object", where=where)
            players = field(item, "players", list, where)
            race_to = field(item, "race_to", list, where)
            if len(players) != 2 or len(race_to) != 2:
                raise InvalidTournamentFile(
                    f"{where} must name two players and two races", where=where
                )
            handicaps.append((players[0], players[1], race_to[0], race_to[1]))
        races = field(data, "races", dict, "the tournament")
        settings = Settings(
            name=tournament_name(field(data, "name", str, "the tournament")),
            format=format,
            entrants=check_entrants(entrants),
            races=stage_races(races, format),
            final=field(data, "final", str, "the tournament"),
            groups=field(data, "groups", int, "the tournament"),
            advance=field(data, "advance", int, "the tournament"),
            seed=seed,
            by_rating=bool(draw.get("by_rating", False)),
            handicaps=tuple(handicaps),
        )
        tournament = Tournament(settings)
        results = field(data, "results", list, "the tournament")
        for item in results:
            if not isinstance(item, dict):
                raise InvalidTournamentFile("a result is not an object", where="results")
            where = f"the result of match {item.get('match')!r}"
            score = item.get("score")
            tournament.record_result(
                field(item, "match", int, where),
                field(item, "winner", str, where),
                score,
                forfeit=item.get("forfeit", False),
                table=item.get("table", ""),
                started=item.get("started", ""),
                ended=item.get("ended", ""),
            )
    except InvalidTournamentFile:
        raise
    except (TournamentError, ValueError) as error:
        raise InvalidTournamentFile(
            f"the tournament cannot be read: {error}", where="file"
        ) from None
    return tournament
