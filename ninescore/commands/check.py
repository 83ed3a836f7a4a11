"""``ninescore check``: load and replay every stored match; report problems; change nothing."""

from __future__ import annotations

import argparse
from typing import Any

from . import output


def add_parser(subparsers: Any) -> None:
    from PySide6.QtCore import QCoreApplication

    parser = subparsers.add_parser(
        "check",
        help=QCoreApplication.translate(
            "cli", "load and replay every stored match and report any problem"
        ),
        description=QCoreApplication.translate(
            "cli",
            "Load and replay every stored match and report each problem with its file and place. "
            "Exit status 1 if any file has a problem. Never changes a file.",
        ),
    )
    parser.add_argument(
        "--jobs",
        type=jobs_argument,
        default=None,
        metavar="N",
        help=QCoreApplication.translate(
            "cli", "how many files to check at once (default: one per core of this computer)"
        ),
    )


def jobs_argument(text: str) -> int:
    from PySide6.QtCore import QCoreApplication

    try:
        jobs = int(text.strip())
    except ValueError:
        jobs = 0
    if jobs < 1:
        raise argparse.ArgumentTypeError(
            QCoreApplication.translate(
                "cli", "{text} is not a number of jobs; write a whole number from 1 up"
            ).format(text=repr(text))
        )
    return jobs


@output.guarded
def run(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QCoreApplication

    from ninescore.records.checking import check_folder, every_core

    jobs: int = args.jobs if args.jobs is not None else every_core()
    report = check_folder(args.data_path, jobs=jobs)
    for problem in report.problems:
        output.error(problem.describe(QCoreApplication.translate))
    for notice in report.notices:
        output.error(
            QCoreApplication.translate("cli", "Warning: {problem}").format(
                problem=notice.describe(QCoreApplication.translate)
            )
        )
    if report.temporary_files:
        output.line(
            QCoreApplication.translate(
                "cli",
                "{count} temporary file(s) left by interrupted saves were ignored; they are "
                "harmless and never listed.",
            ).format(count=len(report.temporary_files))
        )
    if report.problems:
        output.line(
            QCoreApplication.translate(
                "cli", "Checked {files} match file(s) in {folder}: {problems} problem(s)."
            ).format(files=report.files, folder=report.folder, problems=len(report.problems))
        )
        return 1
    output.line(
        QCoreApplication.translate(
            "cli", "Checked {files} match file(s) in {folder}: all of them are sound."
        ).format(files=report.files, folder=report.folder)
    )
    return 0
