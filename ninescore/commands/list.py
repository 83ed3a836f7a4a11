"""``ninescore list``: the stored matches, newest first (``--json`` for scripts)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from . import output

if TYPE_CHECKING:
    from ninescore.records import MatchSummary, NinescoreDataError


def add_parser(subparsers: Any) -> None:
    from PySide6.QtCore import QCoreApplication

    parser = subparsers.add_parser(
        "list",
        help=QCoreApplication.translate("cli", "list the stored matches, newest first"),
        description=QCoreApplication.translate(
            "cli", "List the stored matches, newest first: date, players, score, status, event."
        ),
    )
    parser.add_argument(
        "--json",
        action="store_true",
        help=QCoreApplication.translate("cli", "print the list as JSON, for scripts"),
    )


def status_text(status: str) -> str:
    from ninescore.describe import status_text

    return status_text(status)


def describe(error: NinescoreDataError) -> str:
    """A records error as one sentence in the program's language."""
    from ninescore.describe import describe_error

    return describe_error(error)


def as_json(summary: MatchSummary) -> dict[str, object]:
    from ninescore.records import format_time

    return {
        "id": summary.id,
        "path": str(summary.path),
        "created": format_time(summary.created),
        "updated": format_time(summary.updated),
        "players": list(summary.players),
        "race_to": list(summary.race_to),
        "score": list(summary.score),
        "winner": summary.winner,
        "status": summary.status,
        "event": summary.event,
        "round": summary.round,
        "table": summary.table,
        "referee": summary.referee,
        "frames": summary.frames,
    }


@output.guarded
def run(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QCoreApplication

    from ninescore.records import Store, StoreError

    data_path = args.data_path
    if not (data_path / "matches").is_dir():
        # Listing must not create the data folder as a side effect.
        if args.json:
            output.line("[]")
        else:
            output.line(
                QCoreApplication.translate("cli", "No matches are stored in {folder} yet.").format(
                    folder=data_path
                )
            )
        return 0
    try:
        store = Store(data_path)
        summaries = store.list()
    except StoreError as error:
        output.error(describe(error))
        return 1
    try:
        for problem in (*store.problems, *store.notices):
            output.error(
                QCoreApplication.translate("cli", "Warning: {problem}").format(
                    problem=describe(problem)
                )
            )
        if args.json:
            output.raw(output.json_text([as_json(s) for s in summaries], indent=2) + "\n")
            return 0
        if not summaries:
            output.line(
                QCoreApplication.translate("cli", "No matches are stored in {folder} yet.").format(
                    folder=data_path
                )
            )
            return 0
        print_table(summaries)
    finally:
        store.close()
    return 0


def print_table(summaries: list[MatchSummary]) -> None:
    from PySide6.QtCore import QCoreApplication

    from ninescore.describe import Heading, heading
    from ninescore.describe.dates import date_time_text

    header = (
        heading(Heading.DATE),
        heading(Heading.PLAYERS),
        heading(Heading.SCORE),
        heading(Heading.STATUS),
        heading(Heading.EVENT),
        QCoreApplication.translate("cli", "Id"),
    )
    rows = [header]
    show = output.visible
    for summary in summaries:
        event = " · ".join(show(part) for part in (summary.event, summary.round) if part)
        rows.append(
            (
                date_time_text(summary.created),
                f"{show(summary.players[0])} – {show(summary.players[1])}",
                f"{summary.score[0]}–{summary.score[1]}",
                status_text(summary.status),
                event,
                summary.id[:8],
            )
        )
    widths = [max(len(row[column]) for row in rows) for column in range(len(header))]
    lines = []
    for row in rows:
        lines.append("  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)))
    output.raw("\n".join(line.rstrip() for line in lines) + "\n")
