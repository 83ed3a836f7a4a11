"""``ninescore tournament new|show|result|undo|export|call|print``: a tournament run from the
command line.

Each tournament is one file, ``<data>/tournaments/<id>.json`` (``ninescore.records.tournaments``);
every command loads it, asks the engine (``ninescore.tournament``), and writes it back whole.
"""

from __future__ import annotations

import argparse
import re
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import output

if TYPE_CHECKING:
    from collections.abc import Callable

    from ninescore.stats.csvfiles import Output
    from ninescore.tournament import Tournament

FORMATS = ("single", "double", "round-robin")
FINAL_CHOICES = ("single", "true-double")
WHAT_CHOICES = ("results", "standings", "rating")
STDOUT = "-"


def add_parser(subparsers: Any) -> None:
    from PySide6.QtCore import QCoreApplication

    from .export import date_argument

    parser = subparsers.add_parser(
        "tournament",
        help=QCoreApplication.translate(
            "cli", "draw a tournament, record its results, show and export it"
        ),
        description=QCoreApplication.translate(
            "cli",
            "A tournament kept in the data folder (tournaments/<name>.json): the draw, who "
            "plays whom next, the results and the standings, with no internet. "
            "docs/tournament.md describes the formats.",
        ),
    )
    commands = parser.add_subparsers(
        dest="tournament_command",
        metavar=QCoreApplication.translate("cli", "ACTION"),
        required=True,
    )
    new = commands.add_parser(
        "new", help=QCoreApplication.translate("cli", "draw a new tournament")
    )
    name_argument(new)
    new.add_argument(
        "--format",
        choices=FORMATS,
        required=True,
        help=QCoreApplication.translate("cli", "how the tournament is played"),
    )
    new.add_argument(
        "--groups",
        type=_whole,
        metavar="N",
        help=QCoreApplication.translate(
            "cli", "round robin in N groups, whose top players go on to a knockout"
        ),
    )
    new.add_argument(
        "--advance",
        type=_whole,
        metavar="K",
        help=QCoreApplication.translate(
            "cli", "how many players of each group go on to the knockout (default 2)"
        ),
    )
    entrants = new.add_mutually_exclusive_group(required=True)
    entrants.add_argument(
        "--players",
        metavar=QCoreApplication.translate("cli", "FILE"),
        help=QCoreApplication.translate(
            "cli",
            "the entrants: a CSV with a name column (optional seed, club, rating; Challonge's "
            "participants export works as it is), or one name a line; - reads them from the "
            "terminal",
        ),
    )
    entrants.add_argument(
        "--player",
        action="append",
        metavar=QCoreApplication.translate("cli", "NAME"),
        help=QCoreApplication.translate(
            "cli", "an entrant (give it once per entrant, in seeding order)"
        ),
    )
    new.add_argument(
        "--seed",
        type=int,
        metavar="S",
        help=QCoreApplication.translate(
            "cli", "draw the seeding at random from the number S (the same S, the same draw)"
        ),
    )
    new.add_argument(
        "--by-rating",
        action="store_true",
        help=QCoreApplication.translate("cli", "seed by rating, highest first"),
    )
    new.add_argument(
        "--race",
        type=_whole,
        default=7,
        metavar="N",
        help=QCoreApplication.translate("cli", "the race (default 7)"),
    )
    new.add_argument(
        "--losers-race",
        type=_whole,
        metavar="N",
        help=QCoreApplication.translate("cli", "the race on the losers' side"),
    )
    new.add_argument(
        "--final-race",
        type=_whole,
        metavar="N",
        help=QCoreApplication.translate("cli", "the race of the final"),
    )
    new.add_argument(
        "--final",
        choices=FINAL_CHOICES,
        default="true-double",
        help=QCoreApplication.translate(
            "cli",
            "double elimination's final: a true double (default: the hot seat must be beaten "
            "twice) or a single race",
        ),
    )
    show = commands.add_parser(
        "show", help=QCoreApplication.translate("cli", "the bracket, the results and the standings")
    )
    name_argument(show)
    show.add_argument(
        "--json",
        action="store_true",
        help=QCoreApplication.translate("cli", "as JSON, for other programs"),
    )
    result = commands.add_parser(
        "result", help=QCoreApplication.translate("cli", "record the result of a match")
    )
    name_argument(result)
    _match_argument(result)
    result.add_argument(
        "winner",
        metavar=QCoreApplication.translate("cli", "PLAYER"),
        help=QCoreApplication.translate("cli", "the winner's name"),
    )
    result.add_argument(
        "score",
        metavar=QCoreApplication.translate("cli", "SCORE"),
        help=QCoreApplication.translate(
            "cli", "the racks, as 7-3, or forfeit when the loser did not come when called"
        ),
    )
    result.add_argument(
        "--table", default="", help=QCoreApplication.translate("cli", "the table it was played on")
    )
    result.add_argument(
        "--started",
        default="",
        help=QCoreApplication.translate("cli", "when it started (as you write it)"),
    )
    result.add_argument(
        "--ended", default="", help=QCoreApplication.translate("cli", "when it ended")
    )
    undo = commands.add_parser(
        "undo", help=QCoreApplication.translate("cli", "take a match's result back (a correction)")
    )
    name_argument(undo)
    _match_argument(undo)
    export = commands.add_parser(
        "export", help=QCoreApplication.translate("cli", "the results or the standings as CSV")
    )
    name_argument(export)
    export.add_argument(
        "--csv",
        required=True,
        metavar=QCoreApplication.translate("cli", "FILE"),
        help=QCoreApplication.translate(
            "cli", "the CSV file to write (replaced if it exists); - writes to the terminal"
        ),
    )
    export.add_argument(
        "--what",
        choices=WHAT_CHOICES,
        default="results",
        help=QCoreApplication.translate(
            "cli",
            "one row per match played (the default), per entrant, or per match in the shape of a"
            " rating body's results upload",
        ),
    )
    export.add_argument(
        "--date",
        type=date_argument,
        default=None,
        metavar=QCoreApplication.translate("cli", "YYYY-MM-DD"),
        help=QCoreApplication.translate(
            "cli",
            "for --what rating: the day of the matches whose result has no time (a forfeit);"
            " by default the day of the first result with one, else today",
        ),
    )
    from .calling import add_call_parser

    call = add_call_parser(commands)
    from .tournament_print import add_print_parser

    printing = add_print_parser(commands)
    _global_options(new, show, result, undo, export, call, printing)


