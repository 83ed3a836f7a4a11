"""Scoring from a phone through the feed's server: a race through the API is the same file as
through the window's controller; stale counts, re-sent actions, the rules' refusals, undo; and
the tokens: none, a wrong one, another table's, a withdrawn one."""

from __future__ import annotations

import errno
import http.client
import json
import os
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from ninescore.controller import MatchController
from ninescore.feed.scoring import ScoringDesk
from ninescore.feed.server import FeedServer
from ninescore.records import MatchLocked, Store

from .helpers import SERVER_TOKEN, events, get_json


def post(
    server: FeedServer,
    path: str,
    body: Any,
    token: str | None = SERVER_TOKEN,
    lang: str = "en",
    source: str | None = None,
) -> tuple[int, Any]:
    """POST ``body`` as JSON; ``source``: the loopback address the request comes from (each
    phone has its own address on a club's network)."""
    host, port = server.address
    connection = http.client.HTTPConnection(
        host, port, timeout=10, source_address=None if source is None else (source, 0)
    )
    headers = {"Content-Type": "application/json"}
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    try:
        raw = body if isinstance(body, bytes) else json.dumps(body).encode()
        connection.request("POST", f"{path}?lang={lang}", body=raw, headers=headers)
        response = connection.getresponse()
        data = response.read()
        if response.getheader("Content-Type", "").startswith("application/json"):
            return response.status, json.loads(data)
        return response.status, data.decode()
    finally:
        connection.close()


def new_match(server: FeedServer, table: str = "7", token: str | None = SERVER_TOKEN) -> str:
    status, answer = post(
        server,
        "/api/v1/matches",
        {"players": ["Ivanov", "Petrov"], "race_to": [3, 3], "table": table, "event": "Club"},
        token,
    )
    assert status == 201, answer
    return str(answer["id"])


RACE: list[dict[str, Any]] = [
    {"type": "shot", "pocketed": [9], "balls_to_rail": 4},  # Ivanov: the 9 on the break
    {"type": "shot", "balls_to_rail": 4},  # Petrov breaks dry
    {"type": "shot", "push_out": True, "first_contact": None, "rail": False},  # Ivanov pushes out
    {"type": "pass_push_out"},  # Petrov gives it back
    {"type": "shot", "first_contact": 2},  # Ivanov fouls: the 1 was the lowest
    {"type": "foul_between_shots", "reason": "touched_ball"},  # Petrov touches a ball
    {"type": "shot", "pocketed": [1, 9]},  # Ivanov, ball in hand: combination on the 9
    {"type": "concession", "player": 1, "reason": "time"},  # a concession ends the third frame
    {"type": "shot", "pocketed": [9], "balls_to_rail": 4},  # Ivanov: the 9 on the break, 3-1
]


def actions_of(path: Path) -> list[dict[str, Any]]:
    """Every action of a match file, its time left out (when it was scored differs)."""
    data = json.loads(path.read_text())
    return [
        {key: value for key, value in action.items() if key not in ("time", "shot_time")}
        for frame in data["frames"]
        for action in frame["actions"]
    ]


def test_a_race_scored_through_the_api_is_the_file_the_window_writes(
    scoring: FeedServer, data_dir: Path, qtbot: QtBot, tmp_path: Path
) -> None:
    match_id = new_match(scoring)
    for count, action in enumerate(RACE):
        status, answer = post(
            scoring, f"/api/v1/matches/{match_id}/actions", {"after": count, "action": action}
        )
        assert status == 200, (action, answer)
        assert answer["actions"] == count + 1
    assert answer["state"]["status"] == "finished"
    assert [p["score"] for p in answer["state"]["players"]] == [3, 1]
    status, answer = post(scoring, f"/api/v1/matches/{match_id}/undo", {"after": len(RACE)})
    assert status == 200 and answer["actions"] == len(RACE) - 1  # across the frame's end
    status, answer = post(
        scoring, f"/api/v1/matches/{match_id}/actions", {"after": len(RACE) - 1, "action": RACE[-1]}
    )
    assert status == 200
    through_api = actions_of(data_dir / "matches" / f"{match_id}.json")

    window_folder = tmp_path / "window"
    window_folder.mkdir()
    store = Store(window_folder)
    controller = MatchController(store)
    try:
        controller.new_match(("Ivanov", "Petrov"), race_to=(3, 3), table="7", event="Club")
        from pydantic import TypeAdapter

        from ninescore.records.codec import decode_action
        from ninescore.records.model import ActionModel

        for action in RACE:
            model = TypeAdapter(ActionModel).validate_python(
                {**action, "time": "2026-12-01T12:00:00Z"}
            )
            assert controller._apply(decode_action(model)) is not None  # the window's own path
        record = controller.record
        assert record is not None
        through_window = actions_of(window_folder / "matches" / f"{record.id}.json")
    finally:
        controller.close_match()
        store.close()
    assert through_api == through_window


