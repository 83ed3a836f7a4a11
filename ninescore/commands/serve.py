"""``ninescore serve``: the live feed of a data folder, read-only, for OBS and the room's TV."""

from __future__ import annotations

import argparse
import signal
import sys
import threading
from pathlib import Path
from typing import Any


def add_parser(subparsers: Any) -> None:
    from PySide6.QtCore import QCoreApplication

    parser = subparsers.add_parser(
        "serve",
        help=QCoreApplication.translate(
            "cli", "serve the live feed (stream overlays, the room's board) of the matches"
        ),
        description=QCoreApplication.translate(
            "cli",
            "Serve, read-only, every match of the data folder as it is played: a JSON API, "
            "Server-Sent Events and pages for OBS and the room's TV. Follows the match files as "
            "they change, so it runs beside the scoring window or on the desk's machine over a "
            "shared folder. Stops with Ctrl+C.",
        ),
    )
    parser.add_argument(
        "--listen",
        metavar=QCoreApplication.translate("cli", "HOST:PORT"),
        default=None,
        help=QCoreApplication.translate(
            "cli",
            "where to listen (default 127.0.0.1:{port}); any address but this machine's own "
            "needs a token",
        ).format(port=_default_port()),
    )
    parser.add_argument(
        "--token",
        default=None,
        help=QCoreApplication.translate(
            "cli",
            "the token every request must carry (header or ?token=): at least 16 characters, "
            "printable ASCII without spaces; made up and shown when listening beyond this "
            "machine without one",
        ),
    )
    parser.add_argument(
        "--score",
        action="store_true",
        help=QCoreApplication.translate(
            "cli",
            "also take scoring from phones (the API of docs/feed.md): needs --token, which "
            "scores every table",
        ),
    )
    parser.add_argument(
        "--table-token",
        dest="table_tokens",
        metavar=QCoreApplication.translate("cli", "TABLE"),
        action="append",
        default=[],
        help=QCoreApplication.translate(
            "cli", "with --score: make and show a token that scores only TABLE (repeatable)"
        ),
    )
    parser.add_argument(
        "--withdraw-token",
        dest="withdrawn",
        metavar=QCoreApplication.translate("cli", "TABLE"),
        action="append",
        default=[],
        help=QCoreApplication.translate(
            "cli",
            "with --score: the token kept for TABLE scores nothing from now on (a lost card); "
            "--table-token then makes a new one (repeatable)",
        ),
    )
    parser.add_argument(
        "--cards",
        metavar=QCoreApplication.translate("cli", "DIR"),
        default=None,
        help=QCoreApplication.translate(
            "cli",
            "with --table-token: write a printable card per table into DIR, a QR code of its "
            "scoring page with its token",
        ),
    )
    parser.add_argument(
        "--text-dir",
        dest="text_dir",
        metavar=QCoreApplication.translate("cli", "DIR"),
        default=None,
        help=QCoreApplication.translate(
            "cli", "also write one text file per field into DIR, for OBS text sources"
        ),
    )


def _default_port() -> int:
    from ninescore.feed.address import DEFAULT_PORT

    return DEFAULT_PORT


def parse_listen(text: str | None) -> tuple[str, int]:
    """``HOST:PORT`` (``[::1]:8909`` for IPv6; ``HOST`` alone keeps the default port).

    >>> parse_listen("0.0.0.0:9000"), parse_listen("[::1]:0"), parse_listen(None)
    (('0.0.0.0', 9000), ('::1', 0), ('127.0.0.1', 8909))
    """
    from ninescore.feed.address import DEFAULT_HOST, DEFAULT_PORT

    if not text:
        return DEFAULT_HOST, DEFAULT_PORT
    text = text.strip()
    port = str(DEFAULT_PORT)
    if text.startswith("["):  # [IPv6]:PORT or [IPv6]
        host, bracket, rest = text[1:].partition("]")
        if not bracket:
            raise ValueError(text)
        if rest:
            port = rest[1:] if rest.startswith(":") else ""
    elif text.count(":") == 1:
        host, _, port = text.partition(":")
    else:  # a name, an IPv4 address, or a bare IPv6 address: the default port
        host = text
    if not host or not port.isdigit() or int(port) > 65535:
        raise ValueError(text)
    return host, int(port)


def tokens_file() -> Path:
    """Where the tables' scoring tokens are kept on this machine (outside the data folder, which
    is shared with every table: a table's token must not reach the other tables)."""
    import platformdirs

    return platformdirs.user_config_path("ninescore", appauthor=False) / "phone-tokens.json"


def _write_cards(folder: str, server: Any, tokens: dict[str, str], lang: str) -> bool:
    """A card per table into ``folder``; False (and one sentence) when it cannot be written."""
    from urllib.parse import quote, urlencode

    from PySide6.QtCore import QCoreApplication

    from ninescore.describe.language import in_language
    from ninescore.feed.cards import write_card

    for table, token in tokens.items():
        # The table's own token, not the server's (which scores every table).
        url = f"{server.base_url}/score?" + urlencode(
            {"table": table, "token": token, "lang": lang}, quote_via=quote
        )
        try:
            with in_language(lang):
                path = write_card(Path(folder), table, url)
        except OSError as error:
            print(
                QCoreApplication.translate(
                    "cli", "The card of table {table} cannot be written into {folder}: {reason}."
                ).format(table=table, folder=folder, reason=error.strerror or error),
                file=sys.stderr,
            )
            return False
        print("  " + QCoreApplication.translate("cli", "Card: {path}").format(path=path))
    return True


