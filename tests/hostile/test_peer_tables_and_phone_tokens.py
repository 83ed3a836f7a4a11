"""Tables a peer names in the desk's tournament day, and the phones' tokens made for them.

The day's tables become the desk's phone tiles, and a tap there makes a table's token in the
tokens file that ``serve --score`` follows.  The server's own token scores every table under a
scope no table's name can be (``"\\x00every table"``: names hold no control character), so a
peer's day that names a table so, or a tokens file that holds one, would make a card that
scores every table.  Each is refused with its reason; no token of a table scores another."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ninescore.desk.calling import parse_tables
from ninescore.desk.day import DayFileError, day_path, load_day
from ninescore.feed.address import new_token
from ninescore.feed.table_tokens import EVERY_TABLE, TableTokens, read_tokens, write_tokens

SERVER_TOKEN = new_token()
HOSTILE_TABLES = (EVERY_TABLE, "1\r\n2", "\x1b[2J", "T" * 201)


def write_day(data: Path, **values: object) -> None:
    path = day_path(data)
    path.parent.mkdir(parents=True, exist_ok=True)
    day = {"format": "ninescore-desk-day", "name": "Club Open", "tables": "1-4", **values}
    path.write_text(json.dumps(day), encoding="utf-8")


@pytest.mark.parametrize("table", HOSTILE_TABLES)
def test_a_days_table_no_match_may_have_is_refused(tmp_path: Path, table: str) -> None:
    with pytest.raises(ValueError):
        parse_tables(f"1-3,{table}")
    write_day(tmp_path, tables=f"1,{table}")
    with pytest.raises(ValueError):
        load_day(tmp_path).call_tables()
    for key in ("reserved", "out"):
        write_day(tmp_path, **{key: ["1", table]})
        with pytest.raises(DayFileError, match=key):
            load_day(tmp_path)
    write_day(tmp_path, tables="1-2, TV", reserved=["TV"], out=["2"])
    assert load_day(tmp_path).call_tables().given == ("1", "2", "TV")


def test_a_tokens_file_naming_the_servers_scope_scores_no_table(tmp_path: Path) -> None:
    path = tmp_path / "phone-tokens.json"
    stolen, table_one = new_token(), new_token()
    write_tokens(path, {EVERY_TABLE: stolen, "1": table_one})
    with pytest.raises(ValueError):
        read_tokens(path)
    tokens = TableTokens(SERVER_TOKEN, None)
    tokens._file = path  # followed while serving: the desk window writes it
    assert tokens.scope_of([stolen]) is None
    assert tokens.scope_of([table_one]) is None  # a file gone bad scores no table
    assert tokens.scope_of([SERVER_TOKEN]) == EVERY_TABLE
    write_tokens(path, {"1": table_one})
    assert tokens.scope_of([table_one]) == "1"
    assert tokens.scope_of([stolen]) is None


@pytest.mark.parametrize("table", HOSTILE_TABLES[:3])
def test_no_token_is_made_for_a_table_no_match_may_have(tmp_path: Path, table: str) -> None:
    tokens = TableTokens(SERVER_TOKEN, tmp_path / "phone-tokens.json")
    with pytest.raises(ValueError):
        tokens.token_for_table(table)
    made = tokens.token_for_table("2")
    assert tokens.scope_of([made]) == "2"
    assert read_tokens(tmp_path / "phone-tokens.json") == {"2": made}