def test_a_stale_count_is_a_409_with_the_match_as_it_is(scoring: FeedServer) -> None:
    match_id = new_match(scoring)
    path = f"/api/v1/matches/{match_id}/actions"
    assert post(scoring, path, {"after": 0, "action": RACE[0]})[0] == 200
    status, answer = post(scoring, path, {"after": 0, "action": {"type": "shot"}})
    assert status == 409 and answer["actions"] == 1
    assert [p["score"] for p in answer["state"]["players"]] == [1, 0]
    assert "1" in answer["error"]


def test_an_action_sent_again_after_a_lost_answer_is_applied_once(
    scoring: FeedServer, data_dir: Path
) -> None:
    match_id = new_match(scoring)
    path = f"/api/v1/matches/{match_id}/actions"
    first = post(scoring, path, {"after": 0, "action": RACE[0]})
    again = post(scoring, path, {"after": 0, "action": RACE[0]})
    assert first == again and first[0] == 200
    assert len(actions_of(data_dir / "matches" / f"{match_id}.json")) == 1
    undone = post(scoring, f"/api/v1/matches/{match_id}/undo", {"after": 1})
    assert post(scoring, f"/api/v1/matches/{match_id}/undo", {"after": 1}) == undone
    assert actions_of(data_dir / "matches" / f"{match_id}.json") == []


def test_an_actions_time_is_the_servers_whatever_the_phone_sends(
    scoring: FeedServer, data_dir: Path
) -> None:
    """A phone's clock in 2001, in 2099, or with no zone: each action is saved at the server's
    time, in order, so that the match's history (and a version's settling) never runs back."""
    from datetime import UTC, datetime, timedelta

    match_id = new_match(scoring)
    path = f"/api/v1/matches/{match_id}/actions"
    sent = ["2001-01-01T00:00:00Z", "2099-01-01T00:00:00Z", "2026-12-02T10:00:00"]
    started = datetime.now(UTC)
    for after, (action, time) in enumerate(zip(RACE, sent, strict=False)):
        status, answer = post(scoring, path, {"after": after, "action": {**action, "time": time}})
        assert status == 200, answer
    data = json.loads((data_dir / "matches" / f"{match_id}.json").read_text())
    times = [
        datetime.fromisoformat(action["time"].replace("Z", "+00:00"))
        for frame in data["frames"]
        for action in frame["actions"]
    ]
    assert len(times) == 3 and times == sorted(times)
    assert all(started - timedelta(seconds=1) <= t <= datetime.now(UTC) for t in times), times


def test_what_the_rules_refuse_is_a_422_with_the_code_rule_and_sentence(
    scoring: FeedServer, data_dir: Path
) -> None:
    match_id = new_match(scoring)
    path = f"/api/v1/matches/{match_id}/actions"
    status, answer = post(scoring, path, {"after": 0, "action": {"type": "accept_push_out"}})
    assert status == 422 and answer["code"] and answer["error"] and answer["actions"] == 0
    status_ru, answer_ru = post(
        scoring, path, {"after": 0, "action": {"type": "accept_push_out"}}, lang="ru"
    )
    assert status_ru == 422 and answer_ru["code"] == answer["code"]
    assert answer_ru["error"] != answer["error"]  # in the request's language
    assert post(scoring, f"/api/v1/matches/{match_id}/undo", {"after": 0})[0] == 422
    for bad in (
        b"{",
        b'{"after": -1, "action": {"type": "shot"}}',
        b'{"after": 0}',
        b'{"after": 0, "action": {"type": "teleport"}}',
        b"x" * 20_000,
    ):
        assert post(scoring, path, bad)[0] in (400, 413), bad[:40]
    assert actions_of(data_dir / "matches" / f"{match_id}.json") == []


