"""``ninescore sheet MATCH -o OUT.pdf [--detail] [--paper a4|letter]``: a match sheet as PDF.

Works without a display: drawing text needs a QGuiApplication (fonts), which the command line
creates for a command the table in ``ninescore.cli`` marks as drawing (offscreen when there is no
display).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from . import output

PAPERS = ("a4", "letter")


def add_parser(subparsers: Any) -> None:
    from PySide6.QtCore import QCoreApplication

    parser = subparsers.add_parser(
        "sheet",
        help=QCoreApplication.translate("cli", "write a match sheet as a PDF file"),
        description=QCoreApplication.translate(
            "cli", "Write the match sheet of a stored match as a PDF file, ready to print and sign."
        ),
    )
    parser.add_argument(
        "match",
        metavar=QCoreApplication.translate("cli", "MATCH"),
        help=QCoreApplication.translate(
            "cli", "a match id, the first characters of one, or the path of a match file"
        ),
    )
    parser.add_argument(
        "-o",
        "--output",
        required=True,
        metavar=QCoreApplication.translate("cli", "OUT.pdf"),
        help=QCoreApplication.translate("cli", "the PDF file to write (replaced if it exists)"),
    )
    parser.add_argument(
        "--detail",
        action="store_true",
        help=QCoreApplication.translate(
            "cli", "add pages with every shot of every frame and the rules applied"
        ),
    )
    parser.add_argument(
        "--paper",
        choices=PAPERS,
        default=None,
        help=QCoreApplication.translate(
            "cli",
            "the paper size (default: the one chosen last in the program's print or export "
            "dialog, else the region's: letter in the US, Canada, Mexico and the other "
            "countries that use it, a4 elsewhere)",
        ),
    )


@output.guarded
def run(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QCoreApplication

    from ninescore.records import NinescoreDataError, Store

    problem = output.file_problem(Path(args.output), folder_must_exist=False)
    if problem is not None:
        output.error(problem)
        return 1
    try:
        store = Store(args.data_path)
        try:
            record = store.load(args.match)
        finally:
            store.close()
    except NinescoreDataError as error:
        output.error(error.describe(QCoreApplication.translate))
        return 1

    from ninescore.sheet import SheetError, write_pdf
    from ninescore.sheet.paper import default_paper

    try:
        paper = args.paper or default_paper()
        path = write_pdf(record, args.output, detail=args.detail, paper=paper)
    except SheetError as error:
        output.error(str(error))
        return 1
    output.line(
        QCoreApplication.translate("cli", "Match sheet written to {path}.").format(path=path)
    )
    return 0
