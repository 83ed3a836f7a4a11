"""``ninescore check``: load and replay every stored match; report problems; change nothing."""

from __future__ import annotations

import argparse
import sys
from typing import Any


def add_parser(subparsers: Any) -> None:
    from PySide6.QtCore import QCoreApplication

    subparsers.add_parser(
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


def run(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QCoreApplication

    from ninescore.records.checking import check_folder

    report = check_folder(args.data_path)
    for problem in report.problems:
        print(problem.describe(QCoreApplication.translate), file=sys.stderr)
    if report.temporary_files:
        print(
            QCoreApplication.translate(
                "cli",
                "{count} temporary file(s) left by interrupted saves were ignored; they are "
                "harmless and never listed.",
            ).format(count=len(report.temporary_files))
        )
    if report.problems:
        print(
            QCoreApplication.translate(
                "cli", "Checked {files} match file(s) in {folder}: {problems} problem(s)."
            ).format(files=report.files, folder=report.folder, problems=len(report.problems))
        )
        return 1
    print(
        QCoreApplication.translate(
            "cli", "Checked {files} match file(s) in {folder}: all of them are sound."
        ).format(files=report.files, folder=report.folder)
    )
    return 0
