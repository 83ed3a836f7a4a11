"""The live feed: how soon a committed shot reaches an SSE client, what the feed adds to a shot,
and 200 clients at once.

1. From a committed shot (the store's save returned) to its event read by a client on loopback,
   against a bare aiohttp server (the feed's own library) whose handler, woken from another
   thread by ``call_soon_threadsafe``, writes the very same bytes to its SSE client.  The rounds
   alternate; medians are compared.  A third kind of round, alternating with those two, is
   the floor under any feed: a shot committed with the feed unplugged and the bare server
   pushed (the same bytes) from the controller's ``state_changed``, which tells the views (the
   feed is let go earlier, by ``state_saved``, its event made before the save); what the
   controller does after the save before it says so is in it.  Unplugged and plugged in again,
   the feed follows all the controller's signals (``ControllerSource.follow``).
2. One committed shot in the real scoring window (as ``bench/shot.py`` measures it) with the
   in-window feed on and 20 clients following it, against the same window with the feed off:
   the shots alternate, on and off, in one window.  A third kind of shot, alternating with
   those, has the feed off and a bare aiohttp server push the feed's last event to 20 clients of
   its own from the controller's signal: what 20 clients on this machine cost any server.
3. 200 SSE clients at once on loopback: every client must get every event (bounded: 200
   clients, a fixed number of events, a time limit); the delivery latency's p99 is reported.
"""

from __future__ import annotations

import asyncio
import os
import selectors
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

LATENCY_GOAL = 2.0
SHOT_GOAL = 1.1
ROUNDS, QUICK_ROUNDS = 200, 40
SHOTS, QUICK_SHOTS = 120, 30
FOLLOWERS = 20
CROWD, CROWD_EVENTS, QUICK_CROWD_EVENTS = 200, 40, 10
TIME_LIMIT = 120.0
"""Seconds any part may take before it gives up (it then fails)."""


class _Client:
    """An SSE client on a raw socket that reads whole events (up to the blank line)."""

    def __init__(self, address: tuple[str, int], path: str, source: str = "127.0.0.1") -> None:
        self.socket = socket.create_connection(
            address, timeout=TIME_LIMIT, source_address=(source, 0)
        )
        self.socket.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
        self.buffer = b""
        self.read_until(b"\r\n\r\n")  # the headers

    def read_until(self, end: bytes) -> bytes:
        while end not in self.buffer:
            chunk = self.socket.recv(65536)
            if not chunk:
                raise ConnectionError("the server closed the stream")
            self.buffer += chunk
        found, self.buffer = self.buffer.split(end, 1)
        return found

    def event(self) -> bytes:
        """The next event with data (comments and the retry line are read past)."""
        while True:
            block = self.read_until(b"\n\n")
            if b"\ndata: " in b"\n" + block or block.startswith(b"data: "):
                return block

    def close(self) -> None:
        self.socket.close()


class _BareServer:
    """The baseline: a bare aiohttp server on an event loop in its own thread (as the feed's),
    whose one handler writes ``payload[0]`` to its SSE client each time :meth:`push` is called
    from another thread, by the same ``call_soon_threadsafe`` the feed is told by."""

    def __init__(self, payload: list[bytes]) -> None:
        self.payload = payload
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self._thread.start()
        self._wake: asyncio.Event | None = None
        self._runner: Any = None
        self.address: tuple[str, int] = ("", 0)
        asyncio.run_coroutine_threadsafe(self._start(), self.loop).result(TIME_LIMIT)

    async def _start(self) -> None:
        from aiohttp import web

        wake = self._wake = asyncio.Event()

        class Events(web.StreamResponse):
            def __init__(self) -> None:
                super().__init__(headers={"Content-Type": "text/event-stream"})
                self._length_check = False  # the same bytes on the wire as the feed's
                self.force_close()

        async def handler(request: web.BaseRequest) -> web.StreamResponse:
            response = Events()
            await response.prepare(request)
            while True:
                await wake.wait()
                wake.clear()
                await response.write(self.payload[0])

        self._runner = web.ServerRunner(web.Server(handler, access_log=None), shutdown_timeout=0.5)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.address = self._runner.addresses[0][:2]

    def push(self) -> None:
        assert self._wake is not None
        self.loop.call_soon_threadsafe(self._wake.set)

    def stop(self) -> None:
        async def cleanup() -> None:
            for task in asyncio.all_tasks():
                if task is not asyncio.current_task():
                    task.cancel()  # the handler that writes forever
            await self._runner.cleanup()

        asyncio.run_coroutine_threadsafe(cleanup(), self.loop).result(TIME_LIMIT)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(TIME_LIMIT)
        self.loop.close()


