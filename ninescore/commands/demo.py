"""``ninescore demo``: generate realistic sample matches into the data folder."""

from __future__ import annotations

import argparse
import sys
from typing import Any


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


def run(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QCoreApplication

    from ninescore.records import Store, StoreError
    from ninescore.records.demo import generate

    try:
        store = Store(args.data_path, durable=args.sync)
        try:
            generate(store, args.count, args.seed, keep=False)
        finally:
            store.close()
    except StoreError as error:
        print(error.describe(QCoreApplication.translate), file=sys.stderr)
        return 1
    print(
        QCoreApplication.translate("cli", "Saved {count} sample match(es) in {folder}.").format(
            count=args.count, folder=store.matches_path
        )
    )
    return 0
