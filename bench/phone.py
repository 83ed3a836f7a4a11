"""Scoring from a phone: a tap sent to the server until it answers (the action is then durable
on disk), against the window's own commit of the same action (``commit_shot``, which returns
once the same store's save did), alternating tap by tap in one run; medians are compared."""

from __future__ import annotations

import http.client
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

GOAL = 1.5
TAPS, QUICK_TAPS = 200, 40
TOKEN = "bench-token-0123456789"


def run(quick: bool = False) -> list[dict[str, Any]]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if __package__ in (None, ""):
        sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from PySide6.QtCore import QCoreApplication

    from ninescore.controller import MatchController
    from ninescore.feed.hub import Hub
    from ninescore.feed.scoring import ScoringDesk
    from ninescore.feed.server import FeedServer
    from ninescore.records import Store

    QCoreApplication.instance() or QCoreApplication(["bench-phone"])
    taps = QUICK_TAPS if quick else TAPS
    phone: list[float] = []
    window: list[float] = []
    with (
        tempfile.TemporaryDirectory(prefix="ninescore-bench-phone-") as served,
        tempfile.TemporaryDirectory(prefix="ninescore-bench-window-") as own,
    ):
        hub = Hub()
        server = FeedServer(hub, "127.0.0.1", 0, scoring=ScoringDesk(Path(served), hub, TOKEN))
        server.start()
        connection = http.client.HTTPConnection(*server.address, timeout=60)
        headers = {"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"}

        def post(path: str, body: dict[str, Any]) -> dict[str, Any]:
            connection.request("POST", path, json.dumps(body), headers)
            response = connection.getresponse()
            answer = json.loads(response.read())
            assert response.status in (200, 201), answer
            return dict(answer)

        match_id = post(
            "/api/v1/matches", {"players": ["Ivanov", "Petrov"], "race_to": 99, "table": "1"}
        )["id"]
        store = Store(Path(own))
        controller = MatchController(store)
        controller.new_match(("Ivanov", "Petrov"), race_to=(99, 99), table="1")
        for index in range(5 + taps):
            started = time.perf_counter()
            post(
                f"/api/v1/matches/{match_id}/actions", {"after": index, "action": {"type": "shot"}}
            )
            phone_elapsed = time.perf_counter() - started
            started = time.perf_counter()
            assert controller.commit_shot() is not None  # a miss, as the phone's
            window_elapsed = time.perf_counter() - started
            if index >= 5:
                phone.append(phone_elapsed)
                window.append(window_elapsed)
        connection.close()
        server.stop()
        controller.close_match()
        store.close()
    value, baseline = statistics.median(phone) * 1000, statistics.median(window) * 1000
    return [
        {
            "figure": (
                f"a tap on a phone (POST …/actions on loopback) until its answer, the action "
                f"durable on disk (median of {taps}), against the window's own commit of the "
                "same action"
            ),
            "value": round(value, 2),
            "unit": "ms",
            "baseline": round(baseline, 2),
            "ratio": round(value / baseline, 2),
            "goal": f"≤ {GOAL}×",
            "goal_ratio": GOAL,
            "goal_kind": "max",
        }
    ]


if __name__ == "__main__":
    for row in run(quick="--quick" in sys.argv):
        print(row)
