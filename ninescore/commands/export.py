"""``ninescore export --csv OUT``: statistics of the stored matches as a CSV file.

The columns of each kind of file are documented in docs/statistics.md.  Nothing heavy is imported
at the top: the command line builds its parser from every command module, and only the command
that runs should pay for loading the records layer and the statistics.
"""

from __future__ import annotations

import argparse
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import output

if TYPE_CHECKING:
    from ninescore.stats.cache import Selection, StatsCache

WHAT_CHOICES = ("matches", "frames", "players")
STDOUT = "-"


def add_parser(subparsers: Any) -> None:
    from PySide6.QtCore import QCoreApplication

    parser = subparsers.add_parser(
        "export",
        help=QCoreApplication.translate("cli", "export statistics of stored matches as CSV"),
        description=QCoreApplication.translate(
            "cli",
            "Write statistics of the stored matches to a CSV file (UTF-8, one header row): one "
            "row per match, per frame or per player. The columns are described in "
            "docs/statistics.md.",
        ),
    )
    parser.add_argument(
        "--csv",
        required=True,
        dest="csv",
        metavar=QCoreApplication.translate("cli", "OUT"),
        help=QCoreApplication.translate(
            "cli", "the CSV file to write (replaced if it exists); - writes to the terminal"
        ),
    )
    parser.add_argument(
        "--what",
        choices=WHAT_CHOICES,
        default="matches",
        help=QCoreApplication.translate(
            "cli", "one row per match (the default), per frame, or per player"
        ),
    )
    parser.add_argument(
        "--player",
        metavar=QCoreApplication.translate("cli", "NAME"),
        help=QCoreApplication.translate(
            "cli",
            "only matches this player played (case is ignored); with --what players, "
            "only this player's row",
        ),
    )
    parser.add_argument(
        "--event",
        metavar=QCoreApplication.translate("cli", "EVENT"),
        help=QCoreApplication.translate("cli", "only matches of this event (case is ignored)"),
    )
    parser.add_argument(
        "--since",
        type=date_argument,
        metavar=QCoreApplication.translate("cli", "DATE"),
        help=QCoreApplication.translate(
            "cli", "only matches started on or after this day (YYYY-MM-DD)"
        ),
    )
    parser.add_argument(
        "--until",
        type=date_argument,
        metavar=QCoreApplication.translate("cli", "DATE"),
        help=QCoreApplication.translate(
            "cli", "only matches started on or before this day (YYYY-MM-DD)"
        ),
    )
    from .check import jobs_argument

    parser.add_argument(
        "--jobs",
        type=jobs_argument,
        default=None,
        metavar="N",
        help=QCoreApplication.translate(
            "cli",
            "how many files to read at once when the cache lacks their numbers (default: one "
            "per core of this computer)",
        ),
    )


def date_argument(text: str) -> date:
    """A day on the command line (``YYYY-MM-DD``), or one sentence saying how to write it."""
    from PySide6.QtCore import QCoreApplication

    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(
            QCoreApplication.translate(
                "cli", "{text} is not a date; write it as YYYY-MM-DD, for example 2025-03-01"
            ).format(text=repr(text))
        ) from None


@output.guarded
def run(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QCoreApplication

    from ninescore.records.errors import NinescoreDataError
    from ninescore.records.store import Store

    since: date | None = args.since
    until: date | None = args.until
    if since is not None and until is not None and since > until:
        return _fail(
            QCoreApplication.translate(
                "cli", "The period is empty: --since {since} is after --until {until}."
            ).format(since=since.isoformat(), until=until.isoformat())
        )
    out = None if args.csv == STDOUT else Path(args.csv)
    if out is not None:
        problem = output.file_problem(out)
        if problem is not None:
            return _fail(problem)
    data_path = Path(args.data_path)
    if not data_path.exists():
        return _fail(
            QCoreApplication.translate(
                "cli", "The data folder {folder} does not exist, so there is nothing to export."
            ).format(folder=data_path)
        )
    try:
        store = Store(data_path)
    except NinescoreDataError as error:
        return _fail(_describe(error))
    from ninescore.records.checking import every_core
    from ninescore.stats.cache import Selection, StatsCache

    jobs: int = args.jobs if args.jobs is not None else every_core()
    selection = Selection(player=args.player, since=since, until=until, event=args.event)
    cache = StatsCache(store)
    try:
        # Only the files the filters choose are read, and only when the cache lacks them.
        cache.refresh(selection, jobs=jobs)
        for unreadable in (*cache.problems, *cache.notices):
            output.error(_describe(unreadable))
        if out is None:
            # On a terminal: every cell made visible (see ninescore.commands.output).
            _write(output.TerminalStream(), args.what, cache, selection)
            return 0
        try:
            rows = _write(out, args.what, cache, selection)
        except OSError as error:
            return _fail(output.write_failure(out, error))
    except NinescoreDataError as error:
        return _fail(_describe(error))
    finally:
        cache.close()
        store.close()
    from ninescore.describe import rows_written_text

    output.line(rows_written_text(rows, out))
    return 0


def _write(
    out: Path | output.TerminalStream, what: str, cache: StatsCache, selection: Selection
) -> int:
    """Rows streamed from the cache as SQLite gives them: no list of every match in memory."""
    from ninescore import stats

    if what == "frames":
        return stats.write_csv(
            out,
            stats.FRAME_COLUMNS,
            (stats.frame_cells(head, frame) for head, frame in cache.frames(selection)),
        )
    if what == "players":
        if selection.player is not None:
            players = [cache.player_stats(selection.player, selection)]
        else:
            players = cache.all_player_stats(selection)
        return stats.write_players_csv(out, players)
    return stats.write_csv(
        out,
        stats.MATCHES_COLUMNS,
        (stats.match_cells(head, numbers) for head, numbers in cache.matches(selection)),
    )


def _describe(error: Any) -> str:
    from ninescore.describe import describe_error

    return describe_error(error)


def _fail(message: str) -> int:
    output.error(message)
    return 1