def run(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QCoreApplication

    from ninescore import i18n
    from ninescore.feed.address import (
        TOKEN_MIN_DIFFERENT,
        TOKEN_MIN_LENGTH,
        is_loopback,
        is_strong_token,
        new_token,
    )
    from ninescore.feed.follower import FolderFollower
    from ninescore.feed.hub import Hub
    from ninescore.feed.server import FeedServer
    from ninescore.feed.textdir import TextDirWriter

    try:
        host, port = parse_listen(args.listen)
    except ValueError:
        print(
            QCoreApplication.translate(
                "cli",
                "“{listen}” is not an address to listen on: give HOST:PORT, such as "
                "127.0.0.1:8909.",
            ).format(listen=args.listen),
            file=sys.stderr,
        )
        return 2
    token = args.token
    if token is not None and not is_strong_token(token):
        print(
            QCoreApplication.translate(
                "cli",
                "A token must be at least {count} characters of printable ASCII (letters, "
                "digits, signs; no spaces or control characters), {different} of them different "
                "and not one piece repeated, so that no one can guess it.",
            ).format(count=TOKEN_MIN_LENGTH, different=TOKEN_MIN_DIFFERENT),
            file=sys.stderr,
        )
        return 2
    if (args.score or args.table_tokens) and token is None:
        print(
            QCoreApplication.translate(
                "cli", "Scoring from phones needs a token: give --token with --score."
            ),
            file=sys.stderr,
        )
        return 2
    made_up = token is None and not is_loopback(host)
    if made_up:
        token = new_token()
    lang = i18n.choose_language(args.lang)
    stop = threading.Event()
    for which in (signal.SIGINT, signal.SIGTERM):
        signal.signal(which, lambda *_: stop.set())
    hub = Hub()
    follower = FolderFollower(args.data_path, hub)
    scoring = None
    table_tokens: dict[str, str] = {}
    if args.score or args.table_tokens:
        from ninescore.feed.scoring import ScoringDesk

        try:
            scoring = ScoringDesk(args.data_path, hub, token, tokens_file())
            for table in args.withdrawn:
                scoring.withdraw_table(table)
            table_tokens = {table: scoring.token_for_table(table) for table in args.table_tokens}
        except (OSError, ValueError) as error:
            print(
                QCoreApplication.translate(
                    "cli", "The tables' tokens in {file} cannot be used: {reason}."
                ).format(file=tokens_file(), reason=getattr(error, "strerror", None) or error),
                file=sys.stderr,
            )
            return 1
    server = FeedServer(hub, host, port, token=token, default_lang=lang, scoring=scoring)
    follower.start()
    try:
        server.start()
    except OSError as error:
        follower.stop()
        print(
            QCoreApplication.translate(
                "cli", "The live feed cannot listen on {host}:{port}: {reason}."
            ).format(host=host, port=port, reason=error.strerror or error),
            file=sys.stderr,
        )
        return 1
    writer = None
    if args.text_dir:
        writer = TextDirWriter(hub, args.text_dir, lang)
        try:
            writer.start()
        except OSError as error:
            server.stop()
            follower.stop()
            print(
                QCoreApplication.translate(
                    "cli", "The text folder {folder} cannot be written: {reason}."
                ).format(folder=args.text_dir, reason=error.strerror or error),
                file=sys.stderr,
            )
            return 1
    print(
        QCoreApplication.translate("cli", "Live feed of {folder} at {url}").format(
            folder=args.data_path / "matches", url=server.base_url
        )
    )
    for label, path in (
        (QCoreApplication.translate("cli", "Board for the room's TV:"), "/board"),
        (QCoreApplication.translate("cli", "Bracket for the TV and the stream:"), "/bracket"),
        (QCoreApplication.translate("cli", "Scorebug overlay:"), "/overlay/scorebug"),
        (QCoreApplication.translate("cli", "Rack overlay:"), "/overlay/rack"),
    ):
        print(f"  {label} {server.url(path)}")
    if made_up:
        print(
            QCoreApplication.translate(
                "cli",
                "The feed is open beyond this machine, so every address needs this token: {token}",
            ).format(token=token)
        )
    if scoring is not None:
        print(
            QCoreApplication.translate(
                "cli", "Scoring from phones at {url}/api/v1/matches with the token."
            ).format(url=server.base_url)
        )
        for table, table_token in table_tokens.items():
            print(
                "  "
                + QCoreApplication.translate(
                    "cli", "Table {table} scores with the token {token}"
                ).format(table=table, token=table_token)
            )
        if args.cards and not _write_cards(args.cards, server, table_tokens, lang):
            server.stop()
            follower.stop()
            return 1
    print(QCoreApplication.translate("cli", "Ctrl+C stops it."), flush=True)
    try:
        while not stop.wait(0.5):
            pass
    finally:
        if writer is not None:
            writer.stop()
        server.stop()
        follower.stop()
    return 0
