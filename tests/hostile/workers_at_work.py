"""A task that never ends on its own, for a worker of the pool: it touches a file while it runs,
so a test sees when it has begun and that nothing goes on after the worker is gone."""

from __future__ import annotations

import time
from pathlib import Path


def forever(marker: str) -> None:
    path = Path(marker)
    while True:
        path.write_text(str(time.monotonic()), "utf-8")
        time.sleep(0.05)
