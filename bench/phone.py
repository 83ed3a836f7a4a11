"""Scoring from a phone: a tap sent to the server until it answers (the action is then durable
on disk), against the window's own commit of the same action (``commit_shot``, which returns
once the same store's save did), alternating tap by tap in one run; medians are compared.

The phone is a process of its own (``python -m bench.phone --phone HOST PORT``), as a phone is a
device of its own: it keeps one connection, sends each tap when told on its standard input and
times it from the request's first byte to the answer's last.  A client in the server's own
process would share the server's interpreter lock, so whatever the server does after it has
answered would hold the client back, which no phone sees; that client is measured too, as an
info row, in rounds of its own after the figure's."""

from __future__ import annotations

import http.client
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

GOAL = 1.5
TAPS, QUICK_TAPS = 200, 40
TOKEN = "bench-token-0123456789"
TIME_LIMIT = 60.0
"""Seconds a request may take before the phone gives up (the benchmark then fails)."""
HEADERS = {"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"}


def _phone(host: str, port: int) -> None:
    """The phone: one kept-alive connection; each line of the standard input is a request
    (``METHOD PATH BODY``), answered on the standard output by its seconds, status and the CPU
    seconds the phone spent on it.  The request is written and the answer read on the socket
    itself (as ``bench/feed.py``'s clients read their events): a phone's browser parses an
    answer in native code, and the figure is the server's, not the cost of a Python HTTP
    client's header parser."""
    connection = socket.create_connection((host, port), timeout=TIME_LIMIT)
    connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    head = "".join(f"{name}: {value}\r\n" for name, value in HEADERS.items())
    for line in sys.stdin:
        method, path, body = line.rstrip("\n").split(" ", 2)
        data = body.encode() if method == "POST" else b""
        request = (
            f"{method} {path} HTTP/1.1\r\nHost: {host}:{port}\r\n{head}"
            f"Content-Length: {len(data)}\r\n\r\n"
        ).encode() + data
        cpu = time.process_time()
        started = time.perf_counter()
        connection.sendall(request)
        status = _read_answer(connection)
        elapsed = time.perf_counter() - started
        sys.stdout.write(f"{elapsed} {status} {time.process_time() - cpu}\n")
        sys.stdout.flush()
    connection.close()


def _read_answer(connection: socket.socket) -> int:
    """One whole answer (its headers, then as many bytes as its Content-Length says); its
    status."""
    received = b""
    while b"\r\n\r\n" not in received:
        chunk = connection.recv(65536)
        if not chunk:
            raise ConnectionError("the server closed the connection")
        received += chunk
    head, _, body = received.partition(b"\r\n\r\n")
    lines = head.split(b"\r\n")
    length = 0
    for header in lines[1:]:
        name, _, value = header.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value)
    while len(body) < length:
        chunk = connection.recv(65536)
        if not chunk:
            raise ConnectionError("the server closed the connection")
        body += chunk
    return int(lines[0].split()[1])


class _Phone:
    """The phone's process, told what to send."""

    def __init__(self, address: tuple[str, int]) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "bench.phone", "--phone", address[0], str(address[1])],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=Path(__file__).resolve().parent.parent,
        )

    def send(self, method: str, path: str, body: str = "") -> tuple[float, int, float]:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(f"{method} {path} {body}\n")
        self.process.stdin.flush()
        elapsed, status, cpu = self.process.stdout.readline().split()
        return float(elapsed), int(status), float(cpu)

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=TIME_LIMIT)


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
    # What explains the figure (info): the CPU of each tap (the server's process; the phone's
    # own) and of each commit, in the figure's rounds; a round trip that does nothing, the
    # store's save alone and the same tap from a client in the server's process, in rounds of
    # their own after them.
    server_cpu: list[float] = []
    phone_cpu: list[float] = []
    window_cpu: list[float] = []
    empty: list[float] = []
    save: list[float] = []
    in_process: list[float] = []
    with (
        tempfile.TemporaryDirectory(prefix="ninescore-bench-phone-") as served,
        tempfile.TemporaryDirectory(prefix="ninescore-bench-window-") as own,
    ):
        hub = Hub()
        server = FeedServer(hub, "127.0.0.1", 0, scoring=ScoringDesk(Path(served), hub, TOKEN))
        server.start()
        connection = http.client.HTTPConnection(*server.address, timeout=TIME_LIMIT)

        def post(path: str, body: dict[str, Any]) -> dict[str, Any]:
            connection.request("POST", path, json.dumps(body), HEADERS)
            response = connection.getresponse()
            answer = json.loads(response.read())
            assert response.status in (200, 201), answer
            return dict(answer)

        match_id = post(
            "/api/v1/matches", {"players": ["Ivanov", "Petrov"], "race_to": 99, "table": "1"}
        )["id"]
        actions = f"/api/v1/matches/{match_id}/actions"
        store = Store(Path(own))
        controller = MatchController(store)
        controller.new_match(("Ivanov", "Petrov"), race_to=(99, 99), table="1")
        device = _Phone(server.address)
        try:
            for index in range(5 + taps):
                cpu = time.process_time()
                body = json.dumps({"after": index, "action": {"type": "shot"}})
                phone_elapsed, status, phone_cpu_used = device.send("POST", actions, body)
                server_cpu_used = time.process_time() - cpu
                assert status == 200, status
                cpu = time.process_time()
                started = time.perf_counter()
                assert controller.commit_shot() is not None  # a miss, as the phone's
                window_elapsed = time.perf_counter() - started
                window_cpu_used = time.process_time() - cpu
                if index >= 5:
                    phone.append(phone_elapsed)
                    window.append(window_elapsed)
                    server_cpu.append(server_cpu_used)
                    phone_cpu.append(phone_cpu_used)
                    window_cpu.append(window_cpu_used)
            # The info rows' own rounds, after the figure's (between its taps they would
            # change the rhythm the figure is measured in): one of each per round, in turn.
            record = controller.record
            assert record is not None
            count = 5 + taps
            for index in range(5 + taps):
                empty_elapsed, status, _ = device.send("GET", "/no-such-page")
                assert status == 404, status
                started = time.perf_counter()
                store.save(record)
                save_elapsed = time.perf_counter() - started
                started = time.perf_counter()
                post(actions, {"after": count + index, "action": {"type": "shot"}})
                in_process_elapsed = time.perf_counter() - started
                if index >= 5:
                    empty.append(empty_elapsed)
                    save.append(save_elapsed)
                    in_process.append(in_process_elapsed)
        finally:
            device.close()
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
                f"a tap on a phone (POST …/actions on loopback, from a process of its own) until "
                f"its answer, the action durable on disk (median of {taps}), against the "
                "window's own commit of the same action"
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
            "  the CPU of a tap in the server's process, against the CPU of the window's commit",
            server_cpu,
            window_cpu,
        ),
        info("  … and in the phone's (its HTTP client)", phone_cpu, window_cpu),
        info(
            "  a round trip that does nothing (a GET of no page on the phone's connection: 404), "
            "against the window's commit",
            empty,
            window,
        ),
        info("  the store's save alone, against the window's commit", save, window),
        info(
            "  the same tap from a client in the server's own process (sharing its interpreter "
            "lock), against the window's commit",
            in_process,
            window,
        ),
    ]


if __name__ == "__main__":
    if sys.argv[1:2] == ["--phone"]:
        _phone(sys.argv[2], int(sys.argv[3]))
    else:
        for row in run(quick="--quick" in sys.argv):
            print(row)
