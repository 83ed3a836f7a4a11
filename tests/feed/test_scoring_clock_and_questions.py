"""A phone's shot clock and its questions through the scoring API: the server counts the seconds
as the window's controller does (armed after each action, following an extension, stopped by
the first mark, a shot's time saved), on a fake "now"; the time foul and the extension are
actions; and what ends a frame at once is asked first with the window's question, in English
and Russian."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ninescore.feed.hub import Hub
from ninescore.feed.scoring import ScoringDesk
from ninescore.feed.server import FeedServer

from .helpers import SERVER_TOKEN
from .test_scoring_api import post


@pytest.fixture
def now() -> list[float]:
    """The shot clocks' "now", moved by the test."""
    return [1000.0]


@pytest.fixture
def timed(hub: Hub, data_dir: Path, now: list[float]) -> Iterator[FeedServer]:
    desk = ScoringDesk(data_dir, hub, SERVER_TOKEN, now=lambda: now[0])
    feed = FeedServer(hub, "127.0.0.1", 0, heartbeat=0.5, scoring=desk)
    feed.start()
    yield feed
    feed.stop()


def wpa_match(server: FeedServer, profile: str = "wpa") -> str:
    status, answer = post(
        server,
        "/api/v1/matches",
        {"players": ["Ivanov", "Petrov"], "race_to": 5, "table": "7", "profile": profile},
    )
    assert status == 201, answer
    return str(answer["id"])


class Phone:
    """One phone scoring one match: each change after the count it last saw."""

    def __init__(self, server: FeedServer, match_id: str, lang: str = "en") -> None:
        self.server, self.match_id, self.lang = server, match_id, lang
        self.count = 0

    def act(self, action: dict[str, Any], status: int = 200) -> dict[str, Any]:
        code, answer = post(
            self.server,
            f"/api/v1/matches/{self.match_id}/actions",
            {"after": self.count, "action": action},
            lang=self.lang,
        )
        assert code == status, answer
        if code == 200:
            self.count = answer["actions"]
        return dict(answer)

    def clock(self, do: str, status: int = 200) -> dict[str, Any]:
        code, answer = post(
            self.server, f"/api/v1/matches/{self.match_id}/clock", {"do": do}, lang=self.lang
        )
        assert code == status, answer
        return dict(answer)

    def question(self, action: dict[str, Any], status: int = 200) -> dict[str, Any]:
        code, answer = post(
            self.server,
            f"/api/v1/matches/{self.match_id}/question",
            {"after": self.count, "action": action},
            lang=self.lang,
        )
        assert code == status, answer
        return dict(answer)


def test_the_server_counts_the_shot_clock_as_the_window_does(
    timed: FeedServer, now: list[float], data_dir: Path
) -> None:
    phone = Phone(timed, wpa_match(timed))
    clock = phone.act({"type": "shot", "pocketed": [3]})["state"]["shot_clock"]
    # The first shot after the break: 60 s (WPA), counted at once, as the window's clock.
    assert clock["counting"] and clock["running"] and clock["limit"] == 60
    assert clock["left"] == pytest.approx(60, abs=0.5)
    now[0] += 20
    clock = phone.clock("pause")["state"]["shot_clock"]
    assert clock["phase"] == "paused" and clock["shown"] == 40
    now[0] += 100  # paused: nothing counted
    clock = phone.clock("start")["state"]["shot_clock"]
    assert clock["phase"] == "running" and clock["shown"] == 40
    # The extension is an action (R14): the same shot's limit grows, the time counted stays.
    clock = phone.act({"type": "use_extension"})["state"]["shot_clock"]
    assert clock["limit"] == 85 and clock["extended"] and clock["shown"] == 65
    assert clock["extensions_left"] == [0, 1]
    now[0] += 5
    clock = phone.clock("mark")["state"]["shot_clock"]  # the first mark: the stroke was played
    assert clock["phase"] == "stopped"
    now[0] += 30  # the operator marks the rest: not the shot's time
    phone.act({"type": "shot"})  # a miss: Petrov to shoot, a new shot's clock
    saved = json.loads((data_dir / "matches" / f"{phone.match_id}.json").read_text())
    actions = [action for frame in saved["frames"] for action in frame["actions"]]
    assert actions[-1]["shot_time"] == pytest.approx(25.0)
    assert actions[0].get("shot_time") is None  # the break is not timed
    clock = phone.clock("reset")["state"]["shot_clock"]
    assert clock["phase"] == "ready" and clock["limit"] == 35 and not clock["running"]


