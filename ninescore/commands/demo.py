"""``ninescore demo``: generate realistic sample matches into the data folder."""

from __future__ import annotations

import argparse
from typing import Any

from . import output
from .check import jobs_argument


def _count(text: str) -> int:
    from PySide6.QtCore import QCoreApplication

    try:
        value = int(text)
    except ValueError:
        value = 0
    if not 1 <= value <= 1_000_000:
        raise argparse.ArgumentTypeError(
            QCoreApplication.translate("cli", "the count must be a whole number from 1 to 1000000")
        )
    return value


def add_parser(subparsers: Any) -> None:
    from PySide6.QtCore import QCoreApplication

    parser = subparsers.add_parser(
        "demo",
        help=QCoreApplication.translate("cli", "generate sample matches to look at"),
        description=QCoreApplication.translate(
            "cli",
            "Generate realistic sample matches (random but rule-abiding play) into the data "
            "folder, saved exactly as real scoring saves them.",
        ),
    )
    parser.add_argument(
        "--count",
        type=_count,
        default=20,
        metavar="N",
        help=QCoreApplication.translate("cli", "how many matches (default: 20)"),
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=None,
        metavar="S",
        help=QCoreApplication.translate("cli", "a number to get the same matches again"),
    )
    parser.add_argument(
        "--no-sync",
        dest="sync",
        action="store_false",
        help=QCoreApplication.translate(
            "cli",
            "skip flushing each file to the disk (much faster for thousands of matches; a power "
            "cut during generation may lose some of them)",
        ),
    )
    parser.add_argument(
        "--jobs",
        type=jobs_argument,
        default=None,
        metavar="N",
        help=QCoreApplication.translate(
            "cli", "how many matches to make at once (default: one per core of this computer)"
        ),
    )


@output.guarded
def run(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QCoreApplication

    from ninescore.records import Store, StoreError
    from ninescore.records.checking import every_core
    from ninescore.records.demo import generate_everywhere

    try:
        store = Store(args.data_path, durable=args.sync)
    except StoreError as error:
        output.error(error.describe(QCoreApplication.translate))
        return 1
    saved = 0
    jobs: int = args.jobs if args.jobs is not None else every_core()
    try:
        # Every core: a hundred thousand matches are an hour's work on one.
        generate_everywhere(store.data_path, args.count, args.seed, durable=args.sync, jobs=jobs)
    except StoreError as error:
        saved = getattr(error, "saved", 0)
        # Each match is saved whole or not at all: those counted are on disk, the rest are not.
        output.error(
            QCoreApplication.translate(
                "cli", "Only {saved} of {count} sample match(es) could be saved in {folder}: "
                "{problem}",
            ).format(
                saved=saved,
                count=args.count,
                folder=store.matches_path,
                problem=error.describe(QCoreApplication.translate),
            )
        )  # fmt: skip
        return 1
    finally:
        # The workers saved through their own stores: opening this one's index says whether
        # the file at its place is another program's (then left alone, as they left it).
        store.index.connection()
        store.close()
    if store.index.notice is not None:
        output.error(
            QCoreApplication.translate("cli", "Warning: {problem}").format(
                problem=store.index.notice.describe(QCoreApplication.translate)
            )
        )
    output.line(
        QCoreApplication.translate("cli", "Saved {count} sample match(es) in {folder}.").format(
            count=args.count, folder=store.matches_path
        )
    )
    return 0
