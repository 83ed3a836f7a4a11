"""``ninescore demo``: generate realistic sample matches into the data folder."""

from __future__ import annotations

import argparse
from typing import Any

from . import output


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


@output.guarded
def run(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QCoreApplication

    from ninescore.records import Store, StoreError
    from ninescore.records.demo import generate

    try:
        store = Store(args.data_path, durable=args.sync)
    except StoreError as error:
        output.error(error.describe(QCoreApplication.translate))
        return 1
    saved = 0

    def count(done: int) -> None:
        nonlocal saved
        saved = done

    try:
        generate(store, args.count, args.seed, keep=False, progress=count)
    except StoreError as error:
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
