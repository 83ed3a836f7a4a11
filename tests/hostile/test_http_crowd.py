"""500 events readers and 50 clients that never read: every reader gets every event, the
publisher never waits, and the server's memory stays flat however long it goes on (the soak:
``NINESCORE_SOAK=1``)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from dataclasses import replace
from datetime import timedelta
from pathlib import Path

from feed.helpers import live_record, publish

from ninescore.feed.hub import Hub

from .http_peers import feed_server, raise_open_files, resident_bytes
from .test_http_slowloris import wait_until

READERS, STALLED = 500, 50
SOAK = bool(os.environ.get("NINESCORE_SOAK"))
STEP = 100
"""Events per round, published at once (150 kB: a reader is never that far behind)."""
ROUNDS = 40 if SOAK else 6
"""The first rounds fill what the stalled clients can hold (and they are dropped)."""
GROWTH_LIMIT = 24 << 20
"""What the server's memory may grow by from the third round (the stalled clients' buffers
full, the readers' queues at their widest) to the last."""


def test_every_reader_gets_every_event_and_memory_stays_flat() -> None:
    raise_open_files((READERS + STALLED) * 2 + 512)
    hub = Hub()
    record = live_record()
    live = publish(hub, record)
    assert live is not None
    with feed_server(hub, buffer_limit=1 << 18, write_timeout=5.0) as server:
        crowd = subprocess.Popen(
            [
                sys.executable,
                str(Path(__file__).with_name("sse_crowd.py")),
                *map(str, (*server.address, READERS, STALLED, STEP, STEP * ROUNDS)),
            ],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert crowd.stdout is not None
        try:
            assert crowd.stdout.readline().strip() == "connected"
            assert wait_until(lambda: server.client_count == READERS + STALLED, 30), (
                server.client_count
            )
            published = 0
            resident: list[int] = []
            slowest = 0.0
            for round_number in range(1, ROUNDS + 1):
                for _ in range(STEP):
                    published += 1
                    changed = replace(
                        live.info, updated=live.info.updated + timedelta(seconds=published)
                    )
                    started = time.perf_counter()
                    hub.publish(changed, live.state)
                    slowest = max(slowest, time.perf_counter() - started)
                line = crowd.stdout.readline().strip()
                assert line == f"all {STEP * round_number}", line
                resident.append(resident_bytes())
            assert crowd.wait(timeout=30) == 0
            # The stalled ones were let go; the readers are all still there.
            assert wait_until(lambda: server.client_count == 0, 10)
        finally:
            if crowd.poll() is None:
                crowd.kill()
            crowd.communicate(timeout=10)
    assert slowest < 0.5, f"publishing waited {slowest:.3f} s"
    growth = resident[-1] - resident[2]
    assert growth < GROWTH_LIMIT, f"grew {growth / 2**20:.1f} MiB: {[r >> 20 for r in resident]}"
