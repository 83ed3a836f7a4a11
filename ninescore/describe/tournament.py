"""The words of a tournament: its formats, stages and rounds, its bracket and standings as text,
and one sentence for everything the engine or its files refuse."""

from __future__ import annotations

from ninescore.records.tournaments import (
    EntrantsFileError,
    EntrantsProblem,
    FileProblem,
    TournamentFileError,
)
from ninescore.tournament import (
    FINAL,
    LOSERS,
    WINNERS,
    AlreadyPlayed,
    ConfigurationError,
    DuplicateEntrant,
    Format,
    InvalidEntrant,
    InvalidScore,
    InvalidTournamentFile,
    Match,
    NotAPlayer,
    NotPlayed,
    NotReady,
    ResultBlocked,
    Tournament,
    TournamentError,
    UnknownEntrant,
    UnknownMatch,
)

from . import desk
from ._translation import _tr
from .bidi import isolated
from .errors import describe_error
from .words import rows_written_text


def format_text(format: Format) -> str:
    match format:
        case Format.SINGLE_ELIMINATION:
            return _tr("Tournament", "single elimination")
        case Format.DOUBLE_ELIMINATION:
            return _tr("Tournament", "double elimination")
        case Format.ROUND_ROBIN:
            return _tr("Tournament", "round robin")
        case Format.GROUPS:
            return _tr("Tournament", "groups, then a knockout")


def final_text(final: str) -> str:
    if final == "single":
        return _tr("Tournament", "the final is one race")
    return _tr("Tournament", "the final is a true double (the hot seat must be beaten twice)")


def stage_text(stage: str) -> str:
    if stage == WINNERS:
        return _tr("Tournament", "Winners' side")
    if stage == LOSERS:
        return _tr("Tournament", "Losers' side")
    if stage == FINAL:
        return _tr("Tournament", "Final")
    return _tr("Tournament", "Group {letter}").format(letter=stage.removeprefix("group "))


def round_text(match: Match) -> str:
    if match.stage == FINAL:
        if match.round == 2:
            return _tr("Tournament", "second race (the hot seat lost the first)")
        return _tr("Tournament", "the final")
    return _tr("Tournament", "round {number}").format(number=match.round)


def summary_text(tournament: Tournament) -> str:
    entrants = len(tournament.entrants)
    matches = len(tournament.matches())
    counted = _tr("Tournament", "%n entrant(s)", None, entrants)
    planned = _tr("Tournament", "%n match(es) at most", None, matches)
    return f"{isolated(tournament.name)} — {format_text(tournament.format)}, {counted}, {planned}"


def race_text(race: tuple[int, int]) -> str:
    return desk.race_text(*race)


def to_come_text() -> str:
    """A player not known yet (the winner of a match still to be played)."""
    return _tr("Tournament", "(to come)")


def match_line(match: Match) -> str:
    """One match of the bracket: number, players, race, and the result once there is one."""
    first, second = (name if name is not None else to_come_text() for name in match.players)
    players = desk.players_text(first, second)
    line = f"{match.id:>4}  {players}, {race_text(match.race_to)}"
    result = match.result
    if result is None:
        return line
    if result.forfeit:
        outcome = forfeit_text(result.winner)
    else:
        assert result.score is not None
        outcome = _tr("Tournament", "{first}:{second}, {winner} wins").format(
            first=result.score[0], second=result.score[1], winner=result.winner
        )
    return f"{line} — {outcome}"


def forfeit_text(winner: str) -> str:
    """A match won because the other player was absent when called."""
    return _tr("Tournament", "{winner} wins by forfeit").format(winner=winner)


def place_text(place: int, shared: int) -> str:
    """A place, or the places it shares ("5–6")."""
    if shared <= 1:
        return str(place)
    return f"{place}–{place + shared - 1}"