def _latency(quick: bool) -> list[dict[str, Any]]:
    from ninescore.controller import MatchController
    from ninescore.feed.hub import Hub
    from ninescore.feed.server import FeedServer
    from ninescore.feed.window_source import ControllerSource
    from ninescore.records import Store

    rounds = QUICK_ROUNDS if quick else ROUNDS
    ours: list[float] = []
    bare: list[float] = []
    floor: list[float] = []
    with tempfile.TemporaryDirectory(prefix="ninescore-bench-feed-") as folder:
        store = Store(Path(folder))
        saved: list[float] = []
        real_save = store.save

        def timed_save(record: Any) -> Path:
            try:
                return real_save(record)
            finally:
                saved.append(time.perf_counter())

        store.save = timed_save  # type: ignore[method-assign]
        controller = MatchController(store)
        controller.new_match(("Ivanov", "Petrov"), race_to=(99, 99))
        hub = Hub()
        source = ControllerSource(controller, hub)
        feed = FeedServer(hub, "127.0.0.1", 0)
        feed.start()
        client = _Client(feed.address, "/api/v1/events")
        client.event()  # the reset
        last = client.event()  # the state
        payload = [last + b"\n\n"]
        baseline_server = _BareServer(payload)
        baseline_client = _Client(baseline_server.address, "/")

        def push_bare(state: Any) -> None:
            baseline_server.push()

        for index in range(5 + rounds):
            controller.commit_shot()  # a miss: the turn passes, the state changes
            payload[0] = client.event() + b"\n\n"
            ours_elapsed = time.perf_counter() - saved[-1]
            start = time.perf_counter()
            baseline_server.push()
            baseline_client.event()
            bare_elapsed = time.perf_counter() - start
            source.disconnect_from()
            controller.state_changed.connect(push_bare)
            controller.commit_shot()
            baseline_client.event()
            floor_elapsed = time.perf_counter() - saved[-1]
            controller.state_changed.disconnect(push_bare)
            source.follow()
            if index >= 5:
                ours.append(ours_elapsed)
                bare.append(bare_elapsed)
                floor.append(floor_elapsed)
        client.close()
        baseline_client.close()
        feed.stop()
        baseline_server.stop()
        source.disconnect_from()
        controller.close_match()
        store.close()
    value, baseline = statistics.median(ours) * 1000, statistics.median(bare) * 1000
    lowest = statistics.median(floor) * 1000
    return [
        {
            "figure": (
                f"a committed shot (saved) → its SSE event read by a client on loopback (median "
                f"of {rounds}), against a bare aiohttp server writing the same bytes, woken by "
                "call_soon_threadsafe"
            ),
            "value": round(value, 3),
            "unit": "ms",
            "baseline": round(baseline, 3),
            "ratio": round(value / baseline, 2),
            "goal": f"≤ {LATENCY_GOAL}×",
            "goal_ratio": LATENCY_GOAL,
            "goal_kind": "max",
        },
        {
            "figure": (
                "  the floor under any feed: a committed shot → the same bytes read from the bare "
                "server pushed from the controller's signal (no feed), against the bare push"
            ),
            "value": round(lowest, 3),
            "unit": "ms",
            "baseline": round(baseline, 3),
            "ratio": round(lowest / baseline, 2),
            "goal": "—",
            "goal_ratio": 1.0,
            "goal_kind": "info",
        },
        {
            "figure": "  the feed against that floor (what the feed adds after the controller)",
            "value": round(value, 3),
            "unit": "ms",
            "baseline": round(lowest, 3),
            "ratio": round(value / lowest, 2),
            "goal": "—",
            "goal_ratio": 1.0,
            "goal_kind": "info",
        },
    ]


def _follow(host: str, port: int, count: int) -> None:
    """In a process of its own (as OBS and the TVs are): ``count`` clients read every event in
    one thread; says "ready" once all are connected, and their counts when stdin closes."""
    clients = [_Client((host, port), "/api/v1/events") for _ in range(count)]
    counts = [0] * count
    selector = selectors.DefaultSelector()
    for index, client in enumerate(clients):
        client.socket.setblocking(False)
        selector.register(client.socket, selectors.EVENT_READ, index)
    selector.register(sys.stdin, selectors.EVENT_READ, -1)
    print("ready", flush=True)
    while True:
        for key, _ in selector.select(TIME_LIMIT):
            index = key.data
            if index < 0:
                print(" ".join(map(str, counts)), flush=True)
                return
            try:
                chunk = clients[index].socket.recv(65536)
            except BlockingIOError:
                continue
            counts[index] += chunk.count(b"\nevent: match")


