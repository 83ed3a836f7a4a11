"""A phone starts the desk's match by one call, and the match's lock is let go when the match
is over or left idle: a window may take it over without stopping ``serve``, and the phone's next
request takes it again (refused while the window holds it)."""

from __future__ import annotations

import http.client
import json
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from ninescore.controller import MatchController
from ninescore.feed.hub import Hub
from ninescore.feed.scoring import ScoringDesk
from ninescore.feed.server import FeedServer
from ninescore.feed.table_tokens import EVERY_TABLE
from ninescore.records import MatchLocked, Store
from ninescore.records.assignments import Assignment, save_assignment

from .helpers import SERVER_TOKEN
from .test_scoring_api import actions_of, new_match, post


def get(server: FeedServer, path: str, token: str = SERVER_TOKEN, lang: str = "en") -> Any:
    host, port = server.address
    connection = http.client.HTTPConnection(host, port, timeout=10)
    try:
        separator = "&" if "?" in path else "?"
        connection.request(
            "GET", f"{path}{separator}lang={lang}", headers={"Authorization": f"Bearer {token}"}
        )
        response = connection.getresponse()
        return response.status, json.loads(response.read())
    finally:
        connection.close()


@pytest.fixture
def assignment(data_dir: Path) -> Assignment:
    sent = Assignment(
        table="7",
        players=("Anna", "Boris"),
        race_to=(5, 4),
        event="Club Cup",
        round="Winners R1",
        referee="Orlov",
    )
    save_assignment(data_dir, sent)
    return sent


def test_the_desks_match_is_offered_in_the_windows_words_and_started_by_one_call(
    scoring: FeedServer, desk: ScoringDesk, data_dir: Path, assignment: Assignment
) -> None:
    # The last match scored here is a WPA one: the desk's match takes its rules, as the
    # window's one tap does.
    post(
        scoring,
        "/api/v1/matches",
        {"players": ["Ivanov", "Petrov"], "race_to": 3, "table": "2", "profile": "wpa"},
    )
    token = desk.token_for_table("7")
    status, pending = get(scoring, "/api/v1/assignments?table=7", token)
    assert status == 200
    (offer,) = pending["assignments"]
    assert offer["id"] == assignment.id and offer["players"] == ["Anna", "Boris"]
    assert offer["text"] == "From the desk: Anna – Boris, race to 5/4"
    status, ru = get(scoring, "/api/v1/assignments?table=7", token, lang="ru")
    assert ru["assignments"][0]["text"].startswith("От судейской: Anna")
    status, created = post(scoring, "/api/v1/matches", {"assignment": assignment.id}, token)
    assert status == 201, created
    assert created["actions"] == 0 and created["state"]["players"][1]["name"] == "Boris"
    store = Store(data_dir)
    try:
        record = store.load(created["id"])
    finally:
        store.close()
    assert (record.table, record.players, record.race_to) == ("7", ("Anna", "Boris"), (5, 4))
    assert (record.event, record.round, record.referee) == ("Club Cup", "Winners R1", "Orlov")
    assert record.options.shot_clock is not None  # WPA's
    # Started: no longer offered, and not started twice.
    assert get(scoring, "/api/v1/assignments?table=7", token)[1]["assignments"] == []
    status, again = post(scoring, "/api/v1/matches", {"assignment": assignment.id}, token)
    assert status == 409 and "started already" in again["error"]


def test_another_tables_token_neither_sees_nor_starts_the_desks_match(
    scoring: FeedServer, desk: ScoringDesk, assignment: Assignment
) -> None:
    eight = desk.token_for_table("8")
    assert get(scoring, "/api/v1/assignments?table=7", eight)[0] == 403
    status, refused = post(scoring, "/api/v1/matches", {"assignment": assignment.id}, eight)
    assert status == 403 and refused["error"]
    status, missing = post(scoring, "/api/v1/matches", {"assignment": str(uuid.uuid4())})
    assert status == 404 and "no such assignment" in missing["error"]
    status, _ = post(scoring, "/api/v1/matches", {"assignment": assignment.id, "profile": "x"})
    assert status == 422