def test_the_clock_running_out_asks_for_the_time_foul_in_the_windows_words(
    timed: FeedServer, now: list[float]
) -> None:
    phone = Phone(timed, wpa_match(timed))
    phone.act({"type": "shot", "pocketed": [3]})
    now[0] += 61
    clock = phone.clock("start")["state"]["shot_clock"]  # running already: nothing changes
    assert clock["expired"] and clock["face"] == "expired" and clock["shown"] == 0
    asked = phone.question({"type": "shot_clock_foul"})
    assert asked["question"] == {
        "title": "Time foul",
        "text": "Time ran out on the shot clock. Record a time foul by Ivanov (R14): ball in "
        "hand for the opponent?",
        "confirm": "Record this foul",
        "back": "No, go back",
        "reason": None,
    }
    state = phone.act({"type": "shot_clock_foul"})["state"]
    assert state["to_shoot"] == 1 and state["frame"]["ball_in_hand"]
    assert state["shot_clock"]["running"]
    assert state["shot_clock"]["left"] == pytest.approx(35, abs=0.5)


def test_a_time_foul_before_the_time_is_up_says_the_clock_has_not_run_out_in_russian(
    timed: FeedServer,
) -> None:
    phone = Phone(timed, wpa_match(timed), lang="ru")
    phone.act({"type": "shot", "pocketed": [3]})
    question = phone.question({"type": "shot_clock_foul"})["question"]
    assert question["title"] == "Нарушение времени"
    assert question["confirm"] == "Записать это нарушение"
    assert "Ivanov" in question["text"] and "Time" not in question["text"]


def test_a_clock_control_in_an_event_without_a_clock_is_refused_in_the_engines_words(
    timed: FeedServer,
) -> None:
    phone = Phone(timed, wpa_match(timed, profile="seed"))
    assert phone.act({"type": "shot", "pocketed": [3]})["state"]["shot_clock"] is None
    refused = phone.clock("start", status=422)
    assert "clock" in refused["error"] and refused["actions"] == 1
    refused = phone.act({"type": "use_extension"}, status=422)
    assert refused["code"] == "no_shot_clock"


def test_a_concession_and_a_stalemate_are_asked_with_the_windows_question(
    timed: FeedServer,
) -> None:
    phone = Phone(timed, wpa_match(timed))
    phone.act({"type": "shot", "pocketed": [3]})
    asked = phone.question({"type": "concession", "player": 0})
    assert asked["actions"] == 1
    question = asked["question"]
    assert question["title"] == "Ivanov loses the frame?"
    assert "Petrov" in question["text"] and "Score then: Ivanov 0–1 Petrov." in question["text"]
    assert question["confirm"] == "Ivanov loses the frame" and question["reason"]
    question = phone.question({"type": "stalemate"})["question"]
    assert question["title"] == "Stalemate: re-rack?" and question["confirm"] == "Re-rack"
    assert phone.count == 1  # asking changes nothing


def test_only_a_third_foul_between_shots_is_asked_first(timed: FeedServer) -> None:
    phone = Phone(timed, wpa_match(timed))
    phone.act({"type": "shot", "pocketed": [3]})
    foul = {"type": "foul_between_shots", "reason": "ball_touched"}
    assert phone.question(foul)["question"] is None  # the window asks nothing either
    phone.act(foul)  # Ivanov's first foul: Petrov ball in hand
    phone.act({"type": "shot", "first_contact": 2})  # Petrov fouls (the 1 was the lowest)
    phone.act(foul)  # Ivanov's second
    phone.act({"type": "shot", "first_contact": 2})  # Petrov's second
    question = phone.question(foul)["question"]
    assert question["title"] == "This foul loses the frame"
    assert question["confirm"] == "Record this foul"
    assert "Petrov" in question["text"]


def test_a_question_after_a_stale_count_is_a_409_and_a_refused_one_a_422(
    timed: FeedServer,
) -> None:
    phone = Phone(timed, wpa_match(timed))
    phone.act({"type": "shot", "pocketed": [3]})
    phone.count = 0
    stale = phone.question({"type": "stalemate"}, status=409)
    assert stale["actions"] == 1 and stale["state"]["players"][0]["name"] == "Ivanov"
    phone.count = 1
    refused = phone.question({"type": "accept_push_out"}, status=422)
    assert refused["code"] and refused["error"]


def test_the_referees_no_time_foul_is_kept_for_the_shot_and_a_new_shot_asks_again(
    timed: FeedServer, now: list[float]
) -> None:
    phone = Phone(timed, wpa_match(timed))
    phone.act({"type": "shot", "pocketed": [3]})
    now[0] += 61
    assert phone.clock("waive")["time_foul_waived"] is True
    # Another phone opening the match is told too (it does not ask again).
    status, looked = get_actions(timed, phone.match_id)
    assert status == 200 and looked["time_foul_waived"] is True
    answer = phone.act({"type": "shot"})  # the shot is played after all: a new shot's clock
    assert answer["time_foul_waived"] is False and not answer["state"]["shot_clock"]["expired"]


def get_actions(server: FeedServer, match_id: str) -> tuple[int, Any]:
    import http.client

    connection = http.client.HTTPConnection(*server.address, timeout=10)
    try:
        connection.request(
            "GET",
            f"/api/v1/matches/{match_id}/actions",
            headers={"Authorization": f"Bearer {SERVER_TOKEN}"},
        )
        response = connection.getresponse()
        return response.status, json.loads(response.read())
    finally:
        connection.close()
