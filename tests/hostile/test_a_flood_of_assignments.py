"""A peer floods ``desk/assignments/`` with files: every table's start screen, the desk and the
feed's ``GET /api/v1/assignments`` read them all at each look, on the feed's one event loop
(20,000 files of 3 kB held every client's answer for 3.6 s).  A listing reads a bounded number
of files and bytes and says that more were left."""

from __future__ import annotations

import json
import urllib.request
import uuid
from pathlib import Path

import pytest

from ninescore.feed.address import new_token
from ninescore.feed.hub import Hub
from ninescore.feed.scoring import ScoringDesk
from ninescore.feed.server import FeedServer
from ninescore.records.assignments import (
    MAX_ASSIGNMENT_BYTES,
    MAX_ASSIGNMENTS,
    Assignment,
    assignments_path,
    read_assignments,
)

pytestmark = pytest.mark.usefixtures("never_hangs")


def flood(data: Path, count: int, padding: int) -> None:
    folder = assignments_path(data)
    folder.mkdir(parents=True, exist_ok=True)
    fields = json.loads(Assignment(table="1", players=("Anna", "Boris")).to_json())
    for number in range(count):
        fields["id"] = str(uuid.UUID(int=number + 1))
        fields["players"] = [f"Anna {number}", f"Boris {number}"]
        text = json.dumps(fields) + " " * padding
        (folder / f"{fields['id']}.json").write_text(text, encoding="utf-8")


def test_a_flood_of_small_assignments_is_read_up_to_its_limit(tmp_path: Path) -> None:
    flood(tmp_path, MAX_ASSIGNMENTS + 200, 0)
    found, problems = read_assignments(tmp_path)
    assert len(found) == MAX_ASSIGNMENTS
    assert len(problems) == 1 and "more assignments" in problems[0]


def test_a_flood_of_large_assignments_is_read_up_to_its_bytes(tmp_path: Path) -> None:
    padding = 60_000
    flood(tmp_path, MAX_ASSIGNMENT_BYTES // padding + 20, padding)
    found, problems = read_assignments(tmp_path)
    assert len(found) * padding <= MAX_ASSIGNMENT_BYTES + padding
    assert any("more assignments" in line for line in problems)


def test_the_feed_answers_a_phones_table_in_a_flooded_folder(tmp_path: Path) -> None:
    flood(tmp_path, MAX_ASSIGNMENTS + 500, 3000)
    token = new_token()
    hub = Hub()
    scoring = ScoringDesk(tmp_path, hub, token, None)
    server = FeedServer(hub, "127.0.0.1", 0, token=token, scoring=scoring)
    server.start()
    try:
        asked = urllib.request.Request(
            server.base_url + "/api/v1/assignments?table=1",
            headers={"X-Ninescore-Token": scoring.token_for_table("1")},
        )
        with urllib.request.urlopen(asked, timeout=30) as answer:
            assert len(json.loads(answer.read())["assignments"]) == MAX_ASSIGNMENTS
    finally:
        server.stop()
        scoring.close()