def name_argument(parser: argparse.ArgumentParser) -> None:
    """The tournament's name, the first argument of every ``tournament`` action."""
    from PySide6.QtCore import QCoreApplication

    parser.add_argument(
        "name",
        metavar=QCoreApplication.translate("cli", "NAME"),
        help=QCoreApplication.translate("cli", "the tournament's name"),
    )


def _match_argument(parser: argparse.ArgumentParser) -> None:
    from PySide6.QtCore import QCoreApplication

    parser.add_argument(
        "match",
        metavar=QCoreApplication.translate("cli", "MATCH"),
        help=QCoreApplication.translate("cli", "the match's number"),
    )


def _global_options(*parsers: argparse.ArgumentParser) -> None:
    """``ninescore tournament show NAME --data-dir DIR`` as well as before the command: the
    command line gives the global options to each command's parser, not to its actions'."""
    from PySide6.QtCore import QCoreApplication

    for parser in parsers:
        group = parser.add_argument_group(QCoreApplication.translate("cli", "global options"))
        group.add_argument(
            "--data-dir",
            dest="data_dir",
            metavar=QCoreApplication.translate("cli", "DIR"),
            default=argparse.SUPPRESS,
            help=QCoreApplication.translate("cli", "the folder where matches are kept"),
        )
        group.add_argument(
            "-v",
            "--verbose",
            dest="verbose",
            action="store_true",
            default=argparse.SUPPRESS,
            help=QCoreApplication.translate("cli", "also write the log to the terminal"),
        )
        group.add_argument(
            "--lang",
            dest="lang",
            choices=("ru", "en"),
            default=argparse.SUPPRESS,
            help=QCoreApplication.translate("cli", "the language of the program"),
        )


def _whole(text: str) -> int:
    from PySide6.QtCore import QCoreApplication

    try:
        number = int(text.strip())
    except ValueError:
        number = 0
    if number < 1:
        raise argparse.ArgumentTypeError(
            QCoreApplication.translate("cli", "{text} is not a whole number from 1 up").format(
                text=repr(text)
            )
        )
    return number


@output.guarded
def run(args: argparse.Namespace) -> int:
    from ninescore.describe import tournament as words
    from ninescore.records.tournaments import EntrantsFileError, TournamentFileError
    from ninescore.tournament import TournamentError

    actions = {
        "new": _new,
        "show": _show,
        "result": _result,
        "undo": _undo,
        "export": _export,
        "call": _call,
        "print": _print,
    }
    try:
        return actions[args.tournament_command](args)
    except (TournamentError, TournamentFileError, EntrantsFileError) as error:
        output.error(words.describe_tournament_error(error))
        return 1


def _call(args: argparse.Namespace) -> int:
    from .calling import run_call

    return run_call(args)


def _print(args: argparse.Namespace) -> int:
    from .tournament_print import run_print

    return run_print(args)