def test_the_server_holds_the_lock_so_a_window_elsewhere_cannot_score(
    scoring: FeedServer, data_dir: Path
) -> None:
    match_id = new_match(scoring)
    other = Store(data_dir)
    try:
        with pytest.raises(MatchLocked):
            other.lock(match_id)
    finally:
        other.close()


def test_scoring_never_works_without_a_token_even_on_loopback(
    scoring: FeedServer, data_dir: Path
) -> None:
    body = {"players": ["Ivanov", "Petrov"], "race_to": 3, "table": "7"}
    for token in (None, "wrong-token-0123456789", ""):
        status, answer = post(scoring, "/api/v1/matches", body, token)
        assert status == 403 and "token" in answer["error"]
    assert not (data_dir / "matches").exists() or not list((data_dir / "matches").iterdir())


def test_a_tables_token_scores_only_its_table_until_withdrawn(
    scoring: FeedServer, desk: ScoringDesk
) -> None:
    seven = new_match(scoring, table="7")
    three = new_match(scoring, table="3")
    token = desk.token_for_table("7")
    path = "/api/v1/matches/{}/actions"
    assert post(scoring, path.format(seven), {"after": 0, "action": RACE[0]}, token)[0] == 200
    assert post(scoring, path.format(three), {"after": 0, "action": RACE[0]}, token)[0] == 403
    assert new_match(scoring, table="7", token=token)
    assert post(scoring, "/api/v1/matches", {"players": ["A", "B"], "table": "3"}, token)[0] == 403
    assert desk.withdraw(token)
    assert post(scoring, path.format(seven), {"after": 1, "action": RACE[1]}, token)[0] == 403


def test_an_action_through_the_api_is_an_event_of_the_feed(scoring: FeedServer) -> None:
    match_id = new_match(scoring)
    with events(scoring, f"/api/v1/events?match={match_id}") as stream:
        stream.next_of("match")
        post(scoring, f"/api/v1/matches/{match_id}/actions", {"after": 0, "action": RACE[0]})
        event = stream.next_of("match", timeout=2)
        assert [p["score"] for p in event.data["players"]] == [1, 0]


def test_an_answers_state_is_the_feeds_own_state_of_the_match_in_its_language(
    scoring: FeedServer,
) -> None:
    match_id = new_match(scoring)
    path = f"/api/v1/matches/{match_id}/actions"
    for lang, (count, action) in zip(("en", "ru", "ru"), enumerate(RACE[:3]), strict=True):
        status, answer = post(scoring, path, {"after": count, "action": action}, lang=lang)
        assert status == 200 and answer["actions"] == count + 1
        assert answer["time_foul_waived"] is False
        shown = get_json(scoring, f"/api/v1/matches/{match_id}?lang={lang}")[1]
        assert shown["shot_clock"] is None  # no clock: nothing ages between the two
        assert answer["state"] == shown and shown["lang"] == lang
    # The words are the feed's, in the phone's language (not escaped, not the server's).
    assert answer["state"]["turn_text"] == shown["turn_text"] != ""
    assert any("\u0400" <= letter <= "\u04ff" for letter in answer["state"]["race_text"])


