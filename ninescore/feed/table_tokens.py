"""The tables' scoring tokens kept on the serving machine (never in the shared data folder),
so that the cards printed stay good across restarts: one small JSON file, read through the
read door, written whole by the one atomic writer."""

from __future__ import annotations

import hmac
import json
import os
from pathlib import Path

from ninescore.records.atomic import write_atomically
from ninescore.records.files import FileTooLarge, SpecialFileError, read_regular
from ninescore.rules.limits import is_valid_text

from .address import is_strong_token, new_token, token_bytes

TOKENS_FILE_LIMIT = 1 << 16
EVERY_TABLE = "\x00every table"
"""The scope of the server's own token (no table is named so: names hold no control character)."""


def read_tokens(path: Path) -> dict[str, str]:
    """The tables' tokens kept in ``path`` (``{table: token}``; none when it does not exist).
    Through the read door: never a link, never more than 64 KiB; ValueError when it is not
    such a file."""
    try:
        data, _ = read_regular(path, TOKENS_FILE_LIMIT)
    except FileNotFoundError:
        return {}
    except SpecialFileError as error:
        raise ValueError(f"{path} is not a file ({error.strerror})") from None
    except FileTooLarge:
        raise ValueError(f"{path} is too large") from None
    try:
        tokens = json.loads(data)
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ValueError(f"{path} is not JSON: {error}") from None
    if not isinstance(tokens, dict) or not all(
        isinstance(table, str)
        and is_valid_text(table)  # never EVERY_TABLE: that scope is the server's token's alone
        and isinstance(token, str)
        and is_strong_token(token)
        for table, token in tokens.items()
    ):
        raise ValueError(f"{path} does not hold tables and their tokens")
    return tokens


def write_tokens(path: Path, tokens: dict[str, str]) -> None:
    """``tokens`` into ``path``, readable by its owner only, replaced whole (the one atomic
    writer: durable, never through a link)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = json.dumps(tokens, indent=1, sort_keys=True).encode()
    write_atomically(path, data, mode=0o600)


class TableTokens:
    """Every token that may score and what it scores: the server's own (every table) and the
    tables' (one each), the tables' followed in the tokens file."""

    def __init__(self, server_token: str | None, tokens_file: Path | None) -> None:
        """OSError or ValueError when ``tokens_file`` cannot be read at the start."""
        self._server_token = server_token or ""
        self._table_tokens: dict[str, str] = {}
        """{token: table}, as the tokens file last read says."""
        self._file = tokens_file
        self._tokens_seen: tuple[int, int, int] | None = None
        if tokens_file is not None:
            self._table_tokens = {t: table for table, t in read_tokens(tokens_file).items()}
            self._tokens_seen = _signature(tokens_file)

    @property
    def _tokens(self) -> dict[str, str]:
        """Every token and what it scores, the tables' as the tokens file says now: the desk
        window makes and withdraws them in the same file while this server runs, so a token
        withdrawn there stops scoring at the next request (the file is read again only when
        it changed; one it cannot read scores no table: a withdrawal is never undone by it)."""
        self._follow_file()
        tokens = dict(self._table_tokens)
        if self._server_token:
            tokens[self._server_token] = EVERY_TABLE
        return tokens

    def _follow_file(self) -> None:
        path = self._file
        if path is None:
            return
        seen = _signature(path)
        if seen == self._tokens_seen:
            return
        try:
            self._table_tokens = {t: table for table, t in read_tokens(path).items()}
        except (OSError, ValueError):
            self._table_tokens = {}
        self._tokens_seen = seen

    def token_for_table(self, table: str) -> str:
        """The token that scores only ``table``'s matches: the one kept, or a new one."""
        table = table.strip()
        if not table or not is_valid_text(table):  # no table is EVERY_TABLE, the server's scope
            raise ValueError(f"{table!r} is not a table's name")
        for token, scope in self._tokens.items():
            if scope == table:
                return token
        token = new_token()
        self._table_tokens[token] = table
        self._keep()
        return token

    def withdraw(self, token: str) -> bool:
        """The token scores nothing from now on; False if it was not one of a table's (the
        server's own token goes with the server)."""
        self._follow_file()
        if self._table_tokens.pop(token, None) is None:
            return False
        self._keep()
        return True

    def withdraw_table(self, table: str) -> bool:
        """The token of ``table`` scores nothing from now on; False if it had none."""
        tokens = [token for token, scope in self._tokens.items() if scope == table.strip()]
        return any([self.withdraw(token) for token in tokens])

    def _keep(self) -> None:
        if self._file is not None:
            tables = {scope: token for token, scope in self._table_tokens.items()}
            write_tokens(self._file, tables)
            self._tokens_seen = _signature(self._file)

    def scope_of(self, given: list[str]) -> str | None:
        """The table the tokens given may score (:data:`EVERY_TABLE`), None if none may."""
        tokens = self._tokens
        for candidate in given:
            for token, scope in tokens.items():
                if candidate and hmac.compare_digest(token_bytes(candidate), token.encode()):
                    return scope
        return None


def _signature(path: Path) -> tuple[int, int, int] | None:
    """What changes when the tokens file is replaced or written (None: there is none)."""
    try:
        status = os.lstat(path)
    except OSError:
        return None
    return (status.st_ino, status.st_mtime_ns, status.st_size)