def _new(args: argparse.Namespace) -> int:
    import sys

    from ninescore.describe import tournament as words
    from ninescore.records import tournaments as files
    from ninescore.tournament import Entrant, Format, Tournament

    if args.players == STDOUT:
        entrants = files.read_entrants_stream(sys.stdin.buffer)
    elif args.players is not None:
        entrants = files.read_entrants_file(Path(args.players))
    else:
        entrants = [Entrant(name) for name in args.player]
    format = {
        "single": Format.SINGLE_ELIMINATION,
        "double": Format.DOUBLE_ELIMINATION,
        "round-robin": Format.ROUND_ROBIN,
    }[args.format]
    if format is Format.ROUND_ROBIN and (args.groups is not None or args.advance is not None):
        format = Format.GROUPS
    races = {
        "winners": args.race,
        "losers": args.losers_race or args.race,
        "final": args.final_race or args.race,
        "groups": args.race,
    }
    tournament = Tournament.draw(
        name=args.name,
        entrants=entrants,
        format=format,
        seed=args.seed,
        races=races,
        final="single" if args.final == "single" else "true_double",
        by_rating=args.by_rating,
        groups=args.groups if format is Format.GROUPS else None,
        advance=args.advance if format is Format.GROUPS else None,
    )
    path = files.save(args.data_path, tournament, new=True)
    output.line(words.drawn_text(tournament, str(path)))
    return 0


def _show(args: argparse.Namespace) -> int:
    from ninescore.describe import tournament as words
    from ninescore.records import tournaments as files

    tournament = files.load(args.data_path, args.name)
    if args.json:
        output.raw(output.json_text(_shown(tournament), indent=1) + "\n")
        return 0
    for line in words.bracket_lines(tournament):
        output.line(line)
    return 0


def _shown(tournament: Tournament) -> dict[str, object]:
    return {
        "name": tournament.name,
        "format": tournament.format.value,
        "over": tournament.is_over,
        "champion": tournament.champion,
        "matches": [
            {
                "match": match.id,
                "stage": match.stage,
                "round": match.round,
                "players": list(match.players),
                "race_to": list(match.race_to),
                "ready": match in tournament.ready(),
                "winner": match.winner,
                "score": (
                    list(match.result.score)
                    if match.result is not None and match.result.score is not None
                    else None
                ),
                "forfeit": match.result.forfeit if match.result is not None else False,
            }
            for match in tournament.matches()
        ],
        "standings": [{"place": place, "name": name} for place, name in tournament.standings()],
    }


SCORE = re.compile(r"^\s*(\d{1,4})\s*[-:–]\s*(\d{1,4})\s*$")
FORFEITS = ("forfeit", "ff", "wo", "w/o", "неявка")


def _result(args: argparse.Namespace) -> int:
    from ninescore.describe import tournament as words
    from ninescore.records import tournaments as files

    tournament = files.load(args.data_path, args.name)
    match_id = _match_number(args.match)
    if match_id is None:
        output.error(words.bad_match_text(args.match))
        return 2
    if args.score.strip().casefold() in FORFEITS:
        score, forfeit = None, True
    else:
        found = SCORE.match(args.score)
        if found is None:
            output.error(words.bad_score_text(args.score))
            return 2
        score, forfeit = (int(found.group(1)), int(found.group(2))), False
    tournament.record_result(
        match_id,
        args.winner.strip(),
        score,
        forfeit=forfeit,
        table=args.table,
        started=args.started,
        ended=args.ended,
    )
    files.save(args.data_path, tournament)
    output.line(words.recorded_text(tournament.match(match_id)))
    if tournament.champion is not None:
        output.line(words.champion_text(tournament.champion))
    return 0


def _undo(args: argparse.Namespace) -> int:
    from ninescore.describe import tournament as words
    from ninescore.records import tournaments as files

    tournament = files.load(args.data_path, args.name)
    match_id = _match_number(args.match)
    if match_id is None:
        output.error(words.bad_match_text(args.match))
        return 2
    tournament.undo_result(match_id)
    files.save(args.data_path, tournament)
    output.line(words.undone_text(match_id))
    return 0


def _match_number(text: str) -> int | None:
    text = text.strip().lstrip("#")
    return int(text) if text.isdigit() and len(text) <= 6 else None


def _export(args: argparse.Namespace) -> int:
    from ninescore.describe import tournament as words
    from ninescore.records import tournaments as files
    from ninescore.stats import tournament_csv

    tournament = files.load(args.data_path, args.name)
    write: Callable[[Output, Tournament], int]
    if args.what == "rating":
        day = args.date or tournament_csv.event_day(tournament) or date.today()

        def write(out: Output, tournament: Tournament) -> int:
            return tournament_csv.write_rating_csv(out, tournament, day)

    elif args.what == "standings":
        write = tournament_csv.write_standings_csv
    else:
        write = tournament_csv.write_results_csv
    if args.csv == STDOUT:
        # Through visible() as `export --csv -`: a name's bidi override is shown, not obeyed.
        write(output.TerminalStream(), tournament)
        return 0
    path = Path(args.csv)
    problem = output.file_problem(path)
    if problem is not None:
        output.error(problem)
        return 1
    try:
        rows = write(path, tournament)
    except OSError as error:
        output.error(output.write_failure(path, error))
        return 1
    output.line(words.exported_text(rows, str(path)))
    return 0