def test_a_finished_match_is_let_go_and_taken_again_by_an_undo(
    scoring: FeedServer, desk: ScoringDesk, data_dir: Path
) -> None:
    status, created = post(
        scoring, "/api/v1/matches", {"players": ["Ivanov", "Petrov"], "race_to": 1, "table": "7"}
    )
    match_id = created["id"]
    assert match_id in desk.held
    path = f"/api/v1/matches/{match_id}"
    status, answer = post(
        scoring, f"{path}/actions", {"after": 0, "action": {"type": "shot", "pocketed": [9]}}
    )
    assert status == 200 and answer["state"]["status"] == "finished"
    assert match_id not in desk.held
    window = Store(data_dir)
    try:
        lock = window.lock(match_id)  # a window may correct the match now
        status, refused = post(scoring, f"{path}/undo", {"after": 1})
        assert status == 409 and refused["error"].endswith("score it there.")
        lock.release()
        status, undone = post(scoring, f"{path}/undo", {"after": 1})
        assert status == 200 and undone["actions"] == 0
        assert match_id in desk.held
        with pytest.raises(MatchLocked):
            window.lock(match_id)
    finally:
        window.close()


@pytest.fixture
def idle(hub: Hub, data_dir: Path) -> Iterator[tuple[FeedServer, ScoringDesk]]:
    """A server that lets a match go after a twentieth of a second without a request."""
    desk = ScoringDesk(data_dir, hub, SERVER_TOKEN, idle_seconds=0.05)
    feed = FeedServer(hub, "127.0.0.1", 0, heartbeat=0.5, scoring=desk)
    feed.start()
    yield feed, desk
    feed.stop()


def test_an_idle_match_is_let_go_for_a_window_and_taken_again_by_the_phone(
    idle: tuple[FeedServer, ScoringDesk], data_dir: Path, qtbot: QtBot
) -> None:
    server, desk = idle
    status, created = post(
        server,
        "/api/v1/matches",
        {"players": ["Ivanov", "Petrov"], "race_to": 3, "table": "7", "profile": "wpa"},
    )
    match_id = created["id"]
    path = f"/api/v1/matches/{match_id}"
    shot = {"type": "shot", "pocketed": [3]}
    assert post(server, f"{path}/actions", {"after": 0, "action": shot})[0] == 200
    qtbot.waitUntil(lambda: match_id not in desk.held, timeout=5000)
    # The feed goes on showing it; its clock is no longer counted here.
    status, state = get(server, path)
    assert status == 200 and state["shot_clock"]["counting"] is False
    # The phone's answer was lost and it sends the same shot again: applied once.
    status, again = post(server, f"{path}/actions", {"after": 0, "action": shot})
    assert status == 200 and again["actions"] == 1
    qtbot.waitUntil(lambda: match_id not in desk.held, timeout=5000)
    store = Store(data_dir)
    controller = MatchController(store)
    try:
        assert controller.resume(match_id)  # the window scores it: not read-only
        assert controller.can_score
        status, refused = post(server, f"{path}/actions", {"after": 1, "action": {"type": "shot"}})
        assert status == 409 and "window" in refused["error"]
    finally:
        controller.close_match()
        store.close()
    status, answer = post(server, f"{path}/actions", {"after": 1, "action": {"type": "shot"}})
    assert status == 200 and answer["actions"] == 2
    assert len(actions_of(data_dir / "matches" / f"{match_id}.json")) == 2


def test_a_match_in_progress_stays_locked_between_two_taps(
    scoring: FeedServer, desk: ScoringDesk, data_dir: Path
) -> None:
    """Not idle yet (five minutes by default): a window opening it between two of the
    phone's taps opens it read-only, so the two never score the same frame."""
    match_id = new_match(scoring)
    assert get(scoring, f"/api/v1/matches/{match_id}/actions")[0] == 200
    assert match_id in desk.held
    window = Store(data_dir)
    try:
        with pytest.raises(MatchLocked):
            window.lock(match_id)
    finally:
        window.close()


