"""``ninescore tournament call NAME --tables 1-16``: the desk's refresh, once, without a window.

Takes in the finished matches the bracket called, then calls the ready matches to the free tables
(:mod:`ninescore.desk.calling`), and prints one line per thing it did.  Registered by
``ninescore.commands.tournament``; kept here so that file's hunk stays one line each way.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import output

if TYPE_CHECKING:
    from ninescore.desk import DeskFolder


def add_call_parser(commands: Any) -> Any:
    from PySide6.QtCore import QCoreApplication

    from .tournament import name_argument

    call = commands.add_parser(
        "call",
        help=QCoreApplication.translate(
            "cli", "take in the tables' results and call the next matches to the free tables"
        ),
    )
    name_argument(call)
    call.add_argument(
        "--tables",
        required=True,
        type=_tables,
        metavar=QCoreApplication.translate("cli", "TABLES"),
        help=QCoreApplication.translate("cli", "the tables of the event, as 1-16 or 1,3,5-8"),
    )
    call.add_argument(
        "--reserve",
        type=_tables,
        default=(),
        metavar=QCoreApplication.translate("cli", "TABLES"),
        help=QCoreApplication.translate(
            "cli", "tables kept for the final (the TV table): nothing else is called there"
        ),
    )
    call.add_argument(
        "--out",
        type=_tables,
        default=(),
        metavar=QCoreApplication.translate("cli", "TABLES"),
        help=QCoreApplication.translate("cli", "tables taken out (a broken cloth): never called"),
    )
    call.add_argument(
        "--late",
        type=_minutes,
        default=15,
        metavar=QCoreApplication.translate("cli", "MINUTES"),
        help=QCoreApplication.translate(
            "cli", "list the calls not started after this many minutes (default 15)"
        ),
    )
    return call


def _tables(text: str) -> tuple[str, ...]:
    from ninescore.describe.calling import bad_tables_text
    from ninescore.desk.calling import parse_tables

    try:
        return parse_tables(text)
    except ValueError:
        raise argparse.ArgumentTypeError(bad_tables_text(text)) from None


def _minutes(text: str) -> int:
    from PySide6.QtCore import QCoreApplication

    if not text.strip().isdigit():
        raise argparse.ArgumentTypeError(
            QCoreApplication.translate("cli", "{text} is not a whole number from 1 up").format(
                text=repr(text)
            )
        )
    return int(text)


def run_call(args: argparse.Namespace) -> int:
    """One refresh of the desk; 0, or 1 when an assignment cannot be written."""
    from ninescore.describe import calling as words
    from ninescore.desk.calling import Tables, call_once

    tables = Tables(tuple(args.tables), frozenset(args.reserve), frozenset(args.out))
    try:
        report = call_once(args.data_path, args.name, tables, late_minutes=args.late)
    except OSError as error:
        output.error(output.write_failure(args.data_path / "desk", error))
        return 1
    for taken in report.taken:
        high, low = max(taken.score), min(taken.score)  # the winner's racks first
        output.line(words.taken_text(taken.match_id, taken.table, taken.winner, (high, low)))
    for withdrawn in report.withdrawn:
        output.line(words.withdrawn_text(withdrawn.match_id, withdrawn.table))
    for called in report.called:
        output.line(words.called_text(called.match_id, called.table, *called.players))
    for late in report.late:
        output.line(words.late_text(late.match_id, late.table, *late.players, late.minutes))
    for waiting in report.waiting:
        if waiting.reason == "check_in":
            output.line(words.waiting_check_in_text(waiting.match_id, waiting.who))
        elif waiting.reason == "busy":
            output.line(words.waiting_busy_text(waiting.match_id, waiting.who))
        else:
            output.line(words.waiting_table_text(waiting.match_id))
    for conflict in report.conflicts:
        output.error(
            words.conflict_text(
                conflict.kind,
                conflict.match_id,
                conflict.table,
                *conflict.players,
                conflict.score,
            )
        )
    output.line(words.summary_text(len(report.taken), len(report.called)))
    return 0


def print_queues(data_path: Path, desk: DeskFolder) -> None:
    """``ninescore desk --text``'s queue of each tournament not over: the calls not started
    ("Now calling: Table 4 — Anna v Boris"), then the ready matches ("Up next"), as the
    tournament's bracket says them to every screen."""
    from ninescore.describe import calling as words
    from ninescore.desk.calling import brackets

    for view in brackets(data_path, desk):
        if not view.now_calling and not view.up_next:
            continue
        output.line(words.queue_heading_text(view.name))
        for line in view.now_calling + view.up_next:
            output.line("  " + line.text)
