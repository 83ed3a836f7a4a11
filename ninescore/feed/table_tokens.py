"""The tables' scoring tokens kept on the serving machine (never in the shared data folder),
so that the cards printed stay good across restarts: one small JSON file, read through the
read door, written whole by the one atomic writer."""

from __future__ import annotations

import json
from pathlib import Path

from ninescore.records.atomic import write_atomically
from ninescore.records.files import FileTooLarge, SpecialFileError, read_regular

from .address import is_strong_token

TOKENS_FILE_LIMIT = 1 << 16


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
        isinstance(table, str) and isinstance(token, str) and is_strong_token(token)
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