def _followers(address: tuple[str, int], count: int) -> subprocess.Popen[str]:
    process = subprocess.Popen(
        [sys.executable, "-m", "bench.feed", "--follow", address[0], str(address[1]), str(count)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parent.parent,
    )
    assert process.stdout is not None and process.stdout.readline().strip() == "ready"
    return process


def _shot_cost(quick: bool) -> list[dict[str, Any]]:
    from PySide6.QtWidgets import QApplication

    from bench.shot import _PaintWatcher
    from ninescore.feed.hub import Hub
    from ninescore.feed.server import FeedServer, render_change
    from ninescore.feed.window_source import ControllerSource
    from ninescore.ui.wiring import create_main_window

    app = QApplication.instance() or QApplication(["bench-feed"])
    assert isinstance(app, QApplication)
    shots = QUICK_SHOTS if quick else SHOTS
    on: list[float] = []
    off: list[float] = []
    bare: list[float] = []
    with tempfile.TemporaryDirectory(prefix="ninescore-bench-feed-shot-") as folder:
        window = create_main_window(app, Path(folder), offer_resume=False)
        window.resize(1280, 800)
        window.show()
        app.processEvents()
        controller = window.controller
        controller.new_match(players=("Ivanov", "Petrov"), race_to=(99, 99))
        hub = Hub()
        source = ControllerSource(controller, hub)
        feed = FeedServer(hub, "127.0.0.1", 0)
        feed.start()
        followers = _followers(feed.address, FOLLOWERS)
        deadline = time.monotonic() + TIME_LIMIT
        while feed.client_count < FOLLOWERS and time.monotonic() < deadline:
            app.processEvents()
        payload = [b""]
        bare_server = _BareServer(payload)
        bare_followers = _followers(bare_server.address, FOLLOWERS)

        def push_bare(state: Any) -> None:
            bare_server.push()

        painted: list[Any] = []
        watcher = _PaintWatcher(window, painted)
        app.installEventFilter(watcher)
        following = True
        for index in range(3 * (5 + shots)):
            kind = ("on", "off", "bare")[index % 3]
            feed_on = kind == "on"
            if feed_on != following:
                if feed_on:
                    source.follow()
                else:
                    source.disconnect_from()
                following = feed_on
            if index % 4 == 0 and controller.match is not None:
                on_table = sorted(controller.match.frame.on_table)
                controller.toggle_pocketed(on_table[-2] if len(on_table) > 1 else 9)
            if kind == "bare":
                _, shown = hub.matches()
                payload[0] = render_change(shown[-1], "en")  # the feed's last event's bytes
                controller.state_changed.connect(push_bare)
            painted.clear()
            start = time.perf_counter()
            entry = controller.commit_shot()
            app.processEvents()
            elapsed = time.perf_counter() - start
            assert entry is not None and painted
            if kind == "bare":
                controller.state_changed.disconnect(push_bare)
            if index >= 15:
                {"on": on, "off": off, "bare": bare}[kind].append(elapsed)
            app.processEvents()
        app.removeEventFilter(watcher)
        output, _ = followers.communicate(timeout=TIME_LIMIT)
        bare_output, _ = bare_followers.communicate(timeout=TIME_LIMIT)
        feed.stop()
        bare_server.stop()
        delivered = min(int(count) for count in output.split())
        bare_delivered = min(int(count) for count in bare_output.split())
        controller.close_match()
        window.close()
        window.deleteLater()
        app.processEvents()
    value, baseline = statistics.median(on) * 1000, statistics.median(off) * 1000
    with_bare = statistics.median(bare) * 1000
    return [
        {
            "figure": (
                f"one committed shot in the window (median of {shots}) with the feed on and "
                f"{FOLLOWERS} clients following it ({delivered} events each), against the feed off"
            ),
            "value": round(value, 2),
            "unit": "ms",
            "baseline": round(baseline, 2),
            "ratio": round(value / baseline, 3),
            "goal": f"≤ {SHOT_GOAL}×",
            "goal_ratio": SHOT_GOAL,
            "goal_kind": "max",
        },
        {
            "figure": (
                f"  the same shot with the feed off and a bare aiohttp server pushing the same "
                f"bytes to {FOLLOWERS} clients ({bare_delivered} events each) from the "
                "controller's signal, against the feed off"
            ),
            "value": round(with_bare, 2),
            "unit": "ms",
            "baseline": round(baseline, 2),
            "ratio": round(with_bare / baseline, 3),
            "goal": "—",
            "goal_ratio": 1.0,
            "goal_kind": "info",
        },
    ]


def _crowd(quick: bool) -> list[dict[str, Any]]:
    from dataclasses import replace
    from datetime import timedelta

    from ninescore.feed.hub import Hub, MatchInfo
    from ninescore.feed.server import FeedServer
    from ninescore.records import MatchRecord
    from ninescore.scoring import scoring_state

    events = QUICK_CROWD_EVENTS if quick else CROWD_EVENTS
    hub = Hub()
    feed = FeedServer(hub, "127.0.0.1", 0)
    feed.start()
    record = MatchRecord.new(players=("Ivanov", "Petrov"), race_to=9, table="1")
    state = scoring_state(record.match, record.players, match_id=record.id, read_only=True)
    info = MatchInfo.of(record)
    hub.publish(info, state)
    clients = []
    errors = 0
    for index in range(CROWD):
        # From ten machines (loopback addresses): the feed takes 64 connections from one.
        source = f"127.0.1.{index % 10 + 1}"
        try:
            clients.append(_Client(feed.address, "/api/v1/events", source))
        except OSError:
            errors += 1
    received = [0] * len(clients)
    latencies: list[float] = []
    published: dict[int, float] = {}
    selector = selectors.DefaultSelector()
    for index, client in enumerate(clients):
        client.socket.setblocking(False)
        selector.register(client.socket, selectors.EVENT_READ, index)
    done = threading.Event()

    def read() -> None:
        nonlocal errors
        buffers = [b""] * len(clients)
        deadline = time.monotonic() + TIME_LIMIT
        while not done.is_set() and time.monotonic() < deadline:
            for key, _ in selector.select(0.05):
                index = key.data
                try:
                    chunk = clients[index].socket.recv(65536)
                except BlockingIOError:
                    continue
                except OSError:
                    errors += 1
                    selector.unregister(key.fileobj)
                    continue
                now = time.perf_counter()
                buffers[index] += chunk
                while b"\n\n" in buffers[index]:
                    block, buffers[index] = buffers[index].split(b"\n\n", 1)
                    if b"event: match" not in block:
                        continue
                    sequence = int(block.split(b'"sequence":', 1)[1].split(b",", 1)[0])
                    if sequence in published:
                        received[index] += 1
                        latencies.append(now - published[sequence])
            if all(count >= events for count in received):
                return

    reader = threading.Thread(target=read, daemon=True)
    deadline = time.monotonic() + TIME_LIMIT
    while feed.client_count < len(clients) and time.monotonic() < deadline:
        threading.Event().wait(0.01)  # the server's threads are still accepting
    reader.start()
    for number in range(1, events + 1):
        changed = replace(info, updated=info.updated + timedelta(seconds=number))
        published[hub.sequence + 1] = time.perf_counter()
        hub.publish(changed, state)
        threading.Event().wait(0.02)  # a shot every 20 ms: far faster than any table
    reader.join(TIME_LIMIT)
    done.set()
    for client in clients:
        client.close()
    feed.stop()
    latencies.sort()
    p99 = latencies[int(len(latencies) * 0.99) - 1] * 1000 if latencies else float("inf")
    median = statistics.median(latencies) * 1000 if latencies else float("inf")
    expected = CROWD * events
    got = sum(received)
    share = got / expected if errors == 0 else 0.0
    return [
        {
            "figure": (
                f"{CROWD} SSE clients on loopback, {events} events: events received / events "
                f"sent to every client ({errors} errors)"
            ),
            "value": got,
            "unit": "events",
            "baseline": expected,
            "ratio": round(share, 4),
            "goal": "= 1 (all)",
            "goal_ratio": 1.0,
            "goal_kind": "min",
        },
        {
            "figure": f"  their delivery latency: p99 (median {median:.1f} ms), against the median",
            "value": round(p99, 1),
            "unit": "ms",
            "baseline": round(median, 1),
            "ratio": round(p99 / median, 2) if median else float("inf"),
            "goal": "—",
            "goal_ratio": 1.0,
            "goal_kind": "info",
        },
    ]


def run(quick: bool = False) -> list[dict[str, Any]]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if __package__ in (None, ""):
        sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from PySide6.QtWidgets import QApplication

    QApplication.instance() or QApplication(["bench-feed"])
    return _latency(quick) + _shot_cost(quick) + _crowd(quick)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--follow"]:
        _follow(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
    else:
        for row in run(quick="--quick" in sys.argv):
            print(row)
