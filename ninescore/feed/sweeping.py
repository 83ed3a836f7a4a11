"""A look at a folder again and again, in a thread of its own: what each follower of the data
folder (the matches, the tournaments) runs while the feed serves."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

log = logging.getLogger(__name__)


class SweepThread:
    """Calls ``sweep`` once at :meth:`start`, then every ``interval`` seconds in a daemon thread
    until :meth:`stop`; a sweep that fails is logged (``what`` names it) and the next one runs."""

    def __init__(self, sweep: Callable[[], object], name: str, what: str) -> None:
        self._sweep = sweep
        self._name = name
        self._what = what
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self, interval: float) -> None:
        if self._thread is not None:
            return
        self._stop.clear()
        self._sweep()
        self._thread = threading.Thread(
            target=self._run, args=(interval,), name=self._name, daemon=True
        )
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    def _run(self, interval: float) -> None:
        while not self._stop.wait(interval):
            try:
                self._sweep()
            except Exception:  # a sweep that fails must not end the following
                log.exception("following %s failed; trying again", self._what)