def test_a_tap_the_disk_cannot_hold_is_one_sentence_told_to_no_one_and_kept_nowhere(
    scoring: FeedServer, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    match_id = new_match(scoring)
    path = f"/api/v1/matches/{match_id}/actions"
    assert post(scoring, path, {"after": 0, "action": RACE[0]})[0] == 200
    # The feed is told once the answer is on its way: by the next request, it has been.
    assert get_json(scoring, f"/api/v1/matches/{match_id}")[0] == 200
    hub = scoring.hub
    told = hub.match(match_id)
    assert told is not None and [p.score for p in told.view("en").players] == [1, 0]
    sequence = hub.sequence
    on_disk = actions_of(data_dir / "matches" / f"{match_id}.json")

    def full(*args: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    with monkeypatch.context() as disk:
        disk.setattr(os, "fsync", full)
        status, answer = post(scoring, path, {"after": 1, "action": RACE[1]})
    assert status == 503 and set(answer) == {"error"}
    assert "disk" in answer["error"] and "\n" not in answer["error"]
    assert hub.sequence == sequence  # the feed was told nothing
    live = hub.match(match_id)
    assert live is not None and [p.score for p in live.view("en").players] == [1, 0]
    assert actions_of(data_dir / "matches" / f"{match_id}.json") == on_disk
    # Not kept as applied: the same tap once the disk has room is the second action, once.
    status, answer = post(scoring, path, {"after": 1, "action": RACE[1]})
    assert status == 200 and answer["actions"] == 2
    assert len(actions_of(data_dir / "matches" / f"{match_id}.json")) == 2
    assert get_json(scoring, f"/api/v1/matches/{match_id}")[0] == 200
    assert hub.sequence > sequence


def test_every_answer_and_request_is_what_the_schema_publishes(scoring: FeedServer) -> None:
    import jsonschema

    from .test_state_json import schema_of

    def valid(document: Any, name: str) -> None:
        jsonschema.Draft202012Validator(schema_of(name)).validate(document)

    request = {"players": ["Ivanov", "Petrov"], "race_to": [3, 3], "table": "7"}
    valid(request, "NewMatch")
    status, created = post(scoring, "/api/v1/matches", request)
    assert status == 201
    valid(created, "Scored")
    path = f"/api/v1/matches/{created['id']}/actions"
    asked = {"after": 0, "action": RACE[0]}
    valid(asked, "ActionRequest")
    status, scored = post(scoring, path, asked)
    valid(scored, "Scored")
    status, stale = post(scoring, path, {"after": 0, "action": {"type": "stalemate"}})
    assert status == 409
    valid(stale, "Scored")
    status, refused = post(scoring, path, {"after": 1, "action": {"type": "accept_push_out"}})
    assert status == 422
    valid(refused, "Refused")
    with pytest.raises(jsonschema.ValidationError):
        valid({"after": -1}, "UndoRequest")


def test_a_window_opens_a_match_a_phone_scores_only_read_only(
    scoring: FeedServer, data_dir: Path, qtbot: QtBot
) -> None:
    match_id = new_match(scoring)
    store = Store(data_dir)
    controller = MatchController(store)
    try:
        with qtbot.waitSignal(controller.match_locked) as locked:
            assert not controller.resume(match_id)
        assert locked.args == [match_id]
    finally:
        controller.close_match()
        store.close()


def test_a_match_a_window_scores_is_refused_to_a_phone(scoring: FeedServer, data_dir: Path) -> None:
    store = Store(data_dir)
    controller = MatchController(store)
    try:
        assert controller.new_match(("Ivanov", "Petrov"), table="7")
        record = controller.record
        assert record is not None
        status, answer = post(
            scoring, f"/api/v1/matches/{record.id}/actions", {"after": 0, "action": RACE[0]}
        )
        assert status == 409 and "window" in answer["error"]
        assert len(record.actions) == 0
    finally:
        controller.close_match()
        store.close()


def test_fifty_phones_on_fifty_matches_at_once_keep_every_action(
    scoring: FeedServer, data_dir: Path
) -> None:
    """Bounded: 50 phones, 12 actions each, on loopback (every save in its turn on the loop)."""
    import threading

    phones, actions = 50, 12
    match_ids = [new_match(scoring, table=str(number + 1)) for number in range(phones)]
    failures: list[str] = []

    def phone(match_id: str) -> None:
        # Each phone from its own address, as on the club's network (the server caps the
        # connections of any one address, and 50 phones are 50 addresses).
        source = f"127.0.1.{match_ids.index(match_id) + 1}"
        for count in range(actions):
            action = {"type": "shot", "balls_to_rail": 4} if count == 0 else {"type": "shot"}
            status, answer = post(
                scoring,
                f"/api/v1/matches/{match_id}/actions",
                {"after": count, "action": action},
                source=source,
            )
            if status != 200 or answer["actions"] != count + 1:
                failures.append(f"{match_id} {count}: {status} {answer}")
                return

    threads = [threading.Thread(target=phone, args=(match_id,)) for match_id in match_ids]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert not failures, failures[:3]
    for match_id in match_ids:
        assert len(actions_of(data_dir / "matches" / f"{match_id}.json")) == actions


EVERY_KIND: list[dict[str, Any]] = [
    {"type": "shot", "pocketed": [9], "balls_to_rail": 4},  # Ivanov: the 9 on the break
    {"type": "shot", "balls_to_rail": 4},  # Petrov breaks dry
    {"type": "shot", "push_out": True, "first_contact": None, "rail": False},  # a push-out
    {"type": "accept_push_out"},  # Petrov shoots after it
    {"type": "use_extension"},  # Petrov takes his extension (R14)
    {"type": "shot"},  # and misses
    {"type": "shot_clock_foul"},  # Ivanov runs out of time: Petrov ball in hand
    {"type": "shot", "pocketed": [1, 9]},  # Petrov
    {"type": "shot", "balls_to_rail": 4},  # a dry break
    {"type": "stalemate"},  # a re-rack, the same breaker
    {"type": "shot", "pocketed": [9], "balls_to_rail": 4},
    {"type": "shot", "balls_to_rail": 4},
    {"type": "foul_between_shots", "reason": "touched_ball"},
    {"type": "shot", "pocketed": [9]},
    {"type": "concession", "player": 1, "reason": "time"},
]


def test_a_race_to_five_with_every_kind_of_action_is_the_file_the_window_writes(
    scoring: FeedServer, data_dir: Path, qtbot: QtBot, tmp_path: Path
) -> None:
    from pydantic import TypeAdapter

    from ninescore.records.codec import decode_action
    from ninescore.records.model import ActionModel

    status, created = post(
        scoring,
        "/api/v1/matches",
        {"players": ["Ivanov", "Petrov"], "race_to": 5, "table": "7", "profile": "wpa"},
    )
    assert status == 201
    match_id = created["id"]
    sent: list[dict[str, Any]] = []

    def act(action: dict[str, Any]) -> dict[str, Any]:
        status, answer = post(
            scoring, f"/api/v1/matches/{match_id}/actions", {"after": len(sent), "action": action}
        )
        assert status == 200, (action, answer)
        sent.append(action)
        return dict(answer)

    for action in EVERY_KIND:
        answer = act(action)
    while answer["state"]["status"] != "finished":
        # Break and run (the 9 on the break) until someone has five.
        answer = act({"type": "shot", "pocketed": [9], "balls_to_rail": 4})
        assert len(sent) < 40
    status, undone = post(scoring, f"/api/v1/matches/{match_id}/undo", {"after": len(sent)})
    assert status == 200 and undone["state"]["status"] == "in_progress"  # across the frame
    sent.pop()
    answer = act({"type": "shot", "pocketed": [9], "balls_to_rail": 4})
    assert answer["state"]["status"] == "finished"
    through_api = actions_of(data_dir / "matches" / f"{match_id}.json")
    kinds = {action["type"] for action in through_api}
    assert kinds == {
        "shot",
        "accept_push_out",
        "use_extension",
        "shot_clock_foul",
        "stalemate",
        "foul_between_shots",
        "concession",
    }  # pass_push_out: in the race to 3 above

    from ninescore.rules import PROFILES

    window_folder = tmp_path / "window"
    window_folder.mkdir()
    store = Store(window_folder)
    controller = MatchController(store)
    try:
        controller.new_match(
            ("Ivanov", "Petrov"), race_to=(5, 5), table="7", options=PROFILES["wpa"]
        )
        for action in sent:
            model = TypeAdapter(ActionModel).validate_python(
                {**action, "time": "2026-12-01T12:00:00Z"}
            )
            assert controller._apply(decode_action(model)) is not None, action
        record = controller.record
        assert record is not None
        through_window = actions_of(window_folder / "matches" / f"{record.id}.json")
    finally:
        controller.close_match()
        store.close()
    assert through_api == through_window


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_name_typed_on_a_phone_with_a_direction_control_is_refused_in_one_sentence(
    scoring: FeedServer, data_dir: Path, lang: str
) -> None:
    from ninescore.describe.errors import bidi_control_text
    from ninescore.describe.language import in_language

    for typed in (
        {"players": ["Anna\u202e", "Boris"]},
        {"players": ["Anna", "Boris"], "event": "Open\u2067"},
        {"players": ["Anna", "Boris"], "table": "7\u202d"},
    ):
        body = {"race_to": [3, 3], "table": "7", **typed}
        status, answer = post(scoring, "/api/v1/matches", body, lang=lang)
        with in_language(lang):
            expected = bidi_control_text()
        assert (status, answer) == (422, {"error": expected})
        assert "\n" not in expected
    assert not list((data_dir / "matches").glob("*.json"))  # nothing was started
    # A right-to-left mark is a letter's business, not a control: the match starts.
    status, _ = post(scoring, "/api/v1/matches", {"players": ["Anna\u200f", "Boris"]}, lang=lang)
    assert status == 201
