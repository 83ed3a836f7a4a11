"""``ninescore tournament print NAME [--what bracket|day] [--paper a3|a4|letter] [--out FILE.pdf]``:
the bracket (one landscape page per side) or the end of the day's sheet (final standings and
every result) as a PDF to print (:mod:`ninescore.sheet.tournament_print`).

The bracket shows what the tables are doing as the desk sees it (a call waiting, a match in
progress with its score), read from the data folder.  Registered by
``ninescore.commands.tournament``; kept here so that file's hunk stays small.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from . import output

WHAT_CHOICES = ("bracket", "day")


def add_print_parser(commands: Any) -> Any:
    from PySide6.QtCore import QCoreApplication

    from .tournament import name_argument

    printing = commands.add_parser(
        "print",
        help=QCoreApplication.translate(
            "cli", "the bracket, or the final standings and every result, as a PDF to print"
        ),
    )
    name_argument(printing)
    printing.add_argument(
        "--what",
        choices=WHAT_CHOICES,
        default="bracket",
        help=QCoreApplication.translate(
            "cli",
            "the bracket, one page a side (the default), or the end of the day's sheet: the final"
            " standings and every result",
        ),
    )
    printing.add_argument(
        "--paper",
        type=_paper,
        default=None,
        metavar="a3|a4|letter",
        help=QCoreApplication.translate(
            "cli", "the paper (default: the desk's last choice, else the region's)"
        ),
    )
    printing.add_argument(
        "--out",
        "-o",
        default=None,
        metavar=QCoreApplication.translate("cli", "FILE.pdf"),
        help=QCoreApplication.translate(
            "cli",
            "the PDF file to write (replaced if it exists; default: the tournament's id and what"
            " is printed, in the current folder)",
        ),
    )
    return printing


def _paper(text: str) -> str:
    from ninescore.sheet import SheetError
    from ninescore.sheet.tournament_print import paper_name

    try:
        return paper_name(text)
    except SheetError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def run_print(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QCoreApplication

    from ninescore.describe.bracket import bracket_view
    from ninescore.desk import DeskFolder
    from ninescore.desk.calling import progress_of
    from ninescore.records import tournaments as files
    from ninescore.sheet import SheetError
    from ninescore.sheet.tournament_print import tournament_paper, write_tournament_pdf

    tournament = files.load(args.data_path, args.name)
    target = Path(args.out or f"{files.tournament_id(tournament.name)}-{args.what}.pdf")
    problem = output.file_problem(target, folder_must_exist=False)
    if problem is not None:
        output.error(problem)
        return 1
    desk = DeskFolder(args.data_path, resolve=False)
    desk.refresh()
    view = bracket_view(tournament, progress_of(tournament, desk))
    try:
        path = write_tournament_pdf(view, target, args.what, args.paper or tournament_paper())
    except SheetError as error:
        output.error(str(error))
        return 1
    if args.what == "bracket":
        done = QCoreApplication.translate("cli", "Bracket of {name} written to {path}.")
    else:
        done = QCoreApplication.translate("cli", "Results of the day of {name} written to {path}.")
    output.line(done.format(name=tournament.name, path=path))
    return 0
