"""``POST /api/v1/matches {"assignment": id}`` sent again (a replay, a phone's double tap, a
retry after a lost answer): the desk's match starts once.  The desk's rule says an assignment is
started by a match of its table and players created after it, so a desk whose clock runs ahead
of the serving machine's (or a peer's call stamped ahead) made every replay start one more
match.  Another table's token, and no token, start nothing."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest

from ninescore.feed.address import new_token
from ninescore.feed.hub import Hub
from ninescore.feed.scoring import ScoringDesk
from ninescore.feed.server import FeedServer
from ninescore.records.assignments import Assignment, save_assignment
from ninescore.records.record import utc_now

pytestmark = pytest.mark.usefixtures("never_hangs")


@pytest.fixture
def scoring(tmp_path: Path) -> Iterator[tuple[FeedServer, ScoringDesk]]:
    hub = Hub()
    token = new_token()
    desk = ScoringDesk(tmp_path, hub, token, None)
    server = FeedServer(hub, "127.0.0.1", 0, token=token, scoring=desk)
    server.start()
    try:
        yield server, desk
    finally:
        server.stop()
        desk.close()


def start(server: FeedServer, assignment: str, token: str | None) -> int:
    request = urllib.request.Request(
        server.base_url + "/api/v1/matches",
        data=json.dumps({"assignment": assignment}).encode(),
        headers={"Content-Type": "application/json"}
        | ({"X-Ninescore-Token": token} if token else {}),
        method="POST",
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as error:
        return int(error.code)


def matches_in(folder: Path) -> list[Path]:
    return sorted((folder / "matches").glob("*.json"))


@pytest.mark.parametrize("ahead", [timedelta(0), timedelta(minutes=5), timedelta(hours=2)])
def test_a_replayed_start_of_the_desks_match_starts_it_once(
    tmp_path: Path, scoring: tuple[FeedServer, ScoringDesk], ahead: timedelta
) -> None:
    server, desk = scoring
    called = Assignment(table="1", players=("Anna", "Boris"), created=utc_now() + ahead)
    other = Assignment(table="2", players=("Vera", "Gleb"))
    save_assignment(tmp_path, called)
    save_assignment(tmp_path, other)
    table_one = desk.token_for_table("1")
    assert start(server, called.id, None) == 403
    assert start(server, other.id, table_one) == 403
    assert start(server, called.id, table_one) == 201
    assert [start(server, called.id, table_one) for _ in range(3)] == [409, 409, 409]
    assert len(matches_in(tmp_path)) == 1