def bracket_lines(tournament: Tournament) -> list[str]:
    """The whole tournament as text: stages, rounds, who plays whom, results, standings."""
    lines = [summary_text(tournament)]
    if tournament.format is Format.DOUBLE_ELIMINATION:
        lines.append(final_text(tournament.settings.final))
    stage, round_number = "", -1
    order = {WINNERS: 1, LOSERS: 2, FINAL: 3}
    shown = sorted(tournament.matches(), key=lambda m: (order.get(m.stage, 0), m.stage, m.round))
    for match in shown:
        if match.stage != stage:
            stage, round_number = match.stage, -1
            lines.extend(["", stage_text(stage)])
        if match.round != round_number:
            round_number = match.round
            lines.append("  " + round_text(match).capitalize())
        lines.append("  " + match_line(match))
    for group, names in enumerate(tournament.groups):
        if len(tournament.groups) > 1 or tournament.format is Format.GROUPS:
            lines.extend(["", stage_text(f"group {chr(ord('A') + group % 26)}")])
        lines.append("  " + table_heading())
        for row in tournament.group_table(group):
            lines.append(
                "  "
                + _tr(
                    "Tournament",
                    "{place:>3}  {name}: won {won}, lost {lost}, racks {racks_won}:{racks_lost}",
                ).format(
                    place=row.place,
                    name=row.name,
                    won=row.won,
                    lost=row.lost,
                    racks_won=row.racks_won,
                    racks_lost=row.racks_lost,
                )
            )
        del names
    if tournament.hot_seat is not None and not tournament.is_over:
        lines.extend(["", hot_seat_text(tournament.hot_seat)])
    lines.extend(["", standings_heading(tournament)])
    standings = tournament.standings()
    sharing: dict[int, int] = {}
    for place, _ in standings:
        sharing[place] = sharing.get(place, 0) + 1
    for place, name in standings:
        lines.append(f"  {place_text(place, sharing[place]):>7}  {isolated(name)}")
    ready = tournament.ready()
    if ready:
        count = len(ready)  # a plain name: lupdate reads no other count
        lines.extend(["", _tr("Tournament", "To call now: %n match(es)", None, count)])
        lines.extend("  " + match_line(match) for match in ready)
    return lines


def hot_seat_text(name: str) -> str:
    return _tr("Tournament", "In the hot seat, unbeaten, waiting for the final: {name}").format(
        name=name
    )


def table_heading() -> str:
    return _tr("Tournament", "Table (matches won, head-to-head, racks won minus lost, racks won)")


def standings_heading(tournament: Tournament) -> str:
    champion = tournament.champion
    if champion is not None:
        return _tr("Tournament", "Final standings (champion: {name})").format(name=champion)
    return _tr("Tournament", "Standings so far (everyone still in shares the top place)")


# -- what was done --------------------------------------------------------------------------


def drawn_text(tournament: Tournament, path: str) -> str:
    return _tr("Tournament", "Drew {summary}; saved to {file}.").format(
        summary=summary_text(tournament), file=path
    )


def recorded_text(match: Match) -> str:
    return _tr("Tournament", "Recorded match {number}: {line}").format(
        number=match.id, line=match_line(match).strip()
    )


def undone_text(match_id: int) -> str:
    return _tr("Tournament", "The result of match {number} is undone.").format(number=match_id)


def champion_text(name: str) -> str:
    return _tr("Tournament", "The tournament is over; the champion is {name}.").format(name=name)


def exported_text(rows: int, path: str) -> str:
    return rows_written_text(rows, path)


def bad_score_text(text: str) -> str:
    return _tr(
        "Tournament",
        "{text} is not a score; write the racks as 7-3 (the winner's first is fine), or forfeit",
    ).format(text=repr(text))


def bad_match_text(text: str) -> str:
    return _tr(
        "Tournament", "{text} is not a match number; ninescore tournament show lists them"
    ).format(text=repr(text))


def no_entrants_text() -> str:
    return _tr("Tournament", "Give the entrants with --players FILE or --player NAME.")


# -- refusals ---------------------------------------------------------------------------------


