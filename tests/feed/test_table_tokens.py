"""The tables' tokens of a running server follow the tokens file, which the desk window writes
too: a token withdrawn at the desk stops scoring at the next request, without a restart."""

from __future__ import annotations

import json
from pathlib import Path

from ninescore.feed.address import new_token
from ninescore.feed.hub import Hub
from ninescore.feed.scoring import ScoringDesk
from ninescore.feed.table_tokens import EVERY_TABLE, read_tokens, write_tokens

from .helpers import SERVER_TOKEN


def test_a_token_withdrawn_at_the_desk_stops_scoring_on_the_running_server(
    hub: Hub, data_dir: Path, tmp_path: Path
) -> None:
    tokens_file = tmp_path / "config" / "phone-tokens.json"
    seven = new_token()
    write_tokens(tokens_file, {"7": seven})
    desk = ScoringDesk(data_dir, hub, SERVER_TOKEN, tokens_file)
    assert desk.scope_of([seven]) == "7"
    # The desk window withdraws table 7's token and makes one for table 3 in the same file.
    three = new_token()
    write_tokens(tokens_file, {"3": three})
    assert desk.scope_of([seven]) is None
    assert desk.scope_of([three]) == "3"
    assert desk.scope_of([SERVER_TOKEN]) == EVERY_TABLE
    # A token the server makes is written beside the desk's, not over them.
    five = desk.token_for_table("5")
    assert read_tokens(tokens_file) == {"3": three, "5": five}


def test_a_tokens_file_gone_bad_scores_no_table_and_keeps_the_servers_own(
    hub: Hub, data_dir: Path, tmp_path: Path
) -> None:
    tokens_file = tmp_path / "phone-tokens.json"
    seven = new_token()
    write_tokens(tokens_file, {"7": seven})
    desk = ScoringDesk(data_dir, hub, SERVER_TOKEN, tokens_file)
    tokens_file.unlink()
    tokens_file.symlink_to(tmp_path / "elsewhere.json")
    (tmp_path / "elsewhere.json").write_text(json.dumps({"7": seven}))
    # A link is never read: a withdrawal cannot be undone by pointing the file elsewhere.
    assert desk.scope_of([seven]) is None
    assert desk.scope_of([SERVER_TOKEN]) == EVERY_TABLE
    tokens_file.unlink()
    tokens_file.write_text("{not json", encoding="utf-8")
    assert desk.scope_of([seven]) is None
    assert not desk.withdraw(seven)
