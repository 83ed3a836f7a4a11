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
            "Exit status 1 if any file has a problem. Never changes a file, unless --keep "
            "names the version to keep of a match changed on two machines.",
        ),
    )
    parser.add_argument(
        "--keep",
        metavar=QCoreApplication.translate("cli", "FILE"),
        default=None,
        help=QCoreApplication.translate(
            "cli",
            "of a match changed on two machines (shown side by side), keep the version in FILE "
            "and move the other to the trash",
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

    if getattr(args, "keep", None):
        return _keep(args)
    jobs: int = args.jobs if args.jobs is not None else every_core()
    report = check_folder(args.data_path, jobs=jobs)
    _show_conflicts(args)
    for problem in report.problems:
        output.error(problem.describe(QCoreApplication.translate))
    for notice in report.notices:
        output.error(
            QCoreApplication.translate("cli", "Warning: {problem}").format(
                problem=notice.describe(QCoreApplication.translate)
            )
        )
    temporary = len(report.temporary_files)  # plain names: lupdate reads no other count
    files = report.files
    problems = len(report.problems)
    if temporary:
        output.line(
            QCoreApplication.translate(
                "cli",
                "%n temporary file(s) left by interrupted saves were ignored; they are "
                "harmless and never listed.",
                None,
                temporary,
            )
        )
    checked = QCoreApplication.translate(
        "cli", "Checked %n match file(s) in {folder}:", None, files
    ).format(folder=report.folder)
    if problems:
        found = QCoreApplication.translate("cli", "%n problem(s).", None, problems)
        output.line(f"{checked} {found}")
        return 1
    sound = QCoreApplication.translate("cli", "all of them are sound.")
    output.line(f"{checked} {sound}")
    return 0


COLUMN = 48


def _show_conflicts(args: argparse.Namespace) -> None:
    """Each match changed on more than one machine, all its versions side by side."""
    from PySide6.QtCore import QCoreApplication

    from ninescore.records.sync import find_conflicts

    shown: set[str] = set()
    for conflict in find_conflicts(args.data_path):
        if conflict.original.path.name in shown:
            continue  # a match with several copies: one table of all its versions
        shown.add(conflict.original.path.name)
        versions = conflict.versions
        count = len(versions)  # a plain name: lupdate reads no other count
        if count == 2:
            title = QCoreApplication.translate(
                "cli", "The match {id} was changed on two machines; its two versions:"
            )
        else:
            title = QCoreApplication.translate(
                "cli",
                "The match {id} was changed more than once on different machines; its %n "
                "version(s):",
                None,
                count,
            )
        output.line(title.format(id=conflict.match_id[:8]))
        if count == 2:
            columns = [[v.path.name, *_version_lines(v)] for v in versions]
        else:  # the whole names first (for --keep), the narrower columns numbered
            for number, version in enumerate(versions, start=1):
                output.line(f"  {number}. {version.path.name}")
            columns = [[f"{n}.", *_version_lines(v)] for n, v in enumerate(versions, start=1)]
        width = max(20, (COLUMN * 2 + 3) // count - 3)
        height = max(len(column) for column in columns)
        for row in range(height):
            cells = [column[row] if row < len(column) else "" for column in columns]
            text = " | ".join(f"{cell[:width]:<{width}}" for cell in cells)
            output.line(f"  {text.rstrip()}")
        longer = conflict.longer
        if longer is not None:
            output.line(
                QCoreApplication.translate(
                    "cli",
                    "One holds the other: the desk keeps {file} by itself. Or choose with "
                    "ninescore check --keep FILE.",
                ).format(file=longer.path.name)
            )
        else:
            output.line(
                QCoreApplication.translate(
                    "cli",
                    "They differ: choose the right one with ninescore check --keep FILE (or in "
                    "the desk); the other goes to the trash.",
                )
            )


def _version_lines(version: object) -> list[str]:
    from ninescore.describe import describe_action
    from ninescore.describe import desk as words
    from ninescore.describe.dates import time_text
    from ninescore.records.sync import Version

    assert isinstance(version, Version)
    record = version.record
    if record is None:
        return [words.unreadable_version_text(version.problem)]
    log = record.match.log
    lines = [
        words.players_text(*record.players),
        words.score_text(*record.score) + "  " + words.race_text(*record.race_to),
        words.version_text(len(record.actions), time_text(record.updated, seconds=True), "").rstrip(
            ", "
        ),
    ]
    start = len(log) - len(log[-5:]) + 1
    lines += [
        f"{number}. " + describe_action(entry.action, entry.player, record.players)
        for number, entry in enumerate(log[-5:], start=start)
    ]
    return lines


def _keep(args: argparse.Namespace) -> int:
    """Keep the version in ``--keep FILE`` and move every other version of its match to the
    trash (a match with three versions or more: each in turn, the folder read again after each
    move, so that each version is judged as it is)."""
    from pathlib import Path

    from PySide6.QtCore import QCoreApplication

    from ninescore.describe.errors import os_error_reason
    from ninescore.records.sync import find_conflicts, keep_version

    name = Path(args.keep).name
    kept_as: str | None = None
    moves = 0
    for _ in range(1000):  # far more versions than one match ever has: it always ends
        conflict = next(
            (
                c
                for c in find_conflicts(args.data_path)
                if name in (c.original.path.name, c.copy.path.name)
                or (kept_as is not None and c.original.path.name == kept_as)
            ),
            None,
        )
        if conflict is None:
            break
        keep = conflict.copy.path if conflict.copy.path.name == name else conflict.original.path
        try:
            moved = keep_version(args.data_path, conflict, keep)
        except OSError as error:
            output.error(
                QCoreApplication.translate(
                    "cli", "The chosen version cannot be kept: {reason}."
                ).format(reason=output.visible(os_error_reason(error)))
            )
            return 1
        output.line(
            QCoreApplication.translate(
                "cli", "Kept {file} as the match; the other version is in the trash as {moved}."
            ).format(file=name, moved=moved)
        )
        kept_as = conflict.original.path.name  # the kept version is the match file now
        name = kept_as
        moves += 1
    if moves:
        return 0
    output.error(
        QCoreApplication.translate(
            "cli", "{file} is not one of two versions of a match: nothing was changed."
        ).format(file=name)
    )
    return 1