def describe_tournament_error(error: BaseException) -> str:
    """One sentence for anything the engine, its file or a list of entrants refused."""
    match error:
        case UnknownMatch():
            return _tr("Tournament", "The tournament has no match {number}.").format(
                number=error.match_id
            )
        case UnknownEntrant():
            return _tr("Tournament", "{name} is not an entrant of this tournament.").format(
                name=error.name
            )
        case NotReady():
            return _tr(
                "Tournament", "Match {number} cannot be played yet: its players are not known."
            ).format(number=error.match_id)
        case AlreadyPlayed():
            return _tr(
                "Tournament",
                "Match {number} already has a result; undo it first to correct it.",
            ).format(number=error.match_id)
        case NotPlayed():
            return _tr("Tournament", "Match {number} has no result to undo.").format(
                number=error.match_id
            )
        case ResultBlocked():
            return _tr(
                "Tournament",
                "Match {number} cannot be undone while match {blocking}, which it feeds, has a "
                "result; undo match {blocking} first.",
            ).format(number=error.match_id, blocking=error.blocking_id)
        case NotAPlayer():
            return _tr(
                "Tournament", "{name} does not play match {number} ({first} against {second})."
            ).format(
                name=error.name,
                number=error.match_id,
                first=error.players[0],
                second=error.players[1],
            )
        case InvalidScore():
            return _tr(
                "Tournament",
                "The score {score} does not end match {number} ({race}) with that winner.",
            ).format(
                score=_score_shown(error.score),
                number=error.match_id,
                race=race_text(error.race_to),
            )
        case DuplicateEntrant():
            return _tr("Tournament", "{value} is entered twice.").format(value=error.value)
        case InvalidEntrant():
            return _tr("Tournament", "An entrant cannot be taken: {reason}.").format(
                reason=str(error)
            )
        case ConfigurationError():
            return _tr("Tournament", "This tournament cannot be drawn: {reason}.").format(
                reason=str(error)
            )
        case InvalidTournamentFile():
            return _tr("Tournament", "The tournament file cannot be read: {reason}.").format(
                reason=str(error)
            )
        case TournamentFileError():
            return _file_error_text(error)
        case EntrantsFileError():
            return _entrants_error_text(error)
        case TournamentError():
            return _tr("Tournament", "The tournament refuses this: {reason}.").format(
                reason=str(error)
            )
    return describe_error(error)


def _score_shown(score: object) -> str:
    if isinstance(score, tuple | list) and len(score) == 2:
        return f"{score[0]}:{score[1]}"
    return repr(score)


def _file_error_text(error: TournamentFileError) -> str:
    path = str(error.path)
    match error.kind:
        case FileProblem.NO_NAME:
            return _tr(
                "Tournament", "A tournament's name needs a letter or a digit, got {name}."
            ).format(name=repr(error.detail))
        case FileProblem.NOT_FOUND:
            return _tr("Tournament", "There is no tournament file {file}.").format(file=path)
        case FileProblem.EXISTS:
            return _tr(
                "Tournament",
                "A tournament is already kept in {file}; choose another name.",
            ).format(file=path)
        case FileProblem.NOT_REGULAR:
            return _tr(
                "Tournament", "{file} is not a regular file (a folder, a link or a device)."
            ).format(file=path)
        case FileProblem.TOO_LARGE:
            return _tr("Tournament", "{file} is too large to be a tournament or a list.").format(
                file=path
            )
        case FileProblem.UNREADABLE:
            return _tr("Tournament", "{file} cannot be read: {reason}.").format(
                file=path, reason=error.detail
            )
        case FileProblem.NOT_A_TOURNAMENT:
            return _tr(
                "Tournament", "{file} is not a tournament ninescore can read: {reason}"
            ).format(file=path, reason=error.detail)
        case FileProblem.DISK_FULL:
            return _tr(
                "Tournament", "The disk is full: {file} was not saved, and the old one is intact."
            ).format(file=path)
        case FileProblem.CANNOT_WRITE:
            return _tr(
                "Tournament", "{file} cannot be saved ({reason}); the old one is intact."
            ).format(file=path, reason=error.detail)


def _entrants_error_text(error: EntrantsFileError) -> str:
    match error.kind:
        case EntrantsProblem.EMPTY:
            return _tr("Tournament", "The list of entrants is empty.")
        case EntrantsProblem.NOT_TEXT:
            return _tr("Tournament", "The list of entrants is not UTF-8 text.")
        case EntrantsProblem.BAD_VALUE:
            return _tr("Tournament", "Line {line} of the list of entrants: {reason}.").format(
                line=error.line, reason=error.detail
            )
        case EntrantsProblem.DIRECTION_CONTROL:
            return _tr(
                "Tournament",
                "Line {line} of the list of entrants: a name holds a direction control "
                "(an embedding, override or isolate); type it again without one.",
            ).format(line=error.line)
