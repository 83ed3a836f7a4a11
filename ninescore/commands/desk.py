"""``ninescore desk``: the tournament desk's window on a shared data folder.

The window itself opens through ``ninescore.app`` (this layer knows no widgets; ``ninescore.cli``
sends a command whose entry says ``window=True`` there).  With ``--text``, :func:`run` prints the
desk's cards once, for a terminal or a script, and opens nothing.
"""

from __future__ import annotations

import argparse
from typing import Any

from . import output


def add_parser(subparsers: Any) -> None:
    from PySide6.QtCore import QCoreApplication

    parser = subparsers.add_parser(
        "desk",
        help=QCoreApplication.translate(
            "cli", "open the tournament desk: every table of a shared folder on one screen"
        ),
        description=QCoreApplication.translate(
            "cli",
            "Open the tournament desk on the data folder that Syncthing shares with the tables: "
            "one card per table, updated as the tables' files arrive; sheets to print, the "
            "day's results, the next match for a table, the room's board.",
        ),
    )
    parser.add_argument(
        "--text",
        action="store_true",
        help=QCoreApplication.translate(
            "cli", "print the tables once instead of opening the window"
        ),
    )


def wants_window(args: argparse.Namespace) -> bool:
    return not getattr(args, "text", False)


@output.guarded
def run(args: argparse.Namespace) -> int:
    """The desk's cards as lines of text, and the conflicts a person must settle."""
    from ninescore.describe import desk as words
    from ninescore.describe.live import table_text
    from ninescore.desk import DeskFolder
    from ninescore.records.machine import load_machine

    machine = load_machine(args.data_path)
    desk = DeskFolder(args.data_path, quiet_minutes=machine.quiet_minutes, resolve=False)
    desk.refresh()
    for card in desk.cards:
        parts = [table_text(card.table), card.status_text]
        match = card.match
        if match is not None:
            parts.append(words.players_text(*match.players))
            parts.append(words.score_text(*match.score) + " " + words.race_text(*match.race_to))
        for assignment in card.waiting:
            parts.append(
                words.waiting_assignment_text(
                    assignment.players[0], assignment.players[1], assignment.race_to
                )
            )
        output.line("  ·  ".join(parts))
    from .calling import print_queues

    print_queues(args.data_path, desk)
    if desk.conflicts:
        output.line(words.conflict_text(len(desk.conflicts)))
    for problem in desk.desk_problems:
        output.error(words.desk_file_left_out_text(problem))
    if desk.matches_problem is not None:
        from ninescore.describe.errors import describe_error

        output.error(describe_error(desk.matches_problem))
    return 0