def test_the_clock_question_and_assignment_requests_and_answers_are_the_schemas(
    scoring: FeedServer, desk: ScoringDesk, assignment: Assignment
) -> None:
    import jsonschema

    from .test_state_json import schema_of

    def valid(document: Any, name: str) -> None:
        jsonschema.Draft202012Validator(schema_of(name)).validate(document)

    valid({"assignment": assignment.id}, "FromAssignment")
    status, pending = get(scoring, "/api/v1/assignments?table=7")
    valid(pending, "Pending")
    status, created = post(scoring, "/api/v1/matches", {"assignment": assignment.id})
    valid(created, "Scored")
    path = f"/api/v1/matches/{created['id']}"
    valid({"do": "mark"}, "ClockRequest")
    status, clocked = post(scoring, f"{path}/clock", {"do": "mark"})
    assert status == 200
    valid(clocked, "Scored")
    status, asked = post(
        scoring, f"{path}/question", {"after": 0, "action": {"type": "concession", "player": 1}}
    )
    assert status == 200 and asked["question"] is not None
    valid(asked, "Questioned")
    with pytest.raises(jsonschema.ValidationError):
        valid({"do": "explode"}, "ClockRequest")
    assert post(scoring, f"{path}/clock", {"do": "explode"})[0] == 400


def test_a_request_refused_does_not_keep_the_match_locked(
    scoring: FeedServer, desk: ScoringDesk, data_dir: Path
) -> None:
    status, created = post(
        scoring, "/api/v1/matches", {"players": ["Ivanov", "Petrov"], "race_to": 1, "table": "7"}
    )
    match_id = created["id"]
    path = f"/api/v1/matches/{match_id}"
    post(scoring, f"{path}/actions", {"after": 0, "action": {"type": "shot", "pocketed": [9]}})
    assert match_id not in desk.held  # over
    # Another table's token: refused, and the match is not left locked by it.
    eight = desk.token_for_table("8")
    assert post(scoring, f"{path}/undo", {"after": 1}, eight)[0] == 403
    assert match_id not in desk.held
    # A shot on a match that is over: the rules refuse it, and it is let go again.
    status, refused = post(scoring, f"{path}/actions", {"after": 1, "action": {"type": "shot"}})
    assert status == 422 and refused["error"]
    assert match_id not in desk.held


class _Calls:
    """The desk's scheduler driven by hand: the calls it asked for, and a clock to move."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.waiting: list[tuple[float, Any, list[bool]]] = []

    def call_later(self, delay: float, call: Any) -> Any:
        cancelled = [False]
        self.waiting.append((self.now + delay, call, cancelled))

        class Handle:
            def cancel(self) -> None:
                cancelled[0] = True

        return Handle()

    def monotonic(self) -> float:
        return self.now

    def run_until(self, moment: float) -> None:
        """Move the clock to ``moment``, making every call due by then, in order."""
        while True:
            due = [c for c in self.waiting if c[0] <= moment and not c[2][0]]
            if not due:
                break
            first = min(due, key=lambda c: c[0])
            self.waiting.remove(first)
            self.now = max(self.now, first[0])
            first[1]()
        self.now = moment


def test_each_request_moves_the_idle_time_on_and_the_match_is_let_go_only_after_it(
    hub: Hub, data_dir: Path
) -> None:
    calls = _Calls()
    desk = ScoringDesk(data_dir, hub, SERVER_TOKEN, idle_seconds=600.0)
    desk.attach(calls.call_later, calls.monotonic)
    try:
        body = {"players": ["Ivanov", "Petrov"], "race_to": 3, "table": "7"}
        created = desk.create(json.dumps(body).encode(), EVERY_TABLE, "en")
        assert created.status == 201
        match_id = created.body["id"]
        calls.run_until(1500.0)
        shot = json.dumps({"after": 0, "action": {"type": "shot"}}).encode()
        # A tap at 1500: idle from then on, let go at 2100.
        assert desk.act(match_id, shot, EVERY_TABLE, "en").status == 200
        waiting = len(calls.waiting)
        for _ in range(5):  # each request moves the time on: no call made, none cancelled
            assert desk.look(match_id, EVERY_TABLE, "en").status == 200
        assert len(calls.waiting) == waiting and not any(c[2][0] for c in calls.waiting)
        calls.run_until(1600.0)  # the first wake (at 1600) finds the time moved on
        assert match_id in desk.held
        calls.run_until(2099.0)
        assert match_id in desk.held
        calls.run_until(2100.0)
        assert match_id not in desk.held
    finally:
        desk.close()
