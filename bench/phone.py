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
    # What explains the figure (info): the CPU of each tap and commit (the whole process: the
    # phone's client and the server on its thread), in the figure's rounds; a round trip that
    # does nothing and the store's save alone, in rounds of their own after them.
    phone_cpu: list[float] = []
    window_cpu: list[float] = []
    empty: list[float] = []
    save: list[float] = []
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
            cpu = time.process_time()
            started = time.perf_counter()
            post(
                f"/api/v1/matches/{match_id}/actions", {"after": index, "action": {"type": "shot"}}
            )
            phone_elapsed = time.perf_counter() - started
            phone_cpu_used = time.process_time() - cpu
            cpu = time.process_time()
            started = time.perf_counter()
            assert controller.commit_shot() is not None  # a miss, as the phone's
            window_elapsed = time.perf_counter() - started
            window_cpu_used = time.process_time() - cpu
            if index >= 5:
                phone.append(phone_elapsed)
                window.append(window_elapsed)
                phone_cpu.append(phone_cpu_used)
                window_cpu.append(window_cpu_used)
        # The info rows' own rounds, after the figure's (between its taps they would change
        # the rhythm the figure is measured in): one of each per round, alternating.
        record = controller.record
        assert record is not None
        for index in range(5 + taps):
            started = time.perf_counter()
            connection.request("GET", "/no-such-page", headers=headers)
            response = connection.getresponse()
            response.read()
            assert response.status == 404
            empty_elapsed = time.perf_counter() - started
            started = time.perf_counter()
            store.save(record)
            save_elapsed = time.perf_counter() - started
            if index >= 5:
                empty.append(empty_elapsed)
                save.append(save_elapsed)
        connection.close()
        server.stop()
        controller.close_match()
        store.close()
    value, baseline = statistics.median(phone) * 1000, statistics.median(window) * 1000

    def info(figure: str, measured: list[float], against: list[float]) -> dict[str, Any]:
        ms, base = statistics.median(measured) * 1000, statistics.median(against) * 1000
        return {
            "figure": figure,
            "value": round(ms, 2),
            "unit": "ms",
            "baseline": round(base, 2),
            "ratio": round(ms / base, 2) if base else 0.0,
            "goal": "—",
            "goal_ratio": 0,
            "goal_kind": "info",
        }

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
        },
        info(
            "  the CPU of a tap (this process: the phone's client and the server's thread), "
            "against the CPU of the window's commit",
            phone_cpu,
            window_cpu,
        ),
        info(
            "  a round trip that does nothing (a GET of no page on the same connection: 404), "
            "against the window's commit",
            empty,
            window,
        ),
        info("  the store's save alone, against the window's commit", save, window),
    ]


if __name__ == "__main__":
    for row in run(quick="--quick" in sys.argv):
        print(row)
